import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, complianceSettings } from "../../db/schema";
import { createTestContext, requestAs, signedInUser, type TestContext } from "../../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
});

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const put = (user: Parameters<typeof requestAs>[1], json: unknown) =>
  requestAs(ctx, user, "/api/compliance/settings", { method: "PUT", json });

describe("compliance reminder settings", () => {
  it("answers the defaults until saved, then the saved settings (largest lead first)", async () => {
    const landlord = await signedInUser(ctx, "landlord");
    const first = await json<{ settings: unknown }>(
      await requestAs(ctx, landlord, "/api/compliance/settings"),
      200,
    );
    expect(first.settings).toEqual({ leadDays: [60, 30, 7], overdueWeekly: true, email: true });
    const saved = await json<{ settings: unknown }>(
      await put(landlord, { leadDays: [14, 90, 1], overdueWeekly: false, email: false }),
      200,
    );
    expect(saved.settings).toEqual({ leadDays: [90, 14, 1], overdueWeekly: false, email: false });
    expect(
      (await json<{ settings: unknown }>(await requestAs(ctx, landlord, "/api/compliance/settings"), 200))
        .settings,
    ).toEqual(saved.settings);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "compliance_settings"), eq(auditLog.entityId, landlord.id)));
    expect(audits).toHaveLength(1);
  });

  it("refuses bad lead days with a field message, and writes nothing", async () => {
    const agent = await signedInUser(ctx, "agent");
    const cases: [unknown, string][] = [
      [[], "at least one"],
      [[1, 2, 3, 4, 5, 6, 7], "At most 6"],
      [[30, 30], "only once"],
      [[0], "at least 1 day"],
      [[366], "at most 365"],
      [[1.5], "whole number"],
      [["7"], "whole number"],
      [Array(10_000).fill(1), "At most 6"],
    ];
    for (const [leadDays, rule] of cases) {
      const body = await json<{ error: { fields: Record<string, string> } }>(
        await put(agent, { leadDays, overdueWeekly: true, email: true }),
        400,
      );
      const message = Object.entries(body.error.fields).find(([k]) => k.startsWith("leadDays"))?.[1];
      expect(message, JSON.stringify(leadDays).slice(0, 40)).toContain(rule);
    }
    await json(await put(agent, { leadDays: [7], overdueWeekly: "yes", email: true }), 400);
    await json(await put(agent, { leadDays: [7] }), 400);
    const rows = await ctx.database.db
      .select()
      .from(complianceSettings)
      .where(eq(complianceSettings.userId, agent.id));
    expect(rows).toEqual([]);
  });

  it("is each person's own: tenants are refused, one person's settings never touch another's", async () => {
    const [a, b, tenant] = await Promise.all([
      signedInUser(ctx, "landlord"),
      signedInUser(ctx, "landlord"),
      signedInUser(ctx, "tenant"),
    ]);
    await json(await put(a, { leadDays: [5], overdueWeekly: true, email: true }), 200);
    const theirs = await json<{ settings: { leadDays: number[] } }>(
      await requestAs(ctx, b, "/api/compliance/settings"),
      200,
    );
    expect(theirs.settings.leadDays).toEqual([60, 30, 7]);
    expect((await requestAs(ctx, tenant, "/api/compliance/settings")).status).toBe(403);
    expect((await put(tenant, { leadDays: [5], overdueWeekly: true, email: true })).status).toBe(403);
    expect((await requestAs(ctx, undefined, "/api/compliance/settings")).status).toBe(401);
  });
});
