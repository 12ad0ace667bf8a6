import type { ManagedProperty, ManagedRow, PropertyImage, PublicProperty } from "@shared/schemas/properties";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, tenancies } from "../../db/schema";
import { requestAs, signedInUser, type TestUser } from "../../test/harness";
import { makeAgency } from "../agencies/agencies.factories";
import {
  createProperty,
  createWorld,
  type ErrorBody,
  jpeg,
  type Paged,
  patchProperty,
  uniqueTag,
  uploadPhoto,
  validInput,
  type World,
} from "./properties.factories";

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const create = (user: TestUser, overrides: Record<string, unknown> = {}) =>
  createProperty(w, user, overrides);
const patch = (user: TestUser | undefined, id: string, json: unknown) => patchProperty(w, user, id, json);
const post = (user: TestUser | undefined, json: unknown) =>
  requestAs(w.ctx, user, "/api/manage/properties", { method: "POST", json });

async function auditActions(entityId: string, action?: string) {
  return w.ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), action ? eq(auditLog.action, action) : undefined));
}

describe("create", () => {
  it("a landlord creates a draft in their own portfolio; the audit log records it", async () => {
    const p = await create(w.landlord);
    expect(p).toMatchObject({
      status: "draft",
      published: false,
      postcode: "SW1A 1AA",
      rentPcm: 150_000,
      currency: "GBP",
      landlord: { id: w.landlord.id },
      agent: null,
    });
    const [entry] = await auditActions(p.id, "create");
    expect(entry).toMatchObject({
      entity: "property",
      actorId: w.landlord.id,
      actorEmail: w.landlord.email,
      details: { title: p.title, landlordId: w.landlord.id, agentId: null },
    });
  });

  it("weekly rents get a monthly equivalent for search", async () => {
    const p = await create(w.landlord, { rentAmount: 20_000, rentPeriod: "week" });
    expect(p.rentPcm).toBe(Math.round((20_000 * 52) / 12));
  });

  it("names the fields that fail validation", async () => {
    const res = await post(
      w.landlord,
      validInput({ rentAmount: 0, bedrooms: 51, postcode: "NOPE 123", type: "castle", title: "" }),
    );
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as ErrorBody;
    expect(Object.keys(error.fields!)).toEqual(
      expect.arrayContaining(["rentAmount", "bedrooms", "type", "title"]),
    );
    const postcode = await post(w.landlord, validInput({ postcode: "NOPE 123" }));
    expect(postcode.status).toBe(400);
    expect(((await postcode.json()) as ErrorBody).error.fields).toHaveProperty("postcode");
  });

  it("accepts any postcode format outside the UK", async () => {
    const p = await create(w.landlord, { country: "IE", postcode: "D02 X285" });
    expect(p.postcode).toBe("D02 X285");
  });

  it("a landlord cannot create for someone else; agents and tenants cannot create; anonymous 401", async () => {
    const res = await post(w.landlord, validInput({ landlordId: w.landlord2.id }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("landlordId");
    expect((await post(w.agent, validInput())).status).toBe(403);
    expect((await post(w.tenant, validInput())).status).toBe(403);
    expect((await post(undefined, validInput())).status).toBe(401);
  });

  it("an admin creates for a named landlord, with an agent; a non-agent as agent is refused", async () => {
    const missing = await post(w.admin, validInput());
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error.fields).toHaveProperty("landlordId");
    const p = await create(w.admin, { landlordId: w.landlord2.id, agentId: w.agent2.id });
    expect(p.landlord.id).toBe(w.landlord2.id);
    expect(p.agent?.id).toBe(w.agent2.id);
    const badAgent = await post(w.admin, validInput({ landlordId: w.landlord2.id, agentId: w.tenant.id }));
    expect(badAgent.status).toBe(400);
    expect(((await badAgent.json()) as ErrorBody).error.fields).toHaveProperty("agentId");
  });
});

describe("visibility: manage list and detail", () => {
  /** A property of the landlord (with the agent) and one of landlord2 (with agent2), titled by a tag. */
  async function twoPortfolios() {
    const tag = uniqueTag();
    const mine = await create(w.landlord, { title: `Visibility ${tag} mine`, agentId: w.agent.id });
    const theirs = await create(w.landlord2, { title: `Visibility ${tag} theirs`, agentId: w.agent2.id });
    const titles = async (user: TestUser) => {
      const res = await requestAs(w.ctx, user, `/api/manage/properties?pageSize=100&q=Visibility ${tag}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as Paged<ManagedRow>).items.map((r) => r.title);
    };
    return { tag, mine, theirs, titles };
  }

  it("landlord sees own, agent sees assigned, admin sees all", async () => {
    const { tag, titles } = await twoPortfolios();
    expect(await titles(w.landlord)).toEqual([`Visibility ${tag} mine`]);
    expect(await titles(w.landlord2)).toEqual([`Visibility ${tag} theirs`]);
    expect(await titles(w.agent)).toEqual([`Visibility ${tag} mine`]);
    expect(await titles(w.agent2)).toEqual([`Visibility ${tag} theirs`]);
    expect((await titles(w.admin)).sort()).toEqual([`Visibility ${tag} mine`, `Visibility ${tag} theirs`]);
  });

  it("tenants get 403 and anonymous 401 on the management list", async () => {
    expect((await requestAs(w.ctx, w.tenant, "/api/manage/properties")).status).toBe(403);
    expect((await requestAs(w.ctx, undefined, "/api/manage/properties")).status).toBe(401);
  });

  it("another landlord's or another agent's property answers 404 (detail, update, photos)", async () => {
    const { mine, theirs } = await twoPortfolios();
    for (const user of [w.landlord2, w.agent2]) {
      expect((await requestAs(w.ctx, user, `/api/manage/properties/${mine.id}`)).status).toBe(404);
      expect((await patch(user, mine.id, { title: "Hijacked title" })).status).toBe(404);
      expect((await uploadPhoto(w, user, mine.id, await jpeg())).status).toBe(404);
      // A draft is not public either.
      expect((await requestAs(w.ctx, user, `/api/properties/${mine.id}`)).status).toBe(404);
    }
    // And the other way round.
    for (const user of [w.landlord, w.agent]) {
      expect((await requestAs(w.ctx, user, `/api/manage/properties/${theirs.id}`)).status).toBe(404);
      expect((await patch(user, theirs.id, { title: "Hijacked title" })).status).toBe(404);
    }
    for (const user of [w.landlord, w.agent, w.admin]) {
      expect((await requestAs(w.ctx, user, `/api/manage/properties/${mine.id}`)).status).toBe(200);
    }
    expect((await requestAs(w.ctx, w.admin, "/api/manage/properties/not-a-uuid")).status).toBe(404);
    // Nothing was changed by the refused updates.
    const after = await requestAs(w.ctx, w.landlord, `/api/manage/properties/${mine.id}`);
    expect(((await after.json()) as { property: ManagedProperty }).property.title).toBe(mine.title);
  });

  it("the landlord, agent and admin may preview a draft; the public and tenants may not", async () => {
    const { mine } = await twoPortfolios();
    for (const user of [w.landlord, w.agent, w.admin]) {
      expect((await requestAs(w.ctx, user, `/api/properties/${mine.id}`)).status).toBe(200);
    }
    expect((await requestAs(w.ctx, w.tenant, `/api/properties/${mine.id}`)).status).toBe(404);
    expect((await requestAs(w.ctx, undefined, `/api/properties/${mine.id}`)).status).toBe(404);
  });

  it("a tenant sees the page and photos of their own tenancy's property, not another's", async () => {
    const tenant = await signedInUser(w.ctx, "tenant");
    const other = await signedInUser(w.ctx, "tenant");
    const home = await create(w.landlord);
    const photo = await uploadPhoto(w, w.landlord, home.id, await jpeg(600, 400));
    expect(photo.status).toBe(201);
    const { image } = (await photo.json()) as { image: PropertyImage };
    const photoUrl = image.urls["400"]!;
    expect((await requestAs(w.ctx, tenant, `/api/properties/${home.id}`)).status).toBe(404);
    expect((await requestAs(w.ctx, tenant, photoUrl)).status).toBe(404);
    await w.ctx.database.db.insert(tenancies).values({
      propertyId: home.id,
      tenantId: tenant.id,
      startDate: "2026-01-01",
      rentAmount: 150_000,
      rentFrequency: "monthly",
      dueDay: 1,
    });
    const res = await requestAs(w.ctx, tenant, `/api/properties/${home.id}`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { property: PublicProperty }).property.images).toHaveLength(1);
    const file = await requestAs(w.ctx, tenant, photoUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toContain("private");
    expect((await requestAs(w.ctx, other, `/api/properties/${home.id}`)).status).toBe(404);
    expect((await requestAs(w.ctx, other, photoUrl)).status).toBe(404);
    // Still nothing to manage.
    expect((await requestAs(w.ctx, tenant, `/api/manage/properties/${home.id}`)).status).toBe(403);
  });
});

describe("update, publish, archive", () => {
  it("partial updates are validated and audited", async () => {
    const p = await create(w.landlord);
    const res = await patch(w.landlord, p.id, { rentAmount: 160_000, bedrooms: 3 });
    expect(res.status).toBe(200);
    const updated = ((await res.json()) as { property: ManagedProperty }).property;
    expect(updated).toMatchObject({ rentAmount: 160_000, bedrooms: 3, title: p.title, rentPcm: 160_000 });
    const [entry] = await auditActions(p.id, "update");
    expect(entry).toMatchObject({ actorId: w.landlord.id, details: { title: p.title } });
    expect([...(entry!.details as { changed: string[] }).changed].sort()).toEqual(["bedrooms", "rentAmount"]);
    const bad = await patch(w.landlord, p.id, { bedrooms: -1, rentAmount: -5 });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as ErrorBody).error.fields!)).toEqual(
      expect.arrayContaining(["bedrooms", "rentAmount"]),
    );
    const unknown = await patch(w.landlord, p.id, { owner: "x" });
    expect(unknown.status).toBe(400);
    const badPostcode = await patch(w.landlord, p.id, { postcode: "12345" });
    expect(((await badPostcode.json()) as ErrorBody).error.fields).toHaveProperty("postcode");
  });

  it("a landlord cannot move a property to another landlord; an admin can", async () => {
    const p = await create(w.landlord);
    const res = await patch(w.landlord, p.id, { landlordId: w.landlord2.id });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("landlordId");
    const byAdmin = await patch(w.admin, p.id, { landlordId: w.landlord2.id, agentId: w.agent.id });
    expect(byAdmin.status).toBe(200);
    const moved = ((await byAdmin.json()) as { property: ManagedProperty }).property;
    expect(moved.landlord.id).toBe(w.landlord2.id);
    const [entry] = await auditActions(p.id, "reassign");
    expect(entry?.actorId).toBe(w.admin.id);
    expect(entry?.details).toMatchObject({
      landlord: { from: w.landlord.id, to: w.landlord2.id },
      agent: { from: null, to: w.agent.id },
    });
    expect((await requestAs(w.ctx, w.landlord, `/api/manage/properties/${p.id}`)).status).toBe(404);
  });

  it("the landlord assigns an agent; the agent edits but cannot reassign", async () => {
    const p = await create(w.landlord);
    expect((await patch(w.agent, p.id, { title: "Agent edit" })).status).toBe(404);
    expect((await patch(w.landlord, p.id, { agentId: w.agent.id })).status).toBe(200);
    expect((await patch(w.agent, p.id, { title: "Edited by the agent" })).status).toBe(200);
    const res = await patch(w.agent, p.id, { agentId: w.agent2.id });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("agentId");
    expect((await patch(w.tenant, p.id, { title: "Tenant edit" })).status).toBe(403);
    expect((await patch(undefined, p.id, { title: "Anon edit" })).status).toBe(401);
  });

  it("publishing needs a marketable status; archiving unpublishes; each is audited", async () => {
    const p = await create(w.landlord, { title: "Publish flow property" });
    const draft = await patch(w.landlord, p.id, { published: true });
    expect(draft.status).toBe(400);
    expect(((await draft.json()) as ErrorBody).error.fields).toHaveProperty("status");
    const pub = await patch(w.landlord, p.id, { published: true, status: "available" });
    expect(pub.status).toBe(200);
    expect((await requestAs(w.ctx, undefined, `/api/properties/${p.id}`)).status).toBe(200);
    const archived = await patch(w.landlord, p.id, { status: "archived" });
    expect(((await archived.json()) as { property: ManagedProperty }).property).toMatchObject({
      status: "archived",
      published: false,
    });
    expect((await requestAs(w.ctx, undefined, `/api/properties/${p.id}`)).status).toBe(404);
    const actions = (await auditActions(p.id)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["create", "publish", "archive"]));
    const [archive] = await auditActions(p.id, "archive");
    expect(archive?.details).toMatchObject({ status: { from: "available", to: "archived" } });
  });
});

describe("people search", () => {
  it("landlords and admins find agents; only admins find landlords", async () => {
    const res = await requestAs(w.ctx, w.admin, "/api/manage/agents?q=agent");
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { id: string }[] };
    expect(items.map((i) => i.id)).toEqual(expect.arrayContaining([w.agent.id, w.agent2.id]));
    expect((await requestAs(w.ctx, w.tenant, "/api/manage/agents")).status).toBe(403);
    expect((await requestAs(w.ctx, w.landlord, "/api/manage/landlords")).status).toBe(403);
    expect((await requestAs(w.ctx, w.agent, "/api/manage/landlords")).status).toBe(403);
    expect((await requestAs(w.ctx, w.admin, "/api/manage/landlords")).status).toBe(200);
  });

  it("a landlord's agent picker lists only members of the agencies they engage, never a stranger", async () => {
    const landlord = await signedInUser(w.ctx, "landlord");
    const engaged = await signedInUser(w.ctx, "agent", { name: "Engaged Picker Agent" });
    const stranger = await signedInUser(w.ctx, "agent", { name: "Stranger Picker Agent" });
    const ids = async (who: TestUser, q = "picker agent") => {
      const res = await requestAs(w.ctx, who, `/api/manage/agents?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: { id: string; email: string }[] }).items.map((i) => i.id);
    };
    expect(await ids(landlord)).toEqual([]);
    // By e-mail too: the address of a self-registered agent is not confirmed to a landlord.
    expect(await ids(landlord, stranger.email)).toEqual([]);
    // Assigned by an admin is not engaged: the landlord still cannot pick (or assign) them.
    await create(w.admin, { landlordId: landlord.id, agentId: engaged.id });
    expect(await ids(landlord)).toEqual([]);
    await makeAgency(w.ctx.database.db, { members: [{ userId: engaged.id }], landlords: [landlord.id] });
    expect(await ids(landlord)).toEqual([engaged.id]);
    expect(await ids(w.admin)).toEqual(expect.arrayContaining([engaged.id, stranger.id]));
  });
});

describe("jurisdiction (which tenancy law applies)", () => {
  it("is England unless said, can be Wales or Scotland, and shows in the managed list", async () => {
    const p = await create(w.landlord);
    expect(p.jurisdiction).toBe("england");
    const scottish = await create(w.landlord, { jurisdiction: "scotland", postcode: "EH1 1YZ" });
    expect(scottish.jurisdiction).toBe("scotland");
    const res = await patch(w.landlord, p.id, { jurisdiction: "wales" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { property: ManagedProperty }).property.jurisdiction).toBe("wales");
    const list = (await (
      await requestAs(w.ctx, w.landlord, `/api/manage/properties?q=${encodeURIComponent(p.title)}`)
    ).json()) as Paged<ManagedRow>;
    expect(list.items.find((r) => r.id === p.id)).toMatchObject({ jurisdiction: "wales" });
  });

  it("refuses Northern Ireland with the reason, and writes nothing", async () => {
    const title = `Belfast flat ${uniqueTag()}`;
    const res = await post(w.landlord, validInput({ title, jurisdiction: "northern_ireland" }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.fields?.jurisdiction).toMatch(/does not support properties in Northern Ireland/);
    const list = (await (
      await requestAs(w.ctx, w.landlord, `/api/manage/properties?q=${encodeURIComponent(title)}`)
    ).json()) as Paged<ManagedRow>;
    expect(list.items).toHaveLength(0);

    const p = await create(w.landlord);
    const patched = await patch(w.landlord, p.id, { jurisdiction: "Northern Ireland" });
    expect(patched.status).toBe(400);
    expect(((await patched.json()) as ErrorBody).error.fields?.jurisdiction).toMatch(/Northern Ireland/);
  });
});
