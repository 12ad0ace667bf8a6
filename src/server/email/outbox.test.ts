import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emailOutbox } from "../db/schema";
import { createTestContext, requestAs, signedInUser, type TestContext } from "../test/harness";
import { type TestSmtpServer, testSmtpServer } from "../test/smtp-server";
import { type OutboxWorker, retryDelayMs, startOutboxWorker } from "./worker";

/** The outbox as a durable queue, against a real SMTP server on a local port. */
let ctx: TestContext;
let smtp: TestSmtpServer;
const workers: OutboxWorker[] = [];

beforeAll(async () => {
  smtp = await testSmtpServer();
  ctx = await createTestContext({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await smtp.stop();
});

/** A worker with fast retries, on this file's database and SMTP server. */
function worker(mail: Partial<TestContext["config"]["mail"]> = {}) {
  const config = {
    ...ctx.config,
    smtpUrl: smtp.url,
    mail: { maxAttempts: 8, retryBaseMs: 100, pollMs: 60_000, ...mail },
  };
  const w = startOutboxWorker({ ...ctx.deps, config });
  workers.push(w);
  return w;
}

/** Polls `probe` (every 25 ms, for 10 s at most) until it answers something, and answers that. */
const until = <T>(what: string, probe: () => Promise<T | undefined | false>, timeout = 10_000) =>
  vi.waitFor(
    async () => {
      const value = await probe();
      if (!value) throw new Error(`timed out waiting for ${what}`);
      return value;
    },
    { timeout, interval: 25 },
  );

const rowOf = async (to: string) =>
  (await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)))[0];
const receivedBy = (to: string) => smtp.received.filter((m) => m.to.some((t) => t.includes(to)));
const uniqueAddress = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@mail.example`;

describe("the outbox worker", () => {
  it("enqueue is one insert (status queued); the woken worker delivers it in well under a second", async () => {
    const w = worker();
    const to = uniqueAddress("quick");
    const started = Date.now();
    await ctx.deps.mailer.send({ to, kind: "test", subject: "Hello", text: "Hello there" });
    const row = await until("sent", async () => {
      const r = await rowOf(to);
      return r?.status === "sent" && r;
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(row).toMatchObject({ attempts: 1, error: null, lockedBy: null });
    expect(receivedBy(to)).toHaveLength(1);
    await w.stop();
  });

  it("property enquiries reply to the enquirer, with an HTML part in which input is escaped", async () => {
    const w = worker();
    const landlord = await signedInUser(ctx, "landlord");
    const created = await requestAs(ctx, landlord, "/api/manage/properties", {
      method: "POST",
      json: {
        title: "Reply-to flat",
        description: "A flat.",
        type: "flat",
        addressLine1: "1 Mail Street",
        city: "Testbury",
        postcode: "sw1a1aa",
        bedrooms: 1,
        bathrooms: 1,
        rentAmount: 100_000,
        rentPeriod: "month",
        furnished: "furnished",
        status: "available",
        published: true,
        depositAmount: 100_000,
        councilTaxBand: "A",
        epcRating: "B",
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { property } = (await created.json()) as { property: { id: string } };
    const res = await requestAs(ctx, undefined, `/api/properties/${property.id}/enquiries`, {
      method: "POST",
      json: {
        name: "Eve <b>Bold</b>",
        email: "eve.enquirer@example.com",
        message: 'Is it free? <script>alert("x")</script> & more, see https://example.com/?a=1&b=2',
      },
    });
    expect(res.status).toBe(201);
    const [mail] = await until("enquiry delivered", async () => {
      const got = receivedBy(landlord.email);
      return got.length > 0 && got;
    });
    const raw = mail!.data;
    expect(raw).toMatch(/^Reply-To: eve\.enquirer@example\.com\r?$/m);
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/plain/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    const [row] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, landlord.email));
    expect(row!.replyTo).toBe("eve.enquirer@example.com");
    expect(row!.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more");
    expect(row!.html).toContain("Eve &lt;b&gt;Bold&lt;/b&gt;");
    expect(row!.html).not.toContain("<script>");
    expect(row!.html).not.toContain("<b>");
    expect(row!.html).toContain('<a href="https://example.com/?a=1&amp;b=2"');
    await w.stop();
  });

  it("SMTP down (connection refused), then up: retried with back-off and delivered exactly once", async () => {
    await smtp.stop();
    const w = worker({ retryBaseMs: 150 });
    const to = uniqueAddress("retry");
    await ctx.deps.mailer.send({ to, kind: "test", subject: "Retry me", text: "Body" });
    const failing = await until("two failed attempts", async () => {
      const r = await rowOf(to);
      return r && r.attempts >= 2 && r.status === "queued" && r;
    });
    expect(failing.error).toMatch(/ECONNREFUSED/);
    expect(failing.nextAttemptAt.getTime()).toBeGreaterThan(failing.lastAttemptAt!.getTime());
    await smtp.start();
    const sent = await until("sent", async () => {
      const r = await rowOf(to);
      return r?.status === "sent" && r;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
    expect(sent.error).toBeNull();
    // Exactly once, even with another run afterwards: a new worker's first, which stop() waits for.
    await w.stop();
    await worker().stop();
    expect(receivedBy(to)).toHaveLength(1);
  });

  it("a message that keeps failing ends failed after the attempt limit, with the last error", async () => {
    await smtp.stop();
    const w = worker({ maxAttempts: 3, retryBaseMs: 50 });
    const to = uniqueAddress("doomed");
    await ctx.deps.mailer.send({ to, kind: "test", subject: "Doomed", text: "Body" });
    const failed = await until("failed", async () => {
      const r = await rowOf(to);
      return r?.status === "failed" && r;
    });
    expect(failed.attempts).toBe(3);
    expect(failed.error).toMatch(/ECONNREFUSED/);
    // No fourth attempt, even with another run: a new worker's first, which stop() waits for.
    await w.stop();
    await worker({ maxAttempts: 3, retryBaseMs: 50 }).stop();
    expect((await rowOf(to))!.attempts).toBe(3);
    await smtp.start();
  });

  it("a permanent refusal (5xx) fails at once without retrying", async () => {
    smtp.rcptReply = "550 5.1.1 No such user here";
    const w = worker();
    const to = uniqueAddress("nobody");
    try {
      await ctx.deps.mailer.send({ to, kind: "test", subject: "Nobody", text: "Body" });
      const failed = await until("failed", async () => {
        const r = await rowOf(to);
        return r?.status === "failed" && r;
      });
      expect(failed.attempts).toBe(1);
      expect(failed.error).toMatch(/550/);
    } finally {
      smtp.rcptReply = "250 OK";
      await w.stop();
    }
  });

  it("several workers (instances) deliver each message exactly once", async () => {
    const tos = Array.from({ length: 12 }, (_, i) => uniqueAddress(`many${i}`));
    for (const to of tos) await ctx.deps.mailer.send({ to, kind: "test", subject: "Many", text: "Body" });
    const ws = [worker(), worker(), worker()];
    await until("all sent", async () => {
      const rows = await ctx.database.db.select().from(emailOutbox).where(inArray(emailOutbox.to, tos));
      return rows.every((r) => r.status === "sent");
    });
    for (const to of tos) expect(receivedBy(to), to).toHaveLength(1);
    await Promise.all(ws.map((x) => x.stop()));
  });

  it("a message whose sender died mid-send is picked up when its lease lapses", async () => {
    const to = uniqueAddress("orphan");
    await ctx.database.db.insert(emailOutbox).values({
      to,
      subject: "Orphan",
      text: "Body",
      kind: "test",
      status: "sending",
      attempts: 1,
      lockedBy: "dead-host:1:abc",
      lockedUntil: sql`now() - interval '1 second'`,
    });
    const w = worker();
    const row = await until("sent", async () => {
      const r = await rowOf(to);
      return r?.status === "sent" && r;
    });
    expect(row.attempts).toBe(2);
    expect(receivedBy(to)).toHaveLength(1);
    await w.stop();
  });

  it("back-off: about a day over the default 8 attempts", () => {
    const waits = Array.from({ length: 7 }, (_, i) => retryDelayMs(i + 1, 60_000));
    const hours = waits.reduce((s, x) => s + x, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(12);
    expect(hours).toBeLessThan(30);
  });
});

describe("without SMTP_URL", () => {
  let offline: TestContext;
  beforeAll(async () => {
    offline = await createTestContext({ smtpUrl: undefined });
  });

  it("messages are kept in the outbox as logged, with their HTML part, and no worker sends them", async () => {
    const w = startOutboxWorker(offline.deps);
    const to = uniqueAddress("offline");
    await offline.deps.mailer.send({ to, kind: "test", subject: "Offline", text: "Kept <here>" });
    // Woken, and stopped once whatever it would do is done (stop() waits for a run under way).
    w.wake();
    await w.stop();
    const [row] = await offline.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));
    expect(row).toMatchObject({ status: "logged", attempts: 0 });
    expect(row!.html).toContain("Kept &lt;here&gt;");
    expect(receivedBy(to)).toHaveLength(0);
  });
});
