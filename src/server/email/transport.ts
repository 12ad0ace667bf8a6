/** How the outbox worker (worker.ts) hands over a message: SMTP, or a file without SMTP_URL. */
export interface MailTransport {
  sendMail(
    message: {
      from: string;
      to: string;
      replyTo?: string;
      subject: string;
      text: string;
      html?: string;
    },
    /** The outbox row's id (the file transport names its file with it). */
    meta?: { id: string },
  ): Promise<unknown>;
  close?(): void;
  /** The outbox status of a message it took: `sent` (SMTP, the default) or `written` (to a file). */
  readonly status?: "sent" | "written";
}
