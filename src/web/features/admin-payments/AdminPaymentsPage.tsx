import { type AdminPaymentList, adminPaymentFilterSchema } from "@shared/schemas/admin-payments";
import {
  paymentMethodLabels,
  paymentMethods,
  paymentStatuses,
  paymentStatusLabels,
} from "@shared/schemas/tenancies";
import {
  type Column,
  DataList,
  DateFilter,
  FilterBar,
  type ListState,
  optionsOf,
  SearchFilter,
  SelectFilter,
  useListState,
} from "@web/components/data-list";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Stat } from "@web/components/ui/stat";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { formatDate, formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { Download, Wallet } from "lucide-react";
import { useState } from "react";
import { exportPayments, useAdminPayments, useLandlordOptions } from "./api";

type Payment = AdminPaymentList["items"][number];
type FilterKey = (typeof filterKeys)[number];

const filterKeys = ["status", "method", "from", "to", "property", "landlordId"] as const;
const statusTone: Record<string, "success" | "warning" | "danger" | "neutral"> = {
  completed: "success",
  pending: "warning",
  failed: "danger",
  refunded: "neutral",
};

/** The API's date rules (in range, end on or after start, at most 10 years), before asking it. */
function checkDates(values: Record<FilterKey, string>) {
  const check = adminPaymentFilterSchema.safeParse({
    from: values.from || undefined,
    to: values.to || undefined,
  });
  const errors: Record<string, string> = {};
  for (const issue of check.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return { ok: check.success, errors };
}

export default function AdminPaymentsPage() {
  usePageTitle("Payments");
  const list = useListState(filterKeys);
  const { values, page } = list;
  const dates = checkDates(values);
  const payments = useAdminPayments(values, page, dates.ok);
  const d = payments.data;

  return (
    <AppPage>
      <PageHeader
        title="Payments"
        description="Every rent payment on the platform: filter, check totals and export."
        actions={<ExportButton values={values} disabled={!dates.ok} />}
      />
      <PaymentFilters list={list} dateErrors={dates.errors} />
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat
          label="Completed"
          value={d ? formatMoney(d.totals.completed) : "—"}
          hint={d ? `${d.totals.count.toLocaleString("en-GB")} payments match` : undefined}
        />
        <Stat label="Pending confirmation" value={d ? formatMoney(d.totals.pending) : "—"} />
        <Stat label="Failed" value={d ? formatMoney(d.totals.failed) : "—"} />
        <Stat label="Refunded" value={d ? formatMoney(d.totals.refunded) : "—"} />
      </dl>
      <DataList
        query={payments}
        caption="Payments"
        noun="payments"
        rowKey={(p) => p.id}
        empty={
          <EmptyState icon={Wallet} title="No payments match">
            Try a wider date range or clear a filter.
          </EmptyState>
        }
        columns={columns}
      />
    </AppPage>
  );
}

/** The CSV of the filtered payments; a sensitive export, so the server may ask for the password again. */
function ExportButton({ values, disabled }: { values: Record<FilterKey, string>; disabled: boolean }) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await exportPayments(values);
    } catch (err) {
      toast({
        title: "Export failed",
        description: err instanceof ApiRequestError ? err.message : String(err),
        variant: "destructive",
      });
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" disabled={disabled || exporting} onClick={run}>
      <Download className="size-4" aria-hidden="true" /> {exporting ? "Exporting..." : "Export CSV"}
    </Button>
  );
}

function PaymentFilters({
  list,
  dateErrors,
}: {
  list: ListState<FilterKey>;
  dateErrors: Record<string, string>;
}) {
  const landlords = useLandlordOptions();
  return (
    <FilterBar className="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
      <SearchFilter list={list} name="property" label="Property" placeholder="Title, street or postcode" />
      <SelectFilter
        list={list}
        name="landlordId"
        label="Landlord"
        anyLabel="All landlords"
        options={(landlords.data?.items ?? []).map((l) => [l.id, l.name] as const)}
      />
      <SelectFilter
        list={list}
        name="status"
        label="Status"
        anyLabel="Any status"
        options={optionsOf(paymentStatuses, paymentStatusLabels)}
      />
      <SelectFilter
        list={list}
        name="method"
        label="Method"
        anyLabel="Any method"
        options={optionsOf(paymentMethods, paymentMethodLabels)}
      />
      <DateFilter list={list} name="from" label="Paid from" error={dateErrors.from} />
      <DateFilter list={list} name="to" label="Paid to" error={dateErrors.to} />
    </FilterBar>
  );
}

const columns: Column<Payment>[] = [
  { header: "Paid on", cell: (p) => formatDate(p.paidOn) },
  { header: "Property", cell: (p) => p.propertyTitle },
  { header: "Landlord", cell: (p) => p.landlordName },
  { header: "Tenant", cell: (p) => p.tenantName },
  {
    header: "Method",
    cell: (p) => (
      <>
        {paymentMethodLabels[p.method] ?? p.method}
        {p.reference && <span className="block text-xs text-slate-600">{p.reference}</span>}
      </>
    ),
  },
  {
    header: "Status",
    cell: (p) => <Badge tone={statusTone[p.status] ?? "neutral"}>{paymentStatusLabels[p.status]}</Badge>,
  },
  {
    header: "Amount",
    headerClassName: "text-right",
    className: "text-right font-medium tabular-nums",
    cell: (p) => formatMoney(p.amount, p.currency),
  },
];
