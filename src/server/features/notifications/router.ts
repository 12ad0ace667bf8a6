import { requireUser } from "../../auth/session";
import { createRouter } from "../../context";
import {
  listNotificationsHandler,
  markNotificationsReadHandler,
  streamNotificationsHandler,
} from "./handlers";
import { listNotificationsRoute, markNotificationsReadRoute, streamNotificationsRoute } from "./routes";

/** The notification bell: the latest entries, marking them read, and the live unread count. */
export function notificationRoutes() {
  const app = createRouter();
  app.use("/notifications", requireUser);
  app.use("/notifications/*", requireUser);
  return app
    .openapi(listNotificationsRoute, listNotificationsHandler)
    .openapi(markNotificationsReadRoute, markNotificationsReadHandler)
    .openapi(streamNotificationsRoute, streamNotificationsHandler);
}
