import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import { drainResetRequests, startResetRequestWorker } from "../jobs/reset-requests";
import { rawQuery } from "../quality/db-fingerprint";
import { createTestContext, postJson, signedInUser, type TestContext } from "../test/harness";
import { type TestSmtpServer, testSmtpServer } from "../test/smtp-server";
import { type OutboxWorker, startOutboxWorker } from "./worker";

/**
 * Issue 13 #4 and issue 34 #3: "Forgot password" must not tell whether an account exists by how
 * long it takes. The answer waits neither for the mail server (which here waits 300 ms before it
 * even greets) nor for any work that depends on the account: the request is only queued, the same
 * for every address, and the account is looked up after the answer.
 */
const SMTP_DELAY_MS = 300;
/** Requests timed per path. */
const ROUNDS = 200;
let ctx: TestContext;
let smtp: TestSmtpServer;
let worker: OutboxWorker | undefined;

const limits = {
  authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 10_000, windowMs: 60_000 } },
};

beforeAll(async () => {
  smtp = await testSmtpServer({ greetingDelayMs: SMTP_DELAY_MS });
  ctx = await createTestContext({ smtpUrl: smtp.url, ...limits });
  worker = startOutboxWorker(ctx.deps);
});
afterAll(async () => {
  await worker?.stop();
  await smtp.stop();
});

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

async function timed(on: TestContext, email: string) {
  const start = performance.now();
  const res = await postJson(on, "/api/auth/forgot-password", { email });
  const ms = performance.now() - start;
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true });
  return ms;
}

/** Rows in every table, by table. */
async function rowCounts(database: Database): Promise<Map<string, number>> {
  const tables = await rawQuery<{ t: string }>(
    database,
    sql`select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const rows = await rawQuery<{ t: string; n: number }>(
    database,
    sql.join(
      tables.map(({ t }) => sql`select ${t}::text as t, count(*)::int as n from ${sql.identifier(t)}`),
      sql` union all `,
    ),
  );
  return new Map(rows.map((r) => [r.t, r.n]));
}

/**
 * Counts what the app sends to the database (statements, and transactions or pooled connections
 * taken) while `fn` runs: a spy on the driver's client, the queries themselves run as ever.
 */
async function statementsDuring(database: Database, fn: () => Promise<unknown>): Promise<number> {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  let n = 0;
  const originals = new Map<string, unknown>();
  for (const name of ["query", "exec", "transaction", "connect"]) {
    const original = client[name];
    if (typeof original !== "function") continue;
    originals.set(name, original);
    client[name] = function (this: unknown, ...args: unknown[]) {
      n++;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
  }
  try {
    await fn();
  } finally {
    for (const [name, original] of originals) client[name] = original;
  }
  return n;
}

describe("forgot password answers alike for an account and an unknown address", () => {
  it("does the same database work before answering: one queued request, whoever asks", async () => {
    // No outbox worker here: only the request's own statements are counted.
    const quiet = await createTestContext(limits);
    const user = await signedInUser(quiet, "tenant");
    const unknown = `nobody-${crypto.randomUUID().slice(0, 8)}@test.example`;
    await timed(quiet, `warm-up-${crypto.randomUUID().slice(0, 8)}@test.example`);
    await drainResetRequests(quiet.deps);
    const workOf = async (email: string) => {
      const before = await rowCounts(quiet.database);
      const statements = await statementsDuring(quiet.database, () => timed(quiet, email));
      const after = await rowCounts(quiet.database);
      const written = [...after]
        .filter(([t, n]) => n !== before.get(t))
        .map(([t, n]) => [t, n - before.get(t)!]);
      await drainResetRequests(quiet.deps);
      return { statements, written: Object.fromEntries(written) };
    };
    const known = await workOf(user.email);
    const absent = await workOf(unknown);
    // Before the fix the account's path also read its accounts row, wrote the token and the e-mail.
    expect(known).toEqual(absent);
    expect(known.written).toEqual({ password_reset_requests: 1 });
  });

  it(`answers in the same median time over ${ROUNDS} requests each, never waiting for SMTP`, async () => {
    const user = await signedInUser(ctx, "tenant");
    const unknown = `nobody-${crypto.randomUUID().slice(0, 8)}@test.example`;
    const known: number[] = [];
    const absent: number[] = [];
    // Warm both paths, then alternate so load on the machine hits both alike. No reset worker
    // runs here: the queued requests wait (and are handled at the end), so only answers are timed.
    for (let i = -2; i < ROUNDS; i++) {
      const k = await timed(ctx, user.email);
      const u = await timed(ctx, unknown);
      if (i >= 0) {
        known.push(k);
        absent.push(u);
      }
    }
    await drainResetRequests(ctx.deps);
    const k = median(known);
    const u = median(absent);
    // The original awaited the SMTP send inline: every known answer took > 300 ms.
    expect(k, `known ${known.map(Math.round)}`).toBeLessThan(SMTP_DELAY_MS);
    expect(u, `unknown ${absent.map(Math.round)}`).toBeLessThan(SMTP_DELAY_MS);
    // Before issue 34 #3 the account's answer waited for its token and e-mail rows: 3-5 ms more
    // here (the reviewer measured 60 against 38 ms). Now only noise tells them apart.
    const tolerance = Math.max(1, 0.15 * Math.min(k, u));
    expect(Math.abs(k - u), `median known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms`).toBeLessThan(
      tolerance,
    );
  }, 120_000);

  it("the reset e-mail still leaves within seconds, through the queue and the outbox", async () => {
    const resets = startResetRequestWorker(ctx.deps);
    try {
      const user = await signedInUser(ctx, "landlord");
      await timed(ctx, user.email);
      await vi.waitFor(
        async () => {
          const [row] = await ctx.database.db
            .select()
            .from(emailOutbox)
            .where(eq(emailOutbox.to, user.email));
          expect(row?.status, `${row?.status} ${row?.error}`).toBe("sent");
          expect(row?.kind).toBe("password_reset");
        },
        { timeout: 10_000, interval: 50 },
      );
      const mail = smtp.received.find((m) => m.to.some((t) => t.includes(user.email)));
      expect(mail?.data).toMatch(/reset-password\?token=/);
    } finally {
      await resets.stop();
    }
  });
});
