import type { PaymentStatus } from "@shared/schemas/tenancies";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  expenseAllocations,
  expenses,
  managementAgreements,
  payments,
  propertyOwners,
} from "../../db/schema";
import { createTestContext, signedInUser, type TestContext } from "../../test/harness";
import { insertLetting } from "../tenancies/tenancy.factories";
import { ownersOf, sharesOfOwner } from "./access";
import { homeTransactions, monthEnd } from "./transactions";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

async function pay(tenancyId: string, paidOn: string, amount: number, status: PaymentStatus = "completed") {
  await ctx.database.db
    .insert(payments)
    .values({ tenancyId, paidOn, amount, method: "bank_transfer", status });
}

describe("a home's transactions (the one reading of the books)", () => {
  it("dates rent when received, takes the agent's fee from each receipt and the fixed fee monthly", async () => {
    const { db } = ctx.database;
    const l = await insertLetting(ctx, { rentAmount: 120_000 });
    await pay(l.tenancyId, "2026-05-03", 120_000);
    await pay(l.tenancyId, "2026-06-02", 120_000, "refunded");
    await pay(l.tenancyId, "2026-06-04", 60_000, "pending");
    await pay(l.tenancyId, "2026-06-30", 120_000);
    await db.insert(managementAgreements).values({
      propertyId: l.propertyId,
      agentId: l.agent.id,
      feeBp: 1000,
      fixedFeeMinor: 1_500,
      vatBp: 2000,
      startsOn: "2026-05-15",
    });
    const [e] = await db
      .insert(expenses)
      .values({
        landlordId: l.landlord.id,
        propertyId: l.propertyId,
        paidOn: "2026-06-10",
        supplier: "Plumb Ltd",
        amountMinor: 24_000,
        vatMinor: 4_000,
        category: "repairsAndMaintenance",
        paidBy: "agent",
      })
      .returning();
    await db
      .insert(expenseAllocations)
      .values({ expenseId: e!.id, propertyId: l.propertyId, amountMinor: 24_000, vatMinor: 4_000 });

    const tx = await homeTransactions(db, [l.propertyId], "2026-05-01", "2026-06-30");
    expect(tx.map((t) => [t.kind, t.date, t.amountMinor, t.vatMinor, t.paidFrom])).toEqual([
      // 3 May: before the agreement started, so no fee on it.
      ["rent", "2026-05-03", 120_000, 0, "tenant"],
      // 1 June: the fixed fee £15 + VAT £3.
      ["fee", "2026-06-01", 1_800, 300, "rent"],
      ["expense", "2026-06-10", 24_000, 4_000, "rent"],
      // 30 June: 10 % of £1,200 = £120, VAT £24. The refunded and pending payments are not income.
      ["rent", "2026-06-30", 120_000, 0, "tenant"],
      ["fee", "2026-06-30", 14_400, 2_400, "rent"],
    ]);
    expect(tx.find((t) => t.kind === "fee")?.category).toBe("professionalFees");
    expect(await homeTransactions(db, [l.propertyId], "2026-07-01", "2026-06-30")).toEqual([]);
  });

  it("gives the landlord 100 % until shares are recorded, then each owner their share", async () => {
    const { db } = ctx.database;
    const l = await insertLetting(ctx);
    const co = await signedInUser(ctx, "landlord");
    expect((await ownersOf(db, [l.propertyId])).get(l.propertyId)).toEqual([
      { ownerId: l.landlord.id, name: expect.any(String), shareBp: 10_000, isPrimary: true, accepted: true },
    ]);
    expect(await sharesOfOwner(db, l.landlord.id)).toEqual([
      { propertyId: l.propertyId, shareBp: 10_000, isPrimary: true },
    ]);
    await db.insert(propertyOwners).values([
      {
        propertyId: l.propertyId,
        userId: l.landlord.id,
        displayName: "Main",
        shareBp: 6000,
        isPrimary: true,
      },
      { propertyId: l.propertyId, userId: co.id, inviteEmail: co.email, displayName: "Co", shareBp: 4000 },
    ]);
    // Not accepted yet: the co-owner holds nothing they can read.
    expect(await sharesOfOwner(db, co.id)).toEqual([]);
    expect(
      (await ownersOf(db, [l.propertyId])).get(l.propertyId)?.map((o) => [o.ownerId, o.shareBp]),
    ).toEqual([
      [l.landlord.id, 6000],
      [null, 4000],
    ]);
    await db
      .update(propertyOwners)
      .set({ acceptedAt: new Date() })
      .where(eq(propertyOwners.propertyId, l.propertyId));
    expect(await sharesOfOwner(db, co.id)).toEqual([
      { propertyId: l.propertyId, shareBp: 4000, isPrimary: false },
    ]);
    expect(await sharesOfOwner(db, l.landlord.id)).toEqual([
      { propertyId: l.propertyId, shareBp: 6000, isPrimary: true },
    ]);
  });

  it("knows the last day of each month", () => {
    expect(monthEnd("2028-02-10")).toBe("2028-02-29");
    expect(monthEnd("2026-12-01")).toBe("2026-12-31");
  });
});
