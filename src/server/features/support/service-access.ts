import type { Caller } from "@shared/schemas/auth";
import { openStatuses } from "@shared/schemas/support";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { supportTickets } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { getProperty, type PropertyInfo, propertyStaffCondition } from "./service-properties";

/** Who may do what with tickets: the one rule, in TypeScript for one ticket and in SQL for lists. */

export type Ticket = typeof supportTickets.$inferSelect;

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
  const propertyStaff = !!property?.viewerIsStaff;
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
export const dueAtSql = sql`(${supportTickets.createdAt} + (case ${supportTickets.priority} when 'urgent' then 4 when 'high' then 24 when 'medium' then 72 else 168 end) * interval '1 hour')`;
export const activeSql = inArray(supportTickets.status, [...openStatuses]);
export const overdueSql = (now: Date) =>
  and(activeSql, sql`${dueAtSql} < ${now.toISOString()}::timestamptz`)!;

/** Loads a ticket the caller may read, or answers 404 as if it did not exist. */
export async function loadTicket(db: Db, caller: Caller, id: string, forUpdate = false) {
  const query = db.select().from(supportTickets).where(eq(supportTickets.id, id));
  const [ticket] = forUpdate ? await query.for("update") : await query;
  if (!ticket) throw notFound("Ticket not found");
  const property = ticket.propertyId ? await getProperty(db, ticket.propertyId, caller.id) : null;
  const access = accessFor(caller, ticket, property);
  if (!access.read) throw notFound("Ticket not found");
  return { ticket, property, access };
}

/** Staff of the ticket to tell about what its creator did: assignee, or else the property's staff. */
export function staffRecipients(ticket: Ticket, property: PropertyInfo | null, exclude: string): string[] {
  const ids = ticket.assignedTo
    ? [ticket.assignedTo]
    : [property?.landlordId, property?.agentId].filter((v): v is string => !!v);
  return ids.filter((id) => id !== exclude);
}
