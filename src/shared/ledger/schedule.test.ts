import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  type Charge,
  chargesUntil,
  daysBetween,
  dueDateInMonth,
  type IsoDate,
  isoWeekday,
  nextCharge,
  parts,
  type RentFrequency,
  type RentScheduleEntry,
  rentInForce,
  type TenancyTerms,
  validateRentSchedule,
} from "./index";

const row = (c: Charge) => [c.dueDate, c.periodEnd, c.amountMinor, c.prorated];

const monthly = (schedule: RentScheduleEntry[], over: Partial<TenancyTerms> = {}): TenancyTerms => ({
  startDate: "2026-01-01",
  rentMinor: 120_000,
  frequency: "monthly",
  dueDay: 1,
  schedule,
  ...over,
});
const m = (effectiveFrom: IsoDate, amountMinor: number): RentScheduleEntry => ({
  amountMinor,
  frequency: "monthly",
  effectiveFrom,
});

describe("rent schedules: explicit examples", () => {
  it("a rise effective on a due date applies from that charge", () => {
    const terms = monthly([m("2026-01-01", 120_000), m("2026-03-01", 125_000)]);
    expect(chargesUntil(terms, "2026-04-15").map(row)).toEqual([
      ["2026-01-01", "2026-01-31", 120_000, false],
      ["2026-02-01", "2026-02-28", 120_000, false],
      ["2026-03-01", "2026-03-31", 125_000, false],
      ["2026-04-01", "2026-04-30", 125_000, false],
    ]);
  });

  it("a rise effective mid-period applies from the next due date, with no pro rata", () => {
    const terms = monthly([m("2026-01-01", 120_000), m("2026-02-15", 125_000)]);
    expect(chargesUntil(terms, "2026-03-01").map(row)).toEqual([
      ["2026-01-01", "2026-01-31", 120_000, false],
      ["2026-02-01", "2026-02-28", 120_000, false],
      ["2026-03-01", "2026-03-31", 125_000, false],
    ]);
    expect(nextCharge(terms, "2026-02-20")).toMatchObject({ dueDate: "2026-03-01", amountMinor: 125_000 });
  });

  it("of two changes inside one period, only the later one reaches a due date", () => {
    const terms = monthly([m("2026-01-01", 120_000), m("2026-02-10", 125_000), m("2026-02-20", 130_000)]);
    expect(chargesUntil(terms, "2026-04-01").map((c) => c.amountMinor)).toEqual([
      120_000, 120_000, 130_000, 130_000,
    ]);
  });

  it("a change before the first full due date leaves the pro-rata first charge at the old rent", () => {
    const terms = monthly([m("2026-01-20", 120_000), m("2026-01-25", 150_000)], { startDate: "2026-01-20" });
    // 20-31 January is 12 days at the starting rent: 1200 × 12 × 12 / 365 = 473.42
    expect(chargesUntil(terms, "2026-03-01").map(row)).toEqual([
      ["2026-01-20", "2026-01-31", 47_342, true],
      ["2026-02-01", "2026-02-28", 150_000, false],
      ["2026-03-01", "2026-03-31", 150_000, false],
    ]);
  });

  it("monthly → weekly: the month is cut short pro rata, weekly periods start on the date", () => {
    // 2026-03-16 is a Monday, so weekly rent falls due on Mondays.
    const terms = monthly([
      m("2026-01-01", 120_000),
      { amountMinor: 30_000, frequency: "weekly", effectiveFrom: "2026-03-16" },
    ]);
    expect(chargesUntil(terms, "2026-03-31").map(row)).toEqual([
      ["2026-01-01", "2026-01-31", 120_000, false],
      ["2026-02-01", "2026-02-28", 120_000, false],
      // 1-15 March is 15 days: 1200 × 12 × 15 / 365 = 591.78
      ["2026-03-01", "2026-03-15", 59_178, true],
      ["2026-03-16", "2026-03-22", 30_000, false],
      ["2026-03-23", "2026-03-29", 30_000, false],
      ["2026-03-30", "2026-04-05", 30_000, false],
    ]);
  });

  it("monthly → weekly with a due day off the effective date pro-rates both sides", () => {
    // 2026-03-18 is a Wednesday; the new rent falls due on Mondays (1).
    const terms = monthly([
      m("2026-01-01", 120_000),
      { amountMinor: 30_000, frequency: "weekly", effectiveFrom: "2026-03-18", dueDay: 1 },
    ]);
    expect(chargesUntil(terms, "2026-03-23").slice(2).map(row)).toEqual([
      // 1-17 March is 17 days: 1200 × 12 × 17 / 365 = 670.68
      ["2026-03-01", "2026-03-17", 67_068, true],
      // Wednesday 18 - Sunday 22 March is 5 days: 300 × 5 / 7 = 214.29
      ["2026-03-18", "2026-03-22", 21_429, true],
      ["2026-03-23", "2026-03-29", 30_000, false],
    ]);
  });

  it("weekly → monthly: the week is cut short pro rata, months start on the date", () => {
    const terms: TenancyTerms = {
      startDate: "2026-01-05", // a Monday
      rentMinor: 35_000,
      frequency: "weekly",
      dueDay: 1,
      schedule: [
        { amountMinor: 35_000, frequency: "weekly", effectiveFrom: "2026-01-05" },
        { amountMinor: 150_000, frequency: "monthly", effectiveFrom: "2026-02-01" },
      ],
    };
    expect(chargesUntil(terms, "2026-03-01").map(row)).toEqual([
      ["2026-01-05", "2026-01-11", 35_000, false],
      ["2026-01-12", "2026-01-18", 35_000, false],
      ["2026-01-19", "2026-01-25", 35_000, false],
      // Monday 26 - Saturday 31 January is 6 days: 350 × 6 / 7 = 300
      ["2026-01-26", "2026-01-31", 30_000, true],
      ["2026-02-01", "2026-02-28", 150_000, false],
      ["2026-03-01", "2026-03-31", 150_000, false],
    ]);
  });

  it("a change of due day starts periods on its date, like a change of frequency", () => {
    const terms = monthly([m("2026-01-01", 120_000), { ...m("2026-03-15", 120_000), dueDay: 15 }]);
    expect(chargesUntil(terms, "2026-04-15").slice(2).map(row)).toEqual([
      // 1-14 March is 14 days: 1200 × 12 × 14 / 365 = 552.33
      ["2026-03-01", "2026-03-14", 55_233, true],
      ["2026-03-15", "2026-04-14", 120_000, false],
      ["2026-04-15", "2026-05-14", 120_000, false],
    ]);
  });

  it("a fixed end date still cuts the last period at the rent in force", () => {
    const terms = monthly([m("2026-01-01", 120_000), m("2026-03-01", 146_000)], { endDate: "2026-03-10" });
    // 1-10 March is 10 days at the new rent: 1460 × 12 × 10 / 365 = 480
    expect(chargesUntil(terms, "2026-12-31").at(-1)).toMatchObject({
      dueDate: "2026-03-01",
      periodEnd: "2026-03-10",
      amountMinor: 48_000,
      prorated: true,
    });
  });

  it("reads the rent in force on a date", () => {
    const schedule = [m("2026-03-01", 125_000), m("2026-01-01", 120_000)];
    expect(rentInForce(schedule, "2026-02-28")).toBe(120_000);
    expect(rentInForce(schedule, "2026-03-01")).toBe(125_000);
    expect(rentInForce([], "2026-03-01")).toBeNull();
  });
});

describe("rent schedule validation", () => {
  it("accepts a valid schedule", () => {
    expect(validateRentSchedule([m("2026-01-01", 120_000), m("2026-06-01", 125_000)], "2026-01-01")).toEqual(
      [],
    );
  });

  it("names the rule each problem breaks", () => {
    const problems = validateRentSchedule(
      [
        m("2026-01-02", 120_000),
        m("2026-06-01", 0),
        m("2026-03-01", 125_000),
        m("2026-03-01", 126_000),
        { amountMinor: 1, frequency: "weekly", effectiveFrom: "2026-07-01", dueDay: 8 },
      ],
      "2026-01-01",
    );
    expect(problems.map((p) => [p.rule, p.index])).toEqual([
      ["starts-at-tenancy-start", 0],
      ["positive-amount", 1],
      ["in-date-order", 2],
      ["one-entry-per-date", 3],
      ["valid-due-day", 4],
    ]);
    expect(problems[0]!.message).toBe(
      "The first rent must take effect on the tenancy start date, 2026-01-01, not 2026-01-02.",
    );
    expect(problems[1]!.message).toBe("Rent 2 must be a positive amount in whole pence (got 0).");
    expect(problems[2]!.message).toBe(
      "Rents must be in date order: rent 3 (2026-03-01) comes after rent 2 (2026-06-01).",
    );
    expect(problems[3]!.message).toBe(
      "Rents 3 and 4 both take effect on 2026-03-01; keep one rent per date.",
    );
    expect(problems[4]!.message).toBe("Rent 5's due day must be from 1 to 7 for weekly rent (got 8).");
  });

  it("refuses an empty schedule, fractional pence and unknown frequencies", () => {
    expect(validateRentSchedule([], "2026-01-01").map((p) => p.rule)).toEqual(["not-empty"]);
    const odd = { amountMinor: 100.5, frequency: "quarterly" as RentFrequency, effectiveFrom: "2026-01-01" };
    expect(validateRentSchedule([odd], "2026-01-01").map((p) => p.rule)).toEqual([
      "positive-amount",
      "known-frequency",
    ]);
  });
});

/*
 * The charge rules as they stood before schedules (commit 6ed33bf), frozen here as an oracle:
 * a one-entry schedule must reproduce them exactly.
 */
function legacyChargesUntil(terms: TenancyTerms, asOf: IsoDate): Charge[] {
  const nextDue = (after: IsoDate): IsoDate => {
    if (terms.frequency === "weekly") return addDays(after, (terms.dueDay - isoWeekday(after) + 7) % 7 || 7);
    const { year, month } = parts(after);
    const thisMonth = dueDateInMonth(year, month, terms.dueDay);
    if (thisMonth > after) return thisMonth;
    return month === 12
      ? dueDateInMonth(year + 1, 1, terms.dueDay)
      : dueDateInMonth(year, month + 1, terms.dueDay);
  };
  const out: Charge[] = [];
  const last = terms.endDate && terms.endDate < asOf ? terms.endDate : asOf;
  let periodStart = terms.startDate;
  for (let guard = 0; periodStart <= last && guard < 10_000; guard++) {
    const next = nextDue(periodStart);
    const fullEnd = addDays(next, -1);
    const periodEnd = terms.endDate && terms.endDate < fullEnd ? terms.endDate : fullEnd;
    const partial = nextDue(addDays(periodStart, -1)) !== periodStart || periodEnd !== fullEnd;
    const days = daysBetween(periodStart, periodEnd) + 1;
    const exact =
      terms.frequency === "weekly" ? (terms.rentMinor * days) / 7 : (terms.rentMinor * 12 * days) / 365;
    out.push({
      dueDate: periodStart,
      periodStart,
      periodEnd,
      amountMinor: partial ? Math.min(terms.rentMinor, Math.round(exact)) : terms.rentMinor,
      prorated: partial,
    });
    periodStart = next;
  }
  return out;
}

/** Oracle for the rent in force: a plain scan, independent of the module's helpers. */
function oracleRent(entries: RentScheduleEntry[], date: IsoDate): number {
  let best: RentScheduleEntry | undefined;
  for (const e of entries) {
    if (e.effectiveFrom <= date && (!best || e.effectiveFrom > best.effectiveFrom)) best = e;
  }
  return best!.amountMinor;
}

const frequency = fc.constantFrom<RentFrequency>("monthly", "weekly");
const dueDayFor = (f: RentFrequency, d: number) => (f === "weekly" ? ((d - 1) % 7) + 1 : d);

/** A tenancy with a valid schedule: first entry at the start, later ones on distinct dates. */
const scheduled = (opts: { sameFrequency?: boolean; withEnd?: boolean } = {}) =>
  fc
    .record({
      startOffset: fc.integer({ min: 0, max: 2000 }),
      frequency,
      dueDay: fc.integer({ min: 1, max: 31 }),
      rentMinor: fc.integer({ min: 1, max: 5_000_000 }),
      changes: fc.uniqueArray(
        fc.record({
          offset: fc.integer({ min: 1, max: 1500 }),
          amountMinor: fc.integer({ min: 1, max: 5_000_000 }),
          frequency,
          dueDay: fc.option(fc.integer({ min: 1, max: 31 }), { nil: undefined }),
        }),
        { selector: (c) => c.offset, maxLength: 8 },
      ),
      length: opts.withEnd
        ? fc.option(fc.integer({ min: 0, max: 1500 }), { nil: undefined })
        : fc.constant(undefined),
      asOfOffset: fc.integer({ min: -30, max: 1800 }),
    })
    .map((t) => {
      const startDate = addDays("2020-01-01", t.startOffset);
      const dueDay = dueDayFor(t.frequency, t.dueDay);
      const schedule: RentScheduleEntry[] = [
        { amountMinor: t.rentMinor, frequency: t.frequency, effectiveFrom: startDate },
        ...t.changes.map((c) => {
          const f = opts.sameFrequency ? t.frequency : c.frequency;
          return {
            amountMinor: c.amountMinor,
            frequency: f,
            effectiveFrom: addDays(startDate, c.offset),
            ...(c.dueDay === undefined || opts.sameFrequency ? {} : { dueDay: dueDayFor(f, c.dueDay) }),
          };
        }),
      ].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
      const terms: TenancyTerms = {
        startDate,
        endDate: t.length === undefined ? null : addDays(startDate, t.length),
        rentMinor: t.rentMinor,
        frequency: t.frequency,
        dueDay,
        schedule,
      };
      return { terms, schedule, asOf: addDays(startDate, t.asOfOffset) };
    });

describe("properties of ledgers with rent schedules", () => {
  it("a one-entry schedule charges exactly what the ledger charged before schedules", () => {
    const terms = fc.record({
      startOffset: fc.integer({ min: 0, max: 2000 }),
      length: fc.option(fc.integer({ min: 0, max: 1500 }), { nil: undefined }),
      rentMinor: fc.integer({ min: 1, max: 5_000_000 }),
      frequency,
      dueDay: fc.integer({ min: 1, max: 31 }),
      asOfOffset: fc.integer({ min: -30, max: 2500 }),
    });
    fc.assert(
      fc.property(terms, (t) => {
        const startDate = addDays("2020-01-01", t.startOffset);
        const plain: TenancyTerms = {
          startDate,
          endDate: t.length === undefined ? null : addDays(startDate, t.length),
          rentMinor: t.rentMinor,
          frequency: t.frequency,
          dueDay: dueDayFor(t.frequency, t.dueDay),
        };
        const asOf = addDays(startDate, t.asOfOffset);
        const expected = legacyChargesUntil(plain, asOf);
        const one = {
          ...plain,
          schedule: [{ amountMinor: t.rentMinor, frequency: t.frequency, effectiveFrom: startDate }],
        };
        expect(chargesUntil(plain, asOf)).toEqual(expected);
        expect(chargesUntil(one, asOf)).toEqual(expected);
        expect(nextCharge(one, asOf)).toEqual(nextCharge(plain, asOf));
      }),
      { numRuns: 300 },
    );
  });

  it("with one frequency and a start on a due date, total charged is the sum of the rent in force on each due date", () => {
    fc.assert(
      fc.property(scheduled({ sameFrequency: true }), ({ terms, schedule, asOf }) => {
        // Start on a due date so that no period is partial.
        const aligned: TenancyTerms = {
          ...terms,
          dueDay: terms.frequency === "weekly" ? isoWeekday(terms.startDate) : parts(terms.startDate).day,
        };
        const charges = chargesUntil(aligned, asOf);
        const total = charges.reduce((s, c) => s + c.amountMinor, 0);
        expect(total).toBe(charges.reduce((s, c) => s + oracleRent(schedule, c.dueDate), 0));
        expect(charges.every((c) => !c.prorated)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("every period is charged at the rent in force on its due date (pro rata never more), and periods tile", () => {
    fc.assert(
      fc.property(scheduled({ withEnd: true }), ({ terms, schedule, asOf }) => {
        const charges = chargesUntil(terms, asOf);
        charges.forEach((c, i) => {
          const rent = oracleRent(schedule, c.dueDate);
          if (c.prorated) {
            expect(c.amountMinor).toBeGreaterThanOrEqual(0);
            expect(c.amountMinor).toBeLessThanOrEqual(rent);
          } else {
            expect(c.amountMinor).toBe(rent);
          }
          expect(c.dueDate).toBe(c.periodStart);
          expect(c.dueDate <= asOf).toBe(true);
          expect(daysBetween(c.periodStart, c.periodEnd)).toBeLessThan(31);
          if (i === 0) expect(c.periodStart).toBe(terms.startDate);
          else expect(c.periodStart).toBe(addDays(charges[i - 1]!.periodEnd, 1));
          if (terms.endDate) expect(c.periodEnd <= terms.endDate).toBe(true);
        });
        // A change of frequency always starts a period on its own date.
        const starts = new Set(charges.map((c) => c.periodStart));
        const lastEnd = charges.at(-1)?.periodEnd ?? "";
        schedule.forEach((e, i) => {
          if (i > 0 && e.frequency !== schedule[i - 1]!.frequency && e.effectiveFrom <= lastEnd) {
            expect(starts.has(e.effectiveFrom)).toBe(true);
          }
        });
      }),
      { numRuns: 300 },
    );
  });

  it("charges never depend on the order the schedule was given in", () => {
    const withOrder = scheduled({ withEnd: true }).chain((s) =>
      fc
        .shuffledSubarray(s.schedule, { minLength: s.schedule.length, maxLength: s.schedule.length })
        .map((shuffled) => ({ ...s, shuffled })),
    );
    fc.assert(
      fc.property(withOrder, ({ terms, shuffled, asOf }) => {
        expect(chargesUntil({ ...terms, schedule: shuffled }, asOf)).toEqual(chargesUntil(terms, asOf));
        expect(nextCharge({ ...terms, schedule: shuffled }, asOf)).toEqual(nextCharge(terms, asOf));
      }),
      { numRuns: 300 },
    );
  });

  it("a change dated after the last period changes nothing", () => {
    const extra = fc.record({
      gap: fc.integer({ min: 1, max: 400 }),
      amountMinor: fc.integer({ min: 1, max: 5_000_000 }),
      frequency,
      dueDay: fc.option(fc.integer({ min: 1, max: 31 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(scheduled({ withEnd: true }), extra, ({ terms, schedule, asOf }, x) => {
        const before = chargesUntil(terms, asOf);
        const lastDay = [before.at(-1)?.periodEnd ?? asOf, schedule.at(-1)!.effectiveFrom].sort().at(-1)!;
        const change: RentScheduleEntry = {
          amountMinor: x.amountMinor,
          frequency: x.frequency,
          effectiveFrom: addDays(lastDay, x.gap),
          ...(x.dueDay === undefined ? {} : { dueDay: dueDayFor(x.frequency, x.dueDay) }),
        };
        expect(chargesUntil({ ...terms, schedule: [...schedule, change] }, asOf)).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });
});
