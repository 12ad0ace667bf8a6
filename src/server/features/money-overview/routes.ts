/**
 * Route declaration of the yield and cash-flow overview (issue 17 item 6): money read access
 * (landlords their homes and share, agents the homes they manage, admins all); tenants 403.
 */
import { createRoute } from "@hono/zod-openapi";
import { overviewQuerySchema, overviewSchema } from "@shared/schemas/mtd";
import { requireFeature } from "../../auth/session";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";

export const overviewRoute = createRoute({
  method: "get",
  path: "/money/overview",
  operationId: "getMoneyOverview",
  tags: ["money"],
  middleware: requireFeature("properties"),
  summary:
    "Gross and net yield per home and for the portfolio, and monthly cash flow for the last 1-24 months (a co-owner's share)",
  request: { query: overviewQuerySchema },
  responses: {
    200: jsonResponse(overviewSchema, "Yields and cash flow"),
    400: errorResponse("Invalid input (the field message names the rule)"),
    ...authErrors,
  },
});
