import { requireRole } from "../../auth/session";
import { createRouter } from "../../context";
import * as h from "./handlers";
import * as r from "./routes";

/** The home pages of landlords and agents: figures of their own properties only. */
export function dashboardRoutes() {
  const app = createRouter();
  app.use("/dashboards/landlord", requireRole("landlord"));
  app.use("/dashboards/agent", requireRole("agent"));
  return app
    .openapi(r.getLandlordDashboardRoute, h.getLandlordDashboard)
    .openapi(r.getAgentDashboardRoute, h.getAgentDashboard);
}
