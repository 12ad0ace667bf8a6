import { sql } from "drizzle-orm";
import type { AppDeps } from "../context";
import { withJobLock } from "./lock";

export type MaintenanceJobDeps = Pick<AppDeps, "database" | "logger">;

export const PGLITE_VACUUM_JOB = "pglite-vacuum-analyze";
const LOCK_TTL_MS = 30 * 60_000;
/** Nightly, at this hour (server time): the quietest part of a UK day. */
export const VACUUM_HOUR = 3;

/**
 * `VACUUM ANALYZE` of the embedded database. PGlite has no autovacuum: without this, dead rows
 * left by updates and deletes pile up (tables and indexes grow, index-only scans visit the heap
 * again) and the planner's statistics go stale after bulk loads such as the demo seed. PostgreSQL
 * does both by itself (autovacuum), so there this does nothing. Runs under the job lock like the
 * other jobs (one process owns a PGlite data directory, but the pattern keeps one run at a time).
 */
export async function runVacuumJob(deps: MaintenanceJobDeps, holder: string) {
  const { database, logger } = deps;
  if (database.kind !== "pglite") return { ran: false as const, reason: "postgres" as const };
  return withJobLock(database.db, PGLITE_VACUUM_JOB, holder, LOCK_TTL_MS, async () => {
    const started = performance.now();
    await database.db.execute(sql`vacuum analyze`);
    const ms = Math.round(performance.now() - started);
    logger.info("pglite vacuum analyze", { ms });
    return { ms };
  });
}

/** Milliseconds from `now` to the next `hour`:00 (server time). */
export function msUntilHour(hour: number, now = new Date()): number {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setDate(next.getDate() + 1);
  return next.getTime() - now.getTime();
}

/**
 * Runs the demo seed, then, on PGlite when the seed found an empty database (a first start that
 * just bulk-loaded it), VACUUM ANALYZE so the first searches are planned on real statistics.
 * A later start (the seeders find their tables filled and add nothing) skips it.
 */
export async function seedThenVacuum(deps: MaintenanceJobDeps, holder: string, seed: () => Promise<void>) {
  const { database } = deps;
  let fresh = false;
  if (database.kind === "pglite") {
    const result = (await database.db.execute(
      sql`select exists (select 1 from properties) as filled`,
    )) as unknown as { rows: { filled: boolean }[] };
    fresh = !result.rows[0]?.filled;
  }
  await seed();
  if (fresh) await runVacuumJob(deps, holder);
}
