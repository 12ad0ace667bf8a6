import { and, eq, inArray, lte, min, or, sql } from "drizzle-orm";
import type { ServerConfig } from "../config";
import type { AppDeps } from "../context";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import { processHolder } from "../jobs/lock";
import type { Logger } from "../lib/logger";
import { fileTransport } from "./file-transport";
import { type MailTransport, transportAttachments } from "./transport";

/**
 * The outbox worker: delivers queued e-mail with retries. Each message is claimed with a lease
 * (`locked_by`/`locked_until`, the job-lock model of jobs/lock.ts applied per row, taken with
 * FOR UPDATE SKIP LOCKED), so of several instances exactly one sends it, and a worker that dies
 * mid-send only delays the message until its lease lapses. A failed attempt is retried after
 * MAIL_RETRY_BASE_SEC × 3^(attempt − 1); after MAIL_MAX_ATTEMPTS (or at once on a permanent
 * 5xx refusal) the message is marked `failed` with the last error, for admins to see and retry.
 * Without SMTP_URL the same worker writes each message to an .eml file (email/file-transport.ts)
 * and marks it `written`.
 */

/** Longer than the SMTP timeouts below add up to, so a live sender never loses its lease. */
export const OUTBOX_LEASE_MS = 2 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };
/** Messages one wake-up sends at most before it yields to the timers again. */
const BATCH = 50;

export type { MailTransport } from "./transport";

export type OutboxConfig = Pick<ServerConfig, "smtpUrl" | "mailFrom" | "mail">;

/** The wait after failed attempt number `attempt` (1-based). */
export const retryDelayMs = (attempt: number, baseMs: number) => baseMs * 3 ** (attempt - 1);

/** nodemailer is loaded with the first message, not at start (issue 19 item 7). */
export function smtpTransport(smtpUrl: string): MailTransport {
  let real: Promise<MailTransport> | undefined;
  const transport = () =>
    (real ??= import("nodemailer").then(
      ({ default: nodemailer }) =>
        nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS } as never) as unknown as MailTransport,
    ));
  return {
    sendMail: async (message) => (await transport()).sendMail(message),
    close: () => {
      void real?.then((t) => t.close?.());
    },
  };
}

/** A 5xx reply is the server's final answer (no such mailbox, refused): retrying cannot help. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown })?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

/** Takes the lease on the next due message (queued and due, or a sender's lapsed lease). */
async function claimNext(db: Db, holder: string) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      or(
        and(eq(emailOutbox.status, "queued"), lte(emailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(emailOutbox.status, "sending"), lte(emailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(emailOutbox)
    .set({
      status: "sending",
      attempts: sql`${emailOutbox.attempts} + 1`,
      lockedBy: holder,
      lockedUntil: sql`now() + ${OUTBOX_LEASE_MS} * interval '1 millisecond'`,
      lastAttemptAt: sql`now()`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return row;
}

export interface OutboxRun {
  sent: number;
  retrying: number;
  failed: number;
}

type Row = NonNullable<Awaited<ReturnType<typeof claimNext>>>;
type DeliverDeps = { db: Db; logger: Logger; config: OutboxConfig };

/** Marks a claimed message as delivered (or written) and lets go of its lease. */
async function markSent(db: Db, row: Row, holder: string, status: NonNullable<MailTransport["status"]>) {
  await db
    .update(emailOutbox)
    .set({ status, sentAt: sql`now()`, error: null, lockedBy: null, lockedUntil: null })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.lockedBy, holder)));
}

/** After a failed attempt: queued again for later, or failed for good; true when it gave up. */
async function markAttemptFailed(deps: DeliverDeps, row: Row, holder: string, err: unknown) {
  const { db, logger, config } = deps;
  const error = String(err).slice(0, 500);
  const giveUp = isPermanent(err) || row.attempts >= config.mail.maxAttempts;
  const delay = retryDelayMs(row.attempts, config.mail.retryBaseMs);
  await db
    .update(emailOutbox)
    .set({
      status: giveUp ? "failed" : "queued",
      error,
      lockedBy: null,
      lockedUntil: null,
      nextAttemptAt: giveUp ? emailOutbox.nextAttemptAt : sql`now() + ${delay} * interval '1 millisecond'`,
    })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.lockedBy, holder)));
  logger[giveUp ? "error" : "warn"]("email delivery failed", {
    id: row.id,
    kind: row.kind,
    attempt: row.attempts,
    outcome: giveUp ? "failed" : `retry in ${Math.round(delay / 1000)} s`,
    err: error,
  });
  return giveUp;
}

/** Sends due messages until none is left (or one batch is done); safe to run on every instance. */
export async function deliverDue(
  deps: DeliverDeps,
  transport: MailTransport,
  holder: string,
  limit = BATCH,
): Promise<OutboxRun> {
  const { db, config } = deps;
  const run: OutboxRun = { sent: 0, retrying: 0, failed: 0 };
  for (let i = 0; i < limit; i++) {
    const row = await claimNext(db, holder);
    if (!row) break;
    try {
      await transport.sendMail(
        {
          from: config.mailFrom,
          to: row.to,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          ...transportAttachments(row.attachments),
        },
        { id: row.id },
      );
      await markSent(db, row, holder, transport.status ?? "sent");
      run.sent++;
    } catch (err) {
      if (await markAttemptFailed(deps, row, holder, err)) run.failed++;
      else run.retrying++;
    }
  }
  return run;
}

/** When the next queued message falls due, in ms from now (null: nothing queued). */
async function nextDueInMs(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ at: min(emailOutbox.nextAttemptAt) })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "queued"));
  return row?.at ? Math.max(0, row.at.getTime() - Date.now()) : null;
}

export interface OutboxWorker {
  /** Look for due mail now (called after every enqueue). */
  wake(): void;
  /** Stops the timers and waits for the message being sent, so the database can close. */
  stop(): Promise<void>;
}

/**
 * Runs the worker in this process: on every enqueue, on a timer set to the next retry, and every
 * MAIL_POLL_SEC (mail queued by another instance, lapsed leases). Without SMTP_URL it writes each
 * message to an .eml file under config.mail.dir (DATA_DIR/mail); with neither (tests) it does
 * nothing: messages are `logged`, not queued.
 */
export function startOutboxWorker(
  deps: Pick<AppDeps, "database" | "mailer" | "config" | "logger">,
  options: { transport?: MailTransport } = {},
): OutboxWorker {
  const { config, logger } = deps;
  if (!config.smtpUrl && !config.mail.dir && !options.transport) {
    logger.info("SMTP_URL is not set: e-mails are kept in the email_outbox table and logged, not sent");
    return { wake() {}, stop: async () => {} };
  }
  if (!config.smtpUrl && !options.transport) {
    logger.info("SMTP_URL is not set: e-mails are written as .eml files, not sent", { dir: config.mail.dir });
  }
  const transport =
    options.transport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.mail.dir!, logger));
  const holder = processHolder();
  const ctx = { db: deps.database.db, logger, config };
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const drain = async () => {
    do {
      again = false;
      const run = await deliverDue(ctx, transport, holder);
      if (run.sent || run.failed || run.retrying) logger.info("outbox", { ...run });
      if (run.sent + run.failed + run.retrying >= BATCH) again = true;
    } while (again && !stopped);
    const next = stopped ? null : await nextDueInMs(ctx.db);
    clearTimeout(retryTimer);
    if (next !== null && next < config.mail.pollMs && !stopped) {
      retryTimer = setTimeout(wake, next + 20);
      retryTimer.unref();
    }
  };
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err) => logger.error("outbox worker failed", { err: String(err) }))
      .finally(() => {
        running = null;
        // A message queued after the last claim (while the next due time was being read) woke a
        // drain that was already finishing: run again, or it would wait for the next poll.
        if (again && !stopped) wake();
      });
  }
  const unsubscribe = deps.mailer.onQueued(wake);
  const poll = setInterval(wake, config.mail.pollMs);
  poll.unref();
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      unsubscribe();
      clearInterval(poll);
      clearTimeout(retryTimer);
      await running;
      transport.close?.();
    },
  };
}
