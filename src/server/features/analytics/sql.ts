import { monthsBetween, type SeriesPoint } from "@shared/schemas/analytics";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";

/*
 * SQL building blocks of the analytics services. The figures stay in SQL where Drizzle's query
 * builder cannot say them (percentile_cont, filtered aggregates, lateral joins, to_char months).
 */

/** The rows of a raw SQL query. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** `col` falls on a calendar day from `from` to `to`, both included. */
export const inRange = (col: SQL, from: string, to: string) =>
  sql`${col} >= ${from}::date and ${col} < (${to}::date + 1)`;

/** created_at + the SLA of its priority, as on the support queue (ticket alias `s`). */
export const dueAtSql = sql`(s.created_at + (case s.priority when 'urgent' then 4 when 'high' then 24 when 'medium' then 72 else 168 end) * interval '1 hour')`;

/** A count (or sum) per calendar month between two dates, computed in SQL, zero-filled for charts. */
export async function monthlySeries(
  db: Db,
  opts: { table: SQL; at: PgColumn | SQL; value?: SQL; where?: SQL; from: string; to: string },
): Promise<SeriesPoint[]> {
  const value = opts.value ?? sql`count(*)`;
  const rows = await rowsOf<{ month: string; value: string | number }>(
    db,
    sql`
    select to_char(date_trunc('month', ${opts.at}), 'YYYY-MM') as month, ${value} as value
    from ${opts.table}
    where ${opts.at} >= ${opts.from}::date and ${opts.at} < (${opts.to}::date + 1)
      ${opts.where ? sql`and ${opts.where}` : sql``}
    group by 1 order by 1`,
  );
  const byMonth = new Map(rows.map((r) => [r.month, Number(r.value)]));
  return monthsBetween(opts.from, opts.to).map((month) => ({ month, value: byMonth.get(month) ?? 0 }));
}
