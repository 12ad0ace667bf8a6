/** Handler of the yield and cash-flow overview: validated query, the caller, one service call. */
import { currentUser } from "../../auth/session";
import { dbOf, type Handler } from "../../lib/handler-kit";
import type { overviewRoute } from "./routes";
import { moneyOverview } from "./service";

export const getOverview: Handler<typeof overviewRoute> = async (c) =>
  c.json(await moneyOverview(dbOf(c), currentUser(c), c.req.valid("query").months), 200);
