/**
 * The applicant's routes behind their private link (no session): the token in the path is the
 * only key, bound to one enquiry. Unknown, altered and ended links all answer the same 404;
 * every call is rate limited per address. Handlers in link-handlers.ts.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  applicantBookingInputSchema,
  applicantCancelInputSchema,
  applicantMessageInputSchema,
  applicantViewSchema,
} from "@shared/schemas/viewings";
import { errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";

const tags = ["viewings"];
const tokenParam = z.object({ token: z.string().max(200) });
const gone = errorResponse("Unknown, altered or ended link (all alike)");
const limited = errorResponse("Too many requests from this address");
const viewResponse = z.object({ view: applicantViewSchema });

export const getApplicantViewRoute = createRoute({
  method: "get",
  path: "/enquiry-links/{token}",
  operationId: "getApplicantView",
  tags,
  summary: "The applicant's enquiry: the home, the conversation, the times offered and any booking",
  request: { params: tokenParam },
  responses: { 200: jsonResponse(viewResponse, "The enquiry"), 404: gone, 429: limited },
});

export const bookApplicantViewingRoute = createRoute({
  method: "post",
  path: "/enquiry-links/{token}/booking",
  operationId: "bookApplicantViewing",
  tags,
  summary: "Book one of the times offered (replacing an earlier booking); the staff are told",
  request: { params: tokenParam, ...jsonBody(applicantBookingInputSchema) },
  responses: {
    200: jsonResponse(viewResponse, "Booked"),
    400: errorResponse("Invalid input"),
    404: gone,
    409: errorResponse("No longer offered, just taken, or the home is let agreed"),
    429: limited,
  },
});

export const cancelApplicantViewingRoute = createRoute({
  method: "post",
  path: "/enquiry-links/{token}/cancel",
  operationId: "cancelApplicantViewing",
  tags,
  summary: "Cancel the booked viewing (still to come); the staff are told",
  request: { params: tokenParam, ...jsonBody(applicantCancelInputSchema) },
  responses: {
    200: jsonResponse(viewResponse, "Cancelled"),
    400: errorResponse("Invalid input"),
    404: gone,
    409: errorResponse("Not booked, or already held"),
    429: limited,
  },
});

export const postApplicantMessageRoute = createRoute({
  method: "post",
  path: "/enquiry-links/{token}/messages",
  operationId: "postApplicantMessage",
  tags,
  summary: "Answer in the conversation; the staff are told",
  request: { params: tokenParam, ...jsonBody(applicantMessageInputSchema) },
  responses: {
    201: jsonResponse(viewResponse, "Sent"),
    400: errorResponse("Invalid input"),
    404: gone,
    429: limited,
  },
});
