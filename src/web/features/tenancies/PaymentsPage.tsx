import { paymentMethodLabels, paymentStatuses, paymentStatusLabels } from "@shared/schemas/tenancies";
import { EmptyState } from "@web/components/ui/empty-state";
import { NativeSelect } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
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
  const { values, set, page } = useSearchState(["status"] as const);
  const list = usePayments({ status: values.status, page, pageSize: PAGE_SIZE });
  const items = list.data?.items ?? [];

  return (
    <AppPage>
      <PageHeader
        title="Payments"
        description="Rent received and reported across your tenancies. Confirm what tenants report once the money is in."
      />
      <div>
        <label htmlFor="payment-status" className="sr-only">
          Status
        </label>
        <NativeSelect
          id="payment-status"
          value={values.status}
          onChange={(e) => set({ status: e.target.value })}
        >
          <option value="">All statuses (pending first)</option>
          {paymentStatuses.map((s) => (
            <option key={s} value={s}>
              {paymentStatusLabels[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {list.isPending ? (
        <Skeleton className="h-64" />
      ) : list.isError ? (
        <p role="alert" className="text-red-700">
          {(list.error as Error).message}
        </p>
      ) : !items.length ? (
        <EmptyState icon={Wallet} title={values.status ? "No payments with this status" : "No payments yet"}>
          Payments appear here when you record them on a tenancy or a tenant reports one.
        </EmptyState>
      ) : (
        <>
          <Table caption="Payments">
            <thead>
              <tr>
                <Th>Paid on</Th>
                <Th>Tenancy</Th>
                <Th className="text-right">Amount</Th>
                <Th>Method</Th>
                <Th>Reference</Th>
                <Th>Status</Th>
                <Th>Actions</Th>
              </tr>
            </thead>
            <tbody>
              {items.map((p) => (
                <tr key={p.id} data-testid="payment-row">
                  <Td className="whitespace-nowrap">{formatDay(p.paidOn)}</Td>
                  <Td>
                    <Link
                      to={`${root}/tenancies/${p.tenancy.id}`}
                      className="font-semibold text-brand-800 hover:underline"
                    >
                      {p.tenancy.propertyTitle}
                    </Link>
                    <p className="text-xs text-slate-600">{p.tenancy.tenantName ?? "—"}</p>
                  </Td>
                  <Td className="text-right font-medium tabular-nums">{formatMoney(p.amount, p.currency)}</Td>
                  <Td>{paymentMethodLabels[p.method]}</Td>
                  <Td className="max-w-40 truncate">{p.reference ?? "—"}</Td>
                  <Td>
                    <PaymentStatusBadge status={p.status} />
                  </Td>
                  <Td>
                    <PaymentActions payment={p} />
                  </Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            onPageChange={(p) => set({ page: String(p) })}
            noun="payments"
          />
        </>
      )}
      <PaymentsExport />
    </AppPage>
  );
}
