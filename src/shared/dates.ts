/**
 * Calendar dates as "YYYY-MM-DD" strings, with plain proleptic Gregorian arithmetic: no JavaScript
 * Date, whose `Date.UTC(y, ...)` and `new Date(y, ...)` turn years 0-99 into 1900-1999.
 */
export type IsoDate = string;

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

export const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** Days in a month (1-12) of a year. */
export function monthLength(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The parts of a "YYYY-MM-DD" date that exists (no 30 February), or null. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const m = SHAPE.exec(value);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1 || day > monthLength(year, month)) return null;
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** "YYYY-MM-DD" of a year, month (1-12) and day; years 0-9999 only. */
export const isoOf = (year: number, month: number, day: number): IsoDate =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** Days since 1970-01-01 (H. Hinnant's days_from_civil), for any year. */
export function dayNumber(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The date of a day number (civil_from_days), the inverse of `dayNumber`. */
export function fromDayNumber(days: number): IsoDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return isoOf(yoe + era * 400 + (month <= 2 ? 1 : 0), month, day);
}

/**
 * The time zone every calendar date in Keyhold is read in: rent days, notice periods, certificate
 * expiries and "today" are dates in England, Wales and Scotland, whatever zone the server or the
 * browser runs in.
 */
export const TIME_ZONE = "Europe/London";

/**
 * A formatter made on first use, then kept: the first Intl formatter of a page loads the engine's
 * locale data (about 18 ms on a phone), which a page that never reads a date should not pay.
 */
const lazyFormat = (locale: string, options: Intl.DateTimeFormatOptions) => {
  let format: Intl.DateTimeFormat | undefined;
  return () => {
    format ??= new Intl.DateTimeFormat(locale, options);
    return format;
  };
};

const dayFormat = lazyFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The "YYYY-MM-DD" calendar date of an instant in Europe/London. */
export function londonDate(instant: Date): IsoDate {
  const parts = Object.fromEntries(
    dayFormat()
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const offsetFormat = lazyFormat("en-GB", { timeZone: TIME_ZONE, timeZoneName: "longOffset" });

/** Minutes London is ahead of UTC at an instant (a Date or ms since the epoch): 0 in winter, 60 in summer time. */
export function londonOffsetMinutes(instant: Date | number): number {
  const name =
    offsetFormat()
      .formatToParts(instant)
      .find((p) => p.type === "timeZoneName")?.value ?? "";
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/**
 * The instant a London calendar day begins (00:00 Europe/London), for filters on timestamps:
 * "from 2 July" starts at 23:00 UTC on 1 July in summer time, at 00:00 UTC in winter.
 */
export function startOfLondonDay(date: IsoDate): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // The offset at London midnight is the one an hour either side of it in UTC (clocks change at 01:00 UTC).
  const guess = utcMidnight - londonOffsetMinutes(new Date(utcMidnight)) * 60_000;
  return new Date(utcMidnight - londonOffsetMinutes(new Date(guess)) * 60_000);
}

/**
 * Today in Europe/London, read when called (never cached: the server runs for months). The one
 * definition of "today" for the server, the browser, jobs and tests.
 */
export const today = (now: Date = new Date()): IsoDate => londonDate(now);

/** The same day `years` later (or earlier); 29 February falls on 28 February in other years. */
export function addYears(date: IsoDate, years: number): IsoDate {
  const p = parseIsoDate(date);
  if (!p) throw new Error(`Not a date: ${date}`);
  const year = p.year + years;
  return isoOf(year, p.month, Math.min(p.day, monthLength(year, p.month)));
}

export const addDays = (date: IsoDate, days: number): IsoDate => {
  const p = parseIsoDate(date);
  if (!p) throw new Error(`Not a date: ${date}`);
  return fromDayNumber(dayNumber(p.year, p.month, p.day) + days);
};

/** "1 January 2000": en-GB, spelled out, so a message reads the same in every locale. */
export function longDate(date: IsoDate): string {
  const p = parseIsoDate(date);
  return p ? `${p.day} ${MONTHS[p.month - 1]} ${p.year}` : date;
}

/** "1st", "2nd", "11th", "22nd": a day of the month in words, as documents and instructions say it. */
export function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th");
  return `${n}${s}`;
}
