import { sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { expectedMigrationCount, migrationStatus } from "../../db/migrate";
import { storageHealth } from "../../lib/storage-health";

/** The database answers a trivial query and the storage has room; failures are logged. */
export async function checkHealth(deps: AppDeps) {
  const { database } = deps;
  const started = performance.now();
  const storage = await storageHealth(deps).check();
  let databaseOk = true;
  try {
    await database.db.execute(sql`select 1`);
  } catch (err) {
    databaseOk = false;
    deps.logger.error("health check failed", { err: String(err) });
  }
  const ok = databaseOk && storage.status === "ok";
  if (storage.status !== "ok") deps.logger.warn("storage trouble", { ...storage });
  return {
    ok,
    report: {
      status: ok ? ("ok" as const) : ("error" as const),
      database: database.kind,
      latencyMs: Math.round(performance.now() - started),
      storage,
    },
  };
}

/** Databases seen with every migration applied: migrations never un-apply while a server runs. */
const migrated = new WeakMap<Database, { applied: number; expected: number }>();

/**
 * Ready for traffic: the database answers (checked on every call) and its schema has every
 * migration of this code (checked until seen once, then remembered). Never throws.
 */
export async function checkReadiness(deps: AppDeps) {
  const { database } = deps;
  const known = migrated.get(database);
  let migrations: { applied: number | null; expected: number } = known ?? {
    applied: null,
    expected: expectedMigrationCount(),
  };
  const missing: ("database" | "migrations")[] = [];
  try {
    if (known) await database.db.execute(sql`select 1`);
    else {
      const status = await migrationStatus(database);
      const counts = { applied: status.applied, expected: status.expected };
      migrations = counts;
      if (status.upToDate) migrated.set(database, counts);
      else missing.push("migrations");
    }
  } catch (err) {
    missing.push("database");
    deps.logger.error("readiness check failed", { err: String(err) });
  }
  if (missing.length === 0) return { status: "ready" as const, database: database.kind, migrations };
  return { status: "not_ready" as const, database: database.kind, migrations, missing };
}
