import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { reminderSends } from "../db/schema";

/** What a reminder is, for its row in reminder_sends: (kind, subjectKey, recipient) is unique. */
export interface ReminderClaim {
  kind: string;
  subjectKey: string;
  recipient: string;
  details?: Record<string, unknown>;
}

/**
 * Claims the (kind, subject, recipient) row first and only then delivers: the unique key makes a
 * second run (after a restart, or on another instance) skip what was sent. If delivering throws,
 * the claim is dropped so the next run tries again. Answers whether this call delivered it.
 */
export async function claimOnce(
  db: Db,
  claim: ReminderClaim,
  deliver: () => Promise<void>,
): Promise<boolean> {
  const [row] = await db
    .insert(reminderSends)
    .values({
      kind: claim.kind,
      subjectKey: claim.subjectKey,
      recipient: claim.recipient,
      details: claim.details ?? {},
    })
    .onConflictDoNothing()
    .returning({ id: reminderSends.id });
  if (!row) return false;
  try {
    await deliver();
  } catch (err) {
    await db.delete(reminderSends).where(eq(reminderSends.id, row.id));
    throw err;
  }
  return true;
}
