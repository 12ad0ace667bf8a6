/**
 * Route declarations of enquiries to viewings for the staff of homes (landlords, agents, admins:
 * the properties feature): an enquiry's thread and replies with viewing times, the calendar of
 * viewings with its secret iCalendar feed, cancelling and outcomes. Handlers in handlers.ts; the
 * applicant's link in link-routes.ts.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { calendarFeedCreatedSchema, calendarFeedStatusSchema } from "@shared/schemas/compliance-settings";
import {
  enquiryReplyInputSchema,
  enquiryThreadSchema,
  viewingCancelInputSchema,
  viewingOutcomeInputSchema,
  viewingRangeQuerySchema,
  viewingSchema,
} from "@shared/schemas/viewings";
import { requireFeature } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";

const tags = ["viewings"];
/** Landlords, agents and admins. */
const staff = requireFeature("properties");
const idParam = z.object({ id: z.string().min(1).max(100) });
const notFoundResponse = errorResponse("Not found, or not yours to see");
const threadResponse = z.object({ thread: enquiryThreadSchema });
const viewingResponse = z.object({ viewing: viewingSchema });

export const getEnquiryThreadRoute = createRoute({
  method: "get",
  path: "/manage/enquiries/{id}/thread",
  operationId: "getEnquiryThread",
  tags,
  middleware: [staff] as const,
  summary: "An enquiry about a home the caller manages, with its messages and viewings",
  request: { params: idParam },
  responses: { 200: jsonResponse(threadResponse, "The thread"), 404: notFoundResponse, ...authErrors },
});

export const replyToEnquiryRoute = createRoute({
  method: "post",
  path: "/manage/enquiries/{id}/replies",
  operationId: "replyToEnquiry",
  tags,
  middleware: [staff] as const,
  summary:
    "Reply to an enquiry, offering up to 6 viewing times (an hour to 90 days ahead, not overlapping the caller's bookings); replaces unbooked offers; the applicant is e-mailed their private link",
  request: { params: idParam, ...jsonBody(enquiryReplyInputSchema) },
  responses: {
    201: jsonResponse(threadResponse, "Sent"),
    400: errorResponse("Invalid input"),
    404: notFoundResponse,
    409: errorResponse("The enquiry is closed, or the home is let agreed"),
    ...authErrors,
  },
});

export const sendNewApplicantLinkRoute = createRoute({
  method: "post",
  path: "/manage/enquiries/{id}/new-link",
  operationId: "sendNewApplicantLink",
  tags,
  middleware: [staff] as const,
  summary:
    "End the applicant's private link and e-mail them a new one (a leaked link): earlier links answer 404 from now on",
  request: { params: idParam },
  responses: {
    200: jsonResponse(threadResponse, "Sent; the thread as it now stands"),
    404: notFoundResponse,
    409: errorResponse("The enquiry is closed"),
    ...authErrors,
  },
});

export const listViewingsRoute = createRoute({
  method: "get",
  path: "/manage/viewings",
  operationId: "listViewings",
  tags,
  middleware: [staff] as const,
  summary:
    "Viewings offered, booked or held at the homes the caller manages, between two London dates (at most 62 days)",
  request: { query: viewingRangeQuerySchema },
  responses: {
    200: jsonResponse(z.object({ viewings: z.array(viewingSchema) }), "Viewings, soonest first"),
    400: errorResponse("Bad range"),
    ...authErrors,
  },
});

export const recordViewingOutcomeRoute = createRoute({
  method: "post",
  path: "/manage/viewings/{id}/outcome",
  operationId: "recordViewingOutcome",
  tags,
  middleware: [staff] as const,
  summary: "Record whether the applicant came and how interested they were (once the viewing has started)",
  request: { params: idParam, ...jsonBody(viewingOutcomeInputSchema) },
  responses: {
    200: jsonResponse(viewingResponse, "Recorded"),
    400: errorResponse("Invalid input"),
    404: notFoundResponse,
    409: errorResponse("Not booked, or not started yet"),
    ...authErrors,
  },
});

export const cancelViewingRoute = createRoute({
  method: "post",
  path: "/manage/viewings/{id}/cancel",
  operationId: "cancelViewing",
  tags,
  middleware: [staff] as const,
  summary: "Cancel an offered or booked viewing still to come; a booked one's applicant is e-mailed",
  request: { params: idParam, ...jsonBody(viewingCancelInputSchema) },
  responses: {
    200: jsonResponse(viewingResponse, "Cancelled"),
    400: errorResponse("Invalid input"),
    404: notFoundResponse,
    409: errorResponse("Already held or cancelled"),
    ...authErrors,
  },
});

export const getViewingsFeedRoute = createRoute({
  method: "get",
  path: "/viewings/calendar-feed",
  operationId: "getViewingsFeed",
  tags,
  middleware: [staff] as const,
  summary: "Whether the caller has an active viewings calendar feed (never its URL)",
  responses: {
    200: jsonResponse(z.object({ feed: calendarFeedStatusSchema }), "The feed's status"),
    ...authErrors,
  },
});

export const createViewingsFeedRoute = createRoute({
  method: "post",
  path: "/viewings/calendar-feed",
  operationId: "createViewingsFeed",
  tags,
  middleware: [staff] as const,
  summary:
    "Create the caller's secret iCalendar feed of booked viewings, revoking any earlier one; the URL is answered this once only",
  responses: {
    201: jsonResponse(z.object({ feed: calendarFeedCreatedSchema }), "Created; keep the URL"),
    ...authErrors,
  },
});

export const revokeViewingsFeedRoute = createRoute({
  method: "delete",
  path: "/viewings/calendar-feed",
  operationId: "revokeViewingsFeed",
  tags,
  middleware: [staff] as const,
  summary: "Revoke the caller's viewings feed: its URL answers 404 from now on",
  responses: {
    200: jsonResponse(z.object({ feed: calendarFeedStatusSchema }), "Revoked"),
    404: errorResponse("No active feed"),
    ...authErrors,
  },
});
