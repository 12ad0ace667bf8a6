import type { AppDeps } from "../context";
import { processResetRequests, RESET_BATCH, RESET_REQUESTED_CHANNEL, type ResetRun } from "../features/auth";

/**
 * Runs the background half of "forgot password" (features/auth/service-reset.ts) in this process:
 * when any instance queues a request (the cluster bus), when the bus may have missed messages,
 * every MAIL_POLL_SEC (a request whose attempt failed, one queued while this instance's LISTEN was
 * down) and once at start, for requests a restart left behind. Safe on every instance: each
 * request is handled by exactly one. It only writes the e-mail to the outbox; however mail is
 * delivered (SMTP, a file, or not at all in tests) is the outbox worker's business.
 */

type Deps = Pick<AppDeps, "database" | "config" | "logger" | "mailer" | "bus">;

export interface ResetRequestWorker {
  /** Look for queued requests now. */
  wake(): void;
  /** Stops the timers and waits for the request being handled, so the database can close. */
  stop(): Promise<void>;
}

const handled = (run: ResetRun) => run.sent + run.capped + run.noAccount + run.failed;

export function startResetRequestWorker(deps: Deps): ResetRequestWorker {
  const { logger } = deps;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const drain = async () => {
    do {
      again = false;
      const run = await processResetRequests(deps);
      if (run.sent || run.capped || run.failed) logger.info("password reset requests", { ...run });
      // A full batch: there may be more waiting.
      if (handled(run) >= RESET_BATCH) again = true;
    } while (again && !stopped);
  };
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err) => logger.error("password reset worker failed", { err: String(err) }))
      .finally(() => {
        running = null;
        // A request queued after the last look (while it was finishing): look again now.
        if (again && !stopped) wake();
      });
  }
  const unsubscribe = deps.bus.subscribe(RESET_REQUESTED_CHANNEL, wake);
  const unresync = deps.bus.onResync(wake);
  const poll = setInterval(wake, deps.config.mail.pollMs);
  poll.unref();
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      unsubscribe();
      unresync();
      clearInterval(poll);
      await running;
    },
  };
}

/**
 * Handles every queued request now and answers the totals: what the worker would do, for tests
 * and scripts that need the reset e-mail written before they read it.
 */
export async function drainResetRequests(
  deps: Deps,
  options: { now?: () => number } = {},
): Promise<ResetRun> {
  const total: ResetRun = { sent: 0, capped: 0, noAccount: 0, failed: 0 };
  for (;;) {
    const run = await processResetRequests(deps, options);
    for (const k of Object.keys(total) as (keyof ResetRun)[]) total[k] += run[k];
    if (handled(run) === 0) return total;
  }
}
