import { createRoute } from "@hono/zod-openapi";
import {
  authMessages,
  forgotPasswordSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  signInSchema,
  signUpSchema,
} from "@shared/schemas/auth";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Context } from "hono";
import { authHeaders, forwardCookies, getSessionUser, toSessionUser } from "../../auth/session";
import type { ServerConfig } from "../../config";
import { type AppEnv, createRouter } from "../../context";
import { sessions } from "../../db/schema";
import { clientIp } from "../../lib/client-ip";
import { errorBody } from "../../lib/errors";
import { jsonBody as body, errorResponse, jsonResponse as json, okSchema } from "../../lib/openapi";
import { FailureCounter, RateLimiter } from "../../lib/rate-limit";
import { audit } from "../audit/service";
import { linkInvitedTenancies } from "../tenancies/service";
import { findUsableInvitation, markInvitationUsed } from "./invitations";

const tooMany = (c: Context<AppEnv>, retryAfterSec: number) => {
  c.header("Retry-After", String(retryAfterSec));
  return c.json(errorBody("rate_limited", authMessages.tooManyAttempts), 429);
};

export function authRoutes(limits: ServerConfig["authLimits"]) {
  const app = createRouter();
  const route = <R extends Parameters<typeof createRoute>[0]>(r: R) => createRoute({ ...r, tags: ["auth"] });

  const attempts = new RateLimiter(limits.perIp.max, limits.perIp.windowMs);
  const failures = new FailureCounter(limits.perAccount.max, limits.perAccount.windowMs);

  app.openapi(
    route({
      method: "post",
      path: "/auth/sign-up",
      summary: "Create an account (landlord, tenant or agent) and sign in",
      request: body(signUpSchema),
      responses: {
        201: json(sessionResponseSchema, "Signed up and signed in"),
        400: errorResponse("Invalid input or invitation"),
        409: errorResponse("E-mail already registered"),
        429: errorResponse("Too many attempts"),
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const { auth, config, database } = c.get("deps");
      const limit = attempts.hit(`sign-up:${clientIp(c)}`);
      if (!limit.allowed) return tooMany(c, limit.retryAfterSec);

      let invitationId: string | undefined;
      // An invitation (from the waitlist, or from a landlord to a tenancy) also counts in open mode.
      const invited =
        input.inviteToken && config.signupMode === "open"
          ? await findUsableInvitation(database.db, input.inviteToken, input.email)
          : undefined;
      if (invited) invitationId = invited.id;
      let role = invited?.role === "tenant" ? "tenant" : input.role;
      if (config.signupMode === "invite") {
        const invitation = input.inviteToken
          ? await findUsableInvitation(database.db, input.inviteToken, input.email)
          : undefined;
        if (!invitation) {
          const message =
            "Sign-up is by invitation. This invitation is missing, already used, expired or for another e-mail.";
          return c.json(errorBody("validation_error", message, { inviteToken: message }), 400);
        }
        invitationId = invitation.id;
        if (invitation.role === "tenant") role = "tenant";
      }

      try {
        const result = await auth.api.signUpEmail({
          body: { name: input.name, email: input.email, password: input.password, role },
          headers: authHeaders(c),
          returnHeaders: true,
        });
        forwardCookies(c, result.headers);
        const user = toSessionUser(result.response.user as Parameters<typeof toSessionUser>[0])!;
        c.set("user", user);
        if (invitationId) {
          await markInvitationUsed(database.db, invitationId);
          const linked = await linkInvitedTenancies(database.db, invitationId, user.id);
          for (const tenancyId of linked) {
            await audit(c, {
              action: "tenant_linked",
              entity: "tenancy",
              entityId: tenancyId,
              details: { tenantId: user.id, invitationId },
            });
          }
        }
        await audit(c, {
          action: "sign_up",
          entity: "user",
          entityId: user.id,
          details: { role: user.role },
        });
        return c.json({ user }, 201);
      } catch (err) {
        if (
          err instanceof APIError &&
          (err.body?.code === "USER_ALREADY_EXISTS" || err.status === "UNPROCESSABLE_ENTITY")
        ) {
          const message = "An account with this e-mail already exists. Sign in instead.";
          return c.json(errorBody("email_taken", message, { email: message }), 409);
        }
        throw err;
      }
    },
  );

  app.openapi(
    route({
      method: "post",
      path: "/auth/sign-in",
      summary: "Sign in with e-mail and password",
      request: body(signInSchema),
      responses: {
        200: json(sessionResponseSchema, "Signed in"),
        400: errorResponse("Invalid input"),
        401: errorResponse("Wrong e-mail or password"),
        403: errorResponse("Account suspended or without a users row"),
        429: errorResponse("Too many attempts"),
      },
    }),
    async (c) => {
      const { email, password } = c.req.valid("json");
      const { auth, database } = c.get("deps");
      const ipLimit = attempts.hit(`sign-in:${clientIp(c)}`);
      if (!ipLimit.allowed) return tooMany(c, ipLimit.retryAfterSec);
      const lockedFor = failures.blockedFor(email);
      if (lockedFor) return tooMany(c, lockedFor);

      try {
        const result = await auth.api.signInEmail({
          body: { email, password },
          headers: authHeaders(c),
          returnHeaders: true,
        });
        const authUser = result.response.user as Parameters<typeof toSessionUser>[0];
        const user = toSessionUser(authUser);
        if (!user || authUser.banned === true) {
          // The password was right but the account may not be used: end the new session at once.
          await database.db.delete(sessions).where(eq(sessions.token, result.response.token));
          if (user) {
            await audit(c, {
              action: "sign_in_blocked",
              entity: "user",
              entityId: user.id,
              actor: null,
              details: { reason: "suspended" },
            });
            return c.json(errorBody("account_suspended", authMessages.suspended), 403);
          }
          return c.json(errorBody("account_not_found", authMessages.accountNotFound), 403);
        }
        forwardCookies(c, result.headers);
        failures.reset(email);
        c.set("user", user);
        await audit(c, { action: "sign_in", entity: "user", entityId: user.id });
        return c.json({ user }, 200);
      } catch (err) {
        if (!(err instanceof APIError)) throw err;
        failures.fail(email);
        await audit(c, { action: "sign_in_failed", entity: "user", actor: null, details: { email } });
        return c.json(errorBody("invalid_credentials", authMessages.invalidCredentials), 401);
      }
    },
  );

  app.openapi(
    route({
      method: "post",
      path: "/auth/sign-out",
      summary: "Sign out and revoke this session on the server",
      responses: { 200: json(okSchema, "Signed out") },
    }),
    async (c) => {
      const user = await getSessionUser(c);
      if (user) {
        const result = await c.get("deps").auth.api.signOut({ headers: authHeaders(c), returnHeaders: true });
        forwardCookies(c, result.headers);
        await audit(c, { action: "sign_out", entity: "user", entityId: user.id });
      }
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    route({
      method: "get",
      path: "/auth/session",
      summary: "The signed-in user, or null",
      responses: { 200: json(sessionResponseSchema, "Current session") },
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ user: await getSessionUser(c) }, 200);
    },
  );

  app.openapi(
    route({
      method: "post",
      path: "/auth/forgot-password",
      summary: "E-mail a password reset link (answers the same whether or not the account exists)",
      request: body(forgotPasswordSchema),
      responses: {
        200: json(okSchema, "Accepted"),
        400: errorResponse("Invalid input"),
        429: errorResponse("Too many attempts"),
      },
    }),
    async (c) => {
      const { email } = c.req.valid("json");
      const limit = attempts.hit(`reset:${clientIp(c)}`);
      if (!limit.allowed) return tooMany(c, limit.retryAfterSec);
      try {
        await c.get("deps").auth.api.requestPasswordReset({
          body: { email, redirectTo: "/reset-password" },
          headers: authHeaders(c),
        });
      } catch (err) {
        c.get("deps").logger.warn("password reset request failed", { err: String(err) });
      }
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    route({
      method: "post",
      path: "/auth/reset-password",
      summary: "Choose a new password with a reset token; signs out every session",
      request: body(resetPasswordSchema),
      responses: { 200: json(okSchema, "Password changed"), 400: errorResponse("Invalid or expired token") },
    }),
    async (c) => {
      const { token, password } = c.req.valid("json");
      try {
        await c
          .get("deps")
          .auth.api.resetPassword({ body: { token, newPassword: password }, headers: authHeaders(c) });
      } catch (err) {
        if (!(err instanceof APIError)) throw err;
        const message = "This reset link is invalid or has expired. Please ask for a new one.";
        return c.json(errorBody("invalid_token", message, { token: message }), 400);
      }
      await audit(c, { action: "password_reset", entity: "user", actor: null });
      return c.json({ ok: true as const }, 200);
    },
  );

  return app;
}
