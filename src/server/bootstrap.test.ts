import { existsSync, mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { prepareInstance, resolveAuthSecret } from "./bootstrap";
import { loadConfig, type ServerConfig } from "./config";
import type { AppDeps } from "./context";
import { type Database, openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { StartupLockTimeout, withStartupLock } from "./db/startup-lock";
import { TEST_AUTH_SECRET } from "./deps";
import { createLogger } from "./lib/logger";
import { scratchPostgresDatabase } from "./test/harness";

/**
 * Start-up with several instances on one PostgreSQL (issue 20): the start-up lock makes them take
 * turns, and the generated auth secret is stored once in the database and shared. PGlite keeps its
 * DATA_DIR/auth-secret file. The PostgreSQL cases need DATABASE_URL.
 */
const databaseUrl = process.env.DATABASE_URL || undefined;
const onPostgres = it.skipIf(!databaseUrl);
const logger = createLogger("silent");
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** What a production instance would run with: no BETTER_AUTH_SECRET, a DATA_DIR of its own. */
const productionConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  ...loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent" }),
  dataDir: mkdtempSync(path.join(tmpdir(), "keyhold-boot-")),
  seedDemo: false,
  ...overrides,
});

async function scratchUrl(): Promise<string> {
  const scratch = await scratchPostgresDatabase(databaseUrl!);
  cleanups.push(() => scratch.drop());
  return scratch.url;
}

async function open(url?: string): Promise<Database> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  cleanups.push(() => database.close());
  return database;
}

const rows = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** On PGlite resolveAuthSecret only reads the engine's kind: a stand-in spares opening one. */
const pglite = { kind: "pglite" } as Database;

describe("resolveAuthSecret", () => {
  it("BETTER_AUTH_SECRET wins, and the test environment has its fixed secret", async () => {
    const database = pglite;
    const config = productionConfig({ authSecret: "operator-chosen-secret-operator-chosen" });
    expect(await resolveAuthSecret(config, database)).toBe("operator-chosen-secret-operator-chosen");
    expect(existsSync(path.join(config.dataDir, "auth-secret"))).toBe(false);
    expect(await resolveAuthSecret({ ...config, authSecret: undefined, env: "test" }, database)).toBe(
      TEST_AUTH_SECRET,
    );
  });

  it("PGlite: generated once into DATA_DIR/auth-secret (owner-only), then read back", async () => {
    const database = pglite;
    const config = productionConfig();
    const first = await resolveAuthSecret(config, database);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(config.dataDir, "auth-secret");
    expect(readFileSync(file, "utf8")).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await resolveAuthSecret(config, database)).toBe(first);
  });

  onPostgres(
    "PostgreSQL: generated once into instance_settings and the same for every instance",
    async () => {
      const url = await scratchUrl();
      const first = await open(url);
      await runMigrations(first);
      // Three "instances": separate pools and DATA_DIRs, asking at once (no start-up lock here).
      const others = [await open(url), await open(url)];
      const secrets = await Promise.all(
        [first, ...others].map((db) => resolveAuthSecret(productionConfig({ databaseUrl: url }), db)),
      );
      expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(new Set(secrets).size).toBe(1);
      expect(await resolveAuthSecret(productionConfig({ databaseUrl: url }), others[0]!)).toBe(secrets[0]);
      expect(
        await rows<{ name: string; value: string }>(first, sql`select name, value from instance_settings`),
      ).toEqual([{ name: "auth_secret", value: secrets[0] }]);

      // The operator's secret wins and leaves the stored one alone.
      const config = productionConfig({
        databaseUrl: url,
        authSecret: "operator-chosen-secret-operator-chosen",
      });
      expect(await resolveAuthSecret(config, first)).toBe("operator-chosen-secret-operator-chosen");
      expect(await rows(first, sql`select value from instance_settings`)).toEqual([{ value: secrets[0] }]);
      expect(existsSync(path.join(config.dataDir, "auth-secret"))).toBe(false);
    },
  );
});

describe("start-up lock", () => {
  it("PGlite: runs the critical section directly", async () => {
    expect(await withStartupLock(undefined, logger, async () => "done")).toBe("done");
  });

  onPostgres("PostgreSQL: critical sections take turns, and a failed one releases the lock", async () => {
    const url = await scratchUrl();
    const watcher = await open(url);
    /** Sessions of this database waiting for an advisory lock (the start-up lock: nothing else takes one). */
    const waiting = async () => {
      const [row] = await rows<{ n: number }>(
        watcher,
        sql`select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
            where d.datname = current_database() and l.locktype = 'advisory' and not l.granted`,
      );
      return row!.n;
    };
    const events: string[] = [];
    const section = (name: string, fail = false) =>
      withStartupLock(url, logger, async () => {
        events.push(`${name} in`);
        // Held until every section not yet in is seen waiting for the lock.
        const notYetIn = 3 - events.filter((e) => e.endsWith(" in")).length;
        await vi.waitFor(async () => expect(await waiting()).toBe(notYetIn), {
          timeout: 10_000,
          interval: 20,
        });
        events.push(`${name} out`);
        if (fail) throw new Error(`${name} failed`);
        return name;
      });
    const results = await Promise.allSettled([section("a", true), section("b"), section("c")]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
    expect(events).toHaveLength(6);
    for (let i = 0; i < 6; i += 2) {
      expect(events[i]!.endsWith(" in")).toBe(true);
      expect(events[i + 1]).toBe(events[i]!.replace(" in", " out"));
    }
    // Nobody holds it now: a plain connection takes it at once.
    const database = await open(url);
    const [row] = await rows<{ ok: boolean }>(
      database,
      sql`select pg_try_advisory_lock(7738725024158999553) as ok`,
    );
    expect(row!.ok).toBe(true);
    await database.db.execute(sql`select pg_advisory_unlock(7738725024158999553)`);
  });

  onPostgres(
    "PostgreSQL: a start-up stuck holding the lock makes the next one give up, not hang",
    async () => {
      const url = await scratchUrl();
      let release = () => {};
      const held = new Promise<void>((r) => {
        release = r;
      });
      let entered = () => {};
      const inside = new Promise<void>((r) => {
        entered = r;
      });
      const stuck = withStartupLock(url, logger, async () => {
        entered();
        await held;
      });
      await inside;
      const started = performance.now();
      await expect(withStartupLock(url, logger, async () => "ran", 300)).rejects.toBeInstanceOf(
        StartupLockTimeout,
      );
      expect(performance.now() - started).toBeLessThan(10_000);
      release();
      await stuck;
      expect(await withStartupLock(url, logger, async () => "ran", 300)).toBe("ran");
    },
  );

  onPostgres(
    "PostgreSQL: instances preparing at once migrate once, create the admin once and share the secret",
    async () => {
      const url = await scratchUrl();
      const admin = {
        email: "boot-admin@test.example",
        password: "correct-horse-battery-staple",
        name: "Boot",
      };
      const instances: AppDeps[] = await Promise.all(
        [1, 2, 3].map(() => prepareInstance(productionConfig({ databaseUrl: url, admin }), logger)),
      );
      for (const deps of instances) cleanups.push(() => deps.database.close());
      const secrets = new Set(instances.map((d) => d.config.authSecret));
      expect(secrets.size).toBe(1);
      const db = instances[0]!.database;
      const [stored] = await rows<{ value: string }>(db, sql`select value from instance_settings`);
      expect(secrets.has(stored!.value)).toBe(true);
      const [users] = await rows<{ n: number }>(db, sql`select count(*)::int as n from users`);
      expect(users!.n).toBe(1);
      const journal = JSON.parse(readFileSync(path.resolve("drizzle/meta/_journal.json"), "utf8")) as {
        entries: unknown[];
      };
      const [migrations] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(migrations!.n).toBe(journal.entries.length);
    },
    60_000,
  );
});
