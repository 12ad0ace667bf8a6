import { beforeAll, describe, expect, it } from "vitest";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { pdfText } from "./pdf-text";
import { insertHome, insertPayment, insertTenancy } from "./statements.factories";

/** Tenant receipts and rent statements (issue 17 item 5): each test lets its own home. */
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
  admin = await signedInUser(ctx, "admin");
});

async function letting(addressLine2: string | null = null) {
  const [landlord, agent, tenant] = await Promise.all([
    signedInUser(ctx, "landlord", { name: "Lena Landlord" }),
    signedInUser(ctx, "agent", { name: "Arlo Agent" }),
    signedInUser(ctx, "tenant", { name: "Tam Tenant" }),
  ]);
  const { db } = ctx.database;
  const propertyId = await insertHome(db, {
    landlordId: landlord.id,
    agentId: agent.id,
    title: "Cedar Flat",
    addressLine2,
  });
  const tenancyId = await insertTenancy(db, {
    propertyId,
    tenantId: tenant.id,
    createdBy: landlord.id,
    startDate: "2026-01-01",
  });
  const paid = await insertPayment(db, {
    tenancyId,
    amount: 100_000,
    paidOn: "2026-01-02",
    reference: "CEDAR JAN",
    by: landlord.id,
  });
  await insertPayment(db, { tenancyId, amount: 100_000, paidOn: "2026-02-03", by: landlord.id });
  const pending = await insertPayment(db, {
    tenancyId,
    amount: 100_000,
    paidOn: "2026-03-02",
    status: "pending",
    by: tenant.id,
  });
  return { landlord, agent, tenant, tenancyId, paid, pending };
}

const receipt = (as: TestUser | undefined, tenancyId: string, paymentId: string) =>
  requestAs(ctx, as, `/api/tenancies/${tenancyId}/payments/${paymentId}/receipt.pdf`);

describe("payment receipts", () => {
  it("gives the tenant, the staff and admins a receipt for a completed payment", async () => {
    const l = await letting();
    const text = await pdfText(await receipt(l.tenant, l.tenancyId, l.paid));
    for (const expected of [
      "Keyhold",
      "Rent receipt",
      `KH-${l.paid.slice(0, 8).toUpperCase()}`,
      "Received from Tam Tenant",
      "£1,000.00",
      "2 January 2026",
      "CEDAR JAN",
      "Landlord Lena Landlord",
      "Managing agent Arlo Agent",
      "Keyhold records and computes; not tax advice.",
    ])
      expect(text).toContain(expected);
    for (const who of [l.landlord, l.agent, admin])
      expect((await receipt(who, l.tenancyId, l.paid)).status).toBe(200);
  });

  it("is a 404 for a pending payment, another tenancy's payment, and other people", async () => {
    const l = await letting();
    const other = await letting();
    expect((await receipt(l.tenant, l.tenancyId, l.pending)).status).toBe(404);
    // Another tenancy's payment under one's own tenancy.
    expect((await receipt(l.tenant, l.tenancyId, other.paid)).status).toBe(404);
    expect((await receipt(l.landlord, l.tenancyId, other.paid)).status).toBe(404);
    expect((await receipt(l.tenant, other.tenancyId, other.paid)).status).toBe(404);
    expect((await receipt(l.agent, other.tenancyId, other.paid)).status).toBe(404);
    expect((await receipt(l.tenant, l.tenancyId, "not-a-uuid")).status).toBe(404);
    expect((await receipt(undefined, l.tenancyId, l.paid)).status).toBe(401);
  });
});

describe("rent statements", () => {
  const statement = (as: TestUser, tenancyId: string, q: string) =>
    requestAs(ctx, as, `/api/tenancies/${tenancyId}/statement.pdf?${q}`);

  it("lists charges and completed payments with the running balance and the balance brought forward", async () => {
    const l = await letting();
    const text = await pdfText(await statement(l.tenant, l.tenancyId, "from=2026-02-01&to=2026-03-31"));
    for (const expected of [
      "Rent statement",
      "Tenant: Tam Tenant",
      "Period: 1 February 2026 to 31 March 2026",
      // January: charged £1,000.00, paid £1,000.00.
      "Balance brought forward £0.00",
      "Rent 1 February 2026 to 28 February 2026",
      "3 February 2026",
      "Rent 1 March 2026 to 31 March 2026",
      "£1,000.00 owed",
      "Balance at the end of the period £1,000.00 owed",
      "Keyhold records and computes; not tax advice.",
    ])
      expect(text).toContain(expected);
    // The pending payment is not a payment yet.
    expect(text).not.toContain("2 March 2026");
    expect((await statement(l.landlord, l.tenancyId, "from=2026-01-01&to=2026-01-31")).status).toBe(200);
  });

  it("bounds the period and refuses other people's tenancies", async () => {
    const l = await letting();
    const other = await letting();
    const long = await statement(l.tenant, l.tenancyId, "from=2020-01-01&to=2026-01-01");
    expect(long.status).toBe(400);
    expect((await long.json()).error.fields.to).toMatch(/at most 3 years/);
    const backwards = await statement(l.tenant, l.tenancyId, "from=2026-03-01&to=2026-01-01");
    expect(backwards.status).toBe(400);
    expect((await statement(l.tenant, l.tenancyId, "from=2026-02-30&to=2026-03-01")).status).toBe(400);
    expect((await statement(l.tenant, l.tenancyId, "")).status).toBe(400);
    expect((await statement(l.tenant, other.tenancyId, "from=2026-01-01&to=2026-02-01")).status).toBe(404);
    expect((await statement(l.agent, other.tenancyId, "from=2026-01-01&to=2026-02-01")).status).toBe(404);
  });
});

describe("the documents' address, dates and brand (issue 42 item 8)", () => {
  const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

  it("prints the full address with its second line and en-GB dates on the receipt", async () => {
    const l = await letting("Flat 4");
    const text = await pdfText(await receipt(l.tenant, l.tenancyId, l.paid));
    expect(text).toContain("Property: 12 Ledger Lane, Flat 4, Leeds, LS1 4AP");
    expect(text).toContain("Received on 2 January 2026");
    expect(text).not.toMatch(ISO_DATE);
    expect(text).toContain("recorded as completed in Keyhold");
    expect(text).not.toMatch(/keyhold/);
  });

  it("prints the full address and en-GB dates, never ISO ones, on the rent statement", async () => {
    const l = await letting("Flat 4");
    const res = await requestAs(
      ctx,
      l.tenant,
      `/api/tenancies/${l.tenancyId}/statement.pdf?from=2026-01-01&to=2026-03-31`,
    );
    const text = await pdfText(res);
    expect(text).toContain("Property: 12 Ledger Lane, Flat 4, Leeds, LS1 4AP");
    expect(text).toContain("Rent 1 January 2026 to 31 January 2026");
    expect(text).toContain("Period: 1 January 2026 to 31 March 2026");
    expect(text).not.toMatch(ISO_DATE);
    expect(text).not.toMatch(/keyhold/);
  });
});
