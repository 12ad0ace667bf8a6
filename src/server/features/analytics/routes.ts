import { createRoute } from "@hono/zod-openapi";
import { adminAnalyticsSchema, rangeQuerySchema } from "@shared/schemas/analytics";
import {
  agentAnalyticsSchema,
  marketCitiesSchema,
  marketQuerySchema,
  marketRentsSchema,
  portfolioRentsSchema,
} from "@shared/schemas/dashboards";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";

/*
 * The analytics feature: platform analytics (admins; agents scoped to their portfolio), an agent's
 * own analytics, a landlord's or agent's rents against the market, and the public market rents.
 * Guards are applied where the router is chained (index.ts).
 */

export const getAdminAnalyticsRoute = createRoute({
  method: "get",
  path: "/analytics/admin",
  operationId: "getAdminAnalytics",
  tags: ["analytics"],
  summary: "Users, sign-ups, waitlist, properties, payments and tickets per month (agents: their portfolio)",
  request: { query: rangeQuerySchema },
  responses: {
    200: jsonResponse(adminAnalyticsSchema, "Figures"),
    400: errorResponse("Bad range"),
    ...authErrors,
  },
});

export const getAgentAnalyticsRoute = createRoute({
  method: "get",
  path: "/analytics/agent",
  operationId: "getAgentAnalytics",
  tags: ["analytics"],
  summary: "An agent's enquiries funnel, listing views and conversion, SLA per month, time to let",
  request: { query: rangeQuerySchema },
  responses: {
    200: jsonResponse(agentAnalyticsSchema, "Figures"),
    400: errorResponse("Bad range"),
    ...authErrors,
  },
});

export const getPortfolioRentsRoute = createRoute({
  method: "get",
  path: "/analytics/portfolio-rents",
  operationId: "getPortfolioRents",
  tags: ["market"],
  summary: "The caller's own properties' rents against the local median for the same city and bedrooms",
  responses: { 200: jsonResponse(portfolioRentsSchema, "Figures"), ...authErrors },
});

export const listMarketCitiesRoute = createRoute({
  method: "get",
  path: "/market/cities",
  operationId: "listMarketCities",
  tags: ["market"],
  summary: "Cities with published listings, most listings first",
  responses: { 200: jsonResponse(marketCitiesSchema, "Cities") },
});

export const getMarketRentsRoute = createRoute({
  method: "get",
  path: "/market/rents",
  operationId: "getMarketRents",
  tags: ["market"],
  summary: "Median and quartile monthly asking rent for a city (and bedrooms), with the trend by month",
  request: { query: marketQuerySchema },
  responses: { 200: jsonResponse(marketRentsSchema, "Figures"), 400: errorResponse("Bad query") },
});
