import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moneyInput, parseMoney } from "./money";

describe("money as typed", () => {
  it("reads pounds with separators and a pound sign", () => {
    expect(parseMoney("1,250.50")).toBe(125050);
    expect(parseMoney("£1250")).toBe(125000);
    expect(parseMoney(" 80 ")).toBe(8000);
    expect(parseMoney("0.1")).toBe(10);
  });
  it("refuses what is not an amount", () => {
    for (const bad of ["", "abc", "-5", "1.234", "1e3", "12.", "£"]) expect(parseMoney(bad)).toBeNull();
  });
  it("round-trips every amount in pence", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (p) => parseMoney(moneyInput(p)) === p),
    );
  });
  it("leaves an empty field for no amount", () => {
    expect(moneyInput(null)).toBe("");
    expect(moneyInput(120000)).toBe("1200");
    expect(moneyInput(125050)).toBe("1250.50");
  });
});
