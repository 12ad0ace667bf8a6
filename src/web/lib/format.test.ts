import { describe, expect, it } from "vitest";
import { formatDate } from "./format";

describe("formatDate", () => {
  it("shows an instant in London time, whatever the runtime's zone (server UTC, any browser)", () => {
    // 23:30 UTC in British Summer Time is already the next day in London.
    expect(formatDate("2026-10-20T23:30:00Z", { dateStyle: "long" })).toBe("21 October 2026");
    // In winter London is on UTC.
    expect(formatDate("2026-11-20T23:30:00Z", { dateStyle: "long" })).toBe("20 November 2026");
  });

  it("keeps a calendar day the same day, and a zone the caller names", () => {
    expect(formatDate("2026-07-31")).toBe("31 Jul 2026");
    expect(formatDate("2026-10-20T23:30:00Z", { dateStyle: "long", timeZone: "UTC" })).toBe(
      "20 October 2026",
    );
  });
});
