/**
 * Route declarations of owner statements (issue 17 item 4) and a tenant's rent documents (item 5).
 * Statements carry the `properties` feature (tenants 403); who sees which statement is the
 * service's rule (404 otherwise). Receipts and rent statements are read as the tenancy is.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  generateStatementSchema,
  rentStatementQuerySchema,
  statementListQuerySchema,
  statementListSchema,
  statementOwnersSchema,
  statementSchema,
} from "@shared/schemas/statements";
import { requireFeature, requireUser } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";

const tags = ["owner statements"];
const staff = requireFeature("properties");
const id = z.string().min(1).max(100);
const refusals = {
  400: errorResponse("Invalid input (the field message names the rule)"),
  404: errorResponse("Not found, or not yours to see"),
  ...authErrors,
};
const pdf = { description: "PDF file", content: { "application/pdf": { schema: z.string() } } };
const statementOut = jsonResponse(z.object({ statement: statementSchema }), "The statement");

export const listStatementsRoute = createRoute({
  method: "get",
  path: "/money/statements",
  operationId: "listOwnerStatements",
  tags,
  middleware: staff,
  summary:
    "Owner statements, latest month first: an owner their own, an agent those covering a home they manage (only those homes), admins all",
  request: { query: statementListQuerySchema },
  responses: { 200: jsonResponse(statementListSchema, "Statements"), ...refusals },
});

export const statementOwnersRoute = createRoute({
  method: "get",
  path: "/money/statement-owners",
  operationId: "listStatementOwners",
  tags,
  middleware: staff,
  summary:
    "Owners the caller may make statements for: an owner themselves, an agent the owners of homes they manage, admins every owner (first 500 by name)",
  responses: { 200: jsonResponse(statementOwnersSchema, "Owners"), ...refusals },
});

export const generateStatementRoute = createRoute({
  method: "post",
  path: "/money/statements",
  operationId: "generateOwnerStatement",
  tags,
  middleware: staff,
  summary:
    "Make an owner's statement for a month that has ended (once: asking again answers the stored one). Owners for themselves; the agent of one of the owner's homes, or an admin, for that owner",
  request: jsonBody(generateStatementSchema),
  responses: {
    200: statementOut,
    201: statementOut,
    409: errorResponse("The month has not ended yet"),
    ...refusals,
  },
});

export const getStatementRoute = createRoute({
  method: "get",
  path: "/money/statements/{id}",
  operationId: "getOwnerStatement",
  tags,
  middleware: staff,
  summary: "One owner statement with its homes and lines",
  request: { params: z.object({ id }) },
  responses: { 200: statementOut, ...refusals },
});

export const statementPdfRoute = createRoute({
  method: "get",
  path: "/money/statements/{id}/pdf",
  operationId: "ownerStatementPdf",
  tags,
  middleware: staff,
  summary: "The owner statement as a PDF",
  request: { params: z.object({ id }) },
  responses: { 200: pdf, ...refusals },
});

export const receiptPdfRoute = createRoute({
  method: "get",
  path: "/tenancies/{id}/payments/{paymentId}/receipt.pdf",
  operationId: "paymentReceiptPdf",
  tags: ["tenancies"],
  middleware: requireUser,
  summary: "A receipt for a completed payment of the tenancy (its tenant, its staff, admins)",
  request: { params: z.object({ id, paymentId: id }) },
  responses: { 200: pdf, ...refusals },
});

export const rentStatementPdfRoute = createRoute({
  method: "get",
  path: "/tenancies/{id}/statement.pdf",
  operationId: "rentStatementPdf",
  tags: ["tenancies"],
  middleware: requireUser,
  summary:
    "The tenancy's rent statement for a period of at most 3 years: charges, completed payments and the running balance",
  request: { params: z.object({ id }), query: rentStatementQuerySchema },
  responses: { 200: pdf, ...refusals },
});
