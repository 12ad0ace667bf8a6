import { AppError } from "@shared/errors";
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
  type Caller,
  loadTicket,
  reference,
  staffRecipients,
  type Ticket,
  ticketLink,
} from "./service-access";
import { getProperties, getProperty } from "./service-properties";
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

async function applyUpdate(
  tx: Db,
  caller: Caller,
  id: string,
  input: z.output<typeof updateTicketSchema>,
  now: Date,
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
    throw new AppError("forbidden", "Only staff handling this ticket can change its priority or assignee.");
  }
  let currentProperty = property;
  if (input.propertyId !== undefined && input.propertyId !== ticket.propertyId) {
    if (caller.role !== "admin") {
      throw new AppError("forbidden", "Only administrators can link a ticket to a property.");
    }
    const next = input.propertyId ? await getProperty(tx, input.propertyId) : null;
    if (input.propertyId && !next) {
      throw new AppError("validation_error", "Unknown property.", { propertyId: "Unknown property" });
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
      throw new AppError("forbidden", "You can close or reopen your ticket; staff set the other statuses.");
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
    const person = input.assigneeId
      ? await assertAssignable(tx, caller, input.assigneeId, currentProperty)
      : null;
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
  return { changes, notes };
}

/**
 * Changes status, priority, assignee or (admins) the linked property. Staff of the property, the
 * assignee and admins may change all; the creator may only close and reopen. The change, its
 * thread events, the audit row (when anything changed) and the bell entries commit together.
 */
export async function updateTicket(
  deps: AppDeps,
  actor: Actor,
  caller: Caller,
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

/**
 * Assigns (or unassigns, assigneeId null) many tickets at once; all or none: every ticket must be
 * one the caller manages (404 otherwise). Answers how many changed hands.
 */
export async function bulkAssign(
  deps: AppDeps,
  actor: Actor,
  caller: Caller,
  input: z.output<typeof bulkAssignSchema>,
  now = new Date(),
): Promise<{ updated: number }> {
  const { changed } = await withNotifications(deps, async (tx) => {
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
      caller.id,
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
      const person = input.assigneeId ? await assertAssignable(tx, caller, input.assigneeId, property) : null;
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
