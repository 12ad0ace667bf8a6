import { today } from "@shared/dates";
import type { AdminAnalytics } from "@shared/schemas/analytics";
import { monthsBetween } from "@shared/schemas/analytics";
import { count, sql } from "drizzle-orm";
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
  const within = (col: ReturnType<typeof sql>) => inRange(col, from, to);

  const [people, homes, pay, ticketRows, resolutionRows, [ticketTotals]] = await Promise.all([
    platform ? peopleFigures(db, from, to) : Promise.resolve(null),
    // Homes and payments come from the rollups (agents: the homes they manage).
    homesByStatusAndCity(db, scope),
    paymentsByMonth(db, scope, range, today()),
    rowsOf<{ month: string; value: string }>(
      db,
      sql`select to_char(s.created_at, 'YYYY-MM') as month, count(*) as value
          from ${supportTickets} s where ${tickets} and ${within(sql`s.created_at`)} group by 1`,
    ),
    rowsOf<{ month: string; value: string | null }>(
      db,
      sql`select to_char(coalesce(s.resolved_at, s.closed_at), 'YYYY-MM') as month,
            percentile_cont(0.5) within group (order by extract(epoch from coalesce(s.resolved_at, s.closed_at) - s.created_at) / 3600) as value
          from ${supportTickets} s
          where ${tickets} and ${within(sql`coalesce(s.resolved_at, s.closed_at)`)}
          group by 1`,
    ),
    rowsOf<{ opened: string; resolved: string; median: string | null }>(
      db,
      sql`select count(*) filter (where ${within(sql`s.created_at`)}) as opened,
            count(*) filter (where ${within(sql`coalesce(s.resolved_at, s.closed_at)`)}) as resolved,
            percentile_cont(0.5) within group (order by extract(epoch from coalesce(s.resolved_at, s.closed_at) - s.created_at) / 3600)
              filter (where ${within(sql`coalesce(s.resolved_at, s.closed_at)`)}) as median
          from ${supportTickets} s where ${tickets}`,
    ),
  ]);
  const months = monthsBetween(from, to);
  const opened = new Map(ticketRows.map((r) => [r.month, Number(r.value)]));
  const median = new Map(resolutionRows.map((r) => [r.month, r.value === null ? null : Number(r.value)]));
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
      opened: Number(ticketTotals?.opened ?? 0),
      resolved: Number(ticketTotals?.resolved ?? 0),
      medianResolutionHours: hours(ticketTotals?.median === null ? null : Number(ticketTotals?.median)),
    },
  };
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
