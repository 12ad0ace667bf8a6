import { createRoute, z } from "@hono/zod-openapi";
import { markReadSchema, notificationListSchema } from "@shared/schemas/support";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { MAX_STREAMS_PER_USER } from "./service";

/** Declarations of the notification bell's routes; router.ts binds them to their handlers. */
const tags = ["notifications"];

export const listNotificationsRoute = createRoute({
  method: "get",
  path: "/notifications",
  operationId: "listNotifications",
  tags,
  summary: "The signed-in user's latest notifications and unread count",
  responses: { 200: jsonResponse(notificationListSchema, "Notifications"), ...authErrors },
});

export const markNotificationsReadRoute = createRoute({
  method: "post",
  path: "/notifications/read",
  operationId: "markNotificationsRead",
  tags,
  summary: "Mark some (ids) or all of the user's notifications read",
  request: jsonBody(markReadSchema),
  responses: {
    200: jsonResponse(z.object({ unread: z.number().int() }), "Unread count after the change"),
    400: errorResponse("Invalid input"),
    ...authErrors,
  },
});

export const streamNotificationsRoute = createRoute({
  method: "get",
  path: "/notifications/stream",
  operationId: "streamNotifications",
  tags,
  summary:
    "Server-sent events: `unread` with the unread count on connect and whenever it changes; clients fall back to polling GET /notifications",
  responses: {
    200: {
      description: "An event stream",
      content: { "text/event-stream": { schema: z.string() } },
    },
    429: errorResponse(`Already ${MAX_STREAMS_PER_USER} streams open for this user (the newest is refused)`),
    503: errorResponse("The server is shutting down"),
    ...authErrors,
  },
});
