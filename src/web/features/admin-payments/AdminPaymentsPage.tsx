import { type AdminPaymentList, adminPaymentFilterSchema } from "@shared/schemas/admin-payments";
import { dateInputBounds } from "@shared/schemas/dates";
import {
  type PaymentMethod,
  type PaymentStatus,
  paymentMethodLabels,
  paymentMethods,
  paymentStatuses,
  paymentStatusLabels,
} from "@shared/schemas/tenancies";
import { DataList, FilterBar, SearchFilter, useListState } from "@web/components/data-list";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
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

const filterKeys = ["status", "method", "from", "to", "property", "landlordId"] as const;
const statusTone: Record<string, "success" | "warning" | "danger" | "neutral"> = {
  completed: "success",
  pending: "warning",
  failed: "danger",
  refunded: "neutral",
};

export default function AdminPaymentsPage() {
  usePageTitle("Payments");
  const list = useListState(filterKeys);
  const { values, set, page } = list;
  const [exporting, setExporting] = useState(false);
  // The API's date rules (in range, end on or after start, at most 10 years), before asking it.
  const dateCheck = adminPaymentFilterSchema.safeParse({
    from: values.from || undefined,
    to: values.to || undefined,
  });
  const dateErrors: Record<string, string> = {};
  for (const issue of dateCheck.error?.issues ?? []) dateErrors[String(issue.path[0])] ??= issue.message;
  const datesOk = dateCheck.success;
  const payments = useAdminPayments(values, page, datesOk);
  const landlords = useLandlordOptions();
  const d = payments.data;

  return (
    <AppPage>
      <PageHeader
        title="Payments"
        description="Every rent payment on the platform: filter, check totals and export."
        actions={
          <Button
            variant="secondary"
            disabled={!datesOk || exporting}
            onClick={async () => {
              setExporting(true);
              try {
                // A sensitive export: the server may ask for the password again first.
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
            }}
          >
            <Download className="size-4" aria-hidden="true" /> {exporting ? "Exporting..." : "Export CSV"}
          </Button>
        }
      />
      <FilterBar className="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        <SearchFilter list={list} name="property" label="Property" placeholder="Title, street or postcode" />
        <FormField label="Landlord">
          <NativeSelect value={values.landlordId} onChange={(e) => set({ landlordId: e.target.value })}>
            <option value="">All landlords</option>
            {(landlords.data?.items ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Status">
          <NativeSelect value={values.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">Any status</option>
            {paymentStatuses.map((s) => (
              <option key={s} value={s}>
                {paymentStatusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Method">
          <NativeSelect value={values.method} onChange={(e) => set({ method: e.target.value })}>
            <option value="">Any method</option>
            {paymentMethods.map((m) => (
              <option key={m} value={m}>
                {paymentMethodLabels[m]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Paid from" error={dateErrors.from}>
          <Input
            type="date"
            {...dateInputBounds()}
            value={values.from}
            onChange={(e) => set({ from: e.target.value })}
          />
        </FormField>
        <FormField label="Paid to" error={dateErrors.to}>
          <Input
            type="date"
            {...dateInputBounds()}
            value={values.to}
            onChange={(e) => set({ to: e.target.value })}
          />
        </FormField>
      </FilterBar>
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
      <DataList<Payment, AdminPaymentList>
        query={payments}
        caption="Payments"
        noun="payments"
        rowKey={(p) => p.id}
        empty={
          <EmptyState icon={Wallet} title="No payments match">
            Try a wider date range or clear a filter.
          </EmptyState>
        }
        columns={[
          { header: "Paid on", cell: (p) => formatDate(p.paidOn) },
          { header: "Property", cell: (p) => p.propertyTitle },
          { header: "Landlord", cell: (p) => p.landlordName },
          { header: "Tenant", cell: (p) => p.tenantName },
          {
            header: "Method",
            cell: (p) => (
              <>
                {paymentMethodLabels[p.method as PaymentMethod] ?? p.method}
                {p.reference && <span className="block text-xs text-slate-600">{p.reference}</span>}
              </>
            ),
          },
          {
            header: "Status",
            cell: (p) => (
              <Badge tone={statusTone[p.status] ?? "neutral"}>
                {paymentStatusLabels[p.status as PaymentStatus] ?? p.status}
              </Badge>
            ),
          },
          {
            header: "Amount",
            headerClassName: "text-right",
            className: "text-right font-medium tabular-nums",
            cell: (p) => formatMoney(p.amount, p.currency),
          },
        ]}
      />
    </AppPage>
  );
}
