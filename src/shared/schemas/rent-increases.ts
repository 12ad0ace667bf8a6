import "./zod-setup";
import { z } from "zod";
import { type DateRule, isoDate } from "./dates";
import { rentFrequencies } from "./tenancies";
import { type ServiceMethod, serviceMethodLabels, serviceMethods } from "./tenancy-terms";

/**
 * Rent history and section 13 rent increases (Housing Act 1988 s.13, Form 4A in England): one set
 * of rules for the API and the forms. The statutory dates are checked by src/shared/law on the
 * server; these schemas bound the input (sizes, date ranges) and name each field's rule.
 */
export const rentKinds = ["initial", "section_13", "tribunal", "agreed"] as const;
export type RentKind = (typeof rentKinds)[number];
export const rentIncreaseStatuses = [
  "draft",
  "served",
  "challenged",
  "decided",
  "applied",
  "withdrawn",
] as const;
export type RentIncreaseStatus = (typeof rentIncreaseStatuses)[number];
/** A notice waiting for something: at most one per tenancy. */
export const openRentIncreaseStatuses = ["draft", "served", "challenged", "decided"] as const;
export { type ServiceMethod, serviceMethodLabels, serviceMethods };

export const rentKindLabels: Record<RentKind, string> = {
  initial: "Rent at the start",
  section_13: "Section 13 notice",
  tribunal: "Tribunal decision",
  agreed: "Agreed change",
};
export const rentIncreaseStatusLabels: Record<RentIncreaseStatus, string> = {
  draft: "Draft",
  served: "Served",
  challenged: "Referred to the tribunal",
  decided: "Tribunal decided",
  applied: "Applied",
  withdrawn: "Withdrawn",
};

/** Until today: a day of grace, as "today" on the server may be behind the user's. */
const UNTIL_TODAY = { days: 1 } as const;
export const rentIncreaseDateRules = {
  /** The day a new rent starts: proposed now, so from a year back (a tribunal's date) to 3 years on. */
  startDate: {
    min: { years: -1 },
    max: { years: 3 },
    message: "The start date must be within 1 year before and 3 years after today",
  },
  /** A day that has happened: service, referral to the tribunal, its decision. */
  past: {
    min: { years: -3 },
    max: UNTIL_TODAY,
    message: "The date must be within the last 3 years, and not in the future",
  },
} satisfies Record<string, DateRule>;

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
    z.string().max(max, `At most ${max} characters`).nullable().optional(),
  );
const minor = (label: string) =>
  z
    .number({ error: `Please enter the ${label.toLowerCase()}` })
    .int(`${label} must be in whole pence`)
    .min(1, `${label} must be more than zero`)
    .max(100_000_000, `${label} is too large`);

/** A proposed new rent (a draft notice), or its edit while it is a draft. */
export const rentIncreaseProposalSchema = z.object({
  newRent: minor("The new rent"),
  startDate: isoDate(rentIncreaseDateRules.startDate),
});
export type RentIncreaseProposal = z.input<typeof rentIncreaseProposalSchema>;

/** How and when the notice was served: the proof of service. */
export const rentIncreaseServiceSchema = z.object({
  servedOn: isoDate(rentIncreaseDateRules.past),
  method: z.enum(serviceMethods, { error: "Choose how the notice was served" }),
  note: optionalText(1000),
});
export type RentIncreaseService = z.input<typeof rentIncreaseServiceSchema>;

/** The tenant referred the notice to the First-tier Tribunal (Property Chamber) on this day. */
export const rentIncreaseChallengeSchema = z.object({
  challengedOn: isoDate(rentIncreaseDateRules.past),
});
export type RentIncreaseChallenge = z.input<typeof rentIncreaseChallengeSchema>;

/** The tribunal's decision: the rent it decided, when, and the day it takes effect. */
export const rentIncreaseDecisionSchema = z.object({
  decidedRent: minor("The decided rent"),
  decidedOn: isoDate(rentIncreaseDateRules.past),
  /** Defaults to the notice's start date. */
  effectiveDate: z.preprocess(
    (v) => (v === "" ? null : v),
    isoDate(rentIncreaseDateRules.startDate).nullable().optional(),
  ),
});
export type RentIncreaseDecision = z.input<typeof rentIncreaseDecisionSchema>;

export const rentIncreaseParams = z.object({
  id: z.string().min(1).max(100),
  nid: z.string().min(1).max(100),
});

// ---- Responses -------------------------------------------------------------------------------

export const tenancyRentSchema = z
  .object({
    id: z.string(),
    effectiveDate: z.string(),
    amount: z.number().int(),
    frequency: z.enum(rentFrequencies),
    dueDay: z.number().int(),
    kind: z.enum(rentKinds),
    noticeId: z.string().nullable(),
    reason: z.string().nullable(),
    createdByName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "TenancyRent" });
export type TenancyRent = z.infer<typeof tenancyRentSchema>;

export const rentIncreaseNoticeSchema = z
  .object({
    id: z.string(),
    tenancyId: z.string(),
    status: z.enum(rentIncreaseStatuses),
    currentRent: z.number().int(),
    newRent: z.number().int(),
    frequency: z.enum(rentFrequencies),
    /** The day the new rent starts (after a tribunal decision: the day the decided rent takes effect). */
    startDate: z.string(),
    servedOn: z.string().nullable(),
    serviceMethod: z.enum(serviceMethods).nullable(),
    serviceNote: z.string().nullable(),
    challengedOn: z.string().nullable(),
    decidedRent: z.number().int().nullable(),
    decidedOn: z.string().nullable(),
    appliedAt: z.string().nullable(),
    withdrawnAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "RentIncreaseNotice" });
export type RentIncreaseNotice = z.infer<typeof rentIncreaseNoticeSchema>;

/** What the law allows next, for the staff's form (null for the tenant). */
export const rentIncreaseOptionsSchema = z
  .object({
    /** Whether a new notice can be proposed now; `reason` says why not. */
    canPropose: z.boolean(),
    reason: z.string().nullable(),
    /** The earliest start for a notice served today (null when none can be proposed). */
    earliestStart: z.string().nullable(),
    /** The statute the dates come from. */
    source: z.string(),
  })
  .meta({ id: "RentIncreaseOptions" });

export const tenancyRentsSchema = z
  .object({
    tenancyId: z.string(),
    currency: z.string(),
    currentRent: z.number().int(),
    frequency: z.enum(rentFrequencies),
    /** Oldest first. */
    rents: z.array(tenancyRentSchema),
    /** Newest first; the tenant sees only notices that were served. */
    notices: z.array(rentIncreaseNoticeSchema),
    options: rentIncreaseOptionsSchema.nullable(),
    /** The notice Keyhold fills and where the tenant refers it (null: none for this jurisdiction). */
    form: z.object({ name: z.string(), tribunal: z.string() }).nullable(),
  })
  .meta({ id: "TenancyRents" });
export type TenancyRents = z.infer<typeof tenancyRentsSchema>;
