import { createRoute, z } from "@hono/zod-openapi";
import {
  forgotPasswordSchema,
  reauthenticateSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signInSchema,
  signUpSchema,
} from "@shared/schemas/auth";
import {
  authErrors,
  jsonBody as body,
  errorResponse,
  jsonResponse as json,
  okSchema,
} from "../../lib/openapi";

const tags = ["auth"];

export const signUpRoute = createRoute({
  method: "post",
  path: "/auth/sign-up",
  operationId: "signUp",
  tags,
  summary: "Create an account (landlord, tenant or agent) and sign in",
  request: body(signUpSchema),
  responses: {
    201: json(sessionResponseSchema, "Signed up and signed in"),
    400: errorResponse("Invalid input or invitation"),
    409: errorResponse("E-mail already registered"),
    429: errorResponse("Too many attempts"),
  },
});

export const signInRoute = createRoute({
  method: "post",
  path: "/auth/sign-in",
  operationId: "signIn",
  tags,
  summary: "Sign in with e-mail and password",
  request: body(signInSchema),
  responses: {
    200: json(sessionResponseSchema, "Signed in"),
    400: errorResponse("Invalid input"),
    401: errorResponse("Wrong e-mail or password"),
    403: errorResponse("Account suspended or without a users row"),
    429: errorResponse("Too many attempts"),
  },
});

export const signOutRoute = createRoute({
  method: "post",
  path: "/auth/sign-out",
  operationId: "signOut",
  tags,
  summary: "Sign out and revoke this session on the server",
  responses: { 200: json(okSchema, "Signed out") },
});

export const getSessionRoute = createRoute({
  method: "get",
  path: "/auth/session",
  operationId: "getSession",
  tags,
  summary: "The signed-in user, or null",
  responses: { 200: json(sessionResponseSchema, "Current session") },
});

export const forgotPasswordRoute = createRoute({
  method: "post",
  path: "/auth/forgot-password",
  operationId: "requestPasswordReset",
  tags,
  summary: "E-mail a password reset link (answers the same whether or not the account exists)",
  request: body(forgotPasswordSchema),
  responses: {
    200: json(okSchema, "Accepted"),
    400: errorResponse("Invalid input"),
    429: errorResponse("Too many attempts"),
  },
});

export const resetPasswordRoute = createRoute({
  method: "post",
  path: "/auth/reset-password",
  operationId: "resetPassword",
  tags,
  summary: "Choose a new password with a reset token; signs out every session",
  request: body(resetPasswordSchema),
  responses: {
    200: json(okSchema, "Password changed"),
    400: errorResponse("Invalid or expired token, or a password that breaks the password rules"),
  },
});

export const reauthenticateRoute = createRoute({
  method: "post",
  path: "/auth/reauthenticate",
  operationId: "reauthenticate",
  tags,
  summary: "Confirm my password; sensitive actions are then allowed for REAUTH_WINDOW_MINUTES",
  request: body(reauthenticateSchema),
  responses: {
    200: json(z.object({ ok: z.literal(true), until: z.string() }), "Confirmed"),
    400: errorResponse("Wrong password"),
    429: errorResponse("Too many wrong passwords on this session"),
    ...authErrors,
  },
});
