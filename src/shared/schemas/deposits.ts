import "./zod-setup";
import { z } from "zod";
import { DEPOSIT_SCHEME_IDS, DEPOSIT_SCHEME_NAMES, type DepositSchemeId } from "../law";
import { type DateRule, isoDate } from "./dates";
import { type ServiceMethod, serviceMethodLabels, serviceMethods } from "./tenancy-terms";

/**
 * A tenancy's deposit: the holding deposit before it, the deposit received, its protection and
 * prescribed information (Housing Act 2004 ss.213-214), and its return at the end with proposed
 * deductions the tenant agrees or disputes. The law (caps, deadlines, schemes) is in src/shared/law.
 */

export const depositSchemeIds = DEPOSIT_SCHEME_IDS;
export type { DepositSchemeId };
export const depositSchemeNames = DEPOSIT_SCHEME_NAMES;

export { type ServiceMethod, serviceMethodLabels, serviceMethods };

export const holdingOutcomes = ["applied_to_deposit", "applied_to_rent", "refunded", "retained"] as const;
export type HoldingOutcome = (typeof holdingOutcomes)[number];
export const holdingOutcomeLabels: Record<HoldingOutcome, string> = {
  applied_to_deposit: "Applied to the deposit",
  applied_to_rent: "Applied to the first rent",
  refunded: "Refunded",
  retained: "Retained",
};

export const returnStatuses = ["none", "proposed", "agreed", "disputed", "returned"] as const;
export type ReturnStatus = (typeof returnStatuses)[number];
export const returnStatusLabels: Record<ReturnStatus, string> = {
  none: "Not started",
  proposed: "Deductions proposed",
  agreed: "Tenant agreed",
  disputed: "Tenant disputes",
  returned: "Returned",
};

/** Money that changed hands for a deposit: the past, within the last 50 years (not in the future). */
export const depositDateRule: DateRule = {
  min: { years: -50 },
  max: { days: 1 },
  message: "The date must be within the last 50 years, and not in the future",
};
/** The holding deposit's deadline for agreement: near its payment, past or future. */
export const holdingDeadlineRule: DateRule = {
  min: { years: -50 },
  max: { years: 2 },
  message: "The deadline must be within 50 years before and 2 years after today",
};

const pastDate = () => isoDate(depositDateRule);
const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}` })
    .trim()
    .min(1, `Please enter the ${label}`)
    .max(max, `At most ${max} characters`);
/** Money in pence: a deposit is never more than £100,000 here (bounds the input). */
const pence = (label: string, min = 1) =>
  z
    .number({ error: `Please enter the ${label}` })
    .int(`The ${label} must be in whole pence`)
    .min(min, min > 0 ? `The ${label} must be more than zero` : `The ${label} can't be negative`)
    .max(10_000_000, `The ${label} is too large`);
const nullable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" || v === undefined ? null : v), schema.nullable());

export const depositReceivedInputSchema = z.object({
  amount: pence("deposit"),
  receivedOn: pastDate(),
  receivedFrom: text("name of who paid it", 200),
});
export type DepositReceivedInput = z.input<typeof depositReceivedInputSchema>;

export const holdingDepositInputSchema = z.object({
  amount: pence("holding deposit"),
  receivedOn: pastDate(),
  /** Empty: the default deadline from the law table (15 days in England and Wales). */
  deadline: nullable(isoDate(holdingDeadlineRule)).optional(),
  outcome: nullable(z.enum(holdingOutcomes, { error: "Choose what happened to it" })).optional(),
});
export type HoldingDepositInput = z.input<typeof holdingDepositInputSchema>;

export const depositProtectionInputSchema = z.object({
  scheme: z.enum(depositSchemeIds, { error: "Choose the scheme protecting the deposit" }),
  reference: text("scheme's reference", 100),
  protectedOn: pastDate(),
});
export type DepositProtectionInput = z.input<typeof depositProtectionInputSchema>;

export const prescribedInfoInputSchema = z.object({
  servedOn: pastDate(),
  method: z.enum(serviceMethods, { error: "Choose how it was given" }),
});
export type PrescribedInfoInput = z.input<typeof prescribedInfoInputSchema>;

export const depositDeductionInputSchema = z.object({
  amount: pence("deduction"),
  reason: text("reason", 500),
  /** Evidence: a document of the tenancy (photo, invoice, check-out report). */
  documentId: nullable(z.uuid("Choose a document of this tenancy")).optional(),
});
export type DepositDeductionInput = z.input<typeof depositDeductionInputSchema>;

export const depositResponseInputSchema = z
  .object({
    response: z.enum(["agree", "dispute"], { error: "Choose agree or dispute" }),
    note: z
      .preprocess(
        (v) => (typeof v === "string" ? v.trim() || null : v),
        z.string().max(2000, "At most 2000 characters").nullable(),
      )
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.response === "dispute" && !v.note)
      ctx.addIssue({ code: "custom", path: ["note"], message: "Say which deductions you dispute, and why" });
  });
export type DepositResponseInput = z.input<typeof depositResponseInputSchema>;

export const depositReturnInputSchema = z.object({
  amount: pence("amount returned", 0),
  returnedOn: pastDate(),
});
export type DepositReturnInput = z.input<typeof depositReturnInputSchema>;

// ---- Responses -------------------------------------------------------------------------------

/** Where a duty with a 30-day deadline stands: done (in time or late), due in N days, N days overdue. */
export const dutyStatusSchema = z.object({
  state: z.enum(["done", "done-late", "due", "overdue"]),
  dueOn: z.string(),
  /** Due: days left (0 on the last day); overdue: days overdue; done-late: days late. */
  days: z.number().int(),
});
export type DutyStatus = z.infer<typeof dutyStatusSchema>;

export const depositDeductionSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: z.string(),
  document: z.object({ id: z.string(), title: z.string() }).nullable(),
  createdAt: z.string(),
});
export type DepositDeduction = z.infer<typeof depositDeductionSchema>;

export const depositSchema = z
  .object({
    tenancyId: z.string(),
    tenancyStatus: z.enum(["draft", "active", "ended"]),
    currency: z.string(),
    jurisdiction: z.enum(["england", "wales", "scotland"]),
    /** The deposit agreed on the tenancy's terms. */
    agreedAmount: z.number().int().nullable(),
    /** The most the law allows for this rent, with how it was worked out; null cap: no cap. */
    cap: z.object({ capMinor: z.number().int().nullable(), explanation: z.string() }).nullable(),
    schemes: z.array(z.enum(depositSchemeIds)),
    holding: z
      .object({
        amount: z.number().int(),
        receivedOn: z.string(),
        deadline: z.string().nullable(),
        outcome: z.enum(holdingOutcomes).nullable(),
      })
      .nullable(),
    received: z
      .object({ amount: z.number().int(), receivedOn: z.string(), receivedFrom: z.string().nullable() })
      .nullable(),
    protection: z
      .object({
        scheme: z.enum(depositSchemeIds).nullable(),
        reference: z.string().nullable(),
        protectedOn: z.string().nullable(),
      })
      .nullable(),
    protectionStatus: dutyStatusSchema.nullable(),
    prescribedInfo: z.object({ servedOn: z.string(), method: z.enum(serviceMethods) }).nullable(),
    prescribedInfoStatus: dutyStatusSchema.nullable(),
    /** Why a status could not be worked out (e.g. dates outside the known holidays), else null. */
    statusNote: z.string().nullable(),
    returnStatus: z.enum(returnStatuses),
    returnProposedOn: z.string().nullable(),
    tenantRespondedOn: z.string().nullable(),
    disputeNote: z.string().nullable(),
    returnedOn: z.string().nullable(),
    returnedAmount: z.number().int().nullable(),
    deductions: z.array(depositDeductionSchema),
    deductionsTotal: z.number().int(),
  })
  .meta({ id: "TenancyDeposit" });
export type Deposit = z.infer<typeof depositSchema>;

export const depositAttentionItemSchema = z
  .object({
    tenancyId: z.string(),
    propertyId: z.string(),
    propertyTitle: z.string(),
    tenantName: z.string().nullable(),
    amount: z.number().int(),
    currency: z.string(),
    receivedOn: z.string(),
    protection: dutyStatusSchema.nullable(),
    prescribedInfo: dutyStatusSchema.nullable(),
  })
  .meta({ id: "DepositAttentionItem" });
export type DepositAttentionItem = z.infer<typeof depositAttentionItemSchema>;

/** "Keyhold works out dates from the rules; this is not legal advice." Shown beside legal dates. */
export const NOT_LEGAL_ADVICE = "Keyhold works out dates from the rules; this is not legal advice.";

export const schemeName = (s: DepositSchemeId | null | undefined) => (s ? depositSchemeNames[s] : null);
