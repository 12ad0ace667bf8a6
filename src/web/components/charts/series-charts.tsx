import { formatDate } from "@web/lib/format";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";

export const monthLabel = (month: string) => formatDate(`${month}-01`, { month: "short", year: "2-digit" });

const axis = { fontSize: 12, fill: "#475569" };

/** A monthly series as a line; `format` renders values (counts by default). */
export function MonthlyLine({
  data,
  format = String,
  name,
}: {
  /** A null value is a gap (a month with nothing to measure), not a zero. */
  data: { month: string; value: number | null }[];
  format?: (v: number) => string;
  name: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="month" tickFormatter={monthLabel} tick={axis} />
        <YAxis tickFormatter={(v: number) => format(v)} tick={axis} width={56} allowDecimals={false} />
        <Tooltip labelFormatter={(m) => monthLabel(String(m))} formatter={(v) => [format(Number(v)), name]} />
        <Line
          type="monotone"
          dataKey="value"
          name={name}
          stroke="#0f766e"
          strokeWidth={2}
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Counts per category as bars. */
export function CategoryBars({
  data,
  name,
}: {
  data: { key: string; count: number; label?: string }[];
  name: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey={(d: { key: string; label?: string }) => d.label ?? d.key} tick={axis} interval={0} />
        <YAxis tick={axis} width={40} allowDecimals={false} />
        <Tooltip formatter={(v) => [String(v), name]} />
        <Bar dataKey="count" name={name} fill="#0f766e" radius={[4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Two monthly series side by side as bars (e.g. rent due vs collected); `format` renders values. */
export function PairedMonthlyBars({
  data,
  series,
  format = String,
}: {
  data: { month: string }[];
  series: [{ key: string; name: string }, { key: string; name: string }];
  format?: (v: number) => string;
}) {
  const colours = ["#94a3b8", "#0f766e"];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="month" tickFormatter={monthLabel} tick={axis} />
        <YAxis tickFormatter={(v: number) => format(v)} tick={axis} width={64} allowDecimals={false} />
        <Tooltip
          labelFormatter={(m) => monthLabel(String(m))}
          formatter={(v, name) => [format(Number(v)), String(name)]}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s, i) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            fill={colours[i]}
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Several monthly series as lines (e.g. a funnel's stages); each series names a numeric field. */
export function MultiMonthlyLines({
  data,
  series,
  format = String,
}: {
  data: { month: string }[];
  series: { key: string; name: string }[];
  format?: (v: number) => string;
}) {
  const colours = ["#0f766e", "#7c3aed", "#c2410c", "#1d4ed8", "#475569"];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="month" tickFormatter={monthLabel} tick={axis} />
        <YAxis tickFormatter={(v: number) => format(v)} tick={axis} width={48} allowDecimals={false} />
        <Tooltip
          labelFormatter={(m) => monthLabel(String(m))}
          formatter={(v, name) => [format(Number(v)), String(name)]}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s, i) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={s.name}
            stroke={colours[i % colours.length]}
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
