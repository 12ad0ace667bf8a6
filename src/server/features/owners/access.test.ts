import { beforeAll, describe, expect, it } from "vitest";
import { propertyOwners } from "../../db/schema";
import { createTestContext, signedInUser, type TestContext } from "../../test/harness";
import { insertLetting } from "../tenancies/tenancy.factories";
import { allOwnerIds, findMoneyHome, ownersOf, sharesOfOwner } from "./access";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

describe("money access and shares", () => {
  it("a home without owner rows is its landlord's at 100 %", async () => {
    const l = await insertLetting(ctx);
    const owners = await ownersOf(ctx.database.db, [l.propertyId]);
    expect(owners.get(l.propertyId)).toEqual([
      expect.objectContaining({ ownerId: l.landlord.id, shareBp: 10_000, isPrimary: true, accepted: true }),
    ]);
    expect(await sharesOfOwner(ctx.database.db, l.landlord.id)).toEqual([
      { propertyId: l.propertyId, shareBp: 10_000, isPrimary: true },
    ]);
  });

  it("co-ownership: shares per owner, a pending co-owner has none and no read access", async () => {
    const { db } = ctx.database;
    const l = await insertLetting(ctx);
    const [accepted, pending] = await Promise.all([
      signedInUser(ctx, "landlord"),
      signedInUser(ctx, "landlord"),
    ]);
    await db.insert(propertyOwners).values([
      { propertyId: l.propertyId, userId: l.landlord.id, displayName: "L", shareBp: 5000, isPrimary: true },
      {
        propertyId: l.propertyId,
        userId: accepted.id,
        displayName: "A",
        shareBp: 3000,
        acceptedAt: new Date(),
      },
      { propertyId: l.propertyId, displayName: "P", inviteEmail: pending.email, shareBp: 2000 },
    ]);
    const owners = (await ownersOf(db, [l.propertyId])).get(l.propertyId)!;
    expect(owners.map((o) => [o.ownerId, o.shareBp, o.accepted])).toEqual([
      [l.landlord.id, 5000, true],
      [accepted.id, 3000, true],
      [null, 2000, false],
    ]);
    expect(await sharesOfOwner(db, l.landlord.id)).toEqual([
      { propertyId: l.propertyId, shareBp: 5000, isPrimary: true },
    ]);
    expect(await sharesOfOwner(db, accepted.id)).toEqual([
      { propertyId: l.propertyId, shareBp: 3000, isPrimary: false },
    ]);
    expect(await sharesOfOwner(db, pending.id)).toEqual([]);
    expect((await findMoneyHome(db, accepted, l.propertyId)).id).toBe(l.propertyId);
    await expect(findMoneyHome(db, accepted, l.propertyId, { write: true })).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(findMoneyHome(db, pending, l.propertyId)).rejects.toMatchObject({ code: "not_found" });
    await expect(findMoneyHome(db, l.tenant, l.propertyId)).rejects.toMatchObject({ code: "not_found" });
    expect((await findMoneyHome(db, l.agent, l.propertyId, { write: true })).id).toBe(l.propertyId);
    const ids = await allOwnerIds(db);
    expect(ids).toEqual(expect.arrayContaining([l.landlord.id, accepted.id]));
    expect(ids).not.toContain(pending.id);
  });
});
