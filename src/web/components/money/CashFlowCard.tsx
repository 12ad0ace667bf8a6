import type { CashFlowMonth } from "@shared/schemas/mtd";
import { ChartCard } from "@web/components/charts/ChartCard";
import { monthLabel } from "@web/components/charts/series-charts";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatMoney } from "@web/lib/format";
import { lazy, Suspense } from "react";

const CashFlowChart = lazy(() => import("./CashFlowChart"));

/** The monthly cash flow as a chart, with the same figures as a table one click away. */
export function CashFlowCard({
  months,
  loading,
  title = "Monthly cash flow",
}: {
  months: CashFlowMonth[] | undefined;
  loading: boolean;
  title?: string;
}) {
  const rows = months ?? [];
  return (
    <ChartCard<CashFlowMonth>
      title={title}
      description="Rent received against expenses and agent fees paid, by month."
      loading={loading}
      rows={rows}
      columns={[
        { label: "Month", value: (r) => monthLabel(r.month) },
        { label: "In", value: (r) => formatMoney(r.inMinor) },
        { label: "Out", value: (r) => formatMoney(r.outMinor) },
        { label: "Net", value: (r) => formatMoney(r.netMinor) },
      ]}
      empty={rows.every((r) => r.inMinor === 0 && r.outMinor === 0)}
      emptyText="No rent or costs recorded in these months yet. Record payments and expenses to see your cash flow."
    >
      <Suspense fallback={<Skeleton className="h-56" />}>
        <CashFlowChart months={rows} format={(v) => formatMoney(v)} />
      </Suspense>
    </ChartCard>
  );
}
