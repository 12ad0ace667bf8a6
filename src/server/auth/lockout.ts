import { FailureCounter } from "../lib/rate-limit";

/** The first back-off wait; each further failure doubles it. */
const FIRST_WAIT_MS = 30_000;

export interface LockoutLimits {
  /** Failed sign-ins allowed for one account from one client address per window. */
  perClient: { max: number; windowMs: number };
  /** Failures for one account from every address before its back-off starts, and the longest wait. */
  global: { max: number; windowMs: number; maxBackoffMs: number };
}

/**
 * Brute-force protection that does not hand a stranger a lock (issue 13 item 14, ASVS V2.2.1):
 * - one client address that keeps failing is blocked for that account only (key: account + address),
 *   so someone else's typos never lock the owner out from their own device;
 * - past a higher number of failures from all addresses together the account slows down instead of
 *   locking: each further failure doubles the wait (30 s, 1 min, 2 min...) up to `maxBackoffMs`, so a password can be tried
 *   at most about once per wait, and the owner still gets their turn;
 * - the owner always has a way in: a password reset clears every counter of the account.
 * Keys are the e-mail as typed (lower-cased), whether or not an account exists, so the answers are
 * the same for unknown addresses. In memory, per process, like the other rate limits.
 */
export class SignInLockout {
  private readonly perClient: FailureCounter;
  private readonly global = new Map<string, { count: number; resetAt: number; nextTryAt: number }>();

  constructor(
    private readonly limits: LockoutLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.perClient = new FailureCounter(limits.perClient.max, limits.perClient.windowMs, now);
  }

  /** Seconds this client must wait before trying this account again, or 0. */
  blockedFor(email: string, ip: string): number {
    const own = this.perClient.blockedFor(`${email}\n${ip}`);
    const entry = this.global.get(email);
    const now = this.now();
    const shared =
      entry && entry.resetAt > now && entry.nextTryAt > now ? Math.ceil((entry.nextTryAt - now) / 1000) : 0;
    return Math.max(own, shared);
  }

  fail(email: string, ip: string) {
    this.perClient.fail(`${email}\n${ip}`);
    const now = this.now();
    let entry = this.global.get(email);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.limits.global.windowMs, nextTryAt: 0 };
      this.global.set(email, entry);
      if (this.global.size > 10_000) this.sweep(now);
    }
    entry.count++;
    const over = entry.count - this.limits.global.max;
    if (over > 0) {
      const wait = Math.min(FIRST_WAIT_MS * 2 ** Math.min(over - 1, 20), this.limits.global.maxBackoffMs);
      entry.nextTryAt = now + wait;
      // Keep the counter while the account is being attacked, so the back-off does not start over.
      entry.resetAt = Math.max(entry.resetAt, entry.nextTryAt + this.limits.global.windowMs);
    }
  }

  /** A successful sign-in from this address. */
  succeeded(email: string, ip: string) {
    this.perClient.reset(`${email}\n${ip}`);
    this.global.delete(email);
  }

  /** The password was reset through the e-mailed link: every address may try again at once. */
  clear(email: string) {
    this.perClient.resetWhere((key) => key.startsWith(`${email}\n`));
    this.global.delete(email);
  }

  private sweep(now: number) {
    for (const [k, v] of this.global) if (v.resetAt <= now) this.global.delete(k);
  }
}
