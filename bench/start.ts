/**
 * Memory and start (issue 19 item 7, issue 34 item 11): `npm start` on PGlite, as a person runs it.
 *
 * Every row runs in a fresh copy of the committed tree (`git archive HEAD`, node_modules linked),
 * as in a person's clone: sources that others edit in this checkout meanwhile would rebuild a start.
 * 1. First start: no dist/ and no data: `node scripts/start.mjs` builds the three bundles, creates
 *    the database, migrates and seeds; timed until GET /api/health answers 200. `--no-first` only
 *    builds (`scripts/start.mjs --build-only`).
 * 2. Cold: an empty DATA_DIR; times `node scripts/start.mjs` until /api/health answers 200 (create,
 *    migrate, seed), then samples the server's RSS every second until it has not moved by more than
 *    2 MB for 5 s: the idle footprint after seeding.
 * 3. Warm: stops it (SIGTERM), starts it again on the same data and build, `--runs` times, then
 *    once more after touching package-lock.json (an input of every build, content unchanged): time
 *    until /api/health answers 200 and the idle RSS again. A warm start that rebuilds fails the run.
 *
 * `--rev <commit>` checks out another commit for the first start.
 *
 * Each row has the 1-minute load average when it started and when it was healthy, and the server's
 * own account of where the time went (the "listening" log line's phases, ms): wall times on a
 * shared machine scale with its load, CPU seconds much less. Targets: idle RSS after seeding
 * <= 400 MB, warm start < 3 s. Run: npm run bench:start [-- --port 3290 --runs 3 --no-first --rev HEAD]
 */
import { type ChildProcess, execFileSync, execSync, spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, symlinkSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { machine, markdownTable, writeQualitySection } from "./lib/quality-doc";

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const PORT = Number(arg("port") ?? process.env.BENCH_PORT ?? 3290);
const RUNS = Math.max(1, Number(arg("runs") ?? 3));
const FIRST = !process.argv.includes("--no-first");
/** The commit the first start checks out (HEAD unless --rev): to compare a start before a change. */
const REV = arg("rev") ?? "HEAD";
const base = `http://127.0.0.1:${PORT}`;
const dataDir = path.resolve(`.tmp/bench/start-${PORT}`);
// Outside the checkout: inside it, the ignored .tmp/ would hide the sources from Tailwind's scan.
const treeDir = path.join(os.tmpdir(), `keyhold-start-tree-${PORT}`);
const IDLE_RSS_TARGET_MB = 400;
const WARM_START_TARGET_S = 3;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return m ? Math.round(Number(m[1]) / 1024) : Number.NaN;
};
const statFields = (file: string) => readFileSync(file, "utf8").split(") ")[1]!.split(" ");
/**
 * CPU seconds (user + system) the process has used so far, with its finished children's (the
 * builds start.mjs ran): load-independent, unlike wall time.
 */
const cpuS = (pid: number) => {
  const f = statFields(`/proc/${pid}/stat`);
  return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100;
};
/** The main thread alone: what a start waits on when the other threads have a core. */
const mainThreadCpuS = (pid: number) => {
  const f = statFields(`/proc/${pid}/task/${pid}/stat`);
  return (Number(f[11]) + Number(f[12])) / 100;
};
const load = () => os.loadavg()[0]!;

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

function runStart(extraArgs: string[] = [], cwd = process.cwd()) {
  const child = spawn(process.execPath, ["scripts/start.mjs", ...extraArgs], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      // Info: the "listening" line carries the start's phases.
      LOG_LEVEL: "info",
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
/** What start.mjs built, and why ("" when nothing). */
const builtWhy = (output: string) =>
  output
    .split("\n")
    .filter((l) => l.startsWith("[start] building the"))
    .join("\n");
type Run = ReturnType<typeof runStart>;

/** Milliseconds until /api/health answers 200 (503 "starting" before); throws if the process ends. */
async function untilHealthy(run: Run, since: number, timeoutMs: number) {
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

async function stop(run: Run) {
  run.child.kill("SIGTERM");
  const code = await run.exited;
  if (code !== 0) throw new Error(`start.mjs exited ${code} on SIGTERM:\n${run.output()}`);
}

/** The phases of the server's "listening" log line, e.g. "modules 900 · openDatabase 700 · …" (ms). */
function phasesOf(output: string): string {
  const line = output.split("\n").find((l) => l.includes('"msg":"listening"'));
  if (!line) return "—";
  const { phases } = JSON.parse(line) as { phases?: Record<string, number> };
  return phases
    ? Object.entries(phases)
        .map(([k, v]) => `${k} ${v}`)
        .join(" · ")
    : "—";
}

interface Row {
  label: string;
  ms: number;
  cpu: number;
  mainCpu?: number;
  idle: number;
  peak?: number;
  loadStart: number;
  loadHealthy: number;
  phases: string;
  built: boolean;
}

/** One start: from spawning start.mjs until healthy, then the idle RSS, then SIGTERM. */
async function measure(label: string, opts: { timeoutMs: number; idle?: boolean }) {
  const loadStart = load();
  const run = runStart([], treeDir);
  const started = Date.now();
  const ms = await untilHealthy(run, started, opts.timeoutMs);
  const loadHealthy = load();
  const pid = serverPid(run.child);
  const cpu = cpuS(pid) + cpuS(run.child.pid!);
  const mainCpu = mainThreadCpuS(pid) + mainThreadCpuS(run.child.pid!);
  const mem = opts.idle === false ? { idle: Number.NaN, peak: Number.NaN } : await idleRss(pid);
  await stop(run);
  const row: Row = {
    label,
    ms,
    cpu,
    mainCpu,
    idle: mem.idle,
    peak: mem.peak,
    loadStart,
    loadHealthy,
    phases: phasesOf(run.output()),
    built: builtWhy(run.output()) !== "",
  };
  if (row.built) console.log(builtWhy(run.output()));
  console.log(
    `${label}: healthy after ${(ms / 1000).toFixed(2)} s (${cpu.toFixed(2)} s CPU, main threads ` +
      `${mainCpu.toFixed(2)} s)${row.built ? ", BUILT" : ""}; idle RSS ${mem.idle} MB; ` +
      `load ${loadStart.toFixed(1)} → ${loadHealthy.toFixed(1)}; phases (ms) ${row.phases}`,
  );
  return row;
}

/** The committed tree, fresh: no dist/, node_modules linked from this checkout. */
function freshTree(): string {
  rmSync(treeDir, { recursive: true, force: true });
  mkdirSync(treeDir, { recursive: true });
  execSync(`git archive ${REV} | tar -x -C ${JSON.stringify(treeDir)}`);
  symlinkSync(path.resolve("node_modules"), path.join(treeDir, "node_modules"));
  return treeDir;
}

console.log(`npm start on PGlite, DATA_DIR ${path.relative(process.cwd(), dataDir)}, port ${PORT}`);
console.log(`${os.cpus().length} cores, load average ${load().toFixed(1)} at the start\n`);
const rows: Row[] = [];
const head = execFileSync("git", ["rev-parse", "--short", REV], { encoding: "utf8" }).trim();

freshTree();
rmSync(dataDir, { recursive: true, force: true });
if (FIRST) {
  rows.push(
    await measure(`first start: fresh checkout of ${head} (build) and new DATA_DIR`, {
      timeoutMs: 900_000,
      idle: false,
    }),
  );
} else {
  const build = runStart(["--build-only"], treeDir);
  if ((await build.exited) !== 0) throw new Error(`build failed:\n${build.output()}`);
}

rmSync(dataDir, { recursive: true, force: true });
const cold = await measure("cold: new DATA_DIR (migrate + demo seed), builds up to date", {
  timeoutMs: 300_000,
});
rows.push(cold);
const warm: Row[] = [];
for (let i = 0; i < RUNS; i++) {
  warm.push(await measure(`warm #${i + 1}: same data and build`, { timeoutMs: 120_000 }));
}
// Touched, not changed (npm install rewriting the lock file): judged by content, nothing rebuilds.
utimesSync(path.join(treeDir, "package-lock.json"), new Date(), new Date());
const touched = await measure("warm after touching package-lock.json (same content)", { timeoutMs: 300_000 });
rows.push(...warm, touched);
rmSync(dataDir, { recursive: true, force: true });
rmSync(treeDir, { recursive: true, force: true });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const warmS = median(warm.map((w) => w.ms)) / 1000;
const warmCpu = median(warm.map((w) => w.cpu));
const rebuilt = [...warm, touched].filter((w) => w.built).map((w) => w.label);
const ok = cold.idle <= IDLE_RSS_TARGET_MB && warmS < WARM_START_TARGET_S && rebuilt.length === 0;
console.log(
  `\nidle RSS after seeding ${cold.idle} MB (peak ${cold.peak}), warm start ${warmS.toFixed(2)} s, ` +
    `${warmCpu.toFixed(2)} s CPU (median of ${RUNS}): ${ok ? "within" : "OVER"} the targets ` +
    `(wall times at load average ${load().toFixed(1)} on ${os.cpus().length} cores)` +
    (rebuilt.length ? `; REBUILT on a warm start: ${rebuilt.join(", ")}` : ""),
);
const fmtLoad = (r: Row) => `${r.loadStart.toFixed(1)} → ${r.loadHealthy.toFixed(1)}`;
writeQualitySection(
  "Memory and start",
  `Written by \`npm run bench:start\`: \`npm start\` on PGlite as a person runs it (\`node scripts/start.mjs\`),
in a fresh copy of the committed tree (${head}). First start: no dist/ and no data (build, create,
migrate, seed).
Cold: a new DATA_DIR with the builds up to date, then RSS sampled until it stays within 2 MB for 5 s.
Warm: stopped and started again on the same data, ${RUNS} times (median), then once after touching
package-lock.json (content unchanged: nothing rebuilds). Machine: ${machine()} (${os.cpus().length} cores),
shared: the load average (1 min) is given when each start began and when it was healthy, and wall
times grow with it; CPU seconds (server and start script, builds included) much less. Phases: the
server's own \`listening\` log line (ms): modules loaded, database opened, migrated, demo seed (skipped
once it has finished on the database), app built. Targets (issue 19): idle RSS after seeding
≤ ${IDLE_RSS_TARGET_MB} MB, warm start < ${WARM_START_TARGET_S} s.

${markdownTable(
  ["Start", "Until /api/health answers", "CPU", "Load average", "Phases (ms)", "Idle RSS"],
  rows.map((r) => [
    r.label,
    `${(r.ms / 1000).toFixed(2)} s`,
    `${r.cpu.toFixed(2)} s (main threads ${r.mainCpu?.toFixed(2)} s)`,
    fmtLoad(r),
    r.phases,
    Number.isNaN(r.idle) ? "—" : `${r.idle} MB${r === cold ? ` (peak ${r.peak})` : ""}`,
  ]),
)}`,
);
process.exitCode = ok ? 0 : 1;
