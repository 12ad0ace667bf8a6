import { requireFeature } from "../../auth/session";
import { createRouter } from "../../context";
import * as h from "./handlers";
import * as r from "./routes";

/** The outbox in the back office: admins (the `logs` feature) see and retry undelivered mail. */
export function emailAdminRoutes() {
  const app = createRouter();
  app.use("/admin/email", requireFeature("logs"));
  app.use("/admin/email/*", requireFeature("logs"));
  return app.openapi(r.listEmailOutboxRoute, h.listEmailOutbox).openapi(r.retryEmailRoute, h.retryEmail);
}
