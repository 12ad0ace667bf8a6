import type { Server } from "node:http";
import { createAdaptorServer } from "@hono/node-server";
import { createApp } from "./app";
import { prepareInstance } from "./bootstrap";
import { loadConfig } from "./config";
import { lockDataDirOrExit } from "./db/data-dir-lock";
import { startOutboxWorker } from "./email/worker";
import { listingViewCounter } from "./features/analytics";
import { notificationBus } from "./features/notifications";
import { demoAccountsBanner } from "./features/users/seed";
import { startResetRequestWorker } from "./jobs/reset-requests";
import { startScheduler } from "./jobs/scheduler";
import { errorBody } from "./lib/errors";
import { trackConnections } from "./lib/graceful";
import { createLogger } from "./lib/logger";

// Since the process started: Node, then this bundle and the packages it imports (the first phase).
const modulesLoadedMs = performance.now();
const config = loadConfig();
const logger = createLogger(config.logLevel);
// A promise nobody awaited that failed (a background write during a database restart, say) is a
// bug to log and fix, not a reason to drop every request in flight: Node would end the process.
process.on("unhandledRejection", (reason) => {
  logger.error("unhandled rejection", {
    err: reason instanceof Error ? (reason.stack ?? reason.message) : String(reason),
  });
});

// Before the database is touched: the data directory must be ours alone, and the port free.
if (!config.databaseUrl) await lockDataDirOrExit(config.dataDir);

type Fetch = (req: Request, env: unknown) => Response | Promise<Response>;
/** Until the database is ready, every request is told to come back shortly. */
let handle: Fetch = () =>
  new Response(
    JSON.stringify(
      errorBody("starting", `${config.site.appName} is starting. Please try again in a moment.`),
    ),
    { status: 503, headers: { "Content-Type": "application/json", "Retry-After": "5" } },
  );
const server = createAdaptorServer({
  fetch: (req, env) => handle(req, env),
  hostname: config.host,
}) as Server;
// Idle keep-alive connections stay open longer than clients and load balancers keep theirs (60 s
// is the common idle timeout), so the server never closes a socket at the moment a client reuses
// it: with Node's default of 5 s that race answers the client's next request with ECONNRESET.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
const connections = trackConnections(server);
await new Promise<void>((resolve) => {
  server.once("error", (err: NodeJS.ErrnoException) => {
    const reason =
      err.code === "EADDRINUSE"
        ? `port ${config.port} is already in use (another ${config.site.appName} or another program). Stop it, or set PORT to another port.`
        : `could not listen on ${config.host}:${config.port}: ${err.message}`;
    console.error(`${config.site.appName} did not start: ${reason}`);
    process.exit(1);
  });
  server.listen(config.port, config.host, resolve);
});

// Migrations, the auth secret, demo data and the configured admin: on PostgreSQL one instance at
// a time (the start-up lock), so several instances may cold-start together. Until this is done,
// every request (/api/health/ready included) is answered 503 "starting" above.
const phases: Record<string, number> = { modules: Math.round(modulesLoadedMs) };
const deps = await prepareInstance(config, logger, phases);
const { database } = deps;
const preparedAt = performance.now();
const app = createApp(deps);
// Listing views are counted in memory and written every few seconds; written at shutdown too.
const listingViews = listingViewCounter(database.db, logger);
handle = app.fetch as Fetch;
const scheduler = config.jobsEnabled ? startScheduler(deps, config.jobsTiming) : null;
const outbox = config.jobsEnabled ? startOutboxWorker(deps) : null;
const resetRequests = config.jobsEnabled ? startResetRequestWorker(deps) : null;

const port = (server.address() as { port: number }).port;
// How long the start took, and where (ms): for profiling a slow start on the machine it happens on.
logger.info("listening", {
  url: `http://localhost:${port}`,
  database: database.kind,
  startMs: Math.round(performance.now()),
  phases: { ...phases, app: Math.round(performance.now() - preparedAt) },
});
// A first start leaves hundreds of MB of garbage behind (PGlite's initdb instance, the demo seed's
// rows and password hashes) that an idle server would never collect. When started with
// --expose-gc (scripts/start.mjs does), collect it once (issue 19 item 7), a moment after the
// server is ready: a full collection takes a few hundred ms of a busy core, which every start
// used to wait for (issue 34 item 11).
const gc = (globalThis as { gc?: () => void }).gc;
if (gc) setTimeout(gc, 2000).unref();
const banner = [`\n  ${config.site.appName} is running at http://localhost:${port}`];
if (config.seedDemo) banner.push(demoAccountsBanner(config.site.appName));
console.log(`${banner.join("\n\n")}\n`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal });
  // Stop accepting, end the live notification streams (they never end by themselves) and the
  // cluster bus's LISTEN connection, let in-flight requests finish, then release the database.
  const force = setTimeout(() => {
    logger.warn("forcing exit after 10 s");
    process.exit(1);
  }, 10_000);
  force.unref();
  scheduler?.stop();
  // The LISTEN connection first: nothing here needs other instances' news any more.
  const busClosed = deps.bus.close();
  notificationBus(deps).closeAll();
  connections.stop(async () => {
    await resetRequests?.stop();
    await outbox?.stop();
    await listingViews.flush();
    await busClosed;
    await database.close();
    logger.info("stopped");
    process.exit(0);
  });
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
