#!/usr/bin/env node
// `npm start`: build the SPA and the server bundle when missing or stale, then run the production
// server from dist/server/main.js (plain Node: no TypeScript compiled at start).
import { spawn } from "node:child_process";
import { constants } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkBuild } from "./build-check.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/**
 * Each build: its output, and the files and folders it reads. It is built again when the content of
 * an input changed since it was last built (build-check.mjs), not when a file was merely touched.
 */
const builds = [
  {
    name: "web app",
    output: "dist/web/index.html",
    inputs: ["src/web", "src/shared", "vite.config.ts", "tsconfig.json", "package-lock.json"],
    args: ["build", "--logLevel", "warn"],
  },
  {
    name: "server renderer of the public pages",
    output: "dist/ssr/entry-server.js",
    inputs: ["src/web", "src/shared", "vite.config.ts", "tsconfig.json", "package-lock.json"],
    args: ["build", "--ssr", "--logLevel", "warn"],
  },
  {
    name: "server",
    output: "dist/server/main.js",
    // src/web too: server-rendered pages import its components.
    inputs: [
      "src/server",
      "src/shared",
      "src/web",
      "vite.server.config.ts",
      "tsconfig.json",
      "package-lock.json",
    ],
    args: ["build", "-c", "vite.server.config.ts", "--logLevel", "warn"],
  },
];

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || "production",
  // glibc keeps memory that worker threads (password hashing, WebAssembly compilation) freed in
  // per-thread arenas, and big blocks below an adaptive threshold in the heap: with these the
  // server gives it back and idles about 100 MB lower (issue 19 item 7). Set either to override.
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || "2",
  MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ || "131072",
};

const exitCodeOf = (code, signal) => code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1);

/** Runs a node script as a child sharing our terminal, relaying SIGINT/SIGTERM; resolves to its exit code. */
function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: "inherit" });
    const relay = (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    const onInt = () => relay("SIGINT");
    const onTerm = () => relay("SIGTERM");
    process.on("SIGINT", onInt);
    process.on("SIGTERM", onTerm);
    child.on("error", (err) => {
      console.error(`[start] could not run ${args.join(" ")}: ${err.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => {
      process.off("SIGINT", onInt);
      process.off("SIGTERM", onTerm);
      resolve(exitCodeOf(code, signal));
    });
  });
}

for (const build of builds) {
  const { reason, record } = checkBuild(root, build);
  if (!reason) {
    console.log(`[start] ${build.name} is up to date (${path.dirname(build.output)})`);
    continue;
  }
  console.log(`[start] building the ${build.name}: ${reason}`);
  const started = Date.now();
  const code = await run([path.join(root, "node_modules/vite/bin/vite.js"), ...build.args]);
  if (code !== 0) {
    console.error(`[start] building the ${build.name} failed (exit code ${code})`);
    process.exit(code);
  }
  record();
  console.log(`[start] ${build.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// `--build-only`: bring the builds up to date and stop (bench/start.ts times the start without them).
if (process.argv.includes("--build-only")) process.exit(0);
// --expose-gc: main.ts collects the garbage of its start-up work once, soon after it is ready.
process.exit(await run(["--expose-gc", path.join(root, "dist/server/main.js")]));
