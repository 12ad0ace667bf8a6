import { accessSync, constants, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";

/**
 * Builds one migrated database and every test file then starts from a copy of it instead of
 * running the migrations again (about 3 s saved per file on PGlite, 1–2 s on PostgreSQL):
 * - PGlite: a data directory on disk (KEYHOLD_TEST_TEMPLATE_DIR) that each database copies
 *   (test/harness.ts scratchPgliteDir). Copying 42 MB of files and opening them costs about 0.4 s
 *   of CPU; loading the same directory from a tarball into PGlite's in-memory file system cost
 *   1.3–1.9 s, for each of the run's ~150 databases;
 * - PostgreSQL (DATABASE_URL): a template database that `create database … template` copies
 *   (KEYHOLD_TEST_PG_TEMPLATE), dropped when the run ends.
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return setupPostgres(process.env.DATABASE_URL);
  // The run's databases live under one folder, removed when the run ends (a crashed run leaves it
  // to the system's clean-up): in memory (/dev/shm) where there is one, which halves the cost of
  // copying and removing them, else in the system's temporary directory.
  const root = mkdtempSync(path.join(memoryBackedDir() ?? os.tmpdir(), "keyhold-test-"));
  const template = path.join(root, "template");
  const database = await openDatabase({ dataDir: template });
  await runMigrations(database);
  await database.db.execute(sql`checkpoint`);
  await database.close();
  process.env.KEYHOLD_TEST_TEMPLATE_DIR = template;
  return () => rmSync(root, { recursive: true, force: true });
}

function memoryBackedDir(): string | undefined {
  try {
    accessSync("/dev/shm", constants.W_OK);
    return "/dev/shm";
  } catch {
    return undefined;
  }
}

async function adminQuery(databaseUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** A run holds about 25 connections at its peak (scale-out starts three servers); less is a failed run. */
const CONNECTIONS_NEEDED = 40;

/**
 * Says up front when the server has too few free connections for the run, and who holds them,
 * instead of letting files fail one by one with "too many clients already".
 */
async function checkFreeConnections(databaseUrl: string) {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ max: number; used: number; holders: string }>(
      `select current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int as max,
              (select count(*)::int from pg_stat_activity where backend_type = 'client backend') as used,
              (select string_agg(format('%s × %s (%s)', n, coalesce(nullif(a, ''), '?'), d), ', ')
                 from (select application_name a, datname d, count(*) n from pg_stat_activity
                        where backend_type = 'client backend' group by 1, 2 order by 3 desc limit 10) t) as holders`,
    );
    const [{ max, used, holders }] = rows as [(typeof rows)[number]];
    if (max - used < CONNECTIONS_NEEDED) {
      throw new Error(
        `PostgreSQL has ${max - used} of ${max} connections free; the API tests need ${CONNECTIONS_NEEDED}. Held by: ${holders}`,
      );
    }
  } finally {
    await admin.end();
  }
}

async function setupPostgres(databaseUrl: string) {
  await checkFreeConnections(databaseUrl);
  const run = crypto.randomUUID().replace(/-/g, "").slice(0, 8);
  process.env.KEYHOLD_TEST_RUN = run;
  const name = `keyhold_tpl_${run}`;
  await adminQuery(databaseUrl, `create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  await runMigrations(database);
  await database.close();
  process.env.KEYHOLD_TEST_PG_TEMPLATE = name;
  return async () => {
    // The template, and the run's databases a file did not drop (the shared demo database of each
    // worker, test/harness.ts demoContext, or one of a crashed file).
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname = $1 or datname like $2",
        [name, `keyhold\\_t\\_${run}\\_%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    } finally {
      await admin.end();
    }
  };
}
