import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import { openDatabase } from "../db/client";
import { createDeps } from "../deps";
import { createTestContext, signedInUser } from "../test/harness";
import { isDatabaseUnavailable } from "./db-unavailable";
import { createLogger } from "./logger";

/**
 * Issue 34 item 1: a database that cannot be reached, or drops a connection, answers 503 with
 * Retry-After (never a 500), and a connection lost while lent out (a transaction between
 * statements) never ends the process. The cluster restart itself is faults/pg-restart.fault.test.ts.
 */
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

/** An app whose PostgreSQL refuses connections (nothing listens on port 9), as during a restart. */
async function appWithoutDatabase(config: Parameters<typeof createDeps>[1]) {
  const database = await openDatabase({
    databaseUrl: "postgres://postgres@127.0.0.1:9/keyhold",
    connectTimeoutMs: 1000,
    onConnectionError: () => undefined,
  });
  const deps = createDeps(database, { ...config, databaseUrl: undefined }, createLogger("silent"));
  closers.push(async () => {
    await deps.bus.close();
    await database.close();
  });
  return createApp(deps);
}

describe("a database out of reach", () => {
  it("answers 503 with Retry-After, for a visitor and for a signed-in user", async () => {
    const ctx = await createTestContext();
    const landlord = await signedInUser(ctx, "landlord");
    const app = await appWithoutDatabase(ctx.config);

    const listings = await app.request("/api/properties");
    expect(listings.status).toBe(503);
    expect(listings.headers.get("retry-after")).toBe("5");
    expect(((await listings.json()) as { error: { code: string } }).error.code).toBe("unavailable");

    // The same cookie, signed with the same secret, reaches better-auth's session lookup.
    const mine = await app.request("/api/manage/properties", { headers: { cookie: landlord.cookie } });
    expect(mine.status).toBe(503);
    expect(mine.headers.get("retry-after")).toBe("5");
  });

  it("tells connection faults from query faults", async () => {
    const ctx = await createTestContext();
    const refused = await openDatabase({
      databaseUrl: "postgres://postgres@127.0.0.1:9/keyhold",
      connectTimeoutMs: 1000,
    });
    closers.push(() => refused.close());
    const connectionFault = await refused.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(connectionFault)).toBe(true);

    const queryFault = await ctx.database.db
      .execute(sql`select * from no_such_table`)
      .catch((e: unknown) => e);
    expect(queryFault).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(queryFault)).toBe(false);
    const wrapped = new Error("Failed query: select 1", {
      cause: Object.assign(new Error("x"), { code: "57P01" }),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error("dup"), { code: "23505" }))).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("a connection lost while lent out (PostgreSQL)", () => {
  it("fails the transaction as unavailable, ends nothing else, and the pool serves again", async () => {
    const ctx = await createTestContext();
    const lost: Error[] = [];
    const database = await openDatabase({
      databaseUrl: ctx.config.databaseUrl,
      poolSize: 2,
      onConnectionError: (err) => lost.push(err),
    });
    closers.push(() => database.close());
    const { db } = database;

    const outcome = await db
      .transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        // Another pooled connection ends this one while the transaction sits between statements:
        // the lent-out client gets an 'error' event that nothing of pg-pool's listens to.
        await db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
        await vi.waitFor(() => expect(lost).toHaveLength(1));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => "committed",
        (err: unknown) => err,
      );
    expect(isDatabaseUnavailable(outcome)).toBe(true);
    expect(lost[0]?.message).toMatch(/terminating connection/);
    const { rows } = (await db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(rows).toEqual([{ one: 1 }]);
  });
});
