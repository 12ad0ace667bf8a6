import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";

let ctx: TestContext;
const minutes = (n: number) => n * 60 * 1000;

/** Each test signs its own people in, all from one address: the per-address sign-in limit is lifted. */
const manySignIns = {
  authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 900_000 } },
};

beforeAll(async () => {
  ctx = await createTestContext(manySignIns);
});

const sessionOf = async (user: TestUser) => {
  const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
const setSession = (user: TestUser, patch: Partial<typeof sessions.$inferInsert>) =>
  ctx.database.db.update(sessions).set(patch).where(eq(sessions.userId, user.id));
const whoAmI = async (user: TestUser) =>
  ((await (await requestAs(ctx, user, "/api/auth/session")).json()) as { user: { id: string } | null }).user;

describe("session lifetimes (ASVS V3.3.2: 12 h absolute, 30 min idle)", () => {
  it("defaults to 12 hours, 30 minutes idle and a 5-minute re-authentication window", () => {
    expect(ctx.config.session).toEqual({
      absoluteMs: minutes(720),
      idleMs: minutes(30),
      reauthWindowMs: minutes(5),
    });
  });

  it("a new session expires after the idle timeout, not in days", async () => {
    const user = await signedInUser(ctx, "tenant");
    const { expiresAt } = await sessionOf(user);
    const left = expiresAt.getTime() - Date.now();
    expect(left).toBeGreaterThan(minutes(29));
    expect(left).toBeLessThanOrEqual(minutes(30));
  });

  it("activity moves the idle expiry on, writing at most once a minute", async () => {
    const user = await signedInUser(ctx, "tenant");
    // Last moved on five minutes ago.
    await setSession(user, { expiresAt: new Date(Date.now() + minutes(25)) });
    expect(await whoAmI(user)).not.toBeNull();
    const moved = await sessionOf(user);
    expect(moved.expiresAt.getTime() - Date.now()).toBeGreaterThan(minutes(29));
    expect(await whoAmI(user)).not.toBeNull();
    const again = await sessionOf(user);
    expect(again.expiresAt.getTime()).toBe(moved.expiresAt.getTime());
    expect(again.updatedAt.getTime()).toBe(moved.updatedAt.getTime());
  });

  it("an idle session has ended", async () => {
    const user = await signedInUser(ctx, "landlord");
    await setSession(user, { expiresAt: new Date(Date.now() - 1000) });
    expect(await whoAmI(user)).toBeNull();
  });

  it("ends 12 hours after sign-in however active", async () => {
    const user = await signedInUser(ctx, "agent");
    await setSession(user, { createdAt: new Date(Date.now() - minutes(12 * 60) - 1000) });
    expect(await whoAmI(user)).toBeNull();
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });
});

describe("re-authentication before sensitive actions", () => {
  const stale = (user: TestUser) => setSession(user, { authenticatedAt: new Date(Date.now() - minutes(10)) });
  const reauth = (user: TestUser, password: string) =>
    requestAs(ctx, user, "/api/auth/reauthenticate", { method: "POST", json: { password } });
  const errorCode = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

  it("a role change, a suspension and the payments export need the password again", async () => {
    const admin = await signedInUser(ctx, "admin");
    const target = await signedInUser(ctx, "landlord");
    const other = await signedInUser(ctx, "tenant");
    await stale(admin);
    const actions = () => [
      requestAs(ctx, admin, `/api/admin/users/${target.id}/role`, {
        method: "PATCH",
        json: { role: "agent" },
      }),
      requestAs(ctx, admin, `/api/admin/users/${other.id}/suspend`, { method: "POST" }),
      requestAs(ctx, admin, "/api/admin/payments/export.csv"),
    ];
    for (const res of await Promise.all(actions())) {
      expect(res.status).toBe(403);
      expect(await errorCode(res)).toBe("reauth_required");
    }
    const wrong = await reauth(admin, "not-my-password");
    expect(wrong.status).toBe(400);
    expect(
      ((await wrong.json()) as { error: { fields: Record<string, string> } }).error.fields.password,
    ).toBeTruthy();
    expect((await reauth(admin, "correct-horse-battery")).status).toBe(200);
    for (const res of await Promise.all(actions())) expect(res.status).toBe(200);
  });

  it("a freshly signed-in admin is not asked, and a non-admin gets forbidden rather than a password prompt", async () => {
    const admin = await signedInUser(ctx, "admin");
    const target = await signedInUser(ctx, "tenant");
    const res = await requestAs(ctx, admin, `/api/admin/users/${target.id}/role`, {
      method: "PATCH",
      json: { role: "agent" },
    });
    expect(res.status).toBe(200);
    const landlord = await signedInUser(ctx, "landlord");
    await stale(landlord);
    const refused = await requestAs(ctx, landlord, "/api/admin/payments/export.csv");
    expect(refused.status).toBe(403);
    expect(await errorCode(refused)).toBe("forbidden");
  });

  it("stops guessing on one session after five wrong passwords", async () => {
    const admin = await signedInUser(ctx, "admin");
    for (let i = 0; i < 5; i++) expect((await reauth(admin, `wrong-password-${i}`)).status).toBe(400);
    const blocked = await reauth(admin, "correct-horse-battery");
    expect(blocked.status).toBe(429);
  });
});
