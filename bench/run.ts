/**
 * Benchmarks: `npm run bench` runs every workload; `npm run bench -- --only listings` one.
 * Each workload gets a scratch database per engine (PGlite always; PostgreSQL when DATABASE_URL is
 * set: a new database is created next to it and dropped afterwards), the production server in its
 * own process, and autocannon against two ceilings and the workload's requests: bare Hono (plain
 * `new Hono().get("/", c => c.text("ok"))` on @hono/node-server in a process of its own, measured
 * first in the same run) and the app's trivial route (`/api/health/live`, no database).
 * Options: --only a,b  --engine pglite|postgres  --count N  --duration S  --warmup S
 * --connections N  --port P (bare Hono on P+1; also BENCH_COUNT, BENCH_DURATION, BENCH_PORT).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { startBareHono } from "./lib/bare-hono-server";
import { type ScratchDb, scratchPglite, scratchPostgres } from "./lib/engines";
import { type BenchCase, type Measurement, measure } from "./lib/measure";
import { machine, markdownTable, writeQualitySection } from "./lib/quality-doc";
import { startServer } from "./lib/server";
import type { Workload } from "./lib/workload";
import { analyticsWorkload } from "./workloads/analytics";
import { listingsWorkload } from "./workloads/listings";

const workloads: Workload[] = [listingsWorkload, analyticsWorkload];

const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    engine: { type: "string" },
    count: { type: "string" },
    duration: { type: "string" },
    warmup: { type: "string" },
    connections: { type: "string" },
    port: { type: "string" },
  },
});

const durationSec = Number(args.duration ?? process.env.BENCH_DURATION ?? 10);
const warmupSec = Number(args.warmup ?? 2);
const connections = Number(args.connections ?? 10);
const port = Number(args.port ?? process.env.BENCH_PORT ?? 3290);
const only = args.only?.split(",").map((s) => s.trim());
const selected = workloads.filter((w) => !only || only.includes(w.name));
if (!selected.length) {
  console.error(`No workload named ${only?.join(", ")}. Known: ${workloads.map((w) => w.name).join(", ")}`);
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || "";
const engines = (args.engine ? [args.engine] : ["pglite", ...(databaseUrl ? ["postgres"] : [])]) as (
  | "pglite"
  | "postgres"
)[];
if (engines.includes("postgres") && !databaseUrl) {
  console.error("--engine postgres needs DATABASE_URL (a server where the bench may create a database)");
  process.exit(2);
}

const bareHono: BenchCase = { name: "bare Hono hello-world (same machine)", path: "/", ceiling: true };
const ceiling: BenchCase = {
  name: "app trivial route: GET /api/health/live (no db)",
  path: "/api/health/live",
  ceiling: true,
};
const dbPing: BenchCase = { name: "GET /api/health (select 1)", path: "/api/health" };

interface Report {
  workload: string;
  engine: string;
  count: number;
  measurements: Measurement[];
  notes: string[];
}
const reports: Report[] = [];
const log = (line: string) => console.log(line);

for (const w of selected) {
  const count = Number(args.count ?? process.env.BENCH_COUNT ?? w.defaultCount);
  for (const engine of engines) {
    log(
      `\n== ${w.title} on ${engine}: ${count.toLocaleString("en-GB")} rows, ${durationSec} s per case, ${connections} connections ==`,
    );
    const scratch: ScratchDb =
      engine === "pglite" ? await scratchPglite(w.name) : await scratchPostgres(databaseUrl, w.name);
    try {
      const database = await scratch.open();
      let notes: string[] = [];
      let cases: BenchCase[];
      try {
        const state = await w.prepare(database.db, { count, log });
        notes = (await w.explain?.(database.db, state)) ?? [];
        cases = w.cases(state);
      } finally {
        await database.close();
      }
      for (const line of notes) log(line);
      const measurements: Measurement[] = [];
      // The bare-Hono ceiling first, in the same run, before the app's server starts.
      const bare = await startBareHono(port + 1);
      try {
        const m = await measure(bare.url, bareHono, { durationSec, warmupSec, connections });
        measurements.push(m);
        log(`  ${bareHono.name}: ${fmt(m.reqPerSec)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms`);
      } finally {
        await bare.stop();
      }
      const server = await startServer({
        port,
        // No scheduled jobs: their first run (20 s after start) reads every home and, on PGlite's one
        // connection, would hold up every request measured meanwhile.
        env: { SEED_DEMO: "false", HOST: "127.0.0.1", JOBS: "off", ...scratch.serverEnv },
      });
      try {
        for (const c of [ceiling, dbPing, ...cases]) {
          const m = await measure(server.url, c, { durationSec, warmupSec, connections });
          measurements.push(m);
          log(
            `  ${c.name}: ${fmt(m.reqPerSec)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.errors || m.non2xx ? `, ${m.errors} errors, ${m.non2xx} non-2xx` : ""}`,
          );
        }
      } finally {
        await server.stop();
      }
      reports.push({ workload: w.name, engine, count, measurements, notes });
    } finally {
      await scratch.drop();
    }
  }
}

/** Each case's share of bare Hono (first measurement) and of the app's trivial route (second). */
const ratios = (r: Report, m: Measurement) => {
  const bare = r.measurements[0]?.reqPerSec || 1;
  const trivial = r.measurements[1]?.reqPerSec || 1;
  return [pct(m.reqPerSec / bare), pct(m.reqPerSec / trivial)];
};
for (const r of reports) {
  log(`\n${r.workload} on ${r.engine} (${r.count.toLocaleString("en-GB")} rows)`);
  log("| case | req/s | p50 ms | p99 ms | of bare Hono | of app trivial route |");
  log("|---|---:|---:|---:|---:|---:|");
  for (const m of r.measurements) {
    log(`| ${m.name} | ${fmt(m.reqPerSec)} | ${m.p50} | ${m.p99} | ${ratios(r, m).join(" | ")} |`);
  }
}
const out = path.resolve(".tmp/bench/results.json");
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(
  out,
  JSON.stringify({ at: new Date().toISOString(), durationSec, connections, reports }, null, 2),
);
log(`\nResults written to ${path.relative(process.cwd(), out)}`);

if (reports.length) {
  writeQualitySection(
    "Listing benchmark",
    `Written by \`tsx bench/run.ts\` (part of \`npm run bench\`; one workload: \`npm run bench:listings\` or
\`bench:analytics\`), one run per engine: generated data, ${durationSec} s per case after a
${warmupSec} s warm-up, ${connections} connections, the production server (autocannon). "of bare Hono" compares with
plain Hono on @hono/node-server answering "ok" (no middleware, its own process, measured first in the same run); "of
trivial route" with the app's \`GET /api/health/live\`, which touches no database. Cases marked "1 connection"
send one request at a time: their p50 is the latency one person sees. Machine: ${machine()}.

${markdownTable(
  ["Workload", "Database", "Rows", "Case", "req/s", "p50 ms", "p99 ms", "of bare Hono", "of trivial route"],
  reports.flatMap((r) =>
    r.measurements.map((m) => [
      r.workload,
      r.engine,
      r.count.toLocaleString("en-GB"),
      m.name,
      fmt(m.reqPerSec),
      m.p50,
      m.p99,
      ...ratios(r, m),
    ]),
  ),
)}`,
  );
}

function pct(x: number) {
  return `${(x * 100).toFixed(1)} %`;
}

function fmt(n: number) {
  return Math.round(n).toLocaleString("en-GB");
}
