import { randomBytes } from "node:crypto";
import type { Role } from "@shared/permissions";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invitations } from "../../db/schema";

export const INVITATION_TTL_DAYS = 14;

import { hashToken } from "../../lib/tokens";

export { hashToken };

export async function createInvitation(db: Db, input: { email: string; role: Role; invitedBy: string }) {
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000);
  const [row] = await db
    .insert(invitations)
    .values({
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: input.invitedBy,
      expiresAt,
    })
    .returning();
  return { token, invitation: row! };
}

/** The unused, unexpired invitation for this token and e-mail, if any. */
export async function findUsableInvitation(db: Db, token: string, email: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        eq(invitations.email, email),
        isNull(invitations.usedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  return row;
}

export async function markInvitationUsed(db: Db, id: string) {
  await db.update(invitations).set({ usedAt: new Date() }).where(eq(invitations.id, id));
}

/** Withdraws invitations not used yet (a co-owner removed before accepting): their links stop working. */
export async function withdrawInvitations(db: Db, ids: string[]) {
  await db
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(and(inArray(invitations.id, ids), isNull(invitations.usedAt)));
}
