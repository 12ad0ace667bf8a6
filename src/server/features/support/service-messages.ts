import { AppError } from "@shared/errors";
import type { NamedCaller } from "@shared/schemas/auth";
import type { addMessageSchema, TicketMessage, TicketStatus } from "@shared/schemas/support";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { supportTickets, ticketMessages } from "../../db/schema";

import { type Actor, audit } from "../audit";
import { type OutgoingNotification, withNotifications } from "../notifications";
import { loadTicket, reference, staffRecipients, type Ticket, ticketLink } from "./service-access";

/** The thread of a ticket: replies and internal notes, and what a reply does to the status. */

async function insertMessage(
  tx: Db,
  caller: NamedCaller,
  id: string,
  input: z.output<typeof addMessageSchema>,
  now: Date,
) {
  const { ticket, property, access } = await loadTicket(tx, caller, id, true);
  if (input.internal && !access.seeInternal) {
    throw new AppError("forbidden", "Only staff handling this ticket can write internal notes.");
  }
  if (ticket.status === "closed") {
    throw new AppError("ticket_closed", "This ticket is closed. Reopen it to send a message.");
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
  return { message: message!, statusChange, notes };
}

/**
 * A reply (anyone who reads the ticket) or an internal note (staff only). A staff reply records the
 * first response and moves an open ticket to in progress; the creator's reply moves one awaiting
 * their reply back. The message, status event, audit row and bell entries commit together.
 */
export async function postMessage(
  deps: AppDeps,
  actor: Actor,
  caller: NamedCaller,
  id: string,
  input: z.output<typeof addMessageSchema>,
  now = new Date(),
): Promise<{ message: TicketMessage }> {
  const { message } = await withNotifications(deps, async (tx) => {
    const r = await insertMessage(tx, caller, id, input, now);
    await audit(tx, actor, {
      action: input.internal ? "internal_note" : "reply",
      entity: "ticket",
      entityId: id,
      details: { messageId: r.message.id, ...(r.statusChange ? { status: r.statusChange } : {}) },
    });
    return r;
  });
  return {
    message: {
      id: message.id,
      kind: "message",
      author: { id: caller.id, name: caller.name, role: caller.role },
      body: message.body,
      internal: message.internal,
      meta: {},
      createdAt: message.createdAt.toISOString(),
    },
  };
}
