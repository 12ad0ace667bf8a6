/** The compliance routers: each route declaration chained with its handler, so the types flow. */
import { createRouter } from "../../context";
import * as h from "./handlers";
import * as routes from "./routes";

/** The statutory clock and each home's duties (staff). */
export function complianceRoutes() {
  return createRouter()
    .openapi(routes.getComplianceClockRoute, h.getComplianceClock)
    .openapi(routes.getHomeComplianceRoute, h.getHomeCompliance);
}
