import type { Role } from "@shared/permissions";
import type { Caller } from "@shared/schemas/auth";
import {
  canTransition,
  isOverdue,
  slaDueAt,
  type TicketDetail,
  type TicketMessage,
  type TicketPriority,
  type TicketStatus,
  type TicketSummary,
  type ticketListQuerySchema,
  ticketPriorities,
  ticketStatuses,
} from "@shared/schemas/support";
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { countWhere, likeEscape, paginate } from "../../db/paginate";
import { supportTickets, ticketAttachments, ticketMessages, users } from "../../db/schema";
import {
  activeSql,
  dueAtSql,
  loadTicket,
  overdueSql,
  reference,
  type Ticket,
  visibleTo,
} from "./service-access";
import { toAttachment } from "./service-attachments";
import { getProperties, type PropertyInfo } from "./service-properties";
import { assignableFor } from "./service-staff";

/** Reading tickets: the filtered list, the queue summary and one ticket with its thread. */

const creator = alias(users, "creator");
const assignee = alias(users, "assignee");

const summaryColumns = {
  ticket: supportTickets,
  creatorName: creator.name,
  creatorRole: creator.role,
  assigneeName: assignee.name,
  assigneeRole: assignee.role,
  messageCount: sql<number>`(select count(*)::int from ${ticketMessages} m where m.ticket_id = ${supportTickets.id} and m.kind = 'message' and m.internal = false)`,
};

type SummaryRow = {
  ticket: Ticket;
  creatorName: string;
  creatorRole: string;
  assigneeName: string | null;
  assigneeRole: string | null;
  messageCount: number;
};

function toSummary(row: SummaryRow, property: PropertyInfo | null | undefined, now: Date): TicketSummary {
  const t = row.ticket;
  const priority = t.priority;
  const status = t.status;
  return {
    id: t.id,
    reference: reference(t.number),
    subject: t.subject,
    category: t.category,
    priority,
    status,
    location: t.location,
    property: property ? { id: property.id, title: property.title } : null,
    createdBy: { id: t.createdBy, name: row.creatorName, role: row.creatorRole as Role },
    assignee: t.assignedTo
      ? {
          id: t.assignedTo,
          name: row.assigneeName ?? "Former user",
          role: (row.assigneeRole ?? "agent") as Role,
        }
      : null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    firstResponseAt: t.firstResponseAt?.toISOString() ?? null,
    resolvedAt: t.resolvedAt?.toISOString() ?? null,
    dueAt: slaDueAt(t.createdAt, priority).toISOString(),
    overdue: isOverdue({ createdAt: t.createdAt, priority, status }, now),
    messageCount: Number(row.messageCount),
  };
}

async function summaries(db: Db, rows: SummaryRow[], now: Date) {
  const ids = [...new Set(rows.map((r) => r.ticket.propertyId).filter((v): v is string => !!v))];
  const props = ids.length ? await getProperties(db, ids) : new Map<string, PropertyInfo>();
  return rows.map((r) => toSummary(r, r.ticket.propertyId ? props.get(r.ticket.propertyId) : null, now));
}

function baseSelect(db: Db) {
  return db
    .select(summaryColumns)
    .from(supportTickets)
    .innerJoin(creator, eq(creator.id, supportTickets.createdBy))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assignedTo));
}

function listFilters(caller: Caller, q: z.output<typeof ticketListQuerySchema>, now: Date) {
  const filters: SQL[] = [];
  const visible = visibleTo(caller);
  if (visible) filters.push(visible);
  if (q.q) {
    const number = /^#?(\d{1,9})$/.exec(q.q)?.[1];
    const pattern = `%${likeEscape(q.q)}%`;
    filters.push(
      or(
        ilike(supportTickets.subject, pattern),
        ilike(supportTickets.description, pattern),
        ...(number ? [eq(supportTickets.number, Number(number))] : []),
      )!,
    );
  }
  if (q.status === "active") filters.push(activeSql);
  else if (q.status) filters.push(eq(supportTickets.status, q.status));
  if (q.category) filters.push(eq(supportTickets.category, q.category));
  if (q.priority) filters.push(eq(supportTickets.priority, q.priority));
  if (q.propertyId) filters.push(eq(supportTickets.propertyId, q.propertyId));
  if (q.assigned === "me") filters.push(eq(supportTickets.assignedTo, caller.id));
  if (q.assigned === "none") filters.push(isNull(supportTickets.assignedTo), activeSql);
  if (q.overdue === "true") filters.push(overdueSql(now));
  if (q.mine === "true") filters.push(eq(supportTickets.createdBy, caller.id));
  return filters.length ? and(...filters) : undefined;
}

/** Tickets the caller may read, filtered, sorted and paged (ties broken by the ticket number). */
export async function listTickets(
  db: Db,
  caller: Caller,
  q: z.output<typeof ticketListQuerySchema>,
  now = new Date(),
) {
  const where = listFilters(caller, q, now);
  const order =
    q.sort === "oldest"
      ? [asc(supportTickets.createdAt)]
      : q.sort === "updated"
        ? [desc(supportTickets.updatedAt)]
        : q.sort === "due"
          ? [asc(dueAtSql)]
          : [desc(supportTickets.createdAt)];
  const page = await paginate(
    q,
    baseSelect(db)
      .where(where)
      .orderBy(...order, desc(supportTickets.number))
      .$dynamic(),
    countWhere(db, supportTickets, where),
    (row) => row as SummaryRow,
  );
  return { ...page, items: await summaries(db, page.items, now) };
}

/** Counts by status, overdue by priority, unassigned, and the caller's own open tickets. */
export async function supportSummary(db: Db, caller: Caller, now = new Date()) {
  const visible = visibleTo(caller);
  const [statusRows, overdueRows, [unassigned], [mine], [raised], myOpenRows] = await Promise.all([
    db
      .select({ status: supportTickets.status, n: count() })
      .from(supportTickets)
      .where(visible)
      .groupBy(supportTickets.status),
    db
      .select({ priority: supportTickets.priority, n: count() })
      .from(supportTickets)
      .where(and(visible, overdueSql(now)))
      .groupBy(supportTickets.priority),
    db
      .select({ n: count() })
      .from(supportTickets)
      .where(and(visible, activeSql, isNull(supportTickets.assignedTo))),
    db
      .select({ n: count() })
      .from(supportTickets)
      .where(and(activeSql, eq(supportTickets.assignedTo, caller.id))),
    db.select({ n: count() }).from(supportTickets).where(eq(supportTickets.createdBy, caller.id)),
    baseSelect(db)
      .where(and(activeSql, eq(supportTickets.createdBy, caller.id)))
      .orderBy(desc(supportTickets.updatedAt))
      .limit(5),
  ]);
  const byStatus = Object.fromEntries(ticketStatuses.map((s) => [s, 0])) as Record<TicketStatus, number>;
  for (const r of statusRows) byStatus[r.status] = r.n;
  const overdueByPriority = Object.fromEntries(ticketPriorities.map((p) => [p, 0])) as Record<
    TicketPriority,
    number
  >;
  for (const r of overdueRows) overdueByPriority[r.priority] = r.n;
  return {
    byStatus,
    overdueByPriority,
    overdue: Object.values(overdueByPriority).reduce((a, b) => a + b, 0),
    unassigned: unassigned?.n ?? 0,
    assignedToMe: mine?.n ?? 0,
    raisedByMe: raised?.n ?? 0,
    myOpen: await summaries(db, myOpenRows as SummaryRow[], now),
  };
}

/** One ticket the caller may read: its thread (notes for staff), files and what they may do. */
export async function ticketDetail(
  db: Db,
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<TicketDetail> {
  const { ticket, property, access } = await loadTicket(db, caller, id);
  const [row] = await baseSelect(db).where(eq(supportTickets.id, id));
  const author = alias(users, "author");
  const messageRows = await db
    .select({ m: ticketMessages, name: author.name, role: author.role })
    .from(ticketMessages)
    .leftJoin(author, eq(author.id, ticketMessages.authorId))
    .where(
      and(
        eq(ticketMessages.ticketId, id),
        access.seeInternal ? undefined : eq(ticketMessages.internal, false),
      ),
    )
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  const visibleMessageIds = new Set(messageRows.map((r) => r.m.id));
  const attachmentRows = await db
    .select()
    .from(ticketAttachments)
    .where(eq(ticketAttachments.ticketId, id))
    .orderBy(asc(ticketAttachments.createdAt));
  const status = ticket.status;
  const statuses = ticketStatuses.filter(
    (s) =>
      canTransition(status, s) && (access.manage || (access.isCreator && (s === "closed" || s === "open"))),
  );
  const [summary] = await summaries(db, [row as SummaryRow], now);
  return {
    ticket: { ...summary!, description: ticket.description },
    messages: messageRows.map(
      (r): TicketMessage => ({
        id: r.m.id,
        kind: r.m.kind,
        author: r.m.authorId
          ? { id: r.m.authorId, name: r.name ?? "Former user", role: (r.role ?? "tenant") as Role }
          : null,
        body: r.m.body,
        internal: r.m.internal,
        meta: r.m.meta,
        createdAt: r.m.createdAt.toISOString(),
      }),
    ),
    // Files on an internal note are as private as the note.
    attachments: attachmentRows
      .filter((a) => !a.messageId || visibleMessageIds.has(a.messageId))
      .map(toAttachment),
    permissions: {
      manage: access.manage,
      seeInternal: access.seeInternal,
      reply: status !== "closed",
      close: statuses.includes("closed"),
      reopen: statuses.includes("open"),
      attach: status !== "closed",
      linkProperty: caller.role === "admin",
      statuses,
    },
    assignees: access.manage ? await assignableFor(db, caller, property) : [],
  };
}
