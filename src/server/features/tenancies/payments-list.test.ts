import type { PaymentListItem } from "@shared/schemas/tenancies";
import { beforeAll, describe, expect, it } from "vitest";
import { payments, properties, tenancies } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";

/**
 * One let flat with three payments (completed, pending, failed), its landlord, agent and tenant,
 * and people with nothing to see. Built once and only read: no test changes it, so the tests run
 * in any order (admins see every payment, so each test can't add its own).
 */
async function seedQueue(ctx: TestContext) {
  const [landlord, otherLandlord, agent, otherAgent, admin, tenant] = await Promise.all([
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "agent"),
    signedInUser(ctx, "agent"),
    signedInUser(ctx, "admin"),
    signedInUser(ctx, "tenant"),
  ]);
  const { db } = ctx.database;
  const [p] = await db
    .insert(properties)
    .values({
      landlordId: landlord.id,
      agentId: agent.id,
      title: "Queue Flat",
      type: "flat",
      status: "let",
      addressLine1: "4 Test Street",
      city: "York",
      postcode: "YO1 1AA",
      bedrooms: 1,
      bathrooms: 1,
      rentAmount: 80_000,
      rentPcm: 80_000,
    })
    .returning({ id: properties.id });
  const [t] = await db
    .insert(tenancies)
    .values({
      propertyId: p!.id,
      tenantId: tenant.id,
      status: "active",
      startDate: "2026-01-01",
      rentAmount: 80_000,
      rentFrequency: "monthly",
      dueDay: 1,
    })
    .returning({ id: tenancies.id });
  const base = { tenancyId: t!.id, method: "bank_transfer", amount: 80_000 } as const;
  await db.insert(payments).values([
    { ...base, paidOn: "2026-02-01", status: "completed" },
    { ...base, paidOn: "2026-01-01", status: "pending", reference: "OLD-PENDING" },
    { ...base, paidOn: "2026-03-01", status: "failed" },
  ]);
  return { landlord, otherLandlord, agent, otherAgent, admin, tenant };
}

let ctx: TestContext;
let q: Awaited<ReturnType<typeof seedQueue>>;

beforeAll(async () => {
  ctx = await createTestContext();
  q = await seedQueue(ctx);
});

const list = async (user: TestUser | undefined, query = "") => {
  const res = await requestAs(ctx, user, `/api/payments${query}`);
  return {
    status: res.status,
    body: res.status === 200 ? ((await res.json()) as { items: PaymentListItem[]; total: number }) : null,
  };
};

describe("the payments queue", () => {
  it("shows the landlord, the assigned agent and admins the payments, pending first", async () => {
    for (const u of [q.landlord, q.agent, q.admin]) {
      const { status, body } = await list(u);
      expect(status).toBe(200);
      expect(body!.total).toBe(3);
      expect(body!.items.map((p) => p.status)).toEqual(["pending", "failed", "completed"]);
      expect(body!.items[0]).toMatchObject({
        reference: "OLD-PENDING",
        tenancy: { propertyTitle: "Queue Flat", tenantName: expect.any(String) },
      });
    }
  });

  it("filters by status and pages", async () => {
    const pending = await list(q.landlord, "?status=pending");
    expect(pending.body!.items.map((p) => p.reference)).toEqual(["OLD-PENDING"]);
    const page2 = await list(q.landlord, "?pageSize=2&page=2");
    expect(page2.body).toMatchObject({ total: 3 });
    expect(page2.body!.items).toHaveLength(1);
    expect((await list(q.landlord, "?status=lost")).status).toBe(400);
  });

  it("shows other landlords and agents nothing, refuses tenants and strangers", async () => {
    for (const u of [q.otherLandlord, q.otherAgent])
      expect((await list(u)).body).toEqual({ items: [], total: 0 });
    expect((await list(q.tenant)).status).toBe(403);
    expect((await list(undefined)).status).toBe(401);
  });
});
