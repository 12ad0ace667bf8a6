import { hostname } from "node:os";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobLocks } from "../db/schema";

/** Names this process when it holds a job lock (one per process, so a restart is a new holder). */
export const processHolder = () => `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;

/**
 * Takes the lease on a job if it is free or expired (or already ours): one atomic upsert, so
 * of several server instances exactly one gets it. The lease expires by itself, so a crashed
 * holder never blocks the job for longer than `ttlMs`.
 */
export async function acquireJobLock(db: Db, name: string, holder: string, ttlMs: number): Promise<boolean> {
  // Database time on both sides of every comparison: the server's clock may differ from it.
  const until = sql`now() + ${ttlMs} * interval '1 millisecond'`;
  const rows = await db
    .insert(jobLocks)
    .values({ name, lockedBy: holder, lockedUntil: until })
    .onConflictDoUpdate({
      target: jobLocks.name,
      set: { lockedBy: holder, lockedUntil: until },
      setWhere: sql`${jobLocks.lockedUntil} <= now() or ${jobLocks.lockedBy} = ${holder}`,
    })
    .returning({ name: jobLocks.name });
  return rows.length > 0;
}

/** Ends our lease now and notes when the job last ran. */
export async function releaseJobLock(db: Db, name: string, holder: string) {
  await db
    .update(jobLocks)
    .set({ lockedUntil: sql`now()`, lastRunAt: sql`now()` })
    .where(and(eq(jobLocks.name, name), eq(jobLocks.lockedBy, holder)));
}

/** Runs `fn` only while holding the job's lock; answers `locked` when another holder has it. */
export async function withJobLock<T>(
  db: Db,
  name: string,
  holder: string,
  ttlMs: number,
  fn: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false; reason: "locked" }> {
  if (!(await acquireJobLock(db, name, holder, ttlMs))) return { ran: false, reason: "locked" };
  try {
    return { ran: true, result: await fn() };
  } finally {
    await releaseJobLock(db, name, holder);
  }
}
