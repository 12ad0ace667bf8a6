import "./zod-setup";
import { z } from "zod";
import { pageQuery } from "./admin";

/**
 * The e-mail outbox as admins see it (/admin/email). queued: waiting for (another) attempt;
 * sending: an instance holds it now; sent; failed: gave up after the attempt limit or a
 * permanent refusal; written: no SMTP_URL was set, so it was written as an .eml file under the
 * sending instance's DATA_DIR/mail (delivered, to a file); logged: kept and logged only, never
 * sent (tests, and mail recorded before files were written).
 */
export const outboxStatuses = ["queued", "sending", "sent", "written", "failed", "logged"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxStatusLabels: Record<OutboxStatus, string> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  written: "Written to file",
  failed: "Failed",
  logged: "Kept, not sent",
};

export const outboxQuerySchema = z.object({
  /** Part of the recipient's address. */
  q: z.string().trim().max(100, "Search must be at most 100 characters").optional(),
  status: z.enum(outboxStatuses, { error: `Status must be one of ${outboxStatuses.join(", ")}` }).optional(),
  ...pageQuery,
});

/** No body: reset and invitation e-mails carry sign-in links that even admins must not see. */
export const outboxEntrySchema = z
  .object({
    id: z.string(),
    to: z.string(),
    kind: z.string(),
    subject: z.string(),
    status: z.enum(outboxStatuses),
    attempts: z.number().int(),
    error: z.string().nullable(),
    createdAt: z.string(),
    lastAttemptAt: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: "OutboxEntry" });
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const outboxPageSchema = z.object({
  items: z.array(outboxEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Messages per status, over the whole outbox. */
  counts: z.record(z.enum(outboxStatuses), z.number().int()),
  /** Whether messages are delivered: by SMTP (SMTP_URL set) or written to files (`writesFiles`). */
  delivering: z.boolean(),
  /** No SMTP_URL: each message is written as an .eml file under the server's DATA_DIR/mail. */
  writesFiles: z.boolean(),
  /** Attempts before a message is marked failed (MAIL_MAX_ATTEMPTS). */
  maxAttempts: z.number().int(),
});
export type OutboxPage = z.infer<typeof outboxPageSchema>;
