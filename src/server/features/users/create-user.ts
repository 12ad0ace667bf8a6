import type { Role } from "@shared/permissions";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { sessions, users } from "../../db/schema";

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
  await deps.database.db.delete(sessions).where(eq(sessions.userId, user.id));
  await deps.database.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  return user;
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
