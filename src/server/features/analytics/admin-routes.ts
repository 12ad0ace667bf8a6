import { createRoute } from "@hono/zod-openapi";
import {
  adminAnalyticsSchema,
  monthsBetween,
  rangeQuerySchema,
  resolveRange,
} from "@shared/schemas/analytics";
import { count, type SQL, sql } from "drizzle-orm";
import { currentUser, requireFeature } from "../../auth/session";
import { createRouter } from "../../context";
import type { Db } from "../../db/client";
import {
  contactMessages,
  payments,
  properties,
  supportTickets,
  tenancies,
  users,
  waitlist,
} from "../../db/schema";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";
import { monthlySeries, todayIso } from "./series";

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, q: SQL) => ((await db.execute(q)) as unknown as Rows<T>).rows;

/**
 * Figures behind /admin/analytics. Admins see the whole platform. Agents may open the page too
 * (feature "analytics"): they get the same charts over the properties they manage, and no
 * platform-wide people figures.
 */
export function adminAnalyticsRoutes() {
  const app = createRouter();
  app.use("/analytics/admin", requireFeature("analytics"));
  return app.openapi(
    createRoute({
      method: "get",
      path: "/analytics/admin",
      tags: ["analytics"],
      summary:
        "Users, sign-ups, waitlist, properties, payments and tickets per month (agents: their portfolio)",
      request: { query: rangeQuerySchema },
      responses: {
        200: jsonResponse(adminAnalyticsSchema, "Figures"),
        400: errorResponse("Bad range"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { db } = c.get("deps").database;
      const user = currentUser(c);
      const platform = user.role === "admin";
      const { from, to } = resolveRange(c.req.valid("query"), todayIso());
      // Rows of the agent's portfolio; `true` for admins.
      const propertyScope = platform ? sql`true` : sql`${properties.agentId} = ${user.id}`;
      const ticketScope = platform
        ? sql`true`
        : sql`(s.assigned_to = ${user.id} or s.property_id in (select id from ${properties} where agent_id = ${user.id}))`;
      const inRange = (col: SQL) => sql`${col} >= ${from}::date and ${col} < (${to}::date + 1)`;

      const [people, byStatus, byCity, paymentRows, ticketRows, resolutionRows, [ticketTotals]] =
        await Promise.all([
          platform ? peopleFigures(db, from, to) : Promise.resolve(null),
          rowsOf<{ key: string; count: string }>(
            db,
            sql`select status as key, count(*) as count from ${properties} where ${propertyScope} group by 1 order by 2 desc, 1`,
          ),
          rowsOf<{ key: string; count: string }>(
            db,
            sql`select initcap(lower(city)) as key, count(*) as count from ${properties}
              where ${propertyScope} and status <> 'archived' group by 1 order by 2 desc, 1 limit 10`,
          ),
          rowsOf<{ month: string; count: string; amount: string }>(
            db,
            // Admins: no join needed; agents: only payments on the homes they manage.
            sql`select to_char(p.paid_on, 'YYYY-MM') as month, count(*) as count, sum(p.amount) as amount
              from ${payments} p
              where p.status = 'completed' and ${inRange(sql`p.paid_on`)}
                ${
                  platform
                    ? sql``
                    : sql`and p.tenancy_id in (select t.id from ${tenancies} t join ${properties} on ${properties.id} = t.property_id where ${propertyScope})`
                }
              group by 1`,
          ),
          rowsOf<{ month: string; value: string }>(
            db,
            sql`select to_char(s.created_at, 'YYYY-MM') as month, count(*) as value
              from ${supportTickets} s where ${ticketScope} and ${inRange(sql`s.created_at`)} group by 1`,
          ),
          rowsOf<{ month: string; value: string | null }>(
            db,
            sql`select to_char(coalesce(s.resolved_at, s.closed_at), 'YYYY-MM') as month,
                percentile_cont(0.5) within group (order by extract(epoch from coalesce(s.resolved_at, s.closed_at) - s.created_at) / 3600) as value
              from ${supportTickets} s
              where ${ticketScope} and ${inRange(sql`coalesce(s.resolved_at, s.closed_at)`)}
              group by 1`,
          ),
          rowsOf<{ opened: string; resolved: string; median: string | null }>(
            db,
            sql`select count(*) filter (where ${inRange(sql`s.created_at`)}) as opened,
                count(*) filter (where ${inRange(sql`coalesce(s.resolved_at, s.closed_at)`)}) as resolved,
                percentile_cont(0.5) within group (order by extract(epoch from coalesce(s.resolved_at, s.closed_at) - s.created_at) / 3600)
                  filter (where ${inRange(sql`coalesce(s.resolved_at, s.closed_at)`)}) as median
              from ${supportTickets} s where ${ticketScope}`,
          ),
        ]);
      const months = monthsBetween(from, to);
      const pay = new Map(paymentRows.map((r) => [r.month, r]));
      const opened = new Map(ticketRows.map((r) => [r.month, Number(r.value)]));
      const median = new Map(resolutionRows.map((r) => [r.month, r.value === null ? null : Number(r.value)]));
      const hours = (v: number | null | undefined) =>
        v === null || v === undefined ? null : Math.round(v * 10) / 10;
      return c.json(
        {
          scope: platform ? ("platform" as const) : ("agent" as const),
          from,
          to,
          usersByRole: people?.usersByRole ?? [],
          signUps: people?.signUps ?? [],
          waitlist: people?.waitlist ?? [],
          totals: people?.totals ?? { users: 0, suspended: 0, waitlist: 0, contactMessages: 0 },
          propertiesByStatus: byStatus.map((r) => ({ key: r.key, count: Number(r.count) })),
          propertiesByCity: byCity.map((r) => ({ key: r.key, count: Number(r.count) })),
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
        },
        200,
      );
    },
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
