import { authMessages } from "@shared/schemas/auth";
import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, users } from "../../db/schema";
import { drainResetRequests } from "../../jobs/reset-requests";
import {
  cookieFrom,
  createTestContext,
  postJson,
  requestAs,
  signedInUser,
  type TestContext,
} from "../../test/harness";
import { createUserAccount } from "../users/create-user";

let ctx: TestContext;
let ip = 0;
const from = () => ({ "x-forwarded-for": `10.1.0.${++ip}` });
/** An e-mail address no other test uses. */
const uniqueEmail = (local: string) => `${local}-${crypto.randomUUID().slice(0, 8)}@example.com`;

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
    const email = uniqueEmail("Nia.Evans");
    const res = await signUp({ email: email.replace("example.com", "Example.com") });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { email: string; role: string } };
    expect(user).toMatchObject({ email: email.toLowerCase(), role: "landlord" });
    const cookie = cookieFrom(res);
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(res.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
    const session = await ctx.app.request("/api/auth/session", { headers: { cookie } });
    expect(((await session.json()) as { user: { role: string } }).user.role).toBe("landlord");
  });

  it.each([
    ["email", { email: "nope" }],
    ["password", { email: "short@example.com", password: "1234567" }],
    ["password", { email: "eight@example.com", password: "password" }],
    ["password", { email: "spaces@example.com", password: "        " }],
    ["password", { email: "eleven@example.com", password: "elevenchars" }],
    ["password", { email: "twelve-spaces@example.com", password: " ".repeat(12) }],
    ["password", { email: "common@example.com", password: "iloveyou1234" }],
    // Only on the server's whole breached list, not the small list the web meter ships.
    ["password", { email: "breached@example.com", password: "umbrella2024!" }],
    ["password", { email: "nia.evans@example.com", password: "NiaEvans2024!" }],
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
    const email = uniqueEmail("twice");
    await signUp({ email });
    const res = await signUp({ email: email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(
      ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.email,
    ).toBeTruthy();
  });
});

it("keeps accepting an older password at sign-in (the rule is for new passwords only)", async () => {
  const email = uniqueEmail("old-rule");
  await createUserAccount(ctx.deps, {
    email,
    password: "keyhold-demo-2026",
    name: "Old Rule",
    role: "tenant",
  });
  const res = await postJson(ctx, "/api/auth/sign-in", { email, password: "keyhold-demo-2026" }, from());
  expect(res.status).toBe(200);
});

it("checks a reset's and a change's new password against the whole breached list", async () => {
  const user = await signedInUser(ctx, "agent");
  const change = await requestAs(ctx, user, "/api/me/password", {
    method: "POST",
    json: { currentPassword: "correct-horse-battery", newPassword: "umbrella2024!" },
  });
  expect(change.status).toBe(400);
  expect(
    ((await change.json()) as { error: { fields: Record<string, string> } }).error.fields.newPassword,
  ).toMatch(/breached/);
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
      { email: uniqueEmail("ghost"), password: "whatever-123" },
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

  it("a stranger's failures block their own address, not the owner on theirs", async () => {
    const user = await signedInUser(ctx, "landlord");
    const stranger = { "x-forwarded-for": "198.51.100.66" };
    for (let i = 0; i < 3; i++) {
      const res = await postJson(
        ctx,
        "/api/auth/sign-in",
        { email: user.email, password: "bad-password" },
        stranger,
      );
      expect(res.status).toBe(401);
    }
    const blocked = await postJson(
      ctx,
      "/api/auth/sign-in",
      { email: user.email, password: "correct-horse-battery" },
      stranger,
    );
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await blocked.json()) as { error: { message: string } }).error.message).toBe(
      authMessages.tooManySignIns,
    );
    const owner = await postJson(
      ctx,
      "/api/auth/sign-in",
      { email: user.email, password: "correct-horse-battery" },
      from(),
    );
    expect(owner.status).toBe(200);
  });

  it("a burst of parallel wrong passwords from one address gets no more tries than one after another", async () => {
    const user = await signedInUser(ctx, "landlord");
    const burst = { "x-forwarded-for": "198.51.100.77" };
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        postJson(ctx, "/api/auth/sign-in", { email: user.email, password: "bad-password" }, burst),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    // The per-address limit of this context is 3 failures: counted before the password is checked.
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    const owner = await postJson(
      ctx,
      "/api/auth/sign-in",
      { email: user.email, password: "correct-horse-battery" },
      from(),
    );
    expect(owner.status).toBe(200);
  });

  it("failures from many addresses slow the account down, the same for unknown e-mails, and a reset lets the owner in", async () => {
    const slow = await createTestContext({
      trustProxy: true,
      authLimits: { perIp: { max: 1000, windowMs: 60_000 }, perAccount: { max: 3, windowMs: 60_000 } },
      authBackoff: { max: 4, windowMs: 60_000, maxBackoffMs: 600_000 },
    });
    const user = await signedInUser(slow, "tenant");
    const attack = async (email: string) => {
      const answers: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await postJson(slow, "/api/auth/sign-in", { email, password: "guess-number-x" }, from());
        answers.push(res.status);
        if (res.status === 429) {
          expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
          expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
            authMessages.tooManySignIns,
          );
        }
      }
      return answers;
    };
    const known = await attack(user.email);
    // Four failures pass, the fifth starts the back-off, and every address then has to wait.
    expect(known).toEqual([401, 401, 401, 401, 401, 429]);
    const stillWaiting = await postJson(
      slow,
      "/api/auth/sign-in",
      { email: user.email, password: "correct-horse-battery" },
      from(),
    );
    expect(stillWaiting.status).toBe(429);
    expect(await attack(`nobody-${crypto.randomUUID().slice(0, 8)}@example.com`)).toEqual(known);

    expect((await postJson(slow, "/api/auth/forgot-password", { email: user.email }, from())).status).toBe(
      200,
    );
    await drainResetRequests(slow.deps);
    const [mail] = await slow.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    const token = decodeURIComponent(/token=([^\s&]+)/.exec(mail!.text)![1]!);
    const reset = await postJson(
      slow,
      "/api/auth/reset-password",
      { token, password: "back-in-through-mail" },
      from(),
    );
    expect(reset.status).toBe(200);
    const signIn = await postJson(
      slow,
      "/api/auth/sign-in",
      { email: user.email, password: "back-in-through-mail" },
      from(),
    );
    expect(signIn.status).toBe(200);
  }, 120_000);

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
  }, 120_000);

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
    await drainResetRequests(ctx.deps);
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

  async function resetTokensOf(email: string) {
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(asc(emailOutbox.createdAt));
    return mails.map((m) => decodeURIComponent(/token=([^\s&]+)/.exec(m.text)![1]!));
  }
  async function requestResetToken(email: string) {
    expect((await postJson(ctx, "/api/auth/forgot-password", { email }, from())).status).toBe(200);
    await drainResetRequests(ctx.deps);
    return (await resetTokensOf(email)).at(-1)!;
  }

  it("using the newest of three reset links refuses the two older ones", async () => {
    const user = await signedInUser(ctx, "tenant");
    for (let i = 0; i < 3; i++) {
      expect((await postJson(ctx, "/api/auth/forgot-password", { email: user.email }, from())).status).toBe(
        200,
      );
    }
    await drainResetRequests(ctx.deps);
    const tokens = await resetTokensOf(user.email);
    expect(new Set(tokens).size).toBe(3);
    const [first, second, third] = tokens;
    const used = await postJson(
      ctx,
      "/api/auth/reset-password",
      { token: third, password: "the-newest-pass-9" },
      from(),
    );
    expect(used.status).toBe(200);
    for (const token of [first, second]) {
      const res = await postJson(
        ctx,
        "/api/auth/reset-password",
        { token, password: "an-attacker-pass-9" },
        from(),
      );
      expect(res.status).toBe(400);
    }
    const signIn = await postJson(
      ctx,
      "/api/auth/sign-in",
      { email: user.email, password: "the-newest-pass-9" },
      from(),
    );
    expect(signIn.status).toBe(200);
  });

  it("changing the password in the profile refuses every outstanding reset link", async () => {
    const user = await signedInUser(ctx, "landlord");
    const pending = await requestResetToken(user.email);
    const changed = await requestAs(ctx, user, "/api/me/password", {
      method: "POST",
      json: { currentPassword: "correct-horse-battery", newPassword: "a-changed-pass-77" },
    });
    expect(changed.status).toBe(200);
    const res = await postJson(
      ctx,
      "/api/auth/reset-password",
      { token: pending, password: "an-attacker-pass-9" },
      from(),
    );
    expect(res.status).toBe(400);
  });

  it("answers the same for an unknown e-mail", async () => {
    const res = await postJson(ctx, "/api/auth/forgot-password", { email: uniqueEmail("nobody") }, from());
    expect(res.status).toBe(200);
  });
});
