import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, isoWeekday } from "../ledger/dates";
import {
  addScottishWorkingDays,
  annualRentMinor,
  checkDeposit,
  checkDepositScheme,
  checkFixedTerm,
  checkHoldingDeposit,
  checkRentInAdvance,
  checkRentIncrease,
  checkRentPeriod,
  checkTenantNotice,
  decidedRentWindow,
  depositCap,
  depositProtectionDue,
  depositProtectionStatus,
  dueDateOnOrAfter,
  earliestRentIncreaseStart,
  earliestTenantNoticeEnd,
  informationSheetStatus,
  isScottishWorkingDay,
  JURISDICTIONS,
  type Jurisdiction,
  jurisdictionError,
  type LawResult,
  maxRentInAdvance,
  monthsLater,
  monthsLaterOrLastDay,
  NORTHERN_IRELAND_MESSAGE,
  parseJurisdiction,
  pounds,
  type Rent,
  type RentIncreaseTiming,
  SCOTTISH_BANK_HOLIDAYS,
  TENANCY_RULES,
  writtenTermsStatus,
} from "./index";

const monthly = (pence: number): Rent => ({ amountMinor: pence, frequency: "monthly" });
const weekly = (pence: number): Rent => ({ amountMinor: pence, frequency: "weekly" });

function value<T>(result: LawResult<T>): T {
  if (!result.ok) throw new Error(`Refused (${result.rule}): ${result.message}`);
  return result.value;
}
function refusal<T>(result: LawResult<T>): { rule: string; message: string } {
  if (result.ok) throw new Error(`Expected a refusal, got ${JSON.stringify(result.value)}`);
  return result;
}

describe("jurisdictions", () => {
  it("accepts England, Wales and Scotland in any case and spacing", () => {
    expect(value(parseJurisdiction(" England "))).toBe("england");
    expect(value(parseJurisdiction("WALES"))).toBe("wales");
    expect(value(parseJurisdiction("scotland"))).toBe("scotland");
    expect(jurisdictionError("wales")).toBeNull();
  });

  it("refuses Northern Ireland with a clear message", () => {
    for (const text of ["Northern Ireland", "northern-ireland", "northern_ireland", "NI"]) {
      const r = refusal(parseJurisdiction(text));
      expect(r.rule).toBe("jurisdiction.northern-ireland");
      expect(r.message).toBe(NORTHERN_IRELAND_MESSAGE);
    }
    expect(NORTHERN_IRELAND_MESSAGE).toContain("does not support properties in Northern Ireland");
  });

  it("refuses anything else, naming the choices", () => {
    expect(jurisdictionError("France")).toBe(
      '"France" is not a jurisdiction Keyhold knows: choose England, Wales or Scotland.',
    );
  });

  it("has one rule row per jurisdiction, each rule with a source", () => {
    expect(Object.keys(TENANCY_RULES).sort()).toEqual(["england", "scotland", "wales"]);
    for (const j of JURISDICTIONS) {
      const row = TENANCY_RULES[j];
      for (const rule of [row.rentPeriods, row.deposit, row.holdingDeposit, row.protection, row.rentIncrease])
        expect(rule.source.length).toBeGreaterThan(10);
    }
  });

  it("names the rent-increase notice Keyhold fills: Form 4A in England, none yet elsewhere", () => {
    const form = TENANCY_RULES.england.rentIncrease.form;
    expect(form?.name).toBe("Form 4A");
    expect(form?.title).toBe("Landlord's notice proposing a new rent under an assured periodic tenancy");
    expect(form?.tribunal).toBe("First-tier Tribunal (Property Chamber)");
    expect(form?.source).toContain("s.13");
    expect(TENANCY_RULES.wales.rentIncrease.form).toBeNull();
    expect(TENANCY_RULES.scotland.rentIncrease.form).toBeNull();
  });
});

describe("money and annual rent", () => {
  it("formats pence as pounds", () => {
    expect(pounds(138_461)).toBe("£1,384.61");
    expect(pounds(5_000_000)).toBe("£50,000.00");
    expect(pounds(7)).toBe("£0.07");
  });
  it("works out annual rent as weekly × 52 or monthly × 12", () => {
    expect(annualRentMinor(weekly(25_000))).toBe(1_300_000);
    expect(annualRentMinor(monthly(120_000))).toBe(1_440_000);
  });
});

describe("rent periods", () => {
  it("allows only weekly or monthly in England", () => {
    expect(value(checkRentPeriod("monthly", "england"))).toBe("monthly");
    const r = refusal(checkRentPeriod("quarterly", "england"));
    expect(r.rule).toBe("rent-period");
    expect(r.message).toContain("weekly or monthly");
    expect(value(checkRentPeriod("quarterly", "wales"))).toBe("quarterly");
    expect(value(checkRentPeriod("yearly", "scotland"))).toBe("yearly");
  });
});

describe("deposit cap", () => {
  it("is 5 weeks' rent in England for £1,200 a month (annual rent / 52 per week, rounded down)", () => {
    // 1200 × 12 / 52 × 5 = 1384.615...
    expect(value(depositCap(monthly(120_000), "england")).capMinor).toBe(138_461);
  });

  it("switches from 5 to 6 weeks at an annual rent of £50,000", () => {
    // Exactly £50,000 a year is not a whole number of pence per week or month; these are the nearest.
    // £4,166.66 a month = £49,999.92 a year: 5 weeks = 4166.66 × 60 / 52 = 4807.68
    expect(value(depositCap(monthly(416_666), "england")).capMinor).toBe(480_768);
    // £4,166.67 a month = £50,000.04 a year: 6 weeks = 4166.67 × 72 / 52 = 5769.23
    expect(value(depositCap(monthly(416_667), "england")).capMinor).toBe(576_923);
    // £961.53 a week = £49,999.56 a year: 5 weeks = £4,807.65
    expect(value(depositCap(weekly(96_153), "england")).capMinor).toBe(480_765);
    // £961.54 a week = £50,000.08 a year: 6 weeks = £5,769.24
    expect(value(depositCap(weekly(96_154), "england")).capMinor).toBe(576_924);
  });

  it("uses 6 weeks when the annual rent is exactly the threshold", () => {
    const threshold = TENANCY_RULES.england.deposit;
    expect(threshold).toMatchObject({ kind: "weeks", thresholdAnnualMinor: 5_000_000, weeksAtThreshold: 6 });
    // The rule compares annual rent < threshold: "£50,000 or more" is 6 weeks.
    expect(value(depositCap(monthly(416_667), "england")).explanation).toContain(
      "annual rent £50,000.04 is £50,000.00 or more",
    );
  });

  it("is 2 months' rent in Scotland and uncapped in Wales", () => {
    expect(value(depositCap(monthly(90_000), "scotland")).capMinor).toBe(180_000);
    // £200 a week × 52 × 2 / 12 = 1733.33
    expect(value(depositCap(weekly(20_000), "scotland")).capMinor).toBe(173_333);
    expect(value(depositCap(monthly(90_000), "wales")).capMinor).toBeNull();
  });

  it("refuses a deposit over the cap with the rule and the figures", () => {
    expect(value(checkDeposit(138_461, monthly(120_000), "england"))).toBe(138_461);
    const r = refusal(checkDeposit(138_462, monthly(120_000), "england"));
    expect(r.rule).toBe("deposit.cap");
    expect(r.message).toBe(
      "A deposit of £1,384.62 is more than the England cap of 5 weeks' rent, as annual rent £14,400.00 is " +
        "under £50,000.00: £1,384.61 (Tenant Fees Act 2019 Sch 1 para 2); it is £0.01 over.",
    );
    expect(refusal(checkDeposit(180_001, monthly(90_000), "scotland")).message).toContain("2 months' rent");
    expect(value(checkDeposit(1_000_000, monthly(90_000), "wales"))).toBe(1_000_000);
    expect(refusal(checkDeposit(-1, monthly(90_000), "wales")).rule).toBe("deposit.amount");
  });

  it("property: the cap passes and a penny more fails where there is a cap", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.constantFrom<Rent["frequency"]>("weekly", "monthly"),
        fc.constantFrom<Jurisdiction>("england", "scotland"),
        (pence, frequency, j) => {
          const rent = { amountMinor: pence, frequency };
          const cap = value(depositCap(rent, j)).capMinor!;
          expect(checkDeposit(cap, rent, j).ok).toBe(true);
          expect(checkDeposit(cap + 1, rent, j).ok).toBe(false);
        },
      ),
    );
  });

  it("property: in England the cap is at most 5/52 of annual rent below £50,000 and 6/52 from it", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.boolean(), (pence, isWeekly) => {
        const rent: Rent = { amountMinor: pence, frequency: isWeekly ? "weekly" : "monthly" };
        const annual = annualRentMinor(rent);
        const weeks = annual < 5_000_000 ? 5 : 6;
        const cap = value(depositCap(rent, "england")).capMinor!;
        expect(cap * 52).toBeLessThanOrEqual(annual * weeks);
        expect((cap + 1) * 52).toBeGreaterThan(annual * weeks);
      }),
    );
  });
});

describe("holding deposit", () => {
  it("allows one week's rent and sets the deadline for agreement 15 days on, counting the payment day", () => {
    // £1,200 a month: 1200 × 12 / 52 = 276.92
    expect(value(checkHoldingDeposit(27_692, monthly(120_000), "2026-06-01", "england"))).toEqual({
      amountMinor: 27_692,
      agreementDeadline: "2026-06-15",
    });
    const r = refusal(checkHoldingDeposit(27_693, monthly(120_000), "2026-06-01", "england"));
    expect(r.rule).toBe("holding-deposit.cap");
    expect(r.message).toContain("£276.93 is more than one week's rent, £276.92");
    expect(value(checkHoldingDeposit(25_000, weekly(25_000), "2026-12-20", "wales")).agreementDeadline).toBe(
      "2027-01-03",
    );
    expect(refusal(checkHoldingDeposit(100, monthly(90_000), "2026-06-01", "scotland")).rule).toBe(
      "holding-deposit.none",
    );
  });
});

describe("deposit protection", () => {
  it("is due 30 days after receipt, counting the day of receipt, in England and Wales", () => {
    expect(value(depositProtectionDue("2026-06-01", "england"))).toBe("2026-06-30");
    expect(value(depositProtectionDue("2026-01-31", "wales"))).toBe("2026-03-01");
    expect(value(depositProtectionDue("2028-02-01", "england"))).toBe("2028-03-01");
  });

  it("is the 30th working day after the start in Scotland, across Christmas and New Year", () => {
    // From Friday 20 November 2026: St Andrew's Day (30 Nov), 25 and 28 Dec, 1 and 4 Jan are holidays.
    expect(value(depositProtectionDue("2026-11-18", "scotland", "2026-11-20"))).toBe("2027-01-08");
    // Over the World Cup holiday: from Monday 1 June 2026, 30 working days (2-5 June is 4, then 5 a
    // week, 15 June skipped) end on Tuesday 14 July, a day later than without the holiday.
    expect(value(depositProtectionDue("2026-06-01", "scotland", "2026-06-01"))).toBe("2026-07-14");
  });

  it("refuses in Scotland without a start date or outside the holiday list", () => {
    expect(refusal(depositProtectionDue("2026-06-01", "scotland")).rule).toBe(
      "deposit-protection.tenancy-start",
    );
    expect(refusal(depositProtectionDue("2027-12-01", "scotland", "2027-12-01")).rule).toBe(
      "deposit-protection.holidays",
    );
    expect(refusal(depositProtectionDue("2026-02-30", "england")).rule).toBe("deposit-protection.date");
  });

  it("reports days left, days overdue and late protection", () => {
    expect(value(depositProtectionStatus("2026-06-01", null, "2026-06-20", "england"))).toEqual({
      state: "due",
      dueOn: "2026-06-30",
      daysLeft: 10,
    });
    expect(value(depositProtectionStatus("2026-06-01", null, "2026-06-30", "england"))).toEqual({
      state: "due",
      dueOn: "2026-06-30",
      daysLeft: 0,
    });
    expect(value(depositProtectionStatus("2026-06-01", null, "2026-07-05", "england"))).toEqual({
      state: "overdue",
      dueOn: "2026-06-30",
      daysOverdue: 5,
    });
    expect(value(depositProtectionStatus("2026-06-01", "2026-06-30", "2026-09-01", "england")).state).toBe(
      "protected",
    );
    expect(value(depositProtectionStatus("2026-06-01", "2026-07-02", "2026-09-01", "england"))).toEqual({
      state: "protected-late",
      dueOn: "2026-06-30",
      protectedOn: "2026-07-02",
      daysLate: 2,
    });
    expect(refusal(depositProtectionStatus("2026-06-01", "2026-05-31", "2026-09-01", "england")).rule).toBe(
      "deposit-protection.order",
    );
  });

  it("property: an unprotected deposit is due until its deadline and overdue after it", () => {
    const day = fc.integer({ min: 0, max: 20_000 }).map((n) => addDays("2000-01-01", n));
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom<Jurisdiction>("england", "wales"),
        (r, k, j) => {
          const s = value(depositProtectionStatus(r, null, addDays(r, k), j));
          if (k <= 29) expect(s).toMatchObject({ state: "due", daysLeft: 29 - k });
          else expect(s).toMatchObject({ state: "overdue", daysOverdue: k - 29 });
        },
      ),
    );
  });
});

describe("deposit schemes", () => {
  it("accepts the schemes authorised where the property is and names them when refusing", () => {
    expect(value(checkDepositScheme("dps", "england"))).toBe("dps");
    expect(value(checkDepositScheme("mydeposits", "wales"))).toBe("mydeposits");
    expect(value(checkDepositScheme("safedeposits_scotland", "scotland"))).toBe("safedeposits_scotland");
    const r = refusal(checkDepositScheme("dps", "scotland"));
    expect(r.rule).toBe("deposit-scheme");
    expect(r.message).toContain("SafeDeposits Scotland");
    expect(refusal(checkDepositScheme("lps_scotland", "england")).message).toContain(
      "Housing Act 2004 s.212",
    );
  });
});

describe("Scottish bank holidays", () => {
  it("lists weekdays only, within their year", () => {
    for (const [year, days] of Object.entries(SCOTTISH_BANK_HOLIDAYS))
      for (const d of days) {
        expect(d.startsWith(year)).toBe(true);
        expect(isScottishWorkingDay(d)).toBe(false);
        expect(isoWeekday(d)).toBeLessThanOrEqual(5);
      }
    expect(SCOTTISH_BANK_HOLIDAYS[2026]).toContain("2026-06-15");
  });

  it("property: the nth working day is a working day with n working days up to it", () => {
    const start = fc.integer({ min: 0, max: 600 }).map((n) => addDays("2026-01-01", n));
    fc.assert(
      fc.property(start, fc.integer({ min: 1, max: 40 }), (from, n) => {
        const end = addScottishWorkingDays(from, n);
        if (end === null) return;
        expect(isScottishWorkingDay(end)).toBe(true);
        let count = 0;
        for (let d = addDays(from, 1); d <= end; d = addDays(d, 1)) if (isScottishWorkingDay(d)) count++;
        expect(count).toBe(n);
      }),
    );
  });
});

describe("months later", () => {
  it("keeps the day, or moves to the 1st of the next month when the day does not exist", () => {
    expect(monthsLater("2027-01-15", 2)).toBe("2027-03-15");
    expect(monthsLater("2026-12-31", 2)).toBe("2027-03-01");
    expect(monthsLater("2026-12-28", 2)).toBe("2027-02-28");
    expect(monthsLater("2027-07-31", 2)).toBe("2027-10-01");
    expect(monthsLater("2028-02-29", 12)).toBe("2029-03-01");
    expect(monthsLater("2026-11-30", 3)).toBe("2027-03-01");
    expect(monthsLaterOrLastDay("2026-11-30", 3)).toBe("2027-02-28");
    expect(monthsLaterOrLastDay("2027-11-30", 3)).toBe("2028-02-29");
    expect(monthsLaterOrLastDay("2026-12-01", 3)).toBe("2027-03-01");
  });
});

describe("rent increase", () => {
  const base = (over: Partial<RentIncreaseTiming> = {}): RentIncreaseTiming => ({
    tenancyStart: "2026-05-01",
    lastIncreaseStart: null,
    servedOn: "2027-02-15",
    frequency: "monthly",
    dueDay: 1,
    ...over,
  });

  it("is not within 12 months of the start: 12 months to the day is allowed, a day before is not", () => {
    const t = base({ tenancyStart: "2026-06-10", dueDay: 10, servedOn: "2027-01-01" });
    expect(value(earliestRentIncreaseStart(t, "england"))).toBe("2027-06-10");
    expect(value(checkRentIncrease({ ...t, newRentStart: "2027-06-10" }, "england"))).toBe("2027-06-10");
    const r = refusal(checkRentIncrease({ ...t, newRentStart: "2027-06-09" }, "england"));
    expect(r.rule).toBe("rent-increase.tenancy-start");
    expect(r.message).toBe(
      "A new rent starting on 9 June 2027 is too early: in England it must be not within 12 months of the " +
        "tenancy's start on 10 June 2026, so 10 June 2027 at the earliest (Housing Act 1988 s.13(2) as " +
        "amended by Renters' Rights Act 2025 s.6).",
    );
  });

  it("needs two months' notice; a notice served on the 31st runs to the 1st", () => {
    const t = base({ tenancyStart: "2025-01-28", dueDay: 28, servedOn: "2026-12-31" });
    // 31 February does not exist: the notice bound is 1 March 2027, the next due date the 28th.
    expect(value(earliestRentIncreaseStart(t, "england"))).toBe("2027-03-28");
    const served28 = base({ tenancyStart: "2025-01-28", dueDay: 28, servedOn: "2026-12-28" });
    expect(value(earliestRentIncreaseStart(served28, "england"))).toBe("2027-02-28");
    expect(refusal(checkRentIncrease({ ...served28, newRentStart: "2027-01-28" }, "england")).rule).toBe(
      "rent-increase.notice",
    );
  });

  it("is not within 12 months of the last increase", () => {
    const t = base({ tenancyStart: "2024-03-01", lastIncreaseStart: "2026-09-01", servedOn: "2027-01-10" });
    expect(value(earliestRentIncreaseStart(t, "england"))).toBe("2027-09-01");
    expect(refusal(checkRentIncrease({ ...t, newRentStart: "2027-08-01" }, "england")).rule).toBe(
      "rent-increase.last-increase",
    );
  });

  it("starts at the start of a period in England", () => {
    const t = base();
    expect(value(earliestRentIncreaseStart(t, "england"))).toBe("2027-05-01");
    const r = refusal(checkRentIncrease({ ...t, newRentStart: "2027-05-02" }, "england"));
    expect(r.rule).toBe("rent-increase.start-of-period");
    expect(r.message).toContain("the next is 1 June 2027");
    // Weekly on Mondays, tenancy from Monday 4 May 2026: 4 May 2027 is a Tuesday → Monday 10 May.
    const w = base({ tenancyStart: "2026-05-04", frequency: "weekly", dueDay: 1, servedOn: "2027-03-01" });
    expect(value(earliestRentIncreaseStart(w, "england"))).toBe("2027-05-10");
  });

  it("needs 3 months' notice in Scotland, effective the day after the period, and 2 in Wales", () => {
    const t = base({ tenancyStart: "2026-01-15", servedOn: "2026-12-01" });
    // s.22: received 1 December, the notice period ends 1 March, the rent rises on 2 March.
    expect(value(earliestRentIncreaseStart(t, "scotland"))).toBe("2027-03-02");
    expect(value(earliestRentIncreaseStart(t, "wales"))).toBe("2027-02-01");
    expect(refusal(checkRentIncrease({ ...t, newRentStart: "2027-03-01" }, "scotland")).message).toContain(
      "at least 3 months' notice",
    );
    // Received 30 November: no 30 February, the period ends 28 February, the rent rises 1 March.
    expect(
      value(
        earliestRentIncreaseStart(base({ tenancyStart: "2026-01-15", servedOn: "2026-11-30" }), "scotland"),
      ),
    ).toBe("2027-03-01");
    // No wait from the start of a Scottish tenancy, but once in 12 months.
    const s = base({ tenancyStart: "2026-06-01", servedOn: "2026-06-01", lastIncreaseStart: null });
    expect(value(earliestRentIncreaseStart(s, "scotland"))).toBe("2026-09-02");
    expect(
      value(
        earliestRentIncreaseStart(
          { ...s, lastIncreaseStart: "2026-09-02", servedOn: "2026-10-01" },
          "scotland",
        ),
      ),
    ).toBe("2027-09-02");
  });

  it("lets a first Welsh increase come two months after notice, however new the contract", () => {
    const t = base({ tenancyStart: "2026-06-01", servedOn: "2026-06-01" });
    expect(value(earliestRentIncreaseStart(t, "wales"))).toBe("2026-08-01");
    expect(value(earliestRentIncreaseStart(t, "england"))).toBe("2027-06-01");
    // Never before the tenancy itself starts.
    const early = base({ tenancyStart: "2026-09-15", servedOn: "2026-06-01" });
    expect(value(earliestRentIncreaseStart(early, "wales"))).toBe("2026-09-15");
    expect(refusal(checkRentIncrease({ ...early, newRentStart: "2026-09-14" }, "wales")).message).toBe(
      "A new rent starting on 14 September 2026 is too early: in Wales it must be not before the tenancy's " +
        "start on 15 September 2026, so 15 September 2026 at the earliest (Renting Homes (Wales) Act 2016 s.123).",
    );
  });

  it("refuses bad input", () => {
    expect(refusal(earliestRentIncreaseStart(base({ servedOn: "2027-02-30" }), "england")).rule).toBe(
      "rent-increase.input",
    );
    expect(refusal(earliestRentIncreaseStart(base({ dueDay: 8, frequency: "weekly" }), "england")).rule).toBe(
      "rent-increase.input",
    );
  });

  const timing = fc
    .record({
      start: fc.integer({ min: 0, max: 15_000 }),
      sinceStart: fc.option(fc.integer({ min: 0, max: 3_000 }), { nil: null }),
      served: fc.integer({ min: -400, max: 3_000 }),
      weekly: fc.boolean(),
      dueDay: fc.integer({ min: 1, max: 31 }),
    })
    .map(
      ({ start, sinceStart, served, weekly, dueDay }): RentIncreaseTiming => ({
        tenancyStart: addDays("2000-01-01", start),
        lastIncreaseStart: sinceStart === null ? null : addDays("2000-01-01", start + sinceStart),
        servedOn: addDays("2000-01-01", start + served),
        frequency: weekly ? "weekly" : "monthly",
        dueDay: weekly ? ((dueDay - 1) % 7) + 1 : dueDay,
      }),
    );

  it("property: the earliest start passes the check and the day before fails", () => {
    fc.assert(
      fc.property(timing, fc.constantFrom(...JURISDICTIONS), (t, j) => {
        const earliest = value(earliestRentIncreaseStart(t, j));
        expect(checkRentIncrease({ ...t, newRentStart: earliest }, j)).toEqual({ ok: true, value: earliest });
        expect(checkRentIncrease({ ...t, newRentStart: addDays(earliest, -1) }, j).ok).toBe(false);
      }),
    );
  });

  it("property: in England every later due date passes, and no date before the earliest does", () => {
    fc.assert(
      fc.property(timing, fc.integer({ min: 0, max: 400 }), (t, later) => {
        const earliest = value(earliestRentIncreaseStart(t, "england"));
        const candidate = addDays(earliest, later);
        const isDue = dueDateOnOrAfter(candidate, t.frequency, t.dueDay) === candidate;
        expect(checkRentIncrease({ ...t, newRentStart: candidate }, "england").ok).toBe(isDue);
        expect(checkRentIncrease({ ...t, newRentStart: addDays(earliest, -1 - later) }, "england").ok).toBe(
          false,
        );
      }),
    );
  });
});

describe("rent in advance", () => {
  it("is at most one month's rent, or 28 days' for weekly rent, in England", () => {
    expect(value(maxRentInAdvanceOf(monthly(120_000)))).toBe(120_000);
    expect(value(maxRentInAdvanceOf(weekly(30_000)))).toBe(120_000);
    const paid = { paidOn: "2026-06-02", signedOn: "2026-06-01" };
    expect(value(checkRentInAdvance({ ...paid, amountMinor: 120_000 }, monthly(120_000), "england"))).toBe(
      120_000,
    );
    const r = refusal(checkRentInAdvance({ ...paid, amountMinor: 120_001 }, monthly(120_000), "england"));
    expect(r.rule).toBe("rent-in-advance.cap");
    expect(r.message).toContain("£1,200.01 paid in advance is more than one month's rent, £1,200.00");
    expect(
      refusal(checkRentInAdvance({ ...paid, amountMinor: 120_001 }, weekly(30_000), "england")).message,
    ).toContain("28 days' rent, £1,200.00");
  });

  it("takes nothing before the agreement is signed in England", () => {
    const r = refusal(
      checkRentInAdvance(
        { amountMinor: 100, paidOn: "2026-05-31", signedOn: "2026-06-01" },
        monthly(120_000),
        "england",
      ),
    );
    expect(r.rule).toBe("rent-in-advance.before-signing");
    expect(r.message).toContain("signed 1 June 2026, paid 31 May 2026");
    expect(
      refusal(
        checkRentInAdvance(
          { amountMinor: 100, paidOn: "2026-05-31", signedOn: null },
          monthly(120_000),
          "england",
        ),
      ).rule,
    ).toBe("rent-in-advance.before-signing");
  });

  it("has no limit encoded for Wales or Scotland", () => {
    expect(value(maxRentInAdvanceIn(monthly(120_000), "wales"))).toBeNull();
    expect(value(maxRentInAdvanceIn(monthly(120_000), "scotland"))).toBeNull();
  });
});

function maxRentInAdvanceOf(rent: Rent): LawResult<number | null> {
  return maxRentInAdvanceIn(rent, "england");
}
function maxRentInAdvanceIn(rent: Rent, j: Jurisdiction): LawResult<number | null> {
  const r = maxRentInAdvance(rent, j);
  return r.ok ? { ok: true, value: r.value.maxMinor } : r;
}

describe("tenant's notice", () => {
  it("ends at the end of a period at least two months on in England", () => {
    expect(value(earliestTenantNoticeEnd("2026-06-15", "monthly", 1, "england"))).toBe("2026-08-31");
    expect(value(earliestTenantNoticeEnd("2026-06-01", "monthly", 1, "england"))).toBe("2026-07-31");
    expect(value(earliestTenantNoticeEnd("2026-12-31", "monthly", 1, "england"))).toBe("2027-02-28");
    // Given on the 31st, rent due on the 31st (the last day of shorter months).
    expect(value(earliestTenantNoticeEnd("2026-07-31", "monthly", 31, "england"))).toBe("2026-10-30");
    // Weekly, rent due Mondays, notice given Wednesday 3 June 2026.
    expect(value(earliestTenantNoticeEnd("2026-06-03", "weekly", 1, "england"))).toBe("2026-08-02");
  });

  it("is 28 days in Wales and Scotland, on any day", () => {
    expect(value(earliestTenantNoticeEnd("2026-06-03", "monthly", 1, "wales"))).toBe("2026-07-01");
    expect(value(earliestTenantNoticeEnd("2026-12-20", "weekly", 1, "scotland"))).toBe("2027-01-17");
    // gov.scot's example: notice received 25 January, earliest end 22 February.
    expect(value(earliestTenantNoticeEnd("2027-01-25", "monthly", 1, "scotland"))).toBe("2027-02-22");
    expect(refusal(earliestTenantNoticeEnd("2026-13-01", "monthly", 1, "england")).rule).toBe(
      "tenant-notice.input",
    );
  });

  it("property: in England the end is the last day of a period, and the period before ends too soon", () => {
    const day = fc.integer({ min: 0, max: 15_000 }).map((n) => addDays("2000-01-01", n));
    fc.assert(
      fc.property(day, fc.boolean(), fc.integer({ min: 1, max: 31 }), (given, isWeekly, d) => {
        const frequency = isWeekly ? "weekly" : "monthly";
        const dueDay = isWeekly ? ((d - 1) % 7) + 1 : d;
        const end = value(earliestTenantNoticeEnd(given, frequency, dueDay, "england"));
        const minEnd = addDays(monthsLater(given, 2), -1);
        expect(end >= minEnd).toBe(true);
        expect(dueDateOnOrAfter(addDays(end, 1), frequency, dueDay)).toBe(addDays(end, 1));
        // No period end between minEnd and end, exclusive of end.
        expect(dueDateOnOrAfter(addDays(minEnd, 1), frequency, dueDay)).toBe(addDays(end, 1));
      }),
    );
  });
});

describe("information sheet", () => {
  it("is due by 31 May 2026 for existing tenancies in England only", () => {
    expect(informationSheetStatus("2026-05-31", "2026-06-10", "england")).toEqual({
      required: true,
      deadline: "2026-05-31",
      met: true,
      overdue: false,
    });
    expect(informationSheetStatus(null, "2026-06-01", "england")).toEqual({
      required: true,
      deadline: "2026-05-31",
      met: false,
      overdue: true,
    });
    expect(informationSheetStatus(null, "2026-05-31", "england")).toMatchObject({ overdue: false });
    expect(informationSheetStatus(null, "2026-06-01", "wales")).toEqual({ required: false });
  });
});

describe("fixed terms", () => {
  it("England and Scotland refuse an end date with the source; Wales allows one; no end date is fine", () => {
    const england = checkFixedTerm("2027-06-30", "england");
    expect(england.ok).toBe(false);
    expect(!england.ok && england.message).toMatch(/Tenancies in England have no fixed term.*s\.4A/);
    expect(checkFixedTerm("2027-06-30", "scotland").ok).toBe(false);
    expect(checkFixedTerm("2027-06-30", "wales").ok).toBe(true);
    for (const j of JURISDICTIONS) expect(checkFixedTerm(null, j).ok).toBe(true);
  });
});

describe("written terms", () => {
  it("England: a tenancy from 1 May 2026 needs the written statement by its start", () => {
    const s = writtenTermsStatus("2026-09-01", null, "2026-09-02", "england");
    expect(s).toMatchObject({
      document: "written statement of terms",
      deadline: "2026-09-01",
      met: false,
      overdue: true,
    });
    expect(writtenTermsStatus("2026-09-01", "2026-08-20", "2026-09-02", "england")).toMatchObject({
      met: true,
      overdue: false,
    });
  });

  it("England: a tenancy that existed before needs the information sheet by 31 May 2026", () => {
    const s = writtenTermsStatus("2025-03-01", null, "2026-06-01", "england");
    expect(s).toMatchObject({
      document: "Renters' Rights Act information sheet",
      deadline: "2026-05-31",
      overdue: true,
    });
    expect(writtenTermsStatus("2025-03-01", "2026-05-31", "2026-06-01", "england").met).toBe(true);
    expect(writtenTermsStatus("2025-03-01", "2026-06-02", "2026-06-03", "england").met).toBe(false);
  });

  it("Wales: 14 days from the occupation date; Scotland: by the start day", () => {
    expect(writtenTermsStatus("2026-09-01", null, "2026-09-10", "wales")).toMatchObject({
      deadline: "2026-09-15",
      overdue: false,
    });
    expect(writtenTermsStatus("2026-09-01", null, "2026-09-16", "wales").overdue).toBe(true);
    expect(writtenTermsStatus("2026-09-01", null, "2026-09-02", "scotland")).toMatchObject({
      deadline: "2026-09-01",
      overdue: true,
    });
  });
});

describe("checking a tenant's notice", () => {
  const rent = { frequency: "monthly" as const, dueDay: 1 };
  it("defaults to the earliest valid end and accepts a later end of a period", () => {
    expect(value(checkTenantNotice({ givenOn: "2026-06-15" }, rent, "england"))).toEqual({
      endsOn: "2026-08-31",
      earliest: "2026-08-31",
    });
    expect(
      value(checkTenantNotice({ givenOn: "2026-06-15", endsOn: "2026-09-30" }, rent, "england")).endsOn,
    ).toBe("2026-09-30");
  });

  it("refuses an end too soon, or not at the end of a period (England), naming the earliest day", () => {
    const soon = checkTenantNotice({ givenOn: "2026-06-15", endsOn: "2026-07-31" }, rent, "england");
    expect(!soon.ok && soon.rule).toBe("tenant-notice.too-short");
    expect(!soon.ok && soon.message).toContain("31 August 2026");
    const mid = checkTenantNotice({ givenOn: "2026-06-15", endsOn: "2026-09-15" }, rent, "england");
    expect(!mid.ok && mid.rule).toBe("tenant-notice.end-of-period");
    // Scotland: 28 days from receipt, any day.
    expect(
      value(checkTenantNotice({ givenOn: "2026-01-25", endsOn: "2026-02-24" }, rent, "scotland")).earliest,
    ).toBe("2026-02-22");
  });

  it("the earliest end is always accepted, for any notice day and due day", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 31 }),
        fc.constantFrom(...JURISDICTIONS),
        (offset, dueDay, j) => {
          const givenOn = addDays("2026-05-01", offset);
          const r = value(checkTenantNotice({ givenOn }, { frequency: "monthly", dueDay }, j));
          expect(r.endsOn).toBe(r.earliest);
          expect(r.endsOn > givenOn).toBe(true);
        },
      ),
    );
  });
});

describe("a rent decided on a referral", () => {
  it("England: from the decision if later than the notice's start, deferrable by two months", () => {
    expect(decidedRentWindow("2026-09-01", "2026-10-15", "england")).toMatchObject({
      earliest: "2026-10-15",
      latest: "2026-12-15",
    });
    expect(decidedRentWindow("2026-09-01", "2026-08-20", "england").earliest).toBe("2026-09-01");
  });
  it("Wales and Scotland: from the notice's start or a later day directed", () => {
    expect(decidedRentWindow("2026-09-01", "2026-10-15", "scotland")).toMatchObject({
      earliest: "2026-09-01",
      latest: null,
    });
    expect(decidedRentWindow("2026-09-01", "2026-10-15", "wales").earliest).toBe("2026-09-01");
  });
});
