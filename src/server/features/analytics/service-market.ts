import { monthsBetween } from "@shared/schemas/analytics";
import { MARKET_MIN_SAMPLE, type MarketRents, type PortfolioRents } from "@shared/schemas/dashboards";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { PUBLIC_PROPERTY_SQL, properties } from "../../db/schema";
import { busCache } from "../../lib/bus-cache";
import { type CachedJson, cachedJson, stableKey } from "../../lib/http-cache";
import { LISTING_CACHE_TTL_MS, LISTINGS_CHANNEL } from "../properties";
import { type PortfolioScope, propertyScope } from "./scope";
import { rowsOf } from "./sql";

/*
 * Market intelligence from published listings: asking rent quartiles for a city and size, the
 * trend by month, and a landlord's or agent's own rents against the local median. Public figures
 * are aggregates only, and need a few listings before showing any.
 */

const CURRENCY = "GBP";
const num = (v: string | number | null | undefined) =>
  v === null || v === undefined ? null : Math.round(Number(v));
/** Published listings only: the same rows the public search shows (its partial indexes apply). */
const published = sql.raw(PUBLIC_PROPERTY_SQL);

/** Cities with published listings, most listings first. */
export async function marketCities(db: Db) {
  const rows = await rowsOf<{ city: string; count: string }>(
    db,
    sql`select initcap(lower(city)) as city, count(*) as count from ${properties}
      where ${published} group by 1 order by 2 desc, 1 limit 100`,
  );
  return { items: rows.map((r) => ({ city: r.city, count: Number(r.count) })) };
}

/** Median and quartile asking rent for a city (and bedrooms), with the median by month listed. */
export async function marketRents(
  db: Db,
  q: { city: string; bedrooms?: number | undefined },
  range: { from: string; to: string },
): Promise<MarketRents> {
  const { from, to } = range;
  const match = sql`${published} and lower(city) = lower(${q.city})
    ${q.bedrooms === undefined ? sql`` : sql`and bedrooms = ${q.bedrooms}`}`;
  const quartiles = sql`percentile_cont(0.25) within group (order by rent_pcm) as p25,
    percentile_cont(0.5) within group (order by rent_pcm) as median,
    percentile_cont(0.75) within group (order by rent_pcm) as p75`;
  const [[all], trendRows] = await Promise.all([
    rowsOf<{ count: string; p25: string | null; median: string | null; p75: string | null }>(
      db,
      sql`select count(*) as count, ${quartiles} from ${properties} where ${match}`,
    ),
    rowsOf<{ month: string; count: string; median: string | null }>(
      db,
      sql`select to_char(created_at, 'YYYY-MM') as month, count(*) as count,
          percentile_cont(0.5) within group (order by rent_pcm) as median
        from ${properties} where ${match} and created_at >= ${from}::date and created_at < (${to}::date + 1)
        group by 1`,
    ),
  ]);
  const count = Number(all?.count ?? 0);
  const enough = count >= MARKET_MIN_SAMPLE;
  const trend = new Map(trendRows.map((r) => [r.month, r]));
  return {
    city: q.city,
    bedrooms: q.bedrooms ?? null,
    from,
    to,
    count,
    p25: enough ? num(all?.p25) : null,
    median: enough ? num(all?.median) : null,
    p75: enough ? num(all?.p75) : null,
    currency: CURRENCY,
    trend: monthsBetween(from, to).map((m) => {
      const r = trend.get(m);
      const n = Number(r?.count ?? 0);
      return { month: m, count: n, median: n >= MARKET_MIN_SAMPLE ? num(r?.median) : null };
    }),
  };
}

/** The scoped properties' rents against the local median for the same city and bedrooms. */
export async function portfolioRents(db: Db, scope: PortfolioScope): Promise<PortfolioRents> {
  // Each home against the other published listings like it (itself left out).
  const rows = await rowsOf<{
    id: string;
    title: string;
    city: string;
    bedrooms: number;
    rent_pcm: number;
    median: string | null;
    n: string;
  }>(
    db,
    sql`select p.id, p.title, p.city, p.bedrooms, p.rent_pcm, m.median, coalesce(m.n, 0) as n
      from ${properties} p
      left join lateral (
        select percentile_cont(0.5) within group (order by o.rent_pcm) as median, count(*) as n
        from ${properties} o
        where o.published = true and o.status in ('available', 'under_offer', 'let')
          and lower(o.city) = lower(p.city) and o.bedrooms = p.bedrooms and o.id <> p.id
      ) m on true
      where ${propertyScope(scope, "p")} and p.status <> 'archived'
      order by p.city, p.bedrooms, p.title limit 200`,
  );
  return {
    currency: CURRENCY,
    items: rows.map((r) => {
      const n = Number(r.n);
      const median = n >= MARKET_MIN_SAMPLE ? num(r.median) : null;
      return {
        propertyId: r.id,
        title: r.title,
        city: r.city,
        bedrooms: Number(r.bedrooms),
        rentPcm: Number(r.rent_pcm),
        localMedian: median,
        localCount: n,
        differencePct: median ? Math.round(((Number(r.rent_pcm) - median) / median) * 1000) / 10 : null,
      };
    }),
  };
}

/**
 * The public market answers as JSON with their ETag: aggregates of published listings only, the
 * same for every viewer, so each is read once for a few seconds and forgotten by every instance
 * with any listing write (the listing search's cache and channel). Without it, every visit to the
 * rent check grouped or sorted all published listings again.
 */
const marketAnswers = (db: Db) =>
  busCache<CachedJson>(db, "market-answers", {
    channel: LISTINGS_CHANNEL,
    ttlMs: LISTING_CACHE_TTL_MS,
    max: 300,
  });

/** marketCities as JSON, from the cache when a fresh one is there. */
export function marketCitiesJson(db: Db): Promise<CachedJson> {
  return cachedJson(marketAnswers(db), "cities", () => marketCities(db));
}

/** marketRents as JSON, from the cache when a fresh one is there (keyed by city, size and range). */
export function marketRentsJson(
  db: Db,
  q: { city: string; bedrooms?: number | undefined },
  range: { from: string; to: string },
): Promise<CachedJson> {
  // The query compares cities without case: so does the key.
  const key = stableKey({ rents: q.city.toLowerCase(), bedrooms: q.bedrooms, ...range });
  return cachedJson(marketAnswers(db), key, () => marketRents(db, q, range));
}
