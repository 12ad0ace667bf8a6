import { requireFeature } from "../../auth/session";
import { createRouter } from "../../context";
import * as h from "./handlers";
import * as r from "./routes";

/** The audit log in the back office: the `logs` feature (admins). */
export function auditRoutes() {
  const app = createRouter();
  app.use("/admin/audit-logs", requireFeature("logs"));
  app.use("/admin/audit-logs/*", requireFeature("logs"));
  return app
    .openapi(r.listAuditLogsRoute, h.listAuditLogs)
    .openapi(r.getAuditLogFacetsRoute, h.getAuditLogFacets);
}
