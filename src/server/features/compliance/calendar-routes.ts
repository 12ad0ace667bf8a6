/**
 * Route declarations of the compliance clock's extras: the caller's secret calendar feed (create
 * or rotate, status, revoke), the public feed itself, and the caller's reminder settings.
 * Handlers in calendar-handlers.ts; mounted by `clockRoutes` in calendar-router.ts, chained in router.ts.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  complianceSettingsSchema,
} from "@shared/schemas/compliance-settings";
import { requireFeature } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";

const tags = ["compliance"];
/** Landlords, agents and admins (the properties feature). */
const staff = requireFeature("properties");

export const getCalendarFeedRoute = createRoute({
  method: "get",
  path: "/compliance/calendar-feed",
  operationId: "getCalendarFeed",
  tags,
  middleware: [staff] as const,
  summary:
    "Whether the caller has an active calendar feed of duties, when it was made and last read (never its URL)",
  responses: {
    200: jsonResponse(z.object({ feed: calendarFeedStatusSchema }), "The feed's status"),
    ...authErrors,
  },
});

export const createCalendarFeedRoute = createRoute({
  method: "post",
  path: "/compliance/calendar-feed",
  operationId: "createCalendarFeed",
  tags,
  middleware: [staff] as const,
  summary:
    "Create the caller's secret iCalendar feed of duties, revoking any earlier one; the URL is answered this once only (landlord, agent, admin)",
  responses: {
    201: jsonResponse(
      z.object({ feed: calendarFeedCreatedSchema }),
      "Created; keep the URL, it is not shown again",
    ),
    ...authErrors,
  },
});

export const revokeCalendarFeedRoute = createRoute({
  method: "delete",
  path: "/compliance/calendar-feed",
  operationId: "revokeCalendarFeed",
  tags,
  middleware: [staff] as const,
  summary: "Revoke the caller's calendar feed: its URL answers 404 from now on",
  responses: {
    200: jsonResponse(z.object({ feed: calendarFeedStatusSchema }), "Revoked"),
    404: errorResponse("No active feed"),
    ...authErrors,
  },
});

export const calendarFeedFileRoute = createRoute({
  method: "get",
  path: "/calendar/{file}",
  operationId: "getCalendarFeedFile",
  tags,
  summary:
    "The public iCalendar feed behind a secret URL (`<token>.ics`, no session): the owner's dated duties as all-day events. Unknown or revoked: 404. Rate limited per address",
  request: { params: z.object({ file: z.string().max(200) }) },
  responses: {
    200: { description: "The calendar", content: { "text/calendar": { schema: z.string() } } },
    404: errorResponse("No such feed"),
    429: errorResponse("Too many requests from this address"),
  },
});

export const getComplianceSettingsRoute = createRoute({
  method: "get",
  path: "/compliance/settings",
  operationId: "getComplianceSettings",
  tags,
  middleware: [staff] as const,
  summary: "The caller's duty reminders: days before each due date, weekly when overdue, by e-mail or not",
  responses: {
    200: jsonResponse(
      z.object({ settings: complianceSettingsSchema }),
      "The settings (defaults until saved)",
    ),
    ...authErrors,
  },
});

export const updateComplianceSettingsRoute = createRoute({
  method: "put",
  path: "/compliance/settings",
  operationId: "updateComplianceSettings",
  tags,
  middleware: [staff] as const,
  summary:
    "Save the caller's duty reminders: 1 to 6 distinct days (1-365) before each due date, weekly overdue, e-mail",
  request: jsonBody(complianceSettingsSchema),
  responses: {
    200: jsonResponse(z.object({ settings: complianceSettingsSchema }), "Saved"),
    400: errorResponse("Invalid input (the field message names the rule)"),
    ...authErrors,
  },
});
