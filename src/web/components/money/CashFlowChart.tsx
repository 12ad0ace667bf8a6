import type { CashFlowMonth } from "@shared/schemas/mtd";
import { monthLabel } from "@web/components/charts/series-charts";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

const axis = { fontSize: 12, fill: "#475569" };

/**
 * Money in and out by month as bars, the net as a line. Loaded lazily (React.lazy) wherever it
 * is shown, so Recharts never joins a page's first bundle.
 */
export default function CashFlowChart({
  months,
  format,
}: {
  months: CashFlowMonth[];
  format: (minor: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={months} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="month" tickFormatter={monthLabel} tick={axis} />
        <YAxis tickFormatter={(v: number) => format(v)} tick={axis} width={72} allowDecimals={false} />
        <Tooltip
          labelFormatter={(m) => monthLabel(String(m))}
          formatter={(v, name) => [format(Number(v)), String(name)]}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar
          dataKey="inMinor"
          name="Money in"
          fill="#0f766e"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
        <Bar
          dataKey="outMinor"
          name="Money out"
          fill="#94a3b8"
          radius={[4, 4, 0, 0]}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="netMinor"
          name="Net"
          stroke="#7c2d12"
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
