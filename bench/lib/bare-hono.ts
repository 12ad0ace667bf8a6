/**
 * The ceiling of the request path: plain Hono on @hono/node-server with no middleware, one route
 * answering "ok". Run in its own process by bench/lib/bare-hono-server.ts (`startBareHono`), on the
 * same machine and in the same run as the app, so the app's cases can be compared with it.
 */
import { serve } from "@hono/node-server";
import { Hono } from "hono";

const port = Number(process.env.PORT ?? 3291);
const app = new Hono().get("/", (c) => c.text("ok"));
const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
process.on("SIGTERM", () => server.close(() => process.exit(0)));
