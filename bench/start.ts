/**
 * Memory and start (issue 19 item 7): `npm start` on PGlite, as a person runs it.
 *
 * 1. Brings the builds up to date first (`scripts/start.mjs --build-only`), so no build is timed.
 * 2. Cold: an empty DATA_DIR; times `node scripts/start.mjs` until GET /api/health answers 200
 *    (create the database, migrate, seed the demo data), then samples the server's RSS every second
 *    until it has not moved by more than 2 MB for 5 s: the idle footprint after seeding.
 * 3. Warm: stops it (SIGTERM), starts it again on the same data and build, `--runs` times: time
 *    until /api/health answers 200 and the idle RSS again.
 *
 * Targets: idle RSS after seeding <= 400 MB, warm start < 3 s. Wall times depend on the machine's
 * load (printed beside them). Run: npm run bench:start [-- --port 3290 --runs 3]
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { machine, markdownTable, writeQualitySection } from "./lib/quality-doc";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const PORT = Number(arg("port") ?? process.env.BENCH_PORT ?? 3290);
const RUNS = Math.max(1, Number(arg("runs") ?? 3));
const base = `http://127.0.0.1:${PORT}`;
const dataDir = path.resolve(`.tmp/bench/start-${PORT}`);
const IDLE_RSS_TARGET_MB = 400;
const WARM_START_TARGET_S = 3;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Math.round(Number(m[1]) / 1024) : Number.NaN;
};
/** CPU seconds (user + system) the process has used so far: load-independent, unlike wall time. */
const cpuS = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
/** The same for the main thread alone: what a start waits on when the other threads have a core. */
const mainThreadCpuS = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const load = () => os.loadavg()[0]!.toFixed(1);

/** The server process: start.mjs runs it as its (only) child. */
function serverPid(start: ChildProcess): number {
  const kids = execFileSync("ps", ["-o", "pid=", "--ppid", String(start.pid)], { encoding: "utf8" })
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (kids.length !== 1) throw new Error(`expected one server process under start.mjs, found ${kids.length}`);
  return Number(kids[0]);
}

/** Every start.mjs still running is stopped if this script fails half-way (with its server: SIGTERM is relayed). */
const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGTERM");
});

function runStart(extraArgs: string[] = []) {
  const child = spawn(process.execPath, ["scripts/start.mjs", ...extraArgs], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => {
    out += d;
  });
  child.stderr!.on("data", (d: Buffer) => {
    out += d;
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, exited, output: () => out };
}

/** Milliseconds until /api/health answers 200 (503 "starting" before); throws if the process ends. */
async function untilHealthy(run: ReturnType<typeof runStart>, since: number, timeoutMs: number) {
  const deadline = since + timeoutMs;
  for (;;) {
    if (run.child.exitCode !== null)
      throw new Error(`start.mjs exited (${run.child.exitCode}):\n${run.output()}`);
    if (Date.now() > deadline) throw new Error(`not healthy within ${timeoutMs} ms:\n${run.output()}`);
    const res = await fetch(`${base}/api/health`).catch(() => undefined);
    await res?.body?.cancel();
    if (res?.status === 200) return Date.now() - since;
    await sleep(20);
  }
}

/** RSS once it stops moving (within 2 MB over 5 one-second samples, at most 60 s); and the peak seen. */
async function idleRss(pid: number) {
  const samples = [rssMb(pid)];
  for (let i = 0; i < 60; i++) {
    await sleep(1000);
    samples.push(rssMb(pid));
    const last = samples.slice(-6);
    if (last.length === 6 && Math.max(...last) - Math.min(...last) <= 2) break;
  }
  return { idle: samples.at(-1)!, peak: Math.max(...samples), afterReady: samples[0]! };
}

async function stop(run: ReturnType<typeof runStart>) {
  run.child.kill("SIGTERM");
  const code = await run.exited;
  if (code !== 0) throw new Error(`start.mjs exited ${code} on SIGTERM:\n${run.output()}`);
}

const build = runStart(["--build-only"]);
if ((await build.exited) !== 0) throw new Error(`build failed:\n${build.output()}`);

rmSync(dataDir, { recursive: true, force: true });
console.log(`npm start on PGlite, DATA_DIR ${path.relative(process.cwd(), dataDir)}, port ${PORT}`);
console.log(`${os.cpus().length} cores, load average ${load()} at the start\n`);

const cold = runStart();
const coldStarted = Date.now();
const coldMs = await untilHealthy(cold, coldStarted, 300_000);
const coldPid = serverPid(cold.child);
const coldCpu = cpuS(coldPid) + cpuS(cold.child.pid!);
const coldMem = await idleRss(coldPid);
await stop(cold);
console.log(
  `cold (new DATA_DIR, migrate + demo seed): healthy after ${(coldMs / 1000).toFixed(2)} s ` +
    `(${coldCpu.toFixed(2)} s CPU); ` +
    `RSS ${coldMem.afterReady} MB when healthy, peak ${coldMem.peak} MB, idle ${coldMem.idle} MB ` +
    `(target <= ${IDLE_RSS_TARGET_MB} MB) [load ${load()}]`,
);

const warm: { ms: number; cpu: number; mainCpu: number; idle: number }[] = [];
for (let i = 0; i < RUNS; i++) {
  const run = runStart();
  const started = Date.now();
  const ms = await untilHealthy(run, started, 120_000);
  const pid = serverPid(run.child);
  const cpu = cpuS(pid) + cpuS(run.child.pid!);
  const mainCpu = mainThreadCpuS(pid) + mainThreadCpuS(run.child.pid!);
  const mem = await idleRss(pid);
  await stop(run);
  warm.push({ ms, cpu, mainCpu, idle: mem.idle });
  console.log(
    `warm #${i + 1} (same data and build): healthy after ${(ms / 1000).toFixed(2)} s ` +
      `(${cpu.toFixed(2)} s CPU, main threads ${mainCpu.toFixed(2)} s; target < ${WARM_START_TARGET_S} s); idle RSS ${mem.idle} MB [load ${load()}]`,
  );
}
rmSync(dataDir, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const warmS = median(warm.map((w) => w.ms)) / 1000;
const warmCpu = median(warm.map((w) => w.cpu));
const warmMainCpu = median(warm.map((w) => w.mainCpu));
const ok = coldMem.idle <= IDLE_RSS_TARGET_MB && warmS < WARM_START_TARGET_S;
console.log(
  `\ncold-seed RSS peak ${coldMem.peak} MB, idle RSS after seeding ${coldMem.idle} MB, ` +
    `warm start ${warmS.toFixed(2)} s, ${warmCpu.toFixed(2)} s CPU, main threads ${warmMainCpu.toFixed(2)} s ` +
    `(median of ${RUNS}): ` +
    `${ok ? "within" : "OVER"} the targets (wall times at load average ${load()} on ${os.cpus().length} cores)`,
);
writeQualitySection(
  "Memory and start",
  `Written by \`npm run bench:start\`: \`npm start\` on PGlite as a person runs it, builds already up to date.
Cold: a new DATA_DIR (create, migrate, seed the demo data), then RSS sampled until it stays within
2 MB for 5 s. Warm: stopped and started again on the same data, ${RUNS} times (median). Machine: ${machine()};
load average ${load()} at the end. Targets (issue 19): idle RSS after seeding ≤ ${IDLE_RSS_TARGET_MB} MB, warm start < ${WARM_START_TARGET_S} s.

${markdownTable(
  ["Start", "Until /api/health answers", "CPU", "Idle RSS"],
  [
    [
      "cold: migrate and seed",
      `${(coldMs / 1000).toFixed(2)} s`,
      `${coldCpu.toFixed(2)} s`,
      `${coldMem.idle} MB (peak ${coldMem.peak})`,
    ],
    ...warm.map((w, i) => [
      `warm #${i + 1}`,
      `${(w.ms / 1000).toFixed(2)} s`,
      `${w.cpu.toFixed(2)} s (main threads ${w.mainCpu.toFixed(2)} s)`,
      `${w.idle} MB`,
    ]),
  ],
)}`,
);
process.exitCode = ok ? 0 : 1;
