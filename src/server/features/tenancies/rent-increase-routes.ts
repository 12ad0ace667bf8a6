/**
 * Route declarations of a tenancy's rent history and section 13 rent increases (Form 4A). Staff
 * (landlord, agent, admin) propose, edit, withdraw and serve notices and enter tribunal decisions;
 * the tenant reads the history and served notices and records a referral to the tribunal.
 * Handlers in rent-increase-handlers.ts, chained in router.ts.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  rentIncreaseChallengeSchema,
  rentIncreaseDecisionSchema,
  rentIncreaseNoticeSchema,
  rentIncreaseParams,
  rentIncreaseProposalSchema,
  rentIncreaseServiceSchema,
  tenancyRentsSchema,
} from "@shared/schemas/rent-increases";
import { requireUser } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { idParam, notFoundResponse, staff, tags } from "./routes";

const noticeResponse = z.object({ notice: rentIncreaseNoticeSchema });
const base = "/tenancies/{id}/rent-increases/{nid}";
const changed = (description: string) => ({
  200: jsonResponse(noticeResponse, description),
  400: errorResponse("Invalid input, or a date the law does not allow (the field names the rule)"),
  404: notFoundResponse,
  409: errorResponse("Not allowed from the notice's status"),
  ...authErrors,
});

export const getTenancyRentsRoute = createRoute({
  method: "get",
  path: "/tenancies/{id}/rents",
  operationId: "getTenancyRents",
  tags,
  middleware: [requireUser] as const,
  summary:
    "Rent history of a tenancy, its section 13 notices (the tenant sees served ones) and, for staff, the earliest start a new notice served today may give",
  request: { params: idParam },
  responses: {
    200: jsonResponse(tenancyRentsSchema, "The rent history"),
    404: notFoundResponse,
    ...authErrors,
  },
});

export const proposeRentIncreaseRoute = createRoute({
  method: "post",
  path: "/tenancies/{id}/rent-increases",
  operationId: "proposeRentIncrease",
  tags,
  middleware: [staff] as const,
  summary:
    "Propose a new rent and start date (a draft section 13 notice), checked against the statutory dates as if served today (landlord, agent, admin)",
  request: { params: idParam, ...jsonBody(rentIncreaseProposalSchema) },
  responses: {
    201: jsonResponse(noticeResponse, "Drafted"),
    400: errorResponse("Invalid input, or a date the law does not allow (the field names the rule)"),
    404: notFoundResponse,
    409: errorResponse("The tenancy is not an active periodic one, or already has an open notice"),
    ...authErrors,
  },
});

export const updateRentIncreaseRoute = createRoute({
  method: "patch",
  path: base,
  operationId: "updateRentIncrease",
  tags,
  middleware: [staff] as const,
  summary: "Change a draft notice's new rent and start date (landlord, agent, admin)",
  request: { params: rentIncreaseParams, ...jsonBody(rentIncreaseProposalSchema) },
  responses: changed("Changed"),
});

export const withdrawRentIncreaseRoute = createRoute({
  method: "post",
  path: `${base}/withdraw`,
  operationId: "withdrawRentIncrease",
  tags,
  middleware: [staff] as const,
  summary: "Withdraw a notice that has not been applied (landlord, agent, admin)",
  request: { params: rentIncreaseParams },
  responses: changed("Withdrawn"),
});

export const serveRentIncreaseRoute = createRoute({
  method: "post",
  path: `${base}/serve`,
  operationId: "serveRentIncrease",
  tags,
  middleware: [staff] as const,
  summary:
    "Record that the notice was served (date, method, proof of service); the dates are checked again against the date of service (landlord, agent, admin)",
  request: { params: rentIncreaseParams, ...jsonBody(rentIncreaseServiceSchema) },
  responses: changed("Served"),
});

export const challengeRentIncreaseRoute = createRoute({
  method: "post",
  path: `${base}/challenge`,
  operationId: "challengeRentIncrease",
  tags,
  middleware: [requireUser] as const,
  summary:
    "Record that the tenant referred the notice to the tribunal before its start date; the increase is held until a decision (the tenant, or staff for them)",
  request: { params: rentIncreaseParams, ...jsonBody(rentIncreaseChallengeSchema) },
  responses: changed("Held until the tribunal decides"),
});

export const decideRentIncreaseRoute = createRoute({
  method: "post",
  path: `${base}/decision`,
  operationId: "decideRentIncrease",
  tags,
  middleware: [staff] as const,
  summary:
    "Enter the tribunal's decision: the rent decided, the date decided and the day it takes effect (default the notice's start); applied on that day (landlord, agent, admin)",
  request: { params: rentIncreaseParams, ...jsonBody(rentIncreaseDecisionSchema) },
  responses: changed("Decided"),
});

export const rentIncreasePdfRoute = createRoute({
  method: "get",
  path: `${base}/form-4a.pdf`,
  operationId: "rentIncreaseForm4a",
  tags,
  middleware: [requireUser] as const,
  summary: "The notice as a Form 4A-equivalent PDF (staff; the tenant once it was served)",
  request: { params: rentIncreaseParams },
  responses: {
    200: { description: "PDF file", content: { "application/pdf": { schema: z.string() } } },
    404: notFoundResponse,
    409: errorResponse("Keyhold fills no notice for the property's jurisdiction"),
    ...authErrors,
  },
});
