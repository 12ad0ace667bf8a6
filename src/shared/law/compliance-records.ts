import { addDays, addYears, type IsoDate } from "../dates";
import { COMPLIANCE_LAW, EICR_REMEDIAL_DAYS } from "./compliance-rules";
import { JURISDICTIONS, type Jurisdiction } from "./jurisdictions";

/**
 * Figures behind the compliance evidence records (issue 16): how long each kind of licence may
 * last, when a Right to Rent follow-up check is due and when EICR remedial work must be done.
 * Keyhold records and computes these dates from the rules below; it never gives legal advice.
 * The Right to Rent and EICR figures are the rule table's (`./compliance-rules.ts`); the duty
 * engine (`./duties.ts`) reads the licence lengths from here.
 */

export const licenceKinds = [
  "mandatory_hmo",
  "additional_hmo",
  "selective",
  "rent_smart_wales",
  "scottish_registration",
] as const;
export type LicenceKind = (typeof licenceKinds)[number];

export interface LicenceRule {
  label: string;
  /** The longest a licence or registration of this kind may be granted for. */
  maxYears: number;
  /** Where a licence of this kind exists. */
  jurisdictions: readonly Jurisdiction[];
  source: string;
  /** A different maximum in a jurisdiction, with its source. */
  elsewhere?: Partial<Record<Jurisdiction, { maxYears: number; source: string }>>;
}

export const LICENCE_RULES: Record<LicenceKind, LicenceRule> = {
  mandatory_hmo: {
    label: "Mandatory HMO licence",
    maxYears: 5,
    jurisdictions: ["england", "wales", "scotland"],
    source: "Housing Act 2004 s.68(4): an HMO licence may not last more than 5 years",
    elsewhere: {
      scotland: {
        maxYears: 3,
        source:
          "Housing (Scotland) Act 2006 s.133: an HMO licence lasts at most 3 years (section to re-check)",
      },
    },
  },
  additional_hmo: {
    label: "Additional HMO licence",
    maxYears: 5,
    jurisdictions: ["england", "wales"],
    source: "Housing Act 2004 ss.56 and 68(4): an HMO licence may not last more than 5 years",
  },
  selective: {
    label: "Selective licence",
    maxYears: 5,
    jurisdictions: ["england", "wales"],
    source: "Housing Act 2004 s.91(4): a selective licence may not last more than 5 years",
  },
  rent_smart_wales: {
    label: "Rent Smart Wales registration or licence",
    maxYears: 5,
    jurisdictions: ["wales"],
    source: "Housing (Wales) Act 2014 Part 1: registration and licences last 5 years",
  },
  scottish_registration: {
    label: "Scottish landlord registration",
    maxYears: 3,
    jurisdictions: ["scotland"],
    source: "Antisocial Behaviour etc. (Scotland) Act 2004 s.84: registration lasts 3 years",
  },
};

/** The maximum length of a licence of this kind, where the home is (the general rule without one). */
export function licenceLimit(
  kind: LicenceKind,
  jurisdiction?: Jurisdiction,
): { maxYears: number; source: string } {
  const rule = LICENCE_RULES[kind];
  return (jurisdiction && rule.elsewhere?.[jurisdiction]) || { maxYears: rule.maxYears, source: rule.source };
}

/** The latest expiry a licence of this kind issued on `issuedOn` may have. */
export const latestLicenceExpiry = (
  kind: LicenceKind,
  issuedOn: IsoDate,
  jurisdiction?: Jurisdiction,
): IsoDate => addYears(issuedOn, licenceLimit(kind, jurisdiction).maxYears);

/**
 * Null when the dates fit the kind's maximum length, else the message naming the limit. Without a
 * jurisdiction (the form, before the server knows the home) the general limit is checked.
 */
export function licenceLengthProblem(
  kind: LicenceKind,
  issuedOn: IsoDate,
  expiresOn: IsoDate,
  jurisdiction?: Jurisdiction,
): string | null {
  const limit = licenceLimit(kind, jurisdiction);
  const latest = latestLicenceExpiry(kind, issuedOn, jurisdiction);
  if (expiresOn <= issuedOn) return "The expiry must be after the issue date";
  if (expiresOn > latest) {
    return `A ${LICENCE_RULES[kind].label.toLowerCase()} lasts at most ${limit.maxYears} years (${limit.source.split(":")[0]}): the expiry must be on or before ${latest}`;
  }
  return null;
}

/** Null when a licence of this kind exists where the home is, else the message. */
export function licenceJurisdictionProblem(kind: LicenceKind, jurisdiction: Jurisdiction): string | null {
  const rule = LICENCE_RULES[kind];
  return rule.jurisdictions.includes(jurisdiction)
    ? null
    : `A ${rule.label.toLowerCase()} does not apply to a home in ${jurisdiction[0]!.toUpperCase()}${jurisdiction.slice(1)}`;
}

// ---- Right to Rent -------------------------------------------------------------------------------

/** Where Right to Rent checks are a duty: the rule table's rows that have the scheme (England). */
export const RIGHT_TO_RENT_JURISDICTIONS: readonly Jurisdiction[] = JURISDICTIONS.filter(
  (j) => COMPLIANCE_LAW[j].rightToRent !== null,
);
export const RIGHT_TO_RENT_ELSEWHERE_MESSAGE =
  "Right to Rent checks are a duty in England only (Immigration Act 2014): this home is not in England.";

// ---- EICR remedial work --------------------------------------------------------------------------

/** The latest day EICR remedial work may be due: 28 days after the inspection (England, reg 3(4)). */
export const latestRemedialDue = (inspectedOn: IsoDate): IsoDate => addDays(inspectedOn, EICR_REMEDIAL_DAYS);
