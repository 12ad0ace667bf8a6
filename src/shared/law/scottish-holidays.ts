import type { IsoDate } from "../dates";
import { addDays, isoWeekday } from "../ledger/dates";

/**
 * Bank holidays in Scotland, 2026-2027: the days that are not "working days" for the Tenancy Deposit
 * Schemes (Scotland) Regulations 2011 (30 working days to lodge a deposit).
 *
 * Source: Banking and Financial Dealings Act 1971 Sch 1 (Scotland: New Year's Day, 2 January, Good
 * Friday, first Monday in May, first Monday in August, Christmas Day), St Andrew's Day Bank Holiday
 * (Scotland) Act 2007 (30 November, or the next Monday), and the usual Royal Proclamations (Boxing
 * Day, last Monday in May, substitute days for weekends), as listed on https://www.gov.uk/bank-holidays
 * (Scotland tab). 15 June 2026 is the one-off World Cup bank holiday appointed by Royal Proclamation
 * under s.1(3) of the 1971 Act (announced 4 February 2026).
 * Checked: 2026 against the 1971/2007 Acts and news of the 2026 proclamation. Not confirmed: the 2027
 * list is the usual pattern (substitutes for 2 January, Christmas Day and Boxing Day, which fall on a
 * weekend) and should be checked against gov.uk when the 2027 proclamation is published.
 */
export const SCOTTISH_BANK_HOLIDAYS: Readonly<Record<number, readonly IsoDate[]>> = {
  2026: [
    "2026-01-01", // New Year's Day
    "2026-01-02", // 2nd January
    "2026-04-03", // Good Friday (Easter Sunday 5 April)
    "2026-05-04", // Early May bank holiday
    "2026-05-25", // Spring bank holiday
    "2026-06-15", // World Cup bank holiday (Royal Proclamation, 2026)
    "2026-08-03", // Summer bank holiday (first Monday in August)
    "2026-11-30", // St Andrew's Day (a Monday)
    "2026-12-25", // Christmas Day
    "2026-12-28", // Boxing Day (substitute day: 26 December is a Saturday)
  ],
  2027: [
    "2027-01-01", // New Year's Day
    "2027-01-04", // 2nd January (substitute day: 2 January is a Saturday)
    "2027-03-26", // Good Friday (Easter Sunday 28 March)
    "2027-05-03", // Early May bank holiday
    "2027-05-31", // Spring bank holiday
    "2027-08-02", // Summer bank holiday
    "2027-11-30", // St Andrew's Day (a Tuesday)
    "2027-12-27", // Christmas Day (substitute day: 25 December is a Saturday)
    "2027-12-28", // Boxing Day (substitute day: 26 December is a Sunday)
  ],
};

const HOLIDAYS = new Set(Object.values(SCOTTISH_BANK_HOLIDAYS).flat());
const YEARS = Object.keys(SCOTTISH_BANK_HOLIDAYS).map(Number);
export const FIRST_HOLIDAY_YEAR = Math.min(...YEARS);
export const LAST_HOLIDAY_YEAR = Math.max(...YEARS);

const yearOf = (date: IsoDate) => Number(date.slice(0, 4));

/** Whether a date's year is in the list, so working days around it can be counted. */
export const holidaysKnown = (date: IsoDate) =>
  yearOf(date) >= FIRST_HOLIDAY_YEAR && yearOf(date) <= LAST_HOLIDAY_YEAR;

/** A working day in Scotland: not a Saturday, Sunday or Scottish bank holiday. */
export const isScottishWorkingDay = (date: IsoDate) => isoWeekday(date) <= 5 && !HOLIDAYS.has(date);

/**
 * The `n`th working day after `from` (`from` itself not counted), or null when the count runs
 * outside the years the holiday list covers.
 */
export function addScottishWorkingDays(from: IsoDate, n: number): IsoDate | null {
  let date = from;
  let counted = 0;
  while (counted < n) {
    date = addDays(date, 1);
    if (!holidaysKnown(date)) return null;
    if (isScottishWorkingDay(date)) counted++;
  }
  return holidaysKnown(from) ? date : null;
}
