/**
 * Route declarations of a tenancy's contacts and rent payment details (issue 18 item 5): read by
 * everyone who may read the tenancy, saved by its landlord, agent or an administrator.
 */
import { createRoute, z } from "@hono/zod-openapi";
import { tenancyContactsInputSchema, tenancyContactsSchema } from "@shared/schemas/tenancy-contacts";
import { requireUser } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { idParam, notFoundResponse, staff, tags } from "./routes";

const contactsResponse = z.object({ contacts: tenancyContactsSchema });

export const getTenancyContactsRoute = createRoute({
  method: "get",
  path: "/tenancies/{id}/contacts",
  operationId: "getTenancyContacts",
  tags,
  middleware: [requireUser] as const,
  summary:
    "Who manages the home and how to reach them, the address for notices and the rent payment details (the tenant, the landlord or agent, admins)",
  request: { params: idParam },
  responses: {
    200: jsonResponse(contactsResponse, "The tenancy's contacts"),
    404: notFoundResponse,
    ...authErrors,
  },
});

export const setTenancyContactsRoute = createRoute({
  method: "put",
  path: "/tenancies/{id}/contacts",
  operationId: "setTenancyContacts",
  tags,
  middleware: [staff] as const,
  summary:
    "Save the contacts and rent payment details the tenant sees (landlord, agent, admin); every field is replaced, blank clears it",
  request: { params: idParam, ...jsonBody(tenancyContactsInputSchema) },
  responses: {
    200: jsonResponse(contactsResponse, "Saved"),
    400: errorResponse("Invalid input (the field message names the rule)"),
    404: notFoundResponse,
    ...authErrors,
  },
});
