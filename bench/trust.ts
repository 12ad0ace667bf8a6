/**
 * Trust round figures (issue 13): the body limit under the review's attack, a second process on
 * one DATA_DIR, and SIGTERM with 50 open notification streams. Real server processes; writes the
 * "Trust round: limits and lifecycle" section of docs/quality.md. Run: npm run bench:trust
 */
import { mkdtempSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import {
  openEventSourceLike,
  openStubbornStream,
  signIn,
  signUp,
  spawnNode,
} from "../src/server/test/processes";
import { machine, markdownTable, writeQualitySection } from "./lib/quality-doc";

const PORT = Number(process.env.TRUST_PORT) || 3116;
const base = `http://127.0.0.1:${PORT}`;
const MB = 1024 * 1024;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "keyhold-trust-"));
const admin = { ADMIN_EMAIL: "trust-admin@bench.example", ADMIN_PASSWORD: "correct-horse-battery" };

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Math.round(Number(m[1]) / 1024) : Number.NaN;
};
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const r1 = (n: number) => Math.round(n * 10) / 10;

/** POSTs `bytes` of JSON (with or without Content-Length); answers the status or the socket error. */
/** One 16 MB JSON body, built before the clock starts and sent by every attacker. */
const body16 = Buffer.from(`{"name":"${"x".repeat(16 * MB - 12)}"}`);

function bigPost(urlPath: string, body: Buffer, chunked: boolean): Promise<string> {
  return new Promise((resolve) => {
    const req = http.request(`${base}${urlPath}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(chunked ? { "transfer-encoding": "chunked" } : { "content-length": String(body.length) }),
      },
    });
    let settled = false;
    const done = (v: string) => {
      if (!settled) {
        settled = true;
        resolve(v);
      }
    };
    req.on("response", (res) => {
      res.resume();
      done(String(res.statusCode));
    });
    req.on("error", (err: NodeJS.ErrnoException) => done(err.code ?? err.message));
    // Write in 1 MB pieces as a client on a fast link would.
    let offset = 0;
    const pump = () => {
      while (offset < body.length) {
        const piece = body.subarray(offset, offset + MB);
        offset += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
}

/**
 * Polls /api/health/live every 20 ms from a worker thread (so the attackers' writes in this thread
 * never delay it) until stopped; answers the latencies in ms.
 */
function liveLatencies(count?: number) {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const out = []; let stop = false;
     parentPort.on("message", () => { stop = true; });
     (async () => {
       while (!stop && (workerData.count === undefined || out.length < workerData.count)) {
         const t = performance.now();
         await (await fetch(workerData.url)).text();
         out.push(performance.now() - t);
         await new Promise((r) => setTimeout(r, 20));
       }
       parentPort.postMessage(out);
     })();`,
    { eval: true, workerData: { url: `${base}/api/health/live`, count } },
  );
  const result = new Promise<number[]>((resolve) => worker.once("message", (m: number[]) => resolve(m)));
  return {
    result: result.finally(() => void worker.terminate()),
    stop: () => worker.postMessage("stop"),
  };
}

// Generous form limit: the figures are about the body limit, not the contact form's rate limit.
const server = spawnNode({
  DATA_DIR: dataDir,
  PORT: String(PORT),
  ...admin,
  LOG_LEVEL: "warn",
  FORM_RATE_LIMIT: "1000",
});
await waitHealthy();
async function waitHealthy() {
  for (let i = 0; i < 1200; i++) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    const status = await fetch(`${base}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("server did not become ready");
}

// 1. Body limit under attack.
const idle = await liveLatencies(50).result;
const rssBefore = rssMb(server.pid);
const during = liveLatencies();
const started = performance.now();
const targets = ["/api/contact", "/api/auth/sign-up"];
const attack = await Promise.all(
  targets.flatMap((t) => [
    ...Array.from({ length: 4 }, () => bigPost(t, body16, false)),
    ...Array.from({ length: 4 }, () => bigPost(t, body16, true)),
  ]),
);
const attackMs = performance.now() - started;
await new Promise((r) => setTimeout(r, 300));
during.stop();
const underAttack = await during.result;
const rssAfter = rssMb(server.pid);
const outcomes = (from: number) => {
  const counts: Record<string, number> = {};
  for (const s of attack.slice(from, from + 8)) counts[s] = (counts[s] ?? 0) + 1;
  return Object.entries(counts)
    .map(([s, n]) => `${n} × ${s}`)
    .join(", ");
};
console.log("attack", { attack, attackMs, idleMax: Math.max(...idle), max: Math.max(...underAttack) });

// 2. A second process on the same DATA_DIR.
const second = spawnNode({ DATA_DIR: dataDir, PORT: String(PORT + 1) });
const t2 = Date.now();
const secondExit = await second.exited;
const refusal = second
  .output()
  .trim()
  .split("\n")
  .filter((l) => l.includes("DATA_DIR"))
  .join(" ");

// 3. SIGTERM with 50 open streams: 25 clients that never read, 25 browser-like (reconnecting).
const cookies = [await signIn(base, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD)];
for (let i = 0; i < 9; i++)
  cookies.push(await signUp(base, `trust${i}-${Date.now()}@bench.example`, "correct-horse-battery"));
const stubborn = await Promise.all(
  cookies.slice(0, 5).flatMap((c) => Array.from({ length: 5 }, () => openStubbornStream(PORT, c))),
);
const browsers = cookies
  .slice(5)
  .flatMap((c) => Array.from({ length: 5 }, () => openEventSourceLike(base, c, 100)));
await Promise.all(browsers.map((b) => b.first));
const rssStreams = rssMb(server.pid);
const signalled = Date.now();
server.child.kill("SIGTERM");
const exit = await server.exited;
const stopSeconds = (exit.at - signalled) / 1000;
for (const b of browsers) b.stop();
for (const s of stubborn) s.destroy();
console.log("sigterm", { code: exit.code, stopSeconds });

writeQualitySection(
  "Trust round: limits and lifecycle",
  [
    `Measured by \`npm run bench:trust\` (\`bench/trust.ts\`) on ${new Date().toISOString().slice(0, 10)}, ` +
      `${machine()}, production server on PGlite, other work running on the machine. Tests that guard ` +
      "the same behaviour: `src/server/lib/http-edge.test.ts`, `src/server/lifecycle.test.ts`, " +
      "`src/server/features/notifications/streams.test.ts`, `src/server/lib/storage-health.test.ts`.",
    "",
    "**Body limit under the review's attack.** 8 × 16 MB JSON bodies to `POST /api/contact` and 8 to " +
      "`POST /api/auth/sign-up` (4 with Content-Length, 4 chunked, each), all in parallel, while " +
      "another client polls `GET /api/health/live`. Every body over 1 MB is refused with 413 before " +
      "it is read (a chunked one as soon as 1 MB has arrived); the rest is discarded unread for at most " +
      "500 ms, then the connection is cut, so a slow client still sending may see a reset (EPIPE) " +
      "instead of the 413.",
    "",
    markdownTable(
      ["", "figure"],
      [
        ["`/api/contact` answers", outcomes(0)],
        ["`/api/auth/sign-up` answers", outcomes(8)],
        ["all 16 answered within", `${Math.round(attackMs)} ms`],
        ["`/api/health/live` idle: median / max", `${r1(pct(idle, 50))} / ${r1(Math.max(...idle))} ms`],
        [
          "`/api/health/live` during the attack: median / p95 / max",
          `${r1(pct(underAttack, 50))} / ${r1(pct(underAttack, 95))} / ${r1(Math.max(...underAttack))} ms (${underAttack.length} requests; must stay under 100 ms)`,
        ],
        ["server memory (RSS) before / after", `${rssBefore} / ${rssAfter} MB`],
      ],
    ),
    "",
    "**A second process on the same DATA_DIR** exits with code " +
      `${secondExit.code} after ${r1((secondExit.at - t2) / 1000)} s without opening the database, printing:`,
    "",
    `> ${refusal.replace(dataDir, "/tmp/keyhold-trust-…")}`,
    "",
    "**SIGTERM with 50 open notification streams** (10 users × 5: 25 plain HTTP clients that read the " +
      "first event and then never read or close, 25 browser-like clients that reconnect 100 ms after " +
      "a stream ends, as EventSource does): " +
      `exit code ${exit.code} after ${r1(stopSeconds)} s (must be 0 within 5 s; before the fix: forced ` +
      `exit 1 after 10 s). Server RSS with the streams open: ${rssStreams} MB.`,
  ].join("\n"),
);
process.exit(exit.code === 0 && stopSeconds < 5 && Math.max(...underAttack) < 100 ? 0 : 1);
