import "./zod-setup";
import { z } from "zod";
import { isOneOf } from "../one-of";
import { epcRatings } from "../property-vocab";
import { eicrOutcomes } from "./compliance-records";
import { checkDateRange, type DateRule, dateRules, isoDate, MAX_FILTER_YEARS } from "./dates";
import { tenancyLawSchema } from "./tenancy-terms";

/** Tenancies, the rent ledger, payments and documents: one set of rules for the API and the forms. */
export const tenancyStatuses = ["draft", "active", "ended"] as const;
export type TenancyStatus = (typeof tenancyStatuses)[number];
export const rentFrequencies = ["monthly", "weekly"] as const;
export type RentFrequencyValue = (typeof rentFrequencies)[number];
export const paymentMethods = ["bank_transfer", "card", "cash", "standing_order", "other"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentStatuses = ["pending", "completed", "failed", "refunded"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const documentKinds = [
  "agreement",
  "gas_safety",
  "eicr",
  "epc",
  "inventory",
  "deposit_certificate",
  "other",
] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const tenancyStatusLabels: Record<TenancyStatus, string> = {
  draft: "Draft",
  active: "Active",
  ended: "Ended",
};
export const rentFrequencyLabels: Record<RentFrequencyValue, string> = {
  monthly: "Monthly",
  weekly: "Weekly",
};
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  bank_transfer: "Bank transfer",
  card: "Card",
  cash: "Cash",
  standing_order: "Standing order",
  other: "Other",
};
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: "Pending",
  completed: "Completed",
  failed: "Failed",
  refunded: "Refunded",
};
export const documentKindLabels: Record<DocumentKind, string> = {
  agreement: "Tenancy agreement",
  gas_safety: "Gas safety certificate",
  eicr: "Electrical report (EICR)",
  epc: "Energy performance certificate (EPC)",
  inventory: "Inventory",
  deposit_certificate: "Deposit protection certificate",
  other: "Other",
};
export const weekdayLabels = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** An optional date: "" (an empty form field) is no date. */
const optionalDate = (rule: DateRule) =>
  z.preprocess((v) => (v === "" ? null : v), isoDate(rule).nullable().optional());
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
    z.string().max(max, `At most ${max} characters`).nullable().optional(),
  );
/** Money in minor units (pence). */
const minor = (label: string) =>
  z
    .number({ error: `Please enter the ${label}` })
    .int(`${label} must be in whole pence`)
    .min(1, `${label} must be more than zero`)
    .max(100_000_000, `${label} is too large`);

export const tenancyInputSchema = z
  .object({
    propertyId: z.string().uuid("Please choose a property"),
    tenantEmail: z.string().trim().toLowerCase().email("Please enter the tenant's e-mail address"),
    /**
     * Ignored (kept for older clients): every new tenancy e-mails the tenant an invitation, and
     * the tenancy reaches their account only when they accept it.
     */
    invite: z.boolean().optional(),
    startDate: isoDate(dateRules.tenancyStart),
    endDate: optionalDate(dateRules.tenancyEnd),
    rentAmount: minor("Rent"),
    rentFrequency: z.enum(rentFrequencies, { error: "Choose monthly or weekly" }),
    dueDay: z.number().int().min(1, "Choose a due day").max(31, "Choose a due day"),
    /**
     * The deposit agreed (within the cap for the rent: checked by the server, which knows the
     * property's jurisdiction). Receipt, protection and its scheme are recorded later on the
     * tenancy's deposit (the law gives 30 days to protect it).
     */
    depositAmount: z.preprocess((v) => (v === "" ? null : v), minor("Deposit").nullable().optional()),
    /** The day the tenancy agreement was signed: no rent may be recorded as paid before it. */
    signedOn: optionalDate(dateRules.pastEvent),
  })
  .superRefine((v, ctx) => {
    if (v.endDate && v.endDate <= v.startDate) {
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: "The end date must be after the start date",
      });
    }
    if (v.rentFrequency === "weekly" && v.dueDay > 7) {
      ctx.addIssue({ code: "custom", path: ["dueDay"], message: "For weekly rent choose a weekday (1-7)" });
    }
  });
export type TenancyInput = z.input<typeof tenancyInputSchema>;

export const tenancyStatusChangeSchema = z.object({
  status: z.enum(["active", "ended"], { error: "Choose active or ended" }),
  /** When ending: the last day of the tenancy (defaults to today). */
  endDate: optionalDate(dateRules.tenancyEnd),
});

export const tenancyQuerySchema = z.object({
  status: z.enum(tenancyStatuses).optional(),
  propertyId: z.string().uuid().optional(),
  q: z.string().trim().max(100).optional(),
});

export const paymentReportSchema = z.object({
  amount: minor("Amount"),
  paidOn: isoDate(dateRules.paidOn),
  method: z.enum(paymentMethods, { error: "Choose how you paid" }),
  reference: optionalText(100),
  note: optionalText(500),
});
export type PaymentReport = z.input<typeof paymentReportSchema>;

export const paymentRecordSchema = paymentReportSchema.extend({
  /** Staff may record a payment as already completed (default) or pending. */
  status: z.enum(["pending", "completed"]).default("completed"),
});
export type PaymentRecord = z.input<typeof paymentRecordSchema>;

export const paymentActionSchema = z.object({
  action: z.enum(["confirm", "fail", "refund"], { error: "Choose confirm, fail or refund" }),
  note: optionalText(500),
});

export const paymentsExportQuerySchema = z
  .object({ from: isoDate(), to: isoDate() })
  .superRefine((q, ctx) => checkDateRange(q, ctx, MAX_FILTER_YEARS));

export const paymentListQuerySchema = z.object({
  status: z.enum(paymentStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, "Page size must be at most 100").default(25),
});

export const documentUploadFieldsSchema = z
  .object({
    kind: z.enum(documentKinds, { error: "Choose the kind of document" }),
    title: optionalText(200),
    issuedOn: optionalDate(dateRules.issuedOn),
    expiresOn: optionalDate(dateRules.expiresOn),
    /** EICR only: the report's outcome. */
    outcome: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(eicrOutcomes, { error: "Choose satisfactory or unsatisfactory" }).optional(),
    ),
    /** EPC only: its energy rating (also set on the home when staff upload it). */
    epcRating: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(epcRatings, { error: "Choose a rating from A to G" }).optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.outcome && v.kind !== "eicr") {
      ctx.addIssue({ code: "custom", path: ["outcome"], message: "Only an EICR has an outcome" });
    }
    if (v.epcRating && v.kind !== "epc") {
      ctx.addIssue({ code: "custom", path: ["epcRating"], message: "Only an EPC has an energy rating" });
    }
    if (v.issuedOn && v.expiresOn && v.expiresOn <= v.issuedOn) {
      ctx.addIssue({
        code: "custom",
        path: ["expiresOn"],
        message: "The expiry must be after the issue date",
      });
    }
  });

// ---- Responses -------------------------------------------------------------------------------

export const personRefSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const propertyRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  postcode: z.string(),
  landlordId: z.string(),
  agentId: z.string().nullable(),
});

export const ledgerSummarySchema = z.object({
  chargedMinor: z.number().int(),
  paidMinor: z.number().int(),
  balanceMinor: z.number().int(),
  arrearsMinor: z.number().int(),
  daysOverdue: z.number().int(),
  oldestUnpaidDueDate: z.string().nullable(),
  pendingMinor: z.number().int(),
  nextDue: z.object({ dueDate: z.string(), amountMinor: z.number().int() }).nullable(),
  asOf: z.string(),
});
export type LedgerSummaryDto = z.infer<typeof ledgerSummarySchema>;

export const tenancySchema = z
  .object({
    id: z.string(),
    status: z.enum(tenancyStatuses),
    property: propertyRefSchema,
    /** Null until the invited tenant accepts the invitation. */
    tenant: personRefSchema.nullable(),
    /** The e-mailed invitation while the tenant has not accepted it. */
    invitation: z.object({ email: z.string(), expiresAt: z.string().nullable() }).nullable(),
    startDate: z.string(),
    endDate: z.string().nullable(),
    rentAmount: z.number().int(),
    currency: z.string(),
    rentFrequency: z.enum(rentFrequencies),
    dueDay: z.number().int(),
    depositAmount: z.number().int().nullable(),
    activatedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    summary: ledgerSummarySchema,
    /** The jurisdiction's rules applied to this tenancy: periodic status, written terms, notice. */
    law: tenancyLawSchema,
  })
  .meta({ id: "Tenancy" });
export type Tenancy = z.infer<typeof tenancySchema>;

export const paymentSchema = z
  .object({
    id: z.string(),
    tenancyId: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    paidOn: z.string(),
    method: z.enum(paymentMethods),
    reference: z.string().nullable(),
    status: z.enum(paymentStatuses),
    note: z.string().nullable(),
    createdBy: personRefSchema.nullable(),
    recordedBy: personRefSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Payment" });
export type Payment = z.infer<typeof paymentSchema>;

/** A payment with the tenancy it belongs to, for the payments queue across tenancies. */
export const paymentListItemSchema = paymentSchema.extend({
  tenancy: z.object({
    id: z.string(),
    propertyTitle: z.string(),
    tenantName: z.string().nullable(),
  }),
});
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;

export const ledgerEntrySchema = z
  .object({
    date: z.string(),
    type: z.enum(["charge", "payment"]),
    description: z.string(),
    debitMinor: z.number().int(),
    creditMinor: z.number().int(),
    balanceMinor: z.number().int(),
    paymentId: z.string().nullable(),
  })
  .meta({ id: "LedgerEntry" });
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerSchema = z
  .object({
    tenancyId: z.string(),
    currency: z.string(),
    entries: z.array(ledgerEntrySchema),
    payments: z.array(paymentSchema),
    summary: ledgerSummarySchema,
  })
  .meta({ id: "Ledger" });
export type Ledger = z.infer<typeof ledgerSchema>;

export const documentSchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    tenancyId: z.string().nullable(),
    kind: z.enum(documentKinds),
    title: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    sizeBytes: z.number().int(),
    issuedOn: z.string().nullable(),
    expiresOn: z.string().nullable(),
    /** EICR: satisfactory | unsatisfactory, and its remedial work's dates. */
    outcome: z.enum(eicrOutcomes).nullable(),
    remedialDueOn: z.string().nullable(),
    remedialDoneOn: z.string().nullable(),
    remedialConfirmedOn: z.string().nullable(),
    uploadedBy: personRefSchema.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "TenancyDocument" });
export type TenancyDocument = z.infer<typeof documentSchema>;

export const complianceStates = ["valid", "expiring", "expired", "missing"] as const;
export type ComplianceState = (typeof complianceStates)[number];
export const complianceKinds = ["gas_safety", "eicr", "epc"] as const;
export type ComplianceKind = (typeof complianceKinds)[number];
/** How long each certificate lasts when the upload gives no expiry date. */
export const complianceValidity: Record<ComplianceKind, { months: number; label: string }> = {
  gas_safety: { months: 12, label: "12 months" },
  eicr: { months: 60, label: "5 years" },
  epc: { months: 120, label: "10 years" },
};
/** How long a document of this kind lasts (certificates), or undefined (every other kind). */
export const validityOf = (kind: DocumentKind) =>
  isOneOf(complianceKinds, kind) ? complianceValidity[kind] : undefined;
export const complianceStateLabels: Record<ComplianceState, string> = {
  valid: "Valid",
  expiring: "Expiring within 30 days",
  expired: "Expired",
  missing: "Missing",
};

export const complianceItemSchema = z.object({
  kind: z.enum(complianceKinds),
  state: z.enum(complianceStates),
  expiresOn: z.string().nullable(),
  documentId: z.string().nullable(),
});
export const complianceRowSchema = z
  .object({
    property: propertyRefSchema,
    items: z.array(complianceItemSchema),
  })
  .meta({ id: "ComplianceRow" });
export type ComplianceRow = z.infer<typeof complianceRowSchema>;

/** Accepting a tenancy invitation: the token from the e-mailed link, or (proven e-mail) its id. */
export const tenancyInvitationAcceptSchema = z
  .object({
    token: z
      .string()
      .trim()
      .min(16, "This invitation link is incomplete: open it from the e-mail again")
      .max(200, "This invitation link is not valid")
      .optional(),
    invitationId: z.uuid("Unknown invitation").optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.token === !v.invitationId) {
      ctx.addIssue({
        code: "custom",
        path: ["token"],
        message: "Send either the token from the invitation link or the invitation's id",
      });
    }
  });
export type TenancyInvitationAccept = z.infer<typeof tenancyInvitationAcceptSchema>;

export const pendingTenancyInvitationSchema = z
  .object({
    invitationId: z.string(),
    expiresAt: z.string(),
    /** Name of the landlord, agent or administrator who sent it. */
    invitedBy: z.string().nullable(),
    tenancy: z.object({
      id: z.string(),
      status: z.enum(tenancyStatuses),
      startDate: z.string(),
      rentAmount: z.number().int(),
      currency: z.string(),
      rentFrequency: z.enum(rentFrequencies),
      propertyTitle: z.string(),
      city: z.string(),
    }),
  })
  .meta({ id: "PendingTenancyInvitation" });
export type PendingTenancyInvitation = z.infer<typeof pendingTenancyInvitationSchema>;
