/**
 * Contractors and works orders (issue 18 item 2): a landlord's or agent's own book of tradespeople,
 * works orders raised from a maintenance ticket with a budget, the landlord's approval limit per
 * home, and what the contractor sees and does through their no-account link.
 * - Approval: an order whose budget is above the home's limit waits for the landlord; at or below
 *   it goes to the contractor at once. A home without a limit of its own uses £250
 *   (DEFAULT_APPROVAL_LIMIT_PENCE); a limit of £0 makes every order wait. An order the landlord
 *   raises is their own approval.
 * - Money is in pence; every size is bounded.
 */
import "./zod-setup";
import { z } from "zod";
import { coverageKinds, isCoverArea } from "../postcode-areas";
import { dateRules, isoDate } from "./dates";

export const trades = [
  "plumber",
  "electrician",
  "gas_engineer",
  "roofer",
  "builder",
  "locksmith",
  "handyman",
  "cleaner",
  "pest_control",
  "other",
] as const;
export type Trade = (typeof trades)[number];
export const tradeLabels: Record<Trade, string> = {
  plumber: "Plumber",
  electrician: "Electrician",
  gas_engineer: "Gas engineer",
  roofer: "Roofer",
  builder: "Builder",
  locksmith: "Locksmith",
  handyman: "Handyman",
  cleaner: "Cleaner",
  pest_control: "Pest control",
  other: "Other",
};

export const DEFAULT_APPROVAL_LIMIT_PENCE = 25_000;
/** £100,000: the largest budget, invoice or approval limit Keyhold takes. */
export const WORKS_MONEY_MAX = 10_000_000;
/** A contractor lists at most this many postcode areas or districts (postcode-areas.ts). */
export const AREAS_MAX = 50;
export const CONTRACTOR_LINK_DAYS = 30;
export const WORKS_FILES_MAX = 20;
/** Insurance ending within this many days is flagged "expiring". */
export const INSURANCE_WARNING_DAYS = 30;

const text = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `The ${label} may be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} may be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
const pence = (label: string, min: number) =>
  z
    .number({ error: `Enter the ${label} in pence` })
    .int(`The ${label} must be a whole number of pence`)
    .min(min, min > 0 ? `The ${label} must be more than £0` : `The ${label} cannot be negative`)
    .max(WORKS_MONEY_MAX, `The ${label} must be at most £100,000`);

export const contractorInputSchema = z
  .object({
    name: text("contractor's name", 120),
    company: optionalText("company name", 120),
    trade: z.enum(trades, { error: "Choose a trade" }),
    areas: z
      .array(z.string({ error: "Write each area as text, like LS or SW1A" }), {
        error: "List the postcode areas or districts they cover",
      })
      .max(AREAS_MAX, `At most ${AREAS_MAX} postcode areas or districts`)
      .default([])
      .transform((list, ctx) => {
        const areas = [...new Set(list.map((a) => a.trim().toUpperCase()).filter(Boolean))];
        const bad = areas.find((a) => !isCoverArea(a));
        if (bad === undefined) return areas;
        ctx.addIssue({
          code: "custom",
          message: `"${bad.slice(0, 12)}" is not a postcode area or district: use the start of a postcode, like LS, LS1, M60 or SW1A`,
        });
        return z.NEVER;
      }),
    email: z
      .email("Enter an e-mail address like name@example.com")
      .max(254, "The e-mail address may be at most 254 characters"),
    phone: optionalText("phone number", 30).refine(
      (v) => v === null || /^\+?[0-9][0-9 ()-]{5,28}$/.test(v),
      "A phone number may hold only digits, spaces, brackets, hyphens and a leading +",
    ),
    insuranceExpiresOn: isoDate(dateRules.expiresOn)
      .nullish()
      .or(z.literal(""))
      .transform((v) => v || null),
    gasSafeNumber: optionalText("Gas Safe number", 7).refine(
      (v) => v === null || /^\d{6,7}$/.test(v),
      "A Gas Safe registration number is 6 or 7 digits",
    ),
    niceicNumber: optionalText("NICEIC or NAPIT number", 20).refine(
      (v) => v === null || /^[A-Za-z0-9/-]{3,20}$/.test(v),
      "Use the letters and digits of the NICEIC or NAPIT registration",
    ),
  })
  .superRefine((v, ctx) => {
    if (v.trade === "gas_engineer" && !v.gasSafeNumber) {
      ctx.addIssue({
        code: "custom",
        path: ["gasSafeNumber"],
        message: "A gas engineer must be on the Gas Safe Register: enter their number",
      });
    }
    if (v.trade !== "gas_engineer" && v.gasSafeNumber) {
      ctx.addIssue({ code: "custom", path: ["gasSafeNumber"], message: "Only for gas engineers" });
    }
    if (v.trade !== "electrician" && v.niceicNumber) {
      ctx.addIssue({ code: "custom", path: ["niceicNumber"], message: "Only for electricians" });
    }
  });
export type ContractorInput = z.input<typeof contractorInputSchema>;

export const insuranceStates = ["unknown", "valid", "expiring", "expired"] as const;
export const contractorSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  trade: z.enum(trades),
  areas: z.array(z.string()),
  email: z.string(),
  phone: z.string().nullable(),
  insuranceExpiresOn: z.string().nullable(),
  insurance: z.enum(insuranceStates),
  gasSafeNumber: z.string().nullable(),
  niceicNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type Contractor = z.infer<typeof contractorSchema>;

/** The book for a works order on a home: with propertyId, ranked by who covers the home. */
export const contractorListQuerySchema = z.object({
  propertyId: z.uuid("Choose a home from your list").optional(),
});
/** How the contractor's areas meet the home asked about (postcode-areas.ts), and its label. */
export const contractorCoverageSchema = z.object({ kind: z.enum(coverageKinds), label: z.string() });
export const contractorListItemSchema = contractorSchema.extend({
  /** Only when the list was asked for a home. */
  coverage: contractorCoverageSchema.optional(),
});
export type ContractorListItem = z.infer<typeof contractorListItemSchema>;

export const worksOrderStatuses = [
  "awaiting_approval",
  "sent",
  "accepted",
  "scheduled",
  "done",
  "declined",
  "cancelled",
  "rejected",
] as const;
export type WorksOrderStatus = (typeof worksOrderStatuses)[number];
export const worksStatusLabels: Record<WorksOrderStatus, string> = {
  awaiting_approval: "Awaiting the landlord's approval",
  sent: "Sent to the contractor",
  accepted: "Accepted",
  scheduled: "Appointment booked",
  done: "Work done",
  declined: "Declined by the contractor",
  cancelled: "Cancelled",
  rejected: "Not approved",
};
/** Orders still in play (the others are closed). */
export const openWorksStatuses: readonly WorksOrderStatus[] = [
  "awaiting_approval",
  "sent",
  "accepted",
  "scheduled",
  "done",
];

export const createWorksOrderSchema = z.object({
  contractorId: z.uuid("Choose a contractor"),
  description: text("description of the work", 2000),
  budgetPence: pence("budget", 1),
});
export const approvalDecisionSchema = z.object({
  decision: z.enum(["approve", "reject"], { error: "Approve or reject" }),
  note: optionalText("note", 500),
});
export const approvalLimitInputSchema = z.object({ approvalLimitPence: pence("approval limit", 0) });
export const approvalLimitSchema = z.object({
  propertyId: z.string(),
  approvalLimitPence: z.number(),
  isDefault: z.boolean(),
  canEdit: z.boolean(),
});
export const invoiceApprovalSchema = z.object({ resolveTicket: z.boolean().optional().default(true) });
export const worksOrderListQuerySchema = z.object({
  status: z.enum(worksOrderStatuses, { error: "Unknown status" }).optional(),
  open: z.enum(["true", "false"]).optional(),
});

/** What a contractor uploads on an order through their link. */
export const worksFileKinds = ["photo", "invoice"] as const;

export const worksFileSchema = z.object({
  id: z.string(),
  kind: z.enum(worksFileKinds),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});
export type WorksFile = z.infer<typeof worksFileSchema>;

export const invoiceSchema = z
  .object({
    amountPence: z.number(),
    fileId: z.string(),
    submittedAt: z.string(),
    approvedAt: z.string().nullable(),
    expenseId: z.string().nullable(),
  })
  .nullable();

export const worksOrderSchema = z.object({
  id: z.string(),
  number: z.number(),
  ticketId: z.string(),
  ticketNumber: z.number(),
  propertyId: z.string(),
  propertyTitle: z.string(),
  address: z.string(),
  contractor: contractorSchema.pick({
    id: true,
    name: true,
    company: true,
    trade: true,
    email: true,
    phone: true,
    insurance: true,
  }),
  description: z.string(),
  budgetPence: z.number(),
  status: z.enum(worksOrderStatuses),
  approvalLimitPence: z.number(),
  approvedAt: z.string().nullable(),
  approvedByName: z.string().nullable(),
  decisionNote: z.string().nullable(),
  appointmentAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  doneAt: z.string().nullable(),
  invoice: invoiceSchema,
  files: z.array(worksFileSchema),
  link: z.object({ active: z.boolean(), issuedAt: z.string().nullable(), expiresAt: z.string().nullable() }),
  canManage: z.boolean(),
  canApprove: z.boolean(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type WorksOrder = z.infer<typeof worksOrderSchema>;

/** What a tenant sees of a works order on their ticket: who comes, and when. */
export const worksVisitSchema = z.object({
  id: z.string(),
  trade: z.enum(trades),
  company: z.string(),
  status: z.enum(worksOrderStatuses),
  appointmentAt: z.string().nullable(),
});
export type WorksVisit = z.infer<typeof worksVisitSchema>;

/** The answer when a contractor link is issued: the URL, shown this once. */
export const worksOrderWithLinkSchema = z.object({ order: worksOrderSchema, linkUrl: z.string().nullable() });

// ---- The contractor's page (no account: the link is the key) ---------------------------------

export const contractorResponseSchema = z.discriminatedUnion("action", [
  z.object({ action: z.literal("accept") }),
  z.object({ action: z.literal("decline"), reason: optionalText("reason", 500) }),
]);
export const appointmentInputSchema = z.object({
  appointmentAt: z.iso.datetime({ offset: true, error: "Choose a date and time" }),
});

export const contractorJobSchema = z.object({
  reference: z.string(),
  status: z.enum(worksOrderStatuses),
  trade: z.enum(trades),
  contractorName: z.string(),
  address: z.string(),
  description: z.string(),
  budgetPence: z.number(),
  appointmentAt: z.string().nullable(),
  /** Only once the contractor has accepted the job. */
  tenant: z.object({ name: z.string(), email: z.string() }).nullable(),
  issuedBy: z.string(),
  invoice: invoiceSchema,
  files: z.array(worksFileSchema),
  expiresAt: z.string(),
});
export type ContractorJob = z.infer<typeof contractorJobSchema>;

/** Insurance state on a date: unknown (not given), expired, expiring within 30 days, valid. */
export function insuranceState(expiresOn: string | null, today: string): (typeof insuranceStates)[number] {
  if (!expiresOn) return "unknown";
  if (expiresOn < today) return "expired";
  const soon = new Date(`${today}T00:00:00Z`);
  soon.setUTCDate(soon.getUTCDate() + INSURANCE_WARNING_DAYS);
  return expiresOn <= soon.toISOString().slice(0, 10) ? "expiring" : "valid";
}
