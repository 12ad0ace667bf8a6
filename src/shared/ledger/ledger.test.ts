import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  type Charge,
  chargesUntil,
  daysBetween,
  nextCharge,
  summarise,
  type TenancyTerms,
} from "./index";

const monthly = (over: Partial<TenancyTerms> = {}): TenancyTerms => ({
  startDate: "2026-01-01",
  rentMinor: 120_000,
  frequency: "monthly",
  dueDay: 1,
  ...over,
});

describe("monthly charges", () => {
  it("charges the full rent on each due date, in advance", () => {
    const charges = chargesUntil(monthly(), "2026-03-15");
    expect(charges.map((c) => [c.dueDate, c.periodEnd, c.amountMinor])).toEqual([
      ["2026-01-01", "2026-01-31", 120_000],
      ["2026-02-01", "2026-02-28", 120_000],
      ["2026-03-01", "2026-03-31", 120_000],
    ]);
  });

  it("pro-rates a first partial period at rent × 12 / 365 per day", () => {
    const [first, second] = chargesUntil(monthly({ startDate: "2026-01-20" }), "2026-02-01");
    // 20-31 January is 12 days: 1200 × 12 × 12 / 365 = 473.42
    expect(first).toMatchObject({
      dueDate: "2026-01-20",
      periodEnd: "2026-01-31",
      amountMinor: 47_342,
      prorated: true,
    });
    expect(second).toMatchObject({ dueDate: "2026-02-01", amountMinor: 120_000, prorated: false });
  });

  it("pro-rates a last partial period up to the end date and stops there", () => {
    const charges = chargesUntil(monthly({ endDate: "2026-03-10" }), "2026-12-31");
    expect(charges).toHaveLength(3);
    // 1-10 March is 10 days: 1200 × 12 × 10 / 365 = 394.52
    expect(charges[2]).toMatchObject({
      dueDate: "2026-03-01",
      periodEnd: "2026-03-10",
      amountMinor: 39_452,
      prorated: true,
    });
  });

  it("moves due day 31 to the last day of short months, leap years included", () => {
    const dates = chargesUntil(monthly({ startDate: "2028-01-31", dueDay: 31 }), "2028-05-31").map(
      (c) => c.dueDate,
    );
    expect(dates).toEqual(["2028-01-31", "2028-02-29", "2028-03-31", "2028-04-30", "2028-05-31"]);
    const nonLeap = chargesUntil(monthly({ startDate: "2027-01-30", dueDay: 30 }), "2027-03-30").map(
      (c) => c.dueDate,
    );
    expect(nonLeap).toEqual(["2027-01-30", "2027-02-28", "2027-03-30"]);
  });

  it("never charges more than a period's rent, even for a 31-day partial month", () => {
    const [first] = chargesUntil(monthly({ startDate: "2026-01-02", dueDay: 1 }), "2026-01-31");
    expect(first!.amountMinor).toBeLessThanOrEqual(120_000);
  });

  it("has nothing due before the start date", () => {
    expect(chargesUntil(monthly({ startDate: "2026-06-01" }), "2026-05-31")).toEqual([]);
    expect(nextCharge(monthly({ startDate: "2026-06-01" }), "2026-05-01")).toMatchObject({
      dueDate: "2026-06-01",
    });
  });

  it("tells the next charge, and none after a fixed end", () => {
    expect(nextCharge(monthly(), "2026-01-01")).toMatchObject({
      dueDate: "2026-02-01",
      amountMinor: 120_000,
    });
    expect(nextCharge(monthly({ endDate: "2026-02-14" }), "2026-02-01")).toBeNull();
  });
});

describe("weekly charges", () => {
  const weekly = (over: Partial<TenancyTerms> = {}): TenancyTerms => ({
    startDate: "2026-01-05", // a Monday
    rentMinor: 35_000,
    frequency: "weekly",
    dueDay: 1,
    ...over,
  });

  it("charges every week on the due weekday", () => {
    const charges = chargesUntil(weekly(), "2026-01-26");
    expect(charges.map((c) => c.dueDate)).toEqual(["2026-01-05", "2026-01-12", "2026-01-19", "2026-01-26"]);
    expect(charges.every((c) => c.amountMinor === 35_000)).toBe(true);
  });

  it("pro-rates a start mid-week at rent / 7 per day", () => {
    const [first] = chargesUntil(weekly({ startDate: "2026-01-08" }), "2026-01-12"); // Thursday → Sunday: 4 days
    expect(first).toMatchObject({ periodEnd: "2026-01-11", amountMinor: 20_000, prorated: true });
  });
});

describe("balance and arrears", () => {
  const charges = chargesUntil(monthly(), "2026-03-15"); // 3 × £1,200

  it("settles the oldest charges first and measures arrears from the oldest unpaid due date", () => {
    const s = summarise(charges, [120_000, 50_000], "2026-03-15");
    expect(s).toMatchObject({ chargedMinor: 360_000, paidMinor: 170_000, balanceMinor: 190_000 });
    expect(s.arrearsMinor).toBe(190_000);
    expect(s.oldestUnpaidDueDate).toBe("2026-02-01");
    expect(s.daysOverdue).toBe(daysBetween("2026-02-01", "2026-03-15"));
  });

  it("does not count rent due today as overdue", () => {
    const s = summarise(charges, [240_000], "2026-03-01");
    expect(s).toMatchObject({ arrearsMinor: 0, daysOverdue: 0, balanceMinor: 120_000 });
  });

  it("shows credit as a negative balance", () => {
    expect(summarise(charges, [400_000], "2026-03-15")).toMatchObject({
      balanceMinor: -40_000,
      arrearsMinor: 0,
    });
  });
});

describe("properties of any schedule", () => {
  const terms = fc.record({
    startOffset: fc.integer({ min: 0, max: 2000 }),
    length: fc.option(fc.integer({ min: 0, max: 1500 }), { nil: undefined }),
    rentMinor: fc.integer({ min: 1, max: 5_000_000 }),
    frequency: fc.constantFrom("monthly" as const, "weekly" as const),
    dueDay: fc.integer({ min: 1, max: 31 }),
    asOfOffset: fc.integer({ min: -30, max: 2500 }),
    payments: fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 20 }),
  });

  it("balance is always charges minus completed payments, and periods tile without gaps", () => {
    fc.assert(
      fc.property(terms, (t) => {
        const startDate = addDays("2020-01-01", t.startOffset);
        const tenancy: TenancyTerms = {
          startDate,
          endDate: t.length === undefined ? null : addDays(startDate, t.length),
          rentMinor: t.rentMinor,
          frequency: t.frequency,
          dueDay: t.frequency === "weekly" ? ((t.dueDay - 1) % 7) + 1 : t.dueDay,
        };
        const asOf = addDays(startDate, t.asOfOffset);
        const charges: Charge[] = chargesUntil(tenancy, asOf);
        const s = summarise(charges, t.payments, asOf);
        expect(s.balanceMinor).toBe(
          charges.reduce((a, c) => a + c.amountMinor, 0) - t.payments.reduce((a, p) => a + p, 0),
        );
        expect(s.arrearsMinor).toBeGreaterThanOrEqual(0);
        expect(s.arrearsMinor).toBeLessThanOrEqual(Math.max(0, s.balanceMinor) + 0);
        charges.forEach((c, i) => {
          expect(c.amountMinor).toBeGreaterThanOrEqual(0);
          expect(c.amountMinor).toBeLessThanOrEqual(t.rentMinor);
          expect(c.dueDate <= asOf).toBe(true);
          if (i === 0) expect(c.periodStart).toBe(startDate);
          else expect(c.periodStart).toBe(addDays(charges[i - 1]!.periodEnd, 1));
          if (tenancy.endDate) expect(c.periodEnd <= tenancy.endDate).toBe(true);
        });
      }),
      { numRuns: 300 },
    );
  });
});
