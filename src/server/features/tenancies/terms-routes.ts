/**
 * Route declarations of a tenancy's terms under the Renters' Rights Act: editing a draft's terms,
 * recording the written statement (or information sheet) given, and notices ending the tenancy.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { tenancySchema } from "@shared/schemas/tenancies";
import {
  tenancyNoticeInputSchema,
  tenancyNoticeSchema,
  tenancyTermsPatchSchema,
  writtenTermsInputSchema,
} from "@shared/schemas/tenancy-terms";
import { requireUser } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { idParam, notFoundResponse, staff, tags } from "./routes";

const tenancyResponse = z.object({ tenancy: tenancySchema });

export const updateTenancyTermsRoute = createRoute({
  method: "patch",
  path: "/tenancies/{id}/terms",
  operationId: "updateTenancyTerms",
  tags,
  middleware: [staff] as const,
  summary:
    "Change a draft tenancy's terms (landlord, agent, admin); each change is audited with who, when and why. An active tenancy's rent changes only by notice.",
  request: { params: idParam, ...jsonBody(tenancyTermsPatchSchema) },
  responses: {
    200: jsonResponse(tenancyResponse, "The tenancy with its new terms"),
    400: errorResponse("Invalid input, or terms the jurisdiction's law does not allow"),
    404: notFoundResponse,
    409: errorResponse("The tenancy is no longer a draft"),
    ...authErrors,
  },
});

export const recordWrittenTermsRoute = createRoute({
  method: "put",
  path: "/tenancies/{id}/written-terms",
  operationId: "recordWrittenTerms",
  tags,
  middleware: [staff] as const,
  summary:
    "Record the day and way the written statement of terms (or, for tenancies that existed before 1 May 2026, the information sheet) was given to the tenant",
  request: { params: idParam, ...jsonBody(writtenTermsInputSchema) },
  responses: {
    200: jsonResponse(tenancyResponse, "Recorded"),
    400: errorResponse("Invalid input"),
    404: notFoundResponse,
    ...authErrors,
  },
});

export const listTenancyNoticesRoute = createRoute({
  method: "get",
  path: "/tenancies/{id}/notices",
  operationId: "listTenancyNotices",
  tags,
  middleware: [requireUser] as const,
  summary: "Notices given on a tenancy, newest first (whoever may read the tenancy)",
  request: { params: idParam },
  responses: {
    200: jsonResponse(z.object({ items: z.array(tenancyNoticeSchema) }), "Notices"),
    404: notFoundResponse,
    ...authErrors,
  },
});

export const giveTenancyNoticeRoute = createRoute({
  method: "post",
  path: "/tenancies/{id}/notices",
  operationId: "giveTenancyNotice",
  tags,
  middleware: [requireUser] as const,
  summary:
    "The tenant gives notice (the end defaults to the earliest day the law allows), or staff record either side's notice; the landlord's ground and period are recorded as entered, not checked",
  request: { params: idParam, ...jsonBody(tenancyNoticeInputSchema) },
  responses: {
    201: jsonResponse(tenancyResponse, "Notice recorded; the tenancy's last day is its end"),
    400: errorResponse("Invalid input, or an end the law does not allow"),
    404: notFoundResponse,
    409: errorResponse("The tenancy is not active, or notice was already given"),
    ...authErrors,
  },
});

export const withdrawTenancyNoticeRoute = createRoute({
  method: "post",
  path: "/tenancies/{id}/notices/{noticeId}/withdraw",
  operationId: "withdrawTenancyNotice",
  tags,
  middleware: [staff] as const,
  summary: "Withdraw the open notice (landlord, agent, admin); the tenancy runs on",
  request: { params: idParam.extend({ noticeId: z.string().min(1).max(100) }) },
  responses: {
    200: jsonResponse(tenancyResponse, "Withdrawn"),
    404: notFoundResponse,
    409: errorResponse("Already withdrawn, or the tenancy has ended"),
    ...authErrors,
  },
});
