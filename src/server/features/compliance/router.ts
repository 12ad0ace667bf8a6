/** The compliance routers: each route declaration chained with its handler, so the types flow. */
import { createRouter } from "../../context";
import { clockRoutes } from "./calendar-router";
import * as h from "./handlers";
import { complianceRecordRoutes } from "./records-router";
import * as routes from "./routes";

/**
 * The statutory clock and each home's duties (staff), the evidence records and proof of service,
 * and the calendar feed and reminder settings.
 */
export function complianceRoutes() {
  return createRouter()
    .openapi(routes.getComplianceClockRoute, h.getComplianceClock)
    .openapi(routes.getHomeComplianceRoute, h.getHomeCompliance)
    .route("/", complianceRecordRoutes())
    .route("/", clockRoutes());
}
