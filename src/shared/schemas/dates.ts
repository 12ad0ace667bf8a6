import "./zod-setup";
import { z } from "zod";
import { addDays, addYears, type IsoDate, longDate, parseIsoDate, today } from "../dates";

/**
 * The one date schema of the API and the forms. A date is "YYYY-MM-DD", exists (no 30 February)
 * and lies in a sane range: year 0 once reached PostgreSQL and answered 500. Every date field
 * and date query parameter uses `isoDate(rule)`; ranges (from/to) use `checkDateRange`.
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

const SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A "YYYY-MM-DD" date that exists and lies within the rule's range (checked when parsed). */
export function isoDate(rule: DateRule = dateRules.any) {
  return z.iso
    .date({
      error: (iss) =>
        typeof iss.input === "string" && SHAPE.test(iss.input)
          ? "Please enter a real date"
          : "Use a date like 2026-01-31",
    })
    .refine((s) => withinRule(s, rule), { message: rule.message });
}

/** A form field: "" (left empty) or a date under the rule, with the same messages. */
export function optionalFormDate(rule: DateRule = dateRules.any) {
  const date = isoDate(rule);
  return z.string().superRefine((value, ctx) => {
    if (value === "") return;
    const issue = date.safeParse(value).error?.issues[0];
    if (issue) ctx.addIssue({ code: "custom", message: issue.message });
  });
}

/** `min` and `max` for an `<input type="date">`, so its picker offers only the allowed dates. */
export const dateInputBounds = (rule: DateRule = dateRules.any) => ruleBounds(rule);

/** Spans of ranges: charts by month, and lists and exports of rows. */
export const MAX_CHART_YEARS = 5;
export const MAX_FILTER_YEARS = 10;

/**
 * For a superRefine of an object with `from` and `to`: the end is on or after the start, and at
 * most `maxYears` later; issues go on `to`.
 */
export function checkDateRange(
  q: { from?: string | null; to?: string | null },
  ctx: { addIssue(issue: { code: "custom"; path: string[]; message: string }): void },
  maxYears: number,
): void {
  if (!q.from || !q.to || !parseIsoDate(q.from) || !parseIsoDate(q.to)) return;
  if (q.to < q.from) {
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: "The end date must be on or after the start date",
    });
  } else if (q.to > addYears(q.from, maxYears)) {
    ctx.addIssue({ code: "custom", path: ["to"], message: `Choose a range of at most ${maxYears} years` });
  }
}
