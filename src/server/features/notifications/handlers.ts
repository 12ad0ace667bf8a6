import type { ServerResponse } from "node:http";
import type { RouteHandler } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { currentUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { errorBody } from "../../lib/errors";
import type { listNotificationsRoute, markNotificationsReadRoute, streamNotificationsRoute } from "./routes";
import {
  listNotifications,
  markNotificationsRead,
  notificationBus,
  type StreamSink,
  unreadCount,
} from "./service";
import { streamLeases } from "./service-leases";

/** How long a stream's last bytes may take to leave at shutdown before its connection is cut. */
const FINAL_FLUSH_MS = 1000;

export const listNotificationsHandler: RouteHandler<typeof listNotificationsRoute, AppEnv> = async (c) =>
  c.json(await listNotifications(c.get("deps").database.db, currentUser(c).id), 200);

export const markNotificationsReadHandler: RouteHandler<typeof markNotificationsReadRoute, AppEnv> = async (
  c,
) => {
  const { ids } = c.req.valid("json");
  const unread = await markNotificationsRead(c.get("deps"), currentUser(c).id, ids);
  return c.json({ unread }, 200);
};

/** The answer to a person who already holds every stream slot: this tab polls instead. */
const tooManyStreams = (max: number) =>
  errorBody(
    "too_many_streams",
    `You already have ${max} live notification streams open (one per tab). This tab checks for new notifications every 30 seconds instead.`,
  );

export const streamNotificationsHandler: RouteHandler<typeof streamNotificationsRoute, AppEnv> = async (
  c,
) => {
  const deps = c.get("deps");
  const user = currentUser(c);
  const bus = notificationBus(deps);
  if (bus.closing) {
    c.header("Retry-After", "5");
    return c.json(errorBody("unavailable", "The server is restarting. Please try again shortly."), 503);
  }
  if (bus.streamCount(user.id) >= bus.maxPerUser) return c.json(tooManyStreams(bus.maxPerUser), 429);
  // The cap holds across instances: the stream takes one of the person's slots in the database.
  let endStream = () => {};
  const lease = await streamLeases(deps).claim(user.id, () => endStream());
  if (!lease) return c.json(tooManyStreams(bus.maxPerUser), 429);
  // The Node response, to cut a stream whose client does not read what is left (app.request has none).
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  // Reverse proxies (nginx) would otherwise buffer the events and deliver them late, in bursts.
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    let id = 0;
    let finish = () => {};
    const ended = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const sink: StreamSink = {
      send: (event, data) =>
        void stream.writeSSE(event === "unread" ? { event, data, id: String(++id) } : { event, data }),
      close: () => {
        finish();
        // A client that reads nothing may hold the last write back: the socket goes regardless.
        const timer = setTimeout(() => outgoing?.destroy(), FINAL_FLUSH_MS);
        timer.unref();
        outgoing?.once("finish", () => clearTimeout(timer));
      },
    };
    // Its slot lost (not renewed in time, and taken): the stream ends and the client reconnects.
    endStream = () => sink.close();
    stream.onAbort(finish);
    try {
      const opened = await bus.open(user.id, sink, () => unreadCount(deps.database.db, user.id));
      if (typeof opened === "string") return;
      await ended;
      opened.close();
    } finally {
      // Left to run out (LEASE_TTL_MS) if the database cannot take it back now.
      await lease
        .release()
        .catch((err) => deps.logger.warn("live stream slot not released", { err: String(err) }));
    }
  }) as never;
};
