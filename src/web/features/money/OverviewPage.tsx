import type { Role } from "@shared/permissions";
import { CashFlowCard } from "@web/components/money/CashFlowCard";
import { MoneyNav } from "@web/components/money/MoneyNav";
import { formatYield } from "@web/components/money/money-format";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { Stat } from "@web/components/ui/stat";
import { formatDay, formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { Building2 } from "lucide-react";
import { useLocation } from "react-router";
import { useMoneyOverview } from "./api";
import { HomesYieldList } from "./HomesYieldList";

const monthChoices = [6, 12, 24];

/** Yield and cash flow of the caller's homes (a co-owner's share) for landlords and agents. */
export default function OverviewPage() {
  const role = useLocation().pathname.split("/")[1] as Role;
  const base = `/${role}/money`;
  usePageTitle("Yield and cash flow");
  const { values, set } = useSearchState(["months"] as const);
  const months = monthChoices.includes(Number(values.months)) ? Number(values.months) : 12;
  const overview = useMoneyOverview(months);
  const d = overview.data;
  const p = d?.portfolio;

  return (
    <AppPage>
      <PageHeader
        title="Yield and cash flow"
        description={
          role === "agent"
            ? "The homes you manage: rent, value, yields and each month's money in and out."
            : "Your homes (your share of those you own jointly): rent, value, yields and each month's money in and out."
        }
      />
      <MoneyNav role={role} />
      {overview.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {overview.error.message}
        </p>
      ) : !d || !p ? (
        <Skeleton className="h-64" />
      ) : p.homes === 0 ? (
        <EmptyState
          icon={Building2}
          title="No homes yet"
          action={
            role === "agent"
              ? undefined
              : { to: "/landlord/properties/new", label: "Add your first property" }
          }
        >
          {role === "agent"
            ? "Homes appear here once a landlord assigns you to manage them."
            : "Add a property and record its rent payments to see yields and cash flow."}
        </EmptyState>
      ) : (
        <>
          <PortfolioStats overview={d} months={months} />
          {p.valuedHomes < p.homes && (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              Add a purchase price or current value to see yields: open a home below and record its value.
            </p>
          )}
          <div className="max-w-xs">
            <FormField label="Months shown">
              <NativeSelect value={String(months)} onChange={(e) => set({ months: e.target.value })}>
                {monthChoices.map((m) => (
                  <option key={m} value={m}>
                    Last {m} months
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <CashFlowCard months={d.months} loading={overview.isFetching && !d} />
          <section aria-labelledby="homes-heading" className="space-y-3">
            <h2 id="homes-heading" className="text-lg font-semibold text-slate-900">
              Per home
            </h2>
            <HomesYieldList homes={d.homes} base={base} />
          </section>
          <p className="text-sm text-slate-600">
            Gross yield is a year's rent (the tenancy's, or the asking rent when not let) divided by the
            home's current value, or its purchase price when no value is recorded. Net yield takes the rent
            received in the last 12 months, less revenue expenses and agent fees paid in them (not capital
            spending, not mortgage interest), divided by the same value. Cash flow counts every payment in and
            out, capital and mortgage interest included. These are records, not financial or tax advice.
          </p>
        </>
      )}
    </AppPage>
  );
}

type Overview = NonNullable<ReturnType<typeof useMoneyOverview>["data"]>;
const homesWord = (n: number) => (n === 1 ? "home" : "homes");

/** The portfolio's headline figures: rent due from lets (and the potential, if homes are vacant), yields, cash flow. */
function PortfolioStats({ overview: d, months }: { overview: Overview; months: number }) {
  const p = d.portfolio;
  const vacant = p.homes - p.letHomes;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Stat
        label="Rent per month"
        value={formatMoney(p.rentPcmMinor)}
        hint={`Rent due from ${p.letHomes} let of ${p.homes} ${homesWord(p.homes)}`}
      />
      {vacant > 0 && (
        <Stat
          label="Potential rent per month"
          value={formatMoney(p.potentialRentPcmMinor)}
          hint={`With ${vacant} vacant ${homesWord(vacant)} let at the asking rent`}
        />
      )}
      <Stat
        label="Gross yield"
        value={formatYield(p.grossYieldBp)}
        hint={`Annual rent ÷ value, ${p.valuedHomes} of ${p.homes} homes valued`}
      />
      <Stat
        label="Net yield"
        value={formatYield(p.netYieldBp)}
        hint={`Last 12 months from ${formatDay(d.yieldFrom)}, after running costs`}
      />
      <Stat
        label={`Net cash flow, ${months} months`}
        value={formatMoney(p.netMinor)}
        hint={`${formatMoney(p.inMinor)} in, ${formatMoney(p.outMinor)} out`}
      />
    </dl>
  );
}
