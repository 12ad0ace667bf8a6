import { openStatuses, type TicketPriority, type TicketStatus } from "@shared/schemas/support";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, propertyEnquiries, supportTickets } from "../../db/schema";
import { dueAtSql, type PortfolioScope, rowsOf, ticketScope } from "../analytics";

const openSql = sql.join(
  openStatuses.map((s) => sql`${s}`),
  sql`, `,
);

type Row = {
  id: string;
  number: number;
  subject: string;
  priority: TicketPriority;
  status: TicketStatus;
  title: string | null;
  due_at: string | Date;
};

/** Open tickets past their SLA that the scope answers for (an agent: on their properties or assigned to them). */
export async function agentSlaBreaches(db: Db, scope: PortfolioScope, now = new Date(), limit = 10) {
  const where = sql`s.status in (${openSql}) and ${dueAtSql} < ${now.toISOString()}::timestamptz
    and ${ticketScope(scope)}`;
  const [list, [total]] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`select s.id, s.number, s.subject, s.priority, s.status, p.title, ${dueAtSql} as due_at
      from ${supportTickets} s left join ${properties} p on p.id = s.property_id
      where ${where} order by ${dueAtSql} limit ${limit}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${supportTickets} s where ${where}`),
  ]);
  return {
    items: list.map((r) => ({
      id: r.id,
      number: Number(r.number),
      subject: r.subject,
      priority: r.priority,
      status: r.status,
      propertyTitle: r.title,
      dueAt: new Date(r.due_at).toISOString(),
    })),
    count: Number(total?.n ?? 0),
  };
}

/** Enquiries still marked new on the scoped properties. */
export async function newEnquiryCount(db: Db, scope: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${propertyEnquiries} e join ${properties} on ${properties.id} = e.property_id
      where ${scope} and e.status = 'new'`,
  );
  return Number(row?.n ?? 0);
}
