/**
 * Where should the shared rate counters live (issue 20)? Times one rate-limit hit, sequential and
 * 16 at a time, on:
 * - PostgreSQL: the upsert the app uses (lib/rate-counter-store.ts countHit) on a scratch database
 *   next to DATABASE_URL's (created and dropped), through the app's pool (10 connections);
 * - PGlite: the same code on an embedded database on disk under .tmp/bench (as a server runs it);
 * - Redis: a fixed window as one Lua script (INCR, PEXPIRE on the first hit, PTTL) via ioredis, on
 *   REDIS_URL (default redis://127.0.0.1:6379); skipped with a message when unreachable.
 * Keys are spread over 1,000 client addresses (the usual case) or all on one (one address or
 * account attacked: every hit waits for the same row).
 *
 * Usage: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ratelimit [-- --ops 4000]
 * (without DATABASE_URL PostgreSQL is skipped).
 */
import { cpus } from "node:os";
import Redis from "ioredis";
import type { Database } from "../src/server/db/client";
import { countHit } from "../src/server/lib/rate-counter-store";
import { scratchPglite, scratchPostgres } from "./lib/engines";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const OPS = arg("ops", 4000);
const CONCURRENCY = 16;
const ADDRESSES = 1000;
const WINDOW_MS = 60_000;

/** One hit on a key: what each store does for a rate-limit check. */
type Hit = (key: string) => Promise<unknown>;

interface Row {
  store: string;
  run: string;
  p50: number;
  p99: number;
  opsPerSec: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/** Runs `ops` hits with `workers` in flight at once; per-hit latency and overall throughput. */
async function drive(hit: Hit, ops: number, workers: number, key: (i: number) => string) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < ops) {
        const i = next++;
        const t = performance.now();
        await hit(key(i));
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), opsPerSec: ops / seconds };
}

async function benchStore(store: string, hit: Hit): Promise<Row[]> {
  const tag = `${process.pid}-${store}`;
  const spread = (i: number) => {
    const a = (i * 7919) % ADDRESSES;
    return `bench:${tag}:198.51.${a >> 8}.${a & 255}`;
  };
  const hot = () => `bench:${tag}:hot`;
  // Warm-up: connections open, statements planned, JIT warm.
  await drive(hit, Math.min(500, OPS), CONCURRENCY, spread);
  const runs: [string, number, (i: number) => string][] = [
    ["sequential, 1,000 keys", 1, spread],
    [`${CONCURRENCY} at once, 1,000 keys`, CONCURRENCY, spread],
    [`${CONCURRENCY} at once, 1 hot key`, CONCURRENCY, hot],
  ];
  const rows: Row[] = [];
  for (const [run, workers, key] of runs) {
    const r = await drive(hit, OPS, workers, key);
    rows.push({ store, run, ...r });
    console.log(
      `  ${run.padEnd(26)} p50 ${r.p50.toFixed(3)} ms  p99 ${r.p99.toFixed(3)} ms  ${Math.round(r.opsPerSec)} ops/s`,
    );
  }
  return rows;
}

const sqlHit =
  (database: Database): Hit =>
  (key) =>
    countHit(database.db, key, { now: Date.now(), windowMs: WINDOW_MS });

async function benchDatabase(store: string, scratch: Awaited<ReturnType<typeof scratchPglite>>) {
  console.log(`\n${store}`);
  const database = await scratch.open();
  try {
    return await benchStore(store, sqlHit(database));
  } finally {
    await database.close();
    await scratch.drop();
  }
}

/** The Redis equivalent of countHit: one atomic round trip answering the count and the time left. */
const FIXED_WINDOW = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

async function benchRedis(): Promise<Row[]> {
  const url = process.env.REDIS_URL || "redis://127.0.0.1:6379";
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
  } catch (err) {
    console.log(`\nRedis skipped: ${url} unreachable (${String(err)})`);
    redis.disconnect();
    return [];
  }
  console.log(`\nRedis (ioredis, Lua INCR + PEXPIRE + PTTL) on ${url}`);
  const sha = (await redis.script("LOAD", FIXED_WINDOW)) as string;
  try {
    return await benchStore("Redis", (key) => redis.evalsha(sha, 1, key, WINDOW_MS));
  } finally {
    let cursor = "0";
    do {
      const [nextCursor, keys] = await redis.scan(
        cursor,
        "MATCH",
        `bench:${process.pid}-Redis:*`,
        "COUNT",
        1000,
      );
      if (keys.length) await redis.del(...keys);
      cursor = nextCursor;
    } while (cursor !== "0");
    redis.disconnect();
  }
}

async function main() {
  console.log(`Rate-limit hit, ${OPS} per run, on ${cpus().length} cores (${cpus()[0]?.model ?? "?"})`);
  const rows: Row[] = [];
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl)
    rows.push(...(await benchDatabase("PostgreSQL", await scratchPostgres(adminUrl, "ratelimit"))));
  else console.log("\nPostgreSQL skipped: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)");
  rows.push(...(await benchDatabase("PGlite", await scratchPglite("ratelimit"))));
  rows.push(...(await benchRedis()));
  console.log("\n| store | run | p50 ms | p99 ms | ops/s |\n| --- | --- | ---: | ---: | ---: |");
  for (const r of rows) {
    console.log(
      `| ${r.store} | ${r.run} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${Math.round(r.opsPerSec)} |`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
