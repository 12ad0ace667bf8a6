import { addDays, chargesUntil } from "@shared/ledger";
import type { Ledger, Tenancy } from "@shared/schemas/tenancies";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { tenancies, tenancyRents } from "../../db/schema";
import { createTestContext, requestAs, type TestContext } from "../../test/harness";
import { insertLetting } from "./tenancy.factories";

/** The ledger charges each period at the rent in force on its due date (tenancy_rents). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
});

async function activeTenancy(startDate: string, rent: number) {
  const l = await insertLetting(ctx, { startDate, rentAmount: rent });
  return { landlord: l.landlord, tenant: l.tenant, tenancy: { id: l.tenancyId } };
}

describe("a tenancy's rent history", () => {
  it("charges the old rent before a change and the new rent from the period it starts", async () => {
    const { landlord, tenant, tenancy } = await activeTenancy("2025-01-01", 100_000);
    await ctx.database.db.insert(tenancyRents).values({
      tenancyId: tenancy.id,
      effectiveDate: "2025-07-01",
      amount: 110_000,
      frequency: "monthly",
      dueDay: 1,
      kind: "agreed",
      reason: "Test",
    });
    // tenancies.rent_amount is the rent in force today: the ledger must not apply it backwards.
    await ctx.database.db.update(tenancies).set({ rentAmount: 110_000 }).where(eq(tenancies.id, tenancy.id));
    const res = await requestAs(ctx, tenant, `/api/tenancies/${tenancy.id}/ledger`);
    expect(res.status).toBe(200);
    const ledger = (await res.json()) as Ledger;
    const charges = ledger.entries.filter((e) => e.type === "charge");
    expect(charges.find((c) => c.date === "2025-06-01")?.debitMinor).toBe(100_000);
    expect(charges.find((c) => c.date === "2025-07-01")?.debitMinor).toBe(110_000);
    expect(charges[0]!.debitMinor).toBe(100_000);

    const expected = chargesUntil(
      {
        startDate: "2025-01-01",
        rentMinor: 0,
        frequency: "monthly",
        dueDay: 1,
        schedule: [
          { amountMinor: 100_000, frequency: "monthly", effectiveFrom: "2025-01-01", dueDay: 1 },
          { amountMinor: 110_000, frequency: "monthly", effectiveFrom: "2025-07-01", dueDay: 1 },
        ],
      },
      ledger.summary.asOf,
    ).reduce((s, c) => s + c.amountMinor, 0);
    expect(ledger.summary.chargedMinor).toBe(expected);
    // The tenancy list and the landlord's view agree with the ledger.
    const list = (await (await requestAs(ctx, landlord, "/api/tenancies")).json()) as { items: Tenancy[] };
    expect(list.items.find((t) => t.id === tenancy.id)?.summary.chargedMinor).toBe(expected);
  });

  it("a change dated inside a period takes effect from the next due date", async () => {
    const { tenant, tenancy } = await activeTenancy("2025-01-01", 100_000);
    await ctx.database.db.insert(tenancyRents).values({
      tenancyId: tenancy.id,
      effectiveDate: "2025-03-15",
      amount: 90_000,
      frequency: "monthly",
      dueDay: 1,
      kind: "agreed",
    });
    const ledger = (await (
      await requestAs(ctx, tenant, `/api/tenancies/${tenancy.id}/ledger`)
    ).json()) as Ledger;
    const charge = (d: string) => ledger.entries.find((e) => e.type === "charge" && e.date === d)?.debitMinor;
    expect(charge("2025-03-01")).toBe(100_000);
    expect(charge("2025-04-01")).toBe(90_000);
    expect(charge(addDays("2025-04-01", 30))).toBe(90_000);
  });
});
