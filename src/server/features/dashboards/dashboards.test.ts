import type { AdminAnalytics } from "@shared/schemas/analytics";
import type { AgentAnalytics, AgentDashboard, LandlordDashboard } from "@shared/schemas/dashboards";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { listingViews, properties } from "../../db/schema";
import { createTestContext, requestAs, type TestContext } from "../../test/harness";
import { FIXTURE_NOW, type Fixture, seedFixture } from "./fixture";

let ctx: TestContext;
let f: Fixture;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: FIXTURE_NOW });
  ctx = await createTestContext();
  f = await seedFixture(ctx);
});
afterAll(() => {
  vi.useRealTimers();
});

describe("GET /api/dashboards/landlord", () => {
  it("is for landlords only", async () => {
    expect((await requestAs(ctx, undefined, "/api/dashboards/landlord")).status).toBe(401);
    for (const u of [f.tenant, f.agent, f.admin]) {
      expect((await requestAs(ctx, u, "/api/dashboards/landlord")).status).toBe(403);
    }
  });

  it("gives the landlord's KPIs, worked out by hand", async () => {
    const res = await requestAs(ctx, f.landlordA, "/api/dashboards/landlord?range=6m");
    expect(res.status).toBe(200);
    const d = (await res.json()) as LandlordDashboard;
    expect(d.asOf).toBe("2026-06-15");
    expect(d.kpis).toEqual({
      properties: 4, // P1, P2, P3 (draft), P5; P4 archived
      lettable: 3, // P1, P2, P5
      occupied: 2, // P1, P5
      occupancyPct: 66.7,
      rentDueThisMonth: 210000, // T1 £1,200 on 1 Jun + T2 £900 on 10 Jun
      collectedThisMonth: 90000, // T2's 12 Jun payment; T1's failed one counts for nothing
      arrearsTotal: 240000, // T1: May and June unpaid (the May payment is only pending)
      arrearsCount: 1,
      currency: "GBP",
    });
  });

  it("gives rent due vs collected per month over the range", async () => {
    const d = (await (
      await requestAs(ctx, f.landlordA, "/api/dashboards/landlord?range=6m")
    ).json()) as LandlordDashboard;
    expect(d.from).toBe("2026-01-01");
    expect(d.rent).toEqual([
      { month: "2026-01", due: 120000, collected: 120000 },
      { month: "2026-02", due: 120000, collected: 120000 },
      { month: "2026-03", due: 210000, collected: 210000 },
      { month: "2026-04", due: 210000, collected: 210000 },
      { month: "2026-05", due: 210000, collected: 90000 },
      { month: "2026-06", due: 210000, collected: 90000 },
    ]);
  });

  it("lists what needs attention and the latest enquiries, only on the landlord's properties", async () => {
    const d = (await (
      await requestAs(ctx, f.landlordA, "/api/dashboards/landlord")
    ).json()) as LandlordDashboard;
    expect(d.attention.totals).toEqual({ vacant: 1, endingSoon: 1, compliance: 2, maintenance: 1 });
    expect(d.attention.vacant).toEqual([
      { id: f.p.p2, title: "P2 Flat", city: "Leeds", status: "available" },
    ]);
    expect(d.attention.endingSoon).toEqual([
      expect.objectContaining({ tenancyId: f.t.t2, propertyId: f.p.p5, endDate: "2026-07-20" }),
    ]);
    expect(d.attention.compliance).toEqual([
      { propertyId: f.p.p5, title: "P5 Flat", kind: "eicr", state: "expired", expiresOn: "2026-05-01" },
      {
        propertyId: f.p.p1,
        title: "P1 Flat",
        kind: "gas_safety",
        state: "expiring",
        expiresOn: "2026-07-01",
      },
    ]);
    expect(d.attention.maintenance).toEqual([
      expect.objectContaining({ subject: "Boiler broken", propertyTitle: "P1 Flat", overdue: true }),
    ]);
    expect(d.enquiries.map((e) => e.name)).toEqual(["Second", "First"]);
  });

  it("never counts another landlord's rows", async () => {
    const d = (await (
      await requestAs(ctx, f.landlordB, "/api/dashboards/landlord")
    ).json()) as LandlordDashboard;
    expect(d.kpis).toMatchObject({
      properties: 1,
      occupied: 1,
      occupancyPct: 100,
      rentDueThisMonth: 50000,
      collectedThisMonth: 50000,
      arrearsTotal: 0,
      arrearsCount: 0,
    });
    expect(d.attention.compliance).toEqual([
      expect.objectContaining({ propertyId: f.p.q1, state: "expired" }),
    ]);
    expect(d.attention.maintenance.map((m) => m.subject)).toEqual(["Window stuck"]);
    expect(d.enquiries.map((e) => e.name)).toEqual(["Other"]);
  });

  it("rejects a bad range with a field message", async () => {
    const res = await requestAs(ctx, f.landlordA, "/api/dashboards/landlord?range=custom&from=2026-05-01");
    expect(res.status).toBe(400);
  });
});

describe("GET /api/dashboards/agent", () => {
  it("is for agents only", async () => {
    expect((await requestAs(ctx, undefined, "/api/dashboards/agent")).status).toBe(401);
    for (const u of [f.tenant, f.landlordA, f.admin]) {
      expect((await requestAs(ctx, u, "/api/dashboards/agent")).status).toBe(403);
    }
  });

  it("gives the managed portfolio per landlord, SLA breaches and new enquiries", async () => {
    const res = await requestAs(ctx, f.agent, "/api/dashboards/agent");
    expect(res.status).toBe(200);
    const d = (await res.json()) as AgentDashboard;
    expect(
      d.byLandlord.map((l) => [
        l.landlordName,
        l.properties,
        l.rentDueThisMonth,
        l.collectedThisMonth,
        l.arrearsTotal,
      ]),
    ).toEqual([
      ["Alice Landlord", 1, 120000, 0, 240000],
      ["Bob Landlord", 1, 50000, 50000, 0],
    ]);
    expect(d.totals).toMatchObject({
      properties: 2,
      occupied: 2,
      occupancyPct: 100,
      rentDueThisMonth: 170000,
      arrearsCount: 1,
    });
    expect(d.slaBreachCount).toBe(1);
    expect(d.slaBreaches.map((s) => s.subject)).toEqual(["Boiler broken"]);
    expect(d.newEnquiries).toBe(1);
    expect(d.attention.vacant).toEqual([]);
  });

  it("shows an agent with no properties nothing", async () => {
    const d = (await (await requestAs(ctx, f.otherAgent, "/api/dashboards/agent")).json()) as AgentDashboard;
    expect(d.byLandlord).toEqual([]);
    expect(d.totals.properties).toBe(0);
    expect(d.slaBreachCount).toBe(0);
  });
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

  beforeAll(async () => {
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
  });

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
