/** Route declarations of the tenant's side of tenancy invitations: the pending list and accepting. */
import { createRoute, z } from "@hono/zod-openapi";
import {
  pendingTenancyInvitationSchema,
  tenancyInvitationAcceptSchema,
  tenancySchema,
} from "@shared/schemas/tenancies";
import { requireRole, requireUser } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { tags } from "./routes";

export const listTenancyInvitationsRoute = createRoute({
  method: "get",
  path: "/tenancy-invitations",
  operationId: "listTenancyInvitations",
  tags,
  middleware: [requireRole("tenant")] as const,
  summary:
    "Tenancy invitations waiting for the signed-in tenant (listed only once the account's e-mail is proven)",
  responses: {
    200: jsonResponse(
      z.object({ emailVerified: z.boolean(), items: z.array(pendingTenancyInvitationSchema) }),
      "Pending invitations; emailVerified false means: accept through the e-mailed link",
    ),
    ...authErrors,
  },
});

export const acceptTenancyInvitationRoute = createRoute({
  method: "post",
  path: "/tenancy-invitations/accept",
  operationId: "acceptTenancyInvitation",
  tags,
  middleware: [requireUser] as const,
  summary:
    "Accept a tenancy invitation as the signed-in tenant: with the e-mailed link's token, or by id when the account's e-mail is proven",
  request: jsonBody(tenancyInvitationAcceptSchema),
  responses: {
    200: jsonResponse(z.object({ items: z.array(tenancySchema) }), "Joined: the tenancies linked"),
    400: errorResponse("Invalid input, or a link that is expired, replaced or for another e-mail"),
    404: errorResponse("No such invitation waiting for this account"),
    409: errorResponse("The tenancy was ended or withdrawn"),
    ...authErrors,
  },
});
