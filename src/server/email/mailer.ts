import type { Db } from "../db/client";
import { emailOutbox, type OutboxAttachment } from "../db/schema";
import type { Logger } from "../lib/logger";
import { htmlFromText } from "./templates";

export type EmailAttachment = OutboxAttachment;

/** At most this many files per message, each at most MAX_ATTACHMENT_BYTES (UTF-8) of text. */
export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 64 * 1024;
/** A plain file name (no folders) and a MIME type with optional parameters. */
const FILENAME_RE = /^[\w][\w .()-]{0,99}$/;
const CONTENT_TYPE_RE = /^[a-z]+\/[a-z0-9.+-]+(; *[a-z-]+=[\w.+-]+)*$/i;

/**
 * Refuses attachments beyond the bounds (a programming error, never a user's): they are kept in
 * the outbox row until sent, so they stay small and few.
 */
function checkedAttachments(list: EmailAttachment[] | undefined): EmailAttachment[] | null {
  if (!list?.length) return null;
  if (list.length > MAX_ATTACHMENTS) throw new Error(`At most ${MAX_ATTACHMENTS} attachments per e-mail`);
  return list.map(({ filename, contentType, content }) => {
    if (!FILENAME_RE.test(filename)) throw new Error(`Attachment name not allowed: ${filename}`);
    if (!CONTENT_TYPE_RE.test(contentType)) throw new Error(`Attachment type not allowed: ${contentType}`);
    if (Buffer.byteLength(content, "utf8") > MAX_ATTACHMENT_BYTES)
      throw new Error(`Attachment ${filename} is larger than ${MAX_ATTACHMENT_BYTES} bytes`);
    return { filename, contentType, content };
  });
}

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where replies go (e.g. the enquirer of a property enquiry); the sender is always MAIL_FROM. */
  replyTo?: string;
  /** What the message is for (password_reset, invitation, enquiry...): for support and tests. */
  kind: string;
  /**
   * Text files sent with it (at most MAX_ATTACHMENTS of MAX_ATTACHMENT_BYTES each), kept in the
   * outbox row until sent. A `text/calendar; method=...` one is sent as a calendar invitation.
   */
  attachments?: EmailAttachment[];
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
      const attachments = checkedAttachments(message.attachments);
      const [row] = await (tx ?? db)
        .insert(emailOutbox)
        .values({
          to: message.to,
          replyTo: message.replyTo ?? null,
          subject: message.subject,
          text: message.text,
          html: htmlFromText(message.text, message.subject || options.appName),
          kind: message.kind,
          attachments,
          status: delivers ? "queued" : "logged",
        })
        .returning({ id: emailOutbox.id });
      logger.info("email", {
        id: row?.id,
        to: message.to,
        subject: message.subject,
        kind: message.kind,
        ...(attachments ? { attachments: attachments.map((a) => a.filename) } : {}),
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
