import { listingFilterFields } from "@shared/schemas/listing-search";
/**
 * The SQL of the public search, built once per shape and kept as a prepared statement.
 *
 * A shape is which filters are present, the sort and how the page is reached (a page number, or a
 * cursor forwards or backwards); the values are placeholders. The common shapes (the landing list,
 * a city with a rent range, their next pages) are therefore planned and built once per connection
 * on PostgreSQL (named prepared statements) and built once per process on both engines (no query
 * building per request). Every shape reads one of the partial indexes of schema/properties.ts in
 * its order, column for column, so a page costs its rows whatever its depth: a cursor page starts
 * at the cursor's key in the index (keyset pagination), and a page number is only allowed while
 * its OFFSET stays small (MAX_OFFSET_ROWS, checked by the query schema).
 */
import type { ListingCursor, ListingSort } from "@shared/schemas/properties";
import { and, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { likeEscape } from "../../db/paginate";
import { properties } from "../../db/schema";
import { publicCondition } from "./service";

/** The filters of a search (no sort or page). */
export interface ListingFilterValues {
  q?: string;
  city?: string;
  minRent?: number;
  maxRent?: number;
  minBeds?: number;
  type?: string;
  furnished?: string;
  availableBy?: string;
}

const filterKeys = listingFilterFields satisfies readonly (keyof ListingFilterValues)[];

type Bind = (name: string, value: unknown) => SQL;
/** Values inline (a one-off query, EXPLAIN). */
const inline: Bind = (_name, value) => sql`${value}`;
/** A placeholder; the value goes to execute(). */
const placeholder: Bind = (name) => sql`${sql.placeholder(name)}`;

/** The WHERE clause of the filters that are present. */
function filterWhere(f: ListingFilterValues, bind: Bind): SQL {
  const p = properties;
  const parts: SQL[] = [publicCondition];
  if (f.q) {
    const pattern = bind("pattern", `%${likeEscape(f.q)}%`);
    const compact = bind("compact", `%${likeEscape(f.q.replace(/\s+/g, ""))}%`);
    parts.push(
      sql`(${p.title} ilike ${pattern} or ${p.city} ilike ${pattern} or ${p.postcode} ilike ${pattern} or replace(${p.postcode}, ' ', '') ilike ${compact})`,
    );
  }
  if (f.city) parts.push(sql`lower(${p.city}) = ${bind("city", f.city.toLowerCase())}`);
  if (f.minRent !== undefined) parts.push(sql`${p.rentPcm} >= ${bind("minRent", f.minRent)}`);
  if (f.maxRent !== undefined) parts.push(sql`${p.rentPcm} <= ${bind("maxRent", f.maxRent)}`);
  if (f.minBeds !== undefined) parts.push(sql`${p.bedrooms} >= ${bind("minBeds", f.minBeds)}`);
  if (f.type) parts.push(sql`${p.type} = ${bind("type", f.type)}`);
  if (f.furnished) parts.push(sql`${p.furnished} = ${bind("furnished", f.furnished)}`);
  if (f.availableBy) {
    const by = bind("availableBy", f.availableBy);
    parts.push(sql`(${p.availableFrom} is null or ${p.availableFrom} <= ${by}::date)`);
  }
  return and(...parts)!;
}

/** The public WHERE clause of a search, values inline (the benchmark's EXPLAIN uses it). */
export const listingWhere = (f: ListingFilterValues): SQL => filterWhere(f, inline);

/**
 * Each order matches a partial index column for column (direction and nulls included), so a page
 * is read straight off the index; `back` is the same order reversed (a backward index scan), for
 * the page before a cursor.
 */
const orders: Record<ListingSort, { forward: SQL; back: SQL }> = {
  newest: {
    forward: sql`${properties.createdAt} desc nulls last, ${properties.id} asc`,
    back: sql`${properties.createdAt} asc nulls first, ${properties.id} desc`,
  },
  rent_asc: {
    forward: sql`${properties.rentPcm} asc, ${properties.id} asc`,
    back: sql`${properties.rentPcm} desc, ${properties.id} desc`,
  },
  rent_desc: {
    forward: sql`${properties.rentPcm} desc, ${properties.id} desc`,
    back: sql`${properties.rentPcm} asc, ${properties.id} asc`,
  },
};

/**
 * The sort key of a row as a cursor carries it: the monthly rent, or created_at to the microsecond
 * in UTC (a JavaScript Date keeps milliseconds only, which would skip rows created in the same ms).
 */
const sortKey: Record<ListingSort, SQL<number | string>> = {
  newest: sql<string>`to_char(${properties.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
  rent_asc: sql<number>`${properties.rentPcm}`,
  rent_desc: sql<number>`${properties.rentPcm}`,
};

/**
 * Rows after the cursor in the page order (or before it, `prev`). The rent orders compare (rent,
 * id) as a row, which the index reads as a range. Newest mixes directions (created_at desc, id
 * asc), so the range is on created_at alone and the tie on it is settled by id in a filter.
 */
function keysetWhere(sort: ListingSort, dir: ListingCursor["dir"], bind: Bind, c: ListingCursor): SQL {
  const key = bind("key", c.key);
  const id = bind("id", c.id);
  const rent = sql`(${properties.rentPcm}, ${properties.id})`;
  const at = properties.createdAt;
  const ascending = sort === "rent_asc";
  switch (sort) {
    case "newest":
      return dir === "next"
        ? sql`${at} <= ${key}::timestamptz and (${at} < ${key}::timestamptz or ${properties.id} > ${id})`
        : sql`${at} >= ${key}::timestamptz and (${at} > ${key}::timestamptz or ${properties.id} < ${id})`;
    default:
      return (dir === "next") === ascending ? sql`${rent} > (${key}, ${id})` : sql`${rent} < (${key}, ${id})`;
  }
}

export const listingColumns = {
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

export interface PageQuery {
  filters: ListingFilterValues;
  sort: ListingSort;
  /** A page number's rows to skip; 0 with a cursor. */
  offset: number;
  /** Rows to read (a page and one more, to know whether another follows). */
  limit: number;
  cursor?: ListingCursor;
}

function build(db: Db, q: PageQuery, bind: Bind) {
  const where = q.cursor
    ? and(filterWhere(q.filters, bind), keysetWhere(q.sort, q.cursor.dir, bind, q.cursor))
    : filterWhere(q.filters, bind);
  const order = q.cursor?.dir === "prev" ? orders[q.sort].back : orders[q.sort].forward;
  const query = db
    .select({ ...listingColumns, sortKey: sortKey[q.sort] })
    .from(properties)
    .where(where)
    .orderBy(order)
    .limit(bind("limit", q.limit) as unknown as number)
    .$dynamic();
  return q.cursor ? query : query.offset(bind("offset", q.offset) as unknown as number);
}

/** The filter values, named as the placeholders are. */
function values(q: PageQuery): Record<string, unknown> {
  const f = q.filters;
  return {
    ...(f.q ? { pattern: `%${likeEscape(f.q)}%`, compact: `%${likeEscape(f.q.replace(/\s+/g, ""))}%` } : {}),
    city: f.city?.toLowerCase(),
    minRent: f.minRent,
    maxRent: f.maxRent,
    minBeds: f.minBeds,
    type: f.type,
    furnished: f.furnished,
    availableBy: f.availableBy,
    limit: q.limit,
    offset: q.offset,
    ...(q.cursor ? { key: q.cursor.key, id: q.cursor.id } : {}),
  };
}

const filterShape = (f: ListingFilterValues) =>
  filterKeys.map((k) => (f[k] === undefined || f[k] === "" ? "-" : k[0] + k.slice(-2))).join("");

type Prepared<T> = { execute(values: Record<string, unknown>): Promise<T> };
type PageRow = Awaited<ReturnType<typeof build>>[number];
const prepared = new WeakMap<Db, Map<string, Prepared<unknown>>>();

/** The prepared statement of a shape, made on first use (a few dozen shapes at most in practice). */
function preparedFor<T>(db: Db, shape: string, make: (name: string) => Prepared<T>): Prepared<T> {
  let byShape = prepared.get(db);
  if (!byShape) {
    byShape = new Map();
    prepared.set(db, byShape);
  }
  let statement = byShape.get(shape);
  if (!statement) {
    // PostgreSQL names are per connection; the shape makes them unique to their text.
    statement = make(`listing_${byShape.size}_${shape.replace(/[^a-z0-9]/gi, "_")}`.slice(0, 60));
    byShape.set(shape, statement);
  }
  return statement as Prepared<T>;
}

/** One page's rows (and one more), in the order they are shown. */
export async function readPage(db: Db, q: PageQuery): Promise<PageRow[]> {
  const mode = q.cursor ? q.cursor.dir : "offset";
  const shape = `p:${filterShape(q.filters)}:${q.sort}:${mode}`;
  const statement = preparedFor(db, shape, (name) => build(db, q, placeholder).prepare(name));
  const rows = (await statement.execute(values(q))) as PageRow[];
  return mode === "prev" ? rows.reverse() : rows;
}

/** The matches, counted up to `cap` (a LIMIT inside, so a broad search never counts every row). */
export async function countCapped(db: Db, filters: ListingFilterValues, cap: number): Promise<number> {
  const shape = `c:${filterShape(filters)}`;
  const statement = preparedFor(db, shape, (name) => {
    const capped = db
      .select({ one: sql<number>`1`.as("one") })
      .from(properties)
      .where(filterWhere(filters, placeholder))
      .limit(sql.placeholder("cap") as unknown as number)
      .as("capped");
    return db.select({ n: sql<number>`count(*)::int` }).from(capped).prepare(name);
  });
  const [row] = (await statement.execute({
    ...values({ filters, sort: "newest", offset: 0, limit: 0 }),
    cap,
  })) as { n: number }[];
  return Number(row?.n ?? 0);
}

/** The SQL of a page query with its values inline, for EXPLAIN in the benchmark. */
export const pageSqlForExplain = (db: Db, q: PageQuery) => build(db, q, inline).toSQL();

/** The capped count's SQL with its values inline, for EXPLAIN in the benchmark. */
export function countSqlForExplain(db: Db, filters: ListingFilterValues, cap: number) {
  const capped = db
    .select({ one: sql<number>`1`.as("one") })
    .from(properties)
    .where(filterWhere(filters, inline))
    .limit(cap)
    .as("capped");
  return db.select({ n: sql<number>`count(*)::int` }).from(capped).toSQL();
}
