/**
 * Fixed-window counter per key, in memory. One instance per server process is enough
 * for abuse limits on public forms; a multi-instance deployment would move this to the database.
 */
export class RateLimiter {
  private hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts a hit; answers whether it is allowed and, if not, how many seconds to wait. */
  hit(key: string): { allowed: boolean; retryAfterSec: number } {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.hits.set(key, entry);
      if (this.hits.size > 10_000) this.sweep(now);
    }
    entry.count++;
    return { allowed: entry.count <= this.max, retryAfterSec: Math.ceil((entry.resetAt - now) / 1000) };
  }

  private sweep(now: number) {
    for (const [k, v] of this.hits) if (v.resetAt <= now) this.hits.delete(k);
  }
}

/** Counts failures only (e.g. wrong passwords per account); blocked once the count reaches max. */
export class FailureCounter {
  private readonly counts = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  blockedFor(key: string): number {
    const entry = this.counts.get(key);
    const now = this.now();
    if (!entry || entry.resetAt <= now) return 0;
    return entry.count >= this.max ? Math.ceil((entry.resetAt - now) / 1000) : 0;
  }

  fail(key: string) {
    const now = this.now();
    let entry = this.counts.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs };
      this.counts.set(key, entry);
      if (this.counts.size > 10_000) {
        for (const [k, v] of this.counts) if (v.resetAt <= now) this.counts.delete(k);
      }
    }
    entry.count++;
  }

  reset(key: string) {
    this.counts.delete(key);
  }

  resetWhere(match: (key: string) => boolean) {
    for (const key of this.counts.keys()) if (match(key)) this.counts.delete(key);
  }
}
