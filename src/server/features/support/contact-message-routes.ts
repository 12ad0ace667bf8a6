import { createRoute, z } from "@hono/zod-openapi";
import { paged } from "@shared/schemas/admin";
import {
  contactMessageQuerySchema,
  contactMessageSchema,
  contactStatusSchema,
} from "@shared/schemas/support";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";

/** Declarations of the admins' contact-message routes; router.ts binds the handlers. */

const tags = ["support"];

export const listContactMessagesRoute = createRoute({
  method: "get",
  path: "/admin/contact-messages",
  operationId: "listContactMessages",
  tags,
  summary: "Contact-form messages, newest first (feature support: admins)",
  request: { query: contactMessageQuerySchema },
  responses: {
    200: jsonResponse(paged(contactMessageSchema), "A page of messages"),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const updateContactMessageRoute = createRoute({
  method: "patch",
  path: "/admin/contact-messages/{id}",
  operationId: "updateContactMessage",
  tags,
  summary: "Set a contact message's status (new, in_progress, done, spam)",
  request: { params: z.object({ id: z.uuid("Unknown message") }), ...jsonBody(contactStatusSchema) },
  responses: {
    200: jsonResponse(z.object({ message: contactMessageSchema }), "Updated"),
    400: errorResponse("Invalid status"),
    404: errorResponse("No such message"),
    ...authErrors,
  },
});
