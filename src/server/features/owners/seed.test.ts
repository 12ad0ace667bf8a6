import type { FeeIncome, MoneyHome } from "@shared/schemas/money-owners";
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { managementAgreements, propertyOwners } from "../../db/schema";
import { seedDemoData } from "../../db/seed";
import { cookieFrom, demoContext, postJson, type TestContext } from "../../test/harness";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await demoContext();
}, 180_000);

async function get<T>(local: string, path: string): Promise<T> {
  const signIn = await postJson(ctx, "/api/auth/sign-in", {
    email: `${local}@keyhold.example`,
    password: "keyhold-demo-2026",
  });
  expect(signIn.status).toBe(200);
  const res = await ctx.app.request(path, { headers: { cookie: cookieFrom(signIn) } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe("the demo's money of homes (README)", () => {
  it("co-owner@ reads 40 % of one of landlord@'s let homes, read only", async () => {
    const { items } = await get<{ items: MoneyHome[] }>("co-owner", "/api/money/homes");
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ relation: "co-owner", yourShareBp: 4000, canWrite: false });
    const mine = await get<{ items: MoneyHome[] }>("landlord", "/api/money/homes");
    const shared = mine.items.find((h) => h.id === items[0]!.id);
    expect(shared).toMatchObject({ relation: "owner", yourShareBp: 6000, ownerCount: 2 });
    expect(mine.items.every((h) => h.purchasePriceMinor && h.currentValueMinor)).toBe(true);
  });

  it("agent@ earns 10 % + VAT on the homes they manage", async () => {
    const fees = await get<FeeIncome>("agent", "/api/money/fees");
    expect(fees.homes.length).toBeGreaterThan(0);
    expect(fees.homes.every((h) => h.hasAgreement)).toBe(true);
    expect(fees.totals.totalMinor).toBeGreaterThan(0);
    expect(fees.totals.vatMinor * 5).toBeGreaterThanOrEqual(fees.totals.netMinor - 5);
  });

  it("seeding again adds nothing", async () => {
    const counts = async () => [
      (await ctx.database.db.select({ n: count() }).from(propertyOwners))[0]!.n,
      (await ctx.database.db.select({ n: count() }).from(managementAgreements))[0]!.n,
    ];
    const before = await counts();
    await seedDemoData(ctx.deps);
    expect(await counts()).toEqual(before);
  });
});
