import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

export const migrationsFolder = fileURLToPath(new URL("../../../drizzle", import.meta.url));

/** Applies the migrations in `folder` (the project's by default; tests pass a partial copy). */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  const config = { migrationsFolder: folder };
  if (database.kind === "pglite") await migratePglite(database.db as unknown as PgliteDatabase, config);
  else await migratePg(database.db as unknown as NodePgDatabase, config);
}
