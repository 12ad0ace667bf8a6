import type { MarketRents, PortfolioRents } from "@shared/schemas/dashboards";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { properties } from "../../db/schema";
import { createTestContext, requestAs, signedInUser, type TestContext } from "../../test/harness";
import { listing } from "./market.factories";

/**
 * The market: another landlord's listings in Bath and Wells (some not public), and the owner's two
 * unpublished homes in Bath (2 beds, managed by the agent; 1 bed).
 */
async function seedMarket(ctx: TestContext) {
  const [owner, other, tenant, agent] = await Promise.all([
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "tenant"),
    signedInUser(ctx, "agent"),
  ]);
  await ctx.database.db.insert(properties).values([
    listing(other.id, "Bath", 2, 100000, "2026-05-02T00:00:00Z"),
    listing(other.id, "bath", 2, 120000, "2026-05-10T00:00:00Z"),
    listing(other.id, "Bath", 2, 140000, "2026-05-20T00:00:00Z", true, "let"),
    listing(other.id, "Bath", 2, 160000, "2026-06-01T00:00:00Z"),
    listing(other.id, "Bath", 3, 200000, "2026-06-02T00:00:00Z"),
    // Not public: never in the figures.
    listing(other.id, "Bath", 2, 999900, "2026-06-03T00:00:00Z", false, "draft"),
    listing(other.id, "Bath", 2, 999900, "2026-06-03T00:00:00Z", true, "archived"),
    listing(other.id, "Wells", 2, 90000, "2026-06-03T00:00:00Z"),
    listing(other.id, "Wells", 2, 95000, "2026-06-03T00:00:00Z"),
  ]);
  const own = await ctx.database.db
    .insert(properties)
    .values([
      { ...listing(owner.id, "Bath", 2, 150000, "2026-01-01T00:00:00Z", false, "draft"), agentId: agent.id },
      listing(owner.id, "Bath", 1, 80000, "2026-01-01T00:00:00Z", false, "draft"),
    ])
    .returning({ id: properties.id, bedrooms: properties.bedrooms });
  return {
    owner,
    other,
    tenant,
    agent,
    mine2: own.find((p) => p.bedrooms === 2)!.id,
    mine1: own.find((p) => p.bedrooms === 1)!.id,
  };
}

let ctx: TestContext;
let w: Awaited<ReturnType<typeof seedMarket>>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-06-15T12:00:00Z") });
  ctx = await createTestContext();
  w = await seedMarket(ctx);
});
afterAll(() => {
  vi.useRealTimers();
});

describe("GET /api/market/rents (public)", () => {
  it("gives quartiles of published asking rents for a city and size, case-insensitive", async () => {
    const res = await requestAs(
      ctx,
      undefined,
      "/api/market/rents?city=BATH&bedrooms=2&range=custom&from=2026-05-01&to=2026-06-30",
    );
    expect(res.status).toBe(200);
    const d = (await res.json()) as MarketRents;
    // 100k, 120k, 140k, 160k: continuous quartiles 115k, 130k, 145k.
    expect(d).toMatchObject({
      count: 4,
      p25: 115000,
      median: 130000,
      p75: 145000,
      bedrooms: 2,
      currency: "GBP",
    });
    // May has three listings (median 120k); June one, below the minimum sample.
    expect(d.trend).toEqual([
      { month: "2026-05", count: 3, median: 120000 },
      { month: "2026-06", count: 1, median: null },
    ]);
  });

  it("covers every size without bedrooms, and hides quartiles below three listings", async () => {
    const all = (await (
      await requestAs(ctx, undefined, "/api/market/rents?city=Bath")
    ).json()) as MarketRents;
    expect(all).toMatchObject({ count: 5, p25: 120000, median: 140000, p75: 160000, bedrooms: null });
    const few = (await (
      await requestAs(ctx, undefined, "/api/market/rents?city=Wells")
    ).json()) as MarketRents;
    expect(few).toMatchObject({ count: 2, p25: null, median: null, p75: null });
  });

  it("asks for a city and sane bedrooms", async () => {
    const res = await requestAs(ctx, undefined, "/api/market/rents?bedrooms=-1");
    expect(res.status).toBe(400);
    const fields = ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;
    expect(Object.keys(fields).sort()).toEqual(["bedrooms", "city"]);
  });

  it("lists cities with published listings", async () => {
    const d = (await (await requestAs(ctx, undefined, "/api/market/cities")).json()) as {
      items: { city: string; count: number }[];
    };
    expect(d.items).toEqual([
      { city: "Bath", count: 5 },
      { city: "Wells", count: 2 },
    ]);
  });
});

describe("GET /api/analytics/portfolio-rents", () => {
  it("compares the caller's own rents with the local median of other listings", async () => {
    const res = await requestAs(ctx, w.owner, "/api/analytics/portfolio-rents");
    expect(res.status).toBe(200);
    const d = (await res.json()) as PortfolioRents;
    expect(d.items).toEqual([
      expect.objectContaining({ propertyId: w.mine1, localMedian: null, localCount: 0, differencePct: null }),
      // 150k against 100k, 120k, 140k, 160k (median 130k): 15.4% above.
      expect.objectContaining({
        propertyId: w.mine2,
        localMedian: 130000,
        localCount: 4,
        differencePct: 15.4,
      }),
    ]);
  });

  it("shows an agent the homes they manage, another landlord only theirs, and refuses tenants", async () => {
    const a = (await (
      await requestAs(ctx, w.agent, "/api/analytics/portfolio-rents")
    ).json()) as PortfolioRents;
    expect(a.items.map((i) => i.propertyId)).toEqual([w.mine2]);
    const o = (await (
      await requestAs(ctx, w.other, "/api/analytics/portfolio-rents")
    ).json()) as PortfolioRents;
    expect(o.items.map((i) => i.propertyId)).not.toContain(w.mine2);
    expect(o.items).toHaveLength(8); // the archived one aside
    expect((await requestAs(ctx, w.tenant, "/api/analytics/portfolio-rents")).status).toBe(403);
    expect((await requestAs(ctx, undefined, "/api/analytics/portfolio-rents")).status).toBe(401);
  });
});
