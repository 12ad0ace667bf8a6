import { today } from "@shared/dates";
import type { AdminPaymentList } from "@shared/schemas/admin-payments";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, requestAs, type TestContext } from "../../test/harness";
import { FIXTURE_NOW, type Fixture, seedFixture } from "../dashboards/fixture";

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

const list = async (query = "") => {
  const res = await requestAs(ctx, f.admin, `/api/admin/payments${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminPaymentList;
};

describe("GET /api/admin/payments", () => {
  it("is for the payments feature (admins) only", async () => {
    expect((await requestAs(ctx, undefined, "/api/admin/payments")).status).toBe(401);
    for (const u of [f.agent, f.landlordA, f.tenant]) {
      expect((await requestAs(ctx, u, "/api/admin/payments")).status).toBe(403);
      expect((await requestAs(ctx, u, "/api/admin/payments/export.csv")).status).toBe(403);
    }
  });

  it("lists every payment newest first with totals by status over all matches", async () => {
    const d = await list("?pageSize=5");
    expect(d.total).toBe(11);
    expect(d.items).toHaveLength(5);
    expect(d.items[0]).toMatchObject({
      paidOn: "2026-06-12",
      amount: 90000,
      propertyTitle: "P5 Flat",
      landlordName: "Alice Landlord",
    });
    expect(d.totals).toEqual({ count: 11, completed: 890000, pending: 120000, failed: 120000, refunded: 0 });
    const page3 = await list("?pageSize=5&page=3");
    expect(page3.items).toHaveLength(1);
    expect(page3.items[0]?.paidOn).toBe("2026-01-01");
  });

  it("filters by status, method, dates, property and landlord", async () => {
    expect((await list("?status=pending")).items.map((p) => p.paidOn)).toEqual(["2026-05-02"]);
    expect((await list("?method=card")).total).toBe(0);
    expect((await list("?from=2026-06-01&to=2026-06-30")).total).toBe(3);
    const q1 = await list("?property=q1");
    expect(q1.items.map((p) => p.propertyId)).toEqual([f.p.q1]);
    const bob = await list(`?landlordId=${f.landlordB.id}&status=completed`);
    expect(bob.totals).toMatchObject({ count: 1, completed: 50000 });
    expect((await list(`?tenancyId=${f.t.t2}`)).totals.completed).toBe(360000);
  });

  it("answers bad filters with field messages", async () => {
    const bad = await requestAs(
      ctx,
      f.admin,
      "/api/admin/payments?status=lost&from=2026-02-01&to=2026-01-01",
    );
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(["status"]));
    const dates = await requestAs(ctx, f.admin, "/api/admin/payments?from=2026-02-01&to=2026-01-01");
    expect(dates.status).toBe(400);
    expect(
      ((await dates.json()) as { error: { fields: Record<string, string> } }).error.fields,
    ).toHaveProperty("to");
  });

  it("exports the filtered payments as CSV", async () => {
    const res = await requestAs(ctx, f.admin, `/api/admin/payments/export.csv?landlordId=${f.landlordA.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="payments-${today()}.csv"`);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toContain('"Paid on","Property","Landlord"');
    expect(lines).toHaveLength(1 + 10); // A's ten payments, none of Bob's
    expect(lines[1]).toContain('2026-06-12,"P5 Flat","Alice Landlord"');
    expect(lines.join("\n")).not.toContain("Q1 Flat");
  });
});
