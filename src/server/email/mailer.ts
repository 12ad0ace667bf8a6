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
  /**
   * Whether the outbox worker delivers messages: by SMTP (SMTP_URL set) or, without it, as .eml
   * files under DATA_DIR/mail (config.mail.dir). Otherwise (tests) they are only kept and logged.
   */
  readonly delivers: boolean;
}

/**
 * Every message is written to the outbox with its HTML part (built from the escaped text). With
 * SMTP_URL set, or a mail directory without it, it is `queued` for the worker (email/worker.ts),
 * which sends it or writes it to a file; with neither (tests) it is `logged`: kept in the table
 * and the log, never sent.
 */
export function createMailer(
  db: Db,
  logger: Logger,
  options: { smtpUrl?: string; mailDir?: string; appName: string },
): Mailer {
  const delivers = Boolean(options.smtpUrl || options.mailDir);
  const delivery = options.smtpUrl
    ? "queued"
    : options.mailDir
      ? "queued for a file under DATA_DIR/mail (SMTP_URL not set)"
      : "outbox only (SMTP_URL not set)";
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
        delivery,
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
