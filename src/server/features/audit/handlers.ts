import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../context";
import type { getAuditLogFacetsRoute, listAuditLogsRoute } from "./routes";
import { auditFacets, listAuditLog } from "./service-log";

export const listAuditLogs: RouteHandler<typeof listAuditLogsRoute, AppEnv> = async (c) =>
  c.json(await listAuditLog(c.get("deps").database.db, c.req.valid("query")), 200);

export const getAuditLogFacets: RouteHandler<typeof getAuditLogFacetsRoute, AppEnv> = async (c) =>
  c.json(await auditFacets(c.get("deps").database.db), 200);
