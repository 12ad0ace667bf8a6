import type { AdminPaymentList } from "@shared/schemas/admin-payments";
import {
  type PaymentMethod,
  type PaymentStatus,
  paymentMethodLabels,
  paymentMethods,
  paymentStatuses,
  paymentStatusLabels,
} from "@shared/schemas/tenancies";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Badge } from "@web/components/ui/badge";
import { buttonVariants } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { Stat } from "@web/components/ui/stat";
import { Table, Td, Th } from "@web/components/ui/table";
import { apiFetch } from "@web/lib/api";
import { formatDate, formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { Download, Wallet } from "lucide-react";
import { useEffect, useState } from "react";

const filterKeys = ["status", "method", "from", "to", "property", "landlordId"] as const;
const statusTone: Record<string, "success" | "warning" | "danger" | "neutral"> = {
  completed: "success",
  pending: "warning",
  failed: "danger",
  refunded: "neutral",
};

export default function AdminPaymentsPage() {
  usePageTitle("Payments");
  const { values, set, page } = useSearchState(filterKeys);
  const [property, setProperty] = useState(values.property);
  // Search as the admin types, without a request per keystroke.
  useEffect(() => {
    if (property === values.property) return;
    const t = setTimeout(() => set({ property }), 300);
    return () => clearTimeout(t);
  }, [property, values.property, set]);

  const filters = new URLSearchParams();
  for (const k of filterKeys) if (values[k]) filters.set(k, values[k]);
  const datesOk = !values.from || !values.to || values.from <= values.to;
  const listQuery = new URLSearchParams(filters);
  listQuery.set("page", String(page));
  const payments = useQuery({
    queryKey: ["admin-payments", listQuery.toString()],
    queryFn: () => apiFetch<AdminPaymentList>(`/api/admin/payments?${listQuery}`),
    enabled: datesOk,
    placeholderData: keepPreviousData,
  });
  const landlords = useQuery({
    queryKey: ["manage-landlords"],
    queryFn: () =>
      apiFetch<{ items: { id: string; name: string; email: string }[] }>("/api/manage/landlords"),
    staleTime: 60_000,
  });
  const d = payments.data;

  return (
    <AppPage>
      <PageHeader
        title="Payments"
        description="Every rent payment on the platform: filter, check totals and export."
        actions={
          <a
            href={`/api/admin/payments/export.csv?${filters}`}
            download
            className={buttonVariants({ variant: "secondary" })}
            aria-disabled={!datesOk}
          >
            <Download className="size-4" aria-hidden="true" /> Export CSV
          </a>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        <FormField label="Property">
          <Input
            type="search"
            placeholder="Title, street or postcode"
            value={property}
            onChange={(e) => setProperty(e.target.value)}
          />
        </FormField>
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
        <FormField label="Paid from">
          <Input type="date" value={values.from} onChange={(e) => set({ from: e.target.value })} />
        </FormField>
        <FormField
          label="Paid to"
          error={datesOk ? undefined : "The end date must be on or after the start date"}
        >
          <Input type="date" value={values.to} onChange={(e) => set({ to: e.target.value })} />
        </FormField>
      </div>
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
      {payments.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {payments.error.message}
        </p>
      ) : !d ? (
        <Skeleton className="h-64" />
      ) : d.items.length === 0 ? (
        <EmptyState icon={Wallet} title="No payments match">
          Try a wider date range or clear a filter.
        </EmptyState>
      ) : (
        <div aria-busy={payments.isFetching}>
          <Table caption="Payments">
            <thead>
              <tr>
                <Th>Paid on</Th>
                <Th>Property</Th>
                <Th>Landlord</Th>
                <Th>Tenant</Th>
                <Th>Method</Th>
                <Th>Status</Th>
                <Th className="text-right">Amount</Th>
              </tr>
            </thead>
            <tbody>
              {d.items.map((p) => (
                <tr key={p.id}>
                  <Td>{formatDate(p.paidOn)}</Td>
                  <Td>{p.propertyTitle}</Td>
                  <Td>{p.landlordName}</Td>
                  <Td>{p.tenantName}</Td>
                  <Td>
                    {paymentMethodLabels[p.method as PaymentMethod] ?? p.method}
                    {p.reference && <span className="block text-xs text-slate-600">{p.reference}</span>}
                  </Td>
                  <Td>
                    <Badge tone={statusTone[p.status] ?? "neutral"}>
                      {paymentStatusLabels[p.status as PaymentStatus] ?? p.status}
                    </Badge>
                  </Td>
                  <Td className="text-right font-medium tabular-nums">{formatMoney(p.amount, p.currency)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination
            page={page}
            pageSize={d.pageSize}
            total={d.total}
            noun="payments"
            onPageChange={(p) => set({ page: String(p) })}
          />
        </div>
      )}
    </AppPage>
  );
}
