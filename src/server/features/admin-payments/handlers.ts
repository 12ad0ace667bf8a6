/** Admin payments handlers: read the filters, call the service, answer. */
import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { today } from "@shared/dates";
import type { AppEnv } from "../../context";
import { csvHeaders } from "../../lib/csv";
import type { exportAdminPaymentsRoute, listAdminPaymentsRoute } from "./routes";
import { adminPaymentsCsv, listAdminPayments as list } from "./service";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

export const listAdminPayments: Handler<typeof listAdminPaymentsRoute> = async (c) =>
  c.json(await list(c.get("deps").database.db, c.req.valid("query")), 200);

/** "payments-<today>.csv" */
export const exportAdminPayments: Handler<typeof exportAdminPaymentsRoute> = async (c) => {
  const body = await adminPaymentsCsv(c.get("deps").database.db, c.req.valid("query"));
  return c.body(body, 200, csvHeaders("payments", today())) as never;
};
