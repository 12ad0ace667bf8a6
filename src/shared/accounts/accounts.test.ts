import { describe, expect, it } from "vitest";
import { managementFee } from "./fees";
import { apportionEqually, checkShares, formatShare, shareOf, shareOfEach, splitByWeights } from "./shares";
import { mtdQuarters, mtdThreshold, parseTaxYear, taxYearOf } from "./tax-year";
import { yieldBp } from "./yield";

describe("tax year", () => {
  it.each([
    ["2026-04-05", "2025-26"],
    ["2026-04-06", "2026-27"],
    ["2027-01-01", "2026-27"],
    ["2027-04-05", "2026-27"],
  ] as const)("%s is in %s", (date, label) => expect(taxYearOf(date).label).toBe(label));

  it("has the four standard quarters with their deadlines, cumulative from 6 April", () => {
    const q = mtdQuarters(taxYearOf("2026-11-24"));
    expect(q.map((x) => [x.quarterFrom, x.to, x.due])).toEqual([
      ["2026-04-06", "2026-07-05", "2026-08-07"],
      ["2026-07-06", "2026-10-05", "2026-11-07"],
      ["2026-10-06", "2027-01-05", "2027-02-07"],
      ["2027-01-06", "2027-04-05", "2027-05-07"],
    ]);
    expect(q.every((x) => x.from === "2026-04-06")).toBe(true);
  });

  it("parses labels and refuses others", () => {
    expect(parseTaxYear("2026-27")?.start).toBe("2026-04-06");
    expect(parseTaxYear("2026-28")).toBeNull();
    expect(parseTaxYear("1999-00")).toBeNull();
  });

  it("knows the thresholds by year", () => {
    expect(mtdThreshold(taxYearOf("2025-12-01"))).toBeNull();
    expect(mtdThreshold(taxYearOf("2026-12-01"))).toBe(5_000_000);
    expect(mtdThreshold(taxYearOf("2027-12-01"))).toBe(3_000_000);
    expect(mtdThreshold(taxYearOf("2031-12-01"))).toBe(2_000_000);
  });
});

describe("shares", () => {
  it("splits to the penny by largest remainder", () => {
    expect(splitByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeights(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(apportionEqually(1001, 4)).toEqual([251, 250, 250, 250]);
    expect(splitByWeights(12345, [6000, 4000])).toEqual([7407, 4938]);
  });
  it("rounds one share half up", () => {
    expect(shareOf(125, 5000)).toBe(63);
    expect(shareOf(-125, 5000)).toBe(-63);
    expect(shareOf(100000, 3333)).toBe(33330);
  });
  it("checks that shares sum to 100 %", () => {
    expect(checkShares([5000, 5000])).toEqual([]);
    expect(checkShares([5000, 4000])[0]?.message).toBe("Shares must add up to 100 % (they add up to 90 %)");
    expect(checkShares([0, 10000])[0]?.index).toBe(0);
    expect(formatShare(3333)).toBe("33.33 %");
    expect(formatShare(3350)).toBe("33.5 %");
  });
});

describe("fees and yields", () => {
  it("takes the percentage of rent collected, the fixed fee and VAT", () => {
    expect(managementFee({ feeBp: 1000, fixedFeeMinor: 0, vatBp: 2000 }, 120000)).toEqual({
      feeMinor: 12000,
      vatMinor: 2400,
      totalMinor: 14400,
    });
    expect(managementFee({ feeBp: 0, fixedFeeMinor: 5000, vatBp: 0 }, 0, false).totalMinor).toBe(0);
  });
  it("gives yields in basis points", () => {
    expect(yieldBp(1_440_000, 24_000_000)).toBe(600);
    expect(yieldBp(1_000, null)).toBeNull();
  });
});

describe("a share of each part (issue 42 item 7)", () => {
  it("adds up to the share of the total, the pennies to the largest remainders", () => {
    expect(shareOfEach([100, 100, 100], 3333)).toEqual([34, 33, 33]);
    expect(shareOfEach([100, 100, 100], 3333).reduce((a, b) => a + b, 0)).toBe(shareOf(300, 3333));
    // Equal remainders: the penny goes to the first part given.
    expect(shareOfEach([1, 2, 7], 5000)).toEqual([1, 1, 3]);
    expect(shareOfEach([], 4000)).toEqual([]);
    expect(shareOfEach([-125, 125], 5000)).toEqual([-62, 62]);
  });

  it("always sums to shareOf(sum) and stays within a penny of each exact share", () => {
    let seed = 42;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let run = 0; run < 500; run++) {
      const parts = Array.from({ length: 1 + rand(12) }, () => rand(2_000_000) - 200_000);
      const bp = 1 + rand(10_000);
      const got = shareOfEach(parts, bp);
      expect(got.reduce((a, b) => a + b, 0)).toBe(
        shareOf(
          parts.reduce((a, b) => a + b, 0),
          bp,
        ),
      );
      for (const [i, g] of got.entries()) expect(Math.abs(g - (parts[i]! * bp) / 10_000)).toBeLessThan(1);
    }
  });
});
