import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * Tables a refused request may still write to by design: the audit log records refused sign-ins,
 * a session lookup may refresh the session's expiry, and the rate counters count every attempt at
 * a limited endpoint, refused or not (that is what they are for).
 */
export const WRITABLE_ON_REFUSAL = new Set(["audit_log", "sessions", "rate_counters"]);

/** Rows of a raw query, on PGlite and node-postgres alike. */
export async function rawQuery<T>(database: Database, q: SQL): Promise<T[]> {
  const result = (await database.db.execute(q)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** The write log of a test database: one row per committed row written (never in a real one). */
const LOG = "__test_writes";

/**
 * A function returning a token that changes whenever a row of any table (but those above) is
 * inserted, deleted or changed, or a table truncated, by a transaction that committed: two equal
 * tokens mean nothing was written in between. Rolled-back writes leave no trace (the log is
 * written in the same transaction), and an UPDATE that leaves a row as it was is not a write.
 *
 * Triggers on the test's own database append to a log; reading its size costs one query, where a
 * digest of every row of every table cost tens of milliseconds a call and grew with the data
 * (the fuzz and matrix suites ask after every refused request).
 */
export async function dbFingerprinter(database: Database): Promise<() => Promise<string>> {
  const names = await rawQuery<{ table_name: string }>(
    database,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = names
    .map((r) => r.table_name)
    .filter((t) => !WRITABLE_ON_REFUSAL.has(t) && !t.startsWith("__"));
  await database.db.execute(sql.raw(`create table if not exists "${LOG}" (at_table text not null)`));
  await database.db.execute(
    sql.raw(`create or replace function "${LOG}_row"() returns trigger language plpgsql as $$
      begin insert into "${LOG}" (at_table) values (tg_table_name); return null; end $$`),
  );
  for (const t of tables) {
    const table = sql.identifier(t);
    await database.db.execute(
      sql`create or replace trigger "__test_writes_rows" after insert or delete on ${table} for each row execute function "__test_writes_row"()`,
    );
    await database.db.execute(
      sql`create or replace trigger "__test_writes_changes" after update on ${table} for each row when (old.* is distinct from new.*) execute function "__test_writes_row"()`,
    );
    await database.db.execute(
      sql`create or replace trigger "__test_writes_truncate" after truncate on ${table} for each statement execute function "__test_writes_row"()`,
    );
  }
  const count = sql.raw(`select count(*)::int as n from "${LOG}"`);
  return async () => {
    const [row] = await rawQuery<{ n: number }>(database, count);
    return String(row?.n ?? 0);
  };
}
