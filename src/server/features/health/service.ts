import { sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
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
