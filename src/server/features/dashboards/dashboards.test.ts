import type { AgentDashboard, LandlordDashboard } from "@shared/schemas/dashboards";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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
    expect(d.attention.totals).toEqual({ vacant: 1, endingSoon: 1, maintenance: 1 });
    expect(d.attention.vacant).toEqual([
      { id: f.p.p2, title: "P2 Flat", city: "Leeds", status: "available" },
    ]);
    expect(d.attention.endingSoon).toEqual([
      expect.objectContaining({ tenancyId: f.t.t2, propertyId: f.p.p5, endDate: "2026-07-20" }),
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
