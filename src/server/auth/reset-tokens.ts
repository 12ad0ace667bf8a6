import { and, eq, like } from "drizzle-orm";
import type { Db } from "../db/client";
import { verifications } from "../db/schema";

/** better-auth keeps each reset link as a verification row `reset-password:<token>` whose value is the user id. */
const RESET_PREFIX = "reset-password:";

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
