import { roles } from "@shared/permissions";
import { outboxStatuses } from "@shared/schemas/email";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { valid } from "./valid";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** The original's users row, which is also better-auth's user model (id = auth user id). */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    phone: text("phone"),
    avatar: text("avatar"),
    banned: boolean("banned").notNull().default(false),
    emailVerified: boolean("email_verified").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("users_role_idx").on(t.role), index("users_created_at_idx").on(t.createdAt)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** When the password was last entered for this session (sign-in or re-authentication); null: createdAt. */
    authenticatedAt: timestamp("authenticated_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** Invitations an admin sends (from the waitlist) for SIGNUP_MODE=invite. The token is stored hashed. */
export const invitations = pgTable(
  "invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role", { enum: roles }).notNull().default("landlord"),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("invitations_email_idx").on(t.email), valid(t.role)],
);

/** Append-only: the server inserts, nothing updates or deletes. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    ip: text("ip"),
    userAgent: text("user_agent"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc()),
    index("audit_log_entity_idx").on(t.entity, t.entityId),
    index("audit_log_action_idx").on(t.action, t.at.desc()),
  ],
);

/**
 * "Forgot password" requests waiting for the background work (issue 34 #3). The route only writes
 * the typed e-mail here (normalised), the same one insert whether or not an account has it, and
 * answers; features/auth/service-reset.ts then looks the account up, applies the per-account cap,
 * mints the token and queues the e-mail, and deletes the row in the same transaction, so a typed
 * address is kept only until it is handled. A failed attempt waits until `next_attempt_at`.
 */
export const passwordResetRequests = pgTable(
  "password_reset_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last failure, for the log and support. */
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_requests_due_idx").on(t.nextAttemptAt)],
);

/**
 * Outgoing e-mail, a durable queue: every message is inserted `queued` (or `logged` when no
 * SMTP_URL is set) and the outbox worker (src/server/email/worker.ts) claims due rows with a
 * lease, delivers them and marks them `sent`, or `queued` again with a later `next_attempt_at`,
 * or `failed` after MAIL_MAX_ATTEMPTS.
 */
/**
 * A file sent with an outbox message (email/mailer.ts bounds how many and how large): text only,
 * such as a calendar invitation, whose `contentType` carries its iTIP method
 * (`text/calendar; method=REQUEST`).
 */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("body_text").notNull(),
    html: text("body_html"),
    kind: text("kind").notNull(),
    /** Files sent with the message (a viewing's .ics); null for none. Never shown in the back office. */
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    /** src/shared/schemas/email.ts `outboxStatuses`. */
    status: text("status", { enum: outboxStatuses }).notNull().default("queued"),
    /** The last delivery error. */
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    /** The worker holding the row while it sends; the lease lapses by itself if that worker dies. */
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_to_idx").on(t.to, t.createdAt.desc()),
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    valid(t.status),
  ],
);
