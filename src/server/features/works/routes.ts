/**
 * Route declarations of contractors, works orders and approval limits (issue 18 item 2), for the
 * staff of homes (landlords, agents, admins: the properties feature); a ticket's orders are read
 * by anyone who reads the ticket (its tenant sees the visits only). Handlers in handlers.ts.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  approvalDecisionSchema,
  createWorksOrderSchema,
  invoiceApprovalSchema,
  worksOrderListQuerySchema,
  worksOrderSchema,
  worksOrderWithLinkSchema,
  worksVisitSchema,
} from "@shared/schemas/works";
import { requireFeature, requireUser } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";

export const tags = ["works"];
/** Landlords, agents and admins. */
export const staff = requireFeature("properties");
export const idParam = z.object({ id: z.string().min(1).max(100) });
export const notFoundResponse = errorResponse("Not found, or not yours to see");
const orderResponse = z.object({ order: worksOrderSchema });
const binary = () => z.any().openapi({ type: "string", format: "binary" });

export const listWorksOrdersRoute = createRoute({
  method: "get",
  path: "/works-orders",
  operationId: "listWorksOrders",
  tags,
  middleware: [staff] as const,
  summary: "Works orders of the homes the caller manages, newest first (at most 200)",
  request: { query: worksOrderListQuerySchema },
  responses: {
    200: jsonResponse(z.object({ items: z.array(worksOrderSchema) }), "Works orders"),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const getWorksOrderRoute = createRoute({
  method: "get",
  path: "/works-orders/{id}",
  operationId: "getWorksOrder",
  tags,
  middleware: [staff] as const,
  summary: "One works order of a home the caller manages",
  request: { params: idParam },
  responses: { 200: jsonResponse(orderResponse, "The order"), 404: notFoundResponse, ...authErrors },
});

export const listTicketWorksOrdersRoute = createRoute({
  method: "get",
  path: "/support/tickets/{id}/works-orders",
  operationId: "listTicketWorksOrders",
  tags,
  middleware: [requireUser] as const,
  summary:
    "A ticket's works orders for the staff of its home; anyone else who reads the ticket (its tenant) gets the visits only: trade, company and appointment",
  request: { params: idParam },
  responses: {
    200: jsonResponse(
      z.object({
        items: z.array(worksOrderSchema),
        visits: z.array(worksVisitSchema),
        canRaise: z.boolean(),
      }),
      "Orders and visits",
    ),
    404: notFoundResponse,
    ...authErrors,
  },
});

export const createWorksOrderRoute = createRoute({
  method: "post",
  path: "/support/tickets/{id}/works-orders",
  operationId: "createWorksOrder",
  tags,
  middleware: [staff] as const,
  summary:
    "Raise a works order from a ticket to a contractor of the caller's book with a budget: above the home's approval limit it waits for the landlord (bell and e-mail), otherwise the contractor is e-mailed their link (answered this once)",
  request: { params: idParam, ...jsonBody(createWorksOrderSchema) },
  responses: {
    201: jsonResponse(worksOrderWithLinkSchema, "Raised"),
    400: errorResponse("Invalid input"),
    403: errorResponse("Not the staff of the ticket's home"),
    404: notFoundResponse,
    409: errorResponse("The ticket is closed, has no home, or has too many orders"),
    401: errorResponse("Not signed in"),
  },
});

export const decideWorksOrderRoute = createRoute({
  method: "post",
  path: "/works-orders/{id}/approval",
  operationId: "decideWorksOrder",
  tags,
  middleware: [staff] as const,
  summary:
    "The home's landlord approves (the contractor is e-mailed their link, answered this once) or rejects an order waiting for approval",
  request: { params: idParam, ...jsonBody(approvalDecisionSchema) },
  responses: {
    200: jsonResponse(worksOrderWithLinkSchema, "Decided"),
    400: errorResponse("Invalid input"),
    404: notFoundResponse,
    409: errorResponse("Not waiting for approval"),
    ...authErrors,
  },
});

export const cancelWorksOrderRoute = createRoute({
  method: "post",
  path: "/works-orders/{id}/cancel",
  operationId: "cancelWorksOrder",
  tags,
  middleware: [staff] as const,
  summary: "Cancel an order not yet done; its link stops working and the contractor is told",
  request: { params: idParam },
  responses: {
    200: jsonResponse(orderResponse, "Cancelled"),
    404: notFoundResponse,
    409: errorResponse("Already done or closed"),
    ...authErrors,
  },
});

export const reissueWorksOrderLinkRoute = createRoute({
  method: "post",
  path: "/works-orders/{id}/link",
  operationId: "reissueWorksOrderLink",
  tags,
  middleware: [staff] as const,
  summary:
    "Give the contractor a new link (e-mailed, and answered this once); the old link stops working at once",
  request: { params: idParam },
  responses: {
    200: jsonResponse(worksOrderWithLinkSchema, "Issued"),
    404: notFoundResponse,
    409: errorResponse("The order is closed"),
    ...authErrors,
  },
});

export const revokeWorksOrderLinkRoute = createRoute({
  method: "delete",
  path: "/works-orders/{id}/link",
  operationId: "revokeWorksOrderLink",
  tags,
  middleware: [staff] as const,
  summary: "Revoke the contractor's link: it answers 404 from now on",
  request: { params: idParam },
  responses: { 200: jsonResponse(orderResponse, "Revoked"), 404: notFoundResponse, ...authErrors },
});

export const approveWorksInvoiceRoute = createRoute({
  method: "post",
  path: "/works-orders/{id}/invoice/approval",
  operationId: "approveWorksInvoice",
  tags,
  middleware: [staff] as const,
  summary:
    "Approve the invoice of work marked done: it becomes the home's expense (repairs and maintenance, the invoice as receipt) and the ticket is resolved unless resolveTicket is false",
  request: { params: idParam, ...jsonBody(invoiceApprovalSchema) },
  responses: {
    200: jsonResponse(orderResponse, "Approved"),
    400: errorResponse("Invalid input"),
    404: notFoundResponse,
    409: errorResponse("No invoice on finished work, or already approved"),
    ...authErrors,
  },
});

export const getWorksOrderFileRoute = createRoute({
  method: "get",
  path: "/works-orders/{id}/files/{fileId}",
  operationId: "getWorksOrderFile",
  tags,
  middleware: [staff] as const,
  summary: "Download a photo or invoice of an order of a home the caller manages",
  request: { params: z.object({ id: z.string().max(100), fileId: z.string().max(100) }) },
  responses: {
    200: {
      description: "The file",
      content: { "image/webp": { schema: binary() }, "application/pdf": { schema: binary() } },
    },
    404: notFoundResponse,
    ...authErrors,
  },
});
