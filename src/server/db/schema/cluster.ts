import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Shared state of every server instance on one database (issue 20): rate limits and sign-in
 * lock-outs live here, so N instances allow the same number of attempts as one. One row per key
 * and fixed window, changed only by atomic upserts (`insert … on conflict do update … returning`).
 * `count` is the hits or failures in the window that ends at `reset_at`; `next_try_at` is the
 * back-off of an attacked account (epoch milliseconds, 0 when none). Keys are namespaced per
 * limiter (`auth-ip:sign-in:<ip>`, `form:contact:<ip>`, `enquiry:<ip>`, `ical:<ip>`, `reauth:<session>`,
 * `lockout:client:<email>\n<ip>`, `lockout:account:<email>`), long parts hashed; rows whose
 * window ended are swept by reset_at (all in lib/rate-counter-store.ts).
 */
export const rateCounters = pgTable(
  "rate_counters",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull().default(0),
    resetAt: bigint("reset_at", { mode: "number" }).notNull(),
    nextTryAt: bigint("next_try_at", { mode: "number" }).notNull().default(0),
  },
  (t) => [index("rate_counters_reset_at_idx").on(t.resetAt)],
);

/**
 * Settings the instances must share and that are generated once, not configured: the auth
 * secret when BETTER_AUTH_SECRET is unset on PostgreSQL. Written under the start-up advisory lock.
 */
export const instanceSettings = pgTable("instance_settings", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});
