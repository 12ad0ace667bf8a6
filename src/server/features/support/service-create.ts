import { AppError } from "@shared/errors";
import type { NamedCaller } from "@shared/schemas/auth";
import {
  type createTicketSchema,
  maintenanceNeedsProperty,
  maintenanceNoHomeMessage,
  maintenancePropertyMessage,
  priorityLabels,
  type TicketDetail,
} from "@shared/schemas/support";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { supportTickets, users } from "../../db/schema";

import { type Actor, audit } from "../audit";
import { type OutgoingNotification, withNotifications } from "../notifications";
import { reference, ticketLink } from "./service-access";
import { getProperty, isTenantOf, type PropertyInfo, selectableProperties } from "./service-properties";
import { ticketDetail } from "./service-tickets";

/** Raising a ticket or maintenance request, and telling the people who handle it. */

const ticketNoun: Partial<Record<string, string>> = {
  maintenance: "maintenance request",
  safety_alarm: "smoke or CO alarm fault",
};

/** Checks the property a new ticket is about against the caller's own properties. */
async function propertyForNewTicket(
  db: Db,
  caller: NamedCaller,
  propertyId: string | null,
  category: string,
): Promise<PropertyInfo | null> {
  if (!propertyId) {
    if (!maintenanceNeedsProperty(caller.role, category)) return null;
    const homes = await selectableProperties(db, caller);
    const message = homes.length ? maintenancePropertyMessage : maintenanceNoHomeMessage;
    throw new AppError("validation_error", `Invalid input. propertyId: ${message}`, {
      propertyId: message,
    });
  }
  const property = await getProperty(db, propertyId, caller.id);
  const own =
    property &&
    (caller.role === "admin" ||
      property.viewerIsStaff ||
      (caller.role === "tenant" && (await isTenantOf(db, caller.id, property.id))));
  if (!own) {
    const message =
      caller.role === "tenant"
        ? "Please choose the home of one of your tenancies."
        : "Please choose one of your properties.";
    throw new AppError("validation_error", message, { propertyId: message.replace(/\.$/, "") });
  }
  return property;
}

async function adminIds(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.banned, false)));
  return rows.map((r) => r.id);
}

async function insertTicket(
  tx: Db,
  caller: NamedCaller,
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
          title: `New ${ticketNoun[input.category] ?? "support ticket"} ${ref}`,
          body: `${caller.name}: ${t.subject}${property ? ` (${property.title})` : ""}`,
          link: ticketLink(t.id),
          email: {
            subject: `[${ref}] New ${priorityLabels[t.priority].toLowerCase()} priority ticket: ${t.subject}`,
            text: `${caller.name} raised ${ref}${property ? ` about ${property.title}` : ""}.\n\n${t.subject}\n\n${t.description}`,
          },
        },
      ]
    : [];
  return { ticket: t, notes };
}

/**
 * Raises a ticket (any signed-in user): checks the property is the caller's, writes the ticket, its
 * audit row and the bell entries of its property's staff (or of the admins) in one transaction,
 * then delivers them. Answers the new ticket as its creator sees it.
 */
export async function raiseTicket(
  deps: AppDeps,
  actor: Actor,
  caller: NamedCaller,
  input: z.output<typeof createTicketSchema>,
): Promise<TicketDetail> {
  const { db } = deps.database;
  const property = await propertyForNewTicket(db, caller, input.propertyId, input.category);
  const { ticket } = await withNotifications(deps, async (tx) => {
    const created = await insertTicket(tx, caller, input, property);
    await audit(tx, actor, {
      action: "create",
      entity: "ticket",
      entityId: created.ticket.id,
      details: {
        subject: created.ticket.subject,
        category: created.ticket.category,
        priority: created.ticket.priority,
        propertyId: created.ticket.propertyId,
      },
    });
    return created;
  });
  return ticketDetail(db, caller, ticket.id);
}
