/**
 * Yield and cash flow (issue 17 item 6) against hand-computed figures. Dates are relative to
 * London today, so every movement falls in the last 12 months.
 *
 * Elm House, valued at £240,000 (bought for £200,000: the current value wins), let at £1,200 a
 * month, owned 60 % by L and 40 % by co-owner C, managed on a 10 % fee (no VAT). In the window:
 * rent £1,200 received; a £300 repair; a £1,000 capital item; £100 of mortgage interest; the
 * agent's fee £120.
 *   Gross yield = 14,400 ÷ 240,000 = 6.00 % (600 bp).
 *   Net yield = (1,200 − 300 − 120) ÷ 240,000 = 0.325 % → 33 bp (capital and interest excluded).
 *   Cash flow (whole home): in 1,200; out 300 + 1,000 + 100 + 120 = 1,520; net −320.
 *   C's 40 %: rent pcm 480, annual 5,760, value 96,000, received 480, running costs 168;
 *   in 480, out 608, net −128.
 */
import { today as londonToday } from "@shared/dates";
import { addDays } from "@shared/ledger/dates";
import type { MoneyOverview } from "@shared/schemas/mtd";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  expenseAllocations,
  expenses,
  managementAgreements,
  payments,
  properties,
  propertyOwners,
} from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { insertLetting, type Letting } from "../tenancies/tenancy.factories";

let ctx: TestContext;
let home: Letting;
let C: TestUser;
const day = addDays(londonToday(), -3);

beforeAll(async () => {
  ctx = await createTestContext();
  const { db } = ctx.database;
  home = await insertLetting(ctx, { rentAmount: 120_000 });
  C = await signedInUser(ctx, "landlord");
  await db
    .update(properties)
    .set({ title: "Elm House", currentValueMinor: 24_000_000, purchasePriceMinor: 20_000_000 })
    .where(eq(properties.id, home.propertyId));
  await db.insert(propertyOwners).values([
    {
      propertyId: home.propertyId,
      userId: home.landlord.id,
      displayName: "L",
      shareBp: 6000,
      isPrimary: true,
    },
    { propertyId: home.propertyId, userId: C.id, displayName: "C", shareBp: 4000, acceptedAt: new Date() },
  ]);
  await db
    .insert(managementAgreements)
    .values({ propertyId: home.propertyId, feeBp: 1000, startsOn: "2020-01-01" });
  await db.insert(payments).values([
    { tenancyId: home.tenancyId, method: "bank_transfer", amount: 120_000, paidOn: day, status: "completed" },
    { tenancyId: home.tenancyId, method: "bank_transfer", amount: 120_000, paidOn: day, status: "refunded" },
  ]);
  for (const [category, amountMinor, capital] of [
    ["repairsAndMaintenance", 30_000, false],
    ["other", 100_000, true],
    ["residentialFinancialCost", 10_000, false],
  ] as const) {
    const [e] = await db
      .insert(expenses)
      .values({
        landlordId: home.landlord.id,
        propertyId: home.propertyId,
        paidOn: day,
        supplier: "S",
        category,
        amountMinor,
        capital,
      })
      .returning({ id: expenses.id });
    await db
      .insert(expenseAllocations)
      .values({ expenseId: e!.id, propertyId: home.propertyId, amountMinor });
  }
});

async function overview(user: TestUser | undefined, query = "?months=12", status = 200) {
  const res = await requestAs(ctx, user, `/api/money/overview${query}`);
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as MoneyOverview;
}

describe("yield and cash flow", () => {
  it("gives the whole home to its agent", async () => {
    const o = await overview(home.agent);
    expect(o.homes).toHaveLength(1);
    expect(o.homes[0]).toMatchObject({
      title: "Elm House",
      shareBp: 10_000,
      rentSource: "tenancy",
      rentPcmMinor: 120_000,
      annualRentMinor: 1_440_000,
      valueMinor: 24_000_000,
      valueSource: "current",
      receivedMinor: 120_000,
      runningCostsMinor: 42_000,
      grossYieldBp: 600,
      netYieldBp: 33,
    });
    expect(o.months).toHaveLength(12);
    expect(o.months.at(-1)!.month).toBe(londonToday().slice(0, 7));
    const month = o.months.find((m) => m.month === day.slice(0, 7))!;
    expect(month).toEqual({ month: day.slice(0, 7), inMinor: 120_000, outMinor: 152_000, netMinor: -32_000 });
    expect(o.portfolio).toMatchObject({
      inMinor: 120_000,
      outMinor: 152_000,
      netMinor: -32_000,
      grossYieldBp: 600,
    });
  });

  it("gives a co-owner their 40 % share, and the yields of the home", async () => {
    const o = await overview(C);
    expect(o.homes[0]).toMatchObject({
      shareBp: 4000,
      rentPcmMinor: 48_000,
      annualRentMinor: 576_000,
      valueMinor: 9_600_000,
      receivedMinor: 48_000,
      runningCostsMinor: 16_800,
      grossYieldBp: 600,
      netYieldBp: 33,
    });
    expect(o.portfolio).toMatchObject({
      inMinor: 48_000,
      outMinor: 60_800,
      netMinor: -12_800,
      valuedHomes: 1,
    });
    const landlord = await overview(home.landlord);
    expect(landlord.homes[0]!.shareBp).toBe(6000);
    expect(landlord.portfolio.inMinor).toBe(72_000);
  });

  it("apportions a share so its months add up to the share of the whole (issue 42 item 7)", async () => {
    // A third share of £1 of repairs in each of three months: 33.33p a month. Rounded month by
    // month that is 99p "out" beside running costs of £1.00; apportioned, both say £1.00.
    const { db } = ctx.database;
    const l = await insertLetting(ctx);
    const third = await signedInUser(ctx, "landlord");
    await db.insert(propertyOwners).values([
      { propertyId: l.propertyId, userId: l.landlord.id, displayName: "L", shareBp: 6667, isPrimary: true },
      { propertyId: l.propertyId, userId: third.id, displayName: "T", shareBp: 3333, acceptedAt: new Date() },
    ]);
    for (const ago of [3, 40, 80]) {
      const [e] = await db
        .insert(expenses)
        .values({
          landlordId: l.landlord.id,
          propertyId: l.propertyId,
          paidOn: addDays(londonToday(), -ago),
          supplier: "S",
          category: "repairsAndMaintenance",
          amountMinor: 100,
        })
        .returning({ id: expenses.id });
      await db
        .insert(expenseAllocations)
        .values({ expenseId: e!.id, propertyId: l.propertyId, amountMinor: 100 });
    }
    for (const [who, whole] of [
      [third, 100],
      [l.landlord, 200],
    ] as const) {
      const o = await overview(who);
      expect(o.homes[0]!.runningCostsMinor).toBe(whole);
      expect(o.portfolio.outMinor, "the months add up to the running costs").toBe(whole);
      expect(o.months.reduce((a, m) => a + m.outMinor, 0)).toBe(whole);
    }
  });

  it("counts rent due from lets apart from the asking rent of vacant homes (issue 42 item 11)", async () => {
    const l = await insertLetting(ctx, { rentAmount: 100_000 });
    await ctx.database.db.insert(properties).values({
      landlordId: l.landlord.id,
      title: "Empty flat",
      type: "flat",
      status: "available",
      addressLine1: "3 Ledger Lane",
      city: "Leeds",
      postcode: "LS1 4AP",
      bedrooms: 1,
      bathrooms: 1,
      rentAmount: 90_000,
      rentPcm: 90_000,
    });
    const o = await overview(l.landlord);
    expect(o.portfolio).toMatchObject({
      homes: 2,
      letHomes: 1,
      rentPcmMinor: 100_000,
      potentialRentPcmMinor: 190_000,
    });
  });

  it("shows nothing of other people's homes, and says when no value is recorded", async () => {
    const stranger = await signedInUser(ctx, "landlord");
    const empty = await overview(stranger, "?months=1");
    expect(empty.homes).toEqual([]);
    expect(empty.months).toHaveLength(1);
    expect(empty.portfolio.grossYieldBp).toBeNull();
    const other = await insertLetting(ctx);
    const o = await overview(other.landlord);
    expect(o.homes.map((h) => h.propertyId)).toEqual([other.propertyId]);
    expect(o.homes[0]).toMatchObject({ valueMinor: null, grossYieldBp: null, netYieldBp: null });
  });

  it("bounds the months and refuses tenants", async () => {
    for (const q of ["?months=0", "?months=25", "?months=abc", "?months=1.5"])
      await overview(home.landlord, q, 400);
    expect((await overview(home.landlord, "")).months).toHaveLength(12);
    expect((await overview(home.landlord, "?months=24")).months).toHaveLength(24);
    await overview(home.tenant, "", 403);
    await overview(undefined, "", 401);
  });
});
