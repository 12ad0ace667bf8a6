import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addYears,
  dayNumber,
  fromDayNumber,
  londonDate,
  longDate,
  monthLength,
  parseIsoDate,
  startOfLondonDay,
  today,
} from "./dates";
import { daysInMonth, fromDay, isoWeekday, toDay } from "./ledger/dates";
import { resolveRange } from "./schemas/analytics";
import { checkDateRange, DATE_MAX, DATE_MIN, dateRules, isoDate } from "./schemas/dates";

describe("calendar arithmetic without JavaScript's 0-99 year shift", () => {
  it("keeps years 0 to 99 as they are (Date.UTC made 0050 into 1950)", () => {
    for (const date of ["0000-01-01", "0001-01-01", "0050-03-01", "0099-12-31"]) {
      expect(fromDay(toDay(date))).toBe(date);
    }
    expect(daysInMonth(0, 2)).toBe(29);
    expect(daysInMonth(100, 2)).toBe(28);
    expect(toDay("0001-01-01") - toDay("0000-01-01")).toBe(366);
  });

  it("agrees with JavaScript dates from 1900 to 2199, and weekdays too", () => {
    fc.assert(
      fc.property(fc.integer({ min: dayNumber(1900, 1, 1), max: dayNumber(2199, 12, 31) }), (day) => {
        const js = new Date(day * 86_400_000);
        const iso = fromDayNumber(day);
        expect(iso).toBe(js.toISOString().slice(0, 10));
        expect(toDay(iso)).toBe(day);
        expect(isoWeekday(iso)).toBe(js.getUTCDay() === 0 ? 7 : js.getUTCDay());
      }),
    );
  });

  it("parses only dates that exist", () => {
    expect(parseIsoDate("2024-02-29")).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ["2026-02-30", "2100-02-29", "2026-13-01", "2026-00-10", "2026-1-1", "x"]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
    expect(monthLength(2000, 2)).toBe(29);
  });

  it("adds years, 29 February falling on the 28th", () => {
    expect(addYears("2024-02-29", 1)).toBe("2025-02-28");
    expect(addYears("2026-06-15", -50)).toBe("1976-06-15");
    expect(longDate("2000-01-01")).toBe("1 January 2000");
  });

  it("resolves the chart ranges across a year boundary", () => {
    expect(resolveRange({ range: "12m" }, "2026-01-15")).toEqual({ from: "2025-02-01", to: "2026-01-15" });
    expect(resolveRange({ range: "3m" }, "2026-02-28")).toEqual({ from: "2025-12-01", to: "2026-02-28" });
    expect(resolveRange({ range: "6m" }, "2026-06-15")).toEqual({ from: "2026-01-01", to: "2026-06-15" });
  });
});

describe("isoDate: the one date schema", () => {
  const message = (schema: ReturnType<typeof isoDate>, value: unknown) =>
    schema.safeParse(value).error?.issues[0]?.message;

  it("accepts 1900-01-01 to 2199-12-31 by default and names the range otherwise", () => {
    const any = isoDate();
    expect(any.safeParse(DATE_MIN).success).toBe(true);
    expect(any.safeParse(DATE_MAX).success).toBe(true);
    for (const date of ["0000-01-01", "0001-01-01", "0099-12-31", "1899-12-31", "2200-01-01", "9999-12-31"]) {
      expect(message(any, date)).toBe("Use a date from 1 January 1900 to 31 December 2199");
    }
  });

  it("tells a malformed date from one that does not exist", () => {
    expect(message(isoDate(), "2026-02-30")).toBe("Please enter a real date");
    expect(message(isoDate(), "31/01/2026")).toBe("Use a date like 2026-01-31");
    expect(message(isoDate(), 20260131)).toBe("Use a date like 2026-01-31");
  });

  it("applies a field's narrower rule, relative to today when the rule says so", () => {
    const today = new Date().toISOString().slice(0, 10);
    const paidOn = isoDate(dateRules.paidOn);
    expect(paidOn.safeParse(today).success).toBe(true);
    expect(paidOn.safeParse("2000-01-01").success).toBe(true);
    expect(message(paidOn, "1999-12-31")).toBe(dateRules.paidOn.message);
    expect(message(paidOn, addDays(today, 2))).toBe(dateRules.paidOn.message);
    expect(dateRules.paidOn.message).toBe("The payment date must be from 1 January 2000 to today");
    const start = isoDate(dateRules.tenancyStart);
    expect(start.safeParse(addYears(today, -49)).success).toBe(true);
    expect(message(start, addYears(today, 6))).toBe(
      "The start date must be within 50 years before and 5 years after today",
    );
  });
});

describe("checkDateRange", () => {
  const issues = (from: string, to: string, years: number) => {
    const out: string[] = [];
    checkDateRange({ from, to }, { addIssue: (i) => out.push(`${i.path.join(".")}: ${i.message}`) }, years);
    return out;
  };
  it("wants the end on or after the start, at most the span later", () => {
    expect(issues("2026-01-01", "2026-01-01", 5)).toEqual([]);
    expect(issues("2021-01-01", "2026-01-01", 5)).toEqual([]);
    expect(issues("2021-01-01", "2026-01-02", 5)).toEqual(["to: Choose a range of at most 5 years"]);
    expect(issues("2026-01-02", "2026-01-01", 5)).toEqual([
      "to: The end date must be on or after the start date",
    ]);
    expect(issues("garbage", "2026-01-01", 5)).toEqual([]);
  });
});

describe("today in Europe/London", () => {
  it("is the London calendar date, not the UTC one, around midnight in summer time", () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST, UTC+1).
    expect(today(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    // In winter London is on UTC: 23:30 UTC on 30 December is still 30 December.
    expect(today(new Date("2026-12-30T23:30:00Z"))).toBe("2026-12-30");
  });
  it("follows the clock change on the last Sunday of March", () => {
    expect(londonDate(new Date("2026-03-28T23:59:00Z"))).toBe("2026-03-28");
    expect(londonDate(new Date("2026-03-29T23:30:00Z"))).toBe("2026-03-30");
  });
});

describe("the start of a London day", () => {
  it("is 23:00 UTC the evening before in summer time and midnight UTC in winter", () => {
    expect(startOfLondonDay("2026-07-02").toISOString()).toBe("2026-07-01T23:00:00.000Z");
    expect(startOfLondonDay("2026-12-02").toISOString()).toBe("2026-12-02T00:00:00.000Z");
  });
  it("follows the days the clocks change", () => {
    // Clocks go forward at 01:00 UTC on 29 March 2026: that day still starts at 00:00 UTC.
    expect(startOfLondonDay("2026-03-29").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(startOfLondonDay("2026-03-30").toISOString()).toBe("2026-03-29T23:00:00.000Z");
    // Clocks go back at 01:00 UTC on 25 October 2026: that day starts at 23:00 UTC the day before.
    expect(startOfLondonDay("2026-10-25").toISOString()).toBe("2026-10-24T23:00:00.000Z");
    expect(startOfLondonDay("2026-10-26").toISOString()).toBe("2026-10-26T00:00:00.000Z");
  });
  it("is always an instant whose London date is that day, at midnight", () => {
    fc.assert(
      fc.property(fc.integer({ min: dayNumber(1971, 1, 1), max: dayNumber(2199, 12, 31) }), (n) => {
        const date = fromDayNumber(n);
        const start = startOfLondonDay(date);
        return londonDate(start) === date && londonDate(new Date(start.getTime() - 1)) !== date;
      }),
    );
  });
});
