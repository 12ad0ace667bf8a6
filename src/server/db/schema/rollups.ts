import { propertyStatuses } from "@shared/property-vocab";
import { bigint, date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { valid } from "./valid";

/*
 * Rollups behind the analytics pages (issue 19), so admin analytics and the landlord and agent
 * homes read a few small rows instead of aggregating every payment or home on each request.
 * Both tables are kept by database triggers (drizzle/0008_rollups.sql), in the same transaction as
 * the change they count, so every writer is covered: the API, imports, bank reconciliation,
 * seeds and hand-written SQL. `rollups_rebuild()` recomputes both from scratch (idempotent); the
 * migration runs it once, so an existing database starts with correct figures.
 */

/**
 * Completed payments per calendar month, at four levels: `scope` is platform (key ''), landlord
 * or agent (key: the user id), property (key: the property id). `month` is the first day of the
 * month of `paid_on`; `amount` is the sum of `payments.amount` (minor units). A property's
 * payments count towards its landlord and agent of now: reassigning a home moves its history.
 * Rows that fall back to zero are kept (they read as zero).
 */
export const paymentRollups = pgTable(
  "payment_rollups",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    month: date("month", { mode: "string" }).notNull(),
    payments: integer("payments").notNull().default(0),
    amount: bigint("amount", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key, t.month] })],
);

/**
 * Homes per status and city, at three levels: platform (key ''), landlord and agent (key: the
 * user id). `city` is the city as the analytics show it, `initcap(lower(city))`.
 */
export const propertyRollups = pgTable(
  "property_rollups",
  {
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    status: text("status", { enum: propertyStatuses }).notNull(),
    city: text("city").notNull(),
    properties: integer("properties").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key, t.status, t.city] }), valid(t.status)],
);
