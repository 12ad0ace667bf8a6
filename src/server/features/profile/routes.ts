import { createRoute } from "@hono/zod-openapi";
import { changePasswordSchema, sessionResponseSchema, updateProfileSchema } from "@shared/schemas/auth";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { authHeaders, currentUser, forwardCookies, requireUser } from "../../auth/session";
import { createRouter } from "../../context";
import { users } from "../../db/schema";
import { errorBody } from "../../lib/errors";
import { authErrors, errorResponse, jsonBody, jsonResponse, okSchema } from "../../lib/openapi";
import { audit } from "../audit/service";

export function profileRoutes() {
  const app = createRouter();
  app.use("/me", requireUser);
  app.use("/me/*", requireUser);

  app.openapi(
    createRoute({
      method: "patch",
      path: "/me",
      tags: ["profile"],
      summary: "Update my name and phone",
      request: jsonBody(updateProfileSchema),
      responses: {
        200: jsonResponse(sessionResponseSchema, "Updated"),
        400: errorResponse("Invalid input"),
        ...authErrors,
      },
    }),
    async (c) => {
      const input = c.req.valid("json");
      const me = currentUser(c);
      const patch = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
      };
      const { db } = c.get("deps").database;
      const user = await db.transaction(async (tx) => {
        if (Object.keys(patch).length) {
          await tx
            .update(users)
            .set({ ...patch, updatedAt: new Date() })
            .where(eq(users.id, me.id));
          await audit(
            c,
            { action: "update", entity: "user", entityId: me.id, details: { fields: Object.keys(patch) } },
            tx,
          );
        }
        return { ...me, ...patch };
      });
      return c.json({ user }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/me/password",
      tags: ["profile"],
      summary: "Change my password; other sessions are signed out",
      request: jsonBody(changePasswordSchema),
      responses: {
        200: jsonResponse(okSchema, "Changed"),
        400: errorResponse("Invalid input or wrong current password"),
        ...authErrors,
      },
    }),
    async (c) => {
      const { currentPassword, newPassword } = c.req.valid("json");
      try {
        const result = await c.get("deps").auth.api.changePassword({
          body: { currentPassword, newPassword, revokeOtherSessions: true },
          headers: authHeaders(c),
          returnHeaders: true,
        });
        forwardCookies(c, result.headers);
      } catch (err) {
        if (!(err instanceof APIError)) throw err;
        const message = "Your current password is incorrect.";
        return c.json(errorBody("validation_error", message, { currentPassword: message }), 400);
      }
      await audit(c, { action: "password_change", entity: "user", entityId: currentUser(c).id });
      return c.json({ ok: true as const }, 200);
    },
  );
  return app;
}
