import { site } from "./site";

const moneyFormatters = new Map<string, Intl.NumberFormat>();

/** Money is stored in minor units (pence); this is the only place it becomes text. */
export function formatMoney(minor: number, currency = site.currency, locale = site.locale): string {
  // Whole amounts read better without ".00" (£1,250 pcm); anything else keeps its pence.
  const digits = minor % 100 === 0 ? 0 : 2;
  const key = `${locale}|${currency}|${digits}`;
  let f = moneyFormatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormatters.set(key, f);
  }
  return f.format(minor / 100);
}

export function formatDate(
  value: string | Date,
  options: Intl.DateTimeFormatOptions = { dateStyle: "medium" },
  locale = site.locale,
) {
  return new Intl.DateTimeFormat(locale, options).format(typeof value === "string" ? new Date(value) : value);
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date ("2026-01-31") as text. Formatted in UTC: the ledger's dates have no time of
 * day, and a browser west of Greenwich would otherwise show the day before.
 */
export function formatDay(iso: string, style: "medium" | "long" | "short" = "medium"): string {
  let f = dayFormatters.get(style);
  if (!f) {
    f = new Intl.DateTimeFormat(site.locale, { dateStyle: style, timeZone: "UTC" });
    dayFormatters.set(style, f);
  }
  return f.format(new Date(`${iso}T00:00:00Z`));
}
