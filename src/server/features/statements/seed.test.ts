import { today as londonToday } from "@shared/dates";
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ownerStatements, users } from "../../db/schema";
import { seedDemoData } from "../../db/seed";
import { demoContext, type TestContext } from "../../test/harness";
import { allOwnerIds } from "../owners/access";
import { demoStatementsSeeder, lastCompleteMonths } from "./seed";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await demoContext();
}, 180_000);

describe("demo owner statements", () => {
  it("counts back complete months across a year end", () => {
    expect(lastCompleteMonths("2026-02-14", 3)).toEqual(["2025-11", "2025-12", "2026-01"]);
    expect(lastCompleteMonths("2026-03-01", 1)).toEqual(["2026-02"]);
  });

  it("has the last three complete months for every owner, with the demo landlord's rent, and seeding twice adds nothing", async () => {
    const { db } = ctx.database;
    const owners = await allOwnerIds(db);
    const [before] = await db.select({ n: count() }).from(ownerStatements);
    expect(before!.n).toBe(owners.length * 3);
    const [landlord] = await db.select().from(users).where(eq(users.email, "landlord@keyhold.example"));
    const mine = await db.select().from(ownerStatements).where(eq(ownerStatements.ownerId, landlord!.id));
    expect(mine.map((s) => s.month.slice(0, 7)).sort()).toEqual(lastCompleteMonths(londonToday(), 3));
    expect(mine.some((s) => s.rentMinor > 0)).toBe(true);
    await demoStatementsSeeder.run(ctx.deps);
    await seedDemoData(ctx.deps);
    const [after] = await db.select({ n: count() }).from(ownerStatements);
    expect(after!.n).toBe(before!.n);
  });
});
