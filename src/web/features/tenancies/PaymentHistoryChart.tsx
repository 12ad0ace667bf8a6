import type { Ledger } from "@shared/schemas/tenancies";
import { ChartCard } from "@web/components/charts/ChartCard";
import { monthLabel } from "@web/components/charts/series-charts";
import { formatMoney } from "@web/lib/format";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { paymentHistoryText } from "./display";

interface MonthPoint {
  month: string;
  charged: number;
  paid: number;
}

/** Rent charged and paid (completed payments) per month over the last 12 months of the ledger. */
export function monthlyHistory(ledger: Ledger, months = 12): MonthPoint[] {
  const byMonth = new Map<string, MonthPoint>();
  for (const e of ledger.entries) {
    const month = e.date.slice(0, 7);
    const p = byMonth.get(month) ?? { month, charged: 0, paid: 0 };
    p.charged += e.debitMinor;
    p.paid += e.creditMinor;
    byMonth.set(month, p);
  }
  return [...byMonth.values()].sort((a, b) => (a.month < b.month ? -1 : 1)).slice(-months);
}

const axis = { fontSize: 12, fill: "#475569" };

export function PaymentHistoryChart({ ledger, loading }: { ledger?: Ledger; loading?: boolean }) {
  const data = ledger ? monthlyHistory(ledger) : [];
  const currency = ledger?.currency ?? "GBP";
  const money = (v: number) => formatMoney(v, currency);
  return (
    <ChartCard
      title={paymentHistoryText.title}
      description={paymentHistoryText.description}
      loading={loading}
      rows={data}
      empty={!data.length}
      emptyText="No rent charged or paid yet."
      columns={[
        { label: "Month", value: (r) => monthLabel(r.month) },
        { label: "Charged", value: (r) => money(r.charged) },
        { label: "Paid", value: (r) => money(r.paid) },
      ]}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, left: 8, bottom: 0 }}>
          <CartesianGrid stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="month" tickFormatter={monthLabel} tick={axis} />
          <YAxis tick={axis} width={64} tickFormatter={(v: number) => money(Math.round(v / 100) * 100)} />
          <Tooltip
            formatter={(v, name) => [money(Number(v)), String(name)]}
            labelFormatter={(m) => monthLabel(String(m))}
          />
          <Legend />
          <Bar
            dataKey="charged"
            name="Charged"
            fill="#94a3b8"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
          <Bar dataKey="paid" name="Paid" fill="#0f766e" radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
