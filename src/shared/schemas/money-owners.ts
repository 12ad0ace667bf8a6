import "./zod-setup";
import { z } from "zod";
import { parseIsoDate } from "../dates";
import { checkDateRange, type DateRule, dateRules, isoDate } from "./dates";

/**
 * Requests and answers of a home's owners and shares, its values and its management agreement,
 * and the agent's fee income (issue 17 items 1, 3 and 6). Shares and rates are basis points
 * (100 % = 10,000 bp), amounts pence; the rules are in src/shared/accounts.
 */

export const MAX_OWNERS = 20;
/** £20m: the most the value columns (integer pence) hold with room to spare; see the report. */
export const MAX_HOME_VALUE_MINOR = 2_000_000_000;
/** £100,000 a month: a fixed management fee above it is a typing slip. */
export const MAX_FIXED_FEE_MINOR = 10_000_000;
export const MAX_FEE_RANGE_YEARS = 2;

const ownerName = z
  .string({ error: "Enter the owner's name" })
  .trim()
  .min(1, "Enter the owner's name")
  .max(120, "At most 120 characters");
const email = z.preprocess(
  (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim().toLowerCase()) : v),
  z.email("Enter a valid e-mail address").max(254, "At most 254 characters").nullable().optional(),
);
const shareBp = z
  .number({ error: "Enter the share as a percentage" })
  .int("Use at most two decimal places")
  .min(1, "Each share must be between 0.01 % and 100 %")
  .max(10_000, "Each share must be between 0.01 % and 100 %");

export const ownerInputSchema = z.object({
  /** An owner row already recorded (keep it); none for the landlord before shares are first set, or a new co-owner. */
  id: z.preprocess((v) => (v === "" ? null : v), z.uuid("Unknown owner").nullable().optional()),
  name: ownerName,
  /** A new co-owner's e-mail: they are invited to read their share. */
  email,
  shareBp,
});
export const ownersInputSchema = z.object({
  owners: z
    .array(ownerInputSchema)
    .min(1, "The landlord account is always the first owner")
    .max(MAX_OWNERS, `At most ${MAX_OWNERS} owners`),
});
export type OwnersInput = z.input<typeof ownersInputSchema>;

export const ownerStatuses = ["owner", "accepted", "invited"] as const;
export const ownerSchema = z.object({
  /** The recorded row; null for the landlord's implied 100 % before any shares are set. */
  id: z.string().nullable(),
  name: z.string(),
  /** The invited address: shown to whoever may change the owners only. */
  email: z.string().nullable(),
  shareBp: z.number().int(),
  isPrimary: z.boolean(),
  /** owner: the landlord account; accepted: a co-owner with access; invited: not yet accepted. */
  status: z.enum(ownerStatuses),
  /** Whether this row is the caller. */
  isYou: z.boolean(),
});
export type Owner = z.infer<typeof ownerSchema>;
export const ownersSchema = z.object({
  propertyId: z.string(),
  owners: z.array(ownerSchema),
  canEdit: z.boolean(),
});
export type Owners = z.infer<typeof ownersSchema>;

// ---- Values ------------------------------------------------------------------------------------

const amount = (label: string) =>
  z
    .number({ error: `Enter the ${label}` })
    .int("Use whole pence")
    .min(1, `The ${label} must be more than £0`)
    .max(MAX_HOME_VALUE_MINOR, `The ${label} must be at most £20,000,000`)
    .nullable();
const purchasedOnRule: DateRule = {
  min: "1900-01-01",
  max: { days: 1 },
  message: "The purchase date must be from 1 January 1900 to today",
};
export const homeValuesInputSchema = z.object({
  purchasePriceMinor: amount("purchase price"),
  purchasedOn: z.preprocess((v) => (v === "" ? null : v), isoDate(purchasedOnRule).nullable()),
  currentValueMinor: amount("current value"),
});
export type HomeValuesInput = z.input<typeof homeValuesInputSchema>;

// ---- Management agreement ----------------------------------------------------------------------

export const agreementInputSchema = z
  .object({
    feeBp: z
      .number({ error: "Enter the fee as a percentage of rent collected" })
      .int("Use at most two decimal places")
      .min(0, "The fee must be between 0 % and 100 % of rent collected")
      .max(10_000, "The fee must be between 0 % and 100 % of rent collected"),
    fixedFeeMinor: z
      .number({ error: "Enter the fixed fee per month (0 for none)" })
      .int("Use whole pence")
      .min(0, "The fixed fee cannot be negative")
      .max(MAX_FIXED_FEE_MINOR, "The fixed fee must be at most £100,000 a month"),
    vatBp: z
      .number({ error: "Choose the VAT rate" })
      .int("Use at most two decimal places")
      .min(0, "VAT must be between 0 % and 100 %")
      .max(10_000, "VAT must be between 0 % and 100 %"),
    startsOn: isoDate(dateRules.tenancyStart),
    endsOn: z.preprocess((v) => (v === "" ? null : v), isoDate(dateRules.tenancyEnd).nullable().optional()),
  })
  .superRefine((v, ctx) => {
    if (v.feeBp === 0 && v.fixedFeeMinor === 0)
      ctx.addIssue({
        code: "custom",
        path: ["feeBp"],
        message: "Set a percentage of rent, a fixed monthly fee, or both",
      });
    if (v.endsOn && parseIsoDate(v.endsOn) && parseIsoDate(v.startsOn) && v.endsOn < v.startsOn)
      ctx.addIssue({
        code: "custom",
        path: ["endsOn"],
        message: "The end date must be on or after the start",
      });
  });
export type AgreementInput = z.input<typeof agreementInputSchema>;

export const agreementSchema = z.object({
  propertyId: z.string(),
  agentId: z.string().nullable(),
  agentName: z.string().nullable(),
  feeBp: z.number().int(),
  fixedFeeMinor: z.number().int(),
  vatBp: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  updatedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

// ---- Homes -------------------------------------------------------------------------------------

export const moneyRelations = ["owner", "co-owner", "agent", "admin"] as const;
export const moneyHomeSchema = z.object({
  id: z.string(),
  title: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  postcode: z.string(),
  landlordName: z.string(),
  agentName: z.string().nullable(),
  /** How the caller reaches this home's money. */
  relation: z.enum(moneyRelations),
  /** The caller's share (null when the caller owns none of it). */
  yourShareBp: z.number().int().nullable(),
  ownerCount: z.number().int(),
  purchasePriceMinor: z.number().int().nullable(),
  purchasedOn: z.string().nullable(),
  currentValueMinor: z.number().int().nullable(),
  agreement: agreementSchema.nullable(),
  /** Values and expenses (landlord account, agent, admin). */
  canWrite: z.boolean(),
  /** Owners and the agreement (landlord account, admin). */
  canEditOwners: z.boolean(),
});
export type MoneyHome = z.infer<typeof moneyHomeSchema>;
export const moneyHomesSchema = z.object({ items: z.array(moneyHomeSchema), truncated: z.boolean() });

export const ownerInvitationAcceptSchema = z.object({
  token: z.string({ error: "Open the invitation link from the e-mail" }).min(10).max(200),
});
export const ownerInvitationAcceptedSchema = z.object({
  homes: z.array(z.object({ id: z.string(), title: z.string(), shareBp: z.number().int() })),
});

// ---- Fee income --------------------------------------------------------------------------------

export const feesQuerySchema = z
  .object({ from: isoDate().optional(), to: isoDate().optional() })
  .superRefine((q, ctx) => checkDateRange(q, ctx, MAX_FEE_RANGE_YEARS));

const feeFigures = {
  /** Fee before VAT, the VAT on it, and the two together (what was deducted from rent). */
  netMinor: z.number().int(),
  vatMinor: z.number().int(),
  totalMinor: z.number().int(),
};
export const feeMonthSchema = z.object({ month: z.string(), ...feeFigures });
export const feeIncomeSchema = z.object({
  from: z.string(),
  to: z.string(),
  homes: z.array(
    z.object({
      propertyId: z.string(),
      title: z.string(),
      city: z.string(),
      hasAgreement: z.boolean(),
      months: z.array(feeMonthSchema),
      ...feeFigures,
    }),
  ),
  months: z.array(feeMonthSchema),
  totals: z.object(feeFigures),
});
export type FeeIncome = z.infer<typeof feeIncomeSchema>;
