import { createRoute } from "@hono/zod-openapi";
import { rangeQuerySchema } from "@shared/schemas/analytics";
import { agentDashboardSchema, landlordDashboardSchema } from "@shared/schemas/dashboards";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";

/** The home pages of landlords and agents. Role guards are applied where the router is chained. */

export const getLandlordDashboardRoute = createRoute({
  method: "get",
  path: "/dashboards/landlord",
  operationId: "getLandlordDashboard",
  tags: ["dashboards"],
  summary: "A landlord's portfolio KPIs, rent due vs collected per month, what needs attention",
  request: { query: rangeQuerySchema },
  responses: {
    200: jsonResponse(landlordDashboardSchema, "Figures"),
    400: errorResponse("Bad range"),
    ...authErrors,
  },
});

export const getAgentDashboardRoute = createRoute({
  method: "get",
  path: "/dashboards/agent",
  operationId: "getAgentDashboard",
  tags: ["dashboards"],
  summary: "An agent's managed portfolio per landlord, SLA breaches and what needs attention",
  responses: { 200: jsonResponse(agentDashboardSchema, "Figures"), ...authErrors },
});
