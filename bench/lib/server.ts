import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * The production server (built web app, demo data) on a port of its own with a throw-away
 * PGlite data dir, or on `databaseUrl` when given. Resolves once /api/health answers 200.
 */
export async function startServer(opts: {
  port: number;
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
  /** The checkout whose src/server/main.ts runs (default: the current directory). */
  cwd?: string;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${opts.port}`;
  // A server left over from an earlier run would answer the health check in place of ours.
  const stale = await fetch(`${url}/api/health`).then(
    () => true,
    () => false,
  );
  if (stale) throw new Error(`port ${opts.port} is already in use: stop what listens there first`);
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "keyhold-bench-"));
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: opts.cwd,
    env: {
      ...process.env,
      NODE_ENV: "production",
      COOKIE_SECURE: "false",
      LOG_LEVEL: "warn",
      PORT: String(opts.port),
      DATA_DIR: dataDir,
      AUTH_RATE_LIMIT: "1000000",
      AUTH_ACCOUNT_LIMIT: "1000000",
      FORM_RATE_LIMIT: "1000000",
      ...(opts.databaseUrl ? { DATABASE_URL: opts.databaseUrl } : { DATABASE_URL: "" }),
      ...opts.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not become healthy within 120 s");
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    process: child,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      const code = await exited;
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
