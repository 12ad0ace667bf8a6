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
  /** PostgreSQL: shown as application_name in pg_stat_activity (who holds a connection). */
  applicationName?: string;
  /** PGlite only: its shared_buffers (a PostgreSQL size such as "64MB"); DEFAULT_PGLITE_SHARED_BUFFERS when absent. */
  pgliteSharedBuffers?: string;
  /**
   * PostgreSQL: a pooled connection failed (the server restarted, a failover, the network), idle
   * or checked out (a transaction between statements, a job's lease). The pool drops that
   * connection and opens another on the next query; without a handler the error would end the
   * process ("Unhandled 'error' event").
   */
  onConnectionError?: (err: Error) => void;
  /** PostgreSQL: how long a request waits for a connection before giving up (503); default 5 s. */
  connectTimeoutMs?: number;
}

/** A connection that cannot be had within this long answers 503 instead of holding the request. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5000;

/**
 * PGlite's page cache unless configured (PGLITE_SHARED_BUFFERS). PostgreSQL's default of 128MB is
 * allocated and touched when PGlite starts, in the WebAssembly memory that never shrinks: with 64MB
 * the demo data still fits and an idle server with it stays under 400 MB RSS (issue 19 item 7).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = "64MB";

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      application_name: options.applicationName ?? "keyhold",
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    const onError =
      options.onConnectionError ?? ((e: Error) => console.error(`database connection lost: ${e.message}`));
    // pg-pool takes its idle listener off a client while it is lent out (a transaction between
    // statements, a job's lease), so each client gets one of ours for its whole life: it logs the
    // loss once. The query or transaction that was using the client still fails (and answers 503,
    // lib/db-unavailable.ts); the pool then discards the client, as it is no longer queryable.
    // The pool re-emits an idle client's error as its own, which must be listened to as well.
    pool.on("connect", (client) => {
      client.on("error", onError);
    });
    pool.on("error", () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { db, kind: "postgres", url: options.databaseUrl, close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir, {
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    startParams: [
      ...PGlite.defaultStartParams,
      "-c",
      `shared_buffers=${options.pgliteSharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS}`,
    ],
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: "pglite", close: () => client.close() };
}
