/**
 * Route declarations of the statutory clock: every duty across the caller's homes (filterable) and
 * one home's duties with its score. Handlers in handlers.ts, chained in router.ts.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { clockQuerySchema, clockSchema, homeComplianceSchema } from "@shared/schemas/compliance";
import { requireFeature } from "../../auth/session";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";

export const tags = ["compliance"];
/** Landlords, agents and admins (the properties feature); each sees the homes they manage. */
export const staff = requireFeature("properties");
export const notFoundResponse = errorResponse("Not found, or not yours to see");
export const propertyParam = z.object({ propertyId: z.string().min(1).max(100) });

export const getComplianceClockRoute = createRoute({
  method: "get",
  path: "/compliance/duties",
  operationId: "getComplianceClock",
  tags,
  middleware: [staff] as const,
  summary:
    "The statutory clock: every duty of every home the caller manages (gas, electrical, alarms, EPC, licences, Right to Rent, deposits, written terms, notices), most urgent first, with scores",
  request: { query: clockQuerySchema },
  responses: {
    200: jsonResponse(clockSchema, "The duties matching the filters, the portfolio score and each home's"),
    400: errorResponse("Invalid filter (the field message names the rule)"),
    ...authErrors,
  },
});

export const getHomeComplianceRoute = createRoute({
  method: "get",
  path: "/compliance/homes/{propertyId}",
  operationId: "getHomeCompliance",
  tags,
  middleware: [staff] as const,
  summary: "One home's duties, its facts and its compliance score",
  request: { params: propertyParam },
  responses: {
    200: jsonResponse(homeComplianceSchema, "The home's duties"),
    404: notFoundResponse,
    ...authErrors,
  },
});
