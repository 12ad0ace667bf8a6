/** Calendar dates as "YYYY-MM-DD" strings, computed in UTC so no time zone shifts a day. */
export type IsoDate = string;

const DAY_MS = 86_400_000;

export function toDay(date: IsoDate): number {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

export function fromDay(day: number): IsoDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export const addDays = (date: IsoDate, days: number) => fromDay(toDay(date) + days);
export const daysBetween = (from: IsoDate, to: IsoDate) => toDay(to) - toDay(from);

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

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
  const d = new Date(toDay(date) * DAY_MS).getUTCDay();
  return d === 0 ? 7 : d;
}
