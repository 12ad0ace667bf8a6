import { monthsBetween, type SeriesPoint } from "@shared/schemas/analytics";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";

/** A count (or sum) per calendar month between two dates, computed in SQL, zero-filled for charts. */
export async function monthlySeries(
  db: Db,
  opts: { table: SQL; at: PgColumn | SQL; value?: SQL; where?: SQL; from: string; to: string },
): Promise<SeriesPoint[]> {
  const value = opts.value ?? sql`count(*)`;
  const rows = (await db.execute(sql`
    select to_char(date_trunc('month', ${opts.at}), 'YYYY-MM') as month, ${value} as value
    from ${opts.table}
    where ${opts.at} >= ${opts.from}::date and ${opts.at} < (${opts.to}::date + 1)
      ${opts.where ? sql`and ${opts.where}` : sql``}
    group by 1 order by 1`)) as unknown as { rows: { month: string; value: string | number }[] };
  const byMonth = new Map(rows.rows.map((r) => [r.month, Number(r.value)]));
  return monthsBetween(opts.from, opts.to).map((month) => ({ month, value: byMonth.get(month) ?? 0 }));
}

export const todayIso = () => new Date().toISOString().slice(0, 10);
