import type { IsoDate } from "../dates";
import type { Jurisdiction } from "./jurisdictions";

/**
 * The per-jurisdiction tenancy law table: ONE row per jurisdiction, read by the pure functions in
 * `./rules`. Nothing else in Keyhold branches on a jurisdiction; a new rule or a changed figure is an
 * edit to this table (with its source).
 *
 * Keyhold records and computes duties and dates from these rules; it never gives legal advice. Each
 * figure carries its source; where a fact could not be confirmed the `source` says so.
 */

/** Rent periods a tenancy may have. The ledger charges weekly and monthly rents only. */
export const RENT_PERIODS = ["weekly", "monthly", "quarterly", "yearly"] as const;
export type RentPeriod = (typeof RENT_PERIODS)[number];
/** The periods the ledger and the date rules below compute with. */
export type RentFrequency = "weekly" | "monthly";

export type DepositCapRule =
  /** Weeks of rent, more above an annual-rent threshold (a week's rent = annual rent / 52). */
  | { kind: "weeks"; weeks: number; weeksAtThreshold: number; thresholdAnnualMinor: number; source: string }
  /** Months of rent (a month's rent = annual rent / 12). */
  | { kind: "months"; months: number; source: string }
  | { kind: "none"; source: string };

export type ProtectionRule =
  /** Calendar days, the day of receipt counted as day 1. */
  | { kind: "calendar-days"; days: number; from: "receipt"; source: string }
  /** Working days (no weekends, no Scottish bank holidays) after the start of the tenancy. */
  | { kind: "scottish-working-days"; days: number; from: "tenancy-start"; source: string };

/** Tenancy deposit schemes Keyhold knows (England and Wales; Scotland). */
export const DEPOSIT_SCHEME_IDS = [
  "dps",
  "tds",
  "mydeposits",
  "safedeposits_scotland",
  "lps_scotland",
  "mydeposits_scotland",
] as const;
export type DepositSchemeId = (typeof DEPOSIT_SCHEME_IDS)[number];

export interface RentIncreaseRule {
  /** Minimum notice, in calendar months from service (or receipt, Scotland). */
  noticeMonths: number;
  /**
   * How the notice is counted. "on-corresponding-day": the new rent may start on the same day
   * `noticeMonths` later (the 1st of the next month when that day does not exist). "day-after-period":
   * the period ends on the same day `noticeMonths` later (the month's last day when that day does not
   * exist) and the new rent may start the day after.
   */
  noticeCounting: "on-corresponding-day" | "day-after-period";
  /** The new rent may not start within this many months of the tenancy start. */
  monthsAfterTenancyStart: number;
  /** ... nor within this many months of the last increase's start. */
  monthsAfterLastIncrease: number;
  /** The new rent must start on the first day of a rent period. */
  startOfPeriod: boolean;
  /**
   * The prescribed notice Keyhold fills in, and where the tenant refers it (before the new rent
   * starts); null where Keyhold fills no notice for this jurisdiction yet.
   */
  form: { name: string; title: string; tribunal: string; source: string } | null;
  /**
   * When a rent decided on a referral takes effect: "decision" (the later of the notice's start and
   * the decision, deferrable for hardship by up to `maxDeferralMonths`) or "notice-start" (the
   * notice's start date, or a later date the tribunal directs).
   */
  decidedRentFrom: { kind: "decision" | "notice-start"; maxDeferralMonths: number | null; source: string };
  source: string;
}

export type TenantNoticeRule =
  | { kind: "months"; months: number; endOfPeriod: boolean; source: string }
  | { kind: "days"; days: number; endOfPeriod: boolean; source: string };

export interface JurisdictionRules {
  rentPeriods: { allowed: readonly RentPeriod[]; from: IsoDate | null; source: string };
  deposit: DepositCapRule;
  holdingDeposit:
    | { weeks: number; agreementDeadlineDays: number; source: string }
    | { kind: "none"; source: string };
  protection: ProtectionRule;
  /** The government-authorised tenancy deposit schemes a deposit may be protected with. */
  depositSchemes: { allowed: readonly DepositSchemeId[]; source: string };
  rentIncrease: RentIncreaseRule;
  /** Rent paid before the tenancy starts: monthly rents at most `months`, weekly at most `weeklyDays`. */
  rentInAdvance: { months: number; weeklyDays: number; source: string } | { kind: "none"; source: string };
  tenantNotice: TenantNoticeRule;
  /** The last day to give the government information sheet to tenants of existing tenancies. */
  informationSheetDeadline: { date: IsoDate; source: string } | null;
  /** Whether a new tenancy may have a fixed term (an end date agreed at the start). */
  fixedTerm: { allowed: boolean; source: string };
  /**
   * The written terms a new tenancy's tenant must be given: "before-start" means by the start date
   * (England: before the tenancy is entered into; Keyhold checks against the start date),
   * "days-after-start" within `days` of it. `from`: tenancies starting on or after this date.
   */
  writtenTerms: {
    document: string;
    due: "before-start" | "days-after-start";
    days: number;
    from: IsoDate | null;
    source: string;
  };
}

/** £50,000 a year in pence. */
const FIFTY_THOUSAND_POUNDS = 5_000_000;

export const TENANCY_RULES: Readonly<Record<Jurisdiction, JurisdictionRules>> = {
  england: {
    rentPeriods: {
      allowed: ["weekly", "monthly"],
      from: "2026-05-01",
      // Housing Act 1988 s.4A(3) (inserted by the Renters' Rights Act 2025 s.1, in force 1 May 2026,
      // SI 2026/421): each rent period must be 28 days or shorter, or monthly. Keyhold offers the two
      // such periods its ledger charges, weekly and monthly.
      source: "Housing Act 1988 s.4A(3) as inserted by Renters' Rights Act 2025 s.1 (from 1 May 2026)",
    },
    deposit: {
      kind: "weeks",
      weeks: 5,
      weeksAtThreshold: 6,
      thresholdAnnualMinor: FIFTY_THOUSAND_POUNDS,
      // Tenant Fees Act 2019 Sch 1 para 2: 5 weeks' rent where the annual rent is less than £50,000,
      // 6 weeks' rent where it is £50,000 or more. gov.uk "Tenant Fees Act 2019: guidance for
      // landlords and agents" works out a week's rent as annual rent / 52.
      source: "Tenant Fees Act 2019 Sch 1 para 2",
    },
    holdingDeposit: {
      weeks: 1,
      agreementDeadlineDays: 15,
      // Tenant Fees Act 2019 Sch 1 para 3 (at most one week's rent) and Sch 2 para 2 (the deadline for
      // agreement is the 15th day beginning with the day the holding deposit is paid, unless agreed).
      source: "Tenant Fees Act 2019 Sch 1 para 3, Sch 2 para 2",
    },
    protection: {
      kind: "calendar-days",
      days: 30,
      from: "receipt",
      // Housing Act 2004 s.213(3) and (6): comply with the scheme's initial requirements and give the
      // prescribed information "within the period of 30 days beginning with the date on which [the
      // deposit] is received" (wording as amended by the Localism Act 2011 s.184; quoted from memory,
      // not re-read for this change).
      source: "Housing Act 2004 s.213(3), (6)",
    },
    depositSchemes: {
      allowed: ["dps", "tds", "mydeposits"],
      // Housing Act 2004 s.212: deposits are protected with an authorised scheme; gov.uk "Tenancy
      // deposit protection" lists Deposit Protection Service, MyDeposits and Tenancy Deposit Scheme.
      source: 'Housing Act 2004 s.212; gov.uk "Tenancy deposit protection"',
    },
    rentIncrease: {
      noticeMonths: 2,
      noticeCounting: "on-corresponding-day",
      monthsAfterTenancyStart: 12,
      monthsAfterLastIncrease: 12,
      startOfPeriod: true,
      form: {
        name: "Form 4A",
        title: "Landlord's notice proposing a new rent under an assured periodic tenancy",
        tribunal: "First-tier Tribunal (Property Chamber)",
        // Housing Act 1988 s.13(2) (notice in the prescribed form: Form 4A, Assured Tenancies and
        // Agricultural Occupancies (Forms) (England) Regulations 2015 as amended) and s.13(4)(a): the
        // tenant refers the notice to the appropriate tribunal before the new rent starts.
        source: "Housing Act 1988 s.13(2), (4); Form 4A",
      },
      decidedRentFrom: {
        kind: "decision",
        maxDeferralMonths: 2,
        // Housing Act 1988 s.14 as amended by the Renters' Rights Act 2025: a rent the tribunal
        // determines takes effect from the date of its determination (no backdating to the notice's
        // date); in cases of undue hardship the tribunal may defer it by up to two months (gov.uk
        // "Guide to the Renters' Rights Act"; subsection numbers not re-checked for this change).
        source: "Housing Act 1988 s.14 as amended by Renters' Rights Act 2025",
      },
      // Housing Act 1988 s.13(2) as amended by the Renters' Rights Act 2025 s.6: the new rent starts at
      // the beginning of a new period, not earlier than two months after service, the first
      // anniversary of the tenancy's start, or the first anniversary of the last increase (Form 4A).
      source: "Housing Act 1988 s.13(2) as amended by Renters' Rights Act 2025 s.6",
    },
    rentInAdvance: {
      months: 1,
      weeklyDays: 28,
      // Renters' Rights Act 2025 s.9 (Tenant Fees Act 2019 Sch 1 para 1(1A)): rent payable before the
      // tenancy is entered into is a prohibited payment; s.8 (Housing Act 1988 s.4B): after that only
      // the "initial rent" in the permitted pre-tenancy period, at most one month's rent, or 28 days'
      // rent where the rent period is shorter than a month (the figures per gov.uk/industry guidance;
      // the s.4B definition of initial rent was not read in full for this change).
      source: "Renters' Rights Act 2025 ss.8-9 (Housing Act 1988 s.4B; Tenant Fees Act 2019 Sch 1)",
    },
    tenantNotice: {
      kind: "months",
      months: 2,
      endOfPeriod: true,
      // Protection from Eviction Act 1977 s.5(1ZA) (inserted by the Renters' Rights Act 2025 s.20): a
      // tenant's notice to quit an assured tenancy is given not less than two months before it takes
      // effect (or a shorter period the landlord agrees in writing). Ending at the end of a period is
      // the common-law rule for a periodic tenancy's notice to quit, repeated by the government's
      // fact sheet; it is not in s.5(1ZA) itself.
      source: "Protection from Eviction Act 1977 s.5(1ZA) as inserted by Renters' Rights Act 2025 s.20",
    },
    informationSheetDeadline: {
      date: "2026-05-31",
      // gov.uk "The Renters' Rights Act Information Sheet 2026": landlords of existing tenancies with a
      // written agreement must give each tenant a copy by 31 May 2026 (existing oral tenancies get a
      // written statement of terms by the same date instead; penalty under Housing Act 1988 s.16I).
      source: "gov.uk The Renters' Rights Act Information Sheet 2026",
    },
    fixedTerm: {
      allowed: false,
      // Housing Act 1988 s.4A (inserted by Renters' Rights Act 2025 s.1, in force 1 May 2026, SI
      // 2026/421): an assured tenancy cannot be a fixed-term tenancy; tenancies running that day
      // became periodic.
      source: "Housing Act 1988 s.4A as inserted by Renters' Rights Act 2025 s.1 (from 1 May 2026)",
    },
    writtenTerms: {
      document: "written statement of terms",
      due: "before-start",
      days: 0,
      from: "2026-05-01",
      // Renters' Rights Act 2025 (Housing Act 1988 s.16D as inserted): the landlord gives the tenant
      // a written statement of the terms before the tenancy is entered into (section number not
      // re-checked for this change); existing tenancies get the information sheet instead.
      source: "Renters' Rights Act 2025 (Housing Act 1988 s.16D, written statement of terms)",
    },
  },
  wales: {
    rentPeriods: {
      allowed: RENT_PERIODS,
      from: null,
      // Renting Homes (Wales) Act 2016: no limit on the length of a rent period was found.
      source: "Renting Homes (Wales) Act 2016 (no period limit found)",
    },
    deposit: {
      kind: "none",
      // Renting Homes (Fees etc.) (Wales) Act 2019 makes a security deposit a permitted payment but sets
      // no cap (the Welsh Ministers may add one by regulations; none was found). The brief for this
      // change assumed the English 5/6-week cap for Wales: that could not be confirmed.
      source: "Renting Homes (Fees etc.) (Wales) Act 2019 Sch 1 (no cap set)",
    },
    holdingDeposit: {
      weeks: 1,
      agreementDeadlineDays: 15,
      // Renting Homes (Fees etc.) (Wales) Act 2019 Sch 1 (holding deposit at most one week's rent) and
      // Sch 2 (deadline for agreement 15 days unless agreed otherwise).
      source: "Renting Homes (Fees etc.) (Wales) Act 2019 Sch 1, Sch 2",
    },
    protection: {
      kind: "calendar-days",
      days: 30,
      from: "receipt",
      // Housing Act 2004 s.213 applies to deposits under occupation contracts (Renting Homes (Wales) Act
      // 2016 s.45 and Sch 5): 30 days beginning with the day of receipt.
      source: "Housing Act 2004 s.213 as applied by Renting Homes (Wales) Act 2016 s.45",
    },
    depositSchemes: {
      allowed: ["dps", "tds", "mydeposits"],
      // Housing Act 2004 s.212 as applied by Renting Homes (Wales) Act 2016 s.45: the same authorised
      // schemes as England (gov.wales "Deposit protection schemes").
      source: "Housing Act 2004 s.212 as applied by Renting Homes (Wales) Act 2016 s.45",
    },
    rentIncrease: {
      noticeMonths: 2,
      noticeCounting: "on-corresponding-day",
      monthsAfterTenancyStart: 0,
      monthsAfterLastIncrease: 12,
      startOfPeriod: false,
      // Wales has its own prescribed notice (RHW12); Keyhold does not fill it yet.
      form: null,
      decidedRentFrom: {
        kind: "notice-start",
        maxDeferralMonths: null,
        source:
          "Renting Homes (Wales) Act 2016 s.123 (rent set on a referral; effective date not re-checked)",
      },
      // Renting Homes (Wales) Act 2016 s.123 (periodic standard contracts; s.104 is the same rule for
      // secure contracts): at least two months' notice; the first notice may specify any date, later
      // ones a date at least a year after the last new rent took effect; the date need not be a rent
      // day. Not confirmed from the statute text itself: secondary sources disagree on whether the
      // first increase must wait 12 months from the occupation date (this row follows the reading
      // that it need not).
      source: "Renting Homes (Wales) Act 2016 s.123",
    },
    rentInAdvance: {
      kind: "none",
      source: "No Welsh limit on rent in advance found (Renting Homes (Fees etc.) (Wales) Act 2019)",
    },
    tenantNotice: {
      kind: "days",
      days: 28,
      endOfPeriod: false,
      // Renting Homes (Wales) Act 2016 s.163 (contract-holder's notice, periodic standard contract):
      // at least four weeks. Section number not re-checked for this change.
      source: "Renting Homes (Wales) Act 2016 (contract-holder's notice, four weeks)",
    },
    informationSheetDeadline: null,
    fixedTerm: {
      allowed: true,
      // Renting Homes (Wales) Act 2016 s.8: a standard contract may be periodic or for a fixed term.
      source: "Renting Homes (Wales) Act 2016 s.8",
    },
    writtenTerms: {
      document: "written statement of the occupation contract",
      due: "days-after-start",
      days: 14,
      from: null,
      // Renting Homes (Wales) Act 2016 s.31: a written statement of the contract within 14 days of
      // the occupation date.
      source: "Renting Homes (Wales) Act 2016 s.31",
    },
  },
  scotland: {
    rentPeriods: {
      allowed: RENT_PERIODS,
      from: null,
      source: "Private Housing (Tenancies) (Scotland) Act 2016 (no period limit found)",
    },
    deposit: {
      kind: "months",
      months: 2,
      // Rent (Scotland) Act 1984 s.90: a deposit of more than two months' rent is an unlawful premium
      // (Shelter Scotland, "Deposits"; gov.scot private residential tenancy model agreement notes).
      source: "Rent (Scotland) Act 1984 s.90",
    },
    holdingDeposit: {
      kind: "none",
      // No statutory holding-deposit allowance was found for Scotland (premiums are prohibited by the
      // Rent (Scotland) Act 1984 s.82); Keyhold computes no Scottish holding-deposit cap.
      source: "No Scottish holding-deposit rule found",
    },
    protection: {
      kind: "scottish-working-days",
      days: 30,
      from: "tenancy-start",
      // Tenancy Deposit Schemes (Scotland) Regulations 2011 reg 3(1): pay the deposit to an approved
      // scheme "within 30 working days of the beginning of the tenancy"; working days exclude weekends
      // and Scottish bank holidays (see ./scottish-holidays).
      source: "Tenancy Deposit Schemes (Scotland) Regulations 2011 reg 3",
    },
    depositSchemes: {
      allowed: ["safedeposits_scotland", "lps_scotland", "mydeposits_scotland"],
      // Tenancy Deposit Schemes (Scotland) Regulations 2011: the approved schemes are SafeDeposits
      // Scotland, Letting Protection Service Scotland and mydeposits Scotland (mygov.scot "Tenancy
      // deposits"; not re-checked against the Scottish Ministers' approvals for this change).
      source: 'Tenancy Deposit Schemes (Scotland) Regulations 2011; mygov.scot "Tenancy deposits"',
    },
    rentIncrease: {
      noticeMonths: 3,
      noticeCounting: "day-after-period",
      monthsAfterTenancyStart: 0,
      monthsAfterLastIncrease: 12,
      startOfPeriod: false,
      // Scotland has its own rent-increase notice (s.22) and a rent officer referral; not filled yet.
      form: null,
      decidedRentFrom: {
        kind: "notice-start",
        maxDeferralMonths: null,
        // Private Housing (Tenancies) (Scotland) Act 2016 s.29: a rent set by the rent officer or the
        // tribunal takes effect from the date in the notice (or a later date they order).
        source: "Private Housing (Tenancies) (Scotland) Act 2016 s.29",
      },
      // Private Housing (Tenancies) (Scotland) Act 2016 s.19(1): not more than once in a 12 month
      // period (no bar on a first increase within 12 months of the start was found); s.22(4)-(6): the
      // increase takes effect at the earliest the day after a minimum notice period that begins on the
      // day the tenant receives the notice and ends on the same day three months later (or that
      // month's last day). Not encoded: the Housing (Scotland) Act 2025 Part 4A of the 2016 Act (from
      // 1 April 2026), whose rent-increase notice (s.43L) also limits increases to a "permitted rate".
      source: "Private Housing (Tenancies) (Scotland) Act 2016 ss.19, 22",
    },
    rentInAdvance: {
      kind: "none",
      source: "No Scottish limit on rent in advance encoded (Rent (Scotland) Act 1984 not re-checked)",
    },
    tenantNotice: {
      kind: "days",
      days: 28,
      endOfPeriod: false,
      // Private Housing (Tenancies) (Scotland) Act 2016 ss.48-49: the end day must be after a minimum
      // notice period that begins on the day the landlord receives the notice and ends 28 days after it
      // begins (unless agreed in writing). gov.scot's worked example: received 25 January, earliest end
      // 22 February, i.e. receipt + 28. Keyhold takes `givenOn` as the day of receipt.
      source: "Private Housing (Tenancies) (Scotland) Act 2016 ss.48-49",
    },
    informationSheetDeadline: null,
    fixedTerm: {
      allowed: false,
      // Private Housing (Tenancies) (Scotland) Act 2016 s.44: a private residential tenancy ends
      // only in the ways Part 5 provides (tenant's notice, eviction order); it has no end date.
      source: "Private Housing (Tenancies) (Scotland) Act 2016 s.44",
    },
    writtenTerms: {
      document: "written terms of the private residential tenancy",
      due: "before-start",
      days: 0,
      from: null,
      // Private Housing (Tenancies) (Scotland) Act 2016 s.10: the landlord provides the written
      // terms by the end of the day on which the tenancy starts (Keyhold checks against that day).
      source: "Private Housing (Tenancies) (Scotland) Act 2016 s.10",
    },
  },
};

export const rulesFor = (jurisdiction: Jurisdiction): JurisdictionRules => TENANCY_RULES[jurisdiction];

/**
 * Rental bidding: a landlord or agent in England may not invite, encourage or accept an offer of
 * more rent than the advertised rent (Renters' Rights Act 2025, ban on rental bidding, in force
 * 1 May 2026; Housing Act 1988 s.16G-16H as inserted, section numbers not re-checked). Keyhold's
 * enquiries carry no offer at all, in any jurisdiction: the listing's rent is the rent.
 */
export const RENTAL_BIDDING_MESSAGE =
  "Keyhold takes no offers on rent: the advertised rent is the rent (rental bidding is banned in England by the Renters' Rights Act 2025). Ask about the home in your message instead.";
