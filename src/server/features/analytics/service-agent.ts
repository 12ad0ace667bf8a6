import type { PropertyStatus } from "@shared/property-vocab";
import { monthsBetween } from "@shared/schemas/analytics";
import type { AgentAnalytics } from "@shared/schemas/dashboards";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { listingViews, properties, propertyEnquiries, supportTickets, tenancies } from "../../db/schema";
import { type PortfolioScope, propertyScope, ticketScope } from "./scope";
import { dueAtSql, rowsOf, inRange as within } from "./sql";

/** An agent's figures over a range: enquiries funnel, listing views and conversion, SLA, time to let. */
export async function agentAnalytics(
  db: Db,
  scope: PortfolioScope,
  range: { from: string; to: string },
  now = new Date(),
): Promise<AgentAnalytics> {
  const { from, to } = range;
  const mine = propertyScope(scope, "p");
  const inRange = (col: SQL) => within(col, from, to);
  const [funnelRows, letRows, viewRows, listingRows, slaRows, [toLet]] = await Promise.all([
    rowsOf<{ month: string; received: string; answered: string; viewings: string }>(
      db,
      sql`select to_char(e.created_at, 'YYYY-MM') as month, count(*) as received,
          count(*) filter (where e.status <> 'new') as answered,
          count(*) filter (where e.status = 'viewing_booked') as viewings
        from ${propertyEnquiries} e join ${properties} p on p.id = e.property_id
        where ${mine} and ${inRange(sql`e.created_at`)} group by 1`,
    ),
    rowsOf<{ month: string; lets: string }>(
      db,
      sql`select to_char(t.start_date, 'YYYY-MM') as month, count(*) as lets
        from ${tenancies} t join ${properties} p on p.id = t.property_id
        where ${mine} and t.status in ('active', 'ended') and ${inRange(sql`t.start_date`)} group by 1`,
    ),
    rowsOf<{ month: string; views: string }>(
      db,
      sql`select to_char(v.day, 'YYYY-MM') as month, sum(v.views) as views
        from ${listingViews} v join ${properties} p on p.id = v.property_id
        where ${mine} and ${inRange(sql`v.day`)} group by 1`,
    ),
    rowsOf<{
      id: string;
      title: string;
      city: string;
      status: PropertyStatus;
      views: string;
      enquiries: string;
    }>(
      db,
      sql`select p.id, p.title, p.city, p.status,
          coalesce((select sum(v.views) from ${listingViews} v where v.property_id = p.id and ${inRange(sql`v.day`)}), 0) as views,
          (select count(*) from ${propertyEnquiries} e where e.property_id = p.id and ${inRange(sql`e.created_at`)}) as enquiries
        from ${properties} p where ${mine} and p.status <> 'archived'
        order by 5 desc, 6 desc, p.title limit 20`,
    ),
    rowsOf<{ month: string; opened: string; breached: string }>(
      db,
      sql`select to_char(s.created_at, 'YYYY-MM') as month, count(*) as opened,
          count(*) filter (where coalesce(s.resolved_at, s.closed_at, ${now.toISOString()}::timestamptz) > ${dueAtSql}) as breached
        from ${supportTickets} s
        where ${ticketScope(scope)}
          and ${inRange(sql`s.created_at`)} group by 1`,
    ),
    // Days empty before each let: since the previous tenancy on the home ended, or since it was
    // listed. A home listed after its tenancy began (records imported later) has no known gap.
    rowsOf<{ median: string | null; lets: string }>(
      db,
      sql`select percentile_cont(0.5) within group (order by g.gap) filter (where g.gap >= 0) as median,
          count(*) as lets
        from (select t.start_date - coalesce(
            (select max(t2.end_date) from ${tenancies} t2
              where t2.property_id = t.property_id and t2.id <> t.id and t2.start_date < t.start_date),
            p.created_at::date) as gap
          from ${tenancies} t join ${properties} p on p.id = t.property_id
          where ${mine} and t.status in ('active', 'ended') and ${inRange(sql`t.start_date`)}) g`,
    ),
  ]);
  const months = monthsBetween(from, to);
  const funnel = new Map(funnelRows.map((r) => [r.month, r]));
  const lets = new Map(letRows.map((r) => [r.month, Number(r.lets)]));
  const views = new Map(viewRows.map((r) => [r.month, Number(r.views)]));
  const sla = new Map(slaRows.map((r) => [r.month, r]));
  return {
    from,
    to,
    funnel: months.map((m) => ({
      month: m,
      received: Number(funnel.get(m)?.received ?? 0),
      answered: Number(funnel.get(m)?.answered ?? 0),
      viewings: Number(funnel.get(m)?.viewings ?? 0),
      lets: lets.get(m) ?? 0,
    })),
    views: months.map((m) => ({ month: m, value: views.get(m) ?? 0 })),
    listings: listingRows.map((r) => {
      const v = Number(r.views);
      const e = Number(r.enquiries);
      return {
        propertyId: r.id,
        title: r.title,
        city: r.city,
        status: r.status,
        views: v,
        enquiries: e,
        conversionPct: v ? Math.round((e / v) * 1000) / 10 : null,
      };
    }),
    sla: months.map((m) => ({
      month: m,
      opened: Number(sla.get(m)?.opened ?? 0),
      breached: Number(sla.get(m)?.breached ?? 0),
    })),
    medianDaysToLet: toLet?.median === null || toLet?.median === undefined ? null : Number(toLet.median),
    letsInRange: Number(toLet?.lets ?? 0),
  };
}
