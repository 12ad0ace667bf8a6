import { type Tenancy, tenancyStatuses, tenancyStatusLabels } from "@shared/schemas/tenancies";
import {
  type Column,
  DataList,
  FilterBar,
  optionsOf,
  SearchFilter,
  SelectFilter,
  useListState,
} from "@web/components/data-list";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { KeyRound, Plus, ShieldCheck, Wallet, X } from "lucide-react";
import { Link } from "react-router";
import { useTenancies } from "./api";
import { balanceText, formatDay, rentTerms, TenancyStatusBadge, useTenancyBase } from "./display";
import { PaymentsExport } from "./PaymentsExport";

export default function TenanciesPage() {
  const { base, root, role } = useTenancyBase();
  usePageTitle("Tenancies");
  const list = useListState(["q", "status", "propertyId"] as const);
  const { values, set } = list;
  const tenancies = useTenancies({ q: values.q, status: values.status, propertyId: values.propertyId });

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
      <FilterBar className="flex flex-wrap items-end gap-3">
        <SearchFilter
          list={list}
          name="q"
          label="Search tenancies"
          hideLabel
          placeholder="Property, postcode or tenant"
          icon
          className="w-full max-w-sm"
        />
        <SelectFilter
          list={list}
          name="status"
          label="Status"
          hideLabel
          anyLabel="All statuses"
          options={optionsOf(tenancyStatuses, tenancyStatusLabels)}
        />
        {values.propertyId && (
          <Button variant="secondary" onClick={() => set({ propertyId: "" })}>
            <X aria-hidden="true" /> Show every property
          </Button>
        )}
      </FilterBar>
      <DataList
        query={tenancies}
        caption="Tenancies"
        rowKey={(t) => t.id}
        empty={
          <TenanciesEmpty base={base} filtered={Boolean(values.q || values.status || values.propertyId)} />
        }
        columns={tenancyColumns(base)}
      />
      <PaymentsExport />
    </AppPage>
  );
}

function TenanciesEmpty({ base, filtered }: { base: string; filtered: boolean }) {
  if (filtered) {
    return (
      <EmptyState icon={KeyRound} title="No tenancies match">
        Try another search or status.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={KeyRound}
      title="No tenancies yet"
      action={{ to: `${base}/new`, label: "Invite your first tenant" }}
    >
      Create a tenancy from one of your properties: choose the tenant by e-mail, set the rent and the deposit.
    </EmptyState>
  );
}

function tenancyColumns(base: string): Column<Tenancy>[] {
  return [
    {
      header: "Property",
      cell: (t) => (
        <>
          <Link to={`${base}/${t.id}`} className="font-semibold text-brand-800 hover:underline">
            {t.property.title}
          </Link>
          <p className="text-xs text-slate-600">
            {formatDay(t.startDate)} – {t.endDate ? formatDay(t.endDate) : "periodic"}
          </p>
        </>
      ),
    },
    { header: "Tenant", cell: (t) => <TenantCell tenancy={t} /> },
    { header: "Rent", className: "text-sm", cell: (t) => rentTerms(t) },
    { header: "Status", cell: (t) => <StatusCell tenancy={t} /> },
    { header: "Balance", cell: (t) => <BalanceCell tenancy={t} /> },
    {
      header: "Next due",
      className: "whitespace-nowrap",
      cell: (t) =>
        t.summary.nextDue
          ? `${formatMoney(t.summary.nextDue.amountMinor, t.currency)} on ${formatDay(t.summary.nextDue.dueDate)}`
          : "—",
    },
  ];
}

/** The tenant, or the address an invitation went to while nobody has accepted it. */
function TenantCell({ tenancy: t }: { tenancy: Tenancy }) {
  if (t.tenant) {
    return (
      <>
        {t.tenant.name}
        <p className="text-xs text-slate-600">{t.tenant.email}</p>
      </>
    );
  }
  return (
    <>
      <Badge tone="info">Invited</Badge>
      <p className="text-xs text-slate-600">{t.invitation?.email}</p>
    </>
  );
}

/** The status, with a notice's end date and overdue written terms when they apply. */
function StatusCell({ tenancy: t }: { tenancy: Tenancy }) {
  return (
    <>
      <TenancyStatusBadge status={t.status} />
      {t.law.notice && t.status === "active" && (
        <p className="text-xs text-amber-800">Ends {formatDay(t.law.notice.endsOn)} (notice)</p>
      )}
      {t.status !== "ended" && t.law.writtenTerms.overdue && (
        <p className="text-xs text-red-700">{capitalise(t.law.writtenTerms.document)} overdue</p>
      )}
    </>
  );
}

/** What is owed or in credit, with arrears and payments waiting to be confirmed. */
function BalanceCell({ tenancy: t }: { tenancy: Tenancy }) {
  const { arrearsMinor, balanceMinor, daysOverdue, pendingMinor } = t.summary;
  return (
    <>
      <span className={arrearsMinor > 0 ? "font-semibold text-red-700" : undefined}>
        {balanceText(balanceMinor, t.currency)}
      </span>
      {arrearsMinor > 0 && <p className="text-xs text-red-700">{daysOverdue} days overdue</p>}
      {pendingMinor > 0 && (
        <p className="text-xs text-amber-800">{formatMoney(pendingMinor, t.currency)} to confirm</p>
      )}
    </>
  );
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
