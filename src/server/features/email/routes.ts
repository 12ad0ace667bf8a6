import { createRoute, z } from "@hono/zod-openapi";
import { outboxEntrySchema, outboxPageSchema, outboxQuerySchema } from "@shared/schemas/email";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";

/** The outbox in the back office (the `logs` feature; guards where the router is chained). */

const tags = ["email"];

export const listEmailOutboxRoute = createRoute({
  method: "get",
  path: "/admin/email",
  operationId: "listEmailOutbox",
  tags,
  summary:
    "Outgoing e-mail, newest first, by status and recipient; with counts per status (no message bodies)",
  request: { query: outboxQuerySchema },
  responses: {
    200: jsonResponse(outboxPageSchema, "A page of the outbox"),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const retryEmailRoute = createRoute({
  method: "post",
  path: "/admin/email/{id}/retry",
  operationId: "retryEmail",
  tags,
  summary: "Retry a failed (or queued) message now, with a fresh set of attempts; audit-logged",
  request: { params: z.object({ id: z.uuid("Unknown message") }) },
  responses: {
    200: jsonResponse(z.object({ message: outboxEntrySchema }), "Queued for delivery now"),
    400: errorResponse("Malformed id"),
    404: errorResponse("No such message"),
    409: errorResponse("Sent, being sent, or no mail server configured"),
    ...authErrors,
  },
});
