import type { RouteHandler } from "@hono/zod-openapi";
import { today } from "@shared/dates";
import { resolveRange } from "@shared/schemas/analytics";
import { currentUser } from "../../auth/session";
import type { AppEnv } from "../../context";
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
import { marketCities, marketRents, portfolioRents } from "./service-market";

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

export const listMarketCities: RouteHandler<typeof listMarketCitiesRoute, AppEnv> = async (c) =>
  c.json(await marketCities(c.get("deps").database.db), 200);

export const getMarketRents: RouteHandler<typeof getMarketRentsRoute, AppEnv> = async (c) => {
  const q = c.req.valid("query");
  return c.json(await marketRents(c.get("deps").database.db, q, resolveRange(q, today())), 200);
};
