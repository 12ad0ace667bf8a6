import { today } from "@shared/dates";
import type { AdminAnalytics } from "@shared/schemas/analytics";
import { monthsBetween } from "@shared/schemas/analytics";
import { count, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactMessages, supportTickets, users, waitlist } from "../../db/schema";
import { type PortfolioScope, ticketScope } from "./scope";
import { homesByStatusAndCity, paymentsByMonth } from "./service-rollups";
import { inRange, monthlySeries, rowsOf } from "./sql";

const hours = (v: number | null | undefined) =>
  v === null || v === undefined ? null : Math.round(v * 10) / 10;

/**
 * Figures behind /admin/analytics. Admins (scope "platform") see the whole platform. Agents get
 * the same charts over the properties they manage, and no platform-wide people figures.
 */
export async function adminAnalytics(
  db: Db,
  scope: PortfolioScope,
  range: { from: string; to: string },
): Promise<AdminAnalytics> {
  const { from, to } = range;
  const platform = scope.kind === "platform";
  const tickets = ticketScope(scope);
  const within = (col: SQL) => inRange(col, from, to);

  const [people, homes, pay, ticketRows] = await Promise.all([
    platform ? peopleFigures(db, from, to) : Promise.resolve(null),
    // Homes and payments come from the rollups (agents: the homes they manage).
    homesByStatusAndCity(db, scope),
    paymentsByMonth(db, scope, range, today()),
    ticketFigures(db, tickets, within),
  ]);
  const months = monthsBetween(from, to);
  const opened = new Map<string, number>();
  const median = new Map<string, number | null>();
  let resolved = 0;
  let overall: number | null = null;
  for (const r of ticketRows) {
    const value = r.value === null ? null : Number(r.value);
    if (r.kind === "opened") opened.set(r.month!, value ?? 0);
    else if (r.kind === "resolved") {
      median.set(r.month!, value);
      resolved += Number(r.n);
    } else overall = value;
  }
  const ticketTotals = {
    opened: [...opened.values()].reduce((a, b) => a + b, 0),
    resolved,
    median: overall,
  };
  return {
    scope: platform ? "platform" : "agent",
    from,
    to,
    usersByRole: people?.usersByRole ?? [],
    signUps: people?.signUps ?? [],
    waitlist: people?.waitlist ?? [],
    totals: people?.totals ?? { users: 0, suspended: 0, waitlist: 0, contactMessages: 0 },
    propertiesByStatus: homes.byStatus,
    propertiesByCity: homes.byCity,
    payments: months.map((m) => ({
      month: m,
      count: Number(pay.get(m)?.count ?? 0),
      amount: Number(pay.get(m)?.amount ?? 0),
    })),
    tickets: months.map((m) => ({ month: m, value: opened.get(m) ?? 0 })),
    resolution: months.map((m) => ({ month: m, value: hours(median.get(m)) })),
    ticketTotals: {
      opened: ticketTotals.opened,
      resolved: ticketTotals.resolved,
      medianResolutionHours: hours(ticketTotals.median),
    },
  };
}

/**
 * Tickets opened per month, the median hours to resolve per month (by the month resolved) and
 * over the range, in one pass over the scoped tickets (alias `s`): each ticket's months and hours
 * are computed once, then grouped. Months group by date_trunc; only the groups are formatted.
 */
function ticketFigures(db: Db, tickets: SQL, within: (col: SQL) => SQL) {
  const done = sql`coalesce(s.resolved_at, s.closed_at)`;
  return rowsOf<{
    kind: "opened" | "resolved" | "overall";
    month: string | null;
    value: string | null;
    n: string;
  }>(
    db,
    sql`with t as materialized (
          select date_trunc('month', s.created_at) as opened_month, ${within(sql`s.created_at`)} as opened_in,
            date_trunc('month', ${done}) as done_month, coalesce(${within(done)}, false) as done_in,
            extract(epoch from ${done} - s.created_at) / 3600 as hours
          from ${supportTickets} s
          where ${tickets} and (${within(sql`s.created_at`)} or ${within(done)})
        )
        select 'opened' as kind, to_char(opened_month, 'YYYY-MM') as month, count(*)::float8 as value, count(*) as n
          from t where opened_in group by opened_month
        union all
        select 'resolved', to_char(done_month, 'YYYY-MM'),
            percentile_cont(0.5) within group (order by hours), count(*)
          from t where done_in group by done_month
        union all
        select 'overall', null, percentile_cont(0.5) within group (order by hours), count(*)
          from t where done_in`,
  );
}

/** Platform-wide people figures: accounts by role, sign-ups and waitlist growth. Admins only. */
async function peopleFigures(db: Db, from: string, to: string) {
  const [byRole, signUps, waitlistSeries, [totals], [waiting], [messages]] = await Promise.all([
    db.select({ key: users.role, count: count() }).from(users).groupBy(users.role).orderBy(users.role),
    monthlySeries(db, { table: sql`${users}`, at: users.createdAt, from, to }),
    monthlySeries(db, { table: sql`${waitlist}`, at: waitlist.createdAt, from, to }),
    db
      .select({
        users: count(),
        suspended: sql<number>`count(*) filter (where ${users.banned})`.mapWith(Number),
      })
      .from(users),
    db.select({ n: count() }).from(waitlist),
    db.select({ n: count() }).from(contactMessages),
  ]);
  return {
    usersByRole: byRole,
    signUps,
    waitlist: waitlistSeries,
    totals: {
      users: totals?.users ?? 0,
      suspended: totals?.suspended ?? 0,
      waitlist: waiting?.n ?? 0,
      contactMessages: messages?.n ?? 0,
    },
  };
}
