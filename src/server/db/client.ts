import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers expose this type, so features never care which engine runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** PostgreSQL: the URL it was opened with (the cluster bus opens its LISTEN connection there). */
  url?: string;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string;
  /** PGlite only: start from this data directory tarball (tests use a migrated template). */
  loadDataDir?: Blob;
  poolSize?: number;
  /**
   * PostgreSQL: an idle pooled connection failed (the server restarted, a failover, the network).
   * The pool drops that connection and opens another on the next query; without a handler the
   * error would end the process.
   */
  onIdleError?: (err: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on("error", (err) =>
      (options.onIdleError ?? ((e) => console.error(`idle database connection lost: ${e.message}`)))(err),
    );
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: "postgres", url: options.databaseUrl, close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}
