import { licenceKinds } from "@shared/law/compliance-records";
import { serviceMethods } from "@shared/schemas/compliance";
import { permissionKinds, rightToRentMethods } from "@shared/schemas/compliance-records";
import { calendarFeedKinds } from "@shared/schemas/compliance-settings";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { properties } from "./properties";
import { documents, tenancies } from "./tenancies";
import { valid } from "./valid";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The compliance engine (issue 16). Duties are not stored: they are derived from the home's facts
 * and these records by the rule table in src/shared/law/compliance-rules.ts. These rows are only
 * the evidence: licences, alarm checks, Right to Rent checks and proof of service.
 */

/** A licence for a home: mandatory or additional HMO, selective, or a national registration. */
export const propertyLicences = pgTable(
  "property_licences",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    /** mandatory_hmo | additional_hmo | selective | rent_smart_wales | scottish_registration */
    kind: text("kind", { enum: licenceKinds }).notNull(),
    reference: text("reference").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    /** The licence and its conditions, filed as a document of the property. */
    documentId: uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
    note: text("note"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("property_licences_property_idx").on(t.propertyId, t.expiresOn),
    check("property_licences_dates", sql`expires_on > issued_on`),
    valid(t.kind),
  ],
);

/** Smoke and CO alarms checked working on a tenancy's first day (or later, recorded as late). */
export const alarmChecks = pgTable(
  "alarm_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenancyId: uuid("tenancy_id")
      .notNull()
      .references(() => tenancies.id, { onDelete: "cascade" }),
    checkedOn: date("checked_on", { mode: "string" }).notNull(),
    /** A smoke alarm on every storey with living accommodation, each working. */
    smokeAlarmsOk: boolean("smoke_alarms_ok").notNull(),
    /** A CO alarm in every room with a fixed combustion appliance, each working; null if none needed. */
    coAlarmsOk: boolean("co_alarms_ok"),
    note: text("note"),
    checkedBy: text("checked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("alarm_checks_tenancy_idx").on(t.tenancyId, t.checkedOn)],
);

/**
 * A Right to Rent check of one adult occupier (Immigration Act 2014 s.22, code of practice of
 * 13 February 2024). Only what proves the check was made: no document numbers, no copies.
 */
export const rightToRentChecks = pgTable(
  "right_to_rent_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tenancyId: uuid("tenancy_id")
      .notNull()
      .references(() => tenancies.id, { onDelete: "cascade" }),
    occupierName: text("occupier_name").notNull(),
    checkedOn: date("checked_on", { mode: "string" }).notNull(),
    /** manual | idvt | home_office_online */
    method: text("method", { enum: rightToRentMethods }).notNull(),
    /** unlimited | time_limited */
    permission: text("permission", { enum: permissionKinds }).notNull(),
    permissionExpiresOn: date("permission_expires_on", { mode: "string" }),
    /** Time-limited permission: the follow-up check is due by the later of expiry and 12 months on. */
    followUpDueOn: date("follow_up_due_on", { mode: "string" }),
    checkedBy: text("checked_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("right_to_rent_checks_tenancy_idx").on(t.tenancyId, t.checkedOn),
    check(
      "right_to_rent_time_limited",
      sql`permission <> 'time_limited' or (permission_expires_on is not null and follow_up_due_on is not null)`,
    ),
    valid(t.method),
    valid(t.permission),
  ],
);

/**
 * Proof of service: a document (a certificate, the EICR, a licence) given to a tenant, when and how.
 * When Keyhold e-mails it, the tenant's acknowledgement is the moment they open it in their portal.
 */
export const serviceRecords = pgTable(
  "service_records",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    tenancyId: uuid("tenancy_id")
      .notNull()
      .references(() => tenancies.id, { onDelete: "cascade" }),
    servedOn: date("served_on", { mode: "string" }).notNull(),
    /** keyhold_email | email | in_person | post */
    method: text("method", { enum: serviceMethods }).notNull(),
    note: text("note"),
    servedBy: text("served_by").references(() => users.id, { onDelete: "set null" }),
    emailedAt: ts("emailed_at"),
    /** The address a keyhold_email went to: the member's, or the invited tenant's (issue 42). */
    emailedTo: text("emailed_to"),
    /**
     * Sent to a tenant who has not joined: the SHA-256 of the private link's token (the token is
     * never kept) and when the link stops working. Opening the file through it acknowledges.
     */
    linkTokenHash: text("link_token_hash"),
    linkExpiresAt: ts("link_expires_at"),
    acknowledgedAt: ts("acknowledged_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("service_records_document_idx").on(t.documentId, t.tenancyId),
    uniqueIndex("service_records_link_token_idx").on(t.linkTokenHash),
    index("service_records_tenancy_idx").on(t.tenancyId, t.servedOn),
    valid(t.method),
  ],
);

/** A user's secret calendar feed (duties or viewings): only the SHA-256 of the token is kept; revoking ends it. */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** 'duties' (the compliance clock) or 'viewings'; one active feed of each kind per user. */
    kind: text("kind", { enum: calendarFeedKinds }).notNull().default("duties"),
    createdAt: ts("created_at").notNull().defaultNow(),
    lastUsedAt: ts("last_used_at"),
    revokedAt: ts("revoked_at"),
  },
  (t) => [
    uniqueIndex("calendar_feeds_token_idx").on(t.tokenHash),
    uniqueIndex("calendar_feeds_one_active_idx").on(t.userId, t.kind).where(sql`revoked_at is null`),
    valid(t.kind),
  ],
);

/** When a landlord or agent wants reminding of duties: days before each due date, then weekly. */
export const complianceSettings = pgTable("compliance_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  leadDays: jsonb("lead_days").$type<number[]>().notNull().default(sql`'[60,30,7]'::jsonb`),
  overdueWeekly: boolean("overdue_weekly").notNull().default(true),
  email: boolean("email").notNull().default(true),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});
