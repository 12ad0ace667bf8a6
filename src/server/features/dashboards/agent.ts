import { openStatuses } from "@shared/schemas/support";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, propertyEnquiries, supportTickets } from "../../db/schema";

/** created_at + the SLA of its priority, as on the support queue. */
const dueAtSql = sql`(s.created_at + (case s.priority when 'urgent' then 4 when 'high' then 24 when 'medium' then 72 else 168 end) * interval '1 hour')`;
const openSql = sql.join(
  openStatuses.map((s) => sql`${s}`),
  sql`, `,
);

/** Open tickets past their SLA that an agent answers for: on their properties or assigned to them. */
export async function agentSlaBreaches(db: Db, agentId: string, now = new Date(), limit = 10) {
  const where = sql`s.status in (${openSql}) and ${dueAtSql} < ${now.toISOString()}::timestamptz
    and (s.assigned_to = ${agentId} or s.property_id in (select id from ${properties} where agent_id = ${agentId}))`;
  const [list, total] = await Promise.all([
    db.execute(sql`select s.id, s.number, s.subject, s.priority, s.status, p.title, ${dueAtSql} as due_at
      from ${supportTickets} s left join ${properties} p on p.id = s.property_id
      where ${where} order by ${dueAtSql} limit ${limit}`),
    db.execute(sql`select count(*)::int as n from ${supportTickets} s where ${where}`),
  ]);
  type Row = {
    id: string;
    number: number;
    subject: string;
    priority: string;
    status: string;
    title: string | null;
    due_at: string | Date;
  };
  return {
    items: (list as unknown as { rows: Row[] }).rows.map((r) => ({
      id: r.id,
      number: Number(r.number),
      subject: r.subject,
      priority: r.priority,
      status: r.status,
      propertyTitle: r.title,
      dueAt: new Date(r.due_at).toISOString(),
    })),
    count: Number((total as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0),
  };
}

/** Enquiries still marked new on the scoped properties. */
export async function newEnquiryCount(db: Db, scope: SQL): Promise<number> {
  const res = (await db.execute(
    sql`select count(*)::int as n from ${propertyEnquiries} e join ${properties} on ${properties.id} = e.property_id
      where ${scope} and e.status = 'new'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? 0);
}
