import type { OutboxAttachment } from "../db/schema";

/**
 * A message as the transports take it: nodemailer's message fields, of which the outbox worker
 * (worker.ts) sets only these. Attachments are always given as text `content`, never a path or a
 * URL, and nodemailer is told to read neither.
 */
export interface TransportMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: { filename: string; contentType: string; content: string }[];
  /** A calendar invitation: sent as a text/calendar alternative and as an .ics attachment. */
  icalEvent?: { method: string; filename: string; content: string };
  disableFileAccess?: boolean;
  disableUrlAccess?: boolean;
}

/** How the outbox worker (worker.ts) hands over a message: SMTP, or a file without SMTP_URL. */
export interface MailTransport {
  sendMail(
    message: TransportMessage,
    /** The outbox row's id (the file transport names its file with it). */
    meta?: { id: string },
  ): Promise<unknown>;
  close?(): void;
  /** The outbox status of a message it took: `sent` (SMTP, the default) or `written` (to a file). */
  readonly status?: "sent" | "written";
}

const CALENDAR_METHOD_RE = /^text\/calendar\s*;(?:.*;)?\s*method=([A-Za-z-]+)/i;

/**
 * An outbox row's attachments as nodemailer takes them: the first `text/calendar; method=...` one
 * becomes the invitation (`icalEvent`, which mail programs offer to add to a calendar, RFC 6047),
 * the rest plain attachments.
 */
export function transportAttachments(
  list: OutboxAttachment[] | null | undefined,
): Pick<TransportMessage, "attachments" | "icalEvent" | "disableFileAccess" | "disableUrlAccess"> {
  if (!list?.length) return {};
  let icalEvent: TransportMessage["icalEvent"];
  const attachments: NonNullable<TransportMessage["attachments"]> = [];
  for (const { filename, contentType, content } of list) {
    const method = CALENDAR_METHOD_RE.exec(contentType)?.[1];
    if (method && !icalEvent) icalEvent = { method: method.toUpperCase(), filename, content };
    else attachments.push({ filename, contentType, content });
  }
  return {
    ...(attachments.length ? { attachments } : {}),
    ...(icalEvent ? { icalEvent } : {}),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
