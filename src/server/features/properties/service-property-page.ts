/**
 * The property page: public when published and not draft/archived; its landlord, agent and
 * admins also see it in any state (a preview), and so does a tenant with a tenancy of it (their
 * home is rarely still advertised). Anyone else gets 404.
 *
 * One query reads the property, its contact and its photos. An anonymous viewer's page is the
 * same for everyone, so it is kept as JSON with its ETag for a few seconds (forgotten with any
 * listing write, see service-listing.ts); a signed-in viewer's is read afresh.
 */
import type { Caller } from "@shared/schemas/auth";
import type { PropertyImage, PublicProperty } from "@shared/schemas/properties";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, propertyImages, users } from "../../db/schema";
import { busCache } from "../../lib/bus-cache";
import { notFound } from "../../lib/errors";
import { type CachedJson, cachedJson } from "../../lib/http-cache";
import { recordListingView } from "../analytics";
import { baseDto, imageUrl, isUuid, publicCondition, readCondition } from "./service";
import { LISTING_CACHE_TTL_MS, LISTINGS_CHANNEL } from "./service-listing";

interface ImageJson {
  id: string;
  position: number;
  isCover: boolean;
  alt: string;
  width: number;
  height: number;
  widths: number[];
}

const i = propertyImages;
/** The photos in their order, as one JSON array (no second round trip). */
const imagesJson = sql<ImageJson[]>`coalesce((
  select json_agg(json_build_object('id', ${i.id}, 'position', ${i.position}, 'isCover', ${i.isCover},
    'alt', ${i.alt}, 'width', ${i.width}, 'height', ${i.height}, 'widths', ${i.widths})
    order by ${i.position}, ${i.createdAt})
  from ${i} where ${i.propertyId} = ${properties.id}), '[]'::json)`;

function pageQuery(db: Db, where: SQL | undefined) {
  return db
    .select({
      property: properties,
      contactName: users.name,
      contactPhone: users.phone,
      images: imagesJson,
    })
    .from(properties)
    .leftJoin(users, eq(users.id, sql`coalesce(${properties.agentId}, ${properties.landlordId})`))
    .where(where);
}

type PageRow = Awaited<ReturnType<typeof pageQuery>>[number];
const anonymousPages = new WeakMap<Db, { execute(v: { id: string }): Promise<PageRow[]> }>();

/** The anonymous page's query, prepared once per database. */
function anonymousPage(db: Db) {
  let statement = anonymousPages.get(db);
  if (!statement) {
    statement = pageQuery(db, and(eq(properties.id, sql.placeholder("id")), publicCondition)).prepare(
      "property_public_page",
    );
    anonymousPages.set(db, statement);
  }
  return statement;
}

const toImage = (row: ImageJson): PropertyImage => ({
  id: row.id,
  position: row.position,
  isCover: row.isCover,
  alt: row.alt,
  width: row.width,
  height: row.height,
  urls: Object.fromEntries(row.widths.map((w) => [String(w), imageUrl(row.id, w)])),
});

function toPublic(row: PageRow): PublicProperty {
  const p = row.property;
  const { addressLine1: _a, addressLine2: _b, ...rest } = baseDto(p);
  return {
    ...rest,
    images: row.images.map(toImage),
    contact: {
      name: row.contactName ?? "Keyhold lettings",
      role: p.agentId ? "agent" : "landlord",
      // Agents publish a business number; a private landlord's number stays private.
      phone: p.agentId ? (row.contactPhone ?? null) : null,
    },
  };
}

/** The property page as `user` may see it (null: anonymous), or 404. */
export async function getPublicView(db: Db, id: string, user: Caller | null): Promise<PublicProperty> {
  if (!isUuid(id)) throw notFound("Property not found");
  let rows: PageRow[];
  if (user) {
    const access = readCondition(user);
    rows = await pageQuery(db, and(eq(properties.id, id), access ? or(publicCondition, access) : undefined));
  } else {
    rows = await anonymousPage(db).execute({ id });
  }
  if (!rows[0]) throw notFound("Property not found");
  return toPublic(rows[0]);
}

/** The property page for a signed-in visitor, counted as a view of the listing. */
export async function viewProperty(db: Db, id: string, user: Caller): Promise<PublicProperty> {
  const property = await getPublicView(db, id, user);
  await recordListingView(db, property.id, user);
  return property;
}

const anonymousAnswers = (db: Db) =>
  busCache<CachedJson>(db, "property-pages", {
    channel: LISTINGS_CHANNEL,
    ttlMs: LISTING_CACHE_TTL_MS,
    max: 2000,
  });

/**
 * The property page of an anonymous visitor as JSON (`{ property }`), from the cache when a fresh
 * copy is there, counted as a view of the listing each time (a 304 included: the page was seen).
 */
export async function viewPropertyAnonymous(db: Db, id: string): Promise<CachedJson> {
  if (!isUuid(id)) throw notFound("Property not found");
  const key = id.toLowerCase();
  const entry = await cachedJson(anonymousAnswers(db), key, async () => ({
    property: await getPublicView(db, key, null),
  }));
  await recordListingView(db, key, null);
  return entry;
}

/**
 * The anonymous page already made for this id while it is fresh, its view counted as
 * viewPropertyAnonymous counts it; undefined otherwise (a non-uuid id is never kept).
 */
export function keptAnonymousView(db: Db, id: string): CachedJson | undefined {
  const key = id.toLowerCase();
  const entry = anonymousAnswers(db).get(key);
  if (entry) void recordListingView(db, key, null);
  return entry;
}

/** The anonymous page's SQL with the id inline, for EXPLAIN in the benchmark. */
export const propertyPageSqlForExplain = (db: Db, id: string) =>
  pageQuery(db, and(eq(properties.id, id), publicCondition)).toSQL();
