/**
 * Route declarations of a tenancy's deposit: reading it (staff and the tenant), the holding
 * deposit, the deposit received, protection and prescribed information, deductions at the end, the
 * tenant's answer and the return; and the staff list of deposits needing attention.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  depositAttentionItemSchema,
  depositDeductionInputSchema,
  depositProtectionInputSchema,
  depositReceivedInputSchema,
  depositResponseInputSchema,
  depositReturnInputSchema,
  depositSchema,
  holdingDepositInputSchema,
  prescribedInfoInputSchema,
} from "@shared/schemas/deposits";
import { requireRole, requireUser } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { idParam, notFoundResponse, staff } from "./routes";

const tags = ["deposits"];
const depositResponse = z.object({ deposit: depositSchema });
const deductionParams = idParam.extend({ deductionId: z.uuid("Unknown deduction") });

/** A staff change to the deposit: the body, 200 with the deposit, the usual refusals. */
function staffChange<B extends z.ZodType>(
  method: "put" | "post",
  path: string,
  operationId: string,
  body: B,
  summary: string,
) {
  return createRoute({
    method,
    path,
    operationId,
    tags,
    middleware: [staff] as const,
    summary,
    request: { params: idParam, ...jsonBody(body) },
    responses: {
      200: jsonResponse(depositResponse, "The deposit after the change"),
      400: errorResponse("Invalid input, or a rule of the law refused it (the field message names it)"),
      404: notFoundResponse,
      409: errorResponse("Not possible in the deposit's or tenancy's current state"),
      ...authErrors,
    },
  });
}

export const getTenancyDepositRoute = createRoute({
  method: "get",
  path: "/tenancies/{id}/deposit",
  operationId: "getTenancyDeposit",
  tags,
  middleware: [requireUser] as const,
  summary:
    "The deposit of a tenancy: holding deposit, amount received, cap, protection and prescribed information with days left or overdue, deductions and return (staff and the tenant)",
  request: { params: idParam },
  responses: { 200: jsonResponse(depositResponse, "The deposit"), 404: notFoundResponse, ...authErrors },
});

export const recordHoldingDepositRoute = staffChange(
  "put",
  "/tenancies/{id}/deposit/holding",
  "recordHoldingDeposit",
  holdingDepositInputSchema,
  "Record the holding deposit (at most one week's rent), its deadline for agreement (default from the law) and outcome",
);

export const recordDepositReceivedRoute = staffChange(
  "put",
  "/tenancies/{id}/deposit/received",
  "recordDepositReceived",
  depositReceivedInputSchema,
  "Record the deposit received: amount (within the cap for the rent), date and who paid it",
);

export const recordDepositProtectionRoute = staffChange(
  "put",
  "/tenancies/{id}/deposit/protection",
  "recordDepositProtection",
  depositProtectionInputSchema,
  "Record the deposit's protection: an authorised scheme, its reference and the date (not before receipt)",
);

export const recordPrescribedInfoRoute = staffChange(
  "put",
  "/tenancies/{id}/deposit/prescribed-information",
  "recordDepositPrescribedInformation",
  prescribedInfoInputSchema,
  "Record the prescribed information given to the tenant: date (not before receipt) and method",
);

export const addDepositDeductionRoute = createRoute({
  method: "post",
  path: "/tenancies/{id}/deposit/deductions",
  operationId: "addDepositDeduction",
  tags,
  middleware: [staff] as const,
  summary:
    "Propose a deduction from the deposit of an ended tenancy (amount, reason, optional evidence document of the tenancy); deductions never exceed the deposit",
  request: { params: idParam, ...jsonBody(depositDeductionInputSchema) },
  responses: {
    201: jsonResponse(depositResponse, "Proposed"),
    400: errorResponse("Invalid input, or more than the deposit"),
    404: notFoundResponse,
    409: errorResponse("The tenancy has not ended, no deposit was received, or it has been returned"),
    ...authErrors,
  },
});

export const removeDepositDeductionRoute = createRoute({
  method: "delete",
  path: "/tenancies/{id}/deposit/deductions/{deductionId}",
  operationId: "removeDepositDeduction",
  tags,
  middleware: [staff] as const,
  summary: "Withdraw a proposed deduction (before the deposit is returned)",
  request: { params: deductionParams },
  responses: {
    200: jsonResponse(depositResponse, "Withdrawn"),
    400: errorResponse("Invalid id"),
    404: notFoundResponse,
    409: errorResponse("The deposit has been returned"),
    ...authErrors,
  },
});

export const respondToDepositDeductionsRoute = createRoute({
  method: "post",
  path: "/tenancies/{id}/deposit/response",
  operationId: "respondToDepositDeductions",
  tags,
  middleware: [requireRole("tenant")] as const,
  summary: "The tenant agrees to the proposed deductions, or disputes them with a note",
  request: { params: idParam, ...jsonBody(depositResponseInputSchema) },
  responses: {
    200: jsonResponse(depositResponse, "Answered"),
    400: errorResponse("Invalid input"),
    404: notFoundResponse,
    409: errorResponse("Nothing proposed, or the deposit has been returned"),
    ...authErrors,
  },
});

export const recordDepositReturnRoute = staffChange(
  "post",
  "/tenancies/{id}/deposit/return",
  "recordDepositReturn",
  depositReturnInputSchema,
  "Record the amount of the deposit returned to the tenant and the date (ended tenancies)",
);

export const listDepositAttentionRoute = createRoute({
  method: "get",
  path: "/deposits/attention",
  operationId: "listDepositAttention",
  tags,
  middleware: [staff] as const,
  summary:
    "Deposits of the caller's properties not yet protected or without the prescribed information, with days left or days overdue (landlord, agent, admin)",
  responses: {
    200: jsonResponse(z.object({ items: z.array(depositAttentionItemSchema) }), "Deposits needing attention"),
    ...authErrors,
  },
});
