/**
 * Scale-out (issue 20 item 5): the mixed workload against one and against two Keyhold instances
 * on one PostgreSQL, both times through the same round-robin proxy (so the proxy's own cost is on
 * both sides), then the listing search alone the same way. On 2 cores little gain is expected:
 * the point is that nothing breaks and nothing degrades. Needs DATABASE_URL (a scratch database is
 * made and dropped) and a built web app. Figures go to docs/quality.md.
 *
 *   npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:scale
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { scratchPostgresDatabase } from "../src/server/test/harness";
import { startRoundRobinProxy } from "../src/server/test/round-robin-proxy";
import { mixedWorkload, type Requests, SEARCH } from "./lib/mixed-workload";
import { machine, markdownTable, writeQualitySection } from "./lib/quality-doc";
import { type RunningServer, startServer } from "./lib/server";

const { values: args } = parseArgs({
  options: { duration: { type: "string" }, connections: { type: "string" } },
});
const durationSec = Number(args.duration ?? process.env.BENCH_DURATION ?? 15);
const connections = Number(args.connections ?? 20);
const PORTS = [3451, 3452];

if (!process.env.DATABASE_URL) {
  console.error("bench:scale needs DATABASE_URL (a PostgreSQL server; a scratch database is made there)");
  process.exit(2);
}

async function load(url: string, requests?: Requests, duration = durationSec) {
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
    bad: r.errors + r.timeouts + r.non2xx,
  };
}

type Figures = Awaited<ReturnType<typeof load>>;
const scratch = await scratchPostgresDatabase(process.env.DATABASE_URL);
const servers: RunningServer[] = [];
const results: { instances: number; mixed: Figures; search: Figures; split: number[] }[] = [];
try {
  // The first instance migrates and seeds; the second joins the same database.
  servers.push(await startServer({ port: PORTS[0]!, databaseUrl: scratch.url, env: { JOBS: "off" } }));
  for (const n of [1, 2]) {
    if (n === 2) {
      servers.push(
        await startServer({
          port: PORTS[1]!,
          databaseUrl: scratch.url,
          env: { JOBS: "off", SEED_DEMO: "false" },
        }),
      );
    }
    const proxy = await startRoundRobinProxy(servers.map((s) => s.url));
    try {
      const mixed = await mixedWorkload(proxy.url);
      await load(`${proxy.url}${SEARCH}`, mixed, 3); // warm-up: JIT, caches, pools
      const figures = {
        instances: n,
        mixed: await load(`${proxy.url}${SEARCH}`, mixed),
        search: await load(`${proxy.url}${SEARCH}`),
        split: [...proxy.counts],
      };
      results.push(figures);
      console.log(JSON.stringify(figures));
    } finally {
      await proxy.close();
    }
  }
} finally {
  for (const s of servers) await s.stop();
  await scratch.drop();
}

const fmt = (n: number) => n.toLocaleString("en-GB", { maximumFractionDigits: 0 });
const one = results[0]!;
const rows: string[][] = [];
for (const r of results) {
  for (const kind of ["mixed", "search"] as const) {
    const f = r[kind];
    rows.push([
      String(r.instances),
      kind === "mixed" ? "mixed (search, page, dashboard, ticket, reply)" : "listing search",
      fmt(f.reqPerSec),
      String(f.p50),
      String(f.p99),
      String(f.bad),
      `${((f.reqPerSec / one[kind].reqPerSec) * 100).toFixed(0)} %`,
    ]);
  }
}
const table = markdownTable(
  ["Instances", "Case", "req/s", "p50 ms", "p99 ms", "Errors + non-2xx", "of 1 instance"],
  rows,
);
const split = results.map((r) => `${r.instances}: ${r.split.map(fmt).join(" / ")}`).join("; ");
console.log(table);
writeQualitySection(
  "Scale-out on PostgreSQL",
  `Written by \`npm run bench:scale\`: one, then two production instances on one PostgreSQL
database with the demo data, both times behind the same round-robin proxy (http-proxy-3, in the
bench process), ${connections} connections, ${durationSec} s per case (autocannon; the same machine
runs the proxy, the instances, PostgreSQL and the load). Requests per instance: ${split}.
Machine: ${machine()}.

${table}

On 2 cores a second instance has no spare core to run on, so little or no gain is expected; what
the figures show is that sharing sessions, rate limits and notifications through the database costs
no errors and no collapse in latency. The gain from more instances needs more cores (or machines).`,
);
