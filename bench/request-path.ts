/**
 * The request path, side by side in one run (`npm run bench:request-path`): bare Hono on
 * @hono/node-server (the ceiling: no middleware, `c.text("ok")`), then the app's production server
 * (PGlite in a throw-away data dir, no demo data) on its trivial route and a few public routes
 * that read no listing, each as req/s, p50, p99 and the ratio to bare Hono and to the app's
 * trivial route. Bare Hono is measured again at the end, to show how much the machine drifted.
 * Options: --duration S (5)  --warmup S (2)  --connections N (10)  --port P (3290; bare Hono P+1)
 * --baseline DIR: also measure the server of another checkout (e.g. main's, before a change) in
 * the same run, between bare Hono and this checkout. WEB_DIST_DIR names the built web app for `/`.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { startBareHono } from "./lib/bare-hono-server";
import { type BenchCase, type Measurement, measure } from "./lib/measure";
import { machine } from "./lib/quality-doc";
import { startServer } from "./lib/server";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string" },
    warmup: { type: "string" },
    connections: { type: "string" },
    port: { type: "string" },
    baseline: { type: "string" },
  },
});
const opts = {
  durationSec: Number(args.duration ?? process.env.BENCH_DURATION ?? 5),
  warmupSec: Number(args.warmup ?? 2),
  connections: Number(args.connections ?? 10),
};
const port = Number(args.port ?? process.env.BENCH_PORT ?? 3290);

const appCases = (label: string): BenchCase[] => [
  { name: `${label}: GET /api/health/live (trivial route)`, path: "/api/health/live" },
  { name: `${label}: GET /api/auth/session (anonymous, public JSON)`, path: "/api/auth/session" },
  { name: `${label}: GET /api/market/cities (public JSON, one query)`, path: "/api/market/cities" },
  { name: `${label}: GET /api/openapi.json (large JSON, compressed)`, path: "/api/openapi.json" },
  { name: `${label}: GET / (index.html)`, path: "/" },
];

const rows: Measurement[] = [];
const run = async (url: string, c: BenchCase) => {
  const m = await measure(url, c, opts);
  rows.push(m);
  console.log(
    `  ${m.name}: ${fmt(m.reqPerSec)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.non2xx || m.errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors` : ""}`,
  );
};

console.log(
  `Request path: ${opts.durationSec} s per case after ${opts.warmupSec} s, ${opts.connections} connections`,
);
console.log(`Machine: ${machine()}; load average ${loadavg()} at start`);
const bare = await startBareHono(port + 1);
try {
  await run(bare.url, { name: "bare Hono: GET / (ceiling)", path: "/" });
} finally {
  await bare.stop();
}
const appEnv = { SEED_DEMO: "false", HOST: "127.0.0.1", JOBS: "off" };
if (args.baseline) {
  const base = await startServer({ port, env: appEnv, cwd: args.baseline });
  try {
    for (const c of appCases("baseline")) await run(base.url, c);
  } finally {
    await base.stop();
  }
}
const server = await startServer({ port, env: appEnv });
try {
  for (const c of appCases("app")) await run(server.url, c);
} finally {
  await server.stop();
}
const again = await startBareHono(port + 1);
try {
  await run(again.url, { name: "bare Hono again (drift check)", path: "/" });
} finally {
  await again.stop();
}

const ceiling = rows[0]!.reqPerSec;
// This checkout's trivial route (after the baseline's cases, when there are any).
const trivialRow = rows.find((m) => m.name.startsWith("app: GET /api/health/live"))!;
const trivial = trivialRow.reqPerSec;
console.log(`\nLoad average at the end: ${loadavg()}`);
console.log("| case | req/s | p50 ms | p99 ms | of bare Hono | of app trivial route | non-2xx |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const m of rows) {
  console.log(
    `| ${m.name} | ${fmt(m.reqPerSec)} | ${m.p50} | ${m.p99} | ${pct(m.reqPerSec / ceiling)} | ${pct(m.reqPerSec / trivial)} | ${m.non2xx} |`,
  );
}
console.log(`\nApp trivial route / bare Hono: ${pct(trivial / ceiling)} (target >= 50 %)`);
const baseTrivial = rows.find((m) => m.name.startsWith("baseline: GET /api/health/live"));
if (baseTrivial) console.log(`Baseline trivial route / bare Hono: ${pct(baseTrivial.reqPerSec / ceiling)}`);

function fmt(n: number) {
  return Math.round(n).toLocaleString("en-GB");
}
function pct(x: number) {
  return `${(x * 100).toFixed(1)} %`;
}
function loadavg() {
  return os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
}
