import { and, eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox, passwordResetRequests, verifications } from "../../db/schema";
import { drainResetRequests, startResetRequestWorker } from "../../jobs/reset-requests";
import { createTestContext, postJson, secondInstance, type TestContext } from "../../test/harness";
import { createUserAccount } from "../users/create-user";
import {
  processResetRequests,
  RESET_MAILS_PER_DAY,
  RESET_MAILS_PER_HOUR,
  RESET_MAX_ATTEMPTS,
} from "./service-reset";

/**
 * Issue 34 #3: "forgot password" queues the request and answers; the account is looked up, capped
 * and e-mailed after the answer, in the background, at most RESET_MAILS_PER_HOUR and
 * RESET_MAILS_PER_DAY e-mails per account however many addresses ask.
 */
let ctx: TestContext;
let ipSeq = 0;
/** A new client address each time, behind our one trusted proxy (TRUST_PROXY, one hop). */
const nextIp = () => `198.51.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const HOUR_MS = 60 * 60 * 1000;

beforeAll(async () => {
  ctx = await createTestContext({
    trustProxy: true,
    authLimits: { perIp: { max: 5, windowMs: 60_000 }, perAccount: { max: 100, windowMs: 60_000 } },
  });
});

async function newAccount(on: TestContext = ctx) {
  const email = `owner-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const user = await createUserAccount(on.deps, {
    email,
    password: "correct-horse-battery",
    name: "Owen Price",
    role: "landlord",
  });
  return { id: user.id, email };
}

async function ask(email: string, ip = nextIp(), on: TestContext = ctx) {
  const res = await postJson(on, "/api/auth/forgot-password", { email }, { "x-forwarded-for": ip });
  return { status: res.status, body: await res.json() };
}

const resetMailsTo = async (email: string, on: TestContext = ctx) =>
  on.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "password_reset")));
const tokensOf = (userId: string, on: TestContext = ctx) =>
  on.database.db
    .select()
    .from(verifications)
    .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)));
const queued = (email: string, on: TestContext = ctx) =>
  on.database.db.select().from(passwordResetRequests).where(eq(passwordResetRequests.email, email));

describe("the per-account cap on reset e-mails", () => {
  it("21 requests for one account from 21 addresses put at most the cap in its inbox, answered alike", async () => {
    const user = await newAccount();
    const spellings = [user.email, user.email.toUpperCase(), `  ${user.email} `];
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await ask(spellings[i % 3]!));
    const unknown = await ask(`nobody-${crypto.randomUUID().slice(0, 8)}@example.com`);
    // Every answer the same, the capped ones and the unknown address's included.
    for (const answer of answers) expect(answer).toEqual(unknown);
    expect(unknown).toEqual({ status: 200, body: { ok: true } });

    const run = await drainResetRequests(ctx.deps);
    // Before the fix: 21 e-mails, one per request.
    expect(await resetMailsTo(user.email)).toHaveLength(RESET_MAILS_PER_HOUR);
    expect(run).toMatchObject({ sent: RESET_MAILS_PER_HOUR, capped: 21 - RESET_MAILS_PER_HOUR, failed: 0 });
    expect(await tokensOf(user.id)).toHaveLength(RESET_MAILS_PER_HOUR);
    expect(await queued(user.email)).toEqual([]);
  });

  it("the per-address limit stays in front of it", async () => {
    const ip = nextIp();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask(`nobody${i}@example.com`, ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Handled here, so the next test's run sees only its own request.
    expect(await drainResetRequests(ctx.deps)).toMatchObject({ sent: 0, noAccount: 5 });
  });

  it(`allows ${RESET_MAILS_PER_HOUR} an hour and ${RESET_MAILS_PER_DAY} a day, then again the next day`, async () => {
    // A database of its own: the cap's counters run on a moved clock here.
    const clock = await createTestContext({ trustProxy: true });
    const user = await newAccount(clock);
    const start = Date.now();
    const sentAt = async (at: number, requests: number) => {
      for (let i = 0; i < requests; i++) await ask(user.email, nextIp(), clock);
      return (await drainResetRequests(clock.deps, { now: () => at })).sent;
    };
    const perHour = [];
    for (let h = 0; h < 5; h++) perHour.push(await sentAt(start + h * HOUR_MS, RESET_MAILS_PER_HOUR + 1));
    // Capped in the hour, the requests did not eat the day: 3, 3, 3, then the day's last one.
    expect(perHour).toEqual([3, 3, 3, 1, 0]);
    expect(perHour.reduce((a, b) => a + b)).toBe(RESET_MAILS_PER_DAY);
    expect(await sentAt(start + 24 * HOUR_MS + 1, 1)).toBe(1);
    expect(await resetMailsTo(user.email, clock)).toHaveLength(RESET_MAILS_PER_DAY + 1);
  });
});

/** The app's deps with a mailer whose every send fails (the database stays the real one). */
const failingMailer = () => ({
  ...ctx.deps,
  mailer: {
    ...ctx.deps.mailer,
    send: async () => {
      throw new Error("outbox unavailable");
    },
  },
});

describe("the queued request", () => {
  it("for an unknown address sends nothing and is not kept", async () => {
    await drainResetRequests(ctx.deps); // whatever earlier tests left queued
    const email = `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect(await ask(email)).toEqual({ status: 200, body: { ok: true } });
    expect(await queued(email)).toHaveLength(1);
    expect(await drainResetRequests(ctx.deps)).toMatchObject({ sent: 0, noAccount: 1 });
    expect(await queued(email)).toEqual([]);
    expect(await resetMailsTo(email)).toEqual([]);
  });

  it("waits for a worker: one started later (after a restart) handles it", async () => {
    const user = await newAccount();
    await ask(user.email);
    expect(await queued(user.email)).toHaveLength(1);
    expect(await resetMailsTo(user.email)).toEqual([]);
    const worker = startResetRequestWorker(ctx.deps);
    try {
      await vi.waitFor(async () => expect(await resetMailsTo(user.email)).toHaveLength(1), { interval: 20 });
      // A running worker hears of the next request at once, not at its next poll.
      await ask(user.email);
      await vi.waitFor(async () => expect(await resetMailsTo(user.email)).toHaveLength(2), { interval: 20 });
    } finally {
      await worker.stop();
    }
    expect(await queued(user.email)).toEqual([]);
    const [mail] = await resetMailsTo(user.email);
    expect(mail!.text).toMatch(/\/reset-password\?token=[\w-]{32}\n/);
  });

  it("a failed attempt writes nothing, stays queued and is tried again later", async () => {
    const user = await newAccount();
    await ask(user.email);
    expect(await processResetRequests(failingMailer())).toMatchObject({ sent: 0, failed: 1 });
    const [row] = await queued(user.email);
    expect(row).toMatchObject({ attempts: 1, error: expect.stringContaining("outbox unavailable") });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    // The token minted before the failure went with it; the cap was not charged.
    expect(await tokensOf(user.id)).toEqual([]);
    // Not due yet: nothing to do now.
    expect(await drainResetRequests(ctx.deps)).toMatchObject({ sent: 0, failed: 0 });

    const due = sql`now() - interval '1 second'`;
    await ctx.database.db
      .update(passwordResetRequests)
      .set({ nextAttemptAt: due })
      .where(eq(passwordResetRequests.id, row!.id));
    expect(await drainResetRequests(ctx.deps)).toMatchObject({ sent: 1 });
    expect(await resetMailsTo(user.email)).toHaveLength(1);
    expect(await tokensOf(user.id)).toHaveLength(1);
    expect(await queued(user.email)).toEqual([]);
  });

  it(`is dropped after ${RESET_MAX_ATTEMPTS} failed attempts`, async () => {
    const user = await newAccount();
    await ask(user.email);
    await ctx.database.db
      .update(passwordResetRequests)
      .set({ attempts: RESET_MAX_ATTEMPTS - 1 })
      .where(eq(passwordResetRequests.email, user.email));
    expect(await processResetRequests(failingMailer())).toMatchObject({ failed: 1 });
    expect(await queued(user.email)).toEqual([]);
    expect(await resetMailsTo(user.email)).toEqual([]);
  });
});

describe("several instances", () => {
  it("handle each request exactly once, and the cap holds across them", async () => {
    // Two servers on one PostgreSQL database; on PGlite two workers in one process.
    const other = ctx.config.databaseUrl ? await secondInstance(ctx) : ctx;
    const users = [];
    for (let i = 0; i < 6; i++) users.push(await newAccount());
    for (const user of users) for (let i = 0; i < RESET_MAILS_PER_HOUR + 2; i++) await ask(user.email);
    const [a, b] = await Promise.all([drainResetRequests(ctx.deps), drainResetRequests(other.deps)]);
    expect(a!.sent + b!.sent).toBe(users.length * RESET_MAILS_PER_HOUR);
    expect(a!.capped + b!.capped).toBe(users.length * 2);
    for (const user of users) {
      const mails = await resetMailsTo(user.email);
      expect(mails).toHaveLength(RESET_MAILS_PER_HOUR);
      expect(await tokensOf(user.id)).toHaveLength(RESET_MAILS_PER_HOUR);
    }
  });
});
