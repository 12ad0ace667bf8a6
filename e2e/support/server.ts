// Playwright's webServer: a scratch data directory, recreated on every run, then the real server.
import { accessSync, constants, existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const requested = path.resolve(process.env.DATA_DIR || ".tmp/e2e/3100/data");
if (!requested.includes(`${path.sep}.tmp${path.sep}`)) {
  throw new Error(`Refusing to wipe ${requested}: the e2e data dir must live under .tmp/`);
}

/**
 * The run's data is thrown away, so it lives in memory (/dev/shm) where there is one: the
 * database's writes and flushes cost less there. Named after the requested folder, so runs on
 * other ports (E2E_PORT) stay apart.
 */
function scratchDir(): string {
  try {
    accessSync("/dev/shm", constants.W_OK);
  } catch {
    return requested;
  }
  return path.join("/dev/shm", `keyhold-e2e-${requested.replace(/[^\w]+/g, "-").slice(-80)}`);
}

const dataDir = scratchDir();
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
// Gone with the server (Playwright stops it when the run ends), so memory is not held after it.
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
process.env.NODE_ENV ||= "production";

// The built server, as `npm start` runs it (the suite runs after `npm run build`, whose web build
// it serves too); the sources only when there is no build.
const built = path.resolve("dist/server/main.js");
await import(existsSync(built) ? pathToFileURL(built).href : "../../src/server/main");
