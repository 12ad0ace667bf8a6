import { randomUUID } from "node:crypto";
import { COUNT_CAP, decodeCursor, encodeCursor, monthlyRent } from "@shared/schemas/properties";
import { asc, count, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../src/server/db/client";
import { properties, propertyImages, users } from "../../src/server/db/schema";
import {
  countSqlForExplain,
  listingWhere,
  type PageQuery,
  pageSqlForExplain,
  propertyPageSqlForExplain,
} from "../../src/server/features/properties";
import { defineWorkload } from "../lib/workload";

/** Deterministic randomness, so two runs search the same data. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cities: { name: string; weight: number; areas: string[]; rentFactor: number }[] = [
  {
    name: "London",
    weight: 30,
    areas: ["E1", "E14", "N1", "N7", "SE1", "SE15", "SW4", "SW11", "W2", "NW3"],
    rentFactor: 1.9,
  },
  { name: "Manchester", weight: 12, areas: ["M1", "M4", "M14", "M15", "M20"], rentFactor: 1.1 },
  { name: "Birmingham", weight: 10, areas: ["B1", "B5", "B15", "B29"], rentFactor: 1 },
  { name: "Leeds", weight: 8, areas: ["LS1", "LS2", "LS6", "LS11"], rentFactor: 0.95 },
  { name: "Glasgow", weight: 8, areas: ["G1", "G3", "G12", "G41"], rentFactor: 0.95 },
  { name: "Edinburgh", weight: 7, areas: ["EH1", "EH3", "EH6", "EH9"], rentFactor: 1.25 },
  { name: "Bristol", weight: 7, areas: ["BS1", "BS2", "BS6", "BS8"], rentFactor: 1.3 },
  { name: "Liverpool", weight: 6, areas: ["L1", "L8", "L15", "L17"], rentFactor: 0.85 },
  { name: "Cardiff", weight: 5, areas: ["CF10", "CF11", "CF24"], rentFactor: 0.9 },
  { name: "Nottingham", weight: 4, areas: ["NG1", "NG2", "NG7"], rentFactor: 0.85 },
  { name: "Sheffield", weight: 3, areas: ["S1", "S10", "S11"], rentFactor: 0.8 },
];
const totalWeight = cities.reduce((n, c) => n + c.weight, 0);
function weightedCity(r: number) {
  let left = r;
  for (const c of cities) {
    left -= c.weight;
    if (left < 0) return c;
  }
  return cities[0]!;
}
const streets = [
  "High Street",
  "Station Road",
  "Church Lane",
  "Victoria Road",
  "Park Avenue",
  "Mill Lane",
  "Queen Street",
  "King's Road",
  "Canal Street",
  "Albert Terrace",
];
const types = ["flat", "flat", "flat", "house", "house", "studio", "room", "commercial"] as const;
const furnishing = ["furnished", "part_furnished", "unfurnished"] as const;
const featurePool = [
  "Garden",
  "Parking",
  "Balcony",
  "Lift",
  "Gas central heating",
  "Double glazing",
  "Dishwasher",
  "Bills included",
  "Pets considered",
  "Close to station",
];
const words = ["", "One", "Two", "Three", "Four", "Five"];

/** What the cases search for: a big city, a mid rent range, sorted by rent. */
const SEARCH = { city: "Manchester", minRent: 90_000, maxRent: 160_000 };
const PAGE_SIZE = 12;

interface State {
  detailIds: string[];
  searchTotal: number;
  deepPage: number;
  deepCursor: string;
}

type Rand = () => number;
type Person = { id: string };

/** The bench's landlords and agents (their ids are what the listings name). */
const benchLandlords = () =>
  Array.from({ length: 200 }, (_, i) => ({
    id: `bench-landlord-${i}`,
    email: `bench-landlord-${i}@example.com`,
    name: `Bench Landlord ${i}`,
    role: "landlord",
  }));
const benchAgents = () =>
  Array.from({ length: 40 }, (_, i) => ({
    id: `bench-agent-${i}`,
    email: `bench-agent-${i}@example.com`,
    name: `Bench Agent ${i}`,
    role: "agent",
    phone: "+44 20 7946 0999",
  }));

/** The listing's title: its bedrooms and type (or a studio, a room, an office) on a street. */
const listingTitle = (bedrooms: number, type: string, street: string) =>
  `${bedrooms ? `${words[bedrooms]} bedroom ${type}` : type === "studio" ? "Studio flat" : type === "room" ? "Double room" : "Office suite"} on ${street}`;

/**
 * Listing number i and its cover image, drawn from `rand` in a fixed order (the same as ever), so
 * two runs make the same data.
 */
function listingRow(i: number, rand: Rand, now: number, landlords: Person[], agents: Person[]) {
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const city = weightedCity(rand() * totalWeight);
  const type = pick(types);
  const bedrooms =
    type === "studio" || type === "room" || type === "commercial" ? 0 : 1 + Math.floor(rand() * 4);
  const weekly = rand() < 0.1;
  const pcm = Math.round(((450 + 320 * bedrooms) * city.rentFactor * (0.75 + rand() * 0.5)) / 5) * 500;
  const rentAmount = weekly ? Math.round((pcm * 12) / 52 / 100) * 100 : pcm;
  const s = rand();
  const status =
    s < 0.7 ? "available" : s < 0.8 ? "under_offer" : s < 0.9 ? "let" : s < 0.97 ? "draft" : "archived";
  const published = status !== "draft" && status !== "archived" && rand() < 0.95;
  const area = pick(city.areas);
  const id = randomUUID();
  const created = new Date(now - Math.floor(rand() * 730 * 86_400_000));
  const row: typeof properties.$inferInsert = {
    id,
    landlordId: landlords[i % landlords.length]!.id,
    agentId: rand() < 0.7 ? agents[i % agents.length]!.id : null,
    title: listingTitle(bedrooms, type, pick(streets)),
    description: `A well-kept ${type} in ${area}, ${city.name}. Close to shops, transport and green space. Viewings available on request.`,
    type,
    status,
    published,
    addressLine1: `${1 + Math.floor(rand() * 200)} ${pick(streets)}`,
    city: city.name,
    postcode: `${area} ${1 + Math.floor(rand() * 9)}${"ABDEFGHJLNPQRSTUWXYZ"[Math.floor(rand() * 20)]}${"ABDEFGHJLNPQRSTUWXYZ"[Math.floor(rand() * 20)]}`,
    bedrooms,
    bathrooms: Math.max(1, Math.ceil(bedrooms / 2)),
    sizeSqm: 20 + bedrooms * 18 + Math.floor(rand() * 20),
    rentAmount,
    rentPeriod: weekly ? "week" : "month",
    rentPcm: monthlyRent(rentAmount, weekly ? "week" : "month"),
    depositAmount: Math.round((pcm * 12 * 5) / 52 / 100) * 100,
    availableFrom:
      rand() < 0.5 ? new Date(now + Math.floor(rand() * 90) * 86_400_000).toISOString().slice(0, 10) : null,
    furnished: pick(furnishing),
    features: featurePool.filter(() => rand() < 0.3),
    createdAt: created,
    updatedAt: created,
  };
  const image: typeof propertyImages.$inferInsert = {
    propertyId: id,
    position: 0,
    isCover: true,
    alt: "Front of the property",
    storageKey: `bench/${id}`,
    widths: [400, 800, 1600],
    width: 1600,
    height: 1067,
  };
  return { row, image };
}

/** The search's total, its deep page and the cursor to it, and public listings to open one by one. */
async function searchState(db: Db): Promise<State> {
  const publicRows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(listingWhere({}))
    .orderBy(asc(properties.id))
    .limit(500);
  const [total] = await db.select({ n: count() }).from(properties).where(listingWhere(SEARCH));
  const searchTotal = total?.n ?? 0;
  const pages = Math.max(1, Math.ceil(searchTotal / PAGE_SIZE));
  const deepPage = Math.max(2, Math.floor(pages * 0.9));
  // The row just before the deep page, as the "Next" of the page before it would name it.
  const [before] = await db
    .select({ rentPcm: properties.rentPcm, id: properties.id })
    .from(properties)
    .where(listingWhere(SEARCH))
    .orderBy(asc(properties.rentPcm), asc(properties.id))
    .limit(1)
    .offset((deepPage - 1) * PAGE_SIZE - 1);
  return {
    detailIds: publicRows.map((r) => r.id),
    searchTotal,
    deepPage,
    deepCursor: encodeCursor({ sort: "rent_asc", key: before!.rentPcm, id: before!.id, dir: "next" }),
  };
}

export const listingsWorkload = defineWorkload<State>({
  name: "listings",
  title: "Public listing search and property page",
  defaultCount: 100_000,

  async prepare(db, { count: n, log }) {
    const rand = prng(20_260_401);
    const landlords = benchLandlords();
    const agents = benchAgents();
    await db.insert(users).values([...landlords, ...agents]);

    const started = performance.now();
    const now = Date.now();
    const BATCH = 1000;
    for (let done = 0; done < n; done += BATCH) {
      const rows: (typeof properties.$inferInsert)[] = [];
      const images: (typeof propertyImages.$inferInsert)[] = [];
      for (let i = done; i < Math.min(n, done + BATCH); i++) {
        const { row, image } = listingRow(i, rand, now, landlords, agents);
        rows.push(row);
        images.push(image);
      }
      await db.insert(properties).values(rows);
      await db.insert(propertyImages).values(images);
      if ((done / BATCH) % 20 === 19) log(`  ${(done + BATCH).toLocaleString("en-GB")} properties`);
    }
    // What the PGlite maintenance job does after a bulk load (and autovacuum soon after on PostgreSQL).
    await db.execute(sql`vacuum analyze`);
    log(
      `  generated ${n.toLocaleString("en-GB")} properties with covers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return searchState(db);
  },

  async explain(db, state) {
    const filters = { ...SEARCH };
    const cursor = decodeCursor(state.deepCursor)!;
    const page = (extra: Partial<PageQuery>): PageQuery => ({
      filters,
      sort: "rent_asc",
      offset: 0,
      limit: PAGE_SIZE + 1,
      ...extra,
    });
    const queries: [string, { sql: string; params: unknown[] }][] = [
      ["search, page 1", pageSqlForExplain(db, page({}))],
      [`search, deep page ${state.deepPage} by cursor (keyset)`, pageSqlForExplain(db, page({ cursor }))],
      ["search total, capped at 1,001", countSqlForExplain(db, filters, COUNT_CAP + 1)],
      [
        "newest, no filter, page 1",
        pageSqlForExplain(db, { filters: {}, sort: "newest", offset: 0, limit: PAGE_SIZE + 1 }),
      ],
      ["newest, no filter: total, capped", countSqlForExplain(db, {}, COUNT_CAP + 1)],
      ["property page (one query)", propertyPageSqlForExplain(db, state.detailIds[0] ?? randomUUID())],
    ];
    const out = [
      `search: ${SEARCH.city}, rent ${SEARCH.minRent / 100}-${SEARCH.maxRent / 100} pcm, by rent: ${state.searchTotal.toLocaleString("en-GB")} matches, deep page ${state.deepPage}`,
    ];
    for (const [label, q] of queries) {
      const plan = await explainLines(db, q);
      const indexes = [
        ...new Set(
          plan.join("\n").match(/\b(properties_\w+_idx|properties_pkey|property_images_\w+_idx)\b/g) ?? [],
        ),
      ];
      const time = plan.find((l) => l.startsWith("Execution Time"));
      const qps = await rawQueriesPerSecond(db, q);
      out.push(
        `EXPLAIN ${label}: ${indexes.length ? `uses ${indexes.join(", ")}` : "NO INDEX (sequential scan)"}; ${time ?? ""}; raw driver, same SQL, ${RAW_CONCURRENCY} at a time: ${Math.round(qps).toLocaleString("en-GB")} queries/s`,
      );
      for (const line of plan) out.push(`    ${line}`);
    }
    return out;
  },

  cases(state) {
    const search = `/api/properties?city=${SEARCH.city}&minRent=${SEARCH.minRent}&maxRent=${SEARCH.maxRent}&sort=rent_asc`;
    let next = 0;
    let uncached = 0;
    return [
      { name: "search, page 1 (city, rent range, by rent)", path: search },
      {
        name: `search, deep page ${state.deepPage} (cursor)`,
        path: `${search}&page=${state.deepPage}&cursor=${state.deepCursor}`,
      },
      {
        // A rent range of its own per request: every request misses the answer and count caches.
        name: "search, page 1, uncached (rent range varies)",
        path: () =>
          `/api/properties?city=${SEARCH.city}&minRent=${SEARCH.minRent + (uncached++ % 40_000)}&maxRent=${SEARCH.maxRent}&sort=rent_asc`,
      },
      { name: "newest listings, no filter, page 1", path: "/api/properties" },
      {
        name: "property page (500 ids in turn)",
        path: () => `/api/properties/${state.detailIds[next++ % state.detailIds.length]}`,
      },
    ];
  },
});

const RAW_CONCURRENCY = 10;

/**
 * The raw-driver limit of one query: the same SQL and values sent straight to the driver (a pg
 * pool of the bench process, or the PGlite client), RAW_CONCURRENCY at a time for 2 s.
 */
async function rawQueriesPerSecond(db: Db, q: { sql: string; params: unknown[] }): Promise<number> {
  const client = (db as unknown as { $client: { query(text: string, values: unknown[]): Promise<unknown> } })
    .$client;
  const until = performance.now() + 2000;
  let done = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: RAW_CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await client.query(q.sql, q.params);
        done++;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** EXPLAIN ANALYZE of a built query, its parameters bound the way the server binds them. */
async function explainLines(db: Db, q: { sql: string; params: unknown[] }): Promise<string[]> {
  const parts = q.sql.split(/\$(\d+)/);
  const chunks: SQL[] = parts.map((part, i) =>
    i % 2 === 0 ? sql.raw(part) : sql`${q.params[Number(part) - 1]}`,
  );
  const result = (await db.execute(
    sql`explain (analyze, costs off, buffers off) ${sql.join(chunks)}`,
  )) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows.map((r) => Object.values(r)[0] ?? "");
}
