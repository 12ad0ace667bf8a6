import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { agencies, auditLog } from "../db/schema";
import { createTestContext, type TestContext } from "../test/harness";
import { dbFingerprinter } from "./db-fingerprint";

/** The fuzz and matrix suites' "a refusal writes nothing" rests on this token. */
let ctx: TestContext;
let fingerprint: () => Promise<string>;

beforeAll(async () => {
  ctx = await createTestContext();
  fingerprint = await dbFingerprinter(ctx.database);
});

const agency = () => ({
  name: "Fingerprint Lets",
  addressLine1: "1 High Street",
  city: "Leeds",
  postcode: "LS1 1AA",
});

describe("the database fingerprint", () => {
  it("changes on an insert, on an update that changes the row, and on a delete", async () => {
    const start = await fingerprint();
    const [row] = await ctx.database.db.insert(agencies).values(agency()).returning();
    const inserted = await fingerprint();
    expect(inserted).not.toBe(start);

    await ctx.database.db.update(agencies).set({ name: "Renamed Lets" }).where(eq(agencies.id, row!.id));
    const updated = await fingerprint();
    expect(updated).not.toBe(inserted);

    await ctx.database.db.delete(agencies).where(eq(agencies.id, row!.id));
    expect(await fingerprint()).not.toBe(updated);
  });

  it("stays the same for a rolled-back write, an update that changes nothing and the writable-on-refusal tables", async () => {
    const [row] = await ctx.database.db.insert(agencies).values(agency()).returning();
    const start = await fingerprint();

    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.insert(agencies).values(agency());
        throw new Error("refused half-way");
      }),
    ).rejects.toThrow("refused half-way");
    await ctx.database.db.update(agencies).set({ name: row!.name }).where(eq(agencies.id, row!.id));
    await ctx.database.db
      .update(agencies)
      .set({ name: "Nobody" })
      .where(eq(agencies.id, crypto.randomUUID()));
    await ctx.database.db.insert(auditLog).values({ action: "auth.sign_in_failed", entity: "user" });

    expect(await fingerprint()).toBe(start);
  });
});
