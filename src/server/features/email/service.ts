import type { OutboxEntry, outboxQuerySchema } from "@shared/schemas/email";
import { and, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { countWhere, likeEscape, paginate } from "../../db/paginate";
import { emailOutbox } from "../../db/schema";
import { requeueMessage } from "../../email/requeue";
import type { Actor } from "../audit";

/* The outbox in the back office: what was sent, what is waiting or failed, and "retry now". */

type Row = typeof emailOutbox.$inferSelect;
type OutboxQuery = z.output<typeof outboxQuerySchema>;
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** A message as the back office sees it: never its body (it may carry a sign-in link). */
function toEntry(r: Row): OutboxEntry {
  const status = r.status;
  return {
    id: r.id,
    to: r.to,
    kind: r.kind,
    subject: r.subject,
    status,
    attempts: r.attempts,
    error: r.error,
    createdAt: r.createdAt.toISOString(),
    lastAttemptAt: iso(r.lastAttemptAt),
    nextAttemptAt: status === "queued" ? r.nextAttemptAt.toISOString() : null,
    sentAt: iso(r.sentAt),
  };
}

/** A page of the outbox, newest first, by status and part of the recipient; counts per status. */
export async function listOutbox(db: Db, q: OutboxQuery) {
  const filters: SQL[] = [];
  if (q.status) filters.push(eq(emailOutbox.status, q.status));
  if (q.q) filters.push(ilike(emailOutbox.to, `%${likeEscape(q.q)}%`));
  const where = filters.length ? and(...filters) : undefined;
  const [page, perStatus] = await Promise.all([
    paginate(
      q,
      db
        .select()
        .from(emailOutbox)
        .where(where)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .$dynamic(),
      countWhere(db, emailOutbox, where),
      toEntry,
    ),
    db.select({ status: emailOutbox.status, n: count() }).from(emailOutbox).groupBy(emailOutbox.status),
  ]);
  const counts = { queued: 0, sending: 0, sent: 0, written: 0, failed: 0, logged: 0 };
  for (const s of perStatus) if (s.status in counts) counts[s.status] = s.n;
  return { ...page, counts };
}

/**
 * Queues a failed (or queued) message again with a fresh set of attempts, audit-logged in the same
 * transaction (the mailer's requeueMessage). 409 when no mail server is configured or the message
 * is sent or being sent.
 */
export async function retryMessage(
  db: Db,
  actor: Actor,
  id: string,
  delivers: boolean,
): Promise<OutboxEntry> {
  return toEntry(await db.transaction((tx) => requeueMessage(tx, actor, id, delivers)));
}
