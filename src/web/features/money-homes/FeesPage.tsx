import { taxYearOf } from "@shared/accounts/tax-year";
import { today } from "@shared/dates";
import type { FeeIncome } from "@shared/schemas/money-owners";
import { MoneyNav, moneyPath } from "@web/components/money/MoneyNav";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { Coins } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useFeeIncome } from "./api";

const monthLabel = (key: string) =>
  new Intl.DateTimeFormat("en-GB", { month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${key}-01T00:00:00Z`),
  );

function Totals({ d }: { d: FeeIncome }) {
  const cell = "rounded-xl border border-slate-200 bg-white p-4";
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <div className={cell}>
        <dt className="text-sm text-slate-600">Fees before VAT</dt>
        <dd className="text-2xl font-bold">{formatMoney(d.totals.netMinor)}</dd>
      </div>
      <div className={cell}>
        <dt className="text-sm text-slate-600">VAT charged</dt>
        <dd className="text-2xl font-bold">{formatMoney(d.totals.vatMinor)}</dd>
      </div>
      <div className={cell}>
        <dt className="text-sm text-slate-600">Deducted from rent</dt>
        <dd className="text-2xl font-bold">{formatMoney(d.totals.totalMinor)}</dd>
      </div>
    </dl>
  );
}

/** The agent's fee income per home and month, from the management agreements and rent received. */
export default function FeesPage() {
  usePageTitle("Fee income");
  const [range, setRange] = useState({ from: taxYearOf(today()).start, to: today() });
  const [draft, setDraft] = useState(range);
  const fees = useFeeIncome(range.from, range.to);
  const d = fees.data;
  const homes = d?.homes.filter((h) => h.hasAgreement || h.totalMinor > 0) ?? [];
  return (
    <AppPage>
      <PageHeader
        title="Fee income"
        description="Your management fees from rent collected, per home and month."
      />
      <MoneyNav role="agent" />
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Period"
        onSubmit={(e) => {
          e.preventDefault();
          setRange(draft);
        }}
      >
        <FormField label="From">
          <Input
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </FormField>
        <FormField label="To">
          <Input type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </FormField>
        <Button type="submit">Show</Button>
      </form>
      {fees.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {(fees.error as Error).message}
        </p>
      ) : !d ? (
        <Skeleton className="h-64" />
      ) : homes.length === 0 ? (
        <EmptyState icon={Coins} title="No fee income in this period">
          Fees come from each home's management agreement. Ask the landlord to set one up on the home's money
          page (percentage of rent and/or a fixed monthly fee, with VAT); fees then appear as rent is
          received.{" "}
          <Link to={`${moneyPath("agent")}/homes`} className="font-semibold text-brand-700 underline">
            See your homes
          </Link>
        </EmptyState>
      ) : (
        <div className="space-y-6" aria-busy={fees.isFetching}>
          <Totals d={d} />
          <section aria-labelledby="by-home" className="space-y-3">
            <h2 id="by-home" className="text-lg font-semibold">
              By home
            </h2>
            <div className="hidden sm:block">
              <Table caption="Fee income by home">
                <thead>
                  <tr>
                    <Th>Home</Th>
                    <Th className="text-right">Before VAT</Th>
                    <Th className="text-right">VAT</Th>
                    <Th className="text-right">Total</Th>
                  </tr>
                </thead>
                <tbody>
                  {homes.map((h) => (
                    <tr key={h.propertyId}>
                      <Td>
                        <Link
                          to={`${moneyPath("agent")}/homes/${h.propertyId}`}
                          className="font-medium text-brand-700 hover:underline"
                        >
                          {h.title}
                        </Link>
                        <span className="block text-xs text-slate-600">{h.city}</span>
                      </Td>
                      <Td className="text-right tabular-nums">{formatMoney(h.netMinor)}</Td>
                      <Td className="text-right tabular-nums">{formatMoney(h.vatMinor)}</Td>
                      <Td className="text-right font-semibold tabular-nums">{formatMoney(h.totalMinor)}</Td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </div>
            <ul className="space-y-2 sm:hidden" aria-label="Fee income by home">
              {homes.map((h) => (
                <li key={h.propertyId} className="rounded-lg border border-slate-200 bg-white p-3">
                  <Link
                    to={`${moneyPath("agent")}/homes/${h.propertyId}`}
                    className="font-medium text-brand-700"
                  >
                    {h.title}
                  </Link>
                  <p className="text-sm text-slate-700">
                    {formatMoney(h.netMinor)} + VAT {formatMoney(h.vatMinor)} ={" "}
                    <strong>{formatMoney(h.totalMinor)}</strong>
                  </p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="by-month" className="space-y-3">
            <h2 id="by-month" className="text-lg font-semibold">
              By month
            </h2>
            <ul className="grid gap-2 sm:grid-cols-3 lg:grid-cols-4">
              {d.months.map((m) => (
                <li key={m.month} className="rounded-lg border border-slate-200 bg-white p-3">
                  <p className="text-sm text-slate-600">{monthLabel(m.month)}</p>
                  <p className="font-semibold tabular-nums">{formatMoney(m.totalMinor)}</p>
                  <p className="text-xs text-slate-600">VAT {formatMoney(m.vatMinor)}</p>
                </li>
              ))}
            </ul>
          </section>
          <p className="text-sm text-slate-600">
            Figures come from completed rent payments and the agreements as recorded. Keyhold does not give
            tax or VAT advice.
          </p>
        </div>
      )}
    </AppPage>
  );
}
