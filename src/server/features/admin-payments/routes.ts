/** Route declarations of the admin payments list and its CSV export (handlers in handlers.ts). */
import { createRoute, z } from "@hono/zod-openapi";
import {
  adminPaymentFilterSchema,
  adminPaymentListQuerySchema,
  adminPaymentListSchema,
} from "@shared/schemas/admin-payments";
import { requireRecentAuth } from "../../auth/session";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";

const tags = ["payments"];

export const listAdminPaymentsRoute = createRoute({
  method: "get",
  path: "/admin/payments",
  operationId: "listAdminPayments",
  tags,
  summary: "Every payment, filtered, newest first, with totals over all matching payments",
  request: { query: adminPaymentListQuerySchema },
  responses: {
    200: jsonResponse(adminPaymentListSchema, "Payments"),
    400: errorResponse("Bad filter"),
    ...authErrors,
  },
});

export const exportAdminPaymentsRoute = createRoute({
  method: "get",
  path: "/admin/payments/export.csv",
  operationId: "exportAdminPayments",
  tags,
  summary: "The payments matching the filters, as CSV; needs a recent password",
  middleware: [requireRecentAuth] as const,
  request: { query: adminPaymentFilterSchema },
  responses: {
    200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } },
    400: errorResponse("Bad filter"),
    ...authErrors,
  },
});
