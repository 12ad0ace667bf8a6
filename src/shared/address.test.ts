import { describe, expect, it } from "vitest";
import { addressLines, formatAddress, shortAddress } from "./address";

const flat = { addressLine1: "12 Acacia Avenue", addressLine2: "Flat 4", city: "Leeds", postcode: "LS1 4AP" };

describe("formatAddress", () => {
  it("keeps the second line between the first and the city", () => {
    expect(formatAddress(flat)).toBe("12 Acacia Avenue, Flat 4, Leeds, LS1 4AP");
    expect(formatAddress(flat, { multiline: true })).toBe("12 Acacia Avenue\nFlat 4\nLeeds\nLS1 4AP");
    expect(addressLines(flat)).toEqual(["12 Acacia Avenue", "Flat 4", "Leeds", "LS1 4AP"]);
  });

  it("leaves out a missing or blank second line", () => {
    for (const addressLine2 of [null, undefined, "", "  "])
      expect(formatAddress({ ...flat, addressLine2 })).toBe("12 Acacia Avenue, Leeds, LS1 4AP");
  });

  it("gives the street part alone for lists of homes", () => {
    expect(shortAddress(flat)).toBe("12 Acacia Avenue, Flat 4");
    expect(shortAddress({ addressLine1: "3 Birch Road", addressLine2: null })).toBe("3 Birch Road");
  });
});
