import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./client";

/**
 * The project's drizzle/ folder: the nearest one above this module, which is src/server/db/ when run
 * from source (tsx, tests) and dist/server/ when run from the built server bundle.
 */
function findMigrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = here; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta/_journal.json"))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`no drizzle/ migrations folder above ${here}`);
  }
}

export const migrationsFolder = findMigrationsFolder();

/** Applies the migrations in `folder` (the project's by default; tests pass a partial copy). */
export async function runMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  const config = { migrationsFolder: folder };
  if (database.kind === "pglite") await migratePglite(database.db as unknown as PgliteDatabase, config);
  else await migratePg(database.db as unknown as NodePgDatabase, config);
}

interface Journal {
  entries: { tag: string; when: number }[];
}

const journals = new Map<string, { count: number; lastWhen: number }>();

/** The migrations this code expects, from drizzle's journal (read once: it does not change while running). */
function expectedMigrations(folder: string) {
  let journal = journals.get(folder);
  if (!journal) {
    const { entries } = JSON.parse(readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as Journal;
    journal = { count: entries.length, lastWhen: Math.max(0, ...entries.map((e) => e.when)) };
    journals.set(folder, journal);
  }
  return journal;
}

/** How many migrations this code ships (the journal's entries), without asking the database. */
export const expectedMigrationCount = (folder = migrationsFolder) => expectedMigrations(folder).count;

export interface MigrationStatus {
  /** Rows in drizzle's `drizzle.__drizzle_migrations` (0 before the first migration). */
  applied: number;
  /** Entries in the journal of the migrations folder. */
  expected: number;
  /** Nothing left for runMigrations to do: the same test drizzle's migrator makes. */
  upToDate: boolean;
}

/**
 * How far the database's schema is from the code's: drizzle applies every journal entry newer
 * than the `created_at` of the last row it recorded, so the schema is up to date when that row is
 * at least as new as the journal's last entry. Throws when the database does not answer.
 */
export async function migrationStatus(
  database: Database,
  folder = migrationsFolder,
): Promise<MigrationStatus> {
  const expected = expectedMigrations(folder);
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const [table] = await rows<{ present: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return { applied: 0, expected: expected.count, upToDate: expected.count === 0 };
  const [row] = await rows<{ applied: number; last: string | null }>(
    sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const applied = Number(row?.applied ?? 0);
  const last = row?.last == null ? 0 : Number(row.last);
  return {
    applied,
    expected: expected.count,
    upToDate: expected.count === 0 || (applied > 0 && last >= expected.lastWhen),
  };
}
