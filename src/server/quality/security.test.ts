import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, verifications } from "../db/schema";
import { drainResetRequests } from "../jobs/reset-requests";
import { createTestContext, postJson, signedInUser, type TestContext } from "../test/harness";

/** Security properties of the production configuration, checked on the real app. */
let prod: TestContext;
beforeAll(async () => {
  prod = await createTestContext({ env: "production", secureCookies: true, trustProxy: true });
});

let ip = 0;
const from = () => ({ "x-forwarded-for": `10.9.0.${++ip}` });

describe("production headers", () => {
  it("sets HSTS, CSP with frame-ancestors, nosniff and a referrer policy on API and pages", async () => {
    // Pages get the document policy; API answers one under which nothing may load.
    const expected = [
      { path: "/api/health", csp: /^default-src 'none'/, referrer: "no-referrer" },
      { path: "/", csp: /default-src 'self'/, referrer: "strict-origin-when-cross-origin" },
    ];
    for (const { path, csp: cspRule, referrer } of expected) {
      const res = await prod.app.request(path);
      expect(res.headers.get("strict-transport-security"), path).toMatch(/max-age=\d{7,}/);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toMatch(cspRule);
      expect(csp, path).not.toContain("'unsafe-eval'");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("referrer-policy"), path).toBe(referrer);
    }
  });
});

describe("session cookies in production", () => {
  it("are httpOnly, Secure and SameSite=Lax", async () => {
    const user = await signedInUser(prod, "tenant");
    const res = await postJson(
      prod,
      "/api/auth/sign-in",
      { email: user.email, password: "correct-horse-battery" },
      from(),
    );
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie().filter((c) => !/=;/.test(c));
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) {
      expect(c).toMatch(/HttpOnly/i);
      expect(c).toMatch(/Secure/i);
      expect(c).toMatch(/SameSite=Lax/i);
    }
  });

  it("refuses a cross-site form post", async () => {
    const res = await prod.app.request("/api/auth/sign-in", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://evil.example",
        ...from(),
      },
      body: "email=a%40b.c&password=12345678",
    });
    expect(res.status).toBe(403);
  });
});

describe("password reset tokens", () => {
  async function requestToken(email: string) {
    expect((await postJson(prod, "/api/auth/forgot-password", { email }, from())).status).toBe(200);
    await drainResetRequests(prod.deps);
    const mails = await prod.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    const last = mails.at(-1)!;
    return decodeURIComponent(/token=([^\s&]+)/.exec(last.text)![1]!);
  }

  it("expire: an expired token is refused and the password stays", async () => {
    const user = await signedInUser(prod, "landlord");
    const token = await requestToken(user.email);
    const expired = await prod.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`))
      .returning({ id: verifications.id });
    expect(expired).toHaveLength(1);
    const reset = await postJson(
      prod,
      "/api/auth/reset-password",
      { token, password: "a-brand-new-pass" },
      from(),
    );
    expect(reset.status).toBe(400);
    const old = await postJson(
      prod,
      "/api/auth/sign-in",
      { email: user.email, password: "correct-horse-battery" },
      from(),
    );
    expect(old.status).toBe(200);
  });

  it("are single-use", async () => {
    const user = await signedInUser(prod, "agent");
    const token = await requestToken(user.email);
    const first = await postJson(
      prod,
      "/api/auth/reset-password",
      { token, password: "first-new-pass" },
      from(),
    );
    expect(first.status).toBe(200);
    const second = await postJson(
      prod,
      "/api/auth/reset-password",
      { token, password: "second-new-pass" },
      from(),
    );
    expect(second.status).toBe(400);
  });
});
