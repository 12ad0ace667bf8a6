/** Route declarations of the contractor book and of a home's approval limit (handlers.ts). */
import { createRoute, z } from "@hono/zod-openapi";
import {
  approvalLimitInputSchema,
  approvalLimitSchema,
  contractorInputSchema,
  contractorListItemSchema,
  contractorListQuerySchema,
  contractorSchema,
} from "@shared/schemas/works";
import { authErrors, errorResponse, jsonBody, jsonResponse, okSchema } from "../../lib/openapi";
import { idParam, notFoundResponse, staff, tags } from "./routes";

const contractorResponse = z.object({ contractor: contractorSchema });

export const listContractorsRoute = createRoute({
  method: "get",
  path: "/contractors",
  operationId: "listContractors",
  tags,
  middleware: [staff] as const,
  summary:
    "The caller's contractor book (admins: every book), with insurance flagged expired or expiring. With propertyId (a home the caller manages), in the order to offer them for a works order there: those whose areas cover the home's postcode district first, then those whose areas are not recorded, then those outside their areas, each with its coverage",
  request: { query: contractorListQuerySchema },
  responses: {
    200: jsonResponse(z.object({ items: z.array(contractorListItemSchema) }), "Contractors"),
    400: errorResponse("Bad query"),
    404: notFoundResponse,
    ...authErrors,
  },
});

export const createContractorRoute = createRoute({
  method: "post",
  path: "/contractors",
  operationId: "createContractor",
  tags,
  middleware: [staff] as const,
  summary: "Add a contractor to the caller's book (a gas engineer needs their Gas Safe number)",
  request: jsonBody(contractorInputSchema),
  responses: {
    201: jsonResponse(contractorResponse, "Added"),
    400: errorResponse("Invalid input (the field message names the rule)"),
    409: errorResponse("The book is full"),
    ...authErrors,
  },
});

export const updateContractorRoute = createRoute({
  method: "put",
  path: "/contractors/{id}",
  operationId: "updateContractor",
  tags,
  middleware: [staff] as const,
  summary: "Change a contractor of the caller's book; every field is replaced",
  request: { params: idParam, ...jsonBody(contractorInputSchema) },
  responses: {
    200: jsonResponse(contractorResponse, "Saved"),
    400: errorResponse("Invalid input"),
    404: notFoundResponse,
    ...authErrors,
  },
});

export const deleteContractorRoute = createRoute({
  method: "delete",
  path: "/contractors/{id}",
  operationId: "deleteContractor",
  tags,
  middleware: [staff] as const,
  summary: "Remove a contractor without works orders from the caller's book",
  request: { params: idParam },
  responses: {
    200: jsonResponse(okSchema, "Removed"),
    404: notFoundResponse,
    409: errorResponse("The contractor has works orders"),
    ...authErrors,
  },
});

export const getApprovalLimitRoute = createRoute({
  method: "get",
  path: "/works-settings/{id}",
  operationId: "getWorksApprovalLimit",
  tags,
  middleware: [staff] as const,
  summary:
    "A home's approval limit for works orders (£250 until its landlord sets one); id is the property's",
  request: { params: idParam },
  responses: {
    200: jsonResponse(z.object({ limit: approvalLimitSchema }), "The limit"),
    404: notFoundResponse,
    ...authErrors,
  },
});

export const setApprovalLimitRoute = createRoute({
  method: "put",
  path: "/works-settings/{id}",
  operationId: "setWorksApprovalLimit",
  tags,
  middleware: [staff] as const,
  summary: "Set a home's approval limit (the home's landlord only; £0 makes every order wait for approval)",
  request: { params: idParam, ...jsonBody(approvalLimitInputSchema) },
  responses: {
    200: jsonResponse(z.object({ limit: approvalLimitSchema }), "Saved"),
    400: errorResponse("Invalid input"),
    404: notFoundResponse,
    ...authErrors,
  },
});
