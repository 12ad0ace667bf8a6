import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../app";
import { loadConfig } from "../../config";
import { type Database, openDatabase } from "../../db/client";
import { migrationsFolder, runMigrations } from "../../db/migrate";
import { createDeps } from "../../deps";
import { createLogger } from "../../lib/logger";
import { scratchPgliteDir, scratchPostgresDatabase } from "../../test/harness";
import { migrationsUpTo } from "../../test/migrations";

/**
 * GET /api/health/ready (issue 20): 200 only when the database answers and has every migration of
 * the journal; else 503 with Retry-After and what is missing. On PGlite, and on PostgreSQL when
 * DATABASE_URL is set.
 */
const expected = (
  JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
    entries: unknown[];
  }
).entries.length;
const config = loadConfig({ ...process.env, NODE_ENV: "test" });
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups) await c();
});

/**
 * A database of the engine under test, empty or migrated (PGlite: from the migrated template),
 * closed (and dropped) when the file ends unless closed before.
 */
async function scratchDatabase(migrated: boolean): Promise<Database> {
  const scratch = config.databaseUrl ? await scratchPostgresDatabase(config.databaseUrl) : undefined;
  const local = migrated && !scratch ? scratchPgliteDir() : undefined;
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: local?.dir, poolSize: 2 });
  if (migrated) await runMigrations(database);
  let closed = false;
  const close = database.close;
  database.close = async () => {
    if (closed) return;
    closed = true;
    await close();
  };
  cleanups.push(async () => {
    await database.close();
    await scratch?.drop();
    local?.drop();
  });
  return database;
}

const appOn = (database: Database) =>
  createApp(createDeps(database, { ...config, databaseUrl: undefined }, createLogger("silent")));

async function ready(app: ReturnType<typeof appOn>) {
  const res = await app.request("/api/health/ready");
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
}

describe("GET /api/health/ready", () => {
  it("answers 503 naming the migrations until every one is applied, then 200", async () => {
    const database = await scratchDatabase(false);
    const app = appOn(database);
    expect(await ready(app)).toEqual({
      status: 503,
      retryAfter: "5",
      body: {
        status: "not_ready",
        database: database.kind,
        migrations: { applied: 0, expected },
        missing: ["migrations"],
      },
    });

    await runMigrations(database, migrationsUpTo(expected - 2));
    expect(await ready(app)).toEqual({
      status: 503,
      retryAfter: "5",
      body: {
        status: "not_ready",
        database: database.kind,
        migrations: { applied: expected - 2, expected },
        missing: ["migrations"],
      },
    });

    await runMigrations(database);
    expect(await ready(app)).toEqual({
      status: 200,
      retryAfter: null,
      body: { status: "ready", database: database.kind, migrations: { applied: expected, expected } },
    });
  });

  it("asks the database on every call: once it stops answering, 503 naming the database", async () => {
    const database = await scratchDatabase(true);
    const app = appOn(database);
    expect((await ready(app)).status).toBe(200);
    expect((await ready(app)).status).toBe(200);

    await database.close();
    expect(await ready(app)).toEqual({
      status: 503,
      retryAfter: "5",
      body: {
        status: "not_ready",
        database: database.kind,
        // Remembered from when it answered: migrations never un-apply.
        migrations: { applied: expected, expected },
        missing: ["database"],
      },
    });
  });

  it.skipIf(!config.databaseUrl)(
    "answers 503 naming the database when PostgreSQL cannot be reached",
    async () => {
      const url = new URL(config.databaseUrl!);
      url.port = "1";
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
      cleanups.push(() => database.close());
      expect(await ready(appOn(database))).toEqual({
        status: 503,
        retryAfter: "5",
        body: {
          status: "not_ready",
          database: "postgres",
          migrations: { applied: null, expected },
          missing: ["database"],
        },
      });
    },
  );
});
