/**
 * The back office's "retry now" on a message of the outbox (features/email calls it): the outbox
 * belongs to the mailer and its worker, so the row is written here, with its audit row.
 */
import { AppError } from "@shared/errors";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import { type Actor, audit } from "../features/audit";
import { notFound } from "../lib/errors";

/**
 * Queues a failed (or queued) message again with a fresh set of attempts, audit-logged, inside the
 * caller's transaction; answers the row. Refused when no mail server is configured (`delivers`
 * false) or the message is sent or being sent.
 */
export async function requeueMessage(tx: Db, actor: Actor, id: string, delivers: boolean) {
  const [before] = await tx.select().from(emailOutbox).where(eq(emailOutbox.id, id)).for("update");
  if (!before) throw notFound("Message not found");
  if (!delivers) {
    throw new AppError(
      "not_delivering",
      "No mail server is configured (SMTP_URL), so e-mail cannot be sent.",
    );
  }
  if (before.status !== "failed" && before.status !== "queued") {
    throw new AppError(
      "not_retryable",
      `This message is ${before.status}; only failed or queued mail can be retried.`,
    );
  }
  const [after] = await tx
    .update(emailOutbox)
    .set({ status: "queued", attempts: 0, nextAttemptAt: sql`now()`, lockedBy: null, lockedUntil: null })
    .where(and(eq(emailOutbox.id, id), inArray(emailOutbox.status, ["failed", "queued"])))
    .returning();
  await audit(tx, actor, {
    action: "email_retry",
    entity: "email",
    entityId: id,
    details: { to: before.to, kind: before.kind, from: before.status, attempts: before.attempts },
  });
  return after!;
}
