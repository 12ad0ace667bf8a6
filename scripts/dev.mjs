#!/usr/bin/env node
// `npm run dev`: the API under `tsx watch` on API_PORT (default 3001) and the Vite dev server on 3000,
// which proxies /api to the API (vite.config.ts). Output is prefixed per process; Ctrl-C stops both.
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const apiPort = process.env.API_PORT || "3001";
const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const paint = (code, text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
const baseEnv = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV || "development",
  API_PORT: apiPort,
  ...(color ? { FORCE_COLOR: "1" } : {}),
};

const processes = [
  {
    name: "api",
    colorCode: "36",
    args: [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "watch",
      "--clear-screen=false",
      "src/server/main.ts",
    ],
    env: { ...baseEnv, PORT: apiPort },
  },
  {
    name: "web",
    colorCode: "35",
    args: [path.join(root, "node_modules/vite/bin/vite.js")],
    env: baseEnv,
  },
];

const children = [];
let stopping = false;
let exitCode = 0;

function stopAll(signal = "SIGTERM") {
  stopping = true;
  for (const { child } of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
  // Whatever still runs after a grace period is not going to stop by itself.
  setTimeout(() => {
    for (const { child } of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
  }, 5000).unref();
}

for (const proc of processes) {
  const prefix = paint(proc.colorCode, `[${proc.name}]`);
  const child = spawn(process.execPath, proc.args, {
    cwd: root,
    env: proc.env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push({ name: proc.name, child });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on("line", (line) =>
      out.write(`${prefix} ${line}\n`),
    );
  }
  child.on("error", (err) => {
    console.error(`${prefix} could not start: ${err.message}`);
    exitCode = 1;
    stopAll();
  });
  child.on("exit", (code, signal) => {
    // Ctrl-C reaches the children directly too (same process group), so a signal exit is a normal stop.
    const interrupted = signal === "SIGINT" || signal === "SIGTERM" || code === 130 || code === 143;
    if (!stopping) {
      if (!interrupted) {
        console.error(`${prefix} exited (${signal ?? `code ${code}`}); stopping the other process`);
        exitCode = code || 1;
      }
      stopAll();
    }
    if (children.every(({ child: c }) => c.exitCode !== null || c.signalCode !== null))
      process.exit(exitCode);
  });
}

console.log(
  `${paint("1", "Keyhold dev")}: web http://localhost:3000 (Vite, proxies /api) · API http://localhost:${apiPort}`,
);
process.on("SIGINT", () => stopAll("SIGINT"));
process.on("SIGTERM", () => stopAll("SIGTERM"));
