/**
 * Home facts for compliance (issue 16) and the material information a published listing must show
 * (src/shared/law/material-information.ts): bounds, cross-field rules, the 409 on publishing.
 */
import type { Listing, ManagedProperty, PublicProperty } from "@shared/schemas/properties";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, properties } from "../../db/schema";
import { requestAs } from "../../test/harness";
import {
  createProperty,
  createWorld,
  type ErrorBody,
  type Paged,
  patchProperty,
  uniqueTag,
  validInput,
  type World,
} from "./properties.factories";

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const post = (json: unknown) =>
  requestAs(w.ctx, w.landlord, "/api/manage/properties", { method: "POST", json });
const patch = (id: string, json: unknown) => patchProperty(w, w.landlord, id, json);
const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;
const rowsTitled = (title: string) =>
  w.ctx.database.db.select().from(properties).where(eq(properties.title, title));
const rowOf = async (id: string) =>
  (await w.ctx.database.db.select().from(properties).where(eq(properties.id, id)))[0]!;

const facts = {
  gasSupply: false,
  storeys: 3,
  combustionApplianceRooms: 2,
  occupiers: 6,
  households: 4,
  epcRating: "B",
  councilTaxBand: "D",
};

describe("home facts", () => {
  it("round-trip through create, read and patch; the change is audited; the public sees only the listing's", async () => {
    const tag = uniqueTag();
    const created = await createProperty(w, w.landlord, {
      ...facts,
      title: `Facts house ${tag}`,
      city: tag,
      status: "available",
      published: true,
    });
    expect(created).toMatchObject(facts);
    const read = await requestAs(w.ctx, w.landlord, `/api/manage/properties/${created.id}`);
    expect(((await read.json()) as { property: ManagedProperty }).property).toMatchObject(facts);

    const res = await patch(created.id, { storeys: 2, gasSupply: null, epcRating: "A" });
    expect(res.status, await res.clone().text()).toBe(200);
    const { property } = (await res.json()) as { property: ManagedProperty };
    expect(property).toMatchObject({ storeys: 2, gasSupply: null, epcRating: "A", households: 4 });
    const [entry] = await w.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, "update")));
    expect((entry!.details as { changed: string[] }).changed.sort()).toEqual(
      ["epcRating", "gasSupply", "storeys"].sort(),
    );

    const page = await requestAs(w.ctx, undefined, `/api/properties/${created.id}`);
    const pub = ((await page.json()) as { property: PublicProperty }).property;
    expect(pub).toMatchObject({ epcRating: "A", councilTaxBand: "D", depositAmount: 170_000 });
    expect(pub).not.toHaveProperty("occupiers");
    expect(pub).not.toHaveProperty("gasSupply");
    const search = await requestAs(w.ctx, undefined, `/api/properties?city=${tag}`);
    const [card] = ((await search.json()) as Paged<Listing>).items;
    expect(card).toMatchObject({
      id: created.id,
      epcRating: "A",
      councilTaxBand: "D",
      depositAmount: 170_000,
    });
  });

  it("not recorded is null, and a patch can clear a fact", async () => {
    const p = await createProperty(w, w.landlord);
    expect(p).toMatchObject({
      gasSupply: null,
      storeys: null,
      combustionApplianceRooms: null,
      occupiers: null,
      households: null,
    });
    const set = await patch(p.id, { occupiers: 2, households: 1, gasSupply: true });
    expect(set.status).toBe(200);
    const cleared = await patch(p.id, { occupiers: null, households: null });
    expect(((await cleared.json()) as { property: ManagedProperty }).property).toMatchObject({
      occupiers: null,
      households: null,
      gasSupply: true,
    });
  });

  it.each([
    ["storeys", 0, "Storeys must be at least 1"],
    ["storeys", 11, "Storeys must be at most 10"],
    ["storeys", 1.5, "Storeys must be a whole number"],
    ["combustionApplianceRooms", -1, "can't be negative"],
    ["combustionApplianceRooms", 21, "at most 20"],
    ["occupiers", 51, "Occupiers must be at most 50"],
    ["households", 51, "Households must be at most 50"],
    ["epcRating", "H", "Choose an EPC rating from A to G"],
    ["councilTaxBand", "J", "Choose a council tax band"],
    ["gasSupply", "yes", "Gas supply is yes, no or not recorded"],
  ])("refuses %s = %j with a field message, writing nothing", async (field, value, message) => {
    const title = `Bounds ${uniqueTag()}`;
    const res = await post(validInput({ title, [field]: value }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields?.[field]).toContain(message);
    expect(await rowsTitled(title)).toHaveLength(0);
  });

  it("households may not outnumber occupiers, and anyone living there is at least one household", async () => {
    const title = `Households ${uniqueTag()}`;
    const more = await post(validInput({ title, occupiers: 2, households: 3 }));
    expect(more.status).toBe(400);
    expect((await errorOf(more)).fields?.households).toBe(
      "Households can't be more than occupiers: each household is at least one person",
    );
    const none = await post(validInput({ title, occupiers: 3, households: 0 }));
    expect((await errorOf(none)).fields?.households).toBe(
      "Households must be at least 1 when anyone lives there",
    );
    expect(await rowsTitled(title)).toHaveLength(0);

    // A patch is checked against the merged row, and a refused one changes nothing.
    const p = await createProperty(w, w.landlord, { occupiers: 2, households: 1 });
    const res = await patch(p.id, { households: 3, storeys: 2 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toHaveProperty("households");
    expect(await rowOf(p.id)).toMatchObject({ households: 1, storeys: null });
    expect((await patch(p.id, { occupiers: 0, households: 0 })).status).toBe(200);
  });

  it("band I is Welsh only, on create and when a patch moves the home out of Wales", async () => {
    const title = `Band I ${uniqueTag()}`;
    const english = await post(validInput({ title, councilTaxBand: "I" }));
    expect(english.status).toBe(400);
    expect((await errorOf(english)).fields?.councilTaxBand).toBe("Band I exists only in Wales");
    expect(await rowsTitled(title)).toHaveLength(0);

    const welsh = await createProperty(w, w.landlord, { councilTaxBand: "I", jurisdiction: "wales" });
    expect(welsh.councilTaxBand).toBe("I");
    const moved = await patch(welsh.id, { jurisdiction: "scotland" });
    expect(moved.status).toBe(400);
    expect((await errorOf(moved)).fields?.councilTaxBand).toBe("Band I exists only in Wales");
    expect((await rowOf(welsh.id)).jurisdiction).toBe("wales");
  });
});

describe("material information", () => {
  const missingAll = { depositAmount: null, councilTaxBand: null, epcRating: null };

  it("publishing without deposit, council tax band and EPC rating answers 409 naming each; nothing is written", async () => {
    const title = `Unpublishable ${uniqueTag()}`;
    const res = await post(validInput({ ...missingAll, title, status: "available", published: true }));
    expect(res.status).toBe(409);
    const error = await errorOf(res);
    expect(error.code).toBe("material_information_missing");
    expect(error.message).toContain("the deposit, council tax band and EPC rating");
    expect(error.fields).toEqual({
      depositAmount: "A published listing must show the deposit: enter 0 if there is no deposit",
      councilTaxBand: "A published listing must show the council tax band",
      epcRating: "A published listing must show the EPC rating",
    });
    expect(await rowsTitled(title)).toHaveLength(0);
  });

  it.each([
    ["depositAmount", "deposit"],
    ["councilTaxBand", "council tax band"],
    ["epcRating", "EPC rating"],
  ])("names %s alone when it is the only one missing", async (field, words) => {
    const res = await post(validInput({ [field]: null, status: "available", published: true }));
    expect(res.status).toBe(409);
    const error = await errorOf(res);
    expect(Object.keys(error.fields ?? {})).toEqual([field]);
    expect(error.message).toContain(`must show the ${words} (`);
  });

  it("a draft saves without them; a deposit of 0 means no deposit and may be published", async () => {
    const draft = await createProperty(w, w.landlord, missingAll);
    expect(draft).toMatchObject({ published: false, ...missingAll });
    const none = await createProperty(w, w.landlord, {
      depositAmount: 0,
      status: "available",
      published: true,
    });
    expect(none).toMatchObject({ published: true, depositAmount: 0 });
  });

  it("a patch that publishes, or removes an item from a published listing, is refused unchanged", async () => {
    const draft = await createProperty(w, w.landlord, { epcRating: null });
    const publish = await patch(draft.id, { published: true, status: "available" });
    expect(publish.status).toBe(409);
    expect((await errorOf(publish)).fields).toEqual({
      epcRating: "A published listing must show the EPC rating",
    });
    expect(await rowOf(draft.id)).toMatchObject({ published: false, status: "draft" });
    // Adding the item in the same patch publishes.
    const both = await patch(draft.id, { published: true, status: "available", epcRating: "D" });
    expect(both.status).toBe(200);

    const removed = await patch(draft.id, { councilTaxBand: null, title: "Still published title" });
    expect(removed.status).toBe(409);
    expect((await errorOf(removed)).code).toBe("material_information_missing");
    expect(await rowOf(draft.id)).toMatchObject({ councilTaxBand: "C", published: true });
  });

  it("a listing published before the rule stays published; it can be unpublished, and edits need the items", async () => {
    const p = await createProperty(w, w.landlord, { status: "available", published: true });
    // As an upgraded database holds it: published with no EPC rating or council tax band.
    await w.ctx.database.db
      .update(properties)
      .set({ epcRating: null, councilTaxBand: null })
      .where(eq(properties.id, p.id));
    expect((await requestAs(w.ctx, undefined, `/api/properties/${p.id}`)).status).toBe(200);
    const edit = await patch(p.id, { title: "Edited legacy listing" });
    expect(edit.status).toBe(409);
    expect(Object.keys((await errorOf(edit)).fields ?? {})).toEqual(["councilTaxBand", "epcRating"]);
    expect(
      (await patch(p.id, { epcRating: "C", councilTaxBand: "B", title: "Edited legacy listing" })).status,
    ).toBe(200);
    await w.ctx.database.db.update(properties).set({ epcRating: null }).where(eq(properties.id, p.id));
    const unpublish = await patch(p.id, { published: false });
    expect(unpublish.status).toBe(200);
    expect(await rowOf(p.id)).toMatchObject({ published: false });
  });
});
