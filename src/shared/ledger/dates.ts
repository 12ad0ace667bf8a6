import { dayNumber, fromDayNumber, type IsoDate, monthLength } from "../dates";

/**
 * Calendar dates as "YYYY-MM-DD" strings, by plain calendar arithmetic (`../dates`): no time zone
 * shifts a day and no year 0-99 becomes 1900-1999.
 */
export type { IsoDate };

export function toDay(date: IsoDate): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return dayNumber(y, m, d);
}

export const fromDay = (day: number): IsoDate => fromDayNumber(day);

export const addDays = (date: IsoDate, days: number) => fromDay(toDay(date) + days);
export const daysBetween = (from: IsoDate, to: IsoDate) => toDay(to) - toDay(from);

export const daysInMonth = (year: number, month: number): number => monthLength(year, month);

/** The due date in a month for a due day: day 29, 30 or 31 falls on the month's last day when it is shorter. */
export function dueDateInMonth(year: number, month: number, dueDay: number): IsoDate {
  const day = Math.min(dueDay, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function parts(date: IsoDate): { year: number; month: number; day: number } {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

/** ISO weekday: 1 = Monday ... 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  // Day 0, 1970-01-01, was a Thursday (4).
  return ((((toDay(date) + 3) % 7) + 7) % 7) + 1;
}
