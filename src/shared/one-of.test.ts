import { describe, expect, it } from "vitest";
import { isOneOf } from "./one-of";
import { ticketStatuses } from "./support-vocab";

describe("isOneOf", () => {
  it("accepts the set's values and nothing else", () => {
    expect(isOneOf(ticketStatuses, "open")).toBe(true);
    expect(isOneOf(ticketStatuses, "Open")).toBe(false);
    expect(isOneOf(ticketStatuses, "")).toBe(false);
    expect(isOneOf(ticketStatuses, undefined)).toBe(false);
    expect(isOneOf(ticketStatuses, 1)).toBe(false);
  });
});
