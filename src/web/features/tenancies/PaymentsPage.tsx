import {
  type PaymentListItem,
  paymentMethodLabels,
  paymentStatuses,
  paymentStatusLabels,
} from "@shared/schemas/tenancies";
import { type Column, DataList, optionsOf, SelectFilter, useListState } from "@web/components/data-list";
import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { Wallet } from "lucide-react";
import { Link } from "react-router";
import { usePayments } from "./api";
import { formatDay, PaymentStatusBadge, useTenancyBase } from "./display";
import { PaymentsExport } from "./PaymentsExport";
import { PaymentActions } from "./PaymentsTable";

const PAGE_SIZE = 25;

/** Payments across the caller's tenancies, the ones waiting for confirmation first. */
export default function PaymentsPage() {
  usePageTitle("Payments");
  const { root } = useTenancyBase();
  const list = useListState(["status"] as const);
  const { values, page } = list;
  const payments = usePayments({ status: values.status, page, pageSize: PAGE_SIZE });

  return (
    <AppPage>
      <PageHeader
        title="Payments"
        description="Rent received and reported across your tenancies. Confirm what tenants report once the money is in."
      />
      <SelectFilter
        list={list}
        name="status"
        label="Status"
        hideLabel
        anyLabel="All statuses (pending first)"
        options={optionsOf(paymentStatuses, paymentStatusLabels)}
      />
      <DataList
        query={payments}
        caption="Payments"
        noun="payments"
        pageSize={PAGE_SIZE}
        rowKey={(p) => p.id}
        rowProps={() => ({ "data-testid": "payment-row" })}
        empty={
          <EmptyState
            icon={Wallet}
            title={values.status ? "No payments with this status" : "No payments yet"}
          >
            Payments appear here when you record them on a tenancy or a tenant reports one.
          </EmptyState>
        }
        columns={paymentColumns(root)}
      />
      <PaymentsExport />
    </AppPage>
  );
}

function paymentColumns(root: string): Column<PaymentListItem>[] {
  return [
    { header: "Paid on", className: "whitespace-nowrap", cell: (p) => formatDay(p.paidOn) },
    {
      header: "Tenancy",
      cell: (p) => (
        <>
          <Link
            to={`${root}/tenancies/${p.tenancy.id}`}
            className="font-semibold text-brand-800 hover:underline"
          >
            {p.tenancy.propertyTitle}
          </Link>
          <p className="text-xs text-slate-600">{p.tenancy.tenantName ?? "—"}</p>
        </>
      ),
    },
    {
      header: "Amount",
      headerClassName: "text-right",
      className: "text-right font-medium tabular-nums",
      cell: (p) => formatMoney(p.amount, p.currency),
    },
    { header: "Method", cell: (p) => paymentMethodLabels[p.method] },
    { header: "Reference", className: "max-w-40 truncate", cell: (p) => p.reference ?? "—" },
    { header: "Status", cell: (p) => <PaymentStatusBadge status={p.status} /> },
    { header: "Actions", cell: (p) => <PaymentActions payment={p} /> },
  ];
}
