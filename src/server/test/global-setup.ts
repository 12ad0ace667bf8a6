import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";

/**
 * Builds one migrated PGlite database and saves it as a tarball; every test file then starts
 * from a copy of it instead of running initdb and the migrations again (about 3 s saved per file).
 */
export default async function setup() {
  if (process.env.DATABASE_URL) return;
  const database = await openDatabase({});
  await runMigrations(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir("none");
  await database.close();
  const file = path.resolve(".tmp/test-template/pglite.tar");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  process.env.KEYHOLD_TEST_TEMPLATE = file;
}
