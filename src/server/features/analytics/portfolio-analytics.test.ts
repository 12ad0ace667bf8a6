import type { AdminAnalytics } from "@shared/schemas/analytics";
import type { AgentAnalytics } from "@shared/schemas/dashboards";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listingViews, properties } from "../../db/schema";
import { createTestContext, requestAs, type TestContext } from "../../test/harness";
import { FIXTURE_NOW, type Fixture, seedFixture } from "../dashboards/fixture";
import { flushListingViews } from "./service-listing-views";

/**
 * The dashboards' portfolio fixture, plus a listing history: P1 published since 1 December and
 * viewed on the fixture's day, Q1 listed on 22 May. Built once; no test changes it.
 */
async function seedAnalyticsWorld(ctx: TestContext): Promise<Fixture> {
  const f = await seedFixture(ctx);
  const db = ctx.database.db;
  await db
    .update(properties)
    .set({ published: true, createdAt: new Date("2025-12-01T00:00:00Z") })
    .where(eq(properties.id, f.p.p1));
  await db
    .update(properties)
    .set({ createdAt: new Date("2026-05-22T00:00:00Z") })
    .where(eq(properties.id, f.p.q1));
  // Two anonymous views and a tenant's count; the property's own landlord, agent and admins don't.
  for (const u of [undefined, undefined, f.tenant, f.agent, f.landlordA, f.admin]) {
    expect((await requestAs(ctx, u, `/api/properties/${f.p.p1}`)).status).toBe(200);
  }
  // A listing the public can't see is not counted (and not shown).
  expect((await requestAs(ctx, undefined, `/api/properties/${f.p.p2}`)).status).toBe(404);
  // Views are counted in memory and written every few seconds: write them now.
  await flushListingViews(db);
  return f;
}

let ctx: TestContext;
let f: Fixture;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: FIXTURE_NOW });
  ctx = await createTestContext();
  f = await seedAnalyticsWorld(ctx);
});
afterAll(() => {
  vi.useRealTimers();
});

describe("GET /api/analytics/admin on the portfolio fixture", () => {
  const url = "/api/analytics/admin?range=custom&from=2026-01-01&to=2026-06-30";

  it("gives admins properties, payments and tickets across the platform", async () => {
    const res = await requestAs(ctx, f.admin, url);
    expect(res.status).toBe(200);
    const d = (await res.json()) as AdminAnalytics;
    expect(d.scope).toBe("platform");
    expect(d.propertiesByStatus).toEqual([
      { key: "let", count: 3 },
      { key: "archived", count: 1 },
      { key: "available", count: 1 },
      { key: "draft", count: 1 },
    ]);
    expect(d.propertiesByCity).toEqual([{ key: "Leeds", count: 5 }]);
    expect(d.payments.map((p) => [p.month, p.count, p.amount])).toEqual([
      ["2026-01", 1, 120000],
      ["2026-02", 1, 120000],
      ["2026-03", 2, 210000],
      ["2026-04", 2, 210000],
      ["2026-05", 1, 90000],
      ["2026-06", 2, 140000],
    ]);
    expect(d.tickets.map((t) => t.value)).toEqual([0, 0, 0, 0, 1, 2]);
    expect(d.resolution.map((r) => r.value)).toEqual([null, null, null, null, 48, null]);
    expect(d.ticketTotals).toEqual({ opened: 3, resolved: 1, medianResolutionHours: 48 });
  });

  it("gives an agent the same charts over the properties they manage only", async () => {
    const res = await requestAs(ctx, f.agent, url);
    expect(res.status).toBe(200);
    const d = (await res.json()) as AdminAnalytics;
    expect(d.scope).toBe("agent");
    expect(d.usersByRole).toEqual([]);
    expect(d.signUps).toEqual([]);
    expect(d.propertiesByStatus).toEqual([{ key: "let", count: 2 }]);
    expect(d.payments.map((p) => p.amount)).toEqual([120000, 120000, 120000, 120000, 0, 50000]);
    expect(d.tickets.map((t) => t.value)).toEqual([0, 0, 0, 0, 1, 2]);
    expect(d.ticketTotals.medianResolutionHours).toBe(48);
  });

  it("shows an agent without properties empty figures, and refuses landlords and tenants", async () => {
    const d = (await (await requestAs(ctx, f.otherAgent, url)).json()) as AdminAnalytics;
    expect(d.propertiesByStatus).toEqual([]);
    expect(d.payments.every((p) => p.amount === 0)).toBe(true);
    expect(d.ticketTotals).toEqual({ opened: 0, resolved: 0, medianResolutionHours: null });
    expect((await requestAs(ctx, f.landlordA, url)).status).toBe(403);
    expect((await requestAs(ctx, f.tenant, url)).status).toBe(403);
  });
});

describe("listing views and GET /api/analytics/agent", () => {
  const url = "/api/analytics/agent?range=custom&from=2026-01-01&to=2026-06-30";

  it("counts public views per property per day on the server", async () => {
    const rows = await ctx.database.db.select().from(listingViews);
    expect(rows).toEqual([{ propertyId: f.p.p1, day: "2026-06-15", views: 3 }]);
  });

  it("is for agents with the analytics feature", async () => {
    expect((await requestAs(ctx, undefined, url)).status).toBe(401);
    for (const u of [f.tenant, f.landlordA, f.admin]) expect((await requestAs(ctx, u, url)).status).toBe(403);
  });

  it("gives the funnel, listing performance, SLA per month and time to let of the agent's homes", async () => {
    const res = await requestAs(ctx, f.agent, url);
    expect(res.status).toBe(200);
    const d = (await res.json()) as AgentAnalytics;
    expect(d.funnel.map((p) => [p.month, p.received, p.answered, p.viewings, p.lets])).toEqual([
      ["2026-01", 0, 0, 0, 1],
      ["2026-02", 0, 0, 0, 0],
      ["2026-03", 0, 0, 0, 0],
      ["2026-04", 0, 0, 0, 0],
      ["2026-05", 0, 0, 0, 0],
      ["2026-06", 1, 0, 0, 1],
    ]);
    expect(d.views.map((v) => v.value)).toEqual([0, 0, 0, 0, 0, 3]);
    expect(d.listings.map((l) => [l.title, l.views, l.enquiries, l.conversionPct])).toEqual([
      ["P1 Flat", 3, 0, 0],
      ["Q1 Flat", 0, 1, null],
    ]);
    expect(d.sla.slice(4)).toEqual([
      { month: "2026-05", opened: 1, breached: 0 },
      { month: "2026-06", opened: 2, breached: 1 },
    ]);
    // T1: listed 1 Dec, let 1 Jan = 31 days; T3: listed 22 May, let 1 Jun = 10 days.
    expect(d.medianDaysToLet).toBe(20.5);
    expect(d.letsInRange).toBe(2);
  });

  it("gives an agent without properties nothing", async () => {
    const d = (await (await requestAs(ctx, f.otherAgent, url)).json()) as AgentAnalytics;
    expect(d.listings).toEqual([]);
    expect(d.funnel.every((p) => p.received === 0 && p.lets === 0)).toBe(true);
    expect(d.medianDaysToLet).toBeNull();
  });
});
