import type { Tenancy } from "@shared/schemas/tenancies";
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { tenancies } from "../../db/schema";
import { seedDemoData } from "../../db/seed";
import { cookieFrom, createTestContext, postJson, type TestContext } from "../../test/harness";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.deps);
});

async function signIn(local: string) {
  const res = await postJson(ctx, "/api/auth/sign-in", {
    email: `${local}@keyhold.example`,
    password: "keyhold-demo-2026",
  });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

describe("demo tenancies", () => {
  it("are seeded once, with rent history a landlord and tenant can read", async () => {
    const before = await ctx.database.db.select({ n: count() }).from(tenancies);
    await seedDemoData(ctx.deps);
    const after = await ctx.database.db.select({ n: count() }).from(tenancies);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect(before[0]!.n).toBeGreaterThan(0);

    const res = await ctx.app.request("/api/tenancies", { headers: { cookie: await signIn("tenant2") } });
    const { items } = (await res.json()) as { items: Tenancy[] };
    expect(items).toHaveLength(1);
    // tenant2's last rent is unpaid, with their own report of paying it waiting for confirmation.
    expect(items[0]!.summary.pendingMinor).toBeGreaterThan(0);
    expect(items[0]!.summary.chargedMinor).toBeGreaterThan(items[0]!.summary.paidMinor);

    const compliance = await ctx.app.request("/api/compliance", {
      headers: { cookie: await signIn("landlord") },
    });
    const rows = ((await compliance.json()) as { items: { items: { kind: string; state: string }[] }[] })
      .items;
    const states = rows.flatMap((r) => r.items.map((i) => `${i.kind}:${i.state}`));
    expect(states).toContain("gas_safety:expiring");
    expect(states).toContain("eicr:valid");
  });
});
