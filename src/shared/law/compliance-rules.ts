import type { EpcRating } from "../property-vocab";
import type { Jurisdiction } from "./jurisdictions";

/**
 * The statutory clock's rule table (issue 16): ONE row per jurisdiction, England first, read by the
 * pure derivation in `./duties`. Each figure carries its source. A change in the law is an edit to
 * this table. Keyhold records and computes duties and dates from these rules; it never gives legal
 * advice. Where a provision was not re-read for this change, its `source` says so.
 */

export interface GasRule {
  /** A safety check at intervals of not more than this many months. */
  intervalMonths: number;
  /** A check this many months (or less) before the deadline keeps the old anniversary. */
  earlyWindowMonths: number;
  /** Days to give a copy of the record to tenants already in the home. */
  copyToExistingDays: number;
  /** Records kept for this many years. */
  keepRecordsYears: number;
  source: string;
}

export interface ElectricalRule {
  /** Inspection at intervals of not more than this many years, or sooner if the report says so. */
  maxYears: number;
  /** Days to give a copy of the report to existing tenants. */
  copyDays: number;
  /** Days for remedial work (or the report's shorter period); null: only the report's own date. */
  remedialDays: number | null;
  /** Days after the work to confirm it in writing to the tenant and the local authority; null: none. */
  confirmDays: number | null;
  source: string;
}

export interface AlarmRule {
  /** Alarms checked working on the first day of each new tenancy. */
  checkOnFirstDay: boolean;
  /** Keyhold's working target for a reported fault: the law says "as soon as reasonably practicable". */
  repairTargetDays: number;
  /** What the law asks for, in one sentence shown with the duty. */
  summary: string;
  source: string;
}

export interface EpcRule {
  validYears: number;
  /** The lowest rating a home may be let at; null where no minimum is in force. */
  minimumRating: EpcRating | null;
  /** A planned future standard, shown as information only. */
  planned: { rating: EpcRating; year: number; source: string } | null;
  source: string;
}

export interface HmoRule {
  /** Mandatory licensing from this many people… */
  minOccupiers: number;
  /** …forming at least this many households… */
  minHouseholds: number;
  /** …in a building of at least this many storeys (null: any). */
  minStoreys: number | null;
  source: string;
}

export interface RightToRentRule {
  /** Follow-up for time-limited permission: the later of its expiry and this many months after the check. */
  followUpMonths: number;
  source: string;
}

export interface ComplianceLaw {
  gas: GasRule;
  electrical: ElectricalRule;
  alarms: AlarmRule;
  epc: EpcRule;
  hmo: HmoRule;
  /** Null where there is no Right to Rent scheme (it applies in England only). */
  rightToRent: RightToRentRule | null;
  /** Days before a due date a duty shows as "due soon". */
  dueSoonDays: number;
}

/**
 * Electrical Safety Standards in the Private Rented Sector (England) Regulations 2020 reg 3(4):
 * remedial work within 28 days of the inspection, or the report's shorter period.
 */
export const EICR_REMEDIAL_DAYS = 28;
export const RIGHT_TO_RENT_SOURCE =
  "Immigration Act 2014 ss.22, 34; Code of practice on illegal immigrants and private rented accommodation (13 February 2024): every adult occupier checked before the tenancy starts; for time-limited permission a follow-up check by the later of its expiry and 12 months after the previous check";

/** Gas Safety (Installation and Use) Regulations 1998 apply across Great Britain. */
const GAS: GasRule = {
  intervalMonths: 12,
  earlyWindowMonths: 2,
  copyToExistingDays: 28,
  keepRecordsYears: 2,
  source:
    "Gas Safety (Installation and Use) Regulations 1998 reg 36(3) (annual check), reg 36(3A) as inserted by SI 2018/81 (a check in the 2 months before the deadline keeps the anniversary), reg 36(6) (copy within 28 days; new tenants before they move in), reg 36(3)(c) (records kept 2 years)",
};

const EPC_SOURCE_EW =
  "Energy Performance of Buildings (England and Wales) Regulations 2012 regs 6, 34 (valid 10 years; given to prospective tenants)";

export const COMPLIANCE_LAW: Record<Jurisdiction, ComplianceLaw> = {
  england: {
    gas: GAS,
    electrical: {
      maxYears: 5,
      copyDays: 28,
      remedialDays: EICR_REMEDIAL_DAYS,
      confirmDays: 28,
      source:
        "Electrical Safety Standards in the Private Rented Sector (England) Regulations 2020 reg 3(1)(b)-(c) (inspection at least every 5 years, or sooner if the report says so), reg 3(3)(a) (copy to tenants within 28 days), reg 3(4)-(6) (remedial work within 28 days or the report's shorter period; written confirmation to the tenant and the local housing authority within 28 days of completion)",
    },
    alarms: {
      checkOnFirstDay: true,
      repairTargetDays: 1,
      summary:
        "A smoke alarm on every storey with living accommodation; a carbon monoxide alarm in every room with a fixed combustion appliance (not gas cookers); checked working on the first day of each tenancy; repaired or replaced as soon as reasonably practicable once reported.",
      source:
        "Smoke and Carbon Monoxide Alarm (England) Regulations 2015 reg 4, as amended by the Smoke and Carbon Monoxide Alarm (Amendment) Regulations 2022 (in force 1 October 2022)",
    },
    epc: {
      validYears: 10,
      minimumRating: "E",
      planned: {
        rating: "C",
        year: 2030,
        source:
          "Government response on improving the energy performance of privately rented homes (DESNZ, 2025): EPC C by 2030 planned, not yet law",
      },
      source: `${EPC_SOURCE_EW}; Energy Efficiency (Private Rented Property) (England and Wales) Regulations 2015 reg 23 (minimum E, unless a registered exemption)`,
    },
    hmo: {
      minOccupiers: 5,
      minHouseholds: 2,
      minStoreys: null,
      source:
        "Housing Act 2004 s.55(2)(a), s.61; Licensing of Houses in Multiple Occupation (Prescribed Description) (England) Order 2018 (5 or more people, 2 or more households); s.68(4) (at most 5 years)",
    },
    rightToRent: { followUpMonths: 12, source: RIGHT_TO_RENT_SOURCE },
    dueSoonDays: 30,
  },
  wales: {
    gas: GAS,
    electrical: {
      maxYears: 5,
      copyDays: 14,
      remedialDays: null,
      confirmDays: null,
      source:
        "Renting Homes (Fitness for Human Habitation) (Wales) Regulations 2022 reg 6 (electrical condition report at least every 5 years; a copy to the contract-holder within 14 days; section numbers to re-check)",
    },
    alarms: {
      checkOnFirstDay: false,
      repairTargetDays: 1,
      summary:
        "A working mains-wired smoke alarm on every storey and a carbon monoxide alarm in every room with a gas, oil or solid fuel appliance, kept in repair and proper working order.",
      source: "Renting Homes (Fitness for Human Habitation) (Wales) Regulations 2022 regs 5, 7",
    },
    epc: {
      validYears: 10,
      minimumRating: "E",
      planned: null,
      source: `${EPC_SOURCE_EW}; Energy Efficiency (Private Rented Property) (England and Wales) Regulations 2015 reg 23 (minimum E)`,
    },
    hmo: {
      minOccupiers: 5,
      minHouseholds: 2,
      minStoreys: 3,
      source:
        "Housing Act 2004 s.55(2)(a); Licensing of Houses in Multiple Occupation (Prescribed Descriptions) (Wales) Order 2006 (3 or more storeys, 5 or more people, 2 or more households); s.68(4) (at most 5 years)",
    },
    rightToRent: null,
    dueSoonDays: 30,
  },
  scotland: {
    gas: GAS,
    electrical: {
      maxYears: 5,
      copyDays: 28,
      remedialDays: null,
      confirmDays: null,
      source:
        "Housing (Scotland) Act 2006 s.13(1)(c), s.19B (repairing standard; Scottish Government statutory guidance: electrical installation condition report at least every 5 years; section numbers to re-check)",
    },
    alarms: {
      checkOnFirstDay: false,
      repairTargetDays: 1,
      summary:
        "Interlinked smoke alarms in the living room and every hallway or landing, a heat alarm in the kitchen, and a carbon monoxide alarm where there is a carbon-fuelled appliance or flue, kept in working order.",
      source:
        "Housing (Scotland) Act 1987 s.86 tolerable standard as amended by the Housing (Scotland) Act 1987 (Tolerable Standard) (Extension of Criteria) Order 2019; Housing (Scotland) Act 2006 s.13",
    },
    epc: {
      validYears: 10,
      minimumRating: null,
      planned: null,
      source:
        "Energy Performance of Buildings (Scotland) Regulations 2008 reg 5 (valid 10 years); no minimum rating for private lets in force",
    },
    hmo: {
      minOccupiers: 3,
      minHouseholds: 3,
      minStoreys: null,
      source:
        "Housing (Scotland) Act 2006 s.125 (3 or more people not all of the same family or of one of two families), s.133 (licence at most 3 years; section to re-check)",
    },
    rightToRent: null,
    dueSoonDays: 30,
  },
};

/**
 * Keyhold's own windows (not law): a licence shows "due soon" 90 days before it expires (councils
 * ask for renewals in good time), and a tenancy's last day 60 days before, as the homes' "ending soon".
 */
export const KEYHOLD_WINDOWS = { licenceRenewalDays: 90, tenancyEndingDays: 60 } as const;

export const complianceLawFor = (j: Jurisdiction): ComplianceLaw => COMPLIANCE_LAW[j];

/** Why a duty does not apply to a home in a jurisdiction, shown as its "not applicable" reason. */
export const NO_RIGHT_TO_RENT =
  "Right to Rent checks apply to homes in England only (Immigration Act 2014 s.20, s.22).";
export const NO_FIRST_DAY_ALARM_CHECK =
  "The first-day alarm check is an English rule; here the alarms must be kept in working order.";
