import { afterAll } from "vitest";
import { createApp } from "../app";
import { loadConfig, type ServerConfig } from "../config";
import type { AppDeps } from "../context";
import { type Database, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { createDeps } from "../deps";
import { createLogger } from "../lib/logger";

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database;
  config: ServerConfig;
}

/**
 * A fresh app on the real engine: in-memory PGlite by default, or its own schema on the
 * PostgreSQL server named by DATABASE_URL, dropped when the file's tests end.
 */
export async function createTestContext(overrides: Partial<ServerConfig> = {}): Promise<TestContext> {
  const config = { ...loadConfig({ ...process.env, NODE_ENV: "test" }), ...overrides };
  const schemaName = config.databaseUrl
    ? `t_${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`
    : undefined;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, schemaName, poolSize: 4 });
  await runMigrations(database);
  const deps = createDeps(database, config, createLogger(config.logLevel));
  const app = createApp(deps);
  afterAll(async () => {
    if (schemaName) await database.db.execute(`drop schema if exists "${schemaName}" cascade`);
    await database.close();
  });
  return { app, deps, database, config };
}

export function postJson(
  ctx: TestContext,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return ctx.app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}
