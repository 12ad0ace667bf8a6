import { processHolder } from "./lock";
import { type ReminderDeps, runReminderJob } from "./reminders";

/**
 * The in-process scheduler: runs the reminder job shortly after start, then every hour. Each run
 * takes the database lock, so several instances can all run the scheduler safely; sends are
 * recorded, so running often only means reminders go out soon after they fall due.
 */
export function startScheduler(
  deps: ReminderDeps,
  options: { intervalMs?: number; firstRunMs?: number } = {},
): { stop(): void } {
  const holder = processHolder();
  const intervalMs = options.intervalMs ?? 60 * 60_000;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const outcome = await runReminderJob(deps, holder);
      if (outcome.ran) deps.logger.info("reminders sent", { ...outcome.result });
      else deps.logger.debug("reminders skipped: another instance holds the lock");
    } catch (err) {
      deps.logger.error("reminder job failed", { err: String(err) });
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), options.firstRunMs ?? 20_000);
  const every = setInterval(() => void tick(), intervalMs);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
