import { inArray } from "drizzle-orm";
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
export async function claimOnce(db: Db, c: ReminderClaim, deliver: () => Promise<void>): Promise<boolean> {
  const id = await claim(db, c);
  if (!id) return false;
  try {
    await deliver();
  } catch (err) {
    await release(db, [id]);
    throw err;
  }
  return true;
}

/** Claims the row only (for deliveries that group several claims); answers its id, or null if taken. */
export async function claim(db: Db, c: ReminderClaim): Promise<string | null> {
  const [row] = await db
    .insert(reminderSends)
    .values({ kind: c.kind, subjectKey: c.subjectKey, recipient: c.recipient, details: c.details ?? {} })
    .onConflictDoNothing()
    .returning({ id: reminderSends.id });
  return row?.id ?? null;
}

/** Drops claims whose delivery failed, so the next run tries them again. */
export async function release(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.delete(reminderSends).where(inArray(reminderSends.id, ids));
}
