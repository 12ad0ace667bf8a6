import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Role } from "@shared/permissions";
import type {
  Enquiry,
  Listing,
  ManagedProperty,
  ManagedRow,
  PropertyImage,
  PublicProperty,
} from "@shared/schemas/properties";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, propertyEnquiries, propertyImages, tenancies } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";

let ctx: TestContext;
let uploadsDir: string;
const as: Partial<Record<Role | "landlord2" | "agent2", TestUser>> = {};

interface Paged<T> {
  items: T[];
  total: number;
}
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const validInput = (overrides: Record<string, unknown> = {}) => ({
  title: "Garden flat near the park",
  description: "A lovely garden flat.",
  type: "flat",
  addressLine1: "12 Acacia Avenue",
  city: "Testbury",
  postcode: "sw1a1aa",
  bedrooms: 2,
  bathrooms: 1,
  rentAmount: 150_000,
  rentPeriod: "month",
  furnished: "unfurnished",
  features: ["Garden", "Parking"],
  ...overrides,
});

async function create(user: TestUser, overrides: Record<string, unknown> = {}): Promise<ManagedProperty> {
  const res = await requestAs(ctx, user, "/api/manage/properties", {
    method: "POST",
    json: validInput(overrides),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { property: ManagedProperty }).property;
}

async function patch(user: TestUser | undefined, id: string, json: unknown) {
  return requestAs(ctx, user, `/api/manage/properties/${id}`, { method: "PATCH", json });
}

const jpeg = async (w = 1000, h = 700) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 120, b: 80 } } })
    .jpeg()
    .toBuffer();

function upload(
  user: TestUser | undefined,
  id: string,
  body: Buffer,
  name = "photo.jpg",
  type = "image/jpeg",
) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(body)], name, { type }));
  form.set("alt", "Front of the house");
  return ctx.app.request(`/api/manage/properties/${id}/images`, {
    method: "POST",
    headers: user ? { cookie: user.cookie } : {},
    body: form,
  });
}

const storedFiles = () => {
  try {
    return readdirSync(uploadsDir, { recursive: true }).filter((f) => String(f).endsWith(".webp"));
  } catch {
    return [];
  }
};

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kh-props-"));
  uploadsDir = path.join(dataDir, "uploads");
  ctx = await createTestContext({ dataDir, uploadMaxBytes: 200 * 1024, trustProxy: true });
  for (const role of ["admin", "agent", "landlord", "tenant"] as const)
    as[role] = await signedInUser(ctx, role);
  as.landlord2 = await signedInUser(ctx, "landlord");
  as.agent2 = await signedInUser(ctx, "agent");
});

describe("create", () => {
  it("a landlord creates a draft in their own portfolio; the audit log records it", async () => {
    const p = await create(as.landlord!);
    expect(p).toMatchObject({
      status: "draft",
      published: false,
      postcode: "SW1A 1AA",
      rentPcm: 150_000,
      currency: "GBP",
      landlord: { id: as.landlord!.id },
      agent: null,
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, "create")));
    expect(entry).toMatchObject({ entity: "property", actorId: as.landlord!.id });
  });

  it("weekly rents get a monthly equivalent for search", async () => {
    const p = await create(as.landlord!, { rentAmount: 20_000, rentPeriod: "week" });
    expect(p.rentPcm).toBe(Math.round((20_000 * 52) / 12));
  });

  it("names the fields that fail validation", async () => {
    const res = await requestAs(ctx, as.landlord, "/api/manage/properties", {
      method: "POST",
      json: validInput({ rentAmount: 0, bedrooms: 51, postcode: "NOPE 123", type: "castle", title: "" }),
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorBody;
    expect(Object.keys(error.fields!)).toEqual(
      expect.arrayContaining(["rentAmount", "bedrooms", "type", "title"]),
    );
    const postcode = await requestAs(ctx, as.landlord, "/api/manage/properties", {
      method: "POST",
      json: validInput({ postcode: "NOPE 123" }),
    });
    expect(postcode.status).toBe(400);
    expect(((await postcode.json()) as ErrorBody).error.fields).toHaveProperty("postcode");
  });

  it("accepts any postcode format outside the UK", async () => {
    const p = await create(as.landlord!, { country: "IE", postcode: "D02 X285" });
    expect(p.postcode).toBe("D02 X285");
  });

  it("a landlord cannot create for someone else; agents and tenants cannot create; anonymous 401", async () => {
    const res = await requestAs(ctx, as.landlord, "/api/manage/properties", {
      method: "POST",
      json: validInput({ landlordId: as.landlord2!.id }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("landlordId");
    const byAgent = await requestAs(ctx, as.agent, "/api/manage/properties", {
      method: "POST",
      json: validInput(),
    });
    expect(byAgent.status).toBe(403);
    const byTenant = await requestAs(ctx, as.tenant, "/api/manage/properties", {
      method: "POST",
      json: validInput(),
    });
    expect(byTenant.status).toBe(403);
    const anon = await requestAs(ctx, undefined, "/api/manage/properties", {
      method: "POST",
      json: validInput(),
    });
    expect(anon.status).toBe(401);
  });

  it("an admin creates for a named landlord, with an agent; a non-agent as agent is refused", async () => {
    const missing = await requestAs(ctx, as.admin, "/api/manage/properties", {
      method: "POST",
      json: validInput(),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error.fields).toHaveProperty("landlordId");
    const p = await create(as.admin!, { landlordId: as.landlord2!.id, agentId: as.agent2!.id });
    expect(p.landlord.id).toBe(as.landlord2!.id);
    expect(p.agent?.id).toBe(as.agent2!.id);
    const badAgent = await requestAs(ctx, as.admin, "/api/manage/properties", {
      method: "POST",
      json: validInput({ landlordId: as.landlord2!.id, agentId: as.tenant!.id }),
    });
    expect(badAgent.status).toBe(400);
    expect(((await badAgent.json()) as ErrorBody).error.fields).toHaveProperty("agentId");
  });
});

describe("visibility: manage list and detail", () => {
  let mine: ManagedProperty;
  let theirs: ManagedProperty;
  beforeAll(async () => {
    mine = await create(as.landlord!, { title: "Visibility test mine", agentId: as.agent!.id });
    theirs = await create(as.landlord2!, { title: "Visibility test theirs", agentId: as.agent2!.id });
  });

  const titles = async (user: TestUser) => {
    const res = await requestAs(ctx, user, "/api/manage/properties?pageSize=100&q=Visibility test");
    expect(res.status).toBe(200);
    return ((await res.json()) as Paged<ManagedRow>).items.map((r) => r.title);
  };

  it("landlord sees own, agent sees assigned, admin sees all", async () => {
    expect(await titles(as.landlord!)).toEqual(["Visibility test mine"]);
    expect(await titles(as.landlord2!)).toEqual(["Visibility test theirs"]);
    expect(await titles(as.agent!)).toEqual(["Visibility test mine"]);
    expect(await titles(as.agent2!)).toEqual(["Visibility test theirs"]);
    expect((await titles(as.admin!)).sort()).toEqual(["Visibility test mine", "Visibility test theirs"]);
  });

  it("tenants get 403 and anonymous 401 on the management list", async () => {
    expect((await requestAs(ctx, as.tenant, "/api/manage/properties")).status).toBe(403);
    expect((await requestAs(ctx, undefined, "/api/manage/properties")).status).toBe(401);
  });

  it("another landlord's or another agent's property answers 404 (detail, update, photos)", async () => {
    for (const user of [as.landlord2!, as.agent2!]) {
      expect((await requestAs(ctx, user, `/api/manage/properties/${mine.id}`)).status).toBe(404);
      expect((await patch(user, mine.id, { title: "Hijacked title" })).status).toBe(404);
      expect((await upload(user, mine.id, await jpeg())).status).toBe(404);
      // A draft is not public either.
      expect((await requestAs(ctx, user, `/api/properties/${mine.id}`)).status).toBe(404);
    }
    // And the other way round.
    for (const user of [as.landlord!, as.agent!]) {
      expect((await requestAs(ctx, user, `/api/manage/properties/${theirs.id}`)).status).toBe(404);
      expect((await patch(user, theirs.id, { title: "Hijacked title" })).status).toBe(404);
    }
    expect((await requestAs(ctx, as.landlord, `/api/manage/properties/${mine.id}`)).status).toBe(200);
    expect((await requestAs(ctx, as.agent, `/api/manage/properties/${mine.id}`)).status).toBe(200);
    expect((await requestAs(ctx, as.admin, `/api/manage/properties/${mine.id}`)).status).toBe(200);
    expect((await requestAs(ctx, as.admin, "/api/manage/properties/not-a-uuid")).status).toBe(404);
  });

  it("the landlord, agent and admin may preview a draft; the public and tenants may not", async () => {
    for (const user of [as.landlord, as.agent, as.admin]) {
      expect((await requestAs(ctx, user, `/api/properties/${mine.id}`)).status).toBe(200);
    }
    expect((await requestAs(ctx, as.tenant, `/api/properties/${mine.id}`)).status).toBe(404);
    expect((await requestAs(ctx, undefined, `/api/properties/${mine.id}`)).status).toBe(404);
  });

  it("a tenant sees the page and photos of their own tenancy's property, not another's", async () => {
    const home = await create(as.landlord!);
    const photo = await upload(as.landlord, home.id, await jpeg(600, 400));
    expect(photo.status).toBe(201);
    const { image } = (await photo.json()) as { image: PropertyImage };
    const other = await signedInUser(ctx, "tenant");
    const photoUrl = image.urls["400"]!;
    expect((await requestAs(ctx, as.tenant, `/api/properties/${home.id}`)).status).toBe(404);
    expect((await requestAs(ctx, as.tenant, photoUrl)).status).toBe(404);
    await ctx.database.db.insert(tenancies).values({
      propertyId: home.id,
      tenantId: as.tenant!.id,
      startDate: "2026-01-01",
      rentAmount: 150_000,
      rentFrequency: "monthly",
      dueDay: 1,
    });
    const res = await requestAs(ctx, as.tenant, `/api/properties/${home.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { property: PublicProperty }).property.images).toHaveLength(1);
    const file = await requestAs(ctx, as.tenant, photoUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toContain("private");
    expect((await requestAs(ctx, other, `/api/properties/${home.id}`)).status).toBe(404);
    expect((await requestAs(ctx, other, photoUrl)).status).toBe(404);
    // Still nothing to manage.
    expect((await requestAs(ctx, as.tenant, `/api/manage/properties/${home.id}`)).status).toBe(403);
  });
});

describe("update, publish, archive", () => {
  it("partial updates are validated and audited", async () => {
    const p = await create(as.landlord!);
    const res = await patch(as.landlord, p.id, { rentAmount: 160_000, bedrooms: 3 });
    expect(res.status).toBe(200);
    const updated = ((await res.json()) as { property: ManagedProperty }).property;
    expect(updated).toMatchObject({ rentAmount: 160_000, bedrooms: 3, title: p.title, rentPcm: 160_000 });
    const bad = await patch(as.landlord, p.id, { bedrooms: -1, rentAmount: -5 });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as ErrorBody).error.fields!)).toEqual(
      expect.arrayContaining(["bedrooms", "rentAmount"]),
    );
    const unknown = await patch(as.landlord, p.id, { owner: "x" });
    expect(unknown.status).toBe(400);
    const badPostcode = await patch(as.landlord, p.id, { postcode: "12345" });
    expect(((await badPostcode.json()) as ErrorBody).error.fields).toHaveProperty("postcode");
  });

  it("a landlord cannot move a property to another landlord; an admin can", async () => {
    const p = await create(as.landlord!);
    const res = await patch(as.landlord, p.id, { landlordId: as.landlord2!.id });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("landlordId");
    const byAdmin = await patch(as.admin, p.id, { landlordId: as.landlord2!.id, agentId: as.agent!.id });
    expect(byAdmin.status).toBe(200);
    const moved = ((await byAdmin.json()) as { property: ManagedProperty }).property;
    expect(moved.landlord.id).toBe(as.landlord2!.id);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, "reassign")));
    expect(entry?.actorId).toBe(as.admin!.id);
    expect((await requestAs(ctx, as.landlord, `/api/manage/properties/${p.id}`)).status).toBe(404);
  });

  it("the landlord assigns an agent; the agent edits but cannot reassign", async () => {
    const p = await create(as.landlord!);
    expect((await patch(as.agent, p.id, { title: "Agent edit" })).status).toBe(404);
    expect((await patch(as.landlord, p.id, { agentId: as.agent!.id })).status).toBe(200);
    expect((await patch(as.agent, p.id, { title: "Edited by the agent" })).status).toBe(200);
    const res = await patch(as.agent, p.id, { agentId: as.agent2!.id });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("agentId");
    expect((await patch(as.tenant, p.id, { title: "Tenant edit" })).status).toBe(403);
    expect((await patch(undefined, p.id, { title: "Anon edit" })).status).toBe(401);
  });

  it("publishing needs a marketable status; archiving unpublishes; each is audited", async () => {
    const p = await create(as.landlord!, { title: "Publish flow property" });
    const draft = await patch(as.landlord, p.id, { published: true });
    expect(draft.status).toBe(400);
    expect(((await draft.json()) as ErrorBody).error.fields).toHaveProperty("status");
    const pub = await patch(as.landlord, p.id, { published: true, status: "available" });
    expect(pub.status).toBe(200);
    expect((await requestAs(ctx, undefined, `/api/properties/${p.id}`)).status).toBe(200);
    const archived = await patch(as.landlord, p.id, { status: "archived" });
    expect(((await archived.json()) as { property: ManagedProperty }).property).toMatchObject({
      status: "archived",
      published: false,
    });
    expect((await requestAs(ctx, undefined, `/api/properties/${p.id}`)).status).toBe(404);
    const actions = (
      await ctx.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, p.id))
    ).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["create", "publish", "archive"]));
  });
});

describe("public listings", () => {
  const city = "Searchton";
  beforeAll(async () => {
    const specs = [
      {
        title: "Cheap studio Searchton",
        rentAmount: 80_000,
        bedrooms: 0,
        type: "studio",
        status: "available",
      },
      { title: "Mid flat Searchton", rentAmount: 120_000, bedrooms: 2, type: "flat", status: "available" },
      {
        title: "Big house Searchton",
        rentAmount: 250_000,
        bedrooms: 4,
        type: "house",
        status: "under_offer",
      },
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
      const p = await create(as.landlord!, { ...s, city, status: "available", furnished: "furnished" });
      expect((await patch(as.landlord, p.id, { published: true, status: s.status })).status).toBe(200);
    }
    // Never public: a draft, an unpublished available one, an archived one.
    await create(as.landlord!, { title: "Draft Searchton", city });
    await create(as.landlord!, { title: "Unpublished Searchton", city, status: "available" });
    const archived = await create(as.landlord!, {
      title: "Archived Searchton",
      city,
      status: "available",
      published: true,
    });
    await patch(as.landlord, archived.id, { status: "archived" });
  });

  const search = async (qs: string) => {
    const res = await requestAs(ctx, undefined, `/api/properties?city=${city}&${qs}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Paged<Listing> & { page: number; pageSize: number };
  };

  it("never returns drafts, unpublished or archived properties", async () => {
    const all = await search("pageSize=50");
    expect(all.total).toBe(4);
    expect(all.items.map((i) => i.title)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Draft|Unpublished|Archived/)]),
    );
    // The same for every role: the public search is the public search.
    for (const user of [as.landlord, as.admin]) {
      const res = await requestAs(ctx, user, `/api/properties?city=${city}`);
      expect(((await res.json()) as Paged<Listing>).total).toBe(4);
    }
  });

  it("filters by rent range (monthly equivalent), bedrooms, type, furnishing and text", async () => {
    const ranged = await search("minRent=100000&maxRent=150000&sort=rent_asc");
    expect(ranged.items.map((i) => i.title)).toEqual(["Weekly room Searchton", "Mid flat Searchton"]);
    expect((await search("minBeds=2")).items.map((i) => i.title).sort()).toEqual([
      "Big house Searchton",
      "Mid flat Searchton",
    ]);
    expect((await search("type=studio")).items.map((i) => i.title)).toEqual(["Cheap studio Searchton"]);
    expect((await search("furnished=unfurnished")).total).toBe(0);
    expect((await search("q=big house")).items.map((i) => i.title)).toEqual(["Big house Searchton"]);
    const byPostcode = await requestAs(ctx, undefined, "/api/properties?q=sw1a1aa&pageSize=50");
    expect(((await byPostcode.json()) as Paged<Listing>).total).toBeGreaterThanOrEqual(4);
  });

  it("sorts by rent both ways and pages with a total", async () => {
    const asc = await search("sort=rent_asc");
    expect(asc.items.map((i) => i.rentPcm)).toEqual(
      [...asc.items.map((i) => i.rentPcm)].sort((a, b) => a - b),
    );
    const desc = await search("sort=rent_desc");
    expect(desc.items[0]!.title).toBe("Big house Searchton");
    const page2 = await search("sort=rent_asc&pageSize=3&page=2");
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items).toHaveLength(1);
  });

  it("totals follow publishing and archiving at once (the count cache forgets on writes)", async () => {
    const town = `Counton${Date.now()}`;
    const count = async () => {
      const res = await requestAs(ctx, undefined, `/api/properties?city=${town}`);
      return ((await res.json()) as Paged<Listing>).total;
    };
    expect(await count()).toBe(0);
    const p = await create(as.landlord!, { city: town, status: "available" });
    expect(await count()).toBe(0);
    expect((await patch(as.landlord, p.id, { published: true })).status).toBe(200);
    expect(await count()).toBe(1);
    expect((await patch(as.landlord, p.id, { status: "archived" })).status).toBe(200);
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
      const res = await requestAs(ctx, undefined, `/api/properties?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(((await res.json()) as ErrorBody).error.fields, qs).toHaveProperty(field);
    }
  });

  it("the public page hides the street address and names the contact", async () => {
    const [first] = (await search("sort=rent_desc")).items;
    const res = await requestAs(ctx, undefined, `/api/properties/${first!.id}`);
    const { property } = (await res.json()) as { property: PublicProperty & { addressLine1?: string } };
    expect(property.addressLine1).toBeUndefined();
    expect(property.contact).toMatchObject({ role: "landlord", phone: null });
  });
});

describe("photos", () => {
  let p: ManagedProperty;
  beforeAll(async () => {
    p = await create(as.landlord!, { title: "Photo property", agentId: as.agent!.id, status: "available" });
  });

  it("uploads resize to WebP variants; the first is the cover; served with cache headers", async () => {
    const res = await upload(as.landlord, p.id, await jpeg(1000, 700));
    expect(res.status, await res.clone().text()).toBe(201);
    const { image } = (await res.json()) as { image: PropertyImage };
    expect(image).toMatchObject({
      isCover: true,
      position: 0,
      width: 1000,
      height: 700,
      alt: "Front of the house",
    });
    // 1000 px wide: 400 and 800 variants, never enlarged to 1600.
    expect(Object.keys(image.urls).sort()).toEqual(["400", "800"]);
    // Unpublished: only people with access can fetch it, privately cached.
    expect((await requestAs(ctx, undefined, image.urls["400"]!)).status).toBe(404);
    const priv = await requestAs(ctx, as.agent, image.urls["400"]!);
    expect(priv.status).toBe(200);
    expect(priv.headers.get("cache-control")).toContain("private");
    await patch(as.landlord, p.id, { published: true });
    const pub = await requestAs(ctx, undefined, image.urls["800"]!);
    expect(pub.status).toBe(200);
    expect(pub.headers.get("content-type")).toBe("image/webp");
    expect(pub.headers.get("cache-control")).toContain("immutable");
    const meta = await sharp(Buffer.from(await pub.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 800 });
    expect((await requestAs(ctx, undefined, `/api/property-images/${image.id}/1600`)).status).toBe(404);
  });

  it("PNG and WebP are accepted by content, whatever the name says", async () => {
    const png = await sharp(await jpeg(500, 400))
      .png()
      .toBuffer();
    const res = await upload(as.agent, p.id, png, "holiday.jpg", "image/jpeg");
    expect(res.status).toBe(201);
    const webp = await sharp(await jpeg(500, 400))
      .webp()
      .toBuffer();
    expect((await upload(as.admin, p.id, webp, "x.bin", "application/octet-stream")).status).toBe(201);
  });

  it("rejects other types (400) and oversized files (413) and stores nothing", async () => {
    const before = storedFiles().length;
    const rowsBefore = (await ctx.database.db.select().from(propertyImages)).length;
    const fake = await upload(
      as.landlord,
      p.id,
      Buffer.from("<?php echo 'hi'; ?>"),
      "photo.jpg",
      "image/jpeg",
    );
    expect(fake.status).toBe(400);
    const body = (await fake.json()) as ErrorBody;
    expect(body.error.message).toMatch(/JPEG, PNG or WebP/);
    expect(body.error.fields).toHaveProperty("file");
    const pdf = await upload(as.landlord, p.id, Buffer.from("%PDF-1.7\n..."), "plan.pdf", "application/pdf");
    expect(pdf.status).toBe(400);
    const gif = await upload(as.landlord, p.id, Buffer.from("GIF89a......"), "a.gif", "image/gif");
    expect(gif.status).toBe(400);
    const truncated = (await jpeg()).subarray(0, 200);
    expect((await upload(as.landlord, p.id, truncated)).status).toBe(400);
    const huge = await sharp({
      create: {
        width: 1600,
        height: 1600,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(huge.length).toBeGreaterThan(300 * 1024);
    const big = await upload(as.landlord, p.id, huge, "big.png", "image/png");
    expect(big.status).toBe(413);
    expect(((await big.json()) as ErrorBody).error.message).toMatch(/too large/);
    expect(storedFiles().length).toBe(before);
    expect((await ctx.database.db.select().from(propertyImages)).length).toBe(rowsBefore);
  });

  it("anonymous 401, tenant 403, another landlord 404 for uploads", async () => {
    expect((await upload(undefined, p.id, await jpeg())).status).toBe(401);
    expect((await upload(as.tenant, p.id, await jpeg())).status).toBe(403);
    expect((await upload(as.landlord2, p.id, await jpeg())).status).toBe(404);
  });

  it("reorders, changes the cover and deletes (files too)", async () => {
    const { property } = (await (
      await requestAs(ctx, as.landlord, `/api/manage/properties/${p.id}`)
    ).json()) as {
      property: ManagedProperty;
    };
    const ids = property.images.map((i) => i.id);
    expect(ids.length).toBe(3);
    const reversed = [...ids].reverse();
    const res = await requestAs(ctx, as.landlord, `/api/manage/properties/${p.id}/images`, {
      method: "PATCH",
      json: { order: reversed, coverId: ids[1] },
    });
    expect(res.status).toBe(200);
    const { images } = (await res.json()) as { images: PropertyImage[] };
    expect(images.map((i) => i.id)).toEqual(reversed);
    expect(images.filter((i) => i.isCover).map((i) => i.id)).toEqual([ids[1]]);
    const bad = await requestAs(ctx, as.landlord, `/api/manage/properties/${p.id}/images`, {
      method: "PATCH",
      json: { order: ids.slice(1) },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields).toHaveProperty("order");
    const filesBefore = storedFiles().length;
    const del = await requestAs(ctx, as.landlord, `/api/manage/properties/${p.id}/images/${ids[1]}`, {
      method: "DELETE",
    });
    expect(del.status).toBe(200);
    expect(storedFiles().length).toBeLessThan(filesBefore);
    const after = (await (await requestAs(ctx, as.landlord, `/api/manage/properties/${p.id}`)).json()) as {
      property: ManagedProperty;
    };
    expect(after.property.images).toHaveLength(2);
    expect(after.property.images.filter((i) => i.isCover)).toHaveLength(1);
    expect(
      (
        await requestAs(ctx, as.landlord2, `/api/manage/properties/${p.id}/images/${ids[0]}`, {
          method: "DELETE",
        })
      ).status,
    ).toBe(404);
    // Listings carry the cover.
    const listing = (await (
      await requestAs(ctx, undefined, "/api/properties?q=Photo property")
    ).json()) as Paged<Listing>;
    expect(listing.items[0]?.cover?.isCover).toBe(true);
  });
});

describe("enquiries", () => {
  let p: ManagedProperty;
  let draft: ManagedProperty;
  const enquiry = {
    name: "Sam Visitor",
    email: "sam@example.com",
    phone: "07700 900123",
    message: "Is the flat still available? I'd love to view it.",
    preferredTimes: "Weekday evenings",
  };
  beforeAll(async () => {
    p = await create(as.landlord!, {
      title: "Enquiry property",
      agentId: as.agent!.id,
      status: "available",
      published: true,
    });
    draft = await create(as.landlord!, { title: "Enquiry draft" });
  });

  it("anyone can enquire about a public property; landlord and agent are e-mailed", async () => {
    const res = await requestAs(ctx, undefined, `/api/properties/${p.id}/enquiries`, {
      method: "POST",
      json: enquiry,
    });
    expect(res.status).toBe(201);
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "property_enquiry"));
    expect(mails.map((m) => m.to).sort()).toEqual([as.landlord!.email, as.agent!.email].sort());
    expect(mails[0]!.text).toContain("Weekday evenings");
    const [row] = await ctx.database.db
      .select()
      .from(propertyEnquiries)
      .where(eq(propertyEnquiries.propertyId, p.id));
    expect(row).toMatchObject({ status: "new", email: "sam@example.com" });
  });

  it("validates with field names; unknown or draft properties answer 404; the honeypot stores nothing", async () => {
    const bad = await requestAs(ctx, undefined, `/api/properties/${p.id}/enquiries`, {
      method: "POST",
      json: { name: "", email: "nope", message: "short" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as ErrorBody).error.fields!)).toEqual(
      expect.arrayContaining(["name", "email", "message"]),
    );
    expect(
      (
        await requestAs(ctx, undefined, `/api/properties/${draft.id}/enquiries`, {
          method: "POST",
          json: enquiry,
        })
      ).status,
    ).toBe(404);
    const bot = await requestAs(ctx, undefined, `/api/properties/${p.id}/enquiries`, {
      method: "POST",
      json: { ...enquiry, website: "http://spam.example" },
    });
    expect(bot.status).toBe(201);
    const rows = await ctx.database.db
      .select()
      .from(propertyEnquiries)
      .where(eq(propertyEnquiries.propertyId, p.id));
    expect(rows).toHaveLength(1);
  });

  it("the inbox shows enquiries to the landlord, agent and admin only; status changes are audited", async () => {
    const inbox = async (user: TestUser | undefined) =>
      requestAs(ctx, user, `/api/manage/enquiries?propertyId=${p.id}`);
    for (const user of [as.landlord, as.agent, as.admin]) {
      const res = await inbox(user);
      expect(res.status).toBe(200);
      expect(((await res.json()) as Paged<Enquiry>).total).toBe(1);
    }
    for (const user of [as.landlord2, as.agent2]) {
      expect(((await (await inbox(user)).json()) as Paged<Enquiry>).total).toBe(0);
    }
    expect((await inbox(as.tenant)).status).toBe(403);
    expect((await inbox(undefined)).status).toBe(401);
    const { items } = (await (await inbox(as.agent)).json()) as Paged<Enquiry>;
    const id = items[0]!.id;
    expect(
      (
        await requestAs(ctx, as.landlord2, `/api/manage/enquiries/${id}`, {
          method: "PATCH",
          json: { status: "contacted" },
        })
      ).status,
    ).toBe(404);
    const bad = await requestAs(ctx, as.agent, `/api/manage/enquiries/${id}`, {
      method: "PATCH",
      json: { status: "won" },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields).toHaveProperty("status");
    const ok = await requestAs(ctx, as.agent, `/api/manage/enquiries/${id}`, {
      method: "PATCH",
      json: { status: "viewing_booked" },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { enquiry: Enquiry }).enquiry.status).toBe("viewing_booked");
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "status_change")));
    expect(entry).toMatchObject({ actorId: as.agent!.id, details: { from: "new", to: "viewing_booked" } });
    const filtered = await requestAs(ctx, as.landlord, "/api/manage/enquiries?status=new");
    expect(((await filtered.json()) as Paged<Enquiry>).items.every((e) => e.status === "new")).toBe(true);
  });
});

describe("people search", () => {
  it("landlords and admins find agents; only admins find landlords", async () => {
    const res = await requestAs(ctx, as.landlord, "/api/manage/agents?q=agent");
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { id: string }[] };
    expect(items.map((i) => i.id)).toEqual(expect.arrayContaining([as.agent!.id, as.agent2!.id]));
    expect((await requestAs(ctx, as.tenant, "/api/manage/agents")).status).toBe(403);
    expect((await requestAs(ctx, as.landlord, "/api/manage/landlords")).status).toBe(403);
    expect((await requestAs(ctx, as.agent, "/api/manage/landlords")).status).toBe(403);
    expect((await requestAs(ctx, as.admin, "/api/manage/landlords")).status).toBe(200);
  });

  it("every property route is in the OpenAPI document", async () => {
    const doc = (await (await ctx.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
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
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
