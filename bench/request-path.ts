/**
 * The request path, side by side in one run (`npm run bench:request-path`): bare Hono on
 * @hono/node-server (the ceiling: no middleware, `c.text("ok")`, a process of its own) and the
 * app's production server (PGlite in a throw-away data dir, no demo data, jobs off) on its trivial
 * route and a few public routes that read no listing. The machine is shared, so its load drifts
 * within a run: every server runs at once and the cases are measured in rounds, bare Hono first
 * in each round; each ratio is taken against the same round's bare Hono (and the same round's
 * trivial route) and the median over the rounds is reported, with the median req/s, p50 and p99.
 * Options: --duration S (3)  --warmup S (1)  --rounds N (3)  --connections N (10)
 * --port P (3290; bare Hono P+1, baseline P+2)  --baseline DIR: also the server of another
 * checkout (e.g. main's, before a change), measured in the same rounds. WEB_DIST_DIR names the
 * built web app for `GET /`.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { startBareHono } from "./lib/bare-hono-server";
import { type BenchCase, type Measurement, measure } from "./lib/measure";
import { machine } from "./lib/quality-doc";
import { type RunningServer, startServer } from "./lib/server";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string" },
    warmup: { type: "string" },
    rounds: { type: "string" },
    connections: { type: "string" },
    port: { type: "string" },
    baseline: { type: "string" },
  },
});
const opts = {
  durationSec: Number(args.duration ?? process.env.BENCH_DURATION ?? 3),
  warmupSec: Number(args.warmup ?? 1),
  connections: Number(args.connections ?? 10),
};
const rounds = Number(args.rounds ?? 3);
const port = Number(args.port ?? process.env.BENCH_PORT ?? 3290);

const cases: BenchCase[] = [
  { name: "GET /api/health/live (trivial route)", path: "/api/health/live" },
  { name: "GET /api/auth/session (anonymous, public JSON)", path: "/api/auth/session" },
  { name: "GET /api/market/cities (public JSON, kept a few seconds)", path: "/api/market/cities" },
  { name: "GET /api/openapi.json (large JSON, compressed)", path: "/api/openapi.json" },
  { name: "GET / (home, server-rendered, kept a few seconds)", path: "/" },
];
const bareCase: BenchCase = { name: "bare Hono: GET / (ceiling)", path: "/" };

console.log(
  `Request path: ${rounds} rounds, ${opts.durationSec} s per case after ${opts.warmupSec} s, ${opts.connections} connections`,
);
console.log(`Machine: ${machine()}; load average ${loadavg()} at start`);

const appEnv = { SEED_DEMO: "false", HOST: "127.0.0.1", JOBS: "off" };
const bare = await startBareHono(port + 1);
const targets: { label: string; server: RunningServer }[] = [];
try {
  if (args.baseline) {
    const server = await startServer({ port: port + 2, env: appEnv, cwd: args.baseline });
    targets.push({ label: "baseline", server });
  }
  targets.push({ label: "app", server: await startServer({ port, env: appEnv }) });
  // A fresh server's first seconds (JIT, lazy start-up work) are not what is measured.
  for (const t of targets) {
    for (const c of cases) await measure(t.server.url, c, { ...opts, durationSec: 2, warmupSec: 0 });
  }

  /** Per row: each round's measurement, and its ratio to that round's bare Hono and trivial route. */
  const rows = new Map<string, { m: Measurement[]; ofBare: number[]; ofTrivial: number[] }>();
  const add = (name: string, m: Measurement, bareRps: number, trivialRps: number) => {
    const row = rows.get(name) ?? { m: [], ofBare: [], ofTrivial: [] };
    row.m.push(m);
    row.ofBare.push(m.reqPerSec / bareRps);
    row.ofTrivial.push(m.reqPerSec / trivialRps);
    rows.set(name, row);
  };
  for (let r = 1; r <= rounds; r++) {
    const b = await measure(bare.url, bareCase, opts);
    console.log(`round ${r}: ${bareCase.name} ${fmt(b.reqPerSec)} req/s (load ${loadavg()})`);
    add(bareCase.name, b, b.reqPerSec, b.reqPerSec);
    for (const t of targets) {
      let trivial = 0;
      for (const c of cases) {
        const m = await measure(t.server.url, c, opts);
        if (!trivial) trivial = m.reqPerSec;
        const name = `${t.label}: ${c.name}`;
        console.log(
          `  ${name}: ${fmt(m.reqPerSec)} req/s, p50 ${m.p50} ms, p99 ${m.p99} ms${m.non2xx || m.errors ? `, ${m.non2xx} non-2xx, ${m.errors} errors` : ""}`,
        );
        add(name, m, b.reqPerSec, trivial);
      }
    }
  }

  console.log(`\nLoad average at the end: ${loadavg()}. Medians over ${rounds} rounds:`);
  console.log("| case | req/s | p50 ms | p99 ms | of bare Hono | of its trivial route | non-2xx |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const [name, row] of rows) {
    const non2xx = row.m.reduce((n, m) => n + m.non2xx, 0);
    console.log(
      `| ${name} | ${fmt(median(row.m.map((m) => m.reqPerSec)))} | ${median(row.m.map((m) => m.p50))} | ${median(row.m.map((m) => m.p99))} | ${pct(median(row.ofBare))} | ${pct(median(row.ofTrivial))} | ${non2xx} |`,
    );
  }
  for (const t of targets) {
    const row = rows.get(`${t.label}: ${cases[0]!.name}`)!;
    console.log(
      `${t.label} trivial route / bare Hono: ${pct(median(row.ofBare))} (rounds: ${row.ofBare.map(pct).join(", ")}; target >= 50 %)`,
    );
  }
} finally {
  for (const t of targets) await t.server.stop();
  await bare.stop();
}

function median(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}
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
