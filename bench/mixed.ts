/**
 * Mixed workload and soak: the production server with the demo data under a fixed concurrency
 * for a fixed time, each connection cycling through public listing search, a property page, a
 * landlord dashboard, a tenant creating a ticket and replying to it. Also sign-in alone, and the
 * listing search against the trivial no-database route (the ceiling ratio). Reports req/s, p50,
 * p99, errors and the server's RSS before and after (it must stay flat). PGlite, then PostgreSQL
 * when DATABASE_URL is set. Figures go to docs/quality.md.
 *
 *   npm run build && npm run bench:mixed [-- --duration 20 --connections 10]
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { DEMO_PASSWORD, mixedWorkload, SEARCH as search } from "./lib/mixed-workload";
import { machine, markdownTable, writeQualitySection } from "./lib/quality-doc";
import { startServer } from "./lib/server";

const { values: args } = parseArgs({
  options: { duration: { type: "string" }, connections: { type: "string" }, port: { type: "string" } },
});
const durationSec = Number(args.duration ?? process.env.BENCH_DURATION ?? 20);
const connections = Number(args.connections ?? 10);
const port = Number(args.port ?? process.env.BENCH_PORT ?? 3430);

const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return Math.round(kb / 1024);
};

interface Row {
  engine: string;
  case: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function run(
  url: string,
  requests: Parameters<typeof autocannon>[0]["requests"],
  duration = durationSec,
) {
  const r = await autocannon({
    url,
    connections,
    duration,
    headers: { "accept-encoding": "gzip", accept: "application/json" },
    requests,
  });
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function bench(engine: string, databaseUrl?: string) {
  const server = await startServer({ port, databaseUrl, env: { JOBS: "off" } });
  const pid = server.process.pid as number;
  const rows: Row[] = [];
  const rss: { start: number; end: number } = { start: 0, end: 0 };
  try {
    const base = server.url;
    const mixed = await mixedWorkload(base);
    // Warm up caches and the JIT, then take the starting RSS.
    await run(`${base}${search}`, mixed, 3);
    rss.start = rssMb(pid);
    rows.push({
      engine,
      case: "mixed (search, page, dashboard, ticket, reply)",
      ...(await run(`${base}${search}`, mixed)),
    });
    rss.end = rssMb(pid);
    rows.push({
      engine,
      case: "sign-in (scrypt)",
      ...(await run(
        `${base}/api/auth/sign-in`,
        [
          {
            method: "POST",
            path: "/api/auth/sign-in",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: "agent@keyhold.example", password: DEMO_PASSWORD }),
          },
        ],
        Math.min(durationSec, 10),
      )),
    });
    rows.push({
      engine,
      case: "listing search",
      ...(await run(`${base}${search}`, undefined, Math.min(durationSec, 10))),
    });
    rows.push({
      engine,
      case: "ceiling: /api/health/live",
      ...(await run(`${base}/api/health/live`, undefined, Math.min(durationSec, 10))),
    });
  } finally {
    await server.stop();
  }
  return { rows, rss };
}

async function scratchPostgres(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  if (!process.env.DATABASE_URL) return undefined;
  const name = `bench_mixed_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

const results = [{ engine: "PGlite", ...(await bench("PGlite")) }];
const scratch = await scratchPostgres();
if (scratch) {
  try {
    results.push({ engine: "PostgreSQL", ...(await bench("PostgreSQL", scratch.url)) });
  } finally {
    await scratch.drop();
  }
}

const fmt = (n: number) => n.toLocaleString("en-GB", { maximumFractionDigits: 0 });
const tableRows: (string | number)[][] = [];
for (const r of results) {
  const ceiling = r.rows.find((x) => x.case.startsWith("ceiling"))?.reqPerSec ?? 0;
  for (const x of r.rows) {
    tableRows.push([
      r.engine,
      x.case,
      fmt(x.reqPerSec),
      x.p50,
      x.p99,
      x.errors + x.non2xx,
      ceiling ? `${((x.reqPerSec / ceiling) * 100).toFixed(1)} %` : "",
    ]);
  }
}
const table = markdownTable(
  ["Database", "Case", "req/s", "p50 ms", "p99 ms", "Errors + non-2xx", "of ceiling"],
  tableRows,
);
const rssTable = markdownTable(
  ["Database", "RSS before (MB)", "RSS after (MB)"],
  results.map((r) => [r.engine, r.rss.start, r.rss.end]),
);
console.log(table);
console.log(rssTable);
writeQualitySection(
  "Load and soak",
  `Written by \`npm run bench:mixed\`: the production server with the demo data, ${connections} connections,
${durationSec} s for the mixed case (each connection cycles: listing search, property page, landlord
dashboard, tenant creates a ticket, tenant replies), 10 s for the others (autocannon). RSS of the
server process before and after the mixed run. Machine: ${machine()}.

${table}

${rssTable}`,
);
