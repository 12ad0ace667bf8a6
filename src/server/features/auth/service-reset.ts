import { asc, eq, lte, sql } from "drizzle-orm";
import { mintResetToken, resetLinkEmail } from "../../auth/reset-tokens";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { passwordResetRequests as requests, users } from "../../db/schema";
import { claimHit, counterKey, uncountHit } from "../../lib/rate-counter-store";

/**
 * "Forgot password" in two halves (issue 34 #3). The request only records the typed e-mail and
 * answers: one insert, the same whether or not an account has that e-mail, so neither the answer
 * nor its timing tells. The real work (looking the account up, the per-account cap, the token,
 * the e-mail) happens after the answer, in the background (jobs/reset-requests.ts).
 *
 * Each queued request is handled in one transaction that holds its row (FOR UPDATE SKIP LOCKED):
 * the token, the e-mail in the outbox, the cap's counters and the row's deletion commit together
 * or not at all. So of several instances exactly one handles a request, a worker that dies
 * mid-way only hands the row to the next (its lock ends with its connection), and a request left
 * by a restart is handled when the next worker starts. The work is a few queries, never SMTP (the
 * outbox worker sends the e-mail), so the transaction stays short.
 */

type Deps = Pick<AppDeps, "database" | "config" | "logger" | "mailer" | "bus">;

/**
 * Reset e-mails one account gets at most, however many addresses ask: enforced here, where the
 * account is known, and silently (the answer never changes). Three an hour lets a real user who
 * waits for a slow e-mail ask twice more; ten a day covers someone trying on and off all day.
 * Anyone asking in their name (3 inboxes once got 21 resets in 10 minutes from rotating
 * addresses) can put at most that many in the inbox. The per-address limit stays in front
 * (lib/pre-parse-limits.ts).
 */
export const RESET_MAILS_PER_HOUR = 3;
export const RESET_MAILS_PER_DAY = 10;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** A request that failed this many times (say, a database fault every time) is dropped and logged. */
export const RESET_MAX_ATTEMPTS = 5;
/** The wait after failed attempt n: 30 s × 3^(n − 1), so 30 s, 1.5 min, 4.5 min, 13.5 min. */
const RETRY_BASE_MS = 30_000;
/** Requests one call handles at most before it hands back to the timers. */
export const RESET_BATCH = 50;
/** Told on the cluster bus after a request is queued: every instance's worker looks for it. */
export const RESET_REQUESTED_CHANNEL = "auth.reset-requested";

/**
 * Records a request for a reset link (`email` already trimmed and lower-cased by the schema) and
 * returns: the same one insert for every address. The workers are told only after the answer.
 */
export async function requestPasswordReset(deps: Deps, email: string): Promise<void> {
  await deps.database.db.insert(requests).values({ email });
  // setImmediate runs once this request's answer is written: the worker's queries never delay it.
  setImmediate(() => void deps.bus.publish(RESET_REQUESTED_CHANNEL, {}));
}

export interface ResetRun {
  sent: number;
  /** Requests for an account that reached its cap: nothing sent. */
  capped: number;
  /** Requests for an e-mail no account has: nothing sent. */
  noAccount: number;
  /** Attempts that failed (tried again later, or dropped after RESET_MAX_ATTEMPTS). */
  failed: number;
}
type Outcome = keyof ResetRun;

/**
 * Handles the due requests, oldest first, up to `limit`; safe on every instance at once.
 * `now` is the clock of the cap's counters (tests move it).
 */
export async function processResetRequests(
  deps: Deps,
  options: { limit?: number; now?: () => number } = {},
): Promise<ResetRun> {
  const { limit = RESET_BATCH, now = Date.now } = options;
  const run: ResetRun = { sent: 0, capped: 0, noAccount: 0, failed: 0 };
  for (let i = 0; i < limit; i++) {
    const outcome = await handleNext(deps, now());
    if (!outcome) break;
    run[outcome]++;
    // Committed: the outbox worker can see the e-mail now.
    if (outcome === "sent") deps.mailer.wake();
  }
  return run;
}

/** Takes the next due request and handles it; null when none is due (or all are being handled). */
function handleNext(deps: Deps, now: number): Promise<Outcome | null> {
  return deps.database.db.transaction(async (tx) => {
    const [job] = await tx
      .select()
      .from(requests)
      .where(lte(requests.nextAttemptAt, sql`now()`))
      .orderBy(asc(requests.nextAttemptAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!job) return null;
    try {
      // A savepoint: a failure undoes this attempt's writes, and the row still records it.
      const outcome = await tx.transaction((attempt) => resetFor(attempt, deps, job.email, now));
      await tx.delete(requests).where(eq(requests.id, job.id));
      return outcome;
    } catch (err) {
      await failedAttempt(tx, deps, job, err);
      return "failed";
    }
  });
}

/** The work of one request: the account, its cap, then the token and the e-mail. */
async function resetFor(db: Db, deps: Deps, email: string, now: number): Promise<Outcome> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return "noAccount";
  if (!(await claimResetMail(db, user.id, now))) {
    deps.logger.warn("password reset e-mail not sent: the account's cap is reached", { userId: user.id });
    return "capped";
  }
  const token = await mintResetToken(db, user.id);
  const site = { baseURL: deps.config.publicUrl, appName: deps.config.site.appName };
  await deps.mailer.send(resetLinkEmail(user, token, site), db);
  return "sent";
}

/**
 * Counts one reset e-mail against the account's hour and day, unless either is used up (then
 * nothing is counted, so requests refused in the hour do not eat the day's allowance).
 */
async function claimResetMail(db: Db, userId: string, now: number): Promise<boolean> {
  const hour = counterKey("reset-mail", "hour", userId);
  if (!(await claimHit(db, hour, { now, windowMs: HOUR_MS, max: RESET_MAILS_PER_HOUR }))) return false;
  const day = counterKey("reset-mail", "day", userId);
  if (await claimHit(db, day, { now, windowMs: DAY_MS, max: RESET_MAILS_PER_DAY })) return true;
  await uncountHit(db, hour);
  return false;
}

/** Records a failed attempt: tried again after a growing wait, or dropped after RESET_MAX_ATTEMPTS. */
async function failedAttempt(
  db: Db,
  deps: Deps,
  job: typeof requests.$inferSelect,
  err: unknown,
): Promise<void> {
  const attempts = job.attempts + 1;
  const error = String((err as Error).cause ?? err).slice(0, 500);
  if (attempts >= RESET_MAX_ATTEMPTS) {
    await db.delete(requests).where(eq(requests.id, job.id));
    deps.logger.error("password reset request dropped after failing", { id: job.id, attempts, err: error });
    return;
  }
  const delayMs = RETRY_BASE_MS * 3 ** (attempts - 1);
  await db
    .update(requests)
    .set({ attempts, error, nextAttemptAt: sql`now() + ${delayMs} * interval '1 millisecond'` })
    .where(eq(requests.id, job.id));
  deps.logger.warn("password reset request failed", {
    id: job.id,
    attempt: attempts,
    retryInSec: delayMs / 1000,
    err: error,
  });
}
