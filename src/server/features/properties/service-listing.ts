/**
 * The public search: a page of published listings by cursor or (shallow) page number, a total
 * counted up to COUNT_CAP, and the whole answer kept for a few seconds as JSON for every instance
 * to forget together when any listing changes. The SQL is in service-listing-query.ts; the
 * property page in service-property-page.ts.
 */
import {
  COUNT_CAP,
  encodeCursor,
  type Listing,
  type ListingCursor,
  type ListingPage,
  type ListingQueryParsed,
  type ListingSort,
} from "@shared/schemas/properties";
import type { Db } from "../../db/client";
import { busCache } from "../../lib/bus-cache";
import { clusterBusOf } from "../../lib/cluster-bus";
import { type CachedJson, cachedJson, stableKey } from "../../lib/http-cache";
import { coversFor } from "./service";
import { countCapped, type ListingFilterValues, listingWhere, readPage } from "./service-listing-query";

export { listingWhere };

/** The cluster bus channel of listing writes (the message carries nothing). */
export const LISTINGS_CHANNEL = "listings.changed";
/** How long a total or a whole answer is reused at most (announced writes clear them at once). */
export const LISTING_CACHE_TTL_MS = 10_000;

/**
 * Call (and await) after any committed write that can change what the public sees of a listing
 * (the property, its photos, who shows as its contact): this instance forgets its totals and
 * cached answers at once, the others as soon as the bus reaches them.
 */
export function listingsChanged(db: Db): Promise<void> {
  return clusterBusOf(db).publish(LISTINGS_CHANNEL, {});
}

interface Total {
  n: number;
  capped: boolean;
}

/**
 * Totals of recent searches. Even capped, counting is the costliest part of a first page (the rows
 * come off an index, a page at a time), and the same searches repeat: the landing list, a city, its
 * next pages. Cached per database and forgotten with every listing write (lib/bus-cache.ts).
 */
const totals = (db: Db) =>
  busCache<Total>(db, "listing-totals", {
    channel: LISTINGS_CHANNEL,
    ttlMs: LISTING_CACHE_TTL_MS,
    max: 1000,
  });

function filtersOf(q: ListingQueryParsed): ListingFilterValues {
  const { sort: _s, page: _p, pageSize: _ps, cursor: _c, ...filters } = q;
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== ""));
}

async function totalOf(db: Db, filters: ListingFilterValues): Promise<Total> {
  const cache = totals(db);
  const key = stableKey(filters);
  const hit = cache.get(key);
  if (hit) return hit;
  const generation = cache.generation();
  const n = await countCapped(db, filters, COUNT_CAP + 1);
  const total = { n: Math.min(n, COUNT_CAP), capped: n > COUNT_CAP };
  cache.set(key, total, generation);
  return total;
}

const cursorAt = (
  sort: ListingSort,
  row: { sortKey: number | string; id: string },
  dir: ListingCursor["dir"],
) => encodeCursor({ sort, key: row.sortKey, id: row.id, dir });

/** A page of published listings matching the filters, each with its cover photo. */
export async function listPublic(db: Db, q: ListingQueryParsed): Promise<ListingPage> {
  const filters = filtersOf(q);
  const [rows, total] = await Promise.all([
    readPage(db, {
      filters,
      sort: q.sort,
      offset: q.cursor ? 0 : (q.page - 1) * q.pageSize,
      limit: q.pageSize + 1,
      cursor: q.cursor,
    }),
    totalOf(db, filters),
  ]);
  // One row more than a page was read: it says whether there is more in the direction of travel.
  const more = rows.length > q.pageSize;
  const backwards = q.cursor?.dir === "prev";
  const page = backwards ? rows.slice(more ? 1 : 0) : rows.slice(0, q.pageSize);
  const first = page[0];
  const last = page[page.length - 1];
  const hasNext = backwards ? true : more;
  const hasPrev = backwards ? more : q.cursor ? true : q.page > 1;
  const covers = await coversFor(
    db,
    page.map((r) => r.id),
  );
  const items: Listing[] = page.map(({ sortKey: _k, ...r }) => ({
    ...(r as Omit<typeof r, "createdAt"> &
      Pick<Listing, "type" | "status" | "rentPeriod" | "furnished" | "epcRating" | "councilTaxBand">),
    createdAt: r.createdAt.toISOString(),
    cover: covers.get(r.id) ?? null,
  }));
  return {
    items,
    total: total.n,
    totalCapped: total.capped,
    page: q.page,
    pageSize: q.pageSize,
    nextCursor: hasNext && last ? cursorAt(q.sort, last, "next") : null,
    prevCursor: hasPrev && first ? cursorAt(q.sort, first, "prev") : null,
  };
}

/**
 * Whole answers of recent searches as JSON with their ETag: the same for every viewer (the search
 * shows only public listings), reused for a few seconds and forgotten with any listing write.
 */
const answers = (db: Db) =>
  busCache<CachedJson>(db, "listing-answers", {
    channel: LISTINGS_CHANNEL,
    ttlMs: LISTING_CACHE_TTL_MS,
    max: 500,
  });

/** The search's answer as JSON, from the cache when a fresh one is there. */
export function listPublicJson(db: Db, q: ListingQueryParsed): Promise<CachedJson> {
  return cachedJson(answers(db), stableKey(q), () => listPublic(db, q));
}

/** Longer query strings are answered each time rather than fill the cache. */
const MAX_KEPT_QUERY_LENGTH = 512;

/**
 * The same answers again by the request's own query string, as it came: a repeated search is
 * sent without parsing and validating its query again. Filled only from a query that validated.
 */
const answersByQuery = (db: Db) =>
  busCache<CachedJson>(db, "listing-answers-by-query", {
    channel: LISTINGS_CHANNEL,
    ttlMs: LISTING_CACHE_TTL_MS,
    max: 500,
  });

/** The answer already made for this exact query string, while it is fresh. */
export const keptAnswer = (db: Db, rawQuery: string): CachedJson | undefined =>
  answersByQuery(db).get(rawQuery);

/** listPublicJson, keeping the answer under the request's query string as well. */
export async function listPublicJsonFor(db: Db, q: ListingQueryParsed, rawQuery: string) {
  const byQuery = answersByQuery(db);
  const generation = byQuery.generation();
  const entry = await listPublicJson(db, q);
  if (rawQuery.length <= MAX_KEPT_QUERY_LENGTH) byQuery.set(rawQuery, entry, generation);
  return entry;
}
