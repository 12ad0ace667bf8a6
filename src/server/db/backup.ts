import { execFile } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";

const run = promisify(execFile);

/*
 * Backups
 * - PGlite: a gzipped tarball of the whole data directory (PGlite's own dump), restored into an
 *   empty directory. The server must be stopped: PGlite is single-process.
 * - PostgreSQL: pg_dump's custom format, restored with pg_restore --clean --if-exists, so a
 *   restore replaces what is there. Needs the client tools (Debian: postgresql-client).
 */

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!existsSync(path.join(dataDir, "PG_VERSION")))
    throw new Error(`${dataDir} is not a PGlite data directory`);
  const db = new PGlite(dataDir);
  await db.waitReady;
  try {
    // PGlite's own gzip option stalls on Node 20 (CompressionStream), so compress with zlib.
    const dump = await db.dumpDataDir("none");
    writeFileSync(file, gzipSync(new Uint8Array(await dump.arrayBuffer())));
  } finally {
    await db.close();
  }
}

export async function restorePglite(file: string, dataDir: string): Promise<void> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty: move it aside first, so a restore never overwrites data by accident`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const db = new PGlite(dataDir, { loadDataDir: new Blob([new Uint8Array(gunzipSync(readFileSync(file)))]) });
  await db.waitReady;
  await db.close();
}

export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  await run("pg_dump", ["--format=custom", "--no-owner", `--file=${file}`, databaseUrl]);
}

export async function restorePostgres(file: string, databaseUrl: string): Promise<void> {
  await run("pg_restore", ["--clean", "--if-exists", "--no-owner", `--dbname=${databaseUrl}`, file]);
}

export async function hasPgDump(): Promise<boolean> {
  try {
    await run("pg_dump", ["--version"]);
    return true;
  } catch {
    return false;
  }
}
