import "./zod-setup";
import { z } from "zod";
import { isoOf } from "../dates";
import { checkDateRange, isoDate, MAX_CHART_YEARS } from "./dates";

/** Date ranges offered on every chart; "custom" uses from/to. */
export const rangeOptions = ["3m", "6m", "12m", "custom"] as const;
export type RangeOption = (typeof rangeOptions)[number];

export const rangeQuerySchema = z
  .object({
    range: z.enum(rangeOptions).default("12m"),
    from: isoDate().optional(),
    to: isoDate().optional(),
  })
  .refine((q) => q.range !== "custom" || (q.from && q.to), {
    path: ["from"],
    message: "A custom range needs a start and an end date",
  })
  .superRefine((q, ctx) => checkDateRange(q, ctx, MAX_CHART_YEARS));
export type RangeQuery = z.input<typeof rangeQuerySchema>;

export const seriesPointSchema = z.object({ month: z.string(), value: z.number() });
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const countByKeySchema = z.object({ key: z.string(), count: z.number() });

export const moneyPointSchema = z.object({ month: z.string(), count: z.number(), amount: z.number() });
export type MoneyPoint = z.infer<typeof moneyPointSchema>;

/** A median per month; null where the month has nothing to measure. */
export const medianPointSchema = z.object({ month: z.string(), value: z.number().nullable() });
export type MedianPoint = z.infer<typeof medianPointSchema>;

export const adminAnalyticsSchema = z
  .object({
    /** "platform" for admins; "agent" when an agent opens it: only their managed properties. */
    scope: z.enum(["platform", "agent"]),
    from: z.string(),
    to: z.string(),
    /** People figures are platform-wide, so only admins get them (empty/zero for agents). */
    usersByRole: z.array(countByKeySchema),
    signUps: z.array(seriesPointSchema),
    waitlist: z.array(seriesPointSchema),
    totals: z.object({
      users: z.number(),
      suspended: z.number(),
      waitlist: z.number(),
      contactMessages: z.number(),
    }),
    propertiesByStatus: z.array(countByKeySchema),
    /** The ten cities with most properties. */
    propertiesByCity: z.array(countByKeySchema),
    /** Completed payments received per month (minor units, GBP). */
    payments: z.array(moneyPointSchema),
    /** Tickets opened per month. */
    tickets: z.array(seriesPointSchema),
    /** Median hours from opening to resolution of tickets resolved in each month. */
    resolution: z.array(medianPointSchema),
    ticketTotals: z.object({
      opened: z.number(),
      resolved: z.number(),
      medianResolutionHours: z.number().nullable(),
    }),
  })
  .meta({ id: "AdminAnalytics" });
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

/** The first and last day (inclusive) a range covers, as of `today`. */
export function resolveRange(
  q: { range?: RangeOption; from?: string; to?: string },
  today: string,
): { from: string; to: string } {
  if (q.range === "custom" && q.from && q.to) return { from: q.from, to: q.to };
  const months = q.range === "3m" ? 3 : q.range === "6m" ? 6 : 12;
  const [y, m] = today.split("-").map(Number) as [number, number];
  // The first of the earliest of `months` months ending with this one (counted in months: no JS Date).
  const first = y * 12 + m - months;
  return { from: isoOf(Math.floor(first / 12), (first % 12) + 1, 1), to: today };
}

/** Every month from `from` to `to` as "YYYY-MM", so charts show empty months as zero. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = from.split("-").map(Number) as [number, number];
  const [ty, tm] = to.split("-").map(Number) as [number, number];
  while (y < ty || (y === ty && m <= tm)) {
    out.push(`${y}-${String(m).padStart(2, "0")}`);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}
