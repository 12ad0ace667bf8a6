import { existsSync, mkdtempSync, realpathSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  openEventSourceLike,
  openStubbornStream,
  type ServerProcess,
  signIn,
  signUp,
  spawnNode,
} from "./test/processes";

/**
 * Real processes (issue 13 items 2 and 9): one DATA_DIR, one process; the port is checked before
 * the database is touched; kill -9 leaves no stale lock; SIGTERM ends every notification stream
 * whatever its client does, and the process exits 0.
 */
const PORT = 3114;
const OTHER_PORT = 3115;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = realpathSync(mkdtempSync(path.join(tmpdir(), "keyhold-lock-")));
const admin = { ADMIN_EMAIL: "lock-admin@test.example", ADMIN_PASSWORD: "correct-horse-battery" };
const started: ServerProcess[] = [];
const start = (env: Record<string, string>, args?: string[]) => {
  const p = spawnNode(env, args);
  started.push(p);
  return p;
};
const STARTUP_MS = 240_000;

afterAll(() => {
  for (const p of started)
    if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill("SIGKILL");
});

// The processes run the embedded engine (DATA_DIR) whatever the run: the PostgreSQL pass of .ci/run
// (DATABASE_URL set) would only repeat the PGlite run, so it skips this file.
describe.skipIf(Boolean(process.env.DATABASE_URL))("server lifecycle with real processes", () => {
  it("refuses a second process and db:* scripts on the same DATA_DIR, naming it and the holder's PID; kill -9 leaves no stale lock", async () => {
    const holder = start({ DATA_DIR: dataDir, PORT: String(PORT), ...admin });
    await holder.waitFor(/"listening"/, STARTUP_MS);

    const second = start({ DATA_DIR: dataDir, PORT: String(OTHER_PORT) });
    const secondExit = await second.exited;
    expect(secondExit.code).toBe(1);
    expect(second.output()).toContain(
      `DATA_DIR ${dataDir} is in use by another Keyhold process (PID ${holder.pid})`,
    );
    expect(second.output()).not.toContain("listening");

    const script = start({ DATA_DIR: dataDir }, ["src/server/db/cli.ts", "migrate"]);
    expect((await script.exited).code).toBe(1);
    expect(script.output()).toContain(`(PID ${holder.pid})`);

    // The port is checked before the database: a taken port leaves a new DATA_DIR untouched.
    const otherDir = mkdtempSync(path.join(tmpdir(), "keyhold-port-"));
    const samePort = start({ DATA_DIR: otherDir, PORT: String(PORT) });
    expect((await samePort.exited).code).toBe(1);
    expect(samePort.output()).toContain(`port ${PORT} is already in use`);
    expect(existsSync(path.join(otherDir, "pglite"))).toBe(false);

    // The holder still serves, with its data intact.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);

    holder.child.kill("SIGKILL");
    await holder.exited;
    const next = start({ DATA_DIR: dataDir, PORT: String(PORT), ...admin });
    await next.waitFor(/"listening"/, STARTUP_MS);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    next.child.kill("SIGTERM");
    expect((await next.exited).code).toBe(0);
  }, 600_000);

  it("SIGTERM with many open streams of both kinds exits 0 within 5 s; a sixth stream per user is refused", async () => {
    const server = start({ DATA_DIR: dataDir, PORT: String(PORT), ...admin });
    await server.waitFor(/"listening"/, STARTUP_MS);
    const cookies = [await signIn(base, admin.ADMIN_EMAIL, admin.ADMIN_PASSWORD)];
    for (let i = 0; i < 3; i++) {
      cookies.push(await signUp(base, `streamer${i}-${Date.now()}@test.example`, "correct-horse-battery"));
    }
    // Two users with 5 clients that never read again, two with 5 browser-like ones each.
    const stubborn = await Promise.all(
      cookies
        .slice(0, 2)
        .flatMap((cookie) => Array.from({ length: 5 }, () => openStubbornStream(PORT, cookie))),
    );
    const browsers = cookies
      .slice(2)
      .flatMap((cookie) => Array.from({ length: 5 }, () => openEventSourceLike(base, cookie)));
    await Promise.all(browsers.map((b) => b.first));

    const sixth = await fetch(`${base}/api/notifications/stream`, { headers: { cookie: cookies[0]! } });
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { error: { code: string } }).error.code).toBe("too_many_streams");

    const signalled = Date.now();
    server.child.kill("SIGTERM");
    const exit = await server.exited;
    const seconds = (exit.at - signalled) / 1000;
    expect(exit.code, server.output()).toBe(0);
    expect(seconds).toBeLessThan(5);
    expect(server.output()).toContain('"stopped"');
    expect(server.output()).not.toContain("forcing exit");
    for (const b of browsers) b.stop();
    for (const s of stubborn) s.destroy();
  }, 600_000);
});
