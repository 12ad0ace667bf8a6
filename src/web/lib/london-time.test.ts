import { londonOffsetMinutes } from "@shared/dates";
import { describe, expect, it } from "vitest";
import { londonDateTimeToIso, weekStart } from "./london-time";

describe("London wall-clock times as instants", () => {
  it("reads a winter date in GMT", () => {
    const iso = londonDateTimeToIso("2026-01-15", "09:30");
    expect(iso).toBe("2026-01-15T09:30:00+00:00");
    expect(new Date(iso!).toISOString()).toBe("2026-01-15T09:30:00.000Z");
  });

  it("reads a summer date in BST, an hour ahead of UTC", () => {
    const iso = londonDateTimeToIso("2026-07-01", "14:30");
    expect(iso).toBe("2026-07-01T14:30:00+01:00");
    expect(new Date(iso!).toISOString()).toBe("2026-07-01T13:30:00.000Z");
  });

  it("uses the offset of the day itself either side of the clock changes", () => {
    // Clocks go forward at 01:00 UTC on 29 March 2026 and back at 01:00 UTC on 25 October 2026.
    expect(londonDateTimeToIso("2026-03-28", "23:00")).toBe("2026-03-28T23:00:00+00:00");
    expect(londonDateTimeToIso("2026-03-29", "10:00")).toBe("2026-03-29T10:00:00+01:00");
    expect(londonDateTimeToIso("2026-10-24", "23:30")).toBe("2026-10-24T23:30:00+01:00");
    expect(londonDateTimeToIso("2026-10-25", "10:00")).toBe("2026-10-25T10:00:00+00:00");
    expect(londonDateTimeToIso("2026-03-29", "00:30")).toBe("2026-03-29T00:30:00+00:00");
  });

  it("refuses the hour skipped in spring and takes the first of the hour repeated in autumn", () => {
    expect(londonDateTimeToIso("2026-03-29", "01:30")).toBeNull();
    const repeated = londonDateTimeToIso("2026-10-25", "01:30");
    expect(repeated).toBe("2026-10-25T01:30:00+01:00");
    expect(new Date(repeated!).toISOString()).toBe("2026-10-25T00:30:00.000Z");
  });

  it("refuses malformed or impossible dates and times", () => {
    expect(londonDateTimeToIso("", "10:00")).toBeNull();
    expect(londonDateTimeToIso("2026-02-30", "10:00")).toBeNull();
    expect(londonDateTimeToIso("2026-05-01", "")).toBeNull();
    expect(londonDateTimeToIso("2026-05-01", "24:00")).toBeNull();
    expect(londonDateTimeToIso("2026-05-01", "9:00")).toBeNull();
  });

  it("knows London's offset at an instant", () => {
    expect(londonOffsetMinutes(Date.parse("2026-01-01T12:00:00Z"))).toBe(0);
    expect(londonOffsetMinutes(Date.parse("2026-08-01T12:00:00Z"))).toBe(60);
  });
});

describe("the week a date falls in", () => {
  it("starts on the Monday", () => {
    expect(weekStart("2026-07-06")).toBe("2026-07-06"); // a Monday
    expect(weekStart("2026-07-12")).toBe("2026-07-06"); // the Sunday after
    expect(weekStart("2026-07-08")).toBe("2026-07-06");
    expect(weekStart("2026-01-01")).toBe("2025-12-29"); // across a year
    expect(weekStart("1970-01-01")).toBe("1969-12-29");
  });
});
