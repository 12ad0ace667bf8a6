import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { onPostgres } from "../test/cluster";
import { createTestContext, type TestContext } from "../test/harness";
import { acquireJobLock, releaseJobLock } from "./lock";
import { msUntilHour, PGLITE_VACUUM_JOB, runVacuumJob, seedThenVacuum } from "./pglite-maintenance";

/** VACUUM ANALYZE on PGlite (no autovacuum there); nothing on PostgreSQL (issue 19). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

/** When VACUUM and ANALYZE last ran on the table, by the statistics PostgreSQL keeps. */
async function lastRun(table: string) {
  const { rows } = (await ctx.database.db.execute(
    sql`select last_vacuum, last_analyze from pg_stat_user_tables where relname = ${table}`,
  )) as unknown as { rows: unknown[] };
  return rows[0] as { last_vacuum: unknown; last_analyze: unknown } | undefined;
}

describe("the PGlite vacuum job", () => {
  it.skipIf(onPostgres)("vacuums and analyzes every table under the job lock", async () => {
    const before = await lastRun("properties");
    const outcome = await runVacuumJob(ctx.deps, "vacuum-test-1");
    expect(outcome.ran).toBe(true);
    const after = await lastRun("properties");
    expect(after?.last_vacuum).not.toBeNull();
    expect(after?.last_vacuum).not.toEqual(before?.last_vacuum);
    expect(after?.last_analyze).not.toEqual(before?.last_analyze);
  });

  it.skipIf(onPostgres)("waits its turn while another holder has the lock", async () => {
    expect(await acquireJobLock(ctx.database.db, PGLITE_VACUUM_JOB, "someone-else", 60_000)).toBe(true);
    try {
      expect(await runVacuumJob(ctx.deps, "vacuum-test-2")).toEqual({ ran: false, reason: "locked" });
    } finally {
      await releaseJobLock(ctx.database.db, PGLITE_VACUUM_JOB, "someone-else");
    }
    expect((await runVacuumJob(ctx.deps, "vacuum-test-2")).ran).toBe(true);
  });

  it.skipIf(!onPostgres)("leaves PostgreSQL to its autovacuum", async () => {
    expect(await runVacuumJob(ctx.deps, "vacuum-test-3")).toEqual({ ran: false, reason: "postgres" });
  });

  it("runs after a seed that filled an empty database, not after one that found it filled", async () => {
    let seeded = 0;
    const before = await lastRun("users");
    // The test database has no properties yet: a first start.
    await seedThenVacuum(ctx.deps, "vacuum-test-4", async () => {
      seeded++;
      await ctx.database.db.execute(
        sql`insert into users (id, email, name, role) values ('vacuum-owner', 'vacuum-owner@example.com', 'V', 'landlord')`,
      );
      await ctx.database.db.execute(sql`
        insert into properties (landlord_id, title, type, address_line1, city, postcode, bedrooms, bathrooms,
          rent_amount, rent_pcm, furnished)
        values ('vacuum-owner', 'Vacuum flat', 'flat', '1 Road', 'Leeds', 'LS1 1AA', 1, 1, 50000, 50000, 'unfurnished')`);
    });
    expect(seeded).toBe(1);
    const first = await lastRun("users");
    if (onPostgres) {
      expect(first?.last_vacuum ?? null).toBeNull();
      return;
    }
    expect(first?.last_vacuum).not.toEqual(before?.last_vacuum);
    // Filled now: a later start seeds (finding nothing to add) and does not vacuum again.
    await seedThenVacuum(ctx.deps, "vacuum-test-5", async () => {
      seeded++;
    });
    expect(seeded).toBe(2);
    expect((await lastRun("users"))?.last_vacuum).toEqual(first?.last_vacuum);
  });

  it("schedules the nightly run for the next 03:00", () => {
    const at = (h: number, m: number) => new Date(2026, 10, 27, h, m, 0, 0);
    expect(msUntilHour(3, at(2, 30))).toBe(30 * 60_000);
    expect(msUntilHour(3, at(3, 0))).toBe(24 * 60 * 60_000);
    expect(msUntilHour(3, at(23, 0))).toBe(4 * 60 * 60_000);
  });
});
