import { createRoute } from "@hono/zod-openapi";
import { contactInputSchema, contactResultSchema } from "@shared/schemas/contact";
import { errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";

export const submitContactRoute = createRoute({
  method: "post",
  path: "/contact",
  operationId: "submitContact",
  tags: ["contact"],
  summary: "Send a contact message or join the early-access waitlist",
  request: jsonBody(contactInputSchema),
  responses: {
    201: jsonResponse(contactResultSchema, "Stored"),
    400: errorResponse("Invalid input"),
    429: errorResponse("Too many messages from this address"),
  },
});
