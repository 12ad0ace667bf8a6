import path from "node:path";
import type { ServerConfig } from "./config";
import { type Database, openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";

/** Opens the configured database and brings its schema up to date. */
export async function prepareDatabase(config: ServerConfig): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, "pglite"),
  });
  await runMigrations(database);
  return database;
}
