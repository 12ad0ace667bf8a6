import { site } from "./site";

/**
 * Making an Intl formatter costs far more than using it (a page of cards formats a value per
 * card): one per key, kept (at most 100 of a kind, whatever options callers pass).
 */
function kept<F>(cache: Map<string, F>, key: string, make: () => F): F {
  let f = cache.get(key);
  if (!f) {
    f = make();
    if (cache.size < 100) cache.set(key, f);
  }
  return f;
}

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/** Money is stored in minor units (pence); this is the only place it becomes text. */
export function formatMoney(minor: number, currency = site.currency, locale = site.locale): string {
  // Whole amounts read better without ".00" (£1,250 pcm); anything else keeps its pence.
  const digits = minor % 100 === 0 ? 0 : 2;
  const f = kept(
    moneyFormatters,
    `${locale}|${currency}|${digits}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  return f.format(minor / 100);
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (or a "YYYY-MM-DD" day, read as its UTC midnight) as text, in London time unless the
 * options name a zone: the same day on the server (UTC) and in every browser, wherever it is. In
 * the runtime's own zone, a post published at 23:30 UTC in summer read "20 October" from the
 * server and "21 October" in a London browser, and the page failed to hydrate.
 */
export function formatDate(
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
  locale = site.locale,
) {
  const f = kept(
    dateFormatters,
    `${locale}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: "Europe/London", ...options }),
  );
  return f.format(typeof value === "string" ? new Date(value) : value);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date ("2026-01-31") as text. Formatted in UTC: the ledger's dates have no time of
 * day, and a browser west of Greenwich would otherwise show the day before.
 */
export function formatDay(iso: string, style: "medium" | "long" | "short" = "medium"): string {
  const f = kept(
    dayFormatters,
    style,
    () => new Intl.DateTimeFormat(site.locale, { dateStyle: style, timeZone: "UTC" }),
  );
  return f.format(new Date(`${iso}T00:00:00Z`));
}

const londonFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One cached formatter per style and zone. Instants are shown in Europe/London (where the home is
 * viewed, wherever the browser is); calendar dates in UTC, like formatDay.
 */
function london(style: "time" | "dateTime" | "dayLong", zone = "Europe/London"): Intl.DateTimeFormat {
  return kept(londonFormatters, `${style}|${zone}`, () => {
    const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
      time: { hour: "2-digit", minute: "2-digit" },
      dateTime: {
        weekday: "short",
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
      },
      dayLong: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
    };
    return new Intl.DateTimeFormat(site.locale, { ...options[style], timeZone: zone });
  });
}

/** "14:30": the London time of an instant. */
export const formatLondonTime = (iso: string) => london("time").format(new Date(iso));

/** "Wed, 1 Jul 2026, 14:30": the London date and time of an instant. */
export const formatLondonDateTime = (iso: string) => london("dateTime").format(new Date(iso));

/** "14:30 to 15:00": a start and end instant's London times. */
export const formatLondonTimeRange = (startIso: string, endIso: string) =>
  `${formatLondonTime(startIso)} to ${formatLondonTime(endIso)}`;

/** "Wednesday 1 July 2026": the parts with spaces (no comma after the weekday). */
const dayLong = (f: Intl.DateTimeFormat, at: Date) =>
  f
    .formatToParts(at)
    .filter((p) => p.type !== "literal")
    .map((p) => p.value)
    .join(" ");

/** "Wednesday 1 July 2026, 14:30 to 15:00": when a viewing (or any timed event) happens in London. */
export const formatLondonSlot = (startIso: string, endIso: string) =>
  `${dayLong(london("dayLong"), new Date(startIso))}, ${formatLondonTimeRange(startIso, endIso)}`;

/** "Wednesday 1 July 2026": a calendar date ("2026-07-01") with its weekday. */
export const formatDayLong = (iso: string) => dayLong(london("dayLong", "UTC"), new Date(`${iso}T00:00:00Z`));

/** "6 – 12 July 2026": a range of calendar dates, shortest unambiguous form. */
export function formatDayRange(from: string, to: string): string {
  const f = new Intl.DateTimeFormat(site.locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return f.formatRange(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`));
}
