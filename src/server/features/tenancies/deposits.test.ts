import { today as londonToday } from "@shared/dates";
import type { Jurisdiction } from "@shared/law/jurisdictions";
import { addDays } from "@shared/ledger";
import type { Deposit, DepositAttentionItem } from "@shared/schemas/deposits";
import { and, count, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, documents, emailOutbox, properties, tenancies, tenancyDeposits } from "../../db/schema";
import { runReminderJob } from "../../jobs/reminders";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";

// Each test builds its own letting; the people made in beforeAll own, manage and rent nothing.
let ctx: TestContext;
let otherLandlord: TestUser;
let otherTenant: TestUser;
let admin: TestUser;

const today = londonToday();
const daysAgo = (n: number) => addDays(today, -n);

beforeAll(async () => {
  ctx = await createTestContext({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
  [otherLandlord, otherTenant, admin] = await Promise.all([
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "tenant"),
    signedInUser(ctx, "admin"),
  ]);
});

// ---- Factories ---------------------------------------------------------------------------------

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A landlord's property (England unless said) managed by their agent, and a tenant to let it to. */
async function letting(jurisdiction: Jurisdiction = "england") {
  const [landlord, agent, tenant] = await Promise.all([
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "agent"),
    signedInUser(ctx, "tenant"),
  ]);
  const [p] = await ctx.database.db
    .insert(properties)
    .values({
      landlordId: landlord.id,
      agentId: agent.id,
      title: "Deposit Flat",
      type: "flat",
      status: "available",
      addressLine1: "2 Test Street",
      city: "Leeds",
      postcode: "LS1 1AA",
      bedrooms: 2,
      bathrooms: 1,
      rentAmount: 100_000,
      rentPcm: 100_000,
      jurisdiction,
    })
    .returning({ id: properties.id });
  return { landlord, agent, tenant, propertyId: p!.id };
}
type Letting = Awaited<ReturnType<typeof letting>>;

const tenancyBody = (l: Letting, over: Record<string, unknown> = {}) => ({
  propertyId: l.propertyId,
  tenantEmail: l.tenant.email,
  startDate: daysAgo(60),
  rentAmount: 100_000,
  rentFrequency: "monthly",
  dueDay: 1,
  depositAmount: 115_000,
  ...over,
});

/** An active tenancy (rent £1,000 a month, started 60 days ago) its tenant has joined. */
async function tenancy(l: Letting) {
  const { tenancy } = await json<{ tenancy: { id: string } }>(
    await requestAs(ctx, l.landlord, "/api/tenancies", { method: "POST", json: tenancyBody(l) }),
    201,
  );
  const { items } = await json<{ items: { invitationId: string; tenancy: { id: string } }[] }>(
    await requestAs(ctx, l.tenant, "/api/tenancy-invitations"),
    200,
  );
  const invitationId = items.find((i) => i.tenancy.id === tenancy.id)!.invitationId;
  await json(
    await requestAs(ctx, l.tenant, "/api/tenancy-invitations/accept", {
      method: "POST",
      json: { invitationId },
    }),
    200,
  );
  await json(
    await requestAs(ctx, l.landlord, `/api/tenancies/${tenancy.id}/status`, {
      method: "POST",
      json: { status: "active" },
    }),
    200,
  );
  return tenancy.id;
}

const send = (who: TestUser, path: string, payload: unknown, method = "PUT") =>
  requestAs(ctx, who, path, { method, json: payload });
const getDeposit = async (who: TestUser, id: string) =>
  (await json<{ deposit: Deposit }>(await requestAs(ctx, who, `/api/tenancies/${id}/deposit`), 200)).deposit;
const received = (amount = 115_000, receivedOn = daysAgo(60)) => ({
  amount,
  receivedOn,
  receivedFrom: "Tess Tenant",
});

async function auditCount(id: string, action: string) {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entityId, id), eq(auditLog.action, action)));
  return Number(row?.n ?? 0);
}

async function attention(who: TestUser) {
  return (
    await json<{ items: DepositAttentionItem[] }>(await requestAs(ctx, who, "/api/deposits/attention"), 200)
  ).items;
}

/** An ended tenancy with its deposit received, protected and the prescribed information given. */
async function endedWithDeposit(l: Letting) {
  const id = await tenancy(l);
  await json(await send(l.landlord, `/api/tenancies/${id}/deposit/received`, received()), 200);
  await json(
    await send(l.landlord, `/api/tenancies/${id}/deposit/protection`, {
      scheme: "dps",
      reference: "DPS-1",
      protectedOn: daysAgo(55),
    }),
    200,
  );
  await json(
    await requestAs(ctx, l.landlord, `/api/tenancies/${id}/status`, {
      method: "POST",
      json: { status: "ended", endDate: daysAgo(2) },
    }),
    200,
  );
  return id;
}

// ---- Tests -------------------------------------------------------------------------------------

describe("deposit received and the cap", () => {
  it("records a deposit within the cap; over it, 400 with the figures and nothing written", async () => {
    const l = await letting();
    const id = await tenancy(l);
    // £1,000 a month: 5 weeks is 1000 × 12 × 5 / 52 = £1,153.84.
    const over = await json<{ error: { fields: Record<string, string> } }>(
      await send(l.landlord, `/api/tenancies/${id}/deposit/received`, received(115_385)),
      400,
    );
    expect(over.error.fields.amount).toContain("£1,153.84");
    expect(over.error.fields.amount).toContain("5 weeks' rent");
    expect(over.error.fields.amount).toContain("Tenant Fees Act 2019");
    expect((await getDeposit(l.tenant, id)).received).toBeNull();
    expect(await auditCount(id, "deposit_received")).toBe(0);

    const { deposit } = await json<{ deposit: Deposit }>(
      await send(l.agent, `/api/tenancies/${id}/deposit/received`, received(115_384, daysAgo(10))),
      200,
    );
    expect(deposit.received).toEqual({
      amount: 115_384,
      receivedOn: daysAgo(10),
      receivedFrom: "Tess Tenant",
    });
    expect(deposit.cap?.capMinor).toBe(115_384);
    expect(deposit.protectionStatus).toEqual({ state: "due", dueOn: addDays(daysAgo(10), 29), days: 19 });
    expect(await auditCount(id, "deposit_received")).toBe(1);
  });

  it("refuses an agreed deposit over the cap on a new tenancy, writing no tenancy", async () => {
    const l = await letting();
    const res = await json<{ error: { fields: Record<string, string> } }>(
      await requestAs(ctx, l.landlord, "/api/tenancies", {
        method: "POST",
        json: tenancyBody(l, { depositAmount: 120_000 }),
      }),
      400,
    );
    expect(res.error.fields.depositAmount).toContain("£1,153.84");
    const [n] = await ctx.database.db
      .select({ n: count() })
      .from(tenancies)
      .where(eq(tenancies.propertyId, l.propertyId));
    expect(Number(n?.n)).toBe(0);
    // The form no longer takes a scheme: protection is recorded on the deposit later.
    const ok = await json<{ tenancy: Record<string, unknown> }>(
      await requestAs(ctx, l.landlord, "/api/tenancies", { method: "POST", json: tenancyBody(l) }),
      201,
    );
    expect(ok.tenancy.depositAmount).toBe(115_000);
    expect(ok.tenancy).not.toHaveProperty("depositScheme");
  });

  it("applies Scotland's two months' cap and its own schemes", async () => {
    const l = await letting("scotland");
    const id = await tenancy(l);
    const over = await json<{ error: { fields: Record<string, string> } }>(
      await send(l.landlord, `/api/tenancies/${id}/deposit/received`, received(200_001)),
      400,
    );
    expect(over.error.fields.amount).toContain("2 months' rent: £2,000.00");
    await json(await send(l.landlord, `/api/tenancies/${id}/deposit/received`, received(200_000)), 200);
    const wrong = await json<{ error: { fields: Record<string, string> } }>(
      await send(l.landlord, `/api/tenancies/${id}/deposit/protection`, {
        scheme: "dps",
        reference: "X-1",
        protectedOn: daysAgo(20),
      }),
      400,
    );
    expect(wrong.error.fields.scheme).toContain("SafeDeposits Scotland");
    const { deposit } = await json<{ deposit: Deposit }>(
      await send(l.landlord, `/api/tenancies/${id}/deposit/protection`, {
        scheme: "safedeposits_scotland",
        reference: "SDS-1",
        protectedOn: daysAgo(20),
      }),
      200,
    );
    expect(deposit.protection).toEqual({
      scheme: "safedeposits_scotland",
      reference: "SDS-1",
      protectedOn: daysAgo(20),
    });
    expect(deposit.schemes).toEqual(["safedeposits_scotland", "lps_scotland", "mydeposits_scotland"]);
  });
});

describe("holding deposit", () => {
  it("allows a week's rent with the default 15-day deadline; more is refused naming the rule", async () => {
    const l = await letting();
    const id = await tenancy(l);
    const over = await json<{ error: { fields: Record<string, string> } }>(
      await send(l.landlord, `/api/tenancies/${id}/deposit/holding`, {
        amount: 23_077,
        receivedOn: daysAgo(80),
      }),
      400,
    );
    expect(over.error.fields.amount).toContain("more than one week's rent, £230.76");
    const { deposit } = await json<{ deposit: Deposit }>(
      await send(l.landlord, `/api/tenancies/${id}/deposit/holding`, {
        amount: 23_076,
        receivedOn: daysAgo(80),
        outcome: "applied_to_deposit",
      }),
      200,
    );
    expect(deposit.holding).toEqual({
      amount: 23_076,
      receivedOn: daysAgo(80),
      deadline: daysAgo(66),
      outcome: "applied_to_deposit",
    });
    const early = await json<{ error: { fields: Record<string, string> } }>(
      await send(l.landlord, `/api/tenancies/${id}/deposit/holding`, {
        amount: 20_000,
        receivedOn: daysAgo(80),
        deadline: daysAgo(81),
      }),
      400,
    );
    expect(early.error.fields.deadline).toContain("can't be before");
  });
});

describe("protection and prescribed information", () => {
  it("flags an unprotected deposit overdue, then protected late, then the prescribed information", async () => {
    const l = await letting();
    const id = await tenancy(l);
    await json(
      await send(l.landlord, `/api/tenancies/${id}/deposit/received`, received(100_000, daysAgo(40))),
      200,
    );
    let d = await getDeposit(l.landlord, id);
    expect(d.protectionStatus).toEqual({ state: "overdue", dueOn: daysAgo(11), days: 11 });
    expect(d.prescribedInfoStatus).toMatchObject({ state: "overdue", days: 11 });

    for (const who of [l.landlord, l.agent, admin]) {
      const item = (await attention(who)).find((i) => i.tenancyId === id);
      expect(item?.protection).toEqual({ state: "overdue", dueOn: daysAgo(11), days: 11 });
    }
    expect((await attention(otherLandlord)).some((i) => i.tenancyId === id)).toBe(false);

    d = (
      await json<{ deposit: Deposit }>(
        await send(l.landlord, `/api/tenancies/${id}/deposit/protection`, {
          scheme: "tds",
          reference: "TDS-77",
          protectedOn: daysAgo(5),
        }),
        200,
      )
    ).deposit;
    expect(d.protectionStatus).toEqual({ state: "done-late", dueOn: daysAgo(11), days: 6 });
    const item = (await attention(l.landlord)).find((i) => i.tenancyId === id);
    expect(item?.protection).toBeNull();
    expect(item?.prescribedInfo?.state).toBe("overdue");

    d = (
      await json<{ deposit: Deposit }>(
        await send(l.landlord, `/api/tenancies/${id}/deposit/prescribed-information`, {
          servedOn: daysAgo(4),
          method: "email",
        }),
        200,
      )
    ).deposit;
    expect(d.prescribedInfo).toEqual({ servedOn: daysAgo(4), method: "email" });
    expect((await attention(l.landlord)).some((i) => i.tenancyId === id)).toBe(false);
  });

  it("refuses dates out of order with the field named, and protection before any receipt", async () => {
    const l = await letting();
    const id = await tenancy(l);
    const none = await send(l.landlord, `/api/tenancies/${id}/deposit/protection`, {
      scheme: "dps",
      reference: "D-1",
      protectedOn: daysAgo(3),
    });
    expect(none.status).toBe(409);
    await json(
      await send(l.landlord, `/api/tenancies/${id}/deposit/received`, received(100_000, daysAgo(20))),
      200,
    );
    const early = await json<{ error: { fields: Record<string, string> } }>(
      await send(l.landlord, `/api/tenancies/${id}/deposit/protection`, {
        scheme: "dps",
        reference: "D-1",
        protectedOn: daysAgo(21),
      }),
      400,
    );
    expect(early.error.fields.protectedOn).toContain("cannot be protected");
    const pi = await json<{ error: { fields: Record<string, string> } }>(
      await send(l.landlord, `/api/tenancies/${id}/deposit/prescribed-information`, {
        servedOn: daysAgo(25),
        method: "post",
      }),
      400,
    );
    expect(pi.error.fields.servedOn).toContain("before the deposit was received");
    await json(
      await send(l.landlord, `/api/tenancies/${id}/deposit/protection`, {
        scheme: "dps",
        reference: "D-1",
        protectedOn: daysAgo(10),
      }),
      200,
    );
    const later = await json<{ error: { fields: Record<string, string> } }>(
      await send(l.landlord, `/api/tenancies/${id}/deposit/received`, received(100_000, daysAgo(5))),
      400,
    );
    expect(later.error.fields.receivedOn).toContain("after it was protected");
    const future = await json<{ error: { fields: Record<string, string> } }>(
      await send(l.landlord, `/api/tenancies/${id}/deposit/received`, received(100_000, addDays(today, 10))),
      400,
    );
    expect(future.error.fields.receivedOn).toContain("not in the future");
    expect((await getDeposit(l.landlord, id)).received?.receivedOn).toBe(daysAgo(20));
  });
});

describe("who may see and change a deposit", () => {
  it("lets staff and the tenant read it; others get 404; the tenant's staff actions are 403", async () => {
    const l = await letting();
    const id = await tenancy(l);
    expect((await getDeposit(l.tenant, id)).tenancyId).toBe(id);
    expect((await getDeposit(admin, id)).tenancyId).toBe(id);
    for (const who of [otherLandlord, otherTenant])
      expect((await requestAs(ctx, who, `/api/tenancies/${id}/deposit`)).status).toBe(404);
    expect((await send(otherLandlord, `/api/tenancies/${id}/deposit/received`, received())).status).toBe(404);
    for (const path of ["received", "holding", "protection", "prescribed-information"])
      expect((await send(l.tenant, `/api/tenancies/${id}/deposit/${path}`, received())).status).toBe(403);
    expect(
      (await send(l.tenant, `/api/tenancies/${id}/deposit/return`, { amount: 1, returnedOn: today }, "POST"))
        .status,
    ).toBe(403);
    expect((await requestAs(ctx, l.tenant, "/api/deposits/attention")).status).toBe(403);
    expect(
      (await send(l.landlord, `/api/tenancies/${id}/deposit/response`, { response: "agree" }, "POST")).status,
    ).toBe(403);
    expect(
      (await send(otherTenant, `/api/tenancies/${id}/deposit/response`, { response: "agree" }, "POST"))
        .status,
    ).toBe(404);
    const [row] = await ctx.database.db
      .select()
      .from(tenancyDeposits)
      .where(eq(tenancyDeposits.tenancyId, id));
    expect(row).toBeUndefined();
  });
});

describe("the return at the end of the tenancy", () => {
  it("staff propose a deduction with evidence, the tenant agrees, staff record the return", async () => {
    const l = await letting();
    // Another home of the same landlord, let now: deductions wait for the end of a tenancy.
    const [home] = await ctx.database.db
      .insert(properties)
      .values({
        landlordId: l.landlord.id,
        title: "Next door",
        type: "flat",
        status: "available",
        addressLine1: "4 Test Street",
        city: "Leeds",
        postcode: "LS1 1AB",
        bedrooms: 1,
        bathrooms: 1,
        rentAmount: 100_000,
        rentPcm: 100_000,
      })
      .returning({ id: properties.id });
    const active = await tenancy({ ...l, propertyId: home!.id });
    await json(await send(l.landlord, `/api/tenancies/${active}/deposit/received`, received()), 200);
    const tooSoon = await send(
      l.landlord,
      `/api/tenancies/${active}/deposit/deductions`,
      { amount: 100, reason: "x" },
      "POST",
    );
    expect(tooSoon.status).toBe(409);

    const id = await endedWithDeposit(l);
    const [doc] = await ctx.database.db
      .insert(documents)
      .values({
        propertyId: l.propertyId,
        tenancyId: id,
        kind: "inventory",
        title: "Check-out report",
        fileName: "checkout.pdf",
        contentType: "application/pdf",
        sizeBytes: 10,
        storageKey: `documents/${id}/checkout.pdf`,
      })
      .returning({ id: documents.id });
    const [foreign] = await ctx.database.db
      .insert(documents)
      .values({
        propertyId: home!.id,
        tenancyId: active,
        kind: "other",
        title: "Another tenancy's photo",
        fileName: "p.pdf",
        contentType: "application/pdf",
        sizeBytes: 10,
        storageKey: `documents/${active}/p.pdf`,
      })
      .returning({ id: documents.id });
    const badDoc = await json<{ error: { fields: Record<string, string> } }>(
      await send(
        l.landlord,
        `/api/tenancies/${id}/deposit/deductions`,
        { amount: 100, reason: "x", documentId: foreign!.id },
        "POST",
      ),
      400,
    );
    expect(badDoc.error.fields.documentId).toBeTruthy();

    const { deposit } = await json<{ deposit: Deposit }>(
      await send(
        l.agent,
        `/api/tenancies/${id}/deposit/deductions`,
        { amount: 15_000, reason: "Oven cleaning", documentId: doc!.id },
        "POST",
      ),
      201,
    );
    expect(deposit.returnStatus).toBe("proposed");
    expect(deposit.deductions).toMatchObject([
      { amount: 15_000, reason: "Oven cleaning", document: { id: doc!.id, title: "Check-out report" } },
    ]);
    const over = await json<{ error: { fields: Record<string, string> } }>(
      await send(
        l.landlord,
        `/api/tenancies/${id}/deposit/deductions`,
        { amount: 100_001, reason: "Carpet" },
        "POST",
      ),
      400,
    );
    expect(over.error.fields.amount).toContain("Deductions never exceed the deposit");
    expect(over.error.fields.amount).toContain("at most £1,000.00 more");
    expect((await getDeposit(l.landlord, id)).deductionsTotal).toBe(15_000);

    const agreed = await json<{ deposit: Deposit }>(
      await send(l.tenant, `/api/tenancies/${id}/deposit/response`, { response: "agree" }, "POST"),
      200,
    );
    expect(agreed.deposit).toMatchObject({ returnStatus: "agreed", tenantRespondedOn: today });

    const tooMuch = await json<{ error: { fields: Record<string, string> } }>(
      await send(
        l.landlord,
        `/api/tenancies/${id}/deposit/return`,
        { amount: 115_001, returnedOn: today },
        "POST",
      ),
      400,
    );
    expect(tooMuch.error.fields.amount).toContain("No more than the deposit");
    await json(
      await send(
        l.landlord,
        `/api/tenancies/${id}/deposit/return`,
        { amount: 100_000, returnedOn: today },
        "POST",
      ),
      200,
    );
    const seen = await getDeposit(l.tenant, id);
    expect(seen).toMatchObject({
      returnStatus: "returned",
      returnedAmount: 100_000,
      returnedOn: today,
      protection: { scheme: "dps", reference: "DPS-1", protectedOn: daysAgo(55) },
      deductionsTotal: 15_000,
    });
    expect(
      (
        await send(
          l.landlord,
          `/api/tenancies/${id}/deposit/deductions`,
          { amount: 1, reason: "late" },
          "POST",
        )
      ).status,
    ).toBe(409);
    expect(await auditCount(id, "deposit_returned")).toBe(1);
  });

  it("lets the tenant dispute with a note (a note is required), and staff withdraw a deduction", async () => {
    const l = await letting();
    const id = await endedWithDeposit(l);
    const { deposit } = await json<{ deposit: Deposit }>(
      await send(
        l.landlord,
        `/api/tenancies/${id}/deposit/deductions`,
        { amount: 40_000, reason: "Repaint" },
        "POST",
      ),
      201,
    );
    const noNote = await json<{ error: { fields: Record<string, string> } }>(
      await send(l.tenant, `/api/tenancies/${id}/deposit/response`, { response: "dispute" }, "POST"),
      400,
    );
    expect(noNote.error.fields.note).toBeTruthy();
    const disputed = await json<{ deposit: Deposit }>(
      await send(
        l.tenant,
        `/api/tenancies/${id}/deposit/response`,
        { response: "dispute", note: "The walls were marked at check-in" },
        "POST",
      ),
      200,
    );
    expect(disputed.deposit).toMatchObject({
      returnStatus: "disputed",
      disputeNote: "The walls were marked at check-in",
    });
    const withdrawn = await json<{ deposit: Deposit }>(
      await requestAs(
        ctx,
        l.landlord,
        `/api/tenancies/${id}/deposit/deductions/${deposit.deductions[0]!.id}`,
        {
          method: "DELETE",
        },
      ),
      200,
    );
    expect(withdrawn.deposit).toMatchObject({ returnStatus: "none", deductions: [], disputeNote: null });
    expect(
      (await send(l.tenant, `/api/tenancies/${id}/deposit/response`, { response: "agree" }, "POST")).status,
    ).toBe(409);
  });
});

describe("deposit reminders", () => {
  it("e-mails the landlord and agent 21 and 28 days after receipt, once each", async () => {
    const l = await letting();
    const id = await tenancy(l);
    const receivedOn = "2026-03-02";
    await ctx.database.db
      .insert(tenancyDeposits)
      .values({ tenancyId: id, amount: 100_000, receivedOn, receivedFrom: "T" });
    const mails = async (to: string) =>
      ctx.database.db
        .select({ kind: emailOutbox.kind })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), like(emailOutbox.kind, "deposit_protection_%")))
        .orderBy(emailOutbox.createdAt);
    let run = 0;
    const runAs = (day: string) => runReminderJob(ctx.deps, `deposit-test-${++run}`, day);
    await runAs(addDays(receivedOn, 20));
    expect(await mails(l.landlord.email)).toEqual([]);
    await runAs(addDays(receivedOn, 21));
    await runAs(addDays(receivedOn, 22));
    expect(await mails(l.landlord.email)).toEqual([{ kind: "deposit_protection_21" }]);
    expect(await mails(l.agent.email)).toEqual([{ kind: "deposit_protection_21" }]);
    await runAs(addDays(receivedOn, 28));
    await runAs(addDays(receivedOn, 28));
    expect((await mails(l.landlord.email)).map((m) => m.kind)).toEqual([
      "deposit_protection_21",
      "deposit_protection_28",
    ]);
    await ctx.database.db
      .update(tenancyDeposits)
      .set({
        protectedOn: addDays(receivedOn, 29),
        prescribedInfoOn: addDays(receivedOn, 29),
        prescribedInfoMethod: "email",
      })
      .where(eq(tenancyDeposits.tenancyId, id));
    await runAs(addDays(receivedOn, 40));
    expect(await mails(l.landlord.email)).toHaveLength(2);
    expect(await mails(l.tenant.email)).toEqual([]);
  });
});
