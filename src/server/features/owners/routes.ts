/**
 * Route declarations of a home's owners and shares, values and management agreement, and the
 * agent's fee income (issue 17 items 1, 3, 6). All are staff routes (`properties` feature:
 * tenants 403); rows the caller may not read answer 404, read-only callers 403 on writes.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  agreementInputSchema,
  agreementSchema,
  feeIncomeSchema,
  feesQuerySchema,
  homeValuesInputSchema,
  moneyHomeSchema,
  moneyHomesSchema,
  ownerInvitationAcceptedSchema,
  ownerInvitationAcceptSchema,
  ownersInputSchema,
  ownersSchema,
} from "@shared/schemas/money-owners";
import { requireFeature, requireRole } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse, okSchema } from "../../lib/openapi";

const tags = ["money: homes and owners"];
const staff = requireFeature("properties");
const homeParams = z.object({ propertyId: z.string().min(1).max(100) });
const refusals = {
  400: errorResponse("Invalid input, or a rule refused it (the field message names it)"),
  404: errorResponse("Not found, or not yours to see"),
  ...authErrors,
};
const home = (p: string) => `/money/homes/{propertyId}${p}`;

export const listMoneyHomesRoute = createRoute({
  method: "get",
  path: "/money/homes",
  operationId: "listMoneyHomes",
  tags,
  middleware: staff,
  summary: "Homes whose money the caller may read, with the caller's share, values and agreement",
  responses: { 200: jsonResponse(moneyHomesSchema, "Homes"), ...authErrors },
});

export const getMoneyHomeRoute = createRoute({
  method: "get",
  path: home(""),
  operationId: "getMoneyHome",
  tags,
  middleware: staff,
  summary: "One home's money summary: the caller's share, values and agreement",
  request: { params: homeParams },
  responses: { 200: jsonResponse(z.object({ home: moneyHomeSchema }), "The home"), ...refusals },
});

export const getOwnersRoute = createRoute({
  method: "get",
  path: home("/owners"),
  operationId: "getHomeOwners",
  tags,
  middleware: staff,
  summary: "Owners of a home and their shares, the landlord account first; pending co-owners are invited",
  request: { params: homeParams },
  responses: { 200: jsonResponse(ownersSchema, "Owners"), ...refusals },
});

export const setOwnersRoute = createRoute({
  method: "put",
  path: home("/owners"),
  operationId: "setHomeOwners",
  tags,
  middleware: staff,
  summary:
    "Replace the owners (landlord account first, shares summing to 100 %); new co-owners are e-mailed an invitation",
  request: { params: homeParams, ...jsonBody(ownersInputSchema) },
  responses: { 200: jsonResponse(ownersSchema, "Owners"), ...refusals },
});

export const setValuesRoute = createRoute({
  method: "put",
  path: home("/values"),
  operationId: "setHomeValues",
  tags,
  middleware: staff,
  summary: "Set a home's purchase price and date and its current value (landlord account, agent, admin)",
  request: { params: homeParams, ...jsonBody(homeValuesInputSchema) },
  responses: { 200: jsonResponse(z.object({ home: moneyHomeSchema }), "The home"), ...refusals },
});

export const getAgreementRoute = createRoute({
  method: "get",
  path: home("/agreement"),
  operationId: "getManagementAgreement",
  tags,
  middleware: staff,
  summary: "The home's management agreement with its agent (404 when none)",
  request: { params: homeParams },
  responses: { 200: jsonResponse(z.object({ agreement: agreementSchema }), "The agreement"), ...refusals },
});

export const setAgreementRoute = createRoute({
  method: "put",
  path: home("/agreement"),
  operationId: "setManagementAgreement",
  tags,
  middleware: staff,
  summary:
    "Set the management agreement: fee % of rent and/or fixed monthly fee, VAT, dates (landlord account, admin)",
  request: { params: homeParams, ...jsonBody(agreementInputSchema) },
  responses: {
    200: jsonResponse(z.object({ agreement: agreementSchema }), "The agreement"),
    409: errorResponse("The home has no letting agent"),
    ...refusals,
  },
});

export const deleteAgreementRoute = createRoute({
  method: "delete",
  path: home("/agreement"),
  operationId: "deleteManagementAgreement",
  tags,
  middleware: staff,
  summary: "End the management agreement record (no more fees are computed from it)",
  request: { params: homeParams },
  responses: { 200: jsonResponse(okSchema, "Removed"), ...refusals },
});

export const feeIncomeRoute = createRoute({
  method: "get",
  path: "/money/fees",
  operationId: "getFeeIncome",
  tags,
  middleware: requireRole("agent", "admin"),
  summary: "The agent's fee income per home and month (at most 2 years; default this tax year to date)",
  request: { query: feesQuerySchema },
  responses: { 200: jsonResponse(feeIncomeSchema, "Fee income"), ...refusals },
});

export const acceptOwnerInvitationRoute = createRoute({
  method: "post",
  path: "/money/owner-invitations/accept",
  operationId: "acceptOwnerInvitation",
  tags,
  middleware: staff,
  summary: "A landlord account accepts a co-owner invitation with the e-mailed token (its own address)",
  request: jsonBody(ownerInvitationAcceptSchema),
  responses: { 200: jsonResponse(ownerInvitationAcceptedSchema, "The homes now readable"), ...refusals },
});
