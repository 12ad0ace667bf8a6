import { tenancyStatuses, tenancyStatusLabels } from "@shared/schemas/tenancies";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { EmptyState } from "@web/components/ui/empty-state";
import { Input, NativeSelect } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { KeyRound, Plus, Search, ShieldCheck, Wallet, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useTenancies } from "./api";
import { balanceText, formatDay, rentTerms, TenancyStatusBadge, useTenancyBase } from "./display";
import { PaymentsExport } from "./PaymentsExport";

export default function TenanciesPage() {
  const { base, root, role } = useTenancyBase();
  usePageTitle("Tenancies");
  const { values, set } = useSearchState(["q", "status", "propertyId"] as const);
  const [query, setQuery] = useState(values.q);
  useEffect(() => setQuery(values.q), [values.q]);
  useEffect(() => {
    if (query === values.q) return;
    const t = setTimeout(() => set({ q: query }), 300);
    return () => clearTimeout(t);
  }, [query, values.q, set]);
  const list = useTenancies({ q: values.q, status: values.status, propertyId: values.propertyId });
  const items = list.data?.items ?? [];
  const filtered = Boolean(values.q || values.status || values.propertyId);

  return (
    <AppPage>
      <PageHeader
        title="Tenancies"
        description={
          role === "admin"
            ? "Every tenancy on the platform with its balance and arrears."
            : "Your lettings: who lives where, what they pay and what is owed."
        }
        actions={
          <>
            <Link to={`${root}/payments`} className={buttonVariants({ variant: "secondary" })}>
              <Wallet aria-hidden="true" /> Payments
            </Link>
            <Link to={`${root}/compliance`} className={buttonVariants({ variant: "secondary" })}>
              <ShieldCheck aria-hidden="true" /> Compliance
            </Link>
            <Link to={`${base}/new`} className={buttonVariants()}>
              <Plus aria-hidden="true" /> New tenancy
            </Link>
          </>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="relative w-full max-w-sm">
          <label htmlFor="tenancy-search" className="sr-only">
            Search tenancies
          </label>
          <Search
            className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id="tenancy-search"
            type="search"
            placeholder="Property, postcode or tenant"
            className="pl-9"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="tenancy-status" className="sr-only">
            Status
          </label>
          <NativeSelect
            id="tenancy-status"
            value={values.status}
            onChange={(e) => set({ status: e.target.value })}
          >
            <option value="">All statuses</option>
            {tenancyStatuses.map((s) => (
              <option key={s} value={s}>
                {tenancyStatusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {values.propertyId && (
          <Button variant="secondary" onClick={() => set({ propertyId: "" })}>
            <X aria-hidden="true" /> Show every property
          </Button>
        )}
      </div>

      {list.isPending ? (
        <Skeleton className="h-64" />
      ) : list.isError ? (
        <p role="alert" className="text-red-700">
          {list.error.message}
        </p>
      ) : !items.length ? (
        <EmptyState
          icon={KeyRound}
          title={filtered ? "No tenancies match" : "No tenancies yet"}
          action={filtered ? undefined : { to: `${base}/new`, label: "Invite your first tenant" }}
        >
          {filtered
            ? "Try another search or status."
            : "Create a tenancy from one of your properties: choose the tenant by e-mail, set the rent and the deposit."}
        </EmptyState>
      ) : (
        <Table caption="Tenancies">
          <thead>
            <tr>
              <Th>Property</Th>
              <Th>Tenant</Th>
              <Th>Rent</Th>
              <Th>Status</Th>
              <Th>Balance</Th>
              <Th>Next due</Th>
            </tr>
          </thead>
          <tbody>
            {items.map((t) => (
              <tr key={t.id}>
                <Td>
                  <Link to={`${base}/${t.id}`} className="font-semibold text-brand-800 hover:underline">
                    {t.property.title}
                  </Link>
                  <p className="text-xs text-slate-600">
                    {formatDay(t.startDate)} – {t.endDate ? formatDay(t.endDate) : "periodic"}
                  </p>
                </Td>
                <Td>
                  {t.tenant ? (
                    <>
                      {t.tenant.name}
                      <p className="text-xs text-slate-600">{t.tenant.email}</p>
                    </>
                  ) : (
                    <>
                      <Badge tone="info">Invited</Badge>
                      <p className="text-xs text-slate-600">{t.invitation?.email}</p>
                    </>
                  )}
                </Td>
                <Td className="text-sm">{rentTerms(t)}</Td>
                <Td>
                  <TenancyStatusBadge status={t.status} />
                  {t.law.notice && t.status === "active" && (
                    <p className="text-xs text-amber-800">Ends {formatDay(t.law.notice.endsOn)} (notice)</p>
                  )}
                  {t.status !== "ended" && t.law.writtenTerms.overdue && (
                    <p className="text-xs text-red-700">{capitalise(t.law.writtenTerms.document)} overdue</p>
                  )}
                </Td>
                <Td>
                  <span className={t.summary.arrearsMinor > 0 ? "font-semibold text-red-700" : undefined}>
                    {balanceText(t.summary.balanceMinor, t.currency)}
                  </span>
                  {t.summary.arrearsMinor > 0 && (
                    <p className="text-xs text-red-700">{t.summary.daysOverdue} days overdue</p>
                  )}
                  {t.summary.pendingMinor > 0 && (
                    <p className="text-xs text-amber-800">
                      {formatMoney(t.summary.pendingMinor, t.currency)} to confirm
                    </p>
                  )}
                </Td>
                <Td className="whitespace-nowrap">
                  {t.summary.nextDue
                    ? `${formatMoney(t.summary.nextDue.amountMinor, t.currency)} on ${formatDay(t.summary.nextDue.dueDate)}`
                    : "—"}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <PaymentsExport />
    </AppPage>
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
