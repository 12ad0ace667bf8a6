import type { RouteHandler } from "@hono/zod-openapi";
import { today } from "@shared/dates";
import { resolveRange } from "@shared/schemas/analytics";
import { currentUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { scopeOf } from "../analytics";
import type { getAgentDashboardRoute, getLandlordDashboardRoute } from "./routes";
import { agentDashboard, landlordDashboard } from "./service";

export const getLandlordDashboard: RouteHandler<typeof getLandlordDashboardRoute, AppEnv> = async (c) => {
  const asOf = today();
  const range = resolveRange(c.req.valid("query"), asOf);
  const scope = scopeOf(currentUser(c));
  return c.json(await landlordDashboard(c.get("deps").database.db, scope, asOf, range), 200);
};

export const getAgentDashboard: RouteHandler<typeof getAgentDashboardRoute, AppEnv> = async (c) => {
  return c.json(await agentDashboard(c.get("deps").database.db, scopeOf(currentUser(c)), today()), 200);
};
