import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { migrationsFolder } from "../db/migrate";

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
