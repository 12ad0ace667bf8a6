// Playwright's webServer: a scratch data directory, recreated on every run, then the real server.
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";

const dataDir = path.resolve(process.env.DATA_DIR || ".tmp/e2e/3100/data");
if (!dataDir.includes(`${path.sep}.tmp${path.sep}`)) {
  throw new Error(`Refusing to wipe ${dataDir}: the e2e data dir must live under .tmp/`);
}
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV ||= "production";

await import("../../src/server/main");
