import { today as londonToday } from "@shared/dates";
import { addDays } from "@shared/ledger";
import type { Tenancy } from "@shared/schemas/tenancies";
import type { TenancyNotice } from "@shared/schemas/tenancy-terms";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, payments, tenancies, tenancyNotices, tenancyRents } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { insertLetting, tenancyRow } from "./tenancy.factories";

/** Tenancy terms under the Renters' Rights Act: draft edits, written terms, notices, rent in advance. */
let ctx: TestContext;
let outsider: TestUser;
let admin: TestUser;
const today = londonToday();
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  ctx = await createTestContext({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
  [outsider, admin] = await Promise.all([signedInUser(ctx, "landlord"), signedInUser(ctx, "admin")]);
});

const send = (who: TestUser, method: string, path: string, json?: unknown) =>
  requestAs(ctx, who, path, { method, ...(json === undefined ? {} : { json }) });
async function ok<T>(res: Response, status = 200): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}
async function refused(res: Response, status: number, field?: string): Promise<ErrorBody> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  const body = JSON.parse(text) as ErrorBody;
  if (field) expect(body.error.fields?.[field], text).toBeTruthy();
  return body;
}

describe("a new tenancy in England is periodic", () => {
  it("refuses an end date on create, naming the rule; Wales accepts one", async () => {
    const l = await insertLetting(ctx, { status: "ended", startDate: "2024-01-01", endDate: "2024-12-31" });
    const body = {
      propertyId: l.propertyId,
      tenantEmail: `new-${crypto.randomUUID()}@example.com`,
      startDate: addDays(today, 10),
      endDate: addDays(today, 375),
      rentAmount: 100_000,
      rentFrequency: "monthly",
      dueDay: 1,
    };
    const res = await refused(await send(l.landlord, "POST", "/api/tenancies", body), 400, "endDate");
    expect(res.error.fields!.endDate).toMatch(/no fixed term.*Housing Act 1988 s\.4A/);
    const welsh = await insertLetting(ctx, {
      status: "ended",
      jurisdiction: "wales",
      startDate: "2024-01-01",
    });
    const created = await ok<{ tenancy: Tenancy }>(
      await send(welsh.landlord, "POST", "/api/tenancies", { ...body, propertyId: welsh.propertyId }),
      201,
    );
    expect(created.tenancy.endDate).toBe(body.endDate);
    expect(created.tenancy.law.jurisdiction).toBe("wales");
  });

  it("shows an old fixed term as periodic since 1 May 2026", async () => {
    const l = await insertLetting(ctx, { startDate: "2025-06-01", originalTermEnd: "2026-05-31" });
    const { tenancy } = await ok<{ tenancy: Tenancy }>(
      await send(l.tenant, "GET", `/api/tenancies/${l.tenancyId}`),
    );
    expect(tenancy.law).toMatchObject({ periodicSince: "2026-05-01", originalTermEnd: "2026-05-31" });
    expect(tenancy.endDate).toBeNull();
  });
});

describe("draft terms", () => {
  it("staff change a draft's terms; the rent history and the audit log follow, with the reason", async () => {
    const l = await insertLetting(ctx, { status: "draft", startDate: addDays(today, 20) });
    const { tenancy } = await ok<{ tenancy: Tenancy }>(
      await send(l.agent, "PATCH", `/api/tenancies/${l.tenancyId}/terms`, {
        rentAmount: 105_000,
        signedOn: today,
        reason: "Agreed after viewing",
      }),
    );
    expect(tenancy).toMatchObject({ rentAmount: 105_000, law: { signedOn: today } });
    const rents = await ctx.database.db
      .select()
      .from(tenancyRents)
      .where(eq(tenancyRents.tenancyId, l.tenancyId));
    expect(rents.map((r) => [r.kind, r.amount])).toEqual([["initial", 105_000]]);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, l.tenancyId), eq(auditLog.action, "update_terms")));
    expect(entry).toMatchObject({
      actorId: l.agent.id,
      details: {
        reason: "Agreed after viewing",
        before: { rentAmount: 100_000 },
        after: { rentAmount: 105_000 },
      },
    });
  });

  it("refuses an active tenancy's terms (409), the tenant (403), outsiders (404) and bad input (400)", async () => {
    const active = await insertLetting(ctx);
    await refused(
      await send(active.landlord, "PATCH", `/api/tenancies/${active.tenancyId}/terms`, { rentAmount: 1 }),
      409,
    );
    const draft = await insertLetting(ctx, { status: "draft", startDate: addDays(today, 20) });
    const path = `/api/tenancies/${draft.tenancyId}/terms`;
    await refused(await send(draft.tenant, "PATCH", path, { rentAmount: 90_000 }), 403);
    await refused(await send(outsider, "PATCH", path, { rentAmount: 90_000 }), 404);
    await refused(
      await send(draft.landlord, "PATCH", path, { endDate: addDays(today, 400) }),
      400,
      "endDate",
    );
    await refused(
      await send(draft.landlord, "PATCH", path, { signedOn: addDays(today, 2) }),
      400,
      "signedOn",
    );
    await refused(await send(draft.landlord, "PATCH", path, {}), 400);
    expect((await tenancyRow(ctx, draft.tenancyId)).rentAmount).toBe(100_000);
    await ok(await send(admin, "PATCH", path, { dueDay: 15 }));
  });
});

describe("written statement or information sheet", () => {
  it("is flagged until recorded, then shows the date and method", async () => {
    const l = await insertLetting(ctx, { startDate: "2025-03-01" });
    const before = await ok<{ tenancy: Tenancy }>(
      await send(l.landlord, "GET", `/api/tenancies/${l.tenancyId}`),
    );
    expect(before.tenancy.law.writtenTerms).toMatchObject({
      document: "Renters' Rights Act information sheet",
      deadline: "2026-05-31",
      overdue: true,
      met: false,
    });
    const path = `/api/tenancies/${l.tenancyId}/written-terms`;
    await refused(await send(l.tenant, "PUT", path, { givenOn: "2026-05-10", method: "email" }), 403);
    await refused(await send(outsider, "PUT", path, { givenOn: "2026-05-10", method: "email" }), 404);
    await refused(
      await send(l.landlord, "PUT", path, { givenOn: addDays(today, 2), method: "email" }),
      400,
      "givenOn",
    );
    const after = await ok<{ tenancy: Tenancy }>(
      await send(l.landlord, "PUT", path, { givenOn: "2026-05-10", method: "email" }),
    );
    expect(after.tenancy.law.writtenTerms).toMatchObject({
      givenOn: "2026-05-10",
      method: "email",
      met: true,
    });
  });
});

describe("notices ending a tenancy", () => {
  it("the tenant gives notice: the end is the earliest valid day unless later, and the ledger stops there", async () => {
    const l = await insertLetting(ctx, { startDate: "2025-01-01" });
    const path = `/api/tenancies/${l.tenancyId}/notices`;
    const givenOn = addDays(today, -3);
    const tooSoon = await refused(
      await send(l.tenant, "POST", path, {
        givenBy: "tenant",
        givenOn,
        endsOn: addDays(givenOn, 20),
        method: "email",
      }),
      400,
      "endsOn",
    );
    expect(tooSoon.error.fields!.endsOn).toMatch(/no earlier than .*at least 2 months' notice/);
    await refused(await send(l.tenant, "POST", path, { givenBy: "landlord", givenOn, method: "email" }), 400);
    const { tenancy } = await ok<{ tenancy: Tenancy }>(
      await send(l.tenant, "POST", path, { givenBy: "tenant", givenOn, method: "email" }),
      201,
    );
    const notice = tenancy.law.notice!;
    expect(notice.givenBy).toBe("tenant");
    expect(notice.endsOn > addDays(givenOn, 58)).toBe(true);
    expect(
      notice.endsOn.endsWith(String(new Date(`${notice.endsOn}T00:00:00Z`).getUTCDate()).padStart(2, "0")),
    ).toBe(true);
    // The last day of a month (rent due on the 1st).
    expect(addDays(notice.endsOn, 1).endsWith("-01")).toBe(true);
    expect(tenancy.endDate).toBe(notice.endsOn);
    // One open notice at a time.
    await refused(await send(l.landlord, "POST", path, { givenBy: "tenant", givenOn, method: "post" }), 409);
    // Everyone who may read the tenancy sees it; nobody else.
    const list = await ok<{ items: TenancyNotice[] }>(await send(l.agent, "GET", path));
    expect(list.items.map((n) => n.id)).toEqual([notice.id]);
    await refused(await send(outsider, "GET", path), 404);
    await refused(await send(outsider, "POST", path, { givenBy: "tenant", givenOn, method: "post" }), 404);
    // The tenant can't withdraw it on their own; the landlord can, and the tenancy runs on.
    const withdraw = `${path}/${notice.id}/withdraw`;
    await refused(await send(l.tenant, "POST", withdraw), 403);
    await refused(await send(outsider, "POST", withdraw), 404);
    const back = await ok<{ tenancy: Tenancy }>(await send(l.landlord, "POST", withdraw));
    expect(back.tenancy.endDate).toBeNull();
    expect(back.tenancy.law.notice).toBeNull();
    await refused(await send(l.landlord, "POST", withdraw), 409);
  });

  it("staff record the landlord's notice as data: ground and period required, nothing checked beyond dates", async () => {
    const l = await insertLetting(ctx, { startDate: "2025-01-01" });
    const path = `/api/tenancies/${l.tenancyId}/notices`;
    const givenOn = addDays(today, -1);
    const missing = await refused(
      await send(l.landlord, "POST", path, { givenBy: "landlord", givenOn, method: "hand" }),
      400,
    );
    expect(Object.keys(missing.error.fields ?? {}).sort()).toEqual(["endsOn", "ground", "noticePeriod"]);
    const { tenancy } = await ok<{ tenancy: Tenancy }>(
      await send(l.agent, "POST", path, {
        givenBy: "landlord",
        givenOn,
        endsOn: addDays(givenOn, 120),
        method: "hand",
        ground: "Ground 1A (sale of the dwelling-house)",
        noticePeriod: "4 months",
      }),
      201,
    );
    expect(tenancy.law.notice).toMatchObject({
      givenBy: "landlord",
      ground: "Ground 1A (sale of the dwelling-house)",
    });
    const rows = await ctx.database.db
      .select()
      .from(tenancyNotices)
      .where(eq(tenancyNotices.tenancyId, l.tenancyId));
    expect(rows).toHaveLength(1);
  });

  it("refuses a notice on a draft (409) and a future notice date (400), writing nothing", async () => {
    const draft = await insertLetting(ctx, { status: "draft", startDate: addDays(today, 20) });
    await refused(
      await send(draft.tenant, "POST", `/api/tenancies/${draft.tenancyId}/notices`, {
        givenBy: "tenant",
        givenOn: today,
        method: "email",
      }),
      409,
    );
    const l = await insertLetting(ctx);
    await refused(
      await send(l.tenant, "POST", `/api/tenancies/${l.tenancyId}/notices`, {
        givenBy: "tenant",
        givenOn: addDays(today, 1),
        method: "email",
      }),
      400,
      "givenOn",
    );
    const rows = await ctx.database.db
      .select()
      .from(tenancyNotices)
      .where(eq(tenancyNotices.tenancyId, l.tenancyId));
    expect(rows).toHaveLength(0);
  });
});

describe("rent in advance", () => {
  it("nothing before the agreement is signed, and at most one month's rent before the start", async () => {
    const start = addDays(today, 30);
    const l = await insertLetting(ctx, { startDate: start, rentAmount: 120_000 });
    const path = `/api/tenancies/${l.tenancyId}/payments`;
    const pay = (amount: number, paidOn = today) =>
      send(l.landlord, "POST", path, { amount, paidOn, method: "bank_transfer", status: "completed" });
    const unsigned = await refused(await pay(120_000), 400, "paidOn");
    expect(unsigned.error.fields!.paidOn).toMatch(/before the tenancy agreement is signed/);
    await ctx.database.db
      .update(tenancies)
      .set({ signedOn: addDays(today, -2) })
      .where(eq(tenancies.id, l.tenancyId));
    const tooEarly = await refused(await pay(50_000, addDays(today, -3)), 400, "paidOn");
    expect(tooEarly.error.fields!.paidOn).toMatch(/signed/);
    await ok(await pay(100_000), 201);
    const over = await refused(await pay(30_000), 400, "paidOn");
    expect(over.error.fields!.paidOn).toMatch(
      /more than one month's rent, £1,200\.00.*£1,000\.00 already recorded/,
    );
    await ok(await pay(20_000), 201);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.tenancyId, l.tenancyId));
    expect(rows.map((r) => r.amount).sort()).toEqual([100_000, 20_000].sort());
  });
});
