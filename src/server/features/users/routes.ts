import { createRoute, z } from "@hono/zod-openapi";
import {
  adminUserSchema,
  changeRoleSchema,
  inviteSchema,
  paged,
  userListQuerySchema,
  waitlistEntrySchema,
} from "@shared/schemas/admin";
import { requireRecentAuth } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";

const idParam = z.object({ id: z.string().min(1).max(100) });
const userResponse = z.object({ user: adminUserSchema });
const tags = ["users"];
const suspensionResponses = {
  200: jsonResponse(userResponse, "Done"),
  400: errorResponse("Bad user id"),
  404: errorResponse("No such user"),
  409: errorResponse("Own account or last admin"),
  ...authErrors,
};

export const listUsersRoute = createRoute({
  method: "get",
  path: "/admin/users",
  operationId: "listUsers",
  tags,
  summary: "Search and page through users",
  request: { query: userListQuerySchema },
  responses: {
    200: jsonResponse(paged(adminUserSchema), "A page of users"),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const changeUserRoleRoute = createRoute({
  method: "patch",
  path: "/admin/users/{id}/role",
  operationId: "changeUserRole",
  tags,
  summary: "Change a user's role (the last active admin cannot be demoted); needs a recent password",
  middleware: [requireRecentAuth] as const,
  request: { params: idParam, ...jsonBody(changeRoleSchema) },
  responses: {
    200: jsonResponse(userResponse, "Changed"),
    400: errorResponse("Invalid role"),
    404: errorResponse("No such user"),
    409: errorResponse("Would remove the last admin"),
    ...authErrors,
    403: errorResponse("Not allowed, or `reauth_required`: the password is needed again"),
  },
});

export const suspendUserRoute = createRoute({
  method: "post",
  path: "/admin/users/{id}/suspend",
  operationId: "suspendUser",
  tags,
  summary: "Suspend a user and revoke all their sessions; needs a recent password",
  middleware: [requireRecentAuth] as const,
  request: { params: idParam },
  responses: suspensionResponses,
});

export const restoreUserRoute = createRoute({
  method: "post",
  path: "/admin/users/{id}/restore",
  operationId: "restoreUser",
  tags,
  summary: "Restore a suspended user",
  request: { params: idParam },
  responses: suspensionResponses,
});

export const listWaitlistRoute = createRoute({
  method: "get",
  path: "/admin/waitlist",
  operationId: "listWaitlist",
  tags,
  summary: "Early-access waitlist, newest first",
  responses: {
    200: jsonResponse(z.object({ items: z.array(waitlistEntrySchema) }), "Waitlist"),
    ...authErrors,
  },
});

export const inviteUserRoute = createRoute({
  method: "post",
  path: "/admin/invitations",
  operationId: "inviteUser",
  tags,
  summary: "Invite someone to sign up (used when SIGNUP_MODE=invite); e-mails them a link",
  request: jsonBody(inviteSchema),
  responses: {
    201: jsonResponse(z.object({ email: z.string(), expiresAt: z.string() }), "Invitation sent"),
    400: errorResponse("Invalid input"),
    ...authErrors,
  },
});
