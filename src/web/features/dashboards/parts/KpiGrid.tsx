import type { PortfolioKpis } from "@shared/schemas/dashboards";
import { Stat } from "@web/components/ui/stat";
import { formatMoney } from "@web/lib/format";

/** The headline money and occupancy figures of a portfolio. */
export function KpiGrid({ kpis }: { kpis: PortfolioKpis | undefined }) {
  const money = (n: number | undefined) => (kpis && n !== undefined ? formatMoney(n, kpis.currency) : "—");
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5" aria-busy={!kpis}>
      <Stat
        label="Properties"
        value={kpis ? kpis.properties.toLocaleString("en-GB") : "—"}
        hint={kpis ? `${kpis.lettable} ready to let or let` : undefined}
      />
      <Stat
        label="Occupancy"
        value={kpis ? (kpis.occupancyPct === null ? "No homes to let" : `${kpis.occupancyPct}%`) : "—"}
        hint={kpis ? `${kpis.occupied} of ${kpis.lettable} let` : undefined}
      />
      <Stat label="Rent due this month" value={money(kpis?.rentDueThisMonth)} />
      <Stat label="Collected this month" value={money(kpis?.collectedThisMonth)} />
      <Stat
        label="Arrears"
        value={money(kpis?.arrearsTotal)}
        hint={
          kpis
            ? kpis.arrearsCount === 0
              ? "No tenancy owes overdue rent"
              : `${kpis.arrearsCount} ${kpis.arrearsCount === 1 ? "tenancy" : "tenancies"} behind`
            : undefined
        }
      />
    </dl>
  );
}
