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
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  logger: Logger,
  critical: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return critical();
  const client = new pg.Client({ connectionString: databaseUrl });
  // A dropped connection ends the lock; the queries of `critical` then fail on their own.
  client.on("error", (err) => logger.error("start-up lock connection failed", { err: String(err) }));
  await client.connect();
  try {
    // A server-wide lock_timeout or statement_timeout would end the wait with an error, not a turn.
    await client.query("set lock_timeout = 0; set statement_timeout = 0");
    const tried = await client.query<{ ok: boolean }>("select pg_try_advisory_lock($1::bigint) as ok", [
      STARTUP_LOCK_KEY,
    ]);
    if (!tried.rows[0]?.ok) {
      logger.info("waiting for the start-up lock (another instance is starting)");
      const waitStarted = performance.now();
      await client.query("select pg_advisory_lock($1::bigint)", [STARTUP_LOCK_KEY]);
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
