import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Logger } from "../lib/logger";
import { htmlFromText } from "./templates";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where replies go (e.g. the enquirer of a property enquiry); the sender is always MAIL_FROM. */
  replyTo?: string;
  /** What the message is for (password_reset, invitation, enquiry...): for support and tests. */
  kind: string;
}

export interface Mailer {
  /**
   * Queues the message: one insert into the outbox, nothing sent inline, so a caller never
   * waits for (or learns anything from) the mail server. The outbox worker delivers it.
   * With `tx` (a transaction) the row is written there, and the caller calls wake() once it has
   * committed: the worker cannot see the row before.
   */
  send(message: EmailMessage, tx?: Db): Promise<void>;
  /** Tells the worker to look for due mail now (after an admin's "retry now"). */
  wake(): void;
  /** Calls `listener` after each enqueue (the outbox worker wakes up); returns the unsubscribe. */
  onQueued(listener: () => void): () => void;
  /** Whether messages are delivered (SMTP_URL set) or only kept in the outbox and logged. */
  readonly delivers: boolean;
}

/**
 * Every message is written to the outbox with its HTML part (built from the escaped text).
 * With SMTP_URL set it is `queued` for the worker (email/worker.ts); without, it is `logged`:
 * kept in the table and the log, never sent, so flows work offline.
 */
export function createMailer(db: Db, logger: Logger, options: { smtpUrl?: string; appName: string }): Mailer {
  const delivers = Boolean(options.smtpUrl);
  const listeners = new Set<() => void>();
  const wake = () => {
    for (const listener of listeners) listener();
  };
  return {
    delivers,
    async send(message, tx) {
      const [row] = await (tx ?? db)
        .insert(emailOutbox)
        .values({
          to: message.to,
          replyTo: message.replyTo ?? null,
          subject: message.subject,
          text: message.text,
          html: htmlFromText(message.text, message.subject || options.appName),
          kind: message.kind,
          status: delivers ? "queued" : "logged",
        })
        .returning({ id: emailOutbox.id });
      logger.info("email", {
        id: row?.id,
        to: message.to,
        subject: message.subject,
        kind: message.kind,
        delivery: delivers ? "queued" : "outbox only (SMTP_URL not set)",
      });
      if (!tx) wake();
    },
    wake,
    onQueued(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
