import pg from "pg";
import type { Logger } from "../lib/logger";

/**
 * The key of the PostgreSQL advisory lock that makes start-ups take turns (issue 20): the bytes of
 * "keyhold" then 0x01, as a signed bigint. Every Keyhold instance and script on the database uses
 * it; nothing else in the database should.
 */
export const STARTUP_LOCK_KEY = "7738725024158999553";

/**
 * Runs `critical` while this process holds the start-up lock, so several instances cold-starting
 * on one PostgreSQL migrate, generate the shared settings, seed and create the configured admin
 * one at a time: the next one in waits, then finds nothing left to do.
 *
 * PostgreSQL: a session advisory lock (`pg_advisory_lock`) on a connection of its own, held for
 * the whole of `critical` (which runs its queries on the pool, in several transactions), released
 * in `finally`; if this process dies the connection closes and PostgreSQL releases the lock.
 * PGlite (no `databaseUrl`): runs `critical` directly, as the DATA_DIR lock already makes the
 * process the only one on the database.
 */
/** How long a starting instance waits for another one's start-up before it gives up (10 minutes). */
export const STARTUP_LOCK_WAIT_MS = 600_000;

/** The start-up lock was not free within the wait: another instance's start-up is stuck. */
export class StartupLockTimeout extends Error {
  constructor(waitMs: number) {
    super(
      `Another instance has held the start-up lock for over ${Math.round(waitMs / 1000)} s ` +
        "(its migrations or seed may be stuck): this instance stops rather than wait for ever. " +
        "Check the other instances' logs, or pg_locks for the advisory lock, then start again.",
    );
    this.name = "StartupLockTimeout";
  }
}

export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  logger: Logger,
  critical: () => Promise<T>,
  waitMs = STARTUP_LOCK_WAIT_MS,
): Promise<T> {
  if (!databaseUrl) return critical();
  const client = new pg.Client({ connectionString: databaseUrl });
  // A dropped connection ends the lock; the queries of `critical` then fail on their own.
  client.on("error", (err) => logger.error("start-up lock connection failed", { err: String(err) }));
  await client.connect();
  try {
    // Our own bound on the wait (lock_timeout covers advisory locks), whatever the server's defaults.
    await client.query(`set lock_timeout = ${Math.max(1, Math.floor(waitMs))}; set statement_timeout = 0`);
    const tried = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1::bigint) as ok", [
      STARTUP_LOCK_KEY,
    ]);
    if (!tried.rows[0]?.ok) {
      logger.info("waiting for the start-up lock (another instance is starting)");
      const waitStarted = performance.now();
      await client.query("select pg_advisory_lock($1::bigint)", [STARTUP_LOCK_KEY]).catch((err: unknown) => {
        // 55P03 lock_not_available: the wait ran out.
        if ((err as { code?: string }).code === "55P03") throw new StartupLockTimeout(waitMs);
        throw err;
      });
      logger.info("start-up lock taken", { waitedMs: Math.round(performance.now() - waitStarted) });
    }
    try {
      return await critical();
    } finally {
      await client.query("select pg_advisory_unlock($1::bigint)", [STARTUP_LOCK_KEY]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}
