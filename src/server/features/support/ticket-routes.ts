import { createRoute, z } from "@hono/zod-openapi";
import { paged } from "@shared/schemas/admin";
import {
  addMessageSchema,
  bulkAssignSchema,
  createTicketSchema,
  personSchema,
  propertyRefSchema,
  supportSummarySchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketMessageSchema,
  ticketSummarySchema,
  updateTicketSchema,
} from "@shared/schemas/support";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";

/** Declarations of the ticket routes (queues, thread, workflow); router.ts binds the handlers. */

const tags = ["support"];
export const ticketIdParam = z.object({ id: z.uuid("Unknown ticket") });
const detailResponse = jsonResponse(ticketDetailSchema, "The ticket with its thread");

export const listTicketsRoute = createRoute({
  method: "get",
  path: "/support/tickets",
  operationId: "listTickets",
  tags,
  summary:
    "Tickets the caller may read (creator, property landlord/agent, assignee; admins all), filtered and paged",
  request: { query: ticketListQuerySchema },
  responses: {
    200: jsonResponse(paged(ticketSummarySchema), "A page of tickets"),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const getSupportSummaryRoute = createRoute({
  method: "get",
  path: "/support/summary",
  operationId: "getSupportSummary",
  tags,
  summary: "Counts by status, overdue by priority (SLA), unassigned and the caller's open tickets",
  responses: { 200: jsonResponse(supportSummarySchema, "Summary"), ...authErrors },
});

export const listSupportPropertiesRoute = createRoute({
  method: "get",
  path: "/support/properties",
  operationId: "listSupportProperties",
  tags,
  summary:
    "Properties the caller may link to a new ticket (landlord: own, agent: assigned, tenant: homes of active tenancies, admin: all)",
  responses: {
    200: jsonResponse(z.object({ items: z.array(propertyRefSchema) }), "Properties"),
    ...authErrors,
  },
});

export const listSupportStaffRoute = createRoute({
  method: "get",
  path: "/support/staff",
  operationId: "listSupportStaff",
  tags,
  summary:
    "Staff the caller can assign tickets to: admins see every admin and agent; an agent sees themselves and agents of the same landlords",
  responses: {
    200: jsonResponse(z.object({ items: z.array(personSchema) }), "Staff"),
    ...authErrors,
  },
});

export const createTicketRoute = createRoute({
  method: "post",
  path: "/support/tickets",
  operationId: "createTicket",
  tags,
  summary: "Raise a ticket or maintenance request (any signed-in user)",
  request: jsonBody(createTicketSchema),
  responses: {
    201: detailResponse,
    400: errorResponse("Invalid input, or a property that is not the caller's"),
    ...authErrors,
  },
});

export const getTicketRoute = createRoute({
  method: "get",
  path: "/support/tickets/{id}",
  operationId: "getTicket",
  tags,
  summary:
    "One ticket with its thread (internal notes only for staff), attachments and what the caller may do",
  request: { params: ticketIdParam },
  responses: {
    200: detailResponse,
    404: errorResponse("No such ticket, or not yours to read"),
    ...authErrors,
  },
});

export const createTicketMessageRoute = createRoute({
  method: "post",
  path: "/support/tickets/{id}/messages",
  operationId: "createTicketMessage",
  tags,
  summary:
    "Reply (anyone who may read the ticket) or add an internal note (staff only); a staff reply moves an open ticket to in progress",
  request: { params: ticketIdParam, ...jsonBody(addMessageSchema) },
  responses: {
    201: jsonResponse(z.object({ message: ticketMessageSchema }), "Added"),
    400: errorResponse("Invalid input"),
    404: errorResponse("No such ticket"),
    409: errorResponse("The ticket is closed"),
    ...authErrors,
  },
});

export const updateTicketRoute = createRoute({
  method: "patch",
  path: "/support/tickets/{id}",
  operationId: "updateTicket",
  tags,
  summary:
    "Change status, priority or assignee. Staff of the property, the assignee and admins: all; the creator: close and reopen only",
  request: { params: ticketIdParam, ...jsonBody(updateTicketSchema) },
  responses: {
    200: detailResponse,
    400: errorResponse("Invalid input or assignee"),
    403: errorResponse("Not allowed to make this change"),
    404: errorResponse("No such ticket"),
    409: errorResponse("Invalid status transition"),
    401: errorResponse("Not signed in"),
  },
});

export const bulkAssignTicketsRoute = createRoute({
  method: "post",
  path: "/support/tickets/bulk-assign",
  operationId: "bulkAssignTickets",
  tags,
  summary: "Assign (or unassign, assigneeId null) many tickets at once; the caller must manage each of them",
  request: jsonBody(bulkAssignSchema),
  responses: {
    200: jsonResponse(z.object({ updated: z.number().int() }), "Assigned"),
    400: errorResponse("Invalid input or assignee"),
    404: errorResponse("A ticket the caller does not manage"),
    ...authErrors,
  },
});
