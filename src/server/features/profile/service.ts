import { AppError } from "@shared/errors";
import type { changePasswordSchema, SessionUser, updateProfileSchema } from "@shared/schemas/auth";
import { APIError } from "better-auth/api";
import type { z } from "zod";
import { newPasswordProblem } from "../../auth/password-policy";
import { revokeResetTokens } from "../../auth/reset-tokens";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";

import { type Actor, audit } from "../audit";
import { updateOwnProfile } from "../users";

/** Changes my name and phone (nothing else); answers the user as the session now sees them. */
export async function updateProfile(
  db: Db,
  actor: Actor,
  me: SessionUser,
  input: z.output<typeof updateProfileSchema>,
): Promise<SessionUser> {
  const patch = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.phone !== undefined ? { phone: input.phone || null } : {}),
  };
  return db.transaction(async (tx) => {
    await updateOwnProfile(tx, actor, me.id, patch);
    return { ...me, ...patch };
  });
}

/**
 * Changes my password with the current one; other sessions end. Answers better-auth's Set-Cookie
 * headers (the session is renewed). A reset link asked for before the change must not undo it.
 */
export async function changePassword(
  deps: Pick<AppDeps, "auth" | "database" | "config">,
  actor: Actor,
  me: SessionUser,
  input: z.output<typeof changePasswordSchema>,
  headers: Headers,
): Promise<Headers | undefined> {
  const { currentPassword, newPassword } = input;
  const weak = newPasswordProblem(newPassword, [me.name, me.email, deps.config.site.appName]);
  if (weak) throw new AppError("validation_error", weak.message, { newPassword: weak.message });
  const result = await deps.auth.api
    .changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    })
    .catch((err: unknown) => {
      if (!(err instanceof APIError)) throw err;
      const message = "Your current password is incorrect.";
      throw new AppError("validation_error", message, { currentPassword: message });
    });
  await revokeResetTokens(deps.database.db, me.id);
  await audit(deps.database.db, actor, { action: "password_change", entity: "user", entityId: me.id });
  return result.headers;
}
