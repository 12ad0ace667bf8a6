/**
 * Rent schedules: a tenancy's rent history (amount, frequency, effective date), pure rules only.
 * Keyhold records and computes rents and dates; it never gives legal advice, and nothing here
 * decides whether a change of rent was validly made (that is the section 13 flow's job).
 *
 * Schedule rules
 * - A schedule is a list of entries { amountMinor, frequency, effectiveFrom, dueDay? }. A valid
 *   schedule is in date order, has no two entries on one date, starts on the tenancy start date and
 *   has positive whole-penny amounts (`validateRentSchedule` names the rule each problem breaks).
 * - The rent in force on a date is the entry with the latest effectiveFrom on or before that date.
 *   (If every entry is later, the first entry's rent is used; a valid schedule never needs this.)
 * - The charge engine sorts the entries itself, so the order they were given in never matters;
 *   entries on one date (invalid) are ordered by their fields so even then the order given is moot.
 */
import type { IsoDate } from "./dates";

/** How often rent falls due (England since 1 May 2026: weekly or monthly only). */
export type RentFrequency = "monthly" | "weekly";

export interface RentScheduleEntry {
  /** Rent per period in minor units (pence). */
  amountMinor: number;
  frequency: RentFrequency;
  /** The first day this rent can apply (see the "rent in force" rule in charges.ts). */
  effectiveFrom: IsoDate;
  /**
   * Monthly: day of the month (1-31); weekly: ISO weekday (1 = Monday). Optional: when absent the
   * due day carries on from the entry before if the frequency is unchanged, and otherwise is the
   * effective date's own day of the month or weekday, so the new frequency's periods start there.
   */
  dueDay?: number;
}

export type RentSchedule = readonly RentScheduleEntry[];

/** A copy of the schedule sorted by effective date (ties by amount, frequency, due day). */
export function sortSchedule(schedule: RentSchedule): RentScheduleEntry[] {
  const key = (e: RentScheduleEntry) => `${e.effectiveFrom}|${e.frequency}|${e.dueDay ?? 0}`;
  return [...schedule].sort((a, b) => {
    if (a.effectiveFrom !== b.effectiveFrom) return a.effectiveFrom < b.effectiveFrom ? -1 : 1;
    if (a.amountMinor !== b.amountMinor) return a.amountMinor - b.amountMinor;
    const [ka, kb] = [key(a), key(b)];
    return ka < kb ? -1 : ka > kb ? 1 : 0;
  });
}

/** The entry in force on `date` in a schedule already sorted by `sortSchedule`. */
export function entryInForce<E extends RentScheduleEntry>(
  sorted: readonly E[],
  date: IsoDate,
): E | undefined {
  let found: E | undefined = sorted[0];
  for (const entry of sorted) {
    if (entry.effectiveFrom > date) break;
    found = entry;
  }
  return found;
}

/** The rent (pence per period) in force on `date`, or null for an empty schedule. */
export function rentInForce(schedule: RentSchedule, date: IsoDate): number | null {
  return entryInForce(sortSchedule(schedule), date)?.amountMinor ?? null;
}

export type ScheduleRule =
  | "not-empty"
  | "in-date-order"
  | "one-entry-per-date"
  | "starts-at-tenancy-start"
  | "positive-amount"
  | "known-frequency"
  | "valid-due-day";

export interface ScheduleProblem {
  rule: ScheduleRule;
  /** Index of the entry at fault in the list as given, or null for the whole schedule. */
  index: number | null;
  message: string;
}

/** How one entry (at `i` in the list as given) breaks the per-entry rules, in the rules' order. */
function entryProblems(schedule: RentSchedule, i: number): ScheduleProblem[] {
  const entry = schedule[i]!;
  const n = i + 1;
  const problems: ScheduleProblem[] = [];
  if (!Number.isSafeInteger(entry.amountMinor) || entry.amountMinor <= 0) {
    problems.push({
      rule: "positive-amount",
      index: i,
      message: `Rent ${n} must be a positive amount in whole pence (got ${entry.amountMinor}).`,
    });
  }
  if (entry.frequency !== "monthly" && entry.frequency !== "weekly") {
    problems.push({
      rule: "known-frequency",
      index: i,
      message: `Rent ${n} must be paid monthly or weekly (got "${entry.frequency}").`,
    });
  }
  const max = entry.frequency === "weekly" ? 7 : 31;
  if (
    entry.dueDay !== undefined &&
    !(Number.isInteger(entry.dueDay) && entry.dueDay >= 1 && entry.dueDay <= max)
  ) {
    problems.push({
      rule: "valid-due-day",
      index: i,
      message: `Rent ${n}'s due day must be from 1 to ${max} for ${entry.frequency} rent (got ${entry.dueDay}).`,
    });
  }
  const same = schedule.findIndex((other) => other.effectiveFrom === entry.effectiveFrom);
  if (same < i) {
    problems.push({
      rule: "one-entry-per-date",
      index: i,
      message: `Rents ${same + 1} and ${n} both take effect on ${entry.effectiveFrom}; keep one rent per date.`,
    });
  }
  const before = schedule[i - 1];
  if (before && entry.effectiveFrom < before.effectiveFrom) {
    problems.push({
      rule: "in-date-order",
      index: i,
      message: `Rents must be in date order: rent ${n} (${entry.effectiveFrom}) comes after rent ${i} (${before.effectiveFrom}).`,
    });
  }
  return problems;
}

/**
 * Every way a schedule breaks the schedule rules, in the order given; empty when it is valid.
 * Monthly or weekly only: Housing Act 1988 s.4A(3), inserted by Renters' Rights Act 2025 s.1,
 * allows only rent periods of 28 days or less or monthly ones, and s.4A(4) allows different rent
 * periods at different times (hence frequency changes); Keyhold offers monthly and weekly.
 */
export function validateRentSchedule(schedule: RentSchedule, tenancyStart: IsoDate): ScheduleProblem[] {
  if (schedule.length === 0) {
    return [{ rule: "not-empty", index: null, message: "A rent schedule needs at least one entry." }];
  }
  const problems: ScheduleProblem[] = [];
  const first = schedule[0]!;
  if (first.effectiveFrom !== tenancyStart) {
    problems.push({
      rule: "starts-at-tenancy-start",
      index: 0,
      message: `The first rent must take effect on the tenancy start date, ${tenancyStart}, not ${first.effectiveFrom}.`,
    });
  }
  return [...problems, ...schedule.flatMap((_, i) => entryProblems(schedule, i))];
}
