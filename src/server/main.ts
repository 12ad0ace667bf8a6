import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { prepareDatabase } from "./bootstrap";
import { loadConfig } from "./config";
import { seedDemoData } from "./db/seed";
import { createDeps } from "./deps";
import { ensureConfiguredAdmin } from "./features/users/create-user";
import { demoAccountsBanner } from "./features/users/seed";
import { startScheduler } from "./jobs/scheduler";
import { trackConnections } from "./lib/graceful";
import { createLogger } from "./lib/logger";

const config = loadConfig();
const logger = createLogger(config.logLevel);

const database = await prepareDatabase(config);
const deps = createDeps(database, config, logger);
if (config.seedDemo) await seedDemoData(deps);
await ensureConfiguredAdmin(deps);
const app = createApp(deps);
const scheduler = config.jobsEnabled ? startScheduler(deps) : null;

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info("listening", { url: `http://localhost:${info.port}`, database: database.kind });
  const banner = [`\n  ${config.site.appName} is running at http://localhost:${info.port}`];
  if (config.seedDemo) banner.push(demoAccountsBanner(config.site.appName));
  console.log(`${banner.join("\n\n")}\n`);
});

const connections = trackConnections(server as Server);
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal });
  // Stop accepting, let in-flight requests finish, then release the database.
  const force = setTimeout(() => {
    logger.warn("forcing exit after 10 s");
    process.exit(1);
  }, 10_000);
  force.unref();
  scheduler?.stop();
  connections.stop(async () => {
    await database.close();
    logger.info("stopped");
    process.exit(0);
  });
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
