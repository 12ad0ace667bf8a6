import type { ExpenseList } from "@shared/schemas/expenses";
import { beforeAll, describe, expect, it } from "vitest";
import { expenseAllocations, expenses } from "../../db/schema";
import { seedDemoData } from "../../db/seed";
import { cookieFrom, demoContext, postJson, type TestContext } from "../../test/harness";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await demoContext();
}, 180_000);

async function listOf(local: string, query = ""): Promise<ExpenseList> {
  const signIn = await postJson(ctx, "/api/auth/sign-in", {
    email: `${local}@keyhold.example`,
    password: "keyhold-demo-2026",
  });
  const res = await ctx.app.request(`/api/money/expenses?pageSize=100${query}`, {
    headers: { cookie: cookieFrom(signIn) },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ExpenseList;
}

describe("the demo's expenses (README)", () => {
  it("gives landlord@ a year of expenses, one portfolio-wide, agent-paid repairs and one receipt", async () => {
    const list = await listOf("landlord");
    expect(list.total).toBe(15);
    const portfolio = list.items.filter((e) => e.propertyId === null);
    expect(portfolio).toHaveLength(1);
    expect(portfolio[0]!.allocations.reduce((s, a) => s + a.amountMinor, 0)).toBe(54_000);
    expect(list.items.filter((e) => e.paidBy === "agent").length).toBeGreaterThan(0);
    expect(list.items.filter((e) => e.receipt)).toHaveLength(1);
    expect(list.items.some((e) => e.category === "residentialFinancialCost")).toBe(true);
    const withReceipt = list.items.find((e) => e.receipt)!;
    const signIn = await postJson(ctx, "/api/auth/sign-in", {
      email: "landlord@keyhold.example",
      password: "keyhold-demo-2026",
    });
    const file = await ctx.app.request(`/api/money/expenses/${withReceipt.id}/receipt`, {
      headers: { cookie: cookieFrom(signIn) },
    });
    expect(file.headers.get("content-type")).toBe("application/pdf");
    // agent@ manages some of landlord@'s homes: it sees the expenses on those.
    expect((await listOf("agent")).total).toBeGreaterThan(0);
  });

  it("seeding twice adds nothing", async () => {
    const before = [
      (await ctx.database.db.select().from(expenses)).length,
      (await ctx.database.db.select().from(expenseAllocations)).length,
    ];
    await seedDemoData(ctx.deps);
    const after = [
      (await ctx.database.db.select().from(expenses)).length,
      (await ctx.database.db.select().from(expenseAllocations)).length,
    ];
    expect(after).toEqual(before);
  }, 120_000);
});
