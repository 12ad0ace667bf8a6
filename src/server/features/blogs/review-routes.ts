import { createRoute, z } from "@hono/zod-openapi";
import { blogAuthorTrustSchema } from "@shared/schemas/blogs";
import { requireRole } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";

export const setBlogAuthorTrustRoute = createRoute({
  method: "put",
  path: "/admin/blog-authors/{id}/trust",
  operationId: "setBlogAuthorTrust",
  tags: ["blogs"],
  middleware: requireRole("admin"),
  summary: "Trust an agent to publish without review, or send their posts to review again (admins; audited)",
  request: { params: z.object({ id: z.string().min(1).max(100) }), ...jsonBody(blogAuthorTrustSchema) },
  responses: {
    200: jsonResponse(blogAuthorTrustSchema, "The author's trust now"),
    400: errorResponse("Invalid input"),
    404: errorResponse("No such agent"),
    ...authErrors,
  },
});
