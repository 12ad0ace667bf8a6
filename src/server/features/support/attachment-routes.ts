import { createRoute, z } from "@hono/zod-openapi";
import { attachmentSchema } from "@shared/schemas/support";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";
import { ticketIdParam } from "./ticket-routes";

/** Declarations of the ticket attachment routes; router.ts binds the handlers. */

const tags = ["support"];
const binary = () => z.any().openapi({ type: "string", format: "binary" });

export const createTicketAttachmentRoute = createRoute({
  method: "post",
  path: "/support/tickets/{id}/attachments",
  operationId: "createTicketAttachment",
  tags,
  summary:
    "Attach a file (JPEG, PNG, WebP or PDF by content, size-limited) to a ticket the caller may read; optionally to one of their messages",
  request: {
    params: ticketIdParam,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: binary(),
            messageId: z.uuid("Unknown message").optional(),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(z.object({ attachment: attachmentSchema }), "Stored"),
    400: errorResponse("No file, or not an accepted type"),
    404: errorResponse("No such ticket"),
    409: errorResponse("The ticket is closed or has too many files"),
    413: errorResponse("File too large"),
    ...authErrors,
  },
});

export const getTicketAttachmentRoute = createRoute({
  method: "get",
  path: "/support/attachments/{id}",
  operationId: "getTicketAttachment",
  tags,
  summary: "Download an attachment: only for those who may read its ticket (and, on an internal note, staff)",
  request: { params: z.object({ id: z.uuid("Unknown file") }) },
  responses: {
    200: {
      description: "The file",
      content: {
        "image/webp": { schema: binary() },
        "application/pdf": { schema: binary() },
      },
    },
    404: errorResponse("No such file, or not yours to read"),
    ...authErrors,
  },
});
