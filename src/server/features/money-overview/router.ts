/** The yield and cash-flow router. */
import { createRouter } from "../../context";
import { getOverview } from "./handlers";
import { overviewRoute } from "./routes";

export function moneyOverviewRoutes() {
  return createRouter().openapi(overviewRoute, getOverview);
}
