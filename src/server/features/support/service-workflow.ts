import { AppError } from "@shared/errors";
import type { NamedCaller } from "@shared/schemas/auth";
import {
  type bulkAssignSchema,
  canTransition,
  priorityLabels,
  statusLabels,
  type TicketDetail,
  type TicketPriority,
  type TicketStatus,
  type updateTicketSchema,
} from "@shared/schemas/support";
import { asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { supportTickets, ticketMessages } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { type OutgoingNotification, withNotifications } from "../notifications";
import {
  accessFor,
  loadTicket,
  reference,
  staffRecipients,
  type Ticket,
  type TicketAccess,
  ticketLink,
} from "./service-access";
import { getProperties, getProperty, type PropertyInfo } from "./service-properties";
import { assertAssignable } from "./service-staff";
import { ticketDetail } from "./service-tickets";

/** Handling a ticket: status workflow, priority, assignee (one or many at once), linked property. */

function transitionError(from: TicketStatus, to: TicketStatus) {
  if (from === to) {
    return new AppError("invalid_transition", `The ticket is already ${statusLabels[to].toLowerCase()}.`);
  }
  const hint =
    from === "closed" || from === "resolved"
      ? " Reopen it first."
      : to === "open"
        ? " Only resolved or closed tickets can be reopened."
        : "";
  return new AppError(
    "invalid_transition",
    `A ticket that is ${statusLabels[from].toLowerCase()} can't be moved to ${statusLabels[to].toLowerCase()}.${hint}`,
  );
}

function assignedNote(ticket: Ticket, userId: string, caller: NamedCaller): OutgoingNotification {
  const ref = reference(ticket.number);
  return {
    userIds: [userId],
    kind: "ticket_assigned",
    title: `${ref} assigned to you`,
    body: ticket.subject,
    link: ticketLink(ticket.id),
    email: {
      subject: `[${ref}] Assigned to you: ${ticket.subject}`,
      text: `${caller.name} assigned ticket ${ref} "${ticket.subject}" to you (${priorityLabels[ticket.priority]} priority).`,
    },
  };
}

type UpdateInput = z.output<typeof updateTicketSchema>;

/** What one update gathers as it goes: the audit's changes, the row's patch, thread events, bells. */
interface Update {
  tx: Db;
  caller: NamedCaller;
  ticket: Ticket;
  ref: string;
  now: Date;
  changes: Record<string, { from: unknown; to: unknown }>;
  patch: Partial<Ticket>;
  events: (typeof ticketMessages.$inferInsert)[];
  notes: OutgoingNotification[];
  /** The next event's time: a millisecond apart each, so the thread keeps their order. */
  at: () => Date;
}

/** Admins link the ticket to another property (or none); its staff are told. Answers the new one. */
async function linkProperty(u: Update, propertyId: string | null): Promise<PropertyInfo | null> {
  const { tx, caller, ticket, ref } = u;
  if (caller.role !== "admin") {
    throw new AppError("forbidden", "Only administrators can link a ticket to a property.");
  }
  const next = propertyId ? await getProperty(tx, propertyId) : null;
  if (propertyId && !next) {
    throw new AppError("validation_error", "Unknown property.", { propertyId: "Unknown property" });
  }
  u.patch.propertyId = next?.id ?? null;
  u.changes.property = { from: ticket.propertyId, to: next?.id ?? null };
  u.events.push({
    ticketId: ticket.id,
    authorId: caller.id,
    kind: "property",
    internal: true,
    meta: { from: ticket.propertyId, to: next?.id ?? null, title: next?.title ?? null },
    createdAt: u.at(),
  });
  const staff = [next?.landlordId, next?.agentId].filter((v): v is string => !!v && v !== caller.id);
  if (staff.length) {
    u.notes.push({
      userIds: staff,
      kind: "ticket_created",
      title: `${ref} is about ${next!.title}`,
      body: ticket.subject,
      link: ticketLink(ticket.id),
      email: {
        subject: `[${ref}] ${ticket.subject} (${next!.title})`,
        text: `${caller.name} linked ticket ${ref} "${ticket.subject}" to your property ${next!.title}.\n\n${ticket.description}`,
      },
    });
  }
  return next;
}

/** Who hears of a status change: the creator when staff moved it, else the home's staff. */
function statusNote(u: Update, from: TicketStatus, to: TicketStatus, property: PropertyInfo | null) {
  const { caller, ticket, ref } = u;
  if (caller.id !== ticket.createdBy) {
    return {
      userIds: [ticket.createdBy],
      kind: "ticket_status",
      title: `${ref} is now ${statusLabels[to].toLowerCase()}`,
      body: ticket.subject,
      link: ticketLink(ticket.id),
      email: {
        subject: `[${ref}] Status: ${statusLabels[to]}: ${ticket.subject}`,
        text: `${caller.name} changed the status of your ticket ${ref} "${ticket.subject}" from ${statusLabels[from].toLowerCase()} to ${statusLabels[to].toLowerCase()}.`,
      },
    } satisfies OutgoingNotification;
  }
  const staff = staffRecipients(ticket, property, caller.id);
  if (!staff.length) return null;
  return {
    userIds: staff,
    kind: "ticket_status",
    title: `${ref} ${to === "open" ? "reopened" : `is now ${statusLabels[to].toLowerCase()}`} by ${caller.name}`,
    body: ticket.subject,
    link: ticketLink(ticket.id),
  } satisfies OutgoingNotification;
}

/** Moves the status along the workflow; the creator may only close and reopen. */
function changeStatus(u: Update, to: TicketStatus, access: TicketAccess, property: PropertyInfo | null) {
  const from = u.ticket.status;
  const creatorMove = access.isCreator && (to === "closed" || to === "open");
  if (!access.manage && !creatorMove) {
    throw new AppError("forbidden", "You can close or reopen your ticket; staff set the other statuses.");
  }
  if (!canTransition(from, to)) throw transitionError(from, to);
  u.patch.status = to;
  if (to === "resolved") u.patch.resolvedAt = u.now;
  if (to === "closed") u.patch.closedAt = u.now;
  if (to === "open") {
    u.patch.resolvedAt = null;
    u.patch.closedAt = null;
  }
  u.changes.status = { from, to };
  u.events.push({
    ticketId: u.ticket.id,
    authorId: u.caller.id,
    kind: "status",
    meta: { from, to },
    createdAt: u.at(),
  });
  const note = statusNote(u, from, to, property);
  if (note) u.notes.push(note);
}

function changePriority(u: Update, priority: TicketPriority) {
  const { ticket } = u;
  u.patch.priority = priority;
  u.changes.priority = { from: ticket.priority, to: priority };
  u.events.push({
    ticketId: ticket.id,
    authorId: u.caller.id,
    kind: "priority",
    meta: { from: ticket.priority, to: priority },
    createdAt: u.at(),
  });
}

/** Gives the ticket to someone who may handle it on this property (or to no one); they are told. */
async function changeAssignee(u: Update, assigneeId: string | null, property: PropertyInfo | null) {
  const { tx, caller, ticket } = u;
  const person = assigneeId ? await assertAssignable(tx, caller, assigneeId, property) : null;
  u.patch.assignedTo = person?.id ?? null;
  u.changes.assignee = { from: ticket.assignedTo, to: person?.id ?? null };
  u.events.push({
    ticketId: ticket.id,
    authorId: caller.id,
    kind: "assignment",
    // Assignment events are staff business: kept off the creator's thread.
    internal: true,
    meta: { from: ticket.assignedTo, to: person?.id ?? null, toName: person?.name ?? null },
    createdAt: u.at(),
  });
  if (person && person.id !== caller.id) u.notes.push(assignedNote(ticket, person.id, caller));
}

async function applyUpdate(tx: Db, caller: NamedCaller, id: string, input: UpdateInput, now: Date) {
  const { ticket, property, access } = await loadTicket(tx, caller, id, true);
  let seq = 0;
  const u: Update = {
    tx,
    caller,
    ticket,
    ref: reference(ticket.number),
    now,
    changes: {},
    patch: { updatedAt: now },
    events: [],
    notes: [],
    at: () => new Date(now.getTime() + seq++),
  };
  if ((input.priority !== undefined || input.assigneeId !== undefined) && !access.manage) {
    throw new AppError("forbidden", "Only staff handling this ticket can change its priority or assignee.");
  }
  let currentProperty = property;
  if (input.propertyId !== undefined && input.propertyId !== ticket.propertyId) {
    currentProperty = await linkProperty(u, input.propertyId);
  }
  if (input.status !== undefined) changeStatus(u, input.status, access, property);
  if (input.priority !== undefined && input.priority !== ticket.priority) changePriority(u, input.priority);
  if (input.assigneeId !== undefined && input.assigneeId !== ticket.assignedTo) {
    await changeAssignee(u, input.assigneeId, currentProperty);
  }
  if (u.events.length) await tx.insert(ticketMessages).values(u.events);
  await tx.update(supportTickets).set(u.patch).where(eq(supportTickets.id, id));
  return { changes: u.changes, notes: u.notes };
}

/**
 * Changes status, priority, assignee or (admins) the linked property. Staff of the property, the
 * assignee and admins may change all; the creator may only close and reopen. The change, its
 * thread events, the audit row (when anything changed) and the bell entries commit together.
 */
export async function updateTicket(
  deps: AppDeps,
  actor: Actor,
  caller: NamedCaller,
  id: string,
  input: z.output<typeof updateTicketSchema>,
  now = new Date(),
): Promise<TicketDetail> {
  await withNotifications(deps, async (tx) => {
    const r = await applyUpdate(tx, caller, id, input, now);
    if (Object.keys(r.changes).length) {
      await audit(tx, actor, { action: "update", entity: "ticket", entityId: id, details: r.changes });
    }
    return r;
  });
  return ticketDetail(deps.database.db, caller, id);
}

/** The tickets locked, with their properties; 404 unless the caller manages every one. */
async function lockManagedTickets(tx: Db, caller: NamedCaller, ids: string[]) {
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
    caller.id,
  );
  const propertyOf = (ticket: Ticket) => (ticket.propertyId ? (props.get(ticket.propertyId) ?? null) : null);
  const tickets = ids.map((id) => byId.get(id));
  for (const ticket of tickets) {
    if (!ticket || !accessFor(caller, ticket, propertyOf(ticket)).manage) {
      throw notFound("One or more of the selected tickets were not found.");
    }
  }
  return (tickets as Ticket[]).map((ticket) => ({ ticket, property: propertyOf(ticket) }));
}

/** Gives one ticket to the assignee (or no one), with its internal thread event; answers who. */
async function assignOne(
  tx: Db,
  caller: NamedCaller,
  ticket: Ticket,
  property: PropertyInfo | null,
  assigneeId: string | null,
  now: Date,
) {
  const person = assigneeId ? await assertAssignable(tx, caller, assigneeId, property) : null;
  await tx
    .update(supportTickets)
    .set({ assignedTo: person?.id ?? null, updatedAt: now })
    .where(eq(supportTickets.id, ticket.id));
  await tx.insert(ticketMessages).values({
    ticketId: ticket.id,
    authorId: caller.id,
    kind: "assignment",
    internal: true,
    meta: { from: ticket.assignedTo, to: person?.id ?? null, toName: person?.name ?? null },
    createdAt: now,
  });
  return person;
}

/**
 * Assigns (or unassigns, assigneeId null) many tickets at once; all or none: every ticket must be
 * one the caller manages (404 otherwise). Answers how many changed hands.
 */
export async function bulkAssign(
  deps: AppDeps,
  actor: Actor,
  caller: NamedCaller,
  input: z.output<typeof bulkAssignSchema>,
  now = new Date(),
): Promise<{ updated: number }> {
  const { changed } = await withNotifications(deps, async (tx) => {
    const tickets = await lockManagedTickets(tx, caller, [...new Set(input.ticketIds)]);
    const changed: { ticket: Ticket; from: string | null }[] = [];
    const notes: OutgoingNotification[] = [];
    for (const { ticket, property } of tickets) {
      if (ticket.assignedTo === input.assigneeId) continue;
      const person = await assignOne(tx, caller, ticket, property, input.assigneeId, now);
      changed.push({ ticket, from: ticket.assignedTo });
      if (person && person.id !== caller.id) notes.push(assignedNote(ticket, person.id, caller));
    }
    for (const ch of changed) {
      await audit(tx, actor, {
        action: "assign",
        entity: "ticket",
        entityId: ch.ticket.id,
        details: { from: ch.from, to: input.assigneeId, bulk: true },
      });
    }
    return { changed, notes };
  });
  return { updated: changed.length };
}
