import type { Role } from "@shared/permissions";
import {
  type Enquiry,
  type EnquiryStatus,
  type enquiryQuerySchema,
  type Listing,
  type ListingSort,
  MAX_IMAGES_PER_PROPERTY,
  type ManagedProperty,
  type ManagedRow,
  type manageQuerySchema,
  monthlyRent,
  normalisePostcode,
  type PropertyImage,
  type PropertyPatch,
  type PublicProperty,
  type propertyInputSchema,
  propertyIssues,
  type propertyPatchSchema,
} from "@shared/schemas/properties";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { properties, propertyEnquiries, propertyImages, tenancies, users } from "../../db/schema";
import { ApiError, notFound } from "../../lib/errors";

type PropertyRow = typeof properties.$inferSelect;
type ImageRow = typeof propertyImages.$inferSelect;
export interface Actor {
  id: string;
  role: Role;
}

/** Public rows, written with literals so the partial indexes match (see schema/properties.ts). */
export const publicCondition = sql.raw(
  `"properties"."published" = true and "properties"."status" in ('available', 'under_offer', 'let')`,
);

/**
 * Rows a signed-in user manages: landlord own, agent assigned, admin all. Tenants reach
 * properties through their tenancies, which do not exist yet, so none here.
 */
export function manageCondition(user: Actor): SQL | undefined {
  switch (user.role) {
    case "admin":
      return undefined;
    case "landlord":
      return eq(properties.landlordId, user.id);
    case "agent":
      return eq(properties.agentId, user.id);
    default:
      return sql`false`;
  }
}

/**
 * Rows a signed-in user may read beyond the public ones: those they manage, and for a tenant the
 * homes of their own tenancies (any status), e.g. a let property taken off the market.
 */
export function readCondition(user: Actor): SQL | undefined {
  if (user.role === "tenant") {
    return sql`${properties.id} in (select ${tenancies.propertyId} from ${tenancies} where ${tenancies.tenantId} = ${user.id})`;
  }
  return manageCondition(user);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

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

async function coversFor(db: Db, ids: string[]): Promise<Map<string, PropertyImage>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(propertyImages)
    .where(and(inArray(propertyImages.propertyId, ids), eq(propertyImages.isCover, true)));
  return new Map(rows.map((r) => [r.propertyId, toImage(r)]));
}

async function imagesOf(db: Db, propertyId: string): Promise<ImageRow[]> {
  return db
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.position), asc(propertyImages.createdAt));
}

function textSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q)}%`;
  const compact = `%${escapeLike(q.replace(/\s+/g, ""))}%`;
  return or(
    ilike(properties.title, pattern),
    ilike(properties.city, pattern),
    ilike(properties.postcode, pattern),
    sql`replace(${properties.postcode}, ' ', '') ilike ${compact}`,
  );
}

const listingOrder: Record<ListingSort, SQL[]> = {
  newest: [desc(properties.createdAt), desc(properties.id)],
  rent_asc: [asc(properties.rentPcm), asc(properties.id)],
  rent_desc: [desc(properties.rentPcm), desc(properties.id)],
};

export interface ListingFilters {
  q?: string;
  city?: string;
  minRent?: number;
  maxRent?: number;
  minBeds?: number;
  type?: string;
  furnished?: string;
  availableBy?: string;
  sort: ListingSort;
  page: number;
  pageSize: number;
}

/** The public WHERE clause for a search (exported for the benchmark's EXPLAIN). */
export function listingWhere(q: Omit<ListingFilters, "sort" | "page" | "pageSize">): SQL {
  const filters: (SQL | undefined)[] = [publicCondition, textSearch(q.q)];
  if (q.city) filters.push(sql`lower(${properties.city}) = ${q.city.toLowerCase()}`);
  if (q.minRent !== undefined) filters.push(sql`${properties.rentPcm} >= ${q.minRent}`);
  if (q.maxRent !== undefined) filters.push(sql`${properties.rentPcm} <= ${q.maxRent}`);
  if (q.minBeds !== undefined) filters.push(sql`${properties.bedrooms} >= ${q.minBeds}`);
  if (q.type) filters.push(eq(properties.type, q.type));
  if (q.furnished) filters.push(eq(properties.furnished, q.furnished));
  if (q.availableBy) {
    filters.push(
      sql`(${properties.availableFrom} is null or ${properties.availableFrom} <= ${q.availableBy})`,
    );
  }
  return and(...filters)!;
}

const listingColumns = {
  id: properties.id,
  title: properties.title,
  type: properties.type,
  status: properties.status,
  city: properties.city,
  postcode: properties.postcode,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  rentAmount: properties.rentAmount,
  rentPeriod: properties.rentPeriod,
  rentPcm: properties.rentPcm,
  currency: properties.currency,
  furnished: properties.furnished,
  availableFrom: properties.availableFrom,
  createdAt: properties.createdAt,
};

export async function listPublic(db: Db, q: ListingFilters) {
  const where = listingWhere(q);
  const [rows, [total]] = await Promise.all([
    db
      .select(listingColumns)
      .from(properties)
      .where(where)
      .orderBy(...listingOrder[q.sort])
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(properties).where(where),
  ]);
  const covers = await coversFor(
    db,
    rows.map((r) => r.id),
  );
  const items: Listing[] = rows.map((r) => ({
    ...(r as Omit<typeof r, "createdAt"> & Pick<Listing, "type" | "status" | "rentPeriod" | "furnished">),
    createdAt: r.createdAt.toISOString(),
    cover: covers.get(r.id) ?? null,
  }));
  return { items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

function baseDto(p: PropertyRow) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    type: p.type as PublicProperty["type"],
    status: p.status as PublicProperty["status"],
    published: p.published,
    addressLine1: p.addressLine1,
    addressLine2: p.addressLine2,
    city: p.city,
    postcode: p.postcode,
    country: p.country,
    bedrooms: p.bedrooms,
    bathrooms: p.bathrooms,
    sizeSqm: p.sizeSqm,
    rentAmount: p.rentAmount,
    rentPeriod: p.rentPeriod as PublicProperty["rentPeriod"],
    rentPcm: p.rentPcm,
    depositAmount: p.depositAmount,
    currency: p.currency,
    availableFrom: p.availableFrom,
    furnished: p.furnished as PublicProperty["furnished"],
    features: p.features,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/**
 * The property page: public when published and not draft/archived; its landlord, agent and
 * admins also see it in any state (a preview). Anyone else gets 404.
 */
export async function getPublicView(db: Db, id: string, user: Actor | null): Promise<PublicProperty> {
  if (!isUuid(id)) throw notFound("Property not found");
  const access = user ? readCondition(user) : sql`false`;
  const [p] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), access ? or(publicCondition, access) : undefined));
  if (!p) throw notFound("Property not found");
  const contactId = p.agentId ?? p.landlordId;
  const [[contact], images] = await Promise.all([
    db
      .select({ name: users.name, role: users.role, phone: users.phone })
      .from(users)
      .where(eq(users.id, contactId)),
    imagesOf(db, id),
  ]);
  const { addressLine1: _a, addressLine2: _b, ...rest } = baseDto(p);
  return {
    ...rest,
    images: images.map(toImage),
    contact: {
      name: contact?.name ?? "Keyhold lettings",
      role: p.agentId ? "agent" : "landlord",
      // Agents publish a business number; a private landlord's number stays private.
      phone: p.agentId ? (contact?.phone ?? null) : null,
    },
  };
}

const landlordUser = alias(users, "landlord_user");
const agentUser = alias(users, "agent_user");

const newEnquiriesCount = sql<number>`(select count(*)::int from ${propertyEnquiries} where ${propertyEnquiries.propertyId} = ${properties.id} and ${propertyEnquiries.status} = 'new')`;

const manageOrder = {
  updated: [desc(properties.updatedAt), desc(properties.id)],
  newest: [desc(properties.createdAt), desc(properties.id)],
  title: [asc(properties.title), asc(properties.id)],
  rent_asc: [asc(properties.rentPcm), asc(properties.id)],
  rent_desc: [desc(properties.rentPcm), desc(properties.id)],
} as const;

export async function listManaged(db: Db, user: Actor, q: z.output<typeof manageQuerySchema>) {
  const where = and(
    manageCondition(user),
    textSearch(q.q),
    q.status ? eq(properties.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: properties.id,
        title: properties.title,
        city: properties.city,
        postcode: properties.postcode,
        status: properties.status,
        published: properties.published,
        rentAmount: properties.rentAmount,
        rentPeriod: properties.rentPeriod,
        currency: properties.currency,
        updatedAt: properties.updatedAt,
        landlordId: landlordUser.id,
        landlordName: landlordUser.name,
        landlordEmail: landlordUser.email,
        agentId: agentUser.id,
        agentName: agentUser.name,
        agentEmail: agentUser.email,
        newEnquiries: newEnquiriesCount,
      })
      .from(properties)
      .innerJoin(landlordUser, eq(landlordUser.id, properties.landlordId))
      .leftJoin(agentUser, eq(agentUser.id, properties.agentId))
      .where(where)
      .orderBy(...manageOrder[q.sort])
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(properties).where(where),
  ]);
  const covers = await coversFor(
    db,
    rows.map((r) => r.id),
  );
  const items: ManagedRow[] = rows.map((r) => ({
    id: r.id,
    title: r.title,
    city: r.city,
    postcode: r.postcode,
    status: r.status as ManagedRow["status"],
    published: r.published,
    rentAmount: r.rentAmount,
    rentPeriod: r.rentPeriod as ManagedRow["rentPeriod"],
    currency: r.currency,
    updatedAt: r.updatedAt.toISOString(),
    landlord: { id: r.landlordId, name: r.landlordName, email: r.landlordEmail },
    agent: r.agentId ? { id: r.agentId, name: r.agentName ?? "", email: r.agentEmail ?? "" } : null,
    newEnquiries: Number(r.newEnquiries),
    cover: covers.get(r.id) ?? null,
  }));
  return { items, total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** The row if the user manages it (locked for update inside a transaction when asked), else 404. */
export async function findManaged(db: Db, user: Actor, id: string, lock = false): Promise<PropertyRow> {
  if (!isUuid(id)) throw notFound("Property not found");
  const query = db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), manageCondition(user)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Property not found");
  return row;
}

export async function getManaged(db: Db, user: Actor, id: string): Promise<ManagedProperty> {
  const p = await findManaged(db, user, id);
  return toManaged(db, p);
}

async function toManaged(db: Db, p: PropertyRow): Promise<ManagedProperty> {
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [p.landlordId, ...(p.agentId ? [p.agentId] : [])]));
  const person = (id: string | null) => people.find((u) => u.id === id) ?? null;
  const [images, [enquiries]] = await Promise.all([
    imagesOf(db, p.id),
    db
      .select({ n: count() })
      .from(propertyEnquiries)
      .where(and(eq(propertyEnquiries.propertyId, p.id), eq(propertyEnquiries.status, "new"))),
  ]);
  return {
    ...baseDto(p),
    landlord: person(p.landlordId) ?? { id: p.landlordId, name: "", email: "" },
    agent: person(p.agentId),
    images: images.map(toImage),
    newEnquiries: enquiries?.n ?? 0,
  };
}

async function assertUserWithRole(db: Db, id: string, role: Role, field: string, message: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role), eq(users.banned, false)));
  if (!row) throw new ApiError(400, "validation_error", message, { [field]: message });
}

const fieldError = (field: string, message: string) =>
  new ApiError(400, "validation_error", `Invalid input. ${field}: ${message}`, { [field]: message });

type CreateInput = z.output<typeof propertyInputSchema>;

export async function createProperty(tx: Db, user: Actor, input: CreateInput): Promise<ManagedProperty> {
  let landlordId: string;
  if (user.role === "landlord") {
    if (input.landlordId && input.landlordId !== user.id) {
      throw fieldError("landlordId", "You can only add properties to your own portfolio");
    }
    landlordId = user.id;
  } else if (user.role === "admin") {
    if (!input.landlordId) throw fieldError("landlordId", "Choose the landlord who owns this property");
    await assertUserWithRole(
      tx,
      input.landlordId,
      "landlord",
      "landlordId",
      "Choose a landlord from the list",
    );
    landlordId = input.landlordId;
  } else {
    throw new ApiError(403, "forbidden", "Only landlords and administrators can add properties.");
  }
  if (input.agentId) {
    await assertUserWithRole(tx, input.agentId, "agent", "agentId", "Choose an agent from the list");
  }
  const [row] = await tx
    .insert(properties)
    .values({
      ...input,
      landlordId,
      agentId: input.agentId ?? null,
      postcode: input.country === "GB" ? normalisePostcode(input.postcode) : input.postcode,
      rentPcm: monthlyRent(input.rentAmount, input.rentPeriod),
    })
    .returning();
  return toManaged(tx, row!);
}

/** Which audit action an update is: publishing, archiving and reassigning are told apart. */
function updateAction(before: PropertyRow, after: PropertyRow): string {
  if (before.status !== "archived" && after.status === "archived") return "archive";
  if (!before.published && after.published) return "publish";
  if (before.published && !after.published) return "unpublish";
  if (before.landlordId !== after.landlordId || before.agentId !== after.agentId) return "reassign";
  return "update";
}

export async function updateProperty(
  tx: Db,
  user: Actor,
  id: string,
  patch: z.output<typeof propertyPatchSchema>,
) {
  const before = await findManaged(tx, user, id, true);
  if (patch.landlordId !== undefined && patch.landlordId !== before.landlordId) {
    if (user.role !== "admin") {
      throw fieldError("landlordId", "Only an administrator can move a property to another landlord");
    }
    await assertUserWithRole(
      tx,
      patch.landlordId,
      "landlord",
      "landlordId",
      "Choose a landlord from the list",
    );
  }
  if (patch.agentId !== undefined && patch.agentId !== before.agentId) {
    if (user.role === "agent") {
      throw fieldError("agentId", "Only the landlord or an administrator can change the agent");
    }
    if (patch.agentId) {
      await assertUserWithRole(tx, patch.agentId, "agent", "agentId", "Choose an agent from the list");
    }
  }
  const merged = { ...before, ...stripUndefined(patch) };
  // Archiving takes a property off the market.
  if (patch.status === "archived" && patch.published === undefined) merged.published = false;
  const issues = propertyIssues({
    country: merged.country,
    postcode: merged.postcode,
    published: merged.published,
    status: merged.status as PropertyPatch["status"],
  });
  if (issues.length) {
    const fields = Object.fromEntries(issues.map((i) => [i.path, i.message]));
    throw new ApiError(
      400,
      "validation_error",
      `Invalid input. ${issues.map((i) => i.message).join("; ")}`,
      fields,
    );
  }
  const changed = Object.keys(patch).filter(
    (k) => JSON.stringify(patch[k as keyof typeof patch]) !== JSON.stringify(before[k as keyof PropertyRow]),
  );
  const [after] = await tx
    .update(properties)
    .set({
      ...stripUndefined(patch),
      published: merged.published,
      postcode: merged.country === "GB" ? normalisePostcode(merged.postcode) : merged.postcode,
      rentPcm: monthlyRent(merged.rentAmount, merged.rentPeriod as "month" | "week"),
      updatedAt: new Date(),
    })
    .where(eq(properties.id, id))
    .returning();
  return {
    before,
    after: after!,
    action: updateAction(before, after!),
    changed,
    dto: await toManaged(tx, after!),
  };
}

function stripUndefined<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export async function searchPeople(db: Db, role: "agent" | "landlord", q: string | undefined) {
  const filters = [eq(users.role, role), eq(users.banned, false)];
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(...filters))
    .orderBy(asc(users.name))
    .limit(20);
}

// ---- Images -------------------------------------------------------------------------------

export async function countImages(db: Db, propertyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId));
  return row?.n ?? 0;
}

export function assertRoomForImage(existing: number) {
  if (existing >= MAX_IMAGES_PER_PROPERTY) {
    throw new ApiError(
      409,
      "too_many_images",
      `A property can have at most ${MAX_IMAGES_PER_PROPERTY} photos. Delete one before adding another.`,
    );
  }
}

export async function insertImage(
  tx: Db,
  values: {
    id: string;
    propertyId: string;
    storageKey: string;
    widths: number[];
    width: number;
    height: number;
    alt: string;
    uploadedBy: string;
  },
): Promise<PropertyImage> {
  const [agg] = await tx
    .select({ n: count(), maxPos: sql<number | null>`max(${propertyImages.position})` })
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, values.propertyId));
  assertRoomForImage(agg?.n ?? 0);
  const [row] = await tx
    .insert(propertyImages)
    .values({ ...values, position: (agg?.maxPos ?? -1) + 1, isCover: (agg?.n ?? 0) === 0 })
    .returning();
  await tx.update(properties).set({ updatedAt: new Date() }).where(eq(properties.id, values.propertyId));
  return toImage(row!);
}

/** Applies a new order (a permutation of all the property's photos) and/or a new cover. */
export async function arrangeImages(
  tx: Db,
  propertyId: string,
  input: { order?: string[]; coverId?: string },
): Promise<PropertyImage[]> {
  const current = await imagesOf(tx, propertyId);
  const ids = new Set(current.map((i) => i.id));
  if (input.order) {
    const given = new Set(input.order);
    if (
      given.size !== input.order.length ||
      given.size !== ids.size ||
      ![...given].every((id) => ids.has(id))
    ) {
      throw fieldError("order", "List every photo of this property exactly once");
    }
    for (const [position, id] of input.order.entries()) {
      await tx.update(propertyImages).set({ position }).where(eq(propertyImages.id, id));
    }
  }
  if (input.coverId) {
    if (!ids.has(input.coverId)) throw fieldError("coverId", "Choose one of this property's photos");
    await tx.update(propertyImages).set({ isCover: false }).where(eq(propertyImages.propertyId, propertyId));
    await tx.update(propertyImages).set({ isCover: true }).where(eq(propertyImages.id, input.coverId));
  }
  await tx.update(properties).set({ updatedAt: new Date() }).where(eq(properties.id, propertyId));
  return (await imagesOf(tx, propertyId)).map(toImage);
}

/** Removes the row (the caller deletes the files after commit); the next photo becomes the cover. */
export async function removeImage(tx: Db, propertyId: string, imageId: string): Promise<ImageRow> {
  if (!isUuid(imageId)) throw notFound("Photo not found");
  const [row] = await tx
    .delete(propertyImages)
    .where(and(eq(propertyImages.id, imageId), eq(propertyImages.propertyId, propertyId)))
    .returning();
  if (!row) throw notFound("Photo not found");
  if (row.isCover) {
    const [next] = await imagesOf(tx, propertyId);
    if (next) await tx.update(propertyImages).set({ isCover: true }).where(eq(propertyImages.id, next.id));
  }
  await tx.update(properties).set({ updatedAt: new Date() }).where(eq(properties.id, propertyId));
  return row;
}

/** An image and whether the caller may see it: public property, one the caller manages, or their home. */
export async function findImageForViewer(db: Db, imageId: string, user: Actor | null) {
  if (!isUuid(imageId)) return null;
  const [row] = await db
    .select({
      image: propertyImages,
      isPublic: sql<boolean>`(${publicCondition})`,
      landlordId: properties.landlordId,
      agentId: properties.agentId,
    })
    .from(propertyImages)
    .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
    .where(eq(propertyImages.id, imageId));
  if (!row) return null;
  if (row.isPublic) return { image: row.image, public: true };
  const allowed =
    user &&
    (user.role === "admin" ||
      (user.role === "landlord" && row.landlordId === user.id) ||
      (user.role === "agent" && row.agentId === user.id) ||
      (user.role === "tenant" &&
        (
          await db
            .select({ id: tenancies.id })
            .from(tenancies)
            .where(and(eq(tenancies.tenantId, user.id), eq(tenancies.propertyId, row.image.propertyId)))
            .limit(1)
        ).length > 0));
  return allowed ? { image: row.image, public: false } : null;
}

// ---- Enquiries ----------------------------------------------------------------------------

/** A public property with the people to notify, or 404. */
export async function findEnquirable(db: Db, id: string) {
  if (!isUuid(id)) throw notFound("Property not found");
  const [row] = await db
    .select({
      id: properties.id,
      title: properties.title,
      city: properties.city,
      landlordId: properties.landlordId,
      agentId: properties.agentId,
    })
    .from(properties)
    .where(and(eq(properties.id, id), publicCondition));
  if (!row) throw notFound("Property not found");
  const staff = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, [row.landlordId, ...(row.agentId ? [row.agentId] : [])]));
  return { property: row, staff };
}

const enquiryColumns = {
  id: propertyEnquiries.id,
  propertyId: properties.id,
  propertyTitle: properties.title,
  propertyCity: properties.city,
  name: propertyEnquiries.name,
  email: propertyEnquiries.email,
  phone: propertyEnquiries.phone,
  message: propertyEnquiries.message,
  preferredTimes: propertyEnquiries.preferredTimes,
  status: propertyEnquiries.status,
  createdAt: propertyEnquiries.createdAt,
  updatedAt: propertyEnquiries.updatedAt,
};

interface EnquiryRow {
  id: string;
  propertyId: string;
  propertyTitle: string;
  propertyCity: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  preferredTimes: string | null;
  status: string;
  createdAt: Date;
  updatedAt: Date;
}

function toEnquiry(r: EnquiryRow): Enquiry {
  return {
    id: r.id,
    property: { id: r.propertyId, title: r.propertyTitle, city: r.propertyCity },
    name: r.name,
    email: r.email,
    phone: r.phone,
    message: r.message,
    preferredTimes: r.preferredTimes,
    status: r.status as EnquiryStatus,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function listEnquiries(db: Db, user: Actor, q: z.output<typeof enquiryQuerySchema>) {
  const where = and(
    manageCondition(user),
    q.status ? eq(propertyEnquiries.status, q.status) : undefined,
    q.propertyId ? eq(propertyEnquiries.propertyId, q.propertyId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(enquiryColumns)
      .from(propertyEnquiries)
      .innerJoin(properties, eq(properties.id, propertyEnquiries.propertyId))
      .where(where)
      .orderBy(desc(propertyEnquiries.createdAt), desc(propertyEnquiries.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(propertyEnquiries)
      .innerJoin(properties, eq(properties.id, propertyEnquiries.propertyId))
      .where(where),
  ]);
  return { items: rows.map(toEnquiry), total: total?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

export async function setEnquiryStatus(tx: Db, user: Actor, id: string, status: EnquiryStatus) {
  if (!isUuid(id)) throw notFound("Enquiry not found");
  const [found] = await tx
    .select({ id: propertyEnquiries.id, status: propertyEnquiries.status })
    .from(propertyEnquiries)
    .innerJoin(properties, eq(properties.id, propertyEnquiries.propertyId))
    .where(and(eq(propertyEnquiries.id, id), manageCondition(user)));
  if (!found) throw notFound("Enquiry not found");
  await tx
    .update(propertyEnquiries)
    .set({ status, updatedAt: new Date() })
    .where(eq(propertyEnquiries.id, id));
  const [row] = await tx
    .select(enquiryColumns)
    .from(propertyEnquiries)
    .innerJoin(properties, eq(properties.id, propertyEnquiries.propertyId))
    .where(eq(propertyEnquiries.id, id));
  return { before: found.status, enquiry: toEnquiry(row!) };
}
