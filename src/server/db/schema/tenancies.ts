import { eicrOutcomes } from "@shared/schemas/compliance-records";
import {
  documentKinds,
  paymentMethods,
  paymentStatuses,
  rentFrequencies,
  tenancyStatuses,
} from "@shared/schemas/tenancies";
import { serviceMethods } from "@shared/schemas/tenancy-terms";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { invitations, users } from "./auth";
import { properties } from "./properties";
import { valid } from "./valid";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Who the tenant contacts and how they pay (issue 18 item 5), set by the landlord or agent; one row
 * per tenancy once saved. Sort code and account number are digits only.
 */
export const tenancyContacts = pgTable("tenancy_contacts", {
  tenancyId: uuid("tenancy_id")
    .primaryKey()
    .references(() => tenancies.id, { onDelete: "cascade" }),
  accountName: text("account_name"),
  sortCode: text("sort_code"),
  accountNumber: text("account_number"),
  reference: text("reference"),
  instructions: text("instructions"),
  phone: text("phone"),
  emergencyPhone: text("emergency_phone"),
  /** An address in England or Wales for notices (Landlord and Tenant Act 1987 s.48). */
  noticeAddress: text("notice_address"),
  updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** A letting of a property to one tenant account (issue 7). Money in minor units with its currency. */
export const tenancies = pgTable(
  "tenancies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** Null while the tenant, invited by e-mail, has not created their account yet. */
    tenantId: text("tenant_id").references(() => users.id, { onDelete: "cascade" }),
    /** The invitation sent to a tenant without an account; signing up with it fills tenantId. */
    invitationId: uuid("invitation_id").references(() => invitations.id, { onDelete: "set null" }),
    inviteEmail: text("invite_email"),
    /** draft → active → ended */
    status: text("status", { enum: tenancyStatuses }).notNull().default("draft"),
    startDate: date("start_date", { mode: "string" }).notNull(),
    /** The last day: null while a periodic tenancy runs; set when it ends. */
    endDate: date("end_date", { mode: "string" }),
    /**
     * The end of a fixed term agreed before 1 May 2026, kept for the record: in England such a
     * tenancy became an assured periodic tenancy that day (Renters' Rights Act 2025 s.1, SI 2026/421).
     */
    originalTermEnd: date("original_term_end", { mode: "string" }),
    /** The day the tenancy agreement was signed; no rent may be recorded as paid before it. */
    signedOn: date("signed_on", { mode: "string" }),
    /**
     * The written statement of terms (tenancies from 1 May 2026) or the government information
     * sheet (tenancies that existed before) was given on this day, by this method.
     */
    statementGivenOn: date("statement_given_on", { mode: "string" }),
    /** hand | post | email | other */
    statementMethod: text("statement_method", { enum: serviceMethods }),
    rentAmount: integer("rent_amount").notNull(),
    currency: text("currency").notNull().default("GBP"),
    /** monthly | weekly */
    rentFrequency: text("rent_frequency", { enum: rentFrequencies }).notNull(),
    /** Monthly: day of month 1-31; weekly: ISO weekday 1-7. */
    dueDay: integer("due_day").notNull(),
    /** The agreed deposit; what was received and its protection are in tenancy_deposits. */
    depositAmount: integer("deposit_amount"),
    /** Adults who will live in the home (Right to Rent checks each one in England); null = the tenant alone. */
    adultOccupiers: integer("adult_occupiers"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    activatedAt: ts("activated_at"),
    endedAt: ts("ended_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // One active tenancy per property, enforced by the database itself.
    uniqueIndex("tenancies_one_active_per_property").on(t.propertyId).where(sql`status = 'active'`),
    check("tenancies_has_tenant", sql`tenant_id is not null or invite_email is not null`),
    index("tenancies_property_idx").on(t.propertyId, t.createdAt.desc()),
    index("tenancies_tenant_idx").on(t.tenantId, t.createdAt.desc()),
    valid(t.status),
    valid(t.statementMethod),
    valid(t.rentFrequency),
  ],
);

/** Money received (or reported) against a tenancy. Only completed payments count in the balance. */
export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenancyId: uuid("tenancy_id")
      .notNull()
      .references(() => tenancies.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    currency: text("currency").notNull().default("GBP"),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    /** bank_transfer | card | cash | standing_order | other */
    method: text("method", { enum: paymentMethods }).notNull(),
    reference: text("reference"),
    /** pending | completed | failed | refunded */
    status: text("status", { enum: paymentStatuses }).notNull(),
    note: text("note"),
    /** Who reported (tenant) or recorded (staff) it. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    /** Who recorded, confirmed, failed or refunded it last (staff). */
    recordedBy: text("recorded_by").references(() => users.id, { onDelete: "set null" }),
    /** Client-chosen key of the record request, unique per caller: a retry returns the first payment. */
    idempotencyKey: text("idempotency_key"),
    /** Fingerprint of the first request under that key, so a different body under it is refused. */
    requestHash: text("request_hash"),
    /** The bank statement line this payment was confirmed from (issue 17): one payment per line. */
    bankLineId: uuid("bank_line_id"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("payments_tenancy_idx").on(t.tenancyId, t.paidOn),
    // The admin payments list, newest first across the platform (a backward scan), and volumes by date.
    index("payments_paid_on_idx").on(t.paidOn, t.createdAt, t.id),
    uniqueIndex("payments_idempotency_idx")
      .on(t.createdBy, t.idempotencyKey)
      .where(sql`idempotency_key is not null`),
    uniqueIndex("payments_bank_line_idx").on(t.bankLineId).where(sql`bank_line_id is not null`),
    valid(t.method),
    valid(t.status),
  ],
);

/** Private files of a property, or of a tenancy (which also names its property, for compliance). */
export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** Set when the document belongs to a tenancy rather than to the property. */
    tenancyId: uuid("tenancy_id").references(() => tenancies.id, { onDelete: "cascade" }),
    /** agreement | gas_safety | eicr | epc | inventory | deposit_certificate | other */
    kind: text("kind", { enum: documentKinds }).notNull(),
    title: text("title").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    storageKey: text("storage_key").notNull(),
    issuedOn: date("issued_on", { mode: "string" }),
    expiresOn: date("expires_on", { mode: "string" }),
    /** EICR: satisfactory | unsatisfactory (remedial work needed). */
    outcome: text("outcome", { enum: eicrOutcomes }),
    /** EICR remedial work: due by (28 days or the report's shorter period), done on, confirmed in writing on. */
    remedialDueOn: date("remedial_due_on", { mode: "string" }),
    remedialDoneOn: date("remedial_done_on", { mode: "string" }),
    remedialConfirmedOn: date("remedial_confirmed_on", { mode: "string" }),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("documents_property_idx").on(t.propertyId, t.kind, t.expiresOn),
    index("documents_tenancy_idx").on(t.tenancyId),
    valid(t.kind),
    valid(t.outcome),
  ],
);

/** One row per reminder e-mail sent; the unique key makes a restart (or a second server) skip it. */
export const reminderSends = pgTable(
  "reminder_sends",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** e.g. rent_due_soon, rent_overdue_7, landlord_statement, compliance_30 */
    kind: text("kind").notNull(),
    /** What the reminder is about, e.g. "<tenancyId>:<dueDate>". */
    subjectKey: text("subject_key").notNull(),
    recipient: text("recipient").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    sentAt: ts("sent_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reminder_sends_unique").on(t.kind, t.subjectKey, t.recipient)],
);

/** Leases for scheduled jobs, so only one server instance runs a job at a time. */
export const jobLocks = pgTable("job_locks", {
  name: text("name").primaryKey(),
  lockedBy: text("locked_by").notNull(),
  lockedUntil: ts("locked_until").notNull(),
  lastRunAt: ts("last_run_at"),
});
