import type { RouteHandler } from "@hono/zod-openapi";
import { today } from "@shared/dates";
import { resolveRange } from "@shared/schemas/analytics";
import { currentUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { sendPublicJson } from "../../lib/http-cache";
import type {
  getAdminAnalyticsRoute,
  getAgentAnalyticsRoute,
  getMarketRentsRoute,
  getPortfolioRentsRoute,
  listMarketCitiesRoute,
} from "./routes";
import { scopeOf } from "./scope";
import { adminAnalytics } from "./service-admin";
import { agentAnalytics } from "./service-agent";
import { marketCitiesJson, marketRentsJson, portfolioRents } from "./service-market";

export const getAdminAnalytics: RouteHandler<typeof getAdminAnalyticsRoute, AppEnv> = async (c) => {
  const range = resolveRange(c.req.valid("query"), today());
  return c.json(await adminAnalytics(c.get("deps").database.db, scopeOf(currentUser(c)), range), 200);
};

export const getAgentAnalytics: RouteHandler<typeof getAgentAnalyticsRoute, AppEnv> = async (c) => {
  const range = resolveRange(c.req.valid("query"), today());
  return c.json(await agentAnalytics(c.get("deps").database.db, scopeOf(currentUser(c)), range), 200);
};

export const getPortfolioRents: RouteHandler<typeof getPortfolioRentsRoute, AppEnv> = async (c) =>
  c.json(await portfolioRents(c.get("deps").database.db, scopeOf(currentUser(c))), 200);

// Public aggregates: cached, tagged and answered 304 when unchanged (lib/http-cache.ts).
export const listMarketCities: RouteHandler<typeof listMarketCitiesRoute, AppEnv> = async (c) =>
  sendPublicJson(c, await marketCitiesJson(c.get("deps").database.db)) as never;

export const getMarketRents: RouteHandler<typeof getMarketRentsRoute, AppEnv> = async (c) => {
  const q = c.req.valid("query");
  const range = resolveRange(q, today());
  return sendPublicJson(c, await marketRentsJson(c.get("deps").database.db, q, range)) as never;
};
