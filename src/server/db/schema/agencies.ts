import { agencyRoles } from "@shared/permissions";
import { engagementRequesters, engagementStatuses } from "@shared/schemas/agencies";
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { valid } from "./valid";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A letting agency (issue 18 item 1): the firm agents work for and landlords engage. English
 * letting agents must belong to a redress scheme and a client money protection scheme; both
 * memberships are recorded here as the agency states them.
 */
export const agencies = pgTable(
  "agencies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    city: text("city").notNull(),
    postcode: text("postcode").notNull(),
    redressScheme: text("redress_scheme"),
    redressNumber: text("redress_number"),
    cmpScheme: text("cmp_scheme"),
    cmpNumber: text("cmp_number"),
    /** The current logo's id (its WebP variants are `agencies/<id>/logo-<logoId>-<width>.webp`). */
    logoId: uuid("logo_id"),
    logoWidths: jsonb("logo_widths").$type<number[]>(),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("agencies_name_idx").on(sql`lower(${t.name})`)],
);

/** An agent's place in an agency; an agent belongs to at most one agency at a time. */
export const agencyMembers = pgTable(
  "agency_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** owner | manager | negotiator | accounts (src/shared/permissions.ts agencyCapabilities). */
    role: text("role", { enum: agencyRoles }).notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("agency_members_user_uq").on(t.userId),
    index("agency_members_agency_idx").on(t.agencyId),
    valid(t.role),
  ],
);

/** An e-mailed invitation to join an agency: a hashed one-time token, accepted by a signed-in agent. */
export const agencyInvitations = pgTable(
  "agency_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: agencyRoles }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    revokedAt: ts("revoked_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("agency_invitations_agency_idx").on(t.agencyId),
    index("agency_invitations_email_idx").on(t.email),
    valid(t.role),
  ],
);

/**
 * A landlord engaging an agency: asked by either side (by account, or by e-mail to a landlord not
 * yet known), active once the other side accepts, ended by either. One live row per pair.
 */
export const agencyEngagements = pgTable(
  "agency_engagements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** The landlord's account; null while an agency's invitation waits on an e-mail address. */
    landlordId: text("landlord_id").references(() => users.id, { onDelete: "cascade" }),
    /** Where the agency's invitation was sent (lower-case); matched when that landlord signs in. */
    email: text("email"),
    /** pending | active | ended */
    status: text("status", { enum: engagementStatuses }).notNull().default("pending"),
    /** agency | landlord: who asked; the other side accepts. */
    requestedBy: text("requested_by", { enum: engagementRequesters }).notNull(),
    requestedByUser: text("requested_by_user").references(() => users.id, { onDelete: "set null" }),
    /** The e-mailed link's one-time token (hashed) and its expiry, for an agency's invitation. */
    tokenHash: text("token_hash").unique(),
    expiresAt: ts("expires_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    respondedAt: ts("responded_at"),
    endedAt: ts("ended_at"),
  },
  (t) => [
    uniqueIndex("agency_engagements_live_uq")
      .on(t.agencyId, t.landlordId)
      .where(sql`${t.status} <> 'ended' and ${t.landlordId} is not null`),
    uniqueIndex("agency_engagements_email_uq")
      .on(t.agencyId, t.email)
      .where(sql`${t.status} = 'pending' and ${t.landlordId} is null`),
    index("agency_engagements_landlord_idx").on(t.landlordId),
    valid(t.status),
    valid(t.requestedBy),
  ],
);
