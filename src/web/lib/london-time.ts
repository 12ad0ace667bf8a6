import { addDays, dayNumber, type IsoDate, londonOffsetMinutes, parseIsoDate } from "@shared/dates";

/**
 * London wall-clock times for forms: a date and a time typed by the user (always meant in
 * Europe/London, wherever the browser is) become an instant with its offset, GMT or BST.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const offsetText = (minutes: number) => {
  const abs = Math.abs(minutes);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
};

/**
 * A London date ("2026-07-01") and time ("14:30") as an ISO instant with London's offset then
 * ("2026-07-01T14:30:00+01:00"; "+00:00" in winter). Null when either is malformed, or the time
 * does not exist (01:00-01:59 on the last Sunday of March, skipped when the clocks go forward).
 * A time in the hour the clocks go back happens twice: the first (still summer time) is taken.
 */
export function londonDateTimeToIso(date: string, time: string): string | null {
  const d = parseIsoDate(date);
  const t = TIME.exec(time);
  if (!d || !t) return null;
  // The wall-clock reading as if it were UTC; the real instant is that minus London's offset.
  const wall = dayNumber(d.year, d.month, d.day) * 24 * HOUR + Number(t[1]) * HOUR + Number(t[2]) * MINUTE;
  // Clocks change at most once a day: the offsets either side of the reading are the candidates.
  const offsets = new Set([londonOffsetMinutes(wall - 12 * HOUR), londonOffsetMinutes(wall + 12 * HOUR)]);
  const first = [...offsets]
    .map((offset) => ({ offset, at: wall - offset * MINUTE }))
    .filter((c) => londonOffsetMinutes(c.at) === c.offset)
    .sort((a, b) => a.at - b.at)[0];
  return first ? `${date}T${time}:00${offsetText(first.offset)}` : null;
}

/** The Monday of the week (Monday to Sunday) a date falls in. */
export function weekStart(date: IsoDate): IsoDate {
  const p = parseIsoDate(date);
  if (!p) throw new Error(`Not a date: ${date}`);
  // Day 0 (1 January 1970) was a Thursday: 3 days after a Monday.
  const sinceMonday = (((dayNumber(p.year, p.month, p.day) + 3) % 7) + 7) % 7;
  return addDays(date, -sinceMonday);
}
