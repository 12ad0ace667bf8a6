import type { AppDeps } from "../context";
import { applyDueRentIncreases } from "../features/tenancies";
import { withJobLock } from "./lock";

export type RentIncreaseJobDeps = Pick<AppDeps, "database">;

export const RENT_INCREASE_JOB = "rent-increases";
const LOCK_TTL_MS = 10 * 60_000;

/**
 * Applies the section 13 rent increases whose start date has come (served and unchallenged, or
 * decided by the tribunal), under the job lock so one instance runs it at a time. Applying is
 * idempotent (see service-rent-apply.ts), and reads of a tenancy apply its own due notices too, so
 * a missed run only delays the history rows of tenancies nobody looked at.
 */
export function runRentIncreaseJob(deps: RentIncreaseJobDeps, holder: string, asOf?: string) {
  const { db } = deps.database;
  return withJobLock(db, RENT_INCREASE_JOB, holder, LOCK_TTL_MS, async () => ({
    applied: await applyDueRentIncreases(db, { asOf }),
  }));
}
