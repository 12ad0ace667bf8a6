import type { Listing, PublicProperty } from "@shared/schemas/properties";
import { beforeAll, describe, expect, it } from "vitest";
import { requestAs } from "../../test/harness";
import {
  createProperty,
  createWorld,
  type ErrorBody,
  type Paged,
  patchProperty,
  uniqueTag,
  type World,
} from "./properties.factories";

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

/**
 * A town of its own with four public listings (a studio, a flat, a house under offer and a weekly
 * room that is let) and three that are never public (a draft, an unpublished one, an archived one).
 */
async function searchTown() {
  const city = uniqueTag();
  const specs = [
    { title: "Cheap studio Searchton", rentAmount: 80_000, bedrooms: 0, type: "studio", status: "available" },
    { title: "Mid flat Searchton", rentAmount: 120_000, bedrooms: 2, type: "flat", status: "available" },
    { title: "Big house Searchton", rentAmount: 250_000, bedrooms: 4, type: "house", status: "under_offer" },
    {
      title: "Weekly room Searchton",
      rentAmount: 25_000,
      rentPeriod: "week",
      bedrooms: 1,
      type: "room",
      status: "let",
    },
  ];
  for (const s of specs) {
    const p = await createProperty(w, w.landlord, {
      ...s,
      city,
      status: "available",
      furnished: "furnished",
    });
    expect((await patchProperty(w, w.landlord, p.id, { published: true, status: s.status })).status).toBe(
      200,
    );
  }
  await createProperty(w, w.landlord, { title: "Draft Searchton", city });
  await createProperty(w, w.landlord, { title: "Unpublished Searchton", city, status: "available" });
  const archived = await createProperty(w, w.landlord, {
    title: "Archived Searchton",
    city,
    status: "available",
    published: true,
  });
  await patchProperty(w, w.landlord, archived.id, { status: "archived" });
  const search = async (qs: string) => {
    const res = await requestAs(w.ctx, undefined, `/api/properties?city=${city}&${qs}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Paged<Listing> & { page: number; pageSize: number };
  };
  return { city, search };
}

describe("public listings", () => {
  it("never returns drafts, unpublished or archived properties", async () => {
    const { city, search } = await searchTown();
    const all = await search("pageSize=50");
    expect(all.total).toBe(4);
    expect(all.items).toHaveLength(4);
    expect(all.items.map((i) => i.title)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Draft|Unpublished|Archived/)]),
    );
    // The same for every role: the public search is the public search.
    for (const user of [w.landlord, w.admin]) {
      const res = await requestAs(w.ctx, user, `/api/properties?city=${city}`);
      expect(((await res.json()) as Paged<Listing>).total).toBe(4);
    }
  });

  it("filters by rent range (monthly equivalent), bedrooms, type, furnishing and text", async () => {
    const { search } = await searchTown();
    const ranged = await search("minRent=100000&maxRent=150000&sort=rent_asc");
    expect(ranged.items.map((i) => i.title)).toEqual(["Weekly room Searchton", "Mid flat Searchton"]);
    expect((await search("minBeds=2")).items.map((i) => i.title).sort()).toEqual([
      "Big house Searchton",
      "Mid flat Searchton",
    ]);
    expect((await search("type=studio")).items.map((i) => i.title)).toEqual(["Cheap studio Searchton"]);
    expect((await search("furnished=unfurnished")).total).toBe(0);
    expect((await search("q=big house")).items.map((i) => i.title)).toEqual(["Big house Searchton"]);
    const byPostcode = await requestAs(w.ctx, undefined, "/api/properties?q=sw1a1aa&pageSize=50");
    expect(((await byPostcode.json()) as Paged<Listing>).total).toBeGreaterThanOrEqual(4);
  });

  it("sorts by rent both ways and pages with a total", async () => {
    const { search } = await searchTown();
    const asc = await search("sort=rent_asc");
    expect(asc.items.map((i) => i.rentPcm)).toEqual(
      [...asc.items.map((i) => i.rentPcm)].sort((a, b) => a - b),
    );
    const desc = await search("sort=rent_desc");
    expect(desc.items[0]!.title).toBe("Big house Searchton");
    const page2 = await search("sort=rent_asc&pageSize=3&page=2");
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0]!.title).toBe("Big house Searchton");
  });

  it("totals follow publishing and archiving at once (the count cache forgets on writes)", async () => {
    const town = uniqueTag();
    const count = async () => {
      const res = await requestAs(w.ctx, undefined, `/api/properties?city=${town}`);
      return ((await res.json()) as Paged<Listing>).total;
    };
    expect(await count()).toBe(0);
    const p = await createProperty(w, w.landlord, { city: town, status: "available" });
    expect(await count()).toBe(0);
    expect((await patchProperty(w, w.landlord, p.id, { published: true })).status).toBe(200);
    expect(await count()).toBe(1);
    expect((await patchProperty(w, w.landlord, p.id, { status: "archived" })).status).toBe(200);
    expect(await count()).toBe(0);
  });

  it("rejects bad filters with the field named", async () => {
    for (const [qs, field] of [
      ["minRent=abc", "minRent"],
      ["minRent=500&maxRent=100", "maxRent"],
      ["sort=cheapest", "sort"],
      ["type=castle", "type"],
      ["pageSize=500", "pageSize"],
      ["availableBy=tomorrow", "availableBy"],
    ] as const) {
      const res = await requestAs(w.ctx, undefined, `/api/properties?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(((await res.json()) as ErrorBody).error.fields, qs).toHaveProperty(field);
    }
  });

  it("the public page hides the street address and names the contact", async () => {
    const { search } = await searchTown();
    const [first] = (await search("sort=rent_desc")).items;
    const res = await requestAs(w.ctx, undefined, `/api/properties/${first!.id}`);
    const { property } = (await res.json()) as { property: PublicProperty & { addressLine1?: string } };
    expect(property.addressLine1).toBeUndefined();
    expect(property.contact).toMatchObject({ role: "landlord", phone: null });
  });
});

describe("the OpenAPI document", () => {
  type Operation = {
    operationId?: string;
    parameters?: { name: string; in: string; required?: boolean; schema?: { type?: unknown } }[];
  };
  const document = async () =>
    (await (await w.ctx.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
  const paths = [
    "/api/properties",
    "/api/properties/{id}",
    "/api/properties/{id}/enquiries",
    "/api/property-images/{imageId}/{width}",
    "/api/manage/properties",
    "/api/manage/properties/{id}",
    "/api/manage/properties/{id}/images",
    "/api/manage/properties/{id}/images/{imageId}",
    "/api/manage/enquiries",
    "/api/manage/enquiries/{id}",
    "/api/manage/agents",
    "/api/manage/landlords",
  ];

  it("has every property route, each with an operationId", async () => {
    const doc = await document();
    for (const path of paths) {
      expect(doc.paths, path).toHaveProperty([path]);
      for (const [method, op] of Object.entries(doc.paths[path]!)) {
        expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][A-Za-z]+$/);
      }
    }
  });

  it("declares the photo width as a required integer path parameter (OAS 3.1)", async () => {
    const op = (await document()).paths["/api/property-images/{imageId}/{width}"]!.get!;
    const width = op.parameters?.find((p) => p.name === "width");
    expect(width).toMatchObject({ in: "path", required: true, schema: { type: "integer" } });
    for (const p of op.parameters ?? []) expect(p.required, p.name).toBe(true);
  });

  it("answers a photo width that is not a whole number with 400, and a missing variant with 404", async () => {
    const id = crypto.randomUUID();
    for (const width of ["abc", "1.5"]) {
      const res = await requestAs(w.ctx, undefined, `/api/property-images/${id}/${width}`);
      expect(res.status, width).toBe(400);
      expect(((await res.json()) as ErrorBody).error).toMatchObject({
        code: "validation_error",
        fields: { width: expect.any(String) },
      });
    }
    const missing = await requestAs(w.ctx, undefined, `/api/property-images/${id}/400`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "not_found", message: "Image not found" } });
  });
});
