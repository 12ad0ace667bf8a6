import { maintenanceLocations, messageKinds } from "@shared/schemas/support";
import { ticketCategories, ticketPriorities, ticketStatuses } from "@shared/support-vocab";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { properties } from "./properties";
import { valid } from "./valid";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Support tickets and maintenance requests (issue 6). */
export const supportTickets = pgTable(
  "support_tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Short human reference (#1001) for phone calls and e-mails. */
    number: serial("number").notNull().unique(),
    subject: text("subject").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: ticketCategories }).notNull(),
    priority: text("priority", { enum: ticketPriorities }).notNull().default("medium"),
    status: text("status", { enum: ticketStatuses }).notNull().default("open"),
    /** Where in the property (maintenance requests). */
    location: text("location", { enum: maintenanceLocations }),
    /** The property the ticket is about; visibility extends to its landlord and agent. */
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    firstResponseAt: ts("first_response_at"),
    resolvedAt: ts("resolved_at"),
    closedAt: ts("closed_at"),
  },
  (t) => [
    index("support_tickets_created_by_idx").on(t.createdBy, t.createdAt.desc()),
    index("support_tickets_assigned_to_idx").on(t.assignedTo),
    index("support_tickets_property_idx").on(t.propertyId),
    index("support_tickets_status_idx").on(t.status, t.createdAt),
    valid(t.category),
    valid(t.priority),
    valid(t.status),
    valid(t.location),
  ],
);

/**
 * The conversation of a ticket: messages (internal = staff-only notes) and events
 * (status, priority, assignment changes) in one ordered thread.
 */
export const ticketMessages = pgTable(
  "ticket_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: messageKinds }).notNull().default("message"),
    body: text("body").notNull().default(""),
    internal: boolean("internal").notNull().default(false),
    meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("ticket_messages_ticket_idx").on(t.ticketId, t.createdAt), valid(t.kind)],
);

/** Files on a ticket, kept private in the storage module; served only to readers of the ticket. */
export const ticketAttachments = pgTable(
  "ticket_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    messageId: uuid("message_id").references(() => ticketMessages.id, { onDelete: "set null" }),
    uploadedBy: text("uploaded_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("ticket_attachments_ticket_idx").on(t.ticketId)],
);

/** In-app notifications (the bell); e-mail goes through the outbox separately. */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    link: text("link"),
    readAt: ts("read_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("notifications_user_idx").on(t.userId, t.createdAt.desc())],
);
