import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sessions } from "../db/schema";
import { createTestContext, requestAs, signedInUser, type TestContext } from "../test/harness";
import { SESSION_COOKIE_PATTERN } from "./auth";

/** Public requests without a session cookie never ask better-auth (issue 19 item 3). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe("session lookup", () => {
  it("recognises better-auth's session cookie, plain or __Secure-, and nothing else", () => {
    expect(SESSION_COOKIE_PATTERN.test("better-auth.session_token=abc.def")).toBe(true);
    expect(SESSION_COOKIE_PATTERN.test("theme=dark; __Secure-better-auth.session_token=abc")).toBe(true);
    expect(SESSION_COOKIE_PATTERN.test("theme=dark; consent=yes")).toBe(false);
    expect(SESSION_COOKIE_PATTERN.test("better-auth.session_token=")).toBe(false);
    expect(SESSION_COOKIE_PATTERN.test("xbetter-auth.session_token=abc")).toBe(false);
  });

  it("skips better-auth entirely for a request with no session cookie (other cookies or none)", async () => {
    const spy = vi.spyOn(ctx.deps.auth.api, "getSession");
    try {
      for (const cookie of [undefined, "theme=dark; _ga=GA1.2.3"]) {
        const res = await ctx.app.request("/api/auth/session", { headers: cookie ? { cookie } : {} });
        expect(await res.json()).toEqual({ user: null });
        expect((await ctx.app.request("/api/me", { headers: cookie ? { cookie } : {} })).status).toBe(401);
      }
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it("looks the session up when the cookie is there, and a revoked session ends on its next request", async () => {
    const user = await signedInUser(ctx, "landlord");
    const spy = vi.spyOn(ctx.deps.auth.api, "getSession");
    try {
      const res = await requestAs(ctx, user, "/api/auth/session");
      expect(((await res.json()) as { user: { id: string } }).user.id).toBe(user.id);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
    // Sign-out everywhere and suspension delete the rows: no cookie cache keeps the session alive.
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect(await (await requestAs(ctx, user, "/api/auth/session")).json()).toEqual({ user: null });
    expect((await requestAs(ctx, user, "/api/me")).status).toBe(401);
  });
});
