import type { Role } from "@shared/permissions";
import type { SessionUser } from "@shared/schemas/auth";
import {
  type addMessageSchema,
  type bulkAssignSchema,
  canTransition,
  type createTicketSchema,
  isOverdue,
  openStatuses,
  priorityLabels,
  slaDueAt,
  statusLabels,
  type TicketDetail,
  type TicketMessage,
  type TicketPriority,
  type TicketStatus,
  type TicketSummary,
  type ticketListQuerySchema,
  ticketPriorities,
  ticketStatuses,
  type updateTicketSchema,
} from "@shared/schemas/support";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { supportTickets, ticketAttachments, ticketMessages, users } from "../../db/schema";
import { ApiError, notFound } from "../../lib/errors";
import type { OutgoingNotification } from "../notifications/service";
import { getProperties, getProperty, type PropertyInfo, propertyStaffCondition } from "./properties";

type Ticket = typeof supportTickets.$inferSelect;
type Caller = Pick<SessionUser, "id" | "role" | "name" | "email">;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
export const ticketLink = (id: string) => `/support/tickets/${id}`;
export const reference = (n: number) => `#${n}`;

export interface TicketAccess {
  read: boolean;
  /** Change status, priority and assignee; write internal notes. */
  manage: boolean;
  seeInternal: boolean;
  isCreator: boolean;
}

/**
 * Who may do what with one ticket: the creator, the landlord and agent of its property, the
 * assignee and admins read it; all but the creator (unless also staff) manage it; internal
 * notes are for staff, the assignee and admins, and never for the creator (admins excepted).
 */
export function accessFor(caller: Caller, ticket: Ticket, property: PropertyInfo | null): TicketAccess {
  const admin = caller.role === "admin";
  const isCreator = ticket.createdBy === caller.id;
  const propertyStaff = !!property && (property.landlordId === caller.id || property.agentId === caller.id);
  const assignee = ticket.assignedTo === caller.id;
  const manage = admin || propertyStaff || assignee;
  return {
    read: manage || isCreator,
    manage,
    seeInternal: admin || (manage && !isCreator),
    isCreator,
  };
}

/** The SQL version of `accessFor(...).read`, for lists and counts. */
export function visibleTo(caller: Caller): SQL | undefined {
  if (caller.role === "admin") return undefined;
  const staff = propertyStaffCondition(caller.id);
  return or(
    eq(supportTickets.createdBy, caller.id),
    eq(supportTickets.assignedTo, caller.id),
    ...(staff ? [staff] : []),
  );
}

/** created_at + SLA (by priority) as SQL. */
const dueAtSql = sql`(${supportTickets.createdAt} + (case ${supportTickets.priority} when 'urgent' then 4 when 'high' then 24 when 'medium' then 72 else 168 end) * interval '1 hour')`;
const activeSql = inArray(supportTickets.status, [...openStatuses]);
const overdueSql = (now: Date) => and(activeSql, sql`${dueAtSql} < ${now.toISOString()}::timestamptz`)!;

/** Loads a ticket the caller may read, or answers 404 as if it did not exist. */
export async function loadTicket(db: Db, caller: Caller, id: string, forUpdate = false) {
  const query = db.select().from(supportTickets).where(eq(supportTickets.id, id));
  const [ticket] = forUpdate ? await query.for("update") : await query;
  if (!ticket) throw notFound("Ticket not found");
  const property = ticket.propertyId ? await getProperty(db, ticket.propertyId) : null;
  const access = accessFor(caller, ticket, property);
  if (!access.read) throw notFound("Ticket not found");
  return { ticket, property, access };
}

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
  const priority = t.priority as TicketPriority;
  const status = t.status as TicketStatus;
  return {
    id: t.id,
    reference: reference(t.number),
    subject: t.subject,
    category: t.category as TicketSummary["category"],
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

export async function listTickets(
  db: Db,
  caller: Caller,
  q: z.output<typeof ticketListQuerySchema>,
  now = new Date(),
) {
  const filters: SQL[] = [];
  const visible = visibleTo(caller);
  if (visible) filters.push(visible);
  if (q.q) {
    const number = /^#?(\d{1,9})$/.exec(q.q)?.[1];
    const pattern = `%${escapeLike(q.q)}%`;
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
  const where = filters.length ? and(...filters) : undefined;
  const order =
    q.sort === "oldest"
      ? [asc(supportTickets.createdAt)]
      : q.sort === "updated"
        ? [desc(supportTickets.updatedAt)]
        : q.sort === "due"
          ? [asc(dueAtSql)]
          : [desc(supportTickets.createdAt)];
  const [rows, [total]] = await Promise.all([
    baseSelect(db)
      .where(where)
      .orderBy(...order, desc(supportTickets.number))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(supportTickets).where(where),
  ]);
  return {
    items: await summaries(db, rows as SummaryRow[], now),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

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
  for (const r of statusRows) byStatus[r.status as TicketStatus] = r.n;
  const overdueByPriority = Object.fromEntries(ticketPriorities.map((p) => [p, 0])) as Record<
    TicketPriority,
    number
  >;
  for (const r of overdueRows) overdueByPriority[r.priority as TicketPriority] = r.n;
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

/** People who may be assigned a ticket: admins and agents, and the landlord of its property. */
async function assignableFor(db: Db, property: PropertyInfo | null) {
  const staffIds = [property?.landlordId, property?.agentId].filter((v): v is string => !!v);
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.banned, false),
        or(
          inArray(users.role, ["admin", "agent"]),
          ...(staffIds.length ? [inArray(users.id, staffIds)] : []),
        ),
      ),
    )
    .orderBy(asc(users.name))
    .limit(200);
}

async function assertAssignable(db: Db, assigneeId: string, property: PropertyInfo | null) {
  const [person] = await db
    .select({ id: users.id, name: users.name, role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.id, assigneeId));
  const eligible =
    person &&
    !person.banned &&
    (person.role === "admin" ||
      person.role === "agent" ||
      person.id === property?.landlordId ||
      person.id === property?.agentId);
  if (!eligible) {
    throw new ApiError(400, "validation_error", "That person can't be assigned this ticket.", {
      assigneeId: "Choose an administrator, an agent or the landlord of the property",
    });
  }
  return person;
}

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
  const status = ticket.status as TicketStatus;
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
        kind: r.m.kind as TicketMessage["kind"],
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
      .map((a) => ({
        id: a.id,
        messageId: a.messageId,
        fileName: a.fileName,
        contentType: a.contentType,
        size: a.size,
        url: `/api/support/attachments/${a.id}`,
        uploadedBy: a.uploadedBy,
        createdAt: a.createdAt.toISOString(),
      })),
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
    assignees: access.manage
      ? (await assignableFor(db, property)).map((p) => ({ ...p, role: p.role as Role }))
      : [],
  };
}

/** Staff of the ticket to tell about what its creator did: assignee, or else the property's staff. */
function staffRecipients(ticket: Ticket, property: PropertyInfo | null, exclude: string): string[] {
  const ids = ticket.assignedTo
    ? [ticket.assignedTo]
    : [property?.landlordId, property?.agentId].filter((v): v is string => !!v);
  return ids.filter((id) => id !== exclude);
}

async function adminIds(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.banned, false)));
  return rows.map((r) => r.id);
}

export async function createTicket(
  tx: Db,
  caller: Caller,
  input: z.output<typeof createTicketSchema>,
  property: PropertyInfo | null,
) {
  const [ticket] = await tx
    .insert(supportTickets)
    .values({
      subject: input.subject,
      description: input.description,
      category: input.category,
      priority: input.priority,
      location: input.category === "maintenance" ? input.location : null,
      propertyId: property?.id ?? null,
      createdBy: caller.id,
    })
    .returning();
  const t = ticket!;
  const recipients = property
    ? [property.landlordId, property.agentId].filter((v): v is string => !!v && v !== caller.id)
    : (await adminIds(tx)).filter((id) => id !== caller.id);
  const ref = reference(t.number);
  const notes: OutgoingNotification[] = recipients.length
    ? [
        {
          userIds: recipients,
          kind: "ticket_created",
          title: `New ${input.category === "maintenance" ? "maintenance request" : "support ticket"} ${ref}`,
          body: `${caller.name}: ${t.subject}${property ? ` (${property.title})` : ""}`,
          link: ticketLink(t.id),
          email: {
            subject: `[${ref}] New ${priorityLabels[t.priority as TicketPriority].toLowerCase()} priority ticket: ${t.subject}`,
            text: `${caller.name} raised ${ref}${property ? ` about ${property.title}` : ""}.\n\n${t.subject}\n\n${t.description}`,
          },
        },
      ]
    : [];
  return { ticket: t, notes };
}

export async function addMessage(
  tx: Db,
  caller: Caller,
  id: string,
  input: z.output<typeof addMessageSchema>,
  now = new Date(),
) {
  const { ticket, property, access } = await loadTicket(tx, caller, id, true);
  if (input.internal && !access.seeInternal) {
    throw new ApiError(403, "forbidden", "Only staff handling this ticket can write internal notes.");
  }
  if (ticket.status === "closed") {
    throw new ApiError(409, "ticket_closed", "This ticket is closed. Reopen it to send a message.");
  }
  const [message] = await tx
    .insert(ticketMessages)
    .values({ ticketId: id, authorId: caller.id, body: input.body, internal: input.internal })
    .returning();
  const patch: Partial<Ticket> = { updatedAt: now };
  const notes: OutgoingNotification[] = [];
  let statusChange: { from: TicketStatus; to: TicketStatus } | null = null;
  const ref = reference(ticket.number);
  const staffReply = !input.internal && access.manage && !access.isCreator;
  if (staffReply) {
    patch.firstResponseAt = ticket.firstResponseAt ?? now;
    if (ticket.status === "open") statusChange = { from: "open", to: "in_progress" };
    notes.push({
      userIds: [ticket.createdBy],
      kind: "ticket_reply",
      title: `New reply on ${ref}`,
      body: `${caller.name}: ${input.body.slice(0, 160)}`,
      link: ticketLink(id),
      email: {
        subject: `[${ref}] ${caller.name} replied: ${ticket.subject}`,
        text: `${caller.name} replied to your ticket ${ref} "${ticket.subject}":\n\n${input.body}`,
      },
    });
  } else if (!input.internal) {
    if (access.isCreator && ticket.status === "awaiting_reply") {
      statusChange = { from: "awaiting_reply", to: "in_progress" };
    }
    const to = staffRecipients(ticket, property, caller.id);
    if (to.length) {
      notes.push({
        userIds: to,
        kind: "ticket_reply",
        title: `New reply on ${ref}`,
        body: `${caller.name}: ${input.body.slice(0, 160)}`,
        link: ticketLink(id),
      });
    }
  }
  if (statusChange) {
    patch.status = statusChange.to;
    await tx.insert(ticketMessages).values({
      ticketId: id,
      authorId: caller.id,
      kind: "status",
      meta: statusChange,
      createdAt: new Date(now.getTime() + 1),
    });
  }
  await tx.update(supportTickets).set(patch).where(eq(supportTickets.id, id));
  return { ticket, message: message!, statusChange, notes };
}

function transitionError(from: TicketStatus, to: TicketStatus) {
  if (from === to) {
    return new ApiError(
      409,
      "invalid_transition",
      `The ticket is already ${statusLabels[to].toLowerCase()}.`,
    );
  }
  const hint =
    from === "closed" || from === "resolved"
      ? " Reopen it first."
      : to === "open"
        ? " Only resolved or closed tickets can be reopened."
        : "";
  return new ApiError(
    409,
    "invalid_transition",
    `A ticket that is ${statusLabels[from].toLowerCase()} can't be moved to ${statusLabels[to].toLowerCase()}.${hint}`,
  );
}

export async function updateTicket(
  tx: Db,
  caller: Caller,
  id: string,
  input: z.output<typeof updateTicketSchema>,
  now = new Date(),
) {
  const { ticket, property, access } = await loadTicket(tx, caller, id, true);
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const patch: Partial<Ticket> = { updatedAt: now };
  const events: (typeof ticketMessages.$inferInsert)[] = [];
  const notes: OutgoingNotification[] = [];
  const ref = reference(ticket.number);
  let seq = 0;
  const at = () => new Date(now.getTime() + seq++);

  if ((input.priority !== undefined || input.assigneeId !== undefined) && !access.manage) {
    throw new ApiError(
      403,
      "forbidden",
      "Only staff handling this ticket can change its priority or assignee.",
    );
  }
  let currentProperty = property;
  if (input.propertyId !== undefined && input.propertyId !== ticket.propertyId) {
    if (caller.role !== "admin") {
      throw new ApiError(403, "forbidden", "Only administrators can link a ticket to a property.");
    }
    const next = input.propertyId ? await getProperty(tx, input.propertyId) : null;
    if (input.propertyId && !next) {
      throw new ApiError(400, "validation_error", "Unknown property.", { propertyId: "Unknown property" });
    }
    patch.propertyId = next?.id ?? null;
    currentProperty = next;
    changes.property = { from: ticket.propertyId, to: next?.id ?? null };
    events.push({
      ticketId: id,
      authorId: caller.id,
      kind: "property",
      internal: true,
      meta: { from: ticket.propertyId, to: next?.id ?? null, title: next?.title ?? null },
      createdAt: at(),
    });
    const staff = [next?.landlordId, next?.agentId].filter((v): v is string => !!v && v !== caller.id);
    if (staff.length) {
      notes.push({
        userIds: staff,
        kind: "ticket_created",
        title: `${ref} is about ${next!.title}`,
        body: ticket.subject,
        link: ticketLink(id),
        email: {
          subject: `[${ref}] ${ticket.subject} (${next!.title})`,
          text: `${caller.name} linked ticket ${ref} "${ticket.subject}" to your property ${next!.title}.\n\n${ticket.description}`,
        },
      });
    }
  }

  if (input.status !== undefined) {
    const from = ticket.status as TicketStatus;
    const to = input.status;
    const creatorMove = access.isCreator && (to === "closed" || to === "open");
    if (!access.manage && !creatorMove) {
      throw new ApiError(
        403,
        "forbidden",
        "You can close or reopen your ticket; staff set the other statuses.",
      );
    }
    if (!canTransition(from, to)) throw transitionError(from, to);
    patch.status = to;
    if (to === "resolved") patch.resolvedAt = now;
    if (to === "closed") patch.closedAt = now;
    if (to === "open") {
      patch.resolvedAt = null;
      patch.closedAt = null;
    }
    changes.status = { from, to };
    events.push({ ticketId: id, authorId: caller.id, kind: "status", meta: { from, to }, createdAt: at() });
    if (caller.id !== ticket.createdBy) {
      notes.push({
        userIds: [ticket.createdBy],
        kind: "ticket_status",
        title: `${ref} is now ${statusLabels[to].toLowerCase()}`,
        body: ticket.subject,
        link: ticketLink(id),
        email: {
          subject: `[${ref}] Status: ${statusLabels[to]}: ${ticket.subject}`,
          text: `${caller.name} changed the status of your ticket ${ref} "${ticket.subject}" from ${statusLabels[from].toLowerCase()} to ${statusLabels[to].toLowerCase()}.`,
        },
      });
    } else {
      const to2 = staffRecipients(ticket, property, caller.id);
      if (to2.length) {
        notes.push({
          userIds: to2,
          kind: "ticket_status",
          title: `${ref} ${to === "open" ? "reopened" : `is now ${statusLabels[to].toLowerCase()}`} by ${caller.name}`,
          body: ticket.subject,
          link: ticketLink(id),
        });
      }
    }
  }

  if (input.priority !== undefined && input.priority !== ticket.priority) {
    patch.priority = input.priority;
    changes.priority = { from: ticket.priority, to: input.priority };
    events.push({
      ticketId: id,
      authorId: caller.id,
      kind: "priority",
      meta: { from: ticket.priority, to: input.priority },
      createdAt: at(),
    });
  }

  if (input.assigneeId !== undefined && input.assigneeId !== ticket.assignedTo) {
    const person = input.assigneeId ? await assertAssignable(tx, input.assigneeId, currentProperty) : null;
    patch.assignedTo = person?.id ?? null;
    changes.assignee = { from: ticket.assignedTo, to: person?.id ?? null };
    events.push({
      ticketId: id,
      authorId: caller.id,
      kind: "assignment",
      // Assignment events are staff business: kept off the creator's thread.
      internal: true,
      meta: { from: ticket.assignedTo, to: person?.id ?? null, toName: person?.name ?? null },
      createdAt: at(),
    });
    if (person && person.id !== caller.id) notes.push(assignedNote(ticket, person.id, caller));
  }

  if (events.length) await tx.insert(ticketMessages).values(events);
  await tx.update(supportTickets).set(patch).where(eq(supportTickets.id, id));
  return { ticket, changes, notes };
}

function assignedNote(ticket: Ticket, userId: string, caller: Caller): OutgoingNotification {
  const ref = reference(ticket.number);
  return {
    userIds: [userId],
    kind: "ticket_assigned",
    title: `${ref} assigned to you`,
    body: ticket.subject,
    link: ticketLink(ticket.id),
    email: {
      subject: `[${ref}] Assigned to you: ${ticket.subject}`,
      text: `${caller.name} assigned ticket ${ref} "${ticket.subject}" to you (${priorityLabels[ticket.priority as TicketPriority]} priority).`,
    },
  };
}

export async function bulkAssign(
  tx: Db,
  caller: Caller,
  input: z.output<typeof bulkAssignSchema>,
  now = new Date(),
) {
  const ids = [...new Set(input.ticketIds)];
  const rows = await tx
    .select()
    .from(supportTickets)
    .where(inArray(supportTickets.id, ids))
    .orderBy(asc(supportTickets.id))
    .for("update");
  const byId = new Map(rows.map((r) => [r.id, r]));
  const props = await getProperties(
    tx,
    rows.map((r) => r.propertyId).filter((v): v is string => !!v),
  );
  const changed: { ticket: Ticket; from: string | null }[] = [];
  const notes: OutgoingNotification[] = [];
  for (const id of ids) {
    const ticket = byId.get(id);
    const property = ticket?.propertyId ? (props.get(ticket.propertyId) ?? null) : null;
    if (!ticket || !accessFor(caller, ticket, property).manage) {
      throw notFound("One or more of the selected tickets were not found.");
    }
  }
  for (const id of ids) {
    const ticket = byId.get(id)!;
    const property = ticket.propertyId ? (props.get(ticket.propertyId) ?? null) : null;
    if (ticket.assignedTo === input.assigneeId) continue;
    const person = input.assigneeId ? await assertAssignable(tx, input.assigneeId, property) : null;
    await tx
      .update(supportTickets)
      .set({ assignedTo: person?.id ?? null, updatedAt: now })
      .where(eq(supportTickets.id, id));
    await tx.insert(ticketMessages).values({
      ticketId: id,
      authorId: caller.id,
      kind: "assignment",
      internal: true,
      meta: { from: ticket.assignedTo, to: person?.id ?? null, toName: person?.name ?? null },
      createdAt: now,
    });
    changed.push({ ticket, from: ticket.assignedTo });
    if (person && person.id !== caller.id) notes.push(assignedNote(ticket, person.id, caller));
  }
  return { changed, notes };
}

/** An attachment the caller may download: they read its ticket and, for a note's file, its notes. */
export async function attachmentFor(db: Db, caller: Caller, id: string) {
  const [attachment] = await db.select().from(ticketAttachments).where(eq(ticketAttachments.id, id));
  if (!attachment) throw notFound("File not found");
  const { access } = await loadTicket(db, caller, attachment.ticketId).catch(() => {
    throw notFound("File not found");
  });
  if (attachment.messageId && !access.seeInternal) {
    const [message] = await db
      .select({ internal: ticketMessages.internal })
      .from(ticketMessages)
      .where(eq(ticketMessages.id, attachment.messageId));
    if (message?.internal) throw notFound("File not found");
  }
  return { attachment };
}

/** Admins and agents, for assigning from the queues. */
export async function staffList(db: Db) {
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.banned, false), inArray(users.role, ["admin", "agent"])))
    .orderBy(asc(users.name))
    .limit(500);
  return rows.map((r) => ({ ...r, role: r.role as Role }));
}
