import { processHolder } from "./lock";
import { runOwnerStatementJob } from "./owner-statements";
import { msUntilHour, runVacuumJob, VACUUM_HOUR } from "./pglite-maintenance";
import { type ReminderDeps, runReminderJob } from "./reminders";
import { runRentIncreaseJob } from "./rent-increases";

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
  // Section 13 rent increases due today: shortly after start, then daily.
  const rents = () =>
    runRentIncreaseJob(deps, holder).then(
      (o) => o.ran && deps.logger.info("rent increases applied", { ...o.result }),
      (err) => deps.logger.error("rent increase job failed", { err: String(err) }),
    );
  const rentsFirst = setTimeout(() => void rents(), options.firstRunMs ?? 20_000);
  const rentsDaily = setInterval(() => void rents(), 24 * 60 * 60_000);
  // Last month's owner statements, made and e-mailed once (from the 1st): after start, then daily.
  const owners = () =>
    runOwnerStatementJob(deps, holder).then(
      (o) => o.ran && deps.logger.info("owner statements", { ...o.result }),
      (err) => deps.logger.error("owner statement job failed", { err: String(err) }),
    );
  const ownersFirst = setTimeout(() => void owners(), options.firstRunMs ?? 20_000);
  const ownersDaily = setInterval(() => void owners(), 24 * 60 * 60_000);
  // PGlite has no autovacuum: VACUUM ANALYZE nightly (runVacuumJob does nothing on PostgreSQL).
  const vacuum = () =>
    runVacuumJob(deps, holder).catch((err) =>
      deps.logger.error("pglite vacuum job failed", { err: String(err) }),
    );
  let vacuumNightly: ReturnType<typeof setInterval> | undefined;
  const vacuumFirst = setTimeout(() => {
    void vacuum();
    vacuumNightly = setInterval(() => void vacuum(), 24 * 60 * 60_000);
    vacuumNightly.unref();
  }, msUntilHour(VACUUM_HOUR));
  for (const t of [first, every, rentsFirst, rentsDaily, ownersFirst, ownersDaily, vacuumFirst]) t.unref();
  return {
    stop() {
      for (const t of [first, rentsFirst, ownersFirst, vacuumFirst]) clearTimeout(t);
      for (const t of [every, rentsDaily, ownersDaily, vacuumNightly]) clearInterval(t);
    },
  };
}
