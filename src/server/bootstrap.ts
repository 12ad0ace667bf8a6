import path from "node:path";
import type { ServerConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { lockDataDir } from "./db/data-dir-lock";
import { runMigrations } from "./db/migrate";

/**
 * Opens the configured database and brings its schema up to date. PGlite: only after this process
 * holds the DATA_DIR lock (throws DataDirLockedError when another process has it).
 */
export async function prepareDatabase(config: ServerConfig): Promise<Database> {
  if (!config.databaseUrl) await lockDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pglite"),
  });
  await runMigrations(database);
  return database;
}
