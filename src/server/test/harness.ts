import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import type { Role } from "@shared/permissions";
import pg from "pg";
import { expect } from "vitest";
import { createApp } from "../app";
import { loadConfig, type ServerConfig } from "../config";
import type { AppDeps } from "../context";
import { type Database, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { createDeps, TEST_AUTH_SECRET } from "../deps";
import { flushListingViews } from "../features/analytics/service-listing-views";
import { createUserAccount } from "../features/users/create-user";
import { createLogger } from "../lib/logger";

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  database: Database;
  config: ServerConfig;
}

/** Scratch databases of this test run are named so; global teardown drops any left over. */
export const scratchPrefix = () => `keyhold_t_${process.env.KEYHOLD_TEST_RUN ?? "x"}_`;

/**
 * A database of its own on the PostgreSQL server of DATABASE_URL; dropped by the returned function.
 * Empty, or a copy of `template` (the migrated one of test/global-setup.ts) when given.
 */
export async function scratchPostgresDatabase(
  databaseUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${scratchPrefix()}${crypto.randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A PGlite data directory of its own, copied from the migrated template of test/global-setup.ts
 * (beside it, so the run's clean-up takes it too); removed by the returned function once closed.
 */
export function scratchPgliteDir(): { dir: string; drop(): void } | undefined {
  const template = process.env.KEYHOLD_TEST_TEMPLATE_DIR;
  if (!template) return undefined;
  const dir = path.join(path.dirname(template), crypto.randomUUID());
  cpSync(template, dir, { recursive: true });
  return { dir, drop: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What the running file opened with createTestContext, closed when it ends (closeTestContexts). */
const openContexts: (() => Promise<void>)[] = [];

/** Runs `close` when the running file ends, with the contexts it opened (closeTestContexts). */
export function onFileEnd(close: () => Promise<void>): void {
  openContexts.push(close);
}

/**
 * A fresh app on the real engine: in-memory PGlite (from the migrated template) by default, or a
 * database of its own on the PostgreSQL server named by DATABASE_URL, dropped when the file ends.
 */
export async function createTestContext(overrides: Partial<ServerConfig> = {}): Promise<TestContext> {
  const { ctx, close } = await openTestContext(overrides);
  openContexts.push(close);
  return ctx;
}

/**
 * Closes every context the running file opened: its pool, its cluster bus connection, its
 * database. test/setup.ts runs this after each file. An `afterAll` registered here instead would
 * be lost for the files that open their context in `beforeAll` (Vitest ignores a hook registered
 * while hooks run): their connections stayed open until the run ended, and a PostgreSQL run
 * reached "too many clients".
 */
export async function closeTestContexts(): Promise<void> {
  for (const close of openContexts.splice(0).reverse()) await close();
}

let demo: Promise<TestContext> | undefined;

/**
 * An app over the full demo data (db/seed.ts), seeded once per test worker and shared by the files
 * that only read the demo story (the README's promises): seeding costs several seconds of CPU.
 * A file that changes data builds its own with createTestContext instead. The database lives as
 * long as the worker (PostgreSQL: dropped with the run's leftovers by test/global-setup.ts).
 */
export function demoContext(): Promise<TestContext> {
  demo ??= (async () => {
    // Every file signs in as the same demo accounts from the same (absent) address.
    const { ctx } = await openTestContext({
      authLimits: {
        perIp: { max: 100_000, windowMs: 300_000 },
        perAccount: { max: 100_000, windowMs: 900_000 },
      },
    });
    const { seedDemoData } = await import("../db/seed");
    await seedDemoData(ctx.deps);
    return ctx;
  })();
  return demo;
}

async function openTestContext(
  overrides: Partial<ServerConfig> = {},
): Promise<{ ctx: TestContext; close(): Promise<void> }> {
  const base = { ...loadConfig({ ...process.env, NODE_ENV: "test" }), ...overrides };
  const scratch = base.databaseUrl
    ? await scratchPostgresDatabase(base.databaseUrl, process.env.KEYHOLD_TEST_PG_TEMPLATE)
    : undefined;
  // Tests that run as production (security headers, cookies) still sign with the fixed test secret.
  const config = { ...base, databaseUrl: scratch?.url, authSecret: base.authSecret ?? TEST_AUTH_SECRET };
  const local = scratch ? undefined : scratchPgliteDir();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: local?.dir,
    poolSize: 4,
    applicationName: testFileName(),
  });
  // The templates are already migrated, so there this only finds nothing to do.
  await runMigrations(database);
  const deps = createDeps(database, config, createLogger(config.logLevel));
  const ctx: TestContext = { app: createApp(deps), deps, database, config };
  const close = async () => {
    for (const closePeer of peers.get(ctx) ?? []) await closePeer();
    await flushListingViews(database.db);
    await deps.bus.close();
    await database.close();
    await scratch?.drop();
    local?.drop();
  };
  return { ctx, close };
}

/** The running test file's name, so pg_stat_activity shows which file holds a connection. */
function testFileName(): string {
  const file = expect.getState().testPath ?? "";
  return `test:${file.split("/").pop() ?? ""}`.slice(0, 63);
}

const peers = new WeakMap<TestContext, (() => Promise<void>)[]>();

/**
 * Another app instance on the PostgreSQL database of `ctx`, with a pool and cluster bus of its own,
 * as a second server behind the load balancer would be; closed before the database is dropped.
 * PostgreSQL only: PGlite belongs to one process.
 */
export async function secondInstance(ctx: TestContext): Promise<TestContext> {
  if (!ctx.config.databaseUrl) throw new Error("secondInstance needs PostgreSQL (DATABASE_URL)");
  const database = await openDatabase({
    databaseUrl: ctx.config.databaseUrl,
    poolSize: 4,
    applicationName: testFileName(),
  });
  const deps = createDeps(database, ctx.config, createLogger(ctx.config.logLevel));
  const list = peers.get(ctx) ?? [];
  list.push(async () => {
    await flushListingViews(database.db);
    await deps.bus.close();
    await database.close();
  });
  peers.set(ctx, list);
  return { app: createApp(deps), deps, database, config: ctx.config };
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

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  /** Send as the Cookie header to act as this user. */
  cookie: string;
}

let userSeq = 0;

/** Creates a user with the role (admin included) and signs them in through the real endpoint. */
export async function signedInUser(
  ctx: TestContext,
  role: Role,
  overrides: { email?: string; name?: string } = {},
): Promise<TestUser> {
  const email = overrides.email ?? `${role}${++userSeq}-${crypto.randomUUID().slice(0, 8)}@test.example`;
  const password = "correct-horse-battery";
  const user = await createUserAccount(ctx.deps, {
    email,
    password,
    name: overrides.name ?? `Test ${role} ${userSeq}`,
    role,
  });
  const res = await postJson(ctx, "/api/auth/sign-in", { email, password });
  if (res.status !== 200) throw new Error(`sign-in failed for ${email}: ${res.status} ${await res.text()}`);
  return { id: user.id, email, role, cookie: cookieFrom(res) };
}

/** The Cookie header value that the Set-Cookie headers of a response establish. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

/** A request as a user (or anonymous when `as` is undefined). */
export function requestAs(
  ctx: TestContext,
  as: TestUser | undefined,
  path: string,
  init: { method?: string; json?: unknown } = {},
) {
  const headers: Record<string, string> = {};
  if (as) headers.cookie = as.cookie;
  if (init.json !== undefined) headers["content-type"] = "application/json";
  return ctx.app.request(path, {
    method: init.method ?? "GET",
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
  });
}
