import { addDays } from "@shared/ledger";
import type { Ledger, Payment, Tenancy } from "@shared/schemas/tenancies";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, properties, tenancies } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";

let ctx: TestContext;
let landlord: TestUser;
let otherLandlord: TestUser;
let agent: TestUser;
let otherAgent: TestUser;
let admin: TestUser;
let tenant: TestUser;
let tenant2: TestUser;
let propertyA: string;
let propertyB: string;

const today = new Date().toISOString().slice(0, 10);
/** The 1st of the month two months ago: three full monthly charges are due by today. */
const start = (() => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 2, 1)).toISOString().slice(0, 10);
})();

async function insertProperty(landlordId: string, agentId: string | null, title: string) {
  const [row] = await ctx.database.db
    .insert(properties)
    .values({
      landlordId,
      agentId,
      title,
      type: "flat",
      status: "available",
      addressLine1: "1 Test Street",
      city: "London",
      postcode: "E1 6AN",
      bedrooms: 2,
      bathrooms: 1,
      rentAmount: 120_000,
      rentPcm: 120_000,
    })
    .returning({ id: properties.id });
  return row!.id;
}

const body = (over: Record<string, unknown> = {}) => ({
  propertyId: propertyA,
  tenantEmail: tenant.email,
  startDate: start,
  rentAmount: 120_000,
  rentFrequency: "monthly",
  dueDay: 1,
  depositAmount: 138_000,
  depositScheme: "dps",
  depositReference: "DPS-123",
  ...over,
});

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

function withKey(user: TestUser, path: string, payload: unknown, key?: string) {
  return ctx.app.request(path, {
    method: "POST",
    headers: {
      cookie: user.cookie,
      "content-type": "application/json",
      ...(key ? { "idempotency-key": key } : {}),
    },
    body: JSON.stringify(payload),
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  [landlord, otherLandlord, agent, otherAgent, admin, tenant, tenant2] = await Promise.all([
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "agent"),
    signedInUser(ctx, "agent"),
    signedInUser(ctx, "admin"),
    signedInUser(ctx, "tenant"),
    signedInUser(ctx, "tenant"),
  ]);
  propertyA = await insertProperty(landlord.id, agent.id, "Flat A");
  propertyB = await insertProperty(otherLandlord.id, null, "House B");
});

describe("tenancies", () => {
  let tenancyId: string;
  let secondId: string;

  it("lets the landlord create a draft tenancy for a tenant chosen by e-mail", async () => {
    const { tenancy } = await json<{ tenancy: Tenancy }>(
      await requestAs(ctx, landlord, "/api/tenancies", {
        method: "POST",
        json: body({ tenantEmail: tenant.email.toUpperCase() }),
      }),
      201,
    );
    expect(tenancy).toMatchObject({
      status: "draft",
      tenant: { id: tenant.id },
      property: { id: propertyA },
      rentAmount: 120_000,
      currency: "GBP",
      depositScheme: "dps",
    });
    expect(tenancy.summary.chargedMinor).toBe(0);
    tenancyId = tenancy.id;
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "tenancy"), eq(auditLog.entityId, tenancyId)));
    expect(entry?.action).toBe("create");
  });

  it("refuses bad input with field errors, and e-mails that are not tenant accounts", async () => {
    const bad = await json<{ error: { fields: Record<string, string> } }>(
      await requestAs(ctx, landlord, "/api/tenancies", {
        method: "POST",
        json: body({ rentAmount: -5, dueDay: 40, endDate: "2000-01-01" }),
      }),
      400,
    );
    expect(Object.keys(bad.error.fields)).toEqual(expect.arrayContaining(["rentAmount", "dueDay"]));
    const noAccount = await json<{ error: { fields: Record<string, string> } }>(
      await requestAs(ctx, landlord, "/api/tenancies", {
        method: "POST",
        json: body({ tenantEmail: "nobody@test.example" }),
      }),
      400,
    );
    expect(noAccount.error.fields.tenantEmail).toMatch(/No tenant account/);
    const notTenant = await requestAs(ctx, landlord, "/api/tenancies", {
      method: "POST",
      json: body({ tenantEmail: otherLandlord.email }),
    });
    expect(notTenant.status).toBe(400);
    const weekly = await requestAs(ctx, landlord, "/api/tenancies", {
      method: "POST",
      json: body({ rentFrequency: "weekly", dueDay: 9 }),
    });
    expect(weekly.status).toBe(400);
  });

  it("creates only on properties the caller manages: others get 404, tenants 403, nobody 401", async () => {
    expect(
      (await requestAs(ctx, otherLandlord, "/api/tenancies", { method: "POST", json: body() })).status,
    ).toBe(404);
    expect(
      (await requestAs(ctx, otherAgent, "/api/tenancies", { method: "POST", json: body() })).status,
    ).toBe(404);
    expect((await requestAs(ctx, tenant, "/api/tenancies", { method: "POST", json: body() })).status).toBe(
      403,
    );
    expect((await requestAs(ctx, undefined, "/api/tenancies", { method: "POST", json: body() })).status).toBe(
      401,
    );
    // The assigned agent and admins may.
    const byAgent = await json<{ tenancy: Tenancy }>(
      await requestAs(ctx, agent, "/api/tenancies", {
        method: "POST",
        json: body({ tenantEmail: tenant2.email }),
      }),
      201,
    );
    secondId = byAgent.tenancy.id;
    await json(
      await requestAs(ctx, admin, "/api/tenancies", {
        method: "POST",
        json: body({ propertyId: propertyB, tenantEmail: tenant2.email }),
      }),
      201,
    );
  });

  it("shows each role only the tenancies it may read; others' tenancies are 404", async () => {
    const ids = async (u: TestUser) =>
      (await json<{ items: Tenancy[] }>(await requestAs(ctx, u, "/api/tenancies"), 200)).items.map(
        (t) => t.id,
      );
    expect(await ids(landlord)).toEqual(expect.arrayContaining([tenancyId, secondId]));
    expect(await ids(agent)).toEqual(expect.arrayContaining([tenancyId, secondId]));
    expect(await ids(otherLandlord)).not.toContain(tenancyId);
    expect(await ids(otherAgent)).toEqual([]);
    expect(await ids(tenant)).toEqual([tenancyId]);
    expect(await ids(tenant2)).not.toContain(tenancyId);
    expect((await ids(admin)).length).toBeGreaterThanOrEqual(3);

    for (const u of [otherLandlord, otherAgent, tenant2]) {
      expect((await requestAs(ctx, u, `/api/tenancies/${tenancyId}`)).status).toBe(404);
      expect((await requestAs(ctx, u, `/api/tenancies/${tenancyId}/ledger`)).status).toBe(404);
      expect((await requestAs(ctx, u, `/api/tenancies/${tenancyId}/ledger.csv`)).status).toBe(404);
    }
    expect((await requestAs(ctx, undefined, `/api/tenancies/${tenancyId}`)).status).toBe(401);
    expect((await requestAs(ctx, landlord, "/api/tenancies/not-a-uuid")).status).toBe(404);
    for (const u of [landlord, agent, admin, tenant]) {
      expect((await requestAs(ctx, u, `/api/tenancies/${tenancyId}`)).status).toBe(200);
    }
  });

  it("activates a draft, which lets the property; only staff of the property may", async () => {
    const path = `/api/tenancies/${tenancyId}/status`;
    expect((await requestAs(ctx, tenant, path, { method: "POST", json: { status: "active" } })).status).toBe(
      403,
    );
    expect(
      (await requestAs(ctx, otherLandlord, path, { method: "POST", json: { status: "active" } })).status,
    ).toBe(404);
    expect(
      (await requestAs(ctx, landlord, path, { method: "POST", json: { status: "paused" } })).status,
    ).toBe(400);
    const { tenancy } = await json<{ tenancy: Tenancy }>(
      await requestAs(ctx, landlord, path, { method: "POST", json: { status: "active" } }),
      200,
    );
    expect(tenancy.status).toBe("active");
    // Rent due today is not yet overdue.
    const arrears = today.endsWith("-01") ? 240_000 : 360_000;
    expect(tenancy.summary).toMatchObject({
      chargedMinor: 360_000,
      balanceMinor: 360_000,
      arrearsMinor: arrears,
    });
    expect(tenancy.summary.nextDue?.amountMinor).toBe(120_000);
    const [p] = await ctx.database.db.select().from(properties).where(eq(properties.id, propertyA));
    expect(p?.status).toBe("let");
    // Already active: no second activation.
    expect(
      (await requestAs(ctx, landlord, path, { method: "POST", json: { status: "active" } })).status,
    ).toBe(409);
  });

  it("refuses a second active tenancy on the property (409), in the database as well", async () => {
    const res = await json<{ error: { code: string } }>(
      await requestAs(ctx, agent, `/api/tenancies/${secondId}/status`, {
        method: "POST",
        json: { status: "active" },
      }),
      409,
    );
    expect(res.error.code).toBe("active_tenancy_exists");
    // The partial unique index holds even if code skipped its check.
    await expect(
      ctx.database.db.update(tenancies).set({ status: "active" }).where(eq(tenancies.id, secondId)),
    ).rejects.toThrow();
  });

  let reportedId: string;

  it("records a payment once per Idempotency-Key: a retry returns the first result", async () => {
    const path = `/api/tenancies/${tenancyId}/payments`;
    const payment = { amount: 120_000, paidOn: start, method: "bank_transfer", reference: "RENT-1" };
    const first = await json<{ payment: Payment; tenancy: Tenancy }>(
      await withKey(landlord, path, payment, "key-rent-0001"),
      201,
    );
    expect(first.payment).toMatchObject({
      status: "completed",
      amount: 120_000,
      recordedBy: { id: landlord.id },
    });
    expect(first.tenancy.summary.balanceMinor).toBe(240_000);
    const retry = await withKey(landlord, path, payment, "key-rent-0001");
    const again = await json<{ payment: Payment; tenancy: Tenancy }>(retry, 200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(again.payment.id).toBe(first.payment.id);
    expect(again.tenancy.summary.balanceMinor).toBe(240_000);
    // Concurrent retries also add nothing.
    await Promise.all([1, 2, 3].map(() => withKey(landlord, path, payment, "key-rent-0001")));
    const ledger = await json<Ledger>(
      await requestAs(ctx, landlord, `/api/tenancies/${tenancyId}/ledger`),
      200,
    );
    expect(ledger.payments.filter((p) => p.reference === "RENT-1")).toHaveLength(1);
    expect(ledger.summary.paidMinor).toBe(120_000);
    // The same key for a different payment is refused.
    const reused = await withKey(landlord, path, { ...payment, amount: 5_000 }, "key-rent-0001");
    expect(reused.status).toBe(409);
    // Who may record.
    expect((await withKey(tenant, path, payment, "key-tenant-1")).status).toBe(403);
    expect((await withKey(otherLandlord, path, payment, "key-other-1")).status).toBe(404);
    expect((await withKey(otherAgent, path, payment, "key-other-2")).status).toBe(404);
    expect((await withKey(landlord, path, { ...payment, amount: 12.5 })).status).toBe(400);
    // A draft takes no payments.
    expect((await withKey(agent, `/api/tenancies/${secondId}/payments`, payment)).status).toBe(409);
  });

  it("lets the tenant report a payment (pending) that staff confirm, fail or refund", async () => {
    const path = `/api/tenancies/${tenancyId}/payments/report`;
    const report = { amount: 120_000, paidOn: today, method: "bank_transfer", reference: "AO-FEB" };
    expect((await withKey(tenant2, path, report)).status).toBe(404);
    expect((await withKey(landlord, path, report)).status).toBe(403);
    const { payment, tenancy } = await json<{ payment: Payment; tenancy: Tenancy }>(
      await withKey(tenant, path, report),
      201,
    );
    reportedId = payment.id;
    expect(payment).toMatchObject({ status: "pending", createdBy: { id: tenant.id }, recordedBy: null });
    expect(tenancy.summary).toMatchObject({ balanceMinor: 240_000, pendingMinor: 120_000 });

    const act = (u: TestUser, id: string, action: string) =>
      requestAs(ctx, u, `/api/payments/${id}/actions`, { method: "POST", json: { action } });
    expect((await act(tenant, reportedId, "confirm")).status).toBe(403);
    expect((await act(otherLandlord, reportedId, "confirm")).status).toBe(404);
    expect((await act(landlord, reportedId, "refund")).status).toBe(409);
    const confirmed = await json<{ payment: Payment; tenancy: Tenancy }>(
      await act(agent, reportedId, "confirm"),
      200,
    );
    expect(confirmed.payment).toMatchObject({ status: "completed", recordedBy: { id: agent.id } });
    expect(confirmed.tenancy.summary).toMatchObject({ balanceMinor: 120_000, pendingMinor: 0 });
    expect((await act(landlord, reportedId, "fail")).status).toBe(409);
    // The tenant sees the new balance too.
    const mine = await json<{ tenancy: Tenancy }>(
      await requestAs(ctx, tenant, `/api/tenancies/${tenancyId}`),
      200,
    );
    expect(mine.tenancy.summary.balanceMinor).toBe(120_000);

    const refunded = await json<{ tenancy: Tenancy }>(await act(admin, reportedId, "refund"), 200);
    expect(refunded.tenancy.summary.balanceMinor).toBe(240_000);

    const second = await json<{ payment: Payment }>(
      await withKey(tenant, path, { ...report, reference: "X" }),
      201,
    );
    const failed = await json<{ payment: Payment; tenancy: Tenancy }>(
      await act(landlord, second.payment.id, "fail"),
      200,
    );
    expect(failed.payment.status).toBe("failed");
    expect(failed.tenancy.summary.balanceMinor).toBe(240_000);
  });

  it("gives the ledger with charges, payments and a running balance, also as CSV", async () => {
    const ledger = await json<Ledger>(
      await requestAs(ctx, tenant, `/api/tenancies/${tenancyId}/ledger`),
      200,
    );
    const charges = ledger.entries.filter((e) => e.type === "charge");
    expect(charges.map((c) => c.date)[0]).toBe(start);
    expect(charges).toHaveLength(3);
    expect(ledger.entries.at(-1)?.balanceMinor).toBe(ledger.summary.balanceMinor);
    expect(ledger.summary.balanceMinor).toBe(ledger.summary.chargedMinor - ledger.summary.paidMinor);
    const csv = await requestAs(ctx, landlord, `/api/tenancies/${tenancyId}/ledger.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toContain("Balance");
    expect(lines).toHaveLength(ledger.entries.length + 1);
    expect(lines.at(-1)).toContain('"2400.00"');

    const exp = await requestAs(
      ctx,
      landlord,
      `/api/payments/export.csv?from=${addDays(start, -1)}&to=${today}`,
    );
    expect(exp.status).toBe(200);
    expect(await exp.text()).toContain("RENT-1");
    const none = await requestAs(
      ctx,
      otherLandlord,
      `/api/payments/export.csv?from=${addDays(start, -1)}&to=${today}`,
    );
    expect(await none.text()).not.toContain("RENT-1");
    expect((await requestAs(ctx, tenant, `/api/payments/export.csv?from=${start}&to=${today}`)).status).toBe(
      403,
    );
    expect(
      (await requestAs(ctx, landlord, `/api/payments/export.csv?from=${today}&to=${start}`)).status,
    ).toBe(400);
  });

  it("ends a tenancy, making the property available, and then allows another to start", async () => {
    const { tenancy } = await json<{ tenancy: Tenancy }>(
      await requestAs(ctx, landlord, `/api/tenancies/${tenancyId}/status`, {
        method: "POST",
        json: { status: "ended" },
      }),
      200,
    );
    expect(tenancy).toMatchObject({ status: "ended", endDate: today });
    expect(tenancy.summary.nextDue).toBeNull();
    const [p] = await ctx.database.db.select().from(properties).where(eq(properties.id, propertyA));
    expect(p?.status).toBe("available");
    expect(
      (
        await requestAs(ctx, landlord, `/api/tenancies/${tenancyId}/status`, {
          method: "POST",
          json: { status: "active" },
        })
      ).status,
    ).toBe(409);
    await json(
      await requestAs(ctx, agent, `/api/tenancies/${secondId}/status`, {
        method: "POST",
        json: { status: "active" },
      }),
      200,
    );
    // The ended tenancy stays readable to its tenant.
    expect((await requestAs(ctx, tenant, `/api/tenancies/${tenancyId}`)).status).toBe(200);
  });

  it("lists every endpoint in the OpenAPI document", async () => {
    const doc = (await (await ctx.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    for (const p of [
      "/api/tenancies",
      "/api/tenancies/{id}",
      "/api/tenancies/{id}/status",
      "/api/tenancies/{id}/ledger",
      "/api/tenancies/{id}/payments",
      "/api/tenancies/{id}/payments/report",
      "/api/payments/{id}/actions",
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });
});
