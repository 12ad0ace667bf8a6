import { expenseCategories } from "@shared/accounts/categories";
import { bankFormats, bankLineStatuses } from "@shared/schemas/bank";
import { paidByValues } from "@shared/schemas/expenses";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { invitations, users } from "./auth";
import { properties } from "./properties";
import { payments, tenancies } from "./tenancies";
import { valid } from "./valid";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/*
 * Money (issue 17): who owns a home and in what shares, the agent's management agreement, expenses
 * and their receipts, owner statements, and bank statement imports with their matches. Amounts are
 * integers in pence (docs/decisions/0003); shares and rates are integers in basis points
 * (1 % = 100 bp, 100 % = 10,000 bp). The rules that read these rows are in src/shared/accounts.
 */

/**
 * The owners of a home and their shares. A home with no rows here is owned 100 % by its landlord
 * account (`properties.landlord_id`), so no backfill is needed; once shares are set, the landlord's
 * own row has `is_primary` and the shares of the rows sum to 10,000 bp (the service checks it in
 * the transaction that writes them). A co-owner is invited by e-mail: the row names the invitation
 * until someone proves the address and accepts, which fills `user_id`.
 */
export const propertyOwners = pgTable(
  "property_owners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** The co-owner's name as the landlord typed it (statements and MTD exports name them). */
    displayName: text("display_name").notNull(),
    inviteEmail: text("invite_email"),
    invitationId: uuid("invitation_id").references(() => invitations.id, { onDelete: "set null" }),
    shareBp: integer("share_bp").notNull(),
    isPrimary: boolean("is_primary").notNull().default(false),
    acceptedAt: ts("accepted_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("property_owners_user_idx").on(t.propertyId, t.userId).where(sql`user_id is not null`),
    uniqueIndex("property_owners_primary_idx").on(t.propertyId).where(sql`is_primary`),
    index("property_owners_owner_idx").on(t.userId),
    index("property_owners_invitation_idx").on(t.invitationId),
    check("property_owners_share", sql`share_bp > 0 and share_bp <= 10000`),
    check("property_owners_who", sql`user_id is not null or invite_email is not null`),
  ],
);

/**
 * The management agreement of a home with its agent: a fee as a percentage of rent collected
 * and/or a fixed fee per calendar month, plus VAT at `vat_bp` when the agent charges VAT. One per
 * home; its dates bound when fees are deducted.
 */
export const managementAgreements = pgTable(
  "management_agreements",
  {
    propertyId: uuid("property_id")
      .primaryKey()
      .references(() => properties.id, { onDelete: "cascade" }),
    agentId: text("agent_id").references(() => users.id, { onDelete: "set null" }),
    feeBp: integer("fee_bp").notNull().default(0),
    fixedFeeMinor: integer("fixed_fee_minor").notNull().default(0),
    vatBp: integer("vat_bp").notNull().default(0),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("management_agreements_fee", sql`fee_bp >= 0 and fee_bp <= 10000 and fixed_fee_minor >= 0`),
    check("management_agreements_vat", sql`vat_bp >= 0 and vat_bp <= 10000`),
    index("management_agreements_agent_idx").on(t.agentId),
  ],
);

/**
 * An expense of one home, or of a landlord's portfolio (property_id null), apportioned across
 * homes in `expense_allocations` when it is written. `amount_minor` is what was paid, VAT
 * included; `vat_minor` the VAT in it. `paid_by`: owner (paid by the owner directly) or agent
 * (paid by the agent out of rent collected, so deducted on the owner statement).
 */
export const expenses = pgTable(
  "expenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The portfolio the expense belongs to: the landlord account of its home(s). */
    landlordId: text("landlord_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "cascade" }),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    supplier: text("supplier").notNull(),
    description: text("description").notNull().default(""),
    amountMinor: integer("amount_minor").notNull(),
    vatMinor: integer("vat_minor").notNull().default(0),
    /** An HMRC property expense category (src/shared/accounts/categories.ts). */
    category: text("category", { enum: expenseCategories }).notNull(),
    capital: boolean("capital").notNull().default(false),
    /** owner | agent */
    paidBy: text("paid_by", { enum: paidByValues }).notNull().default("owner"),
    /** The receipt (image or PDF) in storage, uploaded through the storage layer. */
    receiptKey: text("receipt_key"),
    receiptName: text("receipt_name"),
    receiptType: text("receipt_type"),
    receiptSize: integer("receipt_size"),
    /** Set when the expense came from a CSV import (one id per confirmed import). */
    importId: uuid("import_id"),
    /** Set when the expense was created or confirmed from a bank statement line. */
    bankLineId: uuid("bank_line_id"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("expenses_landlord_idx").on(t.landlordId, t.paidOn),
    index("expenses_property_idx").on(t.propertyId, t.paidOn),
    uniqueIndex("expenses_bank_line_idx").on(t.bankLineId).where(sql`bank_line_id is not null`),
    check("expenses_amounts", sql`amount_minor > 0 and vat_minor >= 0 and vat_minor <= amount_minor`),
    valid(t.category),
    valid(t.paidBy),
  ],
);

/** Each home's part of an expense (one row, the whole amount, for a home's own expense). */
export const expenseAllocations = pgTable(
  "expense_allocations",
  {
    expenseId: uuid("expense_id")
      .notNull()
      .references(() => expenses.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    amountMinor: integer("amount_minor").notNull(),
    vatMinor: integer("vat_minor").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.expenseId, t.propertyId] }),
    index("expense_allocations_property_idx").on(t.propertyId),
  ],
);

/**
 * A monthly statement to one owner (issue 17 item 4): the figures as they stood when it was made,
 * kept as history; the PDF is rendered from `figures` on request. One per owner and month.
 */
export const ownerStatements = pgTable(
  "owner_statements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The first day of the month the statement covers (YYYY-MM-01). */
    month: date("month", { mode: "string" }).notNull(),
    rentMinor: integer("rent_minor").notNull(),
    feesMinor: integer("fees_minor").notNull(),
    expensesMinor: integer("expenses_minor").notNull(),
    paidOutMinor: integer("paid_out_minor").notNull(),
    /** Per home and line, as src/shared/schemas/money.ts `statementFiguresSchema`. */
    figures: jsonb("figures").$type<Record<string, unknown>>().notNull(),
    generatedAt: ts("generated_at").notNull().defaultNow(),
    emailedAt: ts("emailed_at"),
  },
  (t) => [uniqueIndex("owner_statements_owner_month_idx").on(t.ownerId, t.month)],
);

/** The homes a statement covers (who besides the owner may read it: their agent, admins). */
export const ownerStatementProperties = pgTable(
  "owner_statement_properties",
  {
    statementId: uuid("statement_id")
      .notNull()
      .references(() => ownerStatements.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.statementId, t.propertyId] }),
    index("owner_statement_properties_property_idx").on(t.propertyId),
  ],
);

/** One uploaded bank statement file: CSV (with its column mapping), OFX or CAMT.053. */
export const bankImports = pgTable(
  "bank_imports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Whose books the lines belong to: the importing user (a landlord or an agent). */
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    /** csv | ofx | camt053 */
    format: text("format", { enum: bankFormats }).notNull(),
    /** SHA-256 of the file's bytes. */
    fileHash: text("file_hash").notNull(),
    lineCount: integer("line_count").notNull(),
    /** Lines of this file already present from an earlier import (skipped). */
    duplicateCount: integer("duplicate_count").notNull().default(0),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("bank_imports_owner_idx").on(t.ownerId, t.createdAt.desc()), valid(t.format)],
);

/**
 * A line of a bank statement. `fingerprint` identifies the same transaction across re-imports of
 * the same or an overlapping file (the bank's own id where the format has one, else date, amount,
 * text and its occurrence among identical lines), so importing again adds nothing.
 * `amount_minor` is positive for money in, negative for money out.
 */
export const bankLines = pgTable(
  "bank_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    importId: uuid("import_id")
      .notNull()
      .references(() => bankImports.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fingerprint: text("fingerprint").notNull(),
    bookedOn: date("booked_on", { mode: "string" }).notNull(),
    amountMinor: integer("amount_minor").notNull(),
    description: text("description").notNull().default(""),
    reference: text("reference"),
    counterparty: text("counterparty"),
    /** unmatched | matched | ignored */
    status: text("status", { enum: bankLineStatuses }).notNull().default("unmatched"),
    /** The confirmed match: a rent payment (money in) or an expense (money out). */
    paymentId: uuid("payment_id").references(() => payments.id, { onDelete: "set null" }),
    expenseId: uuid("expense_id").references(() => expenses.id, { onDelete: "set null" }),
    /** The tenancy the matcher proposed for money in, with its score and reasons (shown, not trusted). */
    proposedTenancyId: uuid("proposed_tenancy_id").references(() => tenancies.id, { onDelete: "set null" }),
    proposedExpenseId: uuid("proposed_expense_id").references(() => expenses.id, { onDelete: "set null" }),
    proposal: jsonb("proposal").$type<Record<string, unknown>>(),
    confirmedBy: text("confirmed_by").references(() => users.id, { onDelete: "set null" }),
    confirmedAt: ts("confirmed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bank_lines_fingerprint_idx").on(t.ownerId, t.fingerprint),
    index("bank_lines_import_idx").on(t.importId, t.bookedOn),
    index("bank_lines_owner_status_idx").on(t.ownerId, t.status, t.bookedOn),
    valid(t.status),
    check("bank_lines_amount", sql`amount_minor <> 0`),
  ],
);
