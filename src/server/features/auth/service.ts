import { AppError } from "@shared/errors";
import { authMessages, type SessionUser, type signUpSchema } from "@shared/schemas/auth";
import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { SignInLockout } from "../../auth/lockout";
import { newPasswordProblem } from "../../auth/password-policy";
import { toSessionUser } from "../../auth/session";
import { endSessionByToken, markReauthenticated } from "../../auth/session-rows";
import type { AppDeps } from "../../context";
import { users, verifications } from "../../db/schema";

import type { FailureCounter } from "../../lib/rate-limit";
import { type Actor, anonymous, audit } from "../audit";
import { isOwnerInvitation, linkInvitedOwners } from "../owners";
import { linkInvitedTenancies } from "../tenancies";
import { findUsableInvitation, markInvitationUsed } from "./invitations";

type Deps = Pick<AppDeps, "auth" | "database" | "config" | "logger">;
type AuthUser = Parameters<typeof toSessionUser>[0];

/** What a sign-up or sign-in hands back: the user and better-auth's Set-Cookie headers to forward. */
export interface SignedIn {
  user: SessionUser;
  cookies: Headers | undefined;
}

const weakPassword = (message: string, field = "password") =>
  new AppError("validation_error", message, { [field]: message });

/** A rate counter that could not be forgotten expires by itself: logged, and the request goes on. */
const notReset = (deps: Deps, what: string) => (err: unknown) =>
  deps.logger.warn(`${what} not reset`, { err: String((err as Error).cause ?? err) });

const asUser = (actor: Actor, user: { id: string; email: string }): Actor => ({
  ...actor,
  user: { id: user.id, email: user.email },
});

/** The invitation a sign-up uses, if any; in invite mode one is required. */
async function invitationFor(deps: Deps, input: z.output<typeof signUpSchema>) {
  const { config, database } = deps;
  // An invitation (from the waitlist, or from a landlord to a tenancy) also counts in open mode.
  if (config.signupMode === "open") {
    return input.inviteToken ? findUsableInvitation(database.db, input.inviteToken, input.email) : undefined;
  }
  const invitation = input.inviteToken
    ? await findUsableInvitation(database.db, input.inviteToken, input.email)
    : undefined;
  if (!invitation) {
    const message =
      "Sign-up is by invitation. This invitation is missing, already used, expired or for another e-mail.";
    throw new AppError("validation_error", message, { inviteToken: message });
  }
  return invitation;
}

/**
 * Creates the account and signs it in. An invitation used is marked used and links the tenancies
 * that were waiting on it; the sign-up (and each link) is audited as the new user.
 */
export async function signUp(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof signUpSchema>,
  headers: Headers,
): Promise<SignedIn> {
  const weak = newPasswordProblem(input.password, [input.name, input.email, deps.config.site.appName]);
  if (weak) throw weakPassword(weak.message);
  const invitation = await invitationFor(deps, input);
  // A tenancy invitation makes a tenant; a co-owner invitation a landlord account (issue 17).
  const role =
    invitation?.role === "tenant"
      ? "tenant"
      : invitation && (await isOwnerInvitation(deps.database.db, invitation.id))
        ? "landlord"
        : input.role;

  const result = await deps.auth.api
    .signUpEmail({
      body: { name: input.name, email: input.email, password: input.password, role },
      headers,
      returnHeaders: true,
    })
    .catch((err: unknown) => {
      if (
        err instanceof APIError &&
        (err.body?.code === "USER_ALREADY_EXISTS" || err.status === "UNPROCESSABLE_ENTITY")
      ) {
        const message = "An account with this e-mail already exists. Sign in instead.";
        throw new AppError("email_taken", message, { email: message });
      }
      throw err;
    });
  const user = toSessionUser(result.response.user as AuthUser)!;
  const by = asUser(actor, user);
  await deps.database.db.transaction(async (tx) => {
    if (invitation) {
      await markInvitationUsed(tx, invitation.id);
      for (const tenancyId of await linkInvitedTenancies(tx, invitation.id, user.id)) {
        await audit(tx, by, {
          action: "tenant_linked",
          entity: "tenancy",
          entityId: tenancyId,
          details: { tenantId: user.id, invitationId: invitation.id },
        });
      }
      // A co-owner invitation (issue 17): the token proved the address, so they read their share.
      if (user.role === "landlord")
        for (const propertyId of await linkInvitedOwners(tx, invitation.id, user.id))
          await audit(tx, by, { action: "co_owner_joined", entity: "property", entityId: propertyId });
    }
    await audit(tx, by, {
      action: "sign_up",
      entity: "user",
      entityId: user.id,
      details: { role: user.role },
    });
  });
  return { user, cookies: result.headers };
}

/**
 * Signs in with e-mail and password; the attempt was already counted against the lockout
 * (`SignInLockout.claim`), and only a success forgets it. A wrong password (or an unknown e-mail)
 * is audited anonymously with the e-mail typed; a suspended account or one without a
 * usable role gets its new session ended at once.
 */
export async function signIn(
  deps: Deps,
  actor: Actor,
  lockout: SignInLockout,
  input: { email: string; password: string; ip: string },
  headers: Headers,
): Promise<SignedIn> {
  const { auth, database } = deps;
  const { email, password, ip } = input;
  const result = await auth.api
    .signInEmail({ body: { email, password }, headers, returnHeaders: true })
    .catch(async (err: unknown) => {
      if (!(err instanceof APIError)) throw err;
      await audit(database.db, anonymous(actor), {
        action: "sign_in_failed",
        entity: "user",
        details: { email },
      });
      throw new AppError("invalid_credentials", authMessages.invalidCredentials);
    });
  const authUser = result.response.user as AuthUser;
  const user = toSessionUser(authUser);
  if (!user || authUser.banned === true) {
    // The password was right but the account may not be used: end the new session at once.
    await endSessionByToken(database.db, result.response.token);
    if (!user) throw new AppError("account_not_found", authMessages.accountNotFound);
    await audit(database.db, anonymous(actor), {
      action: "sign_in_blocked",
      entity: "user",
      entityId: user.id,
      details: { reason: "suspended" },
    });
    throw new AppError("account_suspended", authMessages.suspended);
  }
  // The counters expire by themselves: a failure to forget them must not undo the sign-in.
  await lockout.succeeded(database.db, email, ip).catch(notReset(deps, "sign-in counters"));
  await audit(database.db, asUser(actor, user), { action: "sign_in", entity: "user", entityId: user.id });
  return { user, cookies: result.headers };
}

/** Revokes the session on the server; answers better-auth's Set-Cookie headers (clearing the cookie). */
export async function signOut(deps: Deps, actor: Actor, headers: Headers) {
  const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
  await audit(deps.database.db, actor, { action: "sign_out", entity: "user", entityId: actor.user?.id });
  return result.headers;
}

/**
 * Sets a new password with an e-mailed token (every session of the account ends). The e-mailed
 * link proved the inbox: whoever was slowing this account down no longer does.
 */
export async function resetPassword(
  deps: Deps,
  actor: Actor,
  lockout: SignInLockout,
  input: { token: string; password: string },
  headers: Headers,
) {
  const { database, config, auth } = deps;
  const [owner] = await database.db
    .select({ name: users.name, email: users.email })
    .from(verifications)
    .innerJoin(users, eq(users.id, verifications.value))
    .where(eq(verifications.identifier, `reset-password:${input.token}`));
  const weak = newPasswordProblem(input.password, [owner?.name, owner?.email, config.site.appName]);
  if (weak) throw weakPassword(weak.message);
  try {
    await auth.api.resetPassword({ body: { token: input.token, newPassword: input.password }, headers });
  } catch (err) {
    if (!(err instanceof APIError)) throw err;
    const message = "This reset link is invalid or has expired. Please ask for a new one.";
    throw new AppError("invalid_token", message, { token: message });
  }
  if (owner) {
    // The password is changed already: a failure here only leaves the owner waiting out the back-off.
    await lockout.clear(database.db, owner.email).catch(notReset(deps, "sign-in counters"));
  }
  await audit(database.db, anonymous(actor), { action: "password_reset", entity: "user" });
}

/**
 * The password again on this session: sensitive actions are allowed until the returned time.
 * Wrong passwords count per session (`wrong`), and are audited.
 */
export async function confirmPassword(
  deps: Deps,
  actor: Actor,
  input: { sessionId: string; password: string; wrong: FailureCounter },
  headers: Headers,
): Promise<string> {
  const { auth, database, config } = deps;
  const { sessionId, wrong } = input;
  try {
    await auth.api.verifyPassword({ body: { password: input.password }, headers });
  } catch (err) {
    if (!(err instanceof APIError)) throw err;
    await wrong.fail(database.db, sessionId);
    await audit(database.db, actor, { action: "reauth_failed", entity: "user", entityId: actor.user?.id });
    const message = "That password is not right. Please try again.";
    throw new AppError("invalid_password", message, { password: message });
  }
  await wrong.reset(database.db, sessionId).catch(notReset(deps, "re-authentication counter"));
  const now = new Date();
  await markReauthenticated(database.db, sessionId, now);
  await audit(database.db, actor, { action: "reauthenticate", entity: "user", entityId: actor.user?.id });
  return new Date(now.getTime() + config.session.reauthWindowMs).toISOString();
}
