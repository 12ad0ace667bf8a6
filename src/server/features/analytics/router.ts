import { requireFeature, requireRole } from "../../auth/session";
import { createRouter } from "../../context";
import * as h from "./handlers";
import * as r from "./routes";

/**
 * Signed-in analytics. /analytics/admin is for the analytics feature: admins see the platform,
 * agents their portfolio (analytics/scope.ts); /analytics/agent is an agent's own figures;
 * /analytics/portfolio-rents compares a landlord's or agent's rents with the market.
 */
export function analyticsRoutes() {
  const app = createRouter();
  app.use("/analytics/admin", requireFeature("analytics"));
  app.use("/analytics/agent", requireRole("agent"), requireFeature("analytics"));
  app.use("/analytics/portfolio-rents", requireRole("landlord", "agent"));
  return app
    .openapi(r.getAdminAnalyticsRoute, h.getAdminAnalytics)
    .openapi(r.getAgentAnalyticsRoute, h.getAgentAnalytics)
    .openapi(r.getPortfolioRentsRoute, h.getPortfolioRents);
}

/** Public market rents from published listings: aggregates only. */
export function marketRoutes() {
  return createRouter()
    .openapi(r.listMarketCitiesRoute, h.listMarketCities)
    .openapi(r.getMarketRentsRoute, h.getMarketRents);
}
