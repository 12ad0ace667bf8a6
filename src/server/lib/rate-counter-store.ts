/**
 * The rate counters every server instance shares (issue 20): one row of `rate_counters` per key
 * and fixed window, the same code on PGlite and PostgreSQL. Each hit or failure is one atomic
 * upsert that starts a new window when the old one has ended and answers the counter after the
 * hit, so two instances counting at once can never both pass the last allowed attempt.
 *
 * Times are epoch milliseconds of the caller's clock (injectable, so tests move time). Instances
 * should keep their clocks in sync (NTP); a skew of seconds only moves a window's end by as much.
 */
import { createHash } from "node:crypto";
import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rateCounters as t } from "../db/schema";
import { UnavailableError } from "./errors";
import { isStorageFull } from "./storage-health";

export interface Counter {
  count: number;
  /** When the window ends (epoch ms). */
  resetAt: number;
  /** Back-off of an attacked account: no try before this (epoch ms; 0 when none). */
  nextTryAt: number;
}

/** Exponential back-off once a counter passes `max`: 30 s, 1 min, 2 min... up to `maxBackoffMs`. */
export interface Backoff {
  max: number;
  firstWaitMs: number;
  maxBackoffMs: number;
}

/** Longest key part kept as it is; longer parts are replaced by their SHA-256. */
const MAX_PART = 128;
/** Expired rows are kept this long past their window, so a clock a little behind still sees them. */
export const SWEEP_GRACE_MS = 60_000;
/** Each process sweeps a database at most this often. */
export const SWEEP_EVERY_MS = 60_000;
/** What a client told to come back later waits when the counters cannot be reached. */
const UNAVAILABLE_RETRY_SEC = 30;

const bounded = (part: string) =>
  part.length <= MAX_PART ? part : `sha256:${createHash("sha256").update(part).digest("hex")}`;

/**
 * The key of a counter: the limiter's namespace, then its parts (an address, an e-mail...) joined
 * by newlines, each long one hashed, so no client can grow a key past about 400 characters.
 */
export const counterKey = (namespace: string, ...parts: string[]) =>
  `${namespace}:${parts.map(bounded).join("\n")}`;

/**
 * Runs one store operation; a failure of the database becomes a 503 with Retry-After, so a
 * limit that cannot be checked neither opens the gate nor answers 500. A full disk stays itself
 * (507, and /api/health reports it).
 */
async function guarded<T>(op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (err) {
    if (isStorageFull(err)) throw err;
    throw new UnavailableError(
      "The service is briefly unavailable. Please try again in a minute.",
      UNAVAILABLE_RETRY_SEC,
      { cause: err },
    );
  }
}

/**
 * Counts one hit (or failure) on `key` and answers the counter after it. With `backoff`, each
 * count past `backoff.max` sets `nextTryAt` to now plus the doubled wait, and keeps the window open
 * until a window after that, so the back-off does not start over while the account is attacked.
 */
export async function countHit(
  db: Db,
  key: string,
  at: { now: number; windowMs: number; backoff?: Backoff },
): Promise<Counter> {
  return (await upsertHit(db, key, at))!;
}

/**
 * Counts one attempt on `key` unless the key is blocked at `now` (its window still open and either
 * `max` hits already counted or a back-off `nextTryAt` still ahead); answers the counter after the
 * hit, or null when blocked (nothing counted). One atomic upsert, so of N attempts racing on
 * several instances at most `max` pass: the attempt is counted before it is tried.
 */
export function claimHit(
  db: Db,
  key: string,
  at: { now: number; windowMs: number; max?: number; backoff?: Backoff },
): Promise<Counter | null> {
  const now = Math.floor(at.now);
  const byCount = at.max === undefined ? sql`false` : sql`${t.count} >= ${at.max}::int`;
  const blocked = sql`(${t.resetAt} > ${now}::bigint and (${byCount} or ${t.nextTryAt} > ${now}::bigint))`;
  return upsertHit(db, key, at, sql`not ${blocked}`);
}

/** Takes back one counted attempt (an attempt counted up front that another limit then refused). */
export function uncountHit(db: Db, key: string): Promise<void> {
  return guarded(async () => {
    await db
      .update(t)
      .set({ count: sql`greatest(${t.count} - 1, 0)` })
      .where(eq(t.key, key));
  });
}

function upsertHit(
  db: Db,
  key: string,
  at: { now: number; windowMs: number; backoff?: Backoff },
  unless?: SQL,
): Promise<Counter | null> {
  const now = Math.floor(at.now);
  const windowMs = Math.floor(at.windowMs);
  const fresh = sql`${t.resetAt} <= ${now}::bigint`;
  const count = sql`(case when ${fresh} then 1 else ${t.count} + 1 end)`;
  const resetAt = sql`(case when ${fresh} then ${now + windowMs}::bigint else ${t.resetAt} end)`;
  const set = { count, resetAt, nextTryAt: sql`(case when ${fresh} then 0 else ${t.nextTryAt} end)` };
  const first = { key, count: 1, resetAt: now + windowMs, nextTryAt: 0 };
  const b = at.backoff;
  if (b) {
    const over = sql`(${count} - ${b.max}::int)`;
    // 2^(over-1) times the first wait, the exponent capped so the shift never overflows.
    const wait = sql`least(${b.firstWaitMs}::bigint << least(${over} - 1, 20)::int, ${b.maxBackoffMs}::bigint)`;
    const nextTry = sql`(${now}::bigint + ${wait})`;
    set.nextTryAt = sql`(case when ${over} > 0 then ${nextTry} else ${set.nextTryAt} end)`;
    set.resetAt = sql`(case when ${over} > 0 then greatest(${resetAt}, ${nextTry} + ${windowMs}::bigint) else ${resetAt} end)`;
    if (1 > b.max) {
      first.nextTryAt = now + Math.min(b.firstWaitMs * 2 ** Math.min(-b.max, 20), b.maxBackoffMs);
      first.resetAt = Math.max(first.resetAt, first.nextTryAt + windowMs);
    }
  }
  return guarded(async () => {
    const [row] = await db
      .insert(t)
      .select(
        // A counter may lose its last hits if the database server crashes (not the app): its commit
        // need not wait for the WAL flush, which is most of an upsert's time (bench:ratelimit).
        sql`select ${first.key}::text, ${first.count}::int, ${first.resetAt}::bigint, ${first.nextTryAt}::bigint
          from (select set_config('synchronous_commit', 'off', true)) as async_commit`,
      )
      .onConflictDoUpdate({ target: t.key, set, ...(unless ? { setWhere: unless } : {}) })
      .returning({ count: t.count, resetAt: t.resetAt, nextTryAt: t.nextTryAt });
    sweepNowAndThen(db, now);
    return row ?? null;
  });
}

/** The live counters among `keys` (those whose window has not ended), by key. */
export function readCounters(db: Db, keys: string[], now: number): Promise<Map<string, Counter>> {
  return guarded(async () => {
    const rows = await db
      .select({ key: t.key, count: t.count, resetAt: t.resetAt, nextTryAt: t.nextTryAt })
      .from(t)
      .where(inArray(t.key, keys));
    return new Map(rows.filter((r) => r.resetAt > now).map(({ key, ...counter }) => [key, counter]));
  });
}

/** Forgets the counters `keys`, and every counter whose key starts with one of `prefixes`. */
export function deleteCounters(db: Db, keys: string[], prefixes: string[] = []): Promise<void> {
  return guarded(async () => {
    // starts_with compares exactly: no LIKE wildcards to escape in e-mails such as a_b%c@x.
    const matches = prefixes.map((p) => sql`starts_with(${t.key}, ${p}::text)`);
    if (keys.length) matches.push(inArray(t.key, keys));
    if (matches.length) await db.delete(t).where(or(...matches));
  });
}

/** Deletes the counters whose window ended more than SWEEP_GRACE_MS before `now`; answers how many. */
export async function sweepExpired(db: Db, now: number): Promise<number> {
  const gone = await db
    .delete(t)
    .where(sql`${t.resetAt} < ${Math.floor(now) - SWEEP_GRACE_MS}::bigint`)
    .returning({ key: t.key });
  return gone.length;
}

const lastSweep = new WeakMap<Db, number>();

/**
 * At most once a minute per process and database, after a hit, expired rows are deleted in the
 * background (the reset_at index finds them). Every instance sweeps; a delete that finds nothing
 * costs an index probe. The hit never waits for it, and a failed sweep is tried again next time.
 */
function sweepNowAndThen(db: Db, now: number) {
  const last = lastSweep.get(db);
  if (last !== undefined && now - last < SWEEP_EVERY_MS && now >= last) return;
  lastSweep.set(db, now);
  sweepExpired(db, now).catch(() => lastSweep.delete(db));
}

// ---- Leases ------------------------------------------------------------------------------------

/**
 * A lease is a counter row held by one holder until `resetAt` (its expiry, epoch ms), renewed while
 * the holder lives: a crashed holder's lease simply runs out, and the sweep deletes it. The expiry
 * the holder last set is its proof of holding (`version`): a claim after expiry always sets a later
 * one, so renewing or releasing with an old version never touches another holder's lease.
 */
export interface Lease {
  key: string;
  version: number;
}

/**
 * Takes the lease `key` when nobody holds it (no row, or its lease has run out at `now`); answers
 * the lease, or null when it is held. One atomic upsert: of several instances claiming at once,
 * one gets it.
 */
export function claimLease(db: Db, key: string, at: { now: number; ttlMs: number }): Promise<Lease | null> {
  const now = Math.floor(at.now);
  const expires = now + Math.floor(at.ttlMs);
  return guarded(async () => {
    const [row] = await db
      .insert(t)
      .values({ key, count: 1, resetAt: expires, nextTryAt: 0 })
      .onConflictDoUpdate({
        target: t.key,
        set: { count: 1, resetAt: expires, nextTryAt: 0 },
        setWhere: sql`${t.resetAt} <= ${now}::bigint`,
      })
      .returning({ resetAt: t.resetAt });
    return row ? { key, version: row.resetAt } : null;
  });
}

/** Keys per statement, well inside PostgreSQL's limit of bound parameters. */
const KEYS_PER_STATEMENT = 1000;

/**
 * Groups leases by version, at most KEYS_PER_STATEMENT keys a group: one statement per group (a
 * holder's renewed leases share one version).
 */
function byVersion(leases: Lease[]): [number, string[]][] {
  const groups = new Map<number, string[]>();
  for (const l of leases) {
    const keys = groups.get(l.version);
    if (keys) keys.push(l.key);
    else groups.set(l.version, [l.key]);
  }
  return [...groups].flatMap(([version, keys]) => {
    const chunks: [number, string[]][] = [];
    for (let i = 0; i < keys.length; i += KEYS_PER_STATEMENT)
      chunks.push([version, keys.slice(i, i + KEYS_PER_STATEMENT)]);
    return chunks;
  });
}

/**
 * Extends the leases still held (their version unchanged) to `now + ttlMs`; answers the renewed
 * ones with their new version. A lease missing from the answer was lost (run out and taken, or
 * swept): its holder must stop using what it guarded.
 */
export function renewLeases(db: Db, leases: Lease[], at: { now: number; ttlMs: number }): Promise<Lease[]> {
  const expires = Math.floor(at.now) + Math.floor(at.ttlMs);
  return guarded(async () => {
    const renewed: Lease[] = [];
    for (const [version, keys] of byVersion(leases)) {
      const rows = await db
        .update(t)
        .set({ resetAt: expires })
        .where(and(inArray(t.key, keys), eq(t.resetAt, version)))
        .returning({ key: t.key });
      for (const r of rows) renewed.push({ key: r.key, version: expires });
    }
    return renewed;
  });
}

/** Gives the leases back (those still held at their version); others' leases are left alone. */
export function releaseLeases(db: Db, leases: Lease[]): Promise<void> {
  return guarded(async () => {
    for (const [version, keys] of byVersion(leases)) {
      await db.delete(t).where(and(inArray(t.key, keys), eq(t.resetAt, version)));
    }
  });
}
