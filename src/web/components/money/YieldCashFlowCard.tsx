import type { MoneyOverview } from "@shared/schemas/mtd";
import type { UseQueryResult } from "@tanstack/react-query";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatMoney } from "@web/lib/format";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { CashFlowCard } from "./CashFlowCard";
import { moneyPath } from "./MoneyNav";
import { formatYield } from "./money-format";

/**
 * The portfolio's gross and net yield and the last 12 months' net cash flow, linking to the money
 * overview (per home figures). On the landlord home it is three figures; with `chart` (the
 * analytics page) the monthly chart follows, loaded lazily. The page passes the figures:
 * `useMoneyOverview(12)` from lib/money-reports.ts.
 */
export function YieldCashFlowCard({
  overview,
  chart = false,
}: {
  overview: UseQueryResult<MoneyOverview, Error>;
  chart?: boolean;
}) {
  const d = overview.data;
  const p = d?.portfolio;
  const href = moneyPath("landlord");
  return (
    <div className="space-y-3">
      <Card className="flex flex-col gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="font-semibold text-slate-900">Yield and cash flow</h2>
          <Link
            to={href}
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            Net yield and cash flow per property
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        {overview.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {overview.error.message}
          </p>
        ) : !p ? (
          <Skeleton className="h-20" />
        ) : p.homes === 0 ? (
          <p className="text-sm text-slate-600">
            Add a property and its tenancy to see yields and cash flow here.
          </p>
        ) : (
          <>
            <dl className="grid gap-3 sm:grid-cols-3">
              <Figure label="Gross yield" value={formatYield(p.grossYieldBp)} />
              <Figure label="Net yield (12 months)" value={formatYield(p.netYieldBp)} />
              <Figure label="Net cash flow (12 months)" value={formatMoney(p.netMinor)} />
            </dl>
            {p.valuedHomes === 0 && (
              <p className="text-sm text-slate-600">
                Add a purchase price or current value to your homes to see yields.
              </p>
            )}
          </>
        )}
      </Card>
      {chart && <CashFlowCard months={d?.months} loading={overview.isPending} />}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}
