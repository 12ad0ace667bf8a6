import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bankImports, bankLines } from "../../db/schema";
import { seedDemoData } from "../../db/seed";
import { cookieFrom, demoContext, postJson, type TestContext } from "../../test/harness";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await demoContext();
}, 180_000);

describe("the demo bank statement (README)", () => {
  it("has matched, proposed and unmatched lines for landlord@, and seeding again adds nothing", async () => {
    const signIn = await postJson(ctx, "/api/auth/sign-in", {
      email: "landlord@keyhold.example",
      password: "keyhold-demo-2026",
    });
    const res = await ctx.app.request("/api/money/bank/lines", { headers: { cookie: cookieFrom(signIn) } });
    const body = (await res.json()) as {
      items: { status: string; proposal: { kind: string } | null; paymentId: string | null }[];
    };
    expect(body.items.filter((l) => l.status === "matched" && l.paymentId)).toHaveLength(2);
    expect(body.items.filter((l) => l.status === "unmatched" && l.proposal?.kind === "tenancy")).toHaveLength(
      1,
    );
    expect(body.items.filter((l) => l.proposal?.kind === "new_expense")).toHaveLength(1);
    expect(body.items.filter((l) => l.status === "unmatched" && !l.proposal)).toHaveLength(1);
    const before = await ctx.database.db.select({ n: count() }).from(bankLines);
    await seedDemoData(ctx.deps);
    expect(await ctx.database.db.select({ n: count() }).from(bankLines)).toEqual(before);
    expect((await ctx.database.db.select({ n: count() }).from(bankImports))[0]!.n).toBe(1);
  });
});
