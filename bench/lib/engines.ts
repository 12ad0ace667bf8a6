import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { type Database, openDatabase } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";

/**
 * A scratch database for one workload on one engine: created empty, migrated, filled by the
 * workload, handed to the server (as a data dir or a URL), then thrown away.
 */
export interface ScratchDb {
  engine: "pglite" | "postgres";
  /** Opens the (migrated) database from this process; close it before the server starts. */
  open(): Promise<Database>;
  /** Environment for the server process. */
  serverEnv: Record<string, string>;
  drop(): Promise<void>;
}

const root = path.resolve(".tmp/bench");

export async function scratchPglite(name: string): Promise<ScratchDb> {
  const dataDir = path.join(root, `${name}-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  return {
    engine: "pglite",
    open: async () => {
      const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
      await runMigrations(database);
      return database;
    },
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: "" },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A new database next to the one DATABASE_URL names (which is left untouched). */
export async function scratchPostgres(adminUrl: string, name: string): Promise<ScratchDb> {
  const dbName = `bench_${name}_${process.pid}`.replace(/[^a-z0-9_]/g, "_");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${dbName}`);
    await admin.query(`create database ${dbName}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const dataDir = path.join(root, `${name}-pg-${process.pid}`);
  return {
    engine: "postgres",
    open: async () => {
      const database = await openDatabase({ databaseUrl: url.toString() });
      await runMigrations(database);
      return database;
    },
    serverEnv: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${dbName} with (force)`);
      } finally {
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
