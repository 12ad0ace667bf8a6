import { addDays, addYears, type IsoDate, longDate, parseIsoDate, today } from "./dates";

/**
 * The range each kind of date may take, without zod: the date schemas (schemas/dates.ts) check
 * them, and a page that only needs an `<input type="date">`'s bounds loads no schema library.
 * A date lies in a sane range: year 0 once reached PostgreSQL and answered 500.
 */
export const DATE_MIN: IsoDate = "1900-01-01";
export const DATE_MAX: IsoDate = "2199-12-31";

/** A bound: a fixed date, or whole years and days from today (negative: before today). */
export type DateBound = IsoDate | { years?: number; days?: number };
export interface DateRule {
  min: DateBound;
  max: DateBound;
  /** The field-level message, naming the rule. */
  message: string;
}

/** Until today: a day of grace, as "today" on the server is UTC and the user may be ahead of it. */
const TODAY: DateBound = { days: 1 };

const around = (label: string, before: number, after: number): DateRule => ({
  min: { years: -before },
  max: { years: after },
  message: `${label} must be within ${before} years before and ${after} years after today`,
});

/** The range of each kind of date; anything without a narrower rule uses `any`. */
export const dateRules = {
  any: {
    min: DATE_MIN,
    max: DATE_MAX,
    message: `Use a date from ${longDate(DATE_MIN)} to ${longDate(DATE_MAX)}`,
  },
  tenancyStart: around("The start date", 50, 5),
  tenancyEnd: around("The end date", 50, 50),
  /** A payment that was made: not in the future. */
  paidOn: {
    min: "2000-01-01",
    max: TODAY,
    message: `The payment date must be from ${longDate("2000-01-01")} to today`,
  },
  /** A certificate already issued: within the last 50 years. */
  issuedOn: {
    min: { years: -50 },
    max: TODAY,
    message: "The issue date must be within the last 50 years, and not in the future",
  },
  expiresOn: around("The expiry date", 50, 50),
  /** Something that happened (signed, given, served): within the last 50 years, not in the future. */
  pastEvent: {
    min: { years: -50 },
    max: TODAY,
    message: "The date must be within the last 50 years, and not in the future",
  },
  availableFrom: around("The available date", 50, 5),
} satisfies Record<string, DateRule>;

/** The first and last date a rule allows today, never outside DATE_MIN..DATE_MAX. */
export function ruleBounds(rule: DateRule, asOf: IsoDate = today()): { min: IsoDate; max: IsoDate } {
  const at = (b: DateBound) =>
    typeof b === "string" ? b : addDays(addYears(asOf, b.years ?? 0), b.days ?? 0);
  const min = at(rule.min);
  const max = at(rule.max);
  return { min: min < DATE_MIN ? DATE_MIN : min, max: max > DATE_MAX ? DATE_MAX : max };
}

/** Whether a date is within a rule's range (true for text that is not a date: its shape is checked apart). */
export function withinRule(value: string, rule: DateRule, asOf: IsoDate = today()): boolean {
  if (!parseIsoDate(value)) return true;
  const { min, max } = ruleBounds(rule, asOf);
  return value >= min && value <= max;
}

/** `min` and `max` for an `<input type="date">`, so its picker offers only the allowed dates. */
export const dateInputBounds = (rule: DateRule = dateRules.any) => ruleBounds(rule);
