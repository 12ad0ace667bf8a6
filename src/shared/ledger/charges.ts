import { addDays, daysBetween, dueDateInMonth, type IsoDate, isoWeekday, parts } from "./dates";
import {
  entryInForce,
  type RentFrequency,
  type RentSchedule,
  type RentScheduleEntry,
  sortSchedule,
} from "./schedule";

export type { RentFrequency };

export interface TenancyTerms {
  startDate: IsoDate;
  /** Absent for a periodic tenancy that runs until ended. */
  endDate?: IsoDate | null;
  /** Rent per period in minor units (pence). */
  rentMinor: number;
  frequency: RentFrequency;
  /** Monthly: day of the month (1-31). Weekly: ISO weekday (1 = Monday ... 7 = Sunday). */
  dueDay: number;
  /**
   * The rent history (see schedule.ts), first entry from the start date. When given it replaces
   * rentMinor and frequency; dueDay is then the first entry's due day unless that entry sets one
   * or has another frequency (then it is the start date's own day of the month or weekday).
   * Absent or empty: one rent for the whole tenancy, exactly as before schedules existed.
   */
  schedule?: RentSchedule;
}

export interface Charge {
  dueDate: IsoDate;
  periodStart: IsoDate;
  periodEnd: IsoDate;
  amountMinor: number;
  prorated: boolean;
}

/*
 * Ledger rules
 * - Rent is due in advance: each charge falls due on the first day of the period it pays for.
 * - A full period runs from one due date to the day before the next. Monthly due days 29-31
 *   fall on the last day of shorter months (so 31 → 28 Feb, or 29 Feb in a leap year).
 * - If the tenancy starts between due dates, the first charge is due on the start date and covers
 *   start → day before the next due date, pro rata. Likewise a fixed end date between due dates
 *   gives a last charge covering due date → end date, pro rata.
 * - Pro rata uses a daily rate: monthly rent × 12 / 365 (the usual UK convention), weekly rent / 7;
 *   never more than one period's rent; rounded half up to the penny, once per charge.
 *
 * Rent schedule rules (a tenancy without a schedule is a one-entry schedule: nothing changes)
 * - Each period is charged at the rent in force on its due date (the entry with the latest
 *   effective date on or before it), pro rata by the rules above when the period is partial.
 * - So a change of amount dated inside a period takes effect from the next due date, and of two
 *   changes inside one period only the later reaches a due date. This matches Housing Act 1988
 *   s.13(2): a section 13 rent takes effect "at the beginning of a new period of the tenancy".
 * - A change of frequency (monthly ↔ weekly) or of due day starts periods of the new kind on its
 *   effective date. It works like an end date followed by a start date: the old period running
 *   on that date is cut short the day before and charged pro rata at its own rent and frequency,
 *   and if the effective date is not a due date of the new terms the first new period runs to
 *   the next due date, pro rata at the new rent. When no due day is given, the new due day is the
 *   effective date's own (day of the month, or weekday), so the first new period is a full one.
 *   Housing Act 1988 s.4A(4) (Renters' Rights Act 2025 s.1) lets rent periods differ over time.
 *   Keyhold computes these figures; it does not judge whether a change was validly agreed.
 */

interface PeriodBasis {
  from: IsoDate;
  frequency: RentFrequency;
  dueDay: number;
}

/** The due day a schedule entry implies, given the basis in force before it. */
function dueDayOf(entry: RentScheduleEntry, before: { frequency: RentFrequency; dueDay: number }): number {
  if (entry.dueDay !== undefined) return entry.dueDay;
  if (entry.frequency === before.frequency) return before.dueDay;
  return entry.frequency === "weekly" ? isoWeekday(entry.effectiveFrom) : parts(entry.effectiveFrom).day;
}

/** The schedule of a tenancy, sorted; a one-entry schedule when it has none. */
function scheduleOf(terms: TenancyTerms): RentScheduleEntry[] {
  if (terms.schedule && terms.schedule.length > 0) return sortSchedule(terms.schedule);
  return [
    {
      amountMinor: terms.rentMinor,
      frequency: terms.frequency,
      effectiveFrom: terms.startDate,
      dueDay: terms.dueDay,
    },
  ];
}

/** Where periods of a new frequency or due day begin: the first from the tenancy start. */
function periodBases(terms: TenancyTerms, schedule: RentScheduleEntry[]): PeriodBasis[] {
  const atStart = entryInForce(schedule, terms.startDate)!;
  const first: PeriodBasis = {
    from: terms.startDate,
    frequency: atStart.frequency,
    dueDay: dueDayOf({ ...atStart, effectiveFrom: terms.startDate }, terms),
  };
  const bases = [first];
  for (const entry of schedule) {
    if (entry.effectiveFrom <= terms.startDate) continue;
    const current = bases.at(-1)!;
    const dueDay = dueDayOf(entry, current);
    if (entry.frequency !== current.frequency || dueDay !== current.dueDay) {
      bases.push({ from: entry.effectiveFrom, frequency: entry.frequency, dueDay });
    }
  }
  return bases;
}

type Basis = Pick<TenancyTerms, "frequency" | "dueDay">;

function nextDueDate(terms: Basis, after: IsoDate): IsoDate {
  if (terms.frequency === "weekly") {
    const shift = (terms.dueDay - isoWeekday(after) + 7) % 7 || 7;
    return addDays(after, shift);
  }
  const { year, month } = parts(after);
  const thisMonth = dueDateInMonth(year, month, terms.dueDay);
  if (thisMonth > after) return thisMonth;
  return month === 12
    ? dueDateInMonth(year + 1, 1, terms.dueDay)
    : dueDateInMonth(year, month + 1, terms.dueDay);
}

function isDueDate(terms: Basis, date: IsoDate): boolean {
  return nextDueDate(terms, addDays(date, -1)) === date;
}

function prorate(frequency: RentFrequency, rentMinor: number, days: number): number {
  const exact = frequency === "weekly" ? (rentMinor * days) / 7 : (rentMinor * 12 * days) / 365;
  return Math.min(rentMinor, Math.round(exact));
}

/** Every charge falling due on or before `asOf`, oldest first. */
export function chargesUntil(terms: TenancyTerms, asOf: IsoDate): Charge[] {
  const schedule = scheduleOf(terms);
  const bases = periodBases(terms, schedule);
  const charges: Charge[] = [];
  const last = terms.endDate && terms.endDate < asOf ? terms.endDate : asOf;
  let periodStart = terms.startDate;
  let b = 0;
  // A tenancy can't have more periods than days; the bound only stops bad input from looping.
  for (let guard = 0; periodStart <= last && guard < 10_000; guard++) {
    while (b + 1 < bases.length && bases[b + 1]!.from <= periodStart) b++;
    const basis = bases[b]!;
    const boundary = bases[b + 1]?.from;
    const natural = nextDueDate(basis, periodStart);
    const next = boundary && boundary < natural ? boundary : natural;
    const fullEnd = addDays(natural, -1);
    const cutEnd = addDays(next, -1);
    const periodEnd = terms.endDate && terms.endDate < cutEnd ? terms.endDate : cutEnd;
    const partial = !isDueDate(basis, periodStart) || periodEnd !== fullEnd;
    const rent = entryInForce(schedule, periodStart)!.amountMinor;
    const days = daysBetween(periodStart, periodEnd) + 1;
    charges.push({
      dueDate: periodStart,
      periodStart,
      periodEnd,
      amountMinor: partial ? prorate(basis.frequency, rent, days) : rent,
      prorated: partial,
    });
    periodStart = next;
  }
  return charges;
}

/** The next charge due after `asOf`, or null when the tenancy has ended by then. */
export function nextCharge(terms: TenancyTerms, asOf: IsoDate): Charge | null {
  // Every period is at most 31 days long, so the next one starts within 31 days of `asOf`.
  const horizon = asOf < terms.startDate ? terms.startDate : addDays(asOf, 31);
  return chargesUntil(terms, horizon).find((c) => c.dueDate > asOf) ?? null;
}
