import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, demoAccounts } from "./features/users/seed";
import { scratchPostgresDatabase } from "./test/harness";
import { freePort, type ServerProcess, signIn, spawnNode, untilReady } from "./test/processes";

/**
 * Issue 20: several instances cold-starting together on one PostgreSQL, with DATABASE_URL as their
 * only shared setting. Three real server processes (demo seeding on, a DATA_DIR each) start at the
 * same moment: all become ready, the schema is migrated and the demo data seeded once, and a
 * session cookie from one instance is accepted by the others (one auth secret, from the database).
 * Needs DATABASE_URL.
 */
const databaseUrl = process.env.DATABASE_URL || undefined;
const started: ServerProcess[] = [];
let dropScratch: (() => Promise<void>) | undefined;

afterAll(async () => {
  for (const p of started)
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
  await Promise.all(started.map((p) => p.exited));
  await dropScratch?.();
});

describe.skipIf(!databaseUrl)("three instances cold-starting on one PostgreSQL", () => {
  it("all become ready, migrate and seed once, and accept each other's session cookies", async () => {
    const scratch = await scratchPostgresDatabase(databaseUrl!);
    dropScratch = scratch.drop;
    const ports = [await freePort(), await freePort(), await freePort()];
    const dataDirs = ports.map(() => mkdtempSync(path.join(tmpdir(), "keyhold-scale-")));
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);

    const t0 = Date.now();
    const processes = ports.map((port, i) =>
      spawnNode({ DATABASE_URL: scratch.url, SEED_DEMO: "true", PORT: String(port), DATA_DIR: dataDirs[i]! }),
    );
    started.push(...processes);
    const readiness = await Promise.all(processes.map((p, i) => untilReady(bases[i]!, p, 200_000)));
    const readyAfter = readiness.map((r) => ((r.at - t0) / 1000).toFixed(1));
    console.log(`three instances ready after ${readyAfter.join(" s, ")} s`);

    for (const r of readiness) expect(r.body).toMatchObject({ status: "ready", database: "postgres" });
    // Until its database work was done an instance answered /api/health/ready 503 "starting", never more.
    expect(readiness.some((r) => r.seen.has("503 starting retry-after=5"))).toBe(true);
    for (const r of readiness)
      for (const s of r.seen) expect(s).toMatch(/^(no answer|503 starting retry-after=5)$/);
    // They took turns: at least one waited for the start-up lock.
    expect(processes.some((p) => p.output().includes("waiting for the start-up lock"))).toBe(true);

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const one = async (q: string) => (await client.query(q)).rows[0] as Record<string, unknown>;
      const journal = JSON.parse(readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      expect(await one("select count(*)::int as n from drizzle.__drizzle_migrations")).toEqual({
        n: journal.entries.length,
      });
      expect(await one("select count(*)::int as n from users")).toEqual({ n: demoAccounts.length });
      const props = await one(
        "select count(*)::int as n, count(distinct (landlord_id, title, address_line1))::int as d from properties",
      );
      expect(props.n).toBeGreaterThan(0);
      expect(props.d).toBe(props.n);
      expect(
        await one("select count(*)::int as n from instance_settings where name = 'auth_secret'"),
      ).toEqual({
        n: 1,
      });
    } finally {
      await client.end();
    }
    for (const dir of dataDirs) expect(existsSync(path.join(dir, "auth-secret"))).toBe(false);

    const cookie = await signIn(bases[0]!, "landlord@keyhold.example", DEMO_PASSWORD);
    for (const base of bases) {
      const res = await fetch(`${base}/api/auth/session`, { headers: { cookie } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { user: { email: string } | null };
      expect(body.user?.email, base).toBe("landlord@keyhold.example");
    }

    for (const p of processes) p.child.kill("SIGTERM");
    for (const p of processes) expect((await p.exited).code).toBe(0);
  }, 240_000);
});
