import { DEPOSIT_SCHEME_IDS } from "@shared/law/tenancy-rules";
import { holdingOutcomes, returnStatuses } from "@shared/schemas/deposits";
import { rentIncreaseStatuses, rentKinds } from "@shared/schemas/rent-increases";
import { rentFrequencies } from "@shared/schemas/tenancies";
import { noticeGivers, noticeStatuses, serviceMethods } from "@shared/schemas/tenancy-terms";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { documents, tenancies } from "./tenancies";
import { valid } from "./valid";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Tenancies under the Renters' Rights Act 2025 (issue 15): the rent history, section 13 notices,
 * deposits and their return, and notices that end a tenancy. The rules these rows are checked
 * against live in src/shared/law (one table per jurisdiction); the rows only record what happened.
 */

/**
 * The rent history of a tenancy: each row is the rent from its effective date until the next row.
 * The ledger charges each period at the rent in force on its due date (src/shared/ledger). The
 * first row ("initial") is the tenancy's own terms and moves with them while the tenancy is a draft.
 */
export const tenancyRents = pgTable(
  "tenancy_rents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenancyId: uuid("tenancy_id")
      .notNull()
      .references(() => tenancies.id, { onDelete: "cascade" }),
    effectiveDate: date("effective_date", { mode: "string" }).notNull(),
    amount: integer("amount").notNull(),
    /** monthly | weekly */
    frequency: text("frequency", { enum: rentFrequencies }).notNull(),
    /** Monthly: day of month 1-31; weekly: ISO weekday 1-7. */
    dueDay: integer("due_day").notNull(),
    /** initial | section_13 | tribunal | agreed */
    kind: text("kind", { enum: rentKinds }).notNull(),
    /** The section 13 notice this rent comes from, if any. */
    noticeId: uuid("notice_id"),
    reason: text("reason"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tenancy_rents_effective_idx").on(t.tenancyId, t.effectiveDate),
    check("tenancy_rents_amount_positive", sql`amount > 0`),
    valid(t.frequency),
    valid(t.kind),
  ],
);

/**
 * A proposed rent increase by notice (Housing Act 1988 s.13, Form 4A in England). draft → served →
 * (challenged → decided) → applied, or withdrawn. Applied on its start date: a tenancy_rents row.
 */
export const rentIncreaseNotices = pgTable(
  "rent_increase_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenancyId: uuid("tenancy_id")
      .notNull()
      .references(() => tenancies.id, { onDelete: "cascade" }),
    /** draft | served | challenged | decided | applied | withdrawn */
    status: text("status", { enum: rentIncreaseStatuses }).notNull().default("draft"),
    currentRent: integer("current_rent").notNull(),
    newRent: integer("new_rent").notNull(),
    /** monthly | weekly (the tenancy's period when proposed) */
    frequency: text("frequency", { enum: rentFrequencies }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    servedOn: date("served_on", { mode: "string" }),
    /** hand | post | email | other */
    serviceMethod: text("service_method", { enum: serviceMethods }),
    /** Proof of service: who served it, to whom, tracking number, and so on. */
    serviceNote: text("service_note"),
    challengedOn: date("challenged_on", { mode: "string" }),
    /** The rent the First-tier Tribunal decided, and when (the increase then applies at it). */
    decidedRent: integer("decided_rent"),
    decidedOn: date("decided_on", { mode: "string" }),
    appliedAt: ts("applied_at"),
    withdrawnAt: ts("withdrawn_at"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("rent_increase_notices_tenancy_idx").on(t.tenancyId, t.createdAt.desc()),
    // Served notices waiting for their start date (the daily job applies them).
    index("rent_increase_notices_due_idx").on(t.startDate).where(sql`status in ('served', 'decided')`),
    check("rent_increase_notices_rent_positive", sql`new_rent > 0 and current_rent > 0`),
    valid(t.status),
    valid(t.frequency),
    valid(t.serviceMethod),
  ],
);

/**
 * The deposit of a tenancy (one per tenancy): the holding deposit taken before it, the deposit
 * received, its protection and prescribed information (Housing Act 2004 ss.213-214) and its return.
 */
export const tenancyDeposits = pgTable(
  "tenancy_deposits",
  {
    tenancyId: uuid("tenancy_id")
      .primaryKey()
      .references(() => tenancies.id, { onDelete: "cascade" }),
    holdingAmount: integer("holding_amount"),
    holdingReceivedOn: date("holding_received_on", { mode: "string" }),
    /** The deadline for agreement (Tenant Fees Act 2019 Sch 2 para 2: 15 days unless agreed). */
    holdingDeadline: date("holding_deadline", { mode: "string" }),
    /** applied_to_deposit | applied_to_rent | refunded | retained */
    holdingOutcome: text("holding_outcome", { enum: holdingOutcomes }),
    amount: integer("amount"),
    receivedOn: date("received_on", { mode: "string" }),
    receivedFrom: text("received_from"),
    /** dps | tds | mydeposits (England and Wales); safedeposits_scotland | lps | mydeposits_scotland */
    scheme: text("scheme", { enum: DEPOSIT_SCHEME_IDS }),
    reference: text("reference"),
    protectedOn: date("protected_on", { mode: "string" }),
    prescribedInfoOn: date("prescribed_info_on", { mode: "string" }),
    /** hand | post | email | other */
    prescribedInfoMethod: text("prescribed_info_method", { enum: serviceMethods }),
    /** none | proposed | agreed | disputed | returned */
    returnStatus: text("return_status", { enum: returnStatuses }).notNull().default("none"),
    returnProposedOn: date("return_proposed_on", { mode: "string" }),
    tenantRespondedOn: date("tenant_responded_on", { mode: "string" }),
    disputeNote: text("dispute_note"),
    returnedOn: date("returned_on", { mode: "string" }),
    /** What went back to the tenant when the deposit was returned. */
    returnedAmount: integer("returned_amount"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("tenancy_deposits_unprotected_idx")
      .on(t.receivedOn)
      .where(sql`protected_on is null and received_on is not null`),
    valid(t.holdingOutcome),
    valid(t.scheme),
    valid(t.prescribedInfoMethod),
    valid(t.returnStatus),
  ],
);

/** A proposed deduction from a deposit at the end of a tenancy, with its reason and evidence. */
export const depositDeductions = pgTable(
  "deposit_deductions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenancyId: uuid("tenancy_id")
      .notNull()
      .references(() => tenancyDeposits.tenancyId, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    /** Evidence: a document (photo, invoice, check-out report) of the tenancy. */
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("deposit_deductions_tenancy_idx").on(t.tenancyId),
    check("deposit_deductions_amount_positive", sql`amount > 0`),
  ],
);

/**
 * A notice that ends a tenancy: the tenant's notice to quit (the app computes the earliest valid
 * end date) or the landlord's notice, recorded as data only (ground and period; no legal advice).
 */
export const tenancyNotices = pgTable(
  "tenancy_notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenancyId: uuid("tenancy_id")
      .notNull()
      .references(() => tenancies.id, { onDelete: "cascade" }),
    /** tenant | landlord */
    givenBy: text("given_by", { enum: noticeGivers }).notNull(),
    givenOn: date("given_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    /** hand | post | email | other */
    method: text("method", { enum: serviceMethods }).notNull(),
    /** Landlord notices: the possession ground relied on (Housing Act 1988 Sch 2), as recorded. */
    ground: text("ground"),
    /** Landlord notices: the notice period the landlord recorded, in words. */
    noticePeriod: text("notice_period"),
    note: text("note"),
    /** given | withdrawn */
    status: text("status", { enum: noticeStatuses }).notNull().default("given"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("tenancy_notices_tenancy_idx").on(t.tenancyId, t.createdAt.desc()),
    uniqueIndex("tenancy_notices_one_open").on(t.tenancyId).where(sql`status = 'given'`),
    valid(t.givenBy),
    valid(t.method),
    valid(t.status),
  ],
);
