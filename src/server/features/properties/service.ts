/**
 * Who may see and manage which property, and the row-to-DTO pieces every property service shares.
 * The services by concept: service-listing.ts (public search and page), service-manage.ts (the
 * management list and CRUD, people pickers), service-images.ts (photos), service-enquiries.ts.
 */
import type { Caller } from "@shared/schemas/auth";
import type { PropertyImage } from "@shared/schemas/properties";
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { likeEscape } from "../../db/paginate";
import { properties, propertyImages, tenancies } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { agentHomesCondition } from "../agencies";

export type PropertyRow = typeof properties.$inferSelect;
export type ImageRow = typeof propertyImages.$inferSelect;

/** Public rows, written with literals so the partial indexes match (see schema/properties.ts). */
export const publicCondition = sql.raw(
  `"properties"."published" = true and "properties"."status" in ('available', 'under_offer', 'let')`,
);

/**
 * Rows a signed-in user manages: landlord own, agent those of their agency (or, with no agency,
 * those they are the lead agent of: src/server/features/agencies/access.ts), admin all. Tenants manage none;
 * they may read the properties of their own tenancies (`readCondition`).
 */
export function manageCondition(user: Caller): SQL | undefined {
  switch (user.role) {
    case "admin":
      return undefined;
    case "landlord":
      return eq(properties.landlordId, user.id);
    case "agent":
      return agentHomesCondition(user.id);
    default:
      return sql`false`;
  }
}

/** Rows a signed-in user may read beyond the public ones: those they manage, or a tenant's homes. */
export function readCondition(user: Caller): SQL | undefined {
  if (user.role === "tenant") {
    return sql`exists (select 1 from ${tenancies} where ${tenancies.propertyId} = ${properties.id} and ${tenancies.tenantId} = ${user.id})`;
  }
  return manageCondition(user);
}

export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** The row if the user manages it (locked for update inside a transaction when asked), else 404. */
export async function findManaged(db: Db, user: Caller, id: string, lock = false): Promise<PropertyRow> {
  if (!isUuid(id)) throw notFound("Property not found");
  const query = db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), manageCondition(user)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Property not found");
  return row;
}

// ---- Search pieces shared by the public and the management lists ------------------------------

/** Title, city or postcode containing the text (a postcode also without its space). */
export function textSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${likeEscape(q)}%`;
  const compact = `%${likeEscape(q.replace(/\s+/g, ""))}%`;
  return or(
    ilike(properties.title, pattern),
    ilike(properties.city, pattern),
    ilike(properties.postcode, pattern),
    sql`replace(${properties.postcode}, ' ', '') ilike ${compact}`,
  );
}

/**
 * `desc nulls last` as the indexes were built (drizzle-kit writes DESC NULLS LAST); the columns are
 * NOT NULL so the order is the same, but only an exact match lets the planner read the index.
 */
export const descIndexed = (column: typeof properties.createdAt | typeof properties.updatedAt) =>
  sql`${column} desc nulls last`;

// ---- Photos and the property DTO ----------------------------------------------------------------

export const imageUrl = (imageId: string, width: number) => `/api/property-images/${imageId}/${width}`;

export function toImage(row: ImageRow): PropertyImage {
  return {
    id: row.id,
    position: row.position,
    isCover: row.isCover,
    alt: row.alt,
    width: row.width,
    height: row.height,
    urls: Object.fromEntries(row.widths.map((w) => [String(w), imageUrl(row.id, w)])),
  };
}

/** The cover photo of each of the properties that has one. */
export async function coversFor(db: Db, ids: string[]): Promise<Map<string, PropertyImage>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(propertyImages)
    .where(and(inArray(propertyImages.propertyId, ids), eq(propertyImages.isCover, true)));
  return new Map(rows.map((r) => [r.propertyId, toImage(r)]));
}

/** A property's photos in their order. */
export async function imagesOf(db: Db, propertyId: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.position), asc(propertyImages.createdAt));
}

/** The fields of a property every view shares (the public page drops the street address). */
export function baseDto(p: PropertyRow) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    type: p.type,
    status: p.status,
    published: p.published,
    addressLine1: p.addressLine1,
    addressLine2: p.addressLine2,
    city: p.city,
    postcode: p.postcode,
    country: p.country,
    jurisdiction: p.jurisdiction,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    sizeSqm: p.sizeSqm,
    rentAmount: p.rentAmount,
    rentPeriod: p.rentPeriod,
    rentPcm: p.rentPcm,
    depositAmount: p.depositAmount,
    currency: p.currency,
    availableFrom: p.availableFrom,
    furnished: p.furnished,
    features: p.features,
    epcRating: p.epcRating,
    councilTaxBand: p.councilTaxBand,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
