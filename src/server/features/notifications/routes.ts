import { createRoute, z } from "@hono/zod-openapi";
import { markReadSchema, notificationListSchema } from "@shared/schemas/support";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { streamSSE } from "hono/streaming";
import { currentUser, requireUser } from "../../auth/session";
import { createRouter } from "../../context";
import { notifications } from "../../db/schema";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { listNotifications, notificationBus, unreadCount } from "./service";

const tags = ["notifications"];
/** Keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

export function notificationRoutes() {
  const app = createRouter();
  app.use("/notifications", requireUser);
  app.use("/notifications/*", requireUser);

  app.openapi(
    createRoute({
      method: "get",
      path: "/notifications",
      tags,
      summary: "The signed-in user's latest notifications and unread count",
      responses: { 200: jsonResponse(notificationListSchema, "Notifications"), ...authErrors },
    }),
    async (c) => c.json(await listNotifications(c.get("deps").database.db, currentUser(c).id), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/notifications/read",
      tags,
      summary: "Mark some (ids) or all of the user's notifications read",
      request: jsonBody(markReadSchema),
      responses: {
        200: jsonResponse(z.object({ unread: z.number().int() }), "Unread count after the change"),
        400: errorResponse("Invalid input"),
        ...authErrors,
      },
    }),
    async (c) => {
      const deps = c.get("deps");
      const { db } = deps.database;
      const user = currentUser(c);
      const { ids } = c.req.valid("json");
      const mine = and(eq(notifications.userId, user.id), isNull(notifications.readAt));
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(ids ? and(mine, inArray(notifications.id, ids.length ? ids : [crypto.randomUUID()])) : mine);
      const unread = await unreadCount(db, user.id);
      notificationBus(deps).publish(user.id, unread);
      return c.json({ unread }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/notifications/stream",
      tags,
      summary:
        "Server-sent events: `unread` with the unread count on connect and whenever it changes; clients fall back to polling GET /notifications",
      responses: {
        200: {
          description: "An event stream",
          content: { "text/event-stream": { schema: z.string() } },
        },
        ...authErrors,
      },
    }),
    (c) => {
      const deps = c.get("deps");
      const user = currentUser(c);
      return streamSSE(c, async (stream) => {
        let closed = false;
        let id = 0;
        const send = (unread: number) =>
          stream.writeSSE({ event: "unread", data: JSON.stringify({ unread }), id: String(++id) });
        const unsubscribe = notificationBus(deps).subscribe(user.id, (unread) => {
          if (!closed) void send(unread).catch(() => undefined);
        });
        stream.onAbort(() => {
          closed = true;
          unsubscribe();
        });
        await send(await unreadCount(deps.database.db, user.id));
        while (!closed) {
          await stream.sleep(HEARTBEAT_MS);
          if (!closed) await stream.writeSSE({ event: "ping", data: "" }).catch(() => undefined);
        }
        unsubscribe();
      }) as never;
    },
  );
  return app;
}
