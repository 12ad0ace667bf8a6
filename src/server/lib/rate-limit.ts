import type { Db } from "../db/client";
import { counterKey, countHit, deleteCounters, readCounters } from "./rate-counter-store";

/** What a visitor sending public messages (enquiries, the contact form) is told when limited. */
export const tooManyMessages = (retryAfterSec: number) =>
  `Too many messages from your network. Please try again in ${Math.ceil(retryAfterSec / 60)} minutes.`;

/** A limiter's name in the shared counters table (`auth-ip`, `form`, `enquiry`, `ical`...). */
type Namespace = string;

/**
 * Fixed-window counter per key, shared by every server instance on the database (issue 20): the
 * counters live in `rate_counters` (lib/rate-counter-store.ts), each hit one atomic upsert. When
 * the database cannot be reached a hit throws UnavailableError (503 + Retry-After): never a pass.
 */
export class RateLimiter {
  constructor(
    private readonly namespace: Namespace,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit; answers whether it is allowed and, if not, how many seconds to wait. */
  async hit(db: Db, ...key: string[]): Promise<{ allowed: boolean; retryAfterSec: number }> {
    const now = this.now();
    const counter = await countHit(db, counterKey(this.namespace, ...key), { now, windowMs: this.windowMs });
    return { allowed: counter.count <= this.max, retryAfterSec: Math.ceil((counter.resetAt - now) / 1000) };
  }
}

/**
 * Counts failures only (e.g. wrong passwords per session); blocked once the count reaches max.
 * Shared by every instance like RateLimiter.
 */
export class FailureCounter {
  constructor(
    private readonly namespace: Namespace,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The counter's key in the shared table. */
  key(...parts: string[]) {
    return counterKey(this.namespace, ...parts);
  }

  /** Seconds until the key may try again, or 0 when it may try now. */
  async blockedFor(db: Db, ...key: string[]): Promise<number> {
    const now = this.now();
    const counter = (await readCounters(db, [this.key(...key)], now)).values().next().value;
    return this.waitFor(counter, now);
  }

  /** The wait a counter read (or counted) at `now` means. */
  waitFor(counter: { count: number; resetAt: number } | undefined, now = this.now()): number {
    if (!counter || counter.resetAt <= now) return 0;
    return counter.count >= this.max ? Math.ceil((counter.resetAt - now) / 1000) : 0;
  }

  async fail(db: Db, ...key: string[]): Promise<void> {
    await countHit(db, this.key(...key), { now: this.now(), windowMs: this.windowMs });
  }

  async reset(db: Db, ...key: string[]): Promise<void> {
    await deleteCounters(db, [this.key(...key)]);
  }
}
