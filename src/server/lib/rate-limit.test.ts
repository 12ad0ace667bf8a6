import { authMessages } from "@shared/schemas/auth";
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../app";
import { SignInLockout } from "../auth/lockout";
import { emailOutbox, rateCounters } from "../db/schema";
import { createDeps } from "../deps";
import { createUserAccount } from "../features/users/create-user";
import { drainResetRequests } from "../jobs/reset-requests";
import { createTestContext, type TestContext } from "../test/harness";
import { createLogger } from "./logger";
import { counterKey, sweepExpired } from "./rate-counter-store";
import { FailureCounter, RateLimiter } from "./rate-limit";

type App = TestContext["app"];

/** Two app instances on one database, as two servers behind a load balancer (real clock). */
let ctx: TestContext;
let appA: App;
let appB: App;
/** A database of its own for the tests that move the clock, so no other counter sees that clock. */
let clockCtx: TestContext;

let ipSeq = 0;
const nextIp = () => `198.18.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const unique = (local: string) => `${local}-${crypto.randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = "correct-horse-battery";

const post = (app: App, path: string, body: unknown, ip: string) =>
  app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
const signIn = (app: App, email: string, password: string, ip: string) =>
  post(app, "/api/auth/sign-in", { email, password }, ip);
const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

const newUser = async (context: TestContext) => {
  const email = unique("owner");
  await createUserAccount(context.deps, { email, password: PASSWORD, name: "Owen Price", role: "landlord" });
  return email;
};

beforeAll(async () => {
  ctx = await createTestContext({
    trustProxy: true,
    publicFormLimit: { max: 3, windowMs: 60_000 },
    authLimits: { perIp: { max: 6, windowMs: 60_000 }, perAccount: { max: 3, windowMs: 60_000 } },
    authBackoff: { max: 1000, windowMs: 3_600_000, maxBackoffMs: 900_000 },
  });
  appA = ctx.app;
  appB = createApp(createDeps(ctx.database, ctx.config, createLogger("silent")));
  clockCtx = await createTestContext({ trustProxy: true });
});

describe("shared by two app instances on one database", () => {
  it("the lock-out blocks at N failures through A and B alternately, not 2N, known e-mail or not", async () => {
    const attack = async (email: string) => {
      const ip = nextIp();
      const answers: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await signIn(i % 2 ? appB : appA, email, "wrong-guess-123", ip);
        answers.push(res.status);
        if (res.status === 429) expect(await message(res)).toBe(authMessages.tooManySignIns);
      }
      return { ip, answers };
    };
    const email = await newUser(ctx);
    const known = await attack(email);
    expect(known.answers).toEqual([401, 401, 401, 429, 429]);
    expect((await attack(unique("nobody"))).answers).toEqual(known.answers);
    // Blocked on both for that address, right password or not; the owner's own address is not.
    for (const app of [appA, appB]) expect((await signIn(app, email, PASSWORD, known.ip)).status).toBe(429);
    expect((await signIn(appB, email, PASSWORD, nextIp())).status).toBe(200);
  }, 60_000);

  it("the per-address limit before the body is read counts on both instances together", async () => {
    const ip = nextIp();
    const answers: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await signIn(i % 2 ? appB : appA, unique("someone"), "wrong-guess-123", ip);
      answers.push(res.status);
      if (res.status === 429) expect(await message(res)).toBe(authMessages.tooManyAttempts);
    }
    expect(answers).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  }, 60_000);

  it("max + 5 concurrent hits let exactly max through, over HTTP on both apps and in the store", async () => {
    const ip = nextIp();
    const form = {
      name: "Priya Shah",
      email: unique("priya"),
      topic: "landlord",
      message: "Two flats in Leeds.",
    };
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(i % 2 ? appB : appA, "/api/contact", form, ip)),
    );
    const statuses = sent.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);

    const limiter = new RateLimiter("test-burst", 20, 60_000);
    const hits = await Promise.all(Array.from({ length: 25 }, () => limiter.hit(ctx.database.db, "burst")));
    expect(hits.filter((h) => h.allowed)).toHaveLength(20);
    const [row] = await ctx.database.db
      .select()
      .from(rateCounters)
      .where(eq(rateCounters.key, counterKey("test-burst", "burst")));
    expect(row?.count).toBe(25);
  });

  it("a successful sign-in on one app resets the address's counters for the other", async () => {
    const email = await newUser(ctx);
    const ip = nextIp();
    for (let i = 0; i < 2; i++) expect((await signIn(appA, email, "wrong-guess-123", ip)).status).toBe(401);
    expect((await signIn(appB, email, PASSWORD, ip)).status).toBe(200);
    const keys = [counterKey("lockout:client", email, ip), counterKey("lockout:account", email)];
    expect(await ctx.database.db.select().from(rateCounters).where(inArray(rateCounters.key, keys))).toEqual(
      [],
    );
    const answers: number[] = [];
    for (let i = 0; i < 4; i++)
      answers.push((await signIn(i % 2 ? appA : appB, email, "wrong-1234", ip)).status);
    expect(answers).toEqual([401, 401, 401, 429]);
  }, 60_000);

  it("a password reset through app B lets in the address that app A blocked", async () => {
    const email = await newUser(ctx);
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await signIn(appA, email, "wrong-guess-123", ip)).status).toBe(401);
    expect((await signIn(appB, email, PASSWORD, ip)).status).toBe(429);
    expect((await post(appB, "/api/auth/forgot-password", { email }, nextIp())).status).toBe(200);
    await drainResetRequests(ctx.deps);
    const [mail] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail!.text)![1]!);
    const newPassword = "back-in-through-mail";
    expect((await post(appA, "/api/auth/reset-password", { token, password: newPassword }, ip)).status).toBe(
      200,
    );
    expect((await signIn(appB, email, newPassword, ip)).status).toBe(200);
  }, 60_000);
});

describe("on a moved clock", () => {
  const clock = { now: Date.now() };
  const now = () => clock.now;

  it("a window ends when its time has passed, and Retry-After counts down to it", async () => {
    const db = clockCtx.database.db;
    const limiter = new RateLimiter("test-window", 2, 60_000, now);
    expect(await limiter.hit(db, "k")).toEqual({ allowed: true, retryAfterSec: 60 });
    expect((await limiter.hit(db, "k")).allowed).toBe(true);
    expect(await limiter.hit(db, "k")).toEqual({ allowed: false, retryAfterSec: 60 });
    clock.now += 30_000;
    expect(await limiter.hit(db, "k")).toEqual({ allowed: false, retryAfterSec: 30 });
    clock.now += 30_000;
    expect(await limiter.hit(db, "k")).toEqual({ allowed: true, retryAfterSec: 60 });

    const wrong = new FailureCounter("test-wrong", 2, 60_000, now);
    await wrong.fail(db, "session-1");
    expect(await wrong.blockedFor(db, "session-1")).toBe(0);
    await wrong.fail(db, "session-1");
    expect(await wrong.blockedFor(db, "session-1")).toBe(60);
    clock.now += 59_500;
    expect(await wrong.blockedFor(db, "session-1")).toBe(1);
    clock.now += 500;
    expect(await wrong.blockedFor(db, "session-1")).toBe(0);
    await wrong.fail(db, "session-1");
    await wrong.fail(db, "session-1");
    await wrong.reset(db, "session-1");
    expect(await wrong.blockedFor(db, "session-1")).toBe(0);
  });

  it("the account back-off doubles up to its cap, is kept while attacked, and ends after a quiet window", async () => {
    const db = clockCtx.database.db;
    const lockout = new SignInLockout(
      {
        perClient: { max: 2, windowMs: 60_000 },
        global: { max: 2, windowMs: 60_000, maxBackoffMs: 120_000 },
      },
      now,
    );
    const email = unique("attacked");
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      await lockout.fail(db, email, `203.0.113.${i}`);
      waits.push(await lockout.blockedFor(db, email, "192.0.2.1"));
    }
    expect(waits).toEqual([0, 0, 30, 60, 120, 120]);
    clock.now += 120_000;
    expect(await lockout.blockedFor(db, email, "192.0.2.1")).toBe(0);
    // Still attacked within a window of the last wait: the count goes on, no new 30 s start.
    await lockout.fail(db, email, "203.0.113.9");
    expect(await lockout.blockedFor(db, email, "192.0.2.1")).toBe(120);
    clock.now += 120_000 + 60_000;
    await lockout.fail(db, email, "203.0.113.9");
    await lockout.fail(db, email, "203.0.113.10");
    expect(await lockout.blockedFor(db, email, "192.0.2.1")).toBe(0);
    await lockout.fail(db, email, "203.0.113.11");
    expect(await lockout.blockedFor(db, email, "192.0.2.1")).toBe(30);
    await lockout.succeeded(db, email, "192.0.2.1");
    expect(await lockout.blockedFor(db, email, "192.0.2.1")).toBe(0);
  });

  it("per address: blocked for that account only; clear forgets every address of exactly that e-mail", async () => {
    const db = clockCtx.database.db;
    const lockout = new SignInLockout(
      { perClient: { max: 1, windowMs: 60_000 }, global: { max: 1000, windowMs: 60_000, maxBackoffMs: 1 } },
      now,
    );
    const id = crypto.randomUUID().slice(0, 8);
    // LIKE would let _ and % match the others; a long e-mail is kept hashed in its keys.
    const [target, lookalike, long] = [
      `a_b%c-${id}@x.uk`,
      `axbyc-${id}@x.uk`,
      `${"l".repeat(200)}-${id}@x.uk`,
    ];
    for (const email of [target, lookalike, long])
      for (const ip of ["192.0.2.7", "2001:db8::7"]) await lockout.fail(db, email, ip);
    expect(await lockout.blockedFor(db, target, "192.0.2.7")).toBe(60);
    expect(await lockout.blockedFor(db, target, "192.0.2.8")).toBe(0);
    await lockout.clear(db, target);
    await lockout.clear(db, long);
    for (const ip of ["192.0.2.7", "2001:db8::7"]) {
      expect(await lockout.blockedFor(db, target, ip)).toBe(0);
      expect(await lockout.blockedFor(db, long, ip)).toBe(0);
      expect(await lockout.blockedFor(db, lookalike, ip)).toBe(60);
    }
    const [{ longest }] = (await db
      .select({ longest: sql<number>`max(length(${rateCounters.key}))::int` })
      .from(rateCounters)) as [{ longest: number }];
    expect(longest).toBeLessThan(200);
  });

  it("expired rows are swept, in the background at most once a minute; live and attacked ones stay", async () => {
    const db = clockCtx.database.db;
    // Later than any other clock on this database, so the first hit below is due a sweep.
    const later = { now: Date.now() + 30 * 24 * 3_600_000 };
    const at = () => later.now;
    const short = new RateLimiter("test-sweep-short", 5, 60_000, at);
    const long = new RateLimiter("test-sweep-long", 5, 3_600_000, at);
    const lockout = new SignInLockout(
      {
        perClient: { max: 5, windowMs: 60_000 },
        global: { max: 1, windowMs: 60_000, maxBackoffMs: 1_800_000 },
      },
      at,
    );
    const email = unique("swept");
    await Promise.all([short.hit(db, "a"), short.hit(db, "b"), long.hit(db, "c")]);
    // Eight failures past one: a 30 min wait (the cap), so that row lives on past the sweep.
    for (let i = 0; i < 8; i++) await lockout.fail(db, email, "192.0.2.9");
    const keys = {
      gone: [counterKey("test-sweep-short", "a"), counterKey("test-sweep-short", "b")],
      kept: [counterKey("test-sweep-long", "c"), counterKey("lockout:account", email)],
      client: counterKey("lockout:client", email, "192.0.2.9"),
    };
    const present = async () =>
      (
        await db
          .select({ key: rateCounters.key })
          .from(rateCounters)
          .where(inArray(rateCounters.key, [...keys.gone, ...keys.kept, keys.client]))
      )
        .map((r) => r.key)
        .sort();
    expect(await present()).toHaveLength(5);
    // Past the short windows and the grace minute: the next hit sweeps without waiting for it.
    later.now += 10 * 60_000;
    await short.hit(db, "fresh");
    await vi.waitFor(async () => expect(await present()).toEqual([...keys.kept].sort()), { timeout: 5_000 });
    // Once the attack is a window behind, the account's row goes too (here by an explicit sweep).
    later.now += 25 * 60_000;
    expect(await sweepExpired(db, later.now)).toBeGreaterThanOrEqual(1);
    expect(await present()).toEqual([counterKey("test-sweep-long", "c")]);
  });

  it("when the counters cannot be reached: 503 with Retry-After, never a pass and never a 500", async () => {
    const db = clockCtx.database.db;
    const email = await newUser(clockCtx);
    await db.execute(sql`alter table rate_counters rename to rate_counters_away`);
    try {
      const form = { name: "Priya Shah", email: unique("priya"), topic: "landlord", message: "Two flats." };
      const answers = [
        await post(clockCtx.app, "/api/contact", form, nextIp()),
        await signIn(clockCtx.app, email, PASSWORD, nextIp()),
        await signIn(clockCtx.app, unique("nobody"), PASSWORD, nextIp()),
        await clockCtx.app.request("/api/calendar/unknown.ics", { headers: { "x-forwarded-for": nextIp() } }),
      ];
      for (const res of answers) {
        expect(res.status).toBe(503);
        expect(res.headers.get("retry-after")).toBe("30");
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("unavailable");
      }
    } finally {
      await db.execute(sql`alter table rate_counters_away rename to rate_counters`);
    }
    expect((await signIn(clockCtx.app, email, PASSWORD, nextIp())).status).toBe(200);
  }, 60_000);
});
