import type { Db } from "../db/client";
import {
  claimHit,
  counterKey,
  countHit,
  deleteCounters,
  readCounters,
  uncountHit,
} from "../lib/rate-counter-store";
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
 * the same for unknown addresses. The counters are rows of `rate_counters` shared by every server
 * instance (`lockout:client:<email>\n<ip>`, `lockout:account:<email>`), each failure one atomic
 * upsert, so N instances allow no more attempts than one.
 */
export class SignInLockout {
  private readonly perClient: FailureCounter;

  constructor(
    private readonly limits: LockoutLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.perClient = new FailureCounter(
      "lockout:client",
      limits.perClient.max,
      limits.perClient.windowMs,
      now,
    );
  }

  private accountKey(email: string) {
    return counterKey("lockout:account", email);
  }

  /** Seconds this client must wait before trying this account again, or 0. */
  async blockedFor(db: Db, email: string, ip: string): Promise<number> {
    const now = this.now();
    const [clientKey, accountKey] = [this.perClient.key(email, ip), this.accountKey(email)];
    const counters = await readCounters(db, [clientKey, accountKey], now);
    const own = this.perClient.waitFor(counters.get(clientKey), now);
    const account = counters.get(accountKey);
    const shared = account && account.nextTryAt > now ? Math.ceil((account.nextTryAt - now) / 1000) : 0;
    return Math.max(own, shared);
  }

  /**
   * Claims one sign-in attempt before the password is checked: answers the seconds this client
   * must wait (nothing counted), or 0 when the attempt may go ahead, counted for this address and
   * the account as a failure until `succeeded` forgets it. Counting first, in one atomic upsert per
   * counter, means a burst of parallel attempts (on one instance or several) gets no more tries
   * than attempts made one after another.
   */
  async claim(db: Db, email: string, ip: string): Promise<number> {
    const now = this.now();
    const clientKey = this.perClient.key(email, ip);
    const own = await claimHit(db, clientKey, { now, ...this.limits.perClient });
    if (!own) return Math.max(1, await this.blockedFor(db, email, ip));
    const { max, windowMs, maxBackoffMs } = this.limits.global;
    const backoff = { max, firstWaitMs: FIRST_WAIT_MS, maxBackoffMs };
    const account = await claimHit(db, this.accountKey(email), { now, windowMs, backoff });
    if (account) return 0;
    // The account is resting: this address's attempt did not happen.
    await uncountHit(db, clientKey);
    return Math.max(1, await this.blockedFor(db, email, ip));
  }

  /** A wrong password (or an unknown e-mail): counts for this address and for the account. */
  async fail(db: Db, email: string, ip: string): Promise<void> {
    const { max, windowMs, maxBackoffMs } = this.limits.global;
    const backoff = { max, firstWaitMs: FIRST_WAIT_MS, maxBackoffMs };
    await Promise.all([
      this.perClient.fail(db, email, ip),
      // Past `max` the wait doubles, and the counter is kept while the account is being attacked,
      // so the back-off does not start over (both in the same upsert).
      countHit(db, this.accountKey(email), { now: this.now(), windowMs, backoff }),
    ]);
  }

  /** A successful sign-in from this address. */
  async succeeded(db: Db, email: string, ip: string): Promise<void> {
    await deleteCounters(db, [this.perClient.key(email, ip), this.accountKey(email)]);
  }

  /** The password was reset through the e-mailed link: every address may try again at once. */
  async clear(db: Db, email: string): Promise<void> {
    // Every per-address key of the account starts so: exact, whatever the e-mail holds.
    await deleteCounters(db, [this.accountKey(email)], [`${this.perClient.key(email)}\n`]);
  }
}
