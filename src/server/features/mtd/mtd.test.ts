/**
 * Making Tax Digital figures against hand-computed fixtures (issue 17 acceptance), tax year
 * 2025-26 (6 April 2025 to 5 April 2026; quarters end 5 Jul, 5 Oct, 5 Jan, 5 Apr).
 *
 * The books of landlord L:
 * - Elm House, owned 60 % by L and 40 % by co-owner C, managed by an agent on 10 % + 20 % VAT:
 *   rent £1,000.00 received 1 May 2025 (Q1); rent due 1 July received 8 July 2025 (Q2, the
 *   quarter received); £1,000.00 paid 1 June then refunded (not income); £1,000.00 pending (not
 *   income). Agent fees £120.00 on each received rent (£100 + £20 VAT). A £300.01 repair paid by
 *   the agent from rent on 15 June 2025; a £5,000.00 capital extension on 1 September 2025.
 * - Oak Cottage, L's alone (no share rows): rent £850.00 on 10 October 2025 (Q3); mortgage
 *   interest £200.00 on 1 December 2025; insurance £120.00 on 10 February 2026; £999.00 on
 *   6 April 2026 (the next tax year).
 *
 * By hand, L (60 % of Elm, 100 % of Oak); a share is taken once per home and category:
 *   repairs 60 % × 300.01 = 180.006 → 180.01; C's 40 % × 300.01 = 120.004 → 120.00.
 *   Q1: income 600.00; repairs 180.01; professional fees 72.00 (60 % × 120.00).
 *   Q2: income 1,200.00; repairs 180.01; fees 144.00. (Capital excluded.)
 *   Q3: income 2,050.00 (+ 850.00); repairs 180.01; fees 144.00; residential finance 200.00.
 *   Q4: as Q3 plus premises running costs 120.00; consolidated = 180.01 + 144.00 + 120.00 = 444.01.
 *   Capital: 5,000.00 at 60 % = 3,000.00, listed apart.
 * C (40 % of Elm): Q4 income 800.00; repairs 120.00; fees 96.00; capital 2,000.00.
 */
import type { ExpenseCategory } from "@shared/accounts/categories";
import type { MtdFigures } from "@shared/schemas/mtd";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  expenseAllocations,
  expenses,
  managementAgreements,
  payments,
  properties,
  propertyOwners,
  tenancies,
} from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { insertLetting } from "../tenancies/tenancy.factories";

let ctx: TestContext;
let L: TestUser;
let C: TestUser;
let agent: TestUser;
let tenant: TestUser;
let admin: TestUser;
let elm: string;
let oak: string;

async function expense(
  propertyId: string,
  paidOn: string,
  category: ExpenseCategory,
  amountMinor: number,
  over: Partial<typeof expenses.$inferInsert> = {},
) {
  const [row] = await ctx.database.db
    .insert(expenses)
    .values({ landlordId: L.id, propertyId, paidOn, supplier: "Supplier", category, amountMinor, ...over })
    .returning({ id: expenses.id });
  await ctx.database.db
    .insert(expenseAllocations)
    .values({ expenseId: row!.id, propertyId, amountMinor, vatMinor: over.vatMinor ?? 0 });
}

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  const letting = await insertLetting(ctx, { rentAmount: 100_000, startDate: "2025-03-01" });
  ({ landlord: L, agent, tenant } = letting);
  elm = letting.propertyId;
  C = await signedInUser(ctx, "landlord", { name: "Cora Coowner" });
  admin = await signedInUser(ctx, "admin");
  await db.update(properties).set({ title: "Elm House" }).where(eqId(elm));
  await db.insert(propertyOwners).values([
    { propertyId: elm, userId: L.id, displayName: "Lead", shareBp: 6000, isPrimary: true },
    { propertyId: elm, userId: C.id, displayName: "Cora", shareBp: 4000, acceptedAt: new Date() },
  ]);
  await db
    .insert(managementAgreements)
    .values({ propertyId: elm, agentId: agent.id, feeBp: 1000, vatBp: 2000, startsOn: "2025-04-01" });
  const pay = { tenancyId: letting.tenancyId, method: "bank_transfer", amount: 100_000 } as const;
  await db.insert(payments).values([
    { ...pay, paidOn: "2025-05-01", status: "completed" },
    { ...pay, paidOn: "2025-07-08", status: "completed", note: "Rent due 1 July" },
    { ...pay, paidOn: "2025-06-01", status: "refunded" },
    { ...pay, paidOn: "2025-06-03", status: "pending" },
  ]);
  await expense(elm, "2025-06-15", "repairsAndMaintenance", 30_001, { paidBy: "agent" });
  await expense(elm, "2025-09-01", "other", 500_000, { capital: true, supplier: "Builders Ltd" });

  const [o] = await db
    .insert(properties)
    .values({
      landlordId: L.id,
      title: "Oak Cottage",
      type: "house",
      status: "let",
      addressLine1: "3 Oak Row",
      city: "York",
      postcode: "YO1 7HH",
      bedrooms: 2,
      bathrooms: 1,
      rentAmount: 85_000,
      rentPcm: 85_000,
    })
    .returning({ id: properties.id });
  oak = o!.id;
  const other = await signedInUser(ctx, "tenant");
  const [t] = await db
    .insert(tenancies)
    .values({
      propertyId: oak,
      tenantId: other.id,
      status: "active",
      startDate: "2025-10-01",
      rentAmount: 85_000,
      rentFrequency: "monthly",
      dueDay: 1,
      createdBy: L.id,
    })
    .returning({ id: tenancies.id });
  await db.insert(payments).values({
    tenancyId: t!.id,
    method: "bank_transfer",
    amount: 85_000,
    paidOn: "2025-10-10",
    status: "completed",
  });
  await expense(oak, "2025-12-01", "residentialFinancialCost", 20_000);
  await expense(oak, "2026-02-10", "premisesRunningCosts", 12_000);
  await expense(oak, "2026-04-06", "premisesRunningCosts", 99_900);
});

const eqId = (id: string) => eq(properties.id, id);

async function get<T>(user: TestUser | undefined, path: string, status = 200): Promise<T> {
  const res = await requestAs(ctx, user, path);
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return (res.headers.get("content-type")?.includes("json") ? JSON.parse(text) : text) as T;
}

const zeroExpenses = {
  premisesRunningCosts: 0,
  repairsAndMaintenance: 0,
  financialCosts: 0,
  professionalFees: 0,
  costOfServices: 0,
  travelCosts: 0,
  other: 0,
  residentialFinancialCost: 0,
};

describe("MTD figures", () => {
  it("gives L's cumulative quarters by hand-computed figures", async () => {
    const f = await get<MtdFigures>(L, "/api/money/mtd?taxYear=2025-26");
    expect(f.taxYear).toBe("2025-26");
    expect(f.homes.map((h) => [h.title, h.shareBp])).toEqual([
      ["Elm House", 6000],
      ["Oak Cottage", 10000],
    ]);
    expect(f.quarters.map((q) => [q.from, q.to, q.due])).toEqual([
      ["2025-04-06", "2025-07-05", "2025-08-07"],
      ["2025-04-06", "2025-10-05", "2025-11-07"],
      ["2025-04-06", "2026-01-05", "2026-02-07"],
      ["2025-04-06", "2026-04-05", "2026-05-07"],
    ]);
    expect(f.quarters.map((q) => q.income.periodAmount)).toEqual([60_000, 120_000, 205_000, 205_000]);
    expect(f.quarters[0]!.expenses).toEqual({
      ...zeroExpenses,
      repairsAndMaintenance: 18_001,
      professionalFees: 7_200,
    });
    expect(f.quarters[1]!.expenses).toEqual({
      ...zeroExpenses,
      repairsAndMaintenance: 18_001,
      professionalFees: 14_400,
    });
    expect(f.quarters[2]!.expenses).toEqual({
      ...zeroExpenses,
      repairsAndMaintenance: 18_001,
      professionalFees: 14_400,
      residentialFinancialCost: 20_000,
    });
    expect(f.quarters[3]!.expenses).toEqual({
      ...zeroExpenses,
      repairsAndMaintenance: 18_001,
      professionalFees: 14_400,
      residentialFinancialCost: 20_000,
      premisesRunningCosts: 12_000,
    });
    expect(f.quarters.map((q) => q.totalExpenses)).toEqual([25_201, 32_401, 52_401, 64_401]);
    expect(f.quarters.every((q) => q.consolidatedExpenses === null)).toBe(true);
    // The tax year is over: every quarter ended and its deadline passed (London today).
    expect(f.quarters.every((q) => q.ended && q.deadlinePassed)).toBe(true);
    expect(f.capital).toMatchObject([
      { date: "2025-09-01", home: "Elm House", amountMinor: 500_000, shareMinor: 300_000 },
    ]);
    expect(f.capitalTotalMinor).toBe(300_000);
    expect(f.propertyIncomeMinor).toBe(205_000);
    expect(f.thresholdMinor).toBeNull(); // MTD for Income Tax starts in 2026-27
    expect(f.consolidatedAllowed).toBe(true);
  });

  it("gives the co-owner only their 40 % of Elm House", async () => {
    const f = await get<MtdFigures>(C, "/api/money/mtd?taxYear=2025-26");
    expect(f.homes.map((h) => h.propertyId)).toEqual([elm]);
    expect(f.quarters[3]!.income.periodAmount).toBe(80_000);
    expect(f.quarters[3]!.expenses).toEqual({
      ...zeroExpenses,
      repairsAndMaintenance: 12_000,
      professionalFees: 9_600,
    });
    expect(f.capitalTotalMinor).toBe(200_000);
    expect(JSON.stringify(f)).not.toContain(oak);
  });

  it("consolidates expenses under the £90,000 limit on request", async () => {
    const f = await get<MtdFigures>(L, "/api/money/mtd?taxYear=2025-26&consolidated=true");
    expect(f.consolidated).toBe(true);
    expect(f.quarters.map((q) => q.consolidatedExpenses)).toEqual([25_201, 32_401, 32_401, 44_401]);
    expect(f.quarters[3]!.expenses.residentialFinancialCost).toBe(20_000);
  });

  it("refuses consolidated expenses at £90,000 of property income, naming the rule", async () => {
    const big = await insertLetting(ctx, { rentAmount: 9_000_000, startDate: "2026-04-06" });
    await ctx.database.db.insert(payments).values({
      tenancyId: big.tenancyId,
      method: "bank_transfer",
      amount: 9_000_000,
      paidOn: "2026-05-01",
      status: "completed",
    });
    const plain = await get<MtdFigures>(big.landlord, "/api/money/mtd?taxYear=2026-27");
    expect(plain.consolidatedAllowed).toBe(false);
    expect(plain.thresholdMinor).toBe(5_000_000);
    const refused = await get<{ error: { fields: Record<string, string> } }>(
      big.landlord,
      "/api/money/mtd?taxYear=2026-27&consolidated=true",
      400,
    );
    expect(refused.error.fields.consolidated).toMatch(/under £90,000/);
    await get(big.landlord, "/api/money/mtd/export.json?taxYear=2026-27&quarter=1&consolidated=true", 400);
  });

  it("refuses bad input with a field message", async () => {
    for (const q of [
      "taxYear=2026-28",
      "taxYear=abcd",
      "taxYear=1999-00",
      "taxYear=2099-00",
      "consolidated=yes",
    ]) {
      const body = await get<{ error: { fields: Record<string, string> } }>(L, `/api/money/mtd?${q}`, 400);
      expect(Object.keys(body.error.fields).length).toBeGreaterThan(0);
    }
    await get(L, "/api/money/mtd/export.csv?taxYear=2025-26&quarter=5", 400);
    await get(L, "/api/money/mtd/export.csv?quarter=1", 400);
    await get(L, `/api/money/mtd?ownerId=${"x".repeat(101)}`, 400);
  });

  it("lets admins read any owner, and no one else another owner's figures", async () => {
    const f = await get<MtdFigures>(admin, `/api/money/mtd?taxYear=2025-26&ownerId=${C.id}`);
    expect(f.owner.id).toBe(C.id);
    expect(f.quarters[3]!.income.periodAmount).toBe(80_000);
    await get(C, `/api/money/mtd?taxYear=2025-26&ownerId=${L.id}`, 404);
    await get(admin, "/api/money/mtd?ownerId=nobody", 404);
    await get(agent, "/api/money/mtd?taxYear=2025-26", 403);
    await get(tenant, "/api/money/mtd?taxYear=2025-26", 403);
    await get(undefined, "/api/money/mtd", 401);
  });
});

describe("MTD exports", () => {
  it("writes a quarter as CSV, one row per category", async () => {
    const res = await requestAs(ctx, L, "/api/money/mtd/export.csv?taxYear=2025-26&quarter=3");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="mtd-2025-26-q3-/);
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      '"Tax year","Quarter","Period from","Period to","Owner","Section","HMRC field","Category","Amount (GBP)"',
    );
    expect(lines).toHaveLength(1 + 1 + 8);
    expect(lines[1]).toMatch(
      /^"2025-26","Q3",2025-04-06,2026-01-05,".+","income","periodAmount","Rents received",2050\.00$/,
    );
    expect(lines.find((l) => l.includes('"repairsAndMaintenance"'))).toMatch(/,180\.01$/);
    expect(lines.find((l) => l.includes('"residentialFinancialCost"'))).toMatch(/,200\.00$/);
    const consolidated = await get<string>(
      L,
      "/api/money/mtd/export.csv?taxYear=2025-26&quarter=4&consolidated=true",
    );
    expect(consolidated).toContain('"expenses","consolidatedExpenses","Consolidated expenses",444.01');
    expect(consolidated.trim().split("\r\n")).toHaveLength(1 + 1 + 2);
  });

  it("writes a quarter in the shape of HMRC's cumulative period summary, in pounds", async () => {
    const q1 = await get<unknown>(L, "/api/money/mtd/export.json?taxYear=2025-26&quarter=1");
    expect(q1).toEqual({
      fromDate: "2025-04-06",
      toDate: "2025-07-05",
      ukProperty: {
        income: { periodAmount: 600 },
        expenses: { ...zeroExpenses, repairsAndMaintenance: 180.01, professionalFees: 72 },
      },
    });
    const q4 = await get<unknown>(
      L,
      "/api/money/mtd/export.json?taxYear=2025-26&quarter=4&consolidated=true",
    );
    expect(q4).toEqual({
      fromDate: "2025-04-06",
      toDate: "2026-04-05",
      ukProperty: {
        income: { periodAmount: 2050 },
        expenses: { consolidatedExpenses: 444.01, residentialFinancialCost: 200 },
      },
    });
  });

  it("writes the year's transactions with the owner's share of each", async () => {
    const csv = await get<string>(L, "/api/money/mtd/transactions.csv?taxYear=2025-26");
    const lines = csv.trim().split("\r\n");
    // Elm: 2 rents, 2 fees, the repair, the extension; Oak: rent, interest, insurance.
    expect(lines).toHaveLength(1 + 9);
    expect(lines[1]).toContain('2025-05-01,"Elm House","Rent received","periodAmount"');
    expect(lines[1]).toMatch(/,1000\.00,0\.00,"60 %",600\.00$/);
    expect(lines.find((l) => l.includes("2025-06-15"))).toMatch(/"rent",300\.01,0\.00,"60 %",180\.01$/);
    expect(lines.find((l) => l.includes("2025-09-01"))).toContain("capital (not in MTD figures)");
    expect(csv).not.toContain("2025-06-01"); // refunded
    expect(csv).not.toContain("2026-04-06"); // next tax year
    const coOwner = await get<string>(C, "/api/money/mtd/transactions.csv?taxYear=2025-26");
    expect(coOwner).not.toContain("Oak Cottage");
  });
});
