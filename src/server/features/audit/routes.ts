import { createRoute, z } from "@hono/zod-openapi";
import { auditEntrySchema, auditQuerySchema, paged } from "@shared/schemas/admin";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";

/** The audit log in the back office (the `logs` feature; guards where the router is chained). */

export const listAuditLogsRoute = createRoute({
  method: "get",
  path: "/admin/audit-logs",
  operationId: "listAuditLogs",
  tags: ["audit"],
  summary: "Audit log entries, newest first, filtered by actor, action, entity and date range",
  request: { query: auditQuerySchema },
  responses: {
    200: jsonResponse(paged(auditEntrySchema), "A page of entries"),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const getAuditLogFacetsRoute = createRoute({
  method: "get",
  path: "/admin/audit-logs/facets",
  operationId: "getAuditLogFacets",
  tags: ["audit"],
  summary: "The actions and entities that occur in the log, for filter menus",
  responses: {
    200: jsonResponse(z.object({ actions: z.array(z.string()), entities: z.array(z.string()) }), "Facets"),
    ...authErrors,
  },
});
