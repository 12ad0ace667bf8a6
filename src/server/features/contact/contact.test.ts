import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, waitlist } from "../../db/schema";
import { createTestContext, postJson, type TestContext } from "../../test/harness";

/** A valid message from a sender of its own (a fresh e-mail, mixed case), with any fields changed. */
const message = (patch: Record<string, unknown> = {}) => ({
  name: "Priya Shah",
  email: `Priya.Shah.${crypto.randomUUID().slice(0, 8)}@Example.com`,
  phone: "+44 7700 900123",
  topic: "landlord",
  message: "I have two flats in Leeds and want to know more about management.",
  ...patch,
});

let ctx: TestContext;
let ip = 0;
/** Each request from its own address unless a test is about the limit. */
const send = (body: unknown, from = `10.0.0.${++ip}`) =>
  postJson(ctx, "/api/contact", body, { "x-forwarded-for": from });

beforeAll(async () => {
  ctx = await createTestContext({ trustProxy: true, publicFormLimit: { max: 3, windowMs: 60_000 } });
});

describe("POST /api/contact", () => {
  it("stores a valid message with the e-mail lower-cased", async () => {
    const input = message();
    const res = await send(input);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true, waitlisted: false });
    const rows = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, input.email.toLowerCase()));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Priya Shah", topic: "landlord", phone: "+44 7700 900123" });
  });

  it.each([
    ["name", { name: "" }],
    ["email", { email: "not-an-email" }],
    ["phone", { phone: "call me maybe" }],
    ["topic", { topic: "sales" }],
    ["message", { message: "short" }],
    ["message", { message: "x".repeat(5001) }],
  ])("answers 400 naming %s when it is invalid", async (field, patch) => {
    const before = await ctx.database.db.select({ n: count() }).from(contactMessages);
    const res = await send(message(patch));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("validation_error");
    expect(Object.keys(body.error.fields)).toEqual([field]);
    const after = await ctx.database.db.select({ n: count() }).from(contactMessages);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("names every missing field", async () => {
    const res = await send({});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(["email", "message", "name", "topic"]);
  });

  it("answers 400 with the JSON error shape for a malformed body", async () => {
    const res = await send("{not json");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.message).toMatch(/JSON/i);
  });

  it("adds early-access requests to the waitlist once, and a repeat is not an error", async () => {
    const email = `early-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const request = message({ email, topic: "early_access" });
    const first = await send(request);
    const second = await send({ ...request, email: email.toUpperCase() });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(await second.json()).toEqual({ ok: true, waitlisted: true });
    const rows = await ctx.database.db.select().from(waitlist).where(eq(waitlist.email, email));
    expect(rows).toHaveLength(1);
    const messages = await ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(messages).toHaveLength(2);
  });

  it("accepts but does not store a message whose honeypot is filled", async () => {
    const email = `bot-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const res = await send(message({ email, website: "http://spam.example" }));
    expect(res.status).toBe(201);
    const rows = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows).toHaveLength(0);
  });

  it("rate-limits one address and not another", async () => {
    const from = "192.0.2.50";
    for (let i = 0; i < 3; i++) expect((await send(message(), from)).status).toBe(201);
    const limited = await send(message(), from);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    const body = (await limited.json()) as { error: { code: string } };
    expect(body.error.code).toBe("rate_limited");
    expect((await send(message(), "192.0.2.51")).status).toBe(201);
  });
});
