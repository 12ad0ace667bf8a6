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

/**
 * A function returning a digest of every row of every table (but those above): two equal digests
 * mean nothing was written in between.
 */
export async function dbFingerprinter(database: Database): Promise<() => Promise<string>> {
  const names = await rawQuery<{ table_name: string }>(
    database,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = names
    .map((r) => r.table_name)
    .filter((t) => !WRITABLE_ON_REFUSAL.has(t) && !t.startsWith("__"));
  const digest = sql.join(
    tables.map(
      (t) =>
        sql`select ${t} as t, count(*)::int as n, coalesce(md5(string_agg(md5(x::text), '' order by md5(x::text))), '') as h from ${sql.identifier(t)} x`,
    ),
    sql` union all `,
  );
  return async () => {
    const rows = await rawQuery<{ t: string; n: number; h: string }>(database, digest);
    return rows.map((r) => `${r.t}:${r.n}:${r.h}`).join("|");
  };
}
