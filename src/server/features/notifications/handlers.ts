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

export const streamNotificationsHandler: RouteHandler<typeof streamNotificationsRoute, AppEnv> = (c) => {
  const deps = c.get("deps");
  const user = currentUser(c);
  const bus = notificationBus(deps);
  if (bus.closing) {
    c.header("Retry-After", "5");
    return c.json(errorBody("unavailable", "The server is restarting. Please try again shortly."), 503);
  }
  if (bus.streamCount(user.id) >= bus.maxPerUser) {
    return c.json(
      errorBody(
        "too_many_streams",
        `You already have ${bus.maxPerUser} live notification streams open (one per tab). This tab checks for new notifications every 30 seconds instead.`,
      ),
      429,
    );
  }
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
    stream.onAbort(finish);
    const opened = await bus.open(user.id, sink, () => unreadCount(deps.database.db, user.id));
    if (typeof opened === "string") return;
    await ended;
    opened.close();
  }) as never;
};
