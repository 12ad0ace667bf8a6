import { trades, worksFileKinds, worksOrderStatuses } from "@shared/schemas/works";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { expenses } from "./money";
import { properties } from "./properties";
import { supportTickets } from "./support";
import { valid } from "./valid";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Contractors (issue 18 item 2): each in the book of the landlord or agent who added them. */
export const contractors = pgTable(
  "contractors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    company: text("company"),
    trade: text("trade", { enum: trades }).notNull(),
    /**
     * Postcode areas and districts covered (LS, LS1, SW1A...; @shared/postcode-areas), at most
     * AREAS_MAX; empty: not recorded (unknown, not everywhere).
     */
    areas: jsonb("areas").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    email: text("email").notNull(),
    phone: text("phone"),
    insuranceExpiresOn: date("insurance_expires_on", { mode: "string" }),
    gasSafeNumber: text("gas_safe_number"),
    niceicNumber: text("niceic_number"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("contractors_owner_idx").on(t.ownerId, t.name), valid(t.trade)],
);

/** The landlord's approval limit of a home; no row: DEFAULT_APPROVAL_LIMIT_PENCE. */
export const worksSettings = pgTable("works_settings", {
  propertyId: uuid("property_id")
    .primaryKey()
    .references(() => properties.id, { onDelete: "cascade" }),
  approvalLimitPence: integer("approval_limit_pence").notNull(),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * A works order: a ticket's job given to a contractor with a budget. The contractor's link is a
 * random token of which only the SHA-256 hash is kept, bound to this one order.
 */
export const worksOrders = pgTable(
  "works_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    number: serial("number").notNull().unique(),
    ticketId: uuid("ticket_id")
      .notNull()
      .references(() => supportTickets.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    contractorId: uuid("contractor_id")
      .notNull()
      .references(() => contractors.id, { onDelete: "restrict" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    budgetPence: integer("budget_pence").notNull(),
    status: text("status", { enum: worksOrderStatuses }).notNull(),
    /** The home's limit when the order was raised. */
    approvalLimitPence: integer("approval_limit_pence").notNull(),
    approvedBy: text("approved_by").references(() => users.id, { onDelete: "set null" }),
    approvedAt: ts("approved_at"),
    decisionNote: text("decision_note"),
    appointmentAt: ts("appointment_at"),
    declineReason: text("decline_reason"),
    doneAt: ts("done_at"),
    tokenHash: text("token_hash"),
    tokenIssuedAt: ts("token_issued_at"),
    tokenExpiresAt: ts("token_expires_at"),
    invoiceAmountPence: integer("invoice_amount_pence"),
    invoiceFileId: uuid("invoice_file_id"),
    invoiceSubmittedAt: ts("invoice_submitted_at"),
    invoiceApprovedAt: ts("invoice_approved_at"),
    invoiceApprovedBy: text("invoice_approved_by").references(() => users.id, { onDelete: "set null" }),
    expenseId: uuid("expense_id").references(() => expenses.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("works_orders_ticket_idx").on(t.ticketId, t.createdAt),
    index("works_orders_property_idx").on(t.propertyId, t.status),
    index("works_orders_contractor_idx").on(t.contractorId),
    uniqueIndex("works_orders_token_idx").on(t.tokenHash).where(sql`token_hash is not null`),
    check("works_orders_budget", sql`budget_pence > 0 and budget_pence <= 10000000`),
    valid(t.status),
  ],
);

/** Photos and invoices the contractor uploaded, kept private under works/<order>/. */
export const worksOrderFiles = pgTable(
  "works_order_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => worksOrders.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: worksFileKinds }).notNull(),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("works_order_files_order_idx").on(t.orderId, t.createdAt), valid(t.kind)],
);
