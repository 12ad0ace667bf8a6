import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SQL } from "drizzle-orm";
import { type Database, openDatabase } from "../db/client";
import { migrationsFolder } from "../db/migrate";
import { onFileEnd, scratchPostgresDatabase } from "./harness";

type Journal = { entries: { tag: string }[] };

/** A copy of the migrations folder holding only the first `count` migrations. */
export function migrationsUpTo(count: number): string {
  const dir = mkdtempSync(path.join(tmpdir(), "keyhold-migrations-"));
  mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"),
  ) as Journal;
  const entries = journal.entries.slice(0, count);
  for (const e of entries)
    copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
  return dir;
}

/**
 * An empty database of the engine under test, for migrating step by step: in-memory PGlite, or a
 * scratch database on the PostgreSQL server of DATABASE_URL. Closed (and dropped) when the file
 * ends (test/setup.ts), like the contexts of test/harness.ts, unless closed before.
 */
export async function emptyDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const scratch = url ? await scratchPostgresDatabase(url) : undefined;
  const database = await openDatabase({ databaseUrl: scratch?.url });
  // A test may close it itself (to reopen the same data); it is closed once.
  const close = database.close;
  let closing: Promise<void> | undefined;
  database.close = () => {
    closing ??= close();
    return closing;
  };
  onFileEnd(async () => {
    await database.close();
    await scratch?.drop();
  });
  return database;
}

/** The rows of a raw query, on PGlite and node-postgres alike. */
export const rowsOf = async <T>(database: Database, query: SQL) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
