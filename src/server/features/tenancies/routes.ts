/**
 * Route declarations of tenancies: the list, one tenancy, creating a draft, sending the
 * invitation again, status changes and the ledger. Payments: payment-routes.ts; the tenant's side
 * of invitations: invitation-routes.ts. Handlers in handlers.ts, chained in index.ts.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  ledgerSchema,
  tenancyInputSchema,
  tenancyQuerySchema,
  tenancySchema,
  tenancyStatusChangeSchema,
} from "@shared/schemas/tenancies";
import { requireFeature, requireUser } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";

export const tags = ["tenancies"];
export const idParam = z.object({ id: z.string().min(1).max(100) });
export const notFoundResponse = errorResponse("Not found, or not yours to see");
export const csvResponse = (description: string) => ({
  description,
  content: { "text/csv": { schema: z.string() } },
});
/** Landlords, agents and admins (the properties feature). */
export const staff = requireFeature("properties");
const tenancyResponse = z.object({ tenancy: tenancySchema });

export const listTenanciesRoute = createRoute({
  method: "get",
  path: "/tenancies",
  operationId: "listTenancies",
  tags,
  middleware: [requireUser] as const,
  summary: "Tenancies the caller may read (landlord/agent: of their properties; tenant: own; admin: all)",
  request: { query: tenancyQuerySchema },
  responses: {
    200: jsonResponse(z.object({ items: z.array(tenancySchema) }), "Tenancies with their balances"),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const createTenancyRoute = createRoute({
  method: "post",
  path: "/tenancies",
  operationId: "createTenancy",
  tags,
  middleware: [staff] as const,
  summary:
    "Create a draft tenancy on a property the caller manages and e-mail the tenant an invitation; the answer is the same whoever the e-mail belongs to, and the tenancy reaches a tenant account only when they accept (landlord, agent, admin)",
  request: jsonBody(tenancyInputSchema),
  responses: {
    201: jsonResponse(tenancyResponse, "Created as a draft"),
    400: errorResponse("Invalid input"),
    404: errorResponse("No such property, or not yours"),
    ...authErrors,
  },
});

export const getTenancyRoute = createRoute({
  method: "get",
  path: "/tenancies/{id}",
  operationId: "getTenancy",
  tags,
  middleware: [requireUser] as const,
  summary: "One tenancy with its balance, arrears and next payment due",
  request: { params: idParam },
  responses: { 200: jsonResponse(tenancyResponse, "The tenancy"), 404: notFoundResponse, ...authErrors },
});

export const changeTenancyStatusRoute = createRoute({
  method: "post",
  path: "/tenancies/{id}/status",
  operationId: "changeTenancyStatus",
  tags,
  middleware: [staff] as const,
  summary:
    "Activate a draft (the property becomes let) or end a tenancy (the property becomes available). Landlord, agent, admin.",
  request: { params: idParam, ...jsonBody(tenancyStatusChangeSchema) },
  responses: {
    200: jsonResponse(tenancyResponse, "Changed"),
    400: errorResponse("Invalid input"),
    404: notFoundResponse,
    409: errorResponse("Not allowed from this status, or the property already has an active tenancy"),
    ...authErrors,
  },
});

export const resendTenancyInvitationRoute = createRoute({
  method: "post",
  path: "/tenancies/{id}/invitation",
  operationId: "resendTenancyInvitation",
  tags,
  middleware: [staff] as const,
  summary:
    "Send again: e-mail a fresh invitation link to the tenant a tenancy is waiting on; the old link stops working (landlord, agent, admin)",
  request: { params: idParam },
  responses: {
    200: jsonResponse(z.object({ tenancy: tenancySchema, outcome: z.literal("invited") }), "Invited again"),
    404: notFoundResponse,
    409: errorResponse("The tenant has joined already, or the tenancy has ended"),
    ...authErrors,
  },
});

export const getTenancyLedgerRoute = createRoute({
  method: "get",
  path: "/tenancies/{id}/ledger",
  operationId: "getTenancyLedger",
  tags,
  middleware: [requireUser] as const,
  summary: "Rent ledger: charges per period, completed payments, running balance, and every payment",
  request: { params: idParam },
  responses: { 200: jsonResponse(ledgerSchema, "The ledger"), 404: notFoundResponse, ...authErrors },
});

export const exportTenancyLedgerRoute = createRoute({
  method: "get",
  path: "/tenancies/{id}/ledger.csv",
  operationId: "exportTenancyLedger",
  tags,
  middleware: [requireUser] as const,
  summary: "The rent ledger as CSV (whoever may read the tenancy)",
  request: { params: idParam },
  responses: { 200: csvResponse("CSV file"), 404: notFoundResponse, ...authErrors },
});
