import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { verifications } from "../db/schema";
import type { EmailMessage } from "../email/mailer";

/** better-auth keeps each reset link as a verification row `reset-password:<token>` whose value is the user id. */
const RESET_PREFIX = "reset-password:";
/** How long a reset link works: one hour (better-auth's `resetPasswordTokenExpiresIn` too). */
export const RESET_TOKEN_TTL_SEC = 60 * 60;

/**
 * Mints a reset link's token for the account, in better-auth's own format, so its reset-password
 * endpoint accepts it: 24 random bytes (192 bits), URL-safe. Written with `db`, so a caller's
 * transaction can keep the token and its e-mail together.
 */
export async function mintResetToken(db: Db, userId: string, now = Date.now()): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: `${RESET_PREFIX}${token}`,
    value: userId,
    expiresAt: new Date(now + RESET_TOKEN_TTL_SEC * 1000),
  });
  return token;
}

/** The e-mail with the reset link. */
export function resetLinkEmail(
  user: { name: string; email: string },
  token: string,
  site: { baseURL: string; appName: string },
): EmailMessage {
  const link = `${site.baseURL}/reset-password?token=${encodeURIComponent(token)}`;
  return {
    to: user.email,
    kind: "password_reset",
    subject: `Reset your ${site.appName} password`,
    text: `Hello ${user.name},\n\nSomeone (hopefully you) asked to reset the password of your ${site.appName} account.\nOpen this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail; your password stays the same.`,
  };
}

/**
 * Ends every outstanding password-reset link of the account. Called whenever the password changes
 * (a reset link used, or a change in the profile), so an older link can never set a password again.
 */
export async function revokeResetTokens(db: Db, userId: string): Promise<number> {
  const removed = await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${RESET_PREFIX}%`), eq(verifications.value, userId)))
    .returning({ id: verifications.id });
  return removed.length;
}
