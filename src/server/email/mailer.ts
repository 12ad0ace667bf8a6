import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { Logger } from "../lib/logger";

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is for (password_reset, invitation, enquiry...): for support and tests. */
  kind: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/**
 * Every message is written to the outbox first, so flows work offline and can be audited;
 * with SMTP_URL set it is then delivered and marked sent or failed.
 */
export function createMailer(db: Db, logger: Logger, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db
        .insert(emailOutbox)
        .values({ ...message, status: transport ? "pending" : "logged" })
        .returning({ id: emailOutbox.id });
      logger.info("email", {
        to: message.to,
        subject: message.subject,
        kind: message.kind,
        delivery: transport ? "smtp" : "outbox",
      });
      if (!transport || !row) return;
      try {
        await transport.sendMail({ from: options.from, ...message });
        await db
          .update(emailOutbox)
          .set({ status: "sent", sentAt: new Date() })
          .where(eq(emailOutbox.id, row.id));
      } catch (err) {
        logger.error("email delivery failed", { id: row.id, err: String(err) });
        await db
          .update(emailOutbox)
          .set({ status: "failed", error: String(err).slice(0, 500) })
          .where(eq(emailOutbox.id, row.id));
      }
    },
  };
}
