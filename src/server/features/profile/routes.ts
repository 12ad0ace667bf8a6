import { createRoute } from "@hono/zod-openapi";
import { changePasswordSchema, sessionResponseSchema, updateProfileSchema } from "@shared/schemas/auth";
import { authErrors, errorResponse, jsonBody, jsonResponse, okSchema } from "../../lib/openapi";

const tags = ["profile"];

export const updateMyProfileRoute = createRoute({
  method: "patch",
  path: "/me",
  operationId: "updateMyProfile",
  tags,
  summary: "Update my name and phone",
  request: jsonBody(updateProfileSchema),
  responses: {
    200: jsonResponse(sessionResponseSchema, "Updated"),
    400: errorResponse("Invalid input"),
    ...authErrors,
  },
});

export const changeMyPasswordRoute = createRoute({
  method: "post",
  path: "/me/password",
  operationId: "changeMyPassword",
  tags,
  summary: "Change my password; other sessions are signed out",
  request: jsonBody(changePasswordSchema),
  responses: {
    200: jsonResponse(okSchema, "Changed"),
    400: errorResponse("Invalid input or wrong current password"),
    ...authErrors,
  },
});
