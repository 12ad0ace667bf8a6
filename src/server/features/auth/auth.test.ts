import { authMessages } from "@shared/schemas/auth";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, users } from "../../db/schema";
import {
  cookieFrom,
  createTestContext,
  postJson,
  requestAs,
  signedInUser,
  type TestContext,
} from "../../test/harness";

let ctx: TestContext;
let ip = 0;
const from = () => ({ "x-forwarded-for": `10.1.0.${++ip}` });

beforeAll(async () => {
  ctx = await createTestContext({
    trustProxy: true,
    authLimits: { perIp: { max: 100, windowMs: 60_000 }, perAccount: { max: 3, windowMs: 60_000 } },
  });
});

const signUp = (body: Record<string, unknown>) =>
  postJson(
    ctx,
    "/api/auth/sign-up",
    { name: "Nia Evans", password: "a-good-password", role: "landlord", ...body },
    from(),
  );

describe("sign-up", () => {
  it("creates a landlord, signs them in and lands the session cookie", async () => {
    const res = await signUp({ email: "Nia.Evans@Example.com" });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { email: string; role: string } };
    expect(user).toMatchObject({ email: "nia.evans@example.com", role: "landlord" });
    const cookie = cookieFrom(res);
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(res.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
    const session = await ctx.app.request("/api/auth/session", { headers: { cookie } });
    expect(((await session.json()) as { user: { role: string } }).user.role).toBe("landlord");
  });

  it.each([
    ["email", { email: "nope" }],
    ["password", { email: "short@example.com", password: "1234567" }],
    ["password", { email: "long@example.com", password: "x".repeat(129) }],
    ["name", { email: "noname@example.com", name: "" }],
    ["role", { email: "admin-wannabe@example.com", role: "admin" }],
  ])("answers 400 naming %s", async (field, patch) => {
    const res = await signUp(patch);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toContain(field);
  });

  it("refuses a second account for the same e-mail with 409", async () => {
    await signUp({ email: "twice@example.com" });
    const res = await signUp({ email: "TWICE@example.com" });
    expect(res.status).toBe(409);
    expect(
      ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.email,
    ).toBeTruthy();
  });
});

describe("sign-in", () => {
  it("answers the same 401 message for a wrong password and an unknown e-mail", async () => {
    const user = await signedInUser(ctx, "tenant");
    const wrong = await postJson(
      ctx,
      "/api/auth/sign-in",
      { email: user.email, password: "not-the-password" },
      from(),
    );
    const unknown = await postJson(
      ctx,
      "/api/auth/sign-in",
      { email: "ghost@example.com", password: "whatever-123" },
      from(),
    );
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        authMessages.invalidCredentials,
      );
    }
    const failures = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "sign_in_failed"));
    expect(failures.length).toBeGreaterThanOrEqual(2);
  });

  it("locks an account after repeated failures with 429, even from different addresses", async () => {
    const user = await signedInUser(ctx, "landlord");
    for (let i = 0; i < 3; i++) {
      expect(
        (await postJson(ctx, "/api/auth/sign-in", { email: user.email, password: "bad-password" }, from()))
          .status,
      ).toBe(401);
    }
    const locked = await postJson(
      ctx,
      "/api/auth/sign-in",
      { email: user.email, password: "correct-horse-battery" },
      from(),
    );
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("rate-limits one address with 429", async () => {
    const limited = await createTestContext({
      trustProxy: true,
      authLimits: { perIp: { max: 2, windowMs: 60_000 }, perAccount: { max: 100, windowMs: 60_000 } },
    });
    const attempt = () =>
      postJson(
        limited,
        "/api/auth/sign-in",
        { email: "a@example.com", password: "password1" },
        { "x-forwarded-for": "203.0.113.9" },
      );
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  });

  it("says the account is not found when the users row has no usable role", async () => {
    const user = await signedInUser(ctx, "tenant");
    await ctx.database.db.update(users).set({ role: "ghost" }).where(eq(users.id, user.id));
    const res = await postJson(
      ctx,
      "/api/auth/sign-in",
      { email: user.email, password: "correct-horse-battery" },
      from(),
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      authMessages.accountNotFound,
    );
  });
});

describe("sign-out and session", () => {
  it("revokes the session on the server", async () => {
    const user = await signedInUser(ctx, "agent");
    expect((await requestAs(ctx, user, "/api/auth/sign-out", { method: "POST", json: {} })).status).toBe(200);
    const session = await requestAs(ctx, user, "/api/auth/session");
    expect(((await session.json()) as { user: unknown }).user).toBeNull();
  });

  it("answers anonymous session checks with null", async () => {
    const res = await ctx.app.request("/api/auth/session");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
  });
});

describe("password reset", () => {
  it("e-mails a single-use link and the new password works", async () => {
    const user = await signedInUser(ctx, "landlord");
    const ask = await postJson(ctx, "/api/auth/forgot-password", { email: user.email }, from());
    expect(ask.status).toBe(200);
    const [mail] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail!.text)![1]!);
    const reset = await postJson(
      ctx,
      "/api/auth/reset-password",
      { token, password: "a-brand-new-pass" },
      from(),
    );
    expect(reset.status).toBe(200);
    const again = await postJson(
      ctx,
      "/api/auth/reset-password",
      { token, password: "another-new-pass" },
      from(),
    );
    expect(again.status).toBe(400);
    // The old session was revoked with the reset.
    expect(
      ((await (await requestAs(ctx, user, "/api/auth/session")).json()) as { user: unknown }).user,
    ).toBeNull();
    const signIn = await postJson(
      ctx,
      "/api/auth/sign-in",
      { email: user.email, password: "a-brand-new-pass" },
      from(),
    );
    expect(signIn.status).toBe(200);
  });

  it("answers the same for an unknown e-mail", async () => {
    const res = await postJson(ctx, "/api/auth/forgot-password", { email: "nobody@example.com" }, from());
    expect(res.status).toBe(200);
  });
});
