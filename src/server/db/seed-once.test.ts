import { describe, expect, it } from "vitest";
import { createTestContext } from "../test/harness";
import { readSetting } from "./instance-settings";
import { DEMO_SEED_SETTING, demoSeedSignature, seedDemoOnce } from "./seed";

/**
 * A warm start does not run the demo seeders again (issue 34 item 11): once they have all finished
 * on a database, start-up skips them; a new seeder, or a seed that failed half-way, runs them again.
 */
describe("the demo seed at start", () => {
  it("runs once per database, then a start skips it", async () => {
    const ctx = await createTestContext();
    let runs = 0;
    const seed = async () => {
      runs++;
    };
    expect(await readSetting(ctx.database.db, DEMO_SEED_SETTING)).toBeNull();
    expect(await seedDemoOnce(ctx.database.db, seed)).toBe(true);
    expect(await readSetting(ctx.database.db, DEMO_SEED_SETTING)).toBe(demoSeedSignature());
    expect(await seedDemoOnce(ctx.database.db, seed)).toBe(false);
    expect(await seedDemoOnce(ctx.database.db, seed)).toBe(false);
    expect(runs).toBe(1);
    // Another list of seeders (one was added): the seed runs again, and is recorded again.
    expect(await seedDemoOnce(ctx.database.db, seed, `${demoSeedSignature()},new-seeder`)).toBe(true);
    expect(await seedDemoOnce(ctx.database.db, seed, `${demoSeedSignature()},new-seeder`)).toBe(false);
    expect(runs).toBe(2);
  });

  it("a seed that failed is not recorded, so the next start seeds again", async () => {
    const ctx = await createTestContext();
    const signature = `failing-${crypto.randomUUID()}`;
    await expect(
      seedDemoOnce(ctx.database.db, async () => Promise.reject(new Error("disk full")), signature),
    ).rejects.toThrow("disk full");
    let ran = false;
    expect(
      await seedDemoOnce(
        ctx.database.db,
        async () => {
          ran = true;
        },
        signature,
      ),
    ).toBe(true);
    expect(ran).toBe(true);
  });

  it("the signature names every demo seeder, in order", () => {
    expect(demoSeedSignature().split(",")).toEqual(expect.arrayContaining(["users", "properties", "bank"]));
  });
});
