import type { Role } from "@shared/permissions";
import { eq } from "drizzle-orm";
import { endSessionsOf } from "../../auth/session-rows";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { users } from "../../db/schema";
import { type Actor, audit } from "../audit";

/** Creates an account through better-auth (so the password is hashed its way) with any role. */
export async function createUserAccount(
  deps: Pick<AppDeps, "auth" | "database">,
  input: { email: string; password: string; name: string; role: Role; phone?: string },
) {
  const { user } = await deps.auth.api.signUpEmail({
    body: {
      email: input.email.toLowerCase(),
      password: input.password,
      name: input.name,
      role: input.role,
      phone: input.phone,
    },
  });
  // Sign-up signs in; a server-side creation has nobody to hand that session to.
  await endSessionsOf(deps.database.db, user.id);
  await deps.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
}

/** The e-mailed token proved the address: later invitations can be accepted from the home page. */
export async function markEmailProven(db: Db, userId: string) {
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
}

/**
 * Changes a user's own name and phone (the profile page), with the audit row naming the fields,
 * inside the caller's transaction. An empty patch writes nothing.
 */
export async function updateOwnProfile(
  tx: Db,
  actor: Actor,
  userId: string,
  patch: { name?: string; phone?: string | null },
): Promise<void> {
  if (!Object.keys(patch).length) return;
  await tx
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await audit(tx, actor, {
    action: "update",
    entity: "user",
    entityId: userId,
    details: { fields: Object.keys(patch) },
  });
}

export async function findUserByEmail(deps: Pick<AppDeps, "database">, email: string) {
  const [row] = await deps.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

/** ADMIN_EMAIL / ADMIN_PASSWORD on start: make sure that administrator exists. */
export async function ensureConfiguredAdmin(deps: AppDeps) {
  const admin = deps.config.admin;
  if (!admin) return;
  if (await findUserByEmail(deps, admin.email)) return;
  await createUserAccount(deps, { ...admin, role: "admin" });
  deps.logger.info("created administrator from ADMIN_EMAIL", { email: admin.email });
}
