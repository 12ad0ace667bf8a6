import { isoOf, today as londonToday } from "@shared/dates";
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

// Every test builds its own letting (landlord, agent, tenant, property, tenancies) with the
// factories below; the people made in beforeAll own, manage and rent nothing, so they stay
// outsiders whatever order the tests run in.
let ctx: TestContext;
let otherLandlord: TestUser;
let otherAgent: TestUser;
let otherTenant: TestUser;
let admin: TestUser;

/** Today where the server works it out: Europe/London. */
const today = londonToday();
/** The 1st of the month two months ago: three full monthly charges are due by today. */
const start = (() => {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const back = y * 12 + (m - 1) - 2;
  return isoOf(Math.floor(back / 12), (back % 12) + 1, 1);
})();

beforeAll(async () => {
  // Each test signs its own people in: lift the per-address sign-in limit (not under test here).
  ctx = await createTestContext({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
  [otherLandlord, otherAgent, otherTenant, admin] = await Promise.all([
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "agent"),
    signedInUser(ctx, "tenant"),
    signedInUser(ctx, "admin"),
  ]);
});

// ---- Factories ---------------------------------------------------------------------------------

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

/** A landlord's property managed by their agent, and a tenant to let it to. */
async function letting() {
  const [landlord, agent, tenant] = await Promise.all([
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "agent"),
    signedInUser(ctx, "tenant"),
  ]);
  const propertyId = await insertProperty(landlord.id, agent.id, "Flat A");
  return { landlord, agent, tenant, propertyId };
}
type Letting = Awaited<ReturnType<typeof letting>>;

const body = (l: Letting, over: Record<string, unknown> = {}) => ({
  propertyId: l.propertyId,
  tenantEmail: l.tenant.email,
  startDate: start,
  rentAmount: 120_000,
  rentFrequency: "monthly",
  dueDay: 1,
  depositAmount: 138_000,
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

/** The tenant accepts the invitation of that tenancy from their home (their e-mail is proven). */
async function accept(who: TestUser, id: string) {
  const { items } = await json<{ items: { invitationId: string; tenancy: { id: string } }[] }>(
    await requestAs(ctx, who, "/api/tenancy-invitations"),
    200,
  );
  const invitation = items.find((i) => i.tenancy.id === id);
  expect(invitation, "a pending invitation for the tenancy").toBeTruthy();
  await json(
    await requestAs(ctx, who, "/api/tenancy-invitations/accept", {
      method: "POST",
      json: { invitationId: invitation!.invitationId },
    }),
    200,
  );
}

/** A draft tenancy created by `by` (the landlord unless said), for `tenant`, who has joined it. */
async function joinedDraft(
  l: Letting,
  tenant = l.tenant,
  by = l.landlord,
  over: Record<string, unknown> = {},
) {
  const { tenancy } = await json<{ tenancy: Tenancy }>(
    await requestAs(ctx, by, "/api/tenancies", {
      method: "POST",
      json: body(l, { tenantEmail: tenant.email, ...over }),
    }),
    201,
  );
  await accept(tenant, tenancy.id);
  return tenancy.id;
}

const setStatus = (as: TestUser, id: string, status: string) =>
  requestAs(ctx, as, `/api/tenancies/${id}/status`, { method: "POST", json: { status } });

/** The letting's tenant on an active tenancy, started three rents ago. */
async function activeTenancy(l: Letting) {
  const id = await joinedDraft(l);
  await json(await setStatus(l.landlord, id, "active"), 200);
  return id;
}

const rent1 = { amount: 120_000, paidOn: start, method: "bank_transfer", reference: "RENT-1" };

/** An active tenancy with its first rent recorded by the landlord: 240,000 owed. */
async function tenancyWithFirstRent(l: Letting) {
  const id = await activeTenancy(l);
  await json(await withKey(l.landlord, `/api/tenancies/${id}/payments`, rent1, `key-${id}`), 201);
  return id;
}

// ---- Tests -------------------------------------------------------------------------------------

describe("tenancies", () => {
  it("lets the landlord create a draft tenancy for a tenant chosen by e-mail, joined once they accept", async () => {
    const l = await letting();
    const { tenancy } = await json<{ tenancy: Tenancy }>(
      await requestAs(ctx, l.landlord, "/api/tenancies", {
        method: "POST",
        json: body(l, { tenantEmail: l.tenant.email.toUpperCase() }),
      }),
      201,
    );
    expect(tenancy).toMatchObject({
      status: "draft",
      tenant: null,
      invitation: { email: l.tenant.email },
      property: { id: l.propertyId },
      rentAmount: 120_000,
      currency: "GBP",
      depositAmount: 138_000,
    });
    expect(tenancy.summary.chargedMinor).toBe(0);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "tenancy"), eq(auditLog.entityId, tenancy.id)));
    expect(entry?.action).toBe("create");
    expect(entry?.actorId).toBe(l.landlord.id);
    await accept(l.tenant, tenancy.id);
    const joined = await json<{ tenancy: Tenancy }>(
      await requestAs(ctx, l.landlord, `/api/tenancies/${tenancy.id}`),
      200,
    );
    expect(joined.tenancy.tenant).toMatchObject({ id: l.tenant.id });
  });

  it("refuses bad input with field errors", async () => {
    const l = await letting();
    const bad = await json<{ error: { fields: Record<string, string> } }>(
      await requestAs(ctx, l.landlord, "/api/tenancies", {
        method: "POST",
        json: body(l, { rentAmount: -5, dueDay: 40, endDate: "2000-01-01" }),
      }),
      400,
    );
    expect(Object.keys(bad.error.fields)).toEqual(expect.arrayContaining(["rentAmount", "dueDay"]));
    const weekly = await requestAs(ctx, l.landlord, "/api/tenancies", {
      method: "POST",
      json: body(l, { rentFrequency: "weekly", dueDay: 9 }),
    });
    expect(weekly.status).toBe(400);
  });

  it("creates only on properties the caller manages: others get 404, tenants 403, nobody 401", async () => {
    const l = await letting();
    const create = (as: TestUser | undefined, over: Record<string, unknown> = {}) =>
      requestAs(ctx, as, "/api/tenancies", { method: "POST", json: body(l, over) });
    expect((await create(otherLandlord)).status).toBe(404);
    expect((await create(otherAgent)).status).toBe(404);
    expect((await create(l.tenant)).status).toBe(403);
    expect((await create(undefined)).status).toBe(401);
    // The assigned agent and admins may.
    await json(await create(l.agent, { tenantEmail: otherTenant.email }), 201);
    const elsewhere = await insertProperty((await signedInUser(ctx, "landlord")).id, null, "House B");
    await json(await create(admin, { propertyId: elsewhere, tenantEmail: otherTenant.email }), 201);
  });

  it("shows each role only the tenancies it may read; others' tenancies are 404", async () => {
    const l = await letting();
    const tenant2 = await signedInUser(ctx, "tenant");
    const tenancyId = await joinedDraft(l);
    const secondId = await joinedDraft(l, tenant2, l.agent);
    const elsewhere = await insertProperty((await signedInUser(ctx, "landlord")).id, null, "House B");
    await json(
      await requestAs(ctx, admin, "/api/tenancies", {
        method: "POST",
        json: body(l, { propertyId: elsewhere, tenantEmail: tenant2.email }),
      }),
      201,
    );
    const ids = async (u: TestUser) =>
      (await json<{ items: Tenancy[] }>(await requestAs(ctx, u, "/api/tenancies"), 200)).items.map(
        (t) => t.id,
      );
    expect((await ids(l.landlord)).sort()).toEqual([tenancyId, secondId].sort());
    expect((await ids(l.agent)).sort()).toEqual([tenancyId, secondId].sort());
    expect(await ids(otherLandlord)).not.toContain(tenancyId);
    expect(await ids(otherAgent)).toEqual([]);
    expect(await ids(l.tenant)).toEqual([tenancyId]);
    expect(await ids(tenant2)).not.toContain(tenancyId);
    expect(await ids(admin)).toEqual(expect.arrayContaining([tenancyId, secondId]));
    expect((await ids(admin)).length).toBeGreaterThanOrEqual(3);

    for (const u of [otherLandlord, otherAgent, tenant2]) {
      expect((await requestAs(ctx, u, `/api/tenancies/${tenancyId}`)).status).toBe(404);
      expect((await requestAs(ctx, u, `/api/tenancies/${tenancyId}/ledger`)).status).toBe(404);
      expect((await requestAs(ctx, u, `/api/tenancies/${tenancyId}/ledger.csv`)).status).toBe(404);
    }
    expect((await requestAs(ctx, undefined, `/api/tenancies/${tenancyId}`)).status).toBe(401);
    expect((await requestAs(ctx, l.landlord, "/api/tenancies/not-a-uuid")).status).toBe(404);
    for (const u of [l.landlord, l.agent, admin, l.tenant]) {
      expect((await requestAs(ctx, u, `/api/tenancies/${tenancyId}`)).status).toBe(200);
    }
  });

  it("activates a draft, which lets the property; only staff of the property may", async () => {
    const l = await letting();
    const tenancyId = await joinedDraft(l);
    expect((await setStatus(l.tenant, tenancyId, "active")).status).toBe(403);
    expect((await setStatus(otherLandlord, tenancyId, "active")).status).toBe(404);
    expect((await setStatus(l.landlord, tenancyId, "paused")).status).toBe(400);
    const { tenancy } = await json<{ tenancy: Tenancy }>(
      await setStatus(l.landlord, tenancyId, "active"),
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
    const [p] = await ctx.database.db.select().from(properties).where(eq(properties.id, l.propertyId));
    expect(p?.status).toBe("let");
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, tenancyId), eq(auditLog.action, "activate")));
    expect(entry?.details).toMatchObject({ from: "draft", to: "active", propertyId: l.propertyId });
    // Already active: no second activation.
    expect((await setStatus(l.landlord, tenancyId, "active")).status).toBe(409);
  });

  it("refuses a second active tenancy on the property (409), in the database as well", async () => {
    const l = await letting();
    await activeTenancy(l);
    const secondId = await joinedDraft(l, await signedInUser(ctx, "tenant"), l.agent);
    const res = await json<{ error: { code: string } }>(await setStatus(l.agent, secondId, "active"), 409);
    expect(res.error.code).toBe("active_tenancy_exists");
    // The partial unique index holds even if code skipped its check.
    await expect(
      ctx.database.db.update(tenancies).set({ status: "active" }).where(eq(tenancies.id, secondId)),
    ).rejects.toThrow();
  });

  it("records a payment once per Idempotency-Key: a retry returns the first result", async () => {
    const l = await letting();
    const tenancyId = await activeTenancy(l);
    const draftId = await joinedDraft(l, await signedInUser(ctx, "tenant"), l.agent);
    const path = `/api/tenancies/${tenancyId}/payments`;
    const payment = rent1;
    const first = await json<{ payment: Payment; tenancy: Tenancy }>(
      await withKey(l.landlord, path, payment, "key-rent-0001"),
      201,
    );
    expect(first.payment).toMatchObject({
      status: "completed",
      amount: 120_000,
      recordedBy: { id: l.landlord.id },
    });
    expect(first.tenancy.summary.balanceMinor).toBe(240_000);
    const retry = await withKey(l.landlord, path, payment, "key-rent-0001");
    const again = await json<{ payment: Payment; tenancy: Tenancy }>(retry, 200);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(again.payment.id).toBe(first.payment.id);
    expect(again.tenancy.summary.balanceMinor).toBe(240_000);
    // Concurrent retries also add nothing.
    await Promise.all([1, 2, 3].map(() => withKey(l.landlord, path, payment, "key-rent-0001")));
    const ledger = await json<Ledger>(
      await requestAs(ctx, l.landlord, `/api/tenancies/${tenancyId}/ledger`),
      200,
    );
    expect(ledger.payments.filter((p) => p.reference === "RENT-1")).toHaveLength(1);
    expect(ledger.summary.paidMinor).toBe(120_000);
    // One audit entry, for the payment made; retries write none.
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, first.payment.id), eq(auditLog.action, "payment_record")));
    expect(entries).toHaveLength(1);
    // The same key for a different payment is refused.
    const reused = await withKey(l.landlord, path, { ...payment, amount: 5_000 }, "key-rent-0001");
    expect(reused.status).toBe(409);
    // Who may record.
    expect((await withKey(l.tenant, path, payment, "key-tenant-1")).status).toBe(403);
    expect((await withKey(otherLandlord, path, payment, "key-other-1")).status).toBe(404);
    expect((await withKey(otherAgent, path, payment, "key-other-2")).status).toBe(404);
    expect((await withKey(l.landlord, path, { ...payment, amount: 12.5 })).status).toBe(400);
    // A draft takes no payments.
    expect((await withKey(l.agent, `/api/tenancies/${draftId}/payments`, payment)).status).toBe(409);
  });

  it("lets the tenant report a payment (pending) that staff confirm, fail or refund", async () => {
    const l = await letting();
    const tenancyId = await tenancyWithFirstRent(l);
    const path = `/api/tenancies/${tenancyId}/payments/report`;
    const report = { amount: 120_000, paidOn: today, method: "bank_transfer", reference: "AO-FEB" };
    expect((await withKey(otherTenant, path, report)).status).toBe(404);
    expect((await withKey(l.landlord, path, report)).status).toBe(403);
    const { payment, tenancy } = await json<{ payment: Payment; tenancy: Tenancy }>(
      await withKey(l.tenant, path, report),
      201,
    );
    const reportedId = payment.id;
    expect(payment).toMatchObject({ status: "pending", createdBy: { id: l.tenant.id }, recordedBy: null });
    expect(tenancy.summary).toMatchObject({ balanceMinor: 240_000, pendingMinor: 120_000 });
    const [reported] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, reportedId), eq(auditLog.action, "payment_report")));
    expect(reported?.actorId).toBe(l.tenant.id);

    const act = (u: TestUser, id: string, action: string) =>
      requestAs(ctx, u, `/api/payments/${id}/actions`, { method: "POST", json: { action } });
    expect((await act(l.tenant, reportedId, "confirm")).status).toBe(403);
    expect((await act(otherLandlord, reportedId, "confirm")).status).toBe(404);
    expect((await act(l.landlord, reportedId, "refund")).status).toBe(409);
    const confirmed = await json<{ payment: Payment; tenancy: Tenancy }>(
      await act(l.agent, reportedId, "confirm"),
      200,
    );
    expect(confirmed.payment).toMatchObject({ status: "completed", recordedBy: { id: l.agent.id } });
    expect(confirmed.tenancy.summary).toMatchObject({ balanceMinor: 120_000, pendingMinor: 0 });
    expect((await act(l.landlord, reportedId, "fail")).status).toBe(409);
    // The tenant sees the new balance too.
    const mine = await json<{ tenancy: Tenancy }>(
      await requestAs(ctx, l.tenant, `/api/tenancies/${tenancyId}`),
      200,
    );
    expect(mine.tenancy.summary.balanceMinor).toBe(120_000);

    const refunded = await json<{ tenancy: Tenancy }>(await act(admin, reportedId, "refund"), 200);
    expect(refunded.tenancy.summary.balanceMinor).toBe(240_000);

    const second = await json<{ payment: Payment }>(
      await withKey(l.tenant, path, { ...report, reference: "X" }),
      201,
    );
    const failed = await json<{ payment: Payment; tenancy: Tenancy }>(
      await act(l.landlord, second.payment.id, "fail"),
      200,
    );
    expect(failed.payment.status).toBe("failed");
    expect(failed.tenancy.summary.balanceMinor).toBe(240_000);
  });

  it("gives the ledger with charges, payments and a running balance, also as CSV", async () => {
    const l = await letting();
    const tenancyId = await tenancyWithFirstRent(l);
    const ledger = await json<Ledger>(
      await requestAs(ctx, l.tenant, `/api/tenancies/${tenancyId}/ledger`),
      200,
    );
    const charges = ledger.entries.filter((e) => e.type === "charge");
    expect(charges.map((c) => c.date)[0]).toBe(start);
    expect(charges).toHaveLength(3);
    expect(ledger.entries.at(-1)?.balanceMinor).toBe(ledger.summary.balanceMinor);
    expect(ledger.summary.balanceMinor).toBe(ledger.summary.chargedMinor - ledger.summary.paidMinor);
    const csv = await requestAs(ctx, l.landlord, `/api/tenancies/${tenancyId}/ledger.csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="ledger-${tenancyId.slice(0, 8)}.csv"`,
    );
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toContain("Balance");
    expect(lines[0]).toBe('"Date","Type","Description","Charge (GBP)","Payment (GBP)","Balance (GBP)"');
    expect(lines).toHaveLength(ledger.entries.length + 1);
    expect(lines.at(-1)).toMatch(/,2400\.00$/);

    const from = addDays(start, -1);
    const exp = await requestAs(ctx, l.landlord, `/api/payments/export.csv?from=${from}&to=${today}`);
    expect(exp.status).toBe(200);
    expect(exp.headers.get("content-disposition")).toBe(
      `attachment; filename="payments-${from}-to-${today}.csv"`,
    );
    expect(await exp.text()).toContain("RENT-1");
    const none = await requestAs(ctx, otherLandlord, `/api/payments/export.csv?from=${from}&to=${today}`);
    expect(await none.text()).not.toContain("RENT-1");
    expect(
      (await requestAs(ctx, l.tenant, `/api/payments/export.csv?from=${start}&to=${today}`)).status,
    ).toBe(403);
    expect(
      (await requestAs(ctx, l.landlord, `/api/payments/export.csv?from=${today}&to=${start}`)).status,
    ).toBe(400);
  });

  it("writes money and dates in the CSVs as values: a credit balance is a negative number", async () => {
    const l = await letting();
    const tenancyId = await tenancyWithFirstRent(l);
    // 360,000 charged; 120,000 + 403,800 paid: the tenant is 1,638.00 in credit.
    const over = { ...rent1, amount: 403_800, reference: "=HYPERLINK(1)" };
    await json(
      await withKey(l.landlord, `/api/tenancies/${tenancyId}/payments`, over, `over-${tenancyId}`),
      201,
    );
    const ledger = await (await requestAs(ctx, l.landlord, `/api/tenancies/${tenancyId}/ledger.csv`)).text();
    const lines = ledger.trim().split("\r\n");
    expect(lines.find((r) => r.includes("4038"))).toMatch(
      /^\d{4}-\d{2}-\d{2},"payment",".*",,4038\.00,-?\d+\.\d{2}$/,
    );
    expect(lines.at(-1)).toMatch(/,-1638\.00$/);
    expect(ledger).not.toContain("'-");
    const exp = await requestAs(ctx, l.landlord, `/api/payments/export.csv?from=${start}&to=${today}`);
    const row = (await exp.text()).split("\r\n").find((r) => r.includes("HYPERLINK"));
    // Money and the date unquoted; the free-text reference still neutralised.
    expect(row).toMatch(
      new RegExp(`^${start},"Flat A",".+",4038\\.00,"GBP","bank_transfer","'=HYPERLINK\\(1\\)",`),
    );
  });

  it("ends a tenancy, making the property available, and then allows another to start", async () => {
    const l = await letting();
    const tenancyId = await activeTenancy(l);
    const secondId = await joinedDraft(l, await signedInUser(ctx, "tenant"), l.agent);
    const { tenancy } = await json<{ tenancy: Tenancy }>(
      await setStatus(l.landlord, tenancyId, "ended"),
      200,
    );
    expect(tenancy).toMatchObject({ status: "ended", endDate: today });
    expect(tenancy.summary.nextDue).toBeNull();
    const [p] = await ctx.database.db.select().from(properties).where(eq(properties.id, l.propertyId));
    expect(p?.status).toBe("available");
    expect((await setStatus(l.landlord, tenancyId, "active")).status).toBe(409);
    await json(await setStatus(l.agent, secondId, "active"), 200);
    // The ended tenancy stays readable to its tenant.
    expect((await requestAs(ctx, l.tenant, `/api/tenancies/${tenancyId}`)).status).toBe(200);
  });

  it("lists every endpoint in the OpenAPI document, each with its operationId", async () => {
    const doc = (await (await ctx.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const expected: [string, string, string][] = [
      ["/api/tenancies", "get", "listTenancies"],
      ["/api/tenancies", "post", "createTenancy"],
      ["/api/tenancies/{id}", "get", "getTenancy"],
      ["/api/tenancies/{id}/status", "post", "changeTenancyStatus"],
      ["/api/tenancies/{id}/invitation", "post", "resendTenancyInvitation"],
      ["/api/tenancies/{id}/ledger", "get", "getTenancyLedger"],
      ["/api/tenancies/{id}/ledger.csv", "get", "exportTenancyLedger"],
      ["/api/tenancies/{id}/payments", "post", "recordTenancyPayment"],
      ["/api/tenancies/{id}/payments/report", "post", "reportTenancyPayment"],
      ["/api/payments/{id}/actions", "post", "actOnPayment"],
      ["/api/payments", "get", "listPayments"],
      ["/api/payments/export.csv", "get", "exportPayments"],
      ["/api/tenancy-invitations", "get", "listTenancyInvitations"],
      ["/api/tenancy-invitations/accept", "post", "acceptTenancyInvitation"],
    ];
    for (const [p, method, operationId] of expected) {
      expect(Object.keys(doc.paths)).toContain(p);
      expect(doc.paths[p]?.[method]?.operationId, `${method} ${p}`).toBe(operationId);
    }
  });
});
