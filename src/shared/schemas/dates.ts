import "./zod-setup";
import { z } from "zod";
import { type DateRule, dateRules, withinRule } from "../date-rules";
import { addYears, parseIsoDate } from "../dates";

/**
 * The one date schema of the API and the forms. A date is "YYYY-MM-DD", exists (no 30 February)
 * and lies within its rule's range (date-rules.ts). Every date field and date query parameter uses
 * `isoDate(rule)`; ranges (from/to) use `checkDateRange`.
 */
export {
  DATE_MAX,
  DATE_MIN,
  type DateBound,
  type DateRule,
  dateInputBounds,
  dateRules,
  ruleBounds,
  withinRule,
} from "../date-rules";

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
