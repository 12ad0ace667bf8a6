#!/usr/bin/env node
// `npm start`: build the SPA when the build is missing or stale, then run the production server.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const builtIndex = path.join(root, "dist/web/index.html");
/** The server renderer of the public pages (vite build --ssr). */
const builtRenderer = path.join(root, "dist/server/entry-server.js");
/** Anything the SPA build reads: when one is newer than the built index.html, build again. */
const buildInputs = ["src/web", "src/shared", "vite.config.ts", "package-lock.json"];

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || "production" };

/** Newest modification time (ms) of a file, or of any file below a directory. */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function staleReason() {
  if (!existsSync(builtIndex)) return "no build found (dist/web/index.html is missing)";
  if (!existsSync(builtRenderer)) return "no server renderer found (dist/server/entry-server.js is missing)";
  const builtAt = Math.min(statSync(builtIndex).mtimeMs, statSync(builtRenderer).mtimeMs);
  const changed = buildInputs.filter((p) => newestMtime(path.join(root, p)) > builtAt);
  return changed.length ? `sources changed since the last build (${changed.join(", ")})` : null;
}

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

const reason = staleReason();
if (reason) {
  console.log(`[start] building the web app: ${reason}`);
  const started = Date.now();
  const vite = path.join(root, "node_modules/vite/bin/vite.js");
  // The browser app, then the server renderer of the public pages (as `npm run build`).
  let code = await run([vite, "build", "--logLevel", "warn"]);
  if (code === 0) code = await run([vite, "build", "--ssr", "--logLevel", "warn"]);
  if (code !== 0) {
    console.error(`[start] vite build failed (exit code ${code})`);
    process.exit(code);
  }
  console.log(`[start] web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} else {
  console.log("[start] web app is up to date (dist/web)");
}

process.exit(await run(["--import", "tsx", path.join(root, "src/server/main.ts")]));
