import { createHash } from "node:crypto";
import { mkdirSync, realpathSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * One process per data directory. PGlite has no lock of its own: two processes on one directory
 * each see only their own writes and corrupt it. So before PGlite opens, the process binds a Unix
 * socket named after the directory. Binding is atomic (the second binder gets EADDRINUSE) and the
 * kernel frees the name when the holder dies, however it dies (kill -9 included): no lock file
 * that could outlive its owner. Whoever connects to the socket is told the holder's PID.
 *
 * - Linux: an abstract-namespace socket ("\0keyhold-data-<sha256 of the real path>"), no file.
 * - Windows: a named pipe of the same name, with the same semantics.
 * - Other Unix (macOS): a socket file DATA_DIR/.keyhold.lock. A file outlives a killed process,
 *   but a dead holder's socket refuses connections (ECONNREFUSED), which the kernel decides, so
 *   that file is removed and bound again. Two processes starting in the very same instant there
 *   could both pass; Linux and Windows have no such window.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number | null,
  ) {
    super(
      `DATA_DIR ${dir} is in use by another Keyhold process (${pid ? `PID ${pid}` : "PID unknown"}). ` +
        "Stop that process first (npm start, npm run dev or a db:* script), or set DATA_DIR to another directory.",
    );
    this.name = "DataDirLockedError";
  }
}

interface Held {
  dir: string;
  server: net.Server;
}

const held = new Map<string, Held>();

function lockAddress(dir: string): { address: string; file: boolean } {
  const name = `keyhold-data-${createHash("sha256").update(dir).digest("hex").slice(0, 40)}`;
  if (process.platform === "linux") return { address: `\0${name}`, file: false };
  if (process.platform === "win32") return { address: `\\\\?\\pipe\\${name}`, file: false };
  return { address: path.join(dir, ".keyhold.lock"), file: true };
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error) => {
      server.off("listening", onListening);
      reject(err);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve();
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(address);
  });
}

/** Asks the holder for its PID: a number, null when it does not answer in time, "dead" when refused. */
function askHolder(address: string, timeoutMs = 2000): Promise<number | null | "dead"> {
  return new Promise((resolve) => {
    let text = "";
    const socket = net.connect(address);
    const done = (value: number | null | "dead") => {
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      text += chunk;
    });
    socket.on("end", () => done(Number.parseInt(text, 10) || null));
    socket.on("error", (err: NodeJS.ErrnoException) =>
      done(err.code === "ECONNREFUSED" || err.code === "ENOENT" ? "dead" : null),
    );
  });
}

/**
 * Takes the exclusive lock on a data directory for the life of this process (created if missing).
 * Idempotent within one process; throws DataDirLockedError when another process holds it.
 */
export async function lockDataDir(dataDir: string): Promise<{ dir: string }> {
  mkdirSync(dataDir, { recursive: true });
  const dir = realpathSync(dataDir);
  const mine = held.get(dir);
  if (mine) return { dir };
  const { address, file } = lockAddress(dir);
  for (let attempt = 0; ; attempt++) {
    const server = net.createServer((socket) => {
      socket.on("error", () => undefined);
      socket.end(`${process.pid}\n`);
    });
    try {
      await listen(server, address);
      // The listening socket must not keep a finished script alive; the lock lasts until exit.
      server.unref();
      held.set(dir, { dir, server });
      return { dir };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE") throw err;
      const holder = await askHolder(address);
      if (holder === "dead" && file && attempt === 0) {
        rmSync(address, { force: true });
        continue;
      }
      throw new DataDirLockedError(dir, typeof holder === "number" ? holder : null);
    }
  }
}

/** For entry points: takes the lock, or prints why not and exits with code 1. */
export async function lockDataDirOrExit(dataDir: string): Promise<void> {
  try {
    await lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}
