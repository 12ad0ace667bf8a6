import { dayNumber, isoOf, monthLength } from "@shared/dates";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { paymentRollups, payments, properties, propertyRollups, tenancies } from "../../db/schema";
import { type PortfolioScope, propertyScope } from "./scope";
import { rowsOf } from "./sql";

/*
 * Reads of the rollup tables (drizzle/0008_rollups.sql, kept by triggers in the writer's
 * transaction): completed payments per month and homes per status and city, for the platform,
 * a landlord or an agent. Whole months come from the rollups; a month the range only partly
 * covers is corrected with a live sum over the days it leaves out (or the days it covers, when
 * those are fewer), so the answer is exactly the live aggregation's over the range's days.
 */

export interface MonthMoney {
  count: number;
  amount: number;
}

const rollupKey = (scope: PortfolioScope) => (scope.kind === "platform" ? "" : scope.userId);

const latest = (a: string, b: string) => [a, b].sort()[1]!;
const earliest = (a: string, b: string) => [a, b].sort()[0]!;
const parts = (iso: string) => iso.split("-").map(Number) as [number, number, number];
const dayOf = (iso: string) => dayNumber(...parts(iso));
const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;
const monthEnd = (iso: string) => {
  const [y, m] = parts(iso);
  return isoOf(y, m, monthLength(y, m));
};
const shift = (iso: string, days: number) => {
  const [y, m, d] = parts(iso);
  const len = monthLength(y, m);
  // Only used to step one day inside or just outside a month, never across more than that.
  if (d + days < 1) return monthEnd(isoOf(m === 1 ? y - 1 : y, m === 1 ? 12 : m - 1, 1));
  if (d + days > len) return isoOf(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1);
  return isoOf(y, m, d + days);
};

/** Days of [a, b] up to `today`: what a live sum over them is likely to read (later days are mostly empty). */
const weight = (a: string, b: string, today: string) => {
  const last = earliest(b, today);
  return last < a ? 0 : dayOf(last) - dayOf(a) + 1;
};

/** Completed payments per "YYYY-MM" over the days from `from` to `to` (both included) of a scope. */
export async function paymentsByMonth(
  db: Db,
  scope: PortfolioScope,
  range: { from: string; to: string },
  today: string,
): Promise<Map<string, MonthMoney>> {
  const { from, to } = range;
  const byMonth = new Map<string, MonthMoney>();
  if (to < from) return byMonth;
  const rows = await rowsOf<{ month: string; payments: number; amount: string | number }>(
    db,
    sql`select to_char(${paymentRollups.month}, 'YYYY-MM') as month, ${paymentRollups.payments} as payments,
        ${paymentRollups.amount} as amount
      from ${paymentRollups}
      where ${paymentRollups.scope} = ${scope.kind} and ${paymentRollups.key} = ${rollupKey(scope)}
        and ${paymentRollups.month} between ${monthStart(from)}::date and ${monthStart(to)}::date`,
  );
  for (const r of rows) byMonth.set(r.month, { count: Number(r.payments), amount: Number(r.amount) });

  // The first and last months, when the range covers only part of them.
  const edges = [...new Set([monthStart(from), monthStart(to)])];
  for (const start of edges) {
    const end = monthEnd(start);
    const inside: [string, string] = [latest(from, start), earliest(to, end)];
    const outside: [string, string][] = [];
    if (inside[0] > start) outside.push([start, shift(inside[0], -1)]);
    if (inside[1] < end) outside.push([shift(inside[1], 1), end]);
    if (!outside.length) continue;
    const month = start.slice(0, 7);
    const outsideWeight = outside.reduce((n, [a, b]) => n + weight(a, b, today), 0);
    if (outsideWeight <= weight(inside[0], inside[1], today)) {
      const total = byMonth.get(month) ?? { count: 0, amount: 0 };
      for (const [a, b] of outside) {
        const gone = await liveSum(db, scope, a, b);
        total.count -= gone.count;
        total.amount -= gone.amount;
      }
      byMonth.set(month, total);
    } else {
      byMonth.set(month, await liveSum(db, scope, inside[0], inside[1]));
    }
  }
  return byMonth;
}

/** Completed payments of a scope paid from `a` to `b` (both included), summed live. */
async function liveSum(db: Db, scope: PortfolioScope, a: string, b: string): Promise<MonthMoney> {
  const scoped: SQL =
    scope.kind === "platform"
      ? sql``
      : sql`and p.tenancy_id in (select t.id from ${tenancies} t join ${properties} on ${properties.id} = t.property_id
          where ${propertyScope(scope)})`;
  const [row] = await rowsOf<{ count: string | number; amount: string | number | null }>(
    db,
    sql`select count(*) as count, sum(p.amount) as amount from ${payments} p
      where p.status = 'completed' and p.paid_on between ${a}::date and ${b}::date ${scoped}`,
  );
  return { count: Number(row?.count ?? 0), amount: Number(row?.amount ?? 0) };
}

/**
 * Completed payments in the calendar month of `month` (any day of it) per landlord of the scope's
 * homes: a landlord's own row; for an agent, the rows of the homes they manage.
 */
export async function collectedInMonthByLandlord(
  db: Db,
  scope: PortfolioScope,
  month: string,
): Promise<Map<string, number>> {
  const first = monthStart(month);
  const rows =
    scope.kind === "agent"
      ? await rowsOf<{ landlord_id: string; total: string | number }>(
          db,
          sql`select ${properties.landlordId} as landlord_id, sum(r.amount) as total
            from ${properties} join ${paymentRollups} r
              on r.scope = 'property' and r.key = ${properties.id}::text and r.month = ${first}::date
            where ${propertyScope(scope)} group by 1`,
        )
      : await rowsOf<{ landlord_id: string; total: string | number }>(
          db,
          sql`select ${paymentRollups.key} as landlord_id, ${paymentRollups.amount} as total from ${paymentRollups}
            where ${paymentRollups.scope} = 'landlord' and ${paymentRollups.month} = ${first}::date
              ${scope.kind === "landlord" ? sql`and ${paymentRollups.key} = ${scope.userId}` : sql``}`,
        );
  return new Map(rows.map((r) => [r.landlord_id, Number(r.total)]));
}

/** Homes of a scope per status (all homes) and per city (not archived; the ten largest). */
export async function homesByStatusAndCity(db: Db, scope: PortfolioScope) {
  const mine = sql`${propertyRollups.scope} = ${scope.kind} and ${propertyRollups.key} = ${rollupKey(scope)}`;
  const [byStatus, byCity] = await Promise.all([
    rowsOf<{ key: string; count: string | number }>(
      db,
      sql`select ${propertyRollups.status} as key, sum(${propertyRollups.properties}) as count from ${propertyRollups}
        where ${mine} group by 1 having sum(${propertyRollups.properties}) > 0 order by 2 desc, 1`,
    ),
    rowsOf<{ key: string; count: string | number }>(
      db,
      sql`select ${propertyRollups.city} as key, sum(${propertyRollups.properties}) as count from ${propertyRollups}
        where ${mine} and ${propertyRollups.status} <> 'archived'
        group by 1 having sum(${propertyRollups.properties}) > 0 order by 2 desc, 1 limit 10`,
    ),
  ]);
  const counts = (rows: { key: string; count: string | number }[]) =>
    rows.map((r) => ({ key: r.key, count: Number(r.count) }));
  return { byStatus: counts(byStatus), byCity: counts(byCity) };
}
