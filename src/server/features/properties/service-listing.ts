/** The public side: searching published listings and the property page. */
import type { Paged } from "@shared/schemas/admin";
import type { Listing, ListingSort, PublicProperty } from "@shared/schemas/properties";
import { and, asc, desc, eq, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { countWhere, paginate } from "../../db/paginate";
import { properties, users } from "../../db/schema";
import { type ClusterBus, clusterBusOf } from "../../lib/cluster-bus";
import { notFound } from "../../lib/errors";
import { recordListingView } from "../analytics/service-listing-views";
import {
  baseDto,
  type Caller,
  coversFor,
  descIndexed,
  imagesOf,
  isUuid,
  publicCondition,
  readCondition,
  textSearch,
  toImage,
} from "./service";

// Each order matches a partial index column for column (direction and nulls included), so a page
// is read straight off the index instead of sorting every public row.
const listingOrder: Record<ListingSort, SQL[]> = {
  newest: [descIndexed(properties.createdAt), asc(properties.id)],
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
  depositAmount: properties.depositAmount,
  epcRating: properties.epcRating,
  councilTaxBand: properties.councilTaxBand,
  createdAt: properties.createdAt,
};

/**
 * Totals of recent public searches. Counting every match is the costliest part of a search page
 * (the rows themselves come off an index, 12 at a time), and the same searches repeat: the landing
 * list, a city, its next pages. A total is reused for a few seconds; any property write, on any
 * instance, forgets them all (`listingsChanged` announces it on the cluster bus). Other instances
 * hear of it a few milliseconds later; while this instance's bus cannot hear them (its LISTEN
 * connection is down) nothing is served from the cache, and it is cleared when hearing resumes.
 * COUNT_TTL_MS still bounds the age of a total should an announcement be lost. Cached per
 * database, never across them.
 */
const COUNT_TTL_MS = 10_000;
const COUNT_CACHE_MAX = 1000;
/** The cluster bus channel of listing writes (the message carries nothing). */
export const LISTINGS_CHANNEL = "listings.changed";

interface CountCache {
  bus: ClusterBus;
  totals: Map<string, { n: number; at: number; generation: number }>;
  /** Moves on at each write anywhere: a count begun before it is never stored as current. */
  generation: number;
}
const countCaches = new WeakMap<Db, CountCache>();

function countCache(db: Db): CountCache {
  let cache = countCaches.get(db);
  if (!cache) {
    const bus = clusterBusOf(db);
    const fresh: CountCache = { bus, totals: new Map(), generation: 0 };
    const forget = () => {
      fresh.generation++;
      fresh.totals.clear();
    };
    bus.subscribe(LISTINGS_CHANNEL, forget);
    bus.onResync(forget);
    countCaches.set(db, fresh);
    cache = fresh;
  }
  return cache;
}

/**
 * Call (and await) after any committed write that can change which properties are public: this
 * instance forgets its totals at once, the others as soon as the bus reaches them.
 */
export function listingsChanged(db: Db): Promise<void> {
  return clusterBusOf(db).publish(LISTINGS_CHANNEL, {});
}

async function countPublic(db: Db, q: ListingFilters, where: SQL): Promise<number> {
  const { sort: _s, page: _p, pageSize: _ps, ...filters } = q;
  const key = JSON.stringify(filters, Object.keys(filters).sort());
  const cache = countCache(db);
  const hit = cache.totals.get(key);
  const now = Date.now();
  const usable = cache.bus.ready;
  if (usable && hit && hit.generation === cache.generation && now - hit.at < COUNT_TTL_MS) return hit.n;
  const generation = cache.generation;
  const n = await countWhere(db, properties, where);
  if (!usable || generation !== cache.generation) return n;
  if (cache.totals.size >= COUNT_CACHE_MAX) cache.totals.delete(cache.totals.keys().next().value as string);
  cache.totals.set(key, { n, at: now, generation });
  return n;
}

/** A page of published listings matching the filters, each with its cover photo. */
export async function listPublic(db: Db, q: ListingFilters): Promise<Paged<Listing>> {
  const where = listingWhere(q);
  const page = await paginate(
    q,
    db
      .select(listingColumns)
      .from(properties)
      .where(where)
      .orderBy(...listingOrder[q.sort])
      .$dynamic(),
    countPublic(db, q, where),
    (r) => r,
  );
  const covers = await coversFor(
    db,
    page.items.map((r) => r.id),
  );
  const items: Listing[] = page.items.map((r) => ({
    ...(r as Omit<typeof r, "createdAt"> &
      Pick<Listing, "type" | "status" | "rentPeriod" | "furnished" | "epcRating" | "councilTaxBand">),
    createdAt: r.createdAt.toISOString(),
    cover: covers.get(r.id) ?? null,
  }));
  return { ...page, items };
}

/**
 * The property page: public when published and not draft/archived; its landlord, agent and
 * admins also see it in any state (a preview), and so does a tenant with a tenancy of it (their
 * home is rarely still advertised). Anyone else gets 404.
 */
export async function getPublicView(db: Db, id: string, user: Caller | null): Promise<PublicProperty> {
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

/** The property page for a visitor, counted as a view of the listing. */
export async function viewProperty(db: Db, id: string, user: Caller | null): Promise<PublicProperty> {
  const property = await getPublicView(db, id, user);
  await recordListingView(db, property.id, user);
  return property;
}
