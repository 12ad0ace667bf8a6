/** Route declaration of the back office's global search (issue 18 item 4). */
import { createRoute } from "@hono/zod-openapi";
import { searchQuerySchema, searchResultsSchema } from "@shared/schemas/search";
import { requireUser } from "../../auth/session";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";

export const searchRoute = createRoute({
  method: "get",
  path: "/search",
  operationId: "search",
  tags: ["search"],
  middleware: [requireUser] as const,
  summary:
    "Properties, tenants and support tickets the caller may open, by title, address, postcode, name, e-mail, ticket reference or subject (a few of each; a tenant finds only their own home and tickets)",
  request: { query: searchQuerySchema },
  responses: {
    200: jsonResponse(searchResultsSchema, "The best matches of each kind"),
    400: errorResponse("The search text is shorter than 2 or longer than 100 characters"),
    ...authErrors,
  },
});
