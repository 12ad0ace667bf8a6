import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, properties, users } from "../db/schema";
import {
  createTestContext,
  postJson,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../test/harness";
import { JSON_BODY_MAX_BYTES } from "./body-limit";

let ctx: TestContext;
/** Tight per-address limits: 2 contact messages and 2 auth attempts per window. */
let limited: TestContext;
let landlord: TestUser;
let ip = 0;
const from = () => ({ "x-forwarded-for": `198.51.100.${++ip}` });

/** A JSON body of about `bytes` bytes: a valid contact message with a huge text field. */
const bigContact = (bytes: number) =>
  JSON.stringify({
    name: "Big Body",
    email: "big@example.com",
    topic: "landlord",
    message: "x".repeat(bytes),
  });

/** A body with no Content-Length (sent chunked), counting how much of it the server pulled. */
function chunkedBody(totalBytes: number, chunk = 64 * 1024) {
  const stats = { pulled: 0 };
  const piece = new TextEncoder().encode("x".repeat(chunk));
  const prefix = new TextEncoder().encode(
    '{"name":"Chunky","email":"c@example.com","topic":"landlord","message":"',
  );
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stats.pulled === 0) {
        stats.pulled += prefix.length;
        controller.enqueue(prefix);
      } else if (stats.pulled >= totalBytes) {
        controller.enqueue(new TextEncoder().encode('"}'));
        controller.close();
      } else {
        stats.pulled += piece.length;
        controller.enqueue(piece);
      }
    },
  });
  return { stream, stats };
}

const contactRows = async () => (await ctx.database.db.select({ n: count() }).from(contactMessages))[0]!.n;

beforeAll(async () => {
  ctx = await createTestContext({
    trustProxy: true,
    dataDir: mkdtempSync(path.join(tmpdir(), "keyhold-edge-")),
    uploadMaxBytes: 3 * 1024 * 1024,
  });
  landlord = await signedInUser(ctx, "landlord");
});

// A hook of its own: on a busy machine two contexts may not fit in one hook's 60 s.
beforeAll(async () => {
  limited = await createTestContext({
    trustProxy: true,
    publicFormLimit: { max: 2, windowMs: 60_000 },
    authLimits: { perIp: { max: 2, windowMs: 60_000 }, perAccount: { max: 100, windowMs: 60_000 } },
  });
});

describe("request body limit (issue 13 item 1)", () => {
  it("refuses a JSON body over 1 MB with 413 and the error shape, storing nothing", async () => {
    const before = await contactRows();
    const res = await postJson(ctx, "/api/contact", bigContact(2 * JSON_BODY_MAX_BYTES), from());
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("payload_too_large");
    expect(body.error.message).toMatch(/limit is 1 MB/);
    expect(await contactRows()).toBe(before);
  });

  it("refuses oversized sign-up and sign-in bodies before they reach the auth library", async () => {
    const usersBefore = (await ctx.database.db.select({ n: count() }).from(users))[0]!.n;
    const big = JSON.stringify({
      name: "y".repeat(2 * JSON_BODY_MAX_BYTES),
      email: "huge@example.com",
      password: "correct-horse-battery",
      role: "landlord",
    });
    for (const url of ["/api/auth/sign-up", "/api/auth/sign-in", "/api/auth/forgot-password"]) {
      const res = await postJson(ctx, url, big, from());
      expect(res.status, url).toBe(413);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
    }
    expect((await ctx.database.db.select({ n: count() }).from(users))[0]!.n).toBe(usersBefore);
  });

  it("cuts off a body without Content-Length (chunked) at the limit, without reading the rest", async () => {
    const { stream, stats } = chunkedBody(16 * 1024 * 1024);
    const res = await ctx.app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", ...from() },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    // Read up to the limit and a chunk or two of read-ahead, never the 16 MB.
    expect(stats.pulled).toBeLessThan(JSON_BODY_MAX_BYTES + 4 * 64 * 1024);
  });

  it("still accepts a body just under the limit (the route's own validation answers)", async () => {
    const res = await postJson(ctx, "/api/contact", bigContact(JSON_BODY_MAX_BYTES - 1000), from());
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("validation_error");
  });

  it("lets uploads use UPLOAD_MAX_MB, not the JSON limit, and refuses the whole request above it", async () => {
    const [p] = await ctx.database.db
      .insert(properties)
      .values({
        landlordId: landlord.id,
        title: "Limit Lane flat",
        type: "flat",
        addressLine1: "1 Limit Lane",
        city: "Leeds",
        postcode: "LS1 1AA",
        bedrooms: 1,
        bathrooms: 1,
        rentAmount: 90_000,
        rentPcm: 90_000,
      })
      .returning({ id: properties.id });
    const send = (bytes: number) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "big.jpg");
      return ctx.app.request(`/api/manage/properties/${p!.id}/images`, {
        method: "POST",
        headers: { cookie: landlord.cookie },
        body: form,
      });
    };
    // 2 MB of zeros: past the JSON limit, within UPLOAD_MAX_MB, so the type check answers.
    const within = await send(2 * 1024 * 1024);
    expect(within.status).toBe(400);
    expect(((await within.json()) as { error: { code: string } }).error.code).toBe("unsupported_file_type");
    const over = await send(4 * 1024 * 1024);
    expect(over.status).toBe(413);
    expect(((await over.json()) as { error: { message: string } }).error.message).toMatch(/3 MB/);
  });
});

describe("rate limits apply before the body is read (issue 13 item 1)", () => {
  it("a client over the contact limit gets 429 for oversized and malformed bodies alike", async () => {
    const headers = { "x-forwarded-for": "203.0.113.77" };
    // Malformed bodies count: the limit is checked before parsing.
    expect((await postJson(limited, "/api/contact", "{not json", headers)).status).toBe(400);
    expect((await postJson(limited, "/api/contact", { name: "" }, headers)).status).toBe(400);
    const malformed = await postJson(limited, "/api/contact", "{not json", headers);
    expect(malformed.status).toBe(429);
    expect(malformed.headers.get("retry-after")).toMatch(/^\d+$/);
    const { stream, stats } = chunkedBody(16 * 1024 * 1024);
    const huge = await limited.app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(huge.status).toBe(429);
    // Only what the stream's own read-ahead queued (the first piece), never the body.
    expect(stats.pulled).toBeLessThan(1024);
    expect(
      (await postJson(limited, "/api/contact", "{not json", { "x-forwarded-for": "203.0.113.78" })).status,
    ).toBe(400);
  });

  it("the per-address auth limit counts invalid sign-in bodies too", async () => {
    const headers = { "x-forwarded-for": "203.0.113.90" };
    expect((await postJson(limited, "/api/auth/sign-in", { email: "nope" }, headers)).status).toBe(400);
    expect((await postJson(limited, "/api/auth/sign-in", "{", headers)).status).toBe(400);
    const third = await postJson(
      limited,
      "/api/auth/sign-in",
      { email: "a@example.com", password: "x" },
      headers,
    );
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
  });
});

describe("Cache-Control on API answers (issue 13 item 6)", () => {
  it("signed-in and personal answers are private, no-store", async () => {
    for (const url of ["/api/notifications", "/api/auth/session", "/api/profile", "/api/manage/properties"]) {
      const res = await requestAs(ctx, landlord, url);
      expect(res.status, url).toBeLessThan(500);
      expect(res.headers.get("cache-control"), url).toBe("private, no-store");
    }
    const signIn = await postJson(ctx, "/api/auth/sign-in", {
      email: landlord.email,
      password: "wrong-password-1",
    });
    expect(signIn.headers.get("cache-control")).toBe("private, no-store");
    const unauthenticated = await requestAs(ctx, undefined, "/api/notifications");
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers.get("cache-control")).toBe("private, no-store");
  });

  it("public cacheable answers keep their own policy", async () => {
    const docs = await ctx.app.request("/api/docs/assets/swagger-ui.css");
    expect(docs.status).toBe(200);
    expect(docs.headers.get("cache-control")).toBe("public, max-age=86400");
  });
});
