import { addDays, daysBetween, dueDateInMonth, type IsoDate, isoWeekday, parts } from "./dates";

export type RentFrequency = "monthly" | "weekly";

export interface TenancyTerms {
  startDate: IsoDate;
  /** Absent for a periodic tenancy that runs until ended. */
  endDate?: IsoDate | null;
  /** Rent per period in minor units (pence). */
  rentMinor: number;
  frequency: RentFrequency;
  /** Monthly: day of the month (1-31). Weekly: ISO weekday (1 = Monday ... 7 = Sunday). */
  dueDay: number;
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
 */

function nextDueDate(terms: TenancyTerms, after: IsoDate): IsoDate {
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

function isDueDate(terms: TenancyTerms, date: IsoDate): boolean {
  return nextDueDate(terms, addDays(date, -1)) === date;
}

function prorate(terms: TenancyTerms, days: number): number {
  const exact =
    terms.frequency === "weekly" ? (terms.rentMinor * days) / 7 : (terms.rentMinor * 12 * days) / 365;
  return Math.min(terms.rentMinor, Math.round(exact));
}

/** Every charge falling due on or before `asOf`, oldest first. */
export function chargesUntil(terms: TenancyTerms, asOf: IsoDate): Charge[] {
  const charges: Charge[] = [];
  const last = terms.endDate && terms.endDate < asOf ? terms.endDate : asOf;
  let periodStart = terms.startDate;
  // A tenancy can't have more periods than days; the bound only stops bad input from looping.
  for (let guard = 0; periodStart <= last && guard < 10_000; guard++) {
    const next = nextDueDate(terms, periodStart);
    const fullEnd = addDays(next, -1);
    const periodEnd = terms.endDate && terms.endDate < fullEnd ? terms.endDate : fullEnd;
    const partial = !isDueDate(terms, periodStart) || periodEnd !== fullEnd;
    const days = daysBetween(periodStart, periodEnd) + 1;
    charges.push({
      dueDate: periodStart,
      periodStart,
      periodEnd,
      amountMinor: partial ? prorate(terms, days) : terms.rentMinor,
      prorated: partial,
    });
    periodStart = next;
  }
  return charges;
}

/** The next charge due after `asOf`, or null when the tenancy has ended by then. */
export function nextCharge(terms: TenancyTerms, asOf: IsoDate): Charge | null {
  const due = asOf < terms.startDate ? terms.startDate : nextDueDate(terms, asOf);
  if (terms.endDate && due > terms.endDate) return null;
  return chargesUntil(terms, due).at(-1) ?? null;
}
