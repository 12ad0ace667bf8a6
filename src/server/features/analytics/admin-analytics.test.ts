import type { AdminAnalytics } from "@shared/schemas/analytics";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users, waitlist } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";

/** Sets a user's sign-up time (and suspension), so the monthly figures can be worked out by hand. */
async function signedUpAt(ctx: TestContext, user: TestUser, createdAt: string, banned = false) {
  await ctx.database.db
    .update(users)
    .set({ createdAt: new Date(createdAt), banned })
    .where(eq(users.id, user.id));
}

/**
 * One user of each role with fixed sign-up dates (the agent suspended, before the range), and three
 * waitlist entries: Jan 1 sign-up, Feb 2 waiting, Mar 2 sign-ups, Apr 1 waiting.
 */
async function seedPeople(ctx: TestContext) {
  const [admin, landlord, tenant, agent] = await Promise.all([
    signedInUser(ctx, "admin"),
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "tenant"),
    signedInUser(ctx, "agent"),
  ]);
  await signedUpAt(ctx, admin, "2026-01-15T10:00:00Z");
  await signedUpAt(ctx, landlord, "2026-03-01T00:00:00Z");
  await signedUpAt(ctx, tenant, "2026-03-31T23:59:00Z");
  await signedUpAt(ctx, agent, "2025-12-31T12:00:00Z", true);
  await ctx.database.db.insert(waitlist).values([
    { name: "A", email: "a@example.com", createdAt: new Date("2026-02-10T09:00:00Z") },
    { name: "B", email: "b@example.com", createdAt: new Date("2026-02-20T09:00:00Z") },
    { name: "C", email: "c@example.com", createdAt: new Date("2026-04-01T09:00:00Z") },
  ]);
  return { admin };
}

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ admin } = await seedPeople(ctx));
});

describe("GET /api/analytics/admin", () => {
  it("is for the analytics feature: admins, and agents scoped to their portfolio", async () => {
    expect((await requestAs(ctx, undefined, "/api/analytics/admin")).status).toBe(401);
    for (const role of ["landlord", "tenant"] as const) {
      expect((await requestAs(ctx, await signedInUser(ctx, role), "/api/analytics/admin")).status).toBe(403);
    }
    const res = await requestAs(ctx, await signedInUser(ctx, "agent"), "/api/analytics/admin");
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminAnalytics;
    expect(body.scope).toBe("agent");
    // People figures are platform-wide: never shown to an agent.
    expect(body.usersByRole).toEqual([]);
    expect(body.totals.users).toBe(0);
  });

  it("counts sign-ups and waitlist growth per month over a custom range, with empty months as zero", async () => {
    const res = await requestAs(
      ctx,
      admin,
      "/api/analytics/admin?range=custom&from=2026-01-01&to=2026-04-30",
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as AdminAnalytics;
    expect(body.signUps).toEqual([
      { month: "2026-01", value: 1 },
      { month: "2026-02", value: 0 },
      { month: "2026-03", value: 2 },
      { month: "2026-04", value: 0 },
    ]);
    expect(body.waitlist).toEqual([
      { month: "2026-01", value: 0 },
      { month: "2026-02", value: 2 },
      { month: "2026-03", value: 0 },
      { month: "2026-04", value: 1 },
    ]);
    expect(body.totals).toMatchObject({ waitlist: 3, suspended: 1 });
    const roles = Object.fromEntries(body.usersByRole.map((r) => [r.key, r.count]));
    expect(roles.admin).toBe(1);
    expect(roles.agent).toBeGreaterThanOrEqual(1);
  });

  it("rejects a custom range without dates, naming the field", async () => {
    const res = await requestAs(ctx, admin, "/api/analytics/admin?range=custom");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
      "from",
    );
  });
});
