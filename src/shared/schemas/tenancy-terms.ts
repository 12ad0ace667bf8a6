import "./zod-setup";
import { z } from "zod";
import { JURISDICTIONS } from "../law/jurisdictions";
import { dateRules, isoDate } from "./dates";

/**
 * A tenancy's terms under the Renters' Rights Act (issue 15): editing a draft's terms, the written
 * statement (or information sheet) given, and notices that end a tenancy. Keyhold records and
 * computes dates from src/shared/law; it never gives legal advice.
 */

export const serviceMethods = ["hand", "post", "email", "other"] as const;
export type ServiceMethod = (typeof serviceMethods)[number];
export const serviceMethodLabels: Record<ServiceMethod, string> = {
  hand: "By hand",
  post: "By post",
  email: "By e-mail",
  other: "Another way",
};

const optionalDate = (rule: Parameters<typeof isoDate>[0]) =>
  z.preprocess((v) => (v === "" ? null : v), isoDate(rule).nullable().optional());
const optionalText = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? null : typeof v === "string" ? v.trim() : v),
    z.string().max(max, `The ${label} must be at most ${max} characters`).nullable().optional(),
  );
const minor = (label: string) =>
  z
    .number({ error: `Please enter the ${label}` })
    .int(`${label} must be in whole pence`)
    .min(1, `${label} must be more than zero`)
    .max(100_000_000, `${label} is too large`);

/** A draft's terms, changed before it becomes active (after that, only a rent change notice). */
export const tenancyTermsPatchSchema = z
  .object({
    startDate: isoDate(dateRules.tenancyStart).optional(),
    endDate: optionalDate(dateRules.tenancyEnd),
    rentAmount: minor("Rent").optional(),
    rentFrequency: z.enum(["monthly", "weekly"], { error: "Choose monthly or weekly" }).optional(),
    dueDay: z.number().int().min(1, "Choose a due day").max(31, "Choose a due day").optional(),
    depositAmount: z.preprocess((v) => (v === "" ? null : v), minor("Deposit").nullable().optional()),
    signedOn: optionalDate(dateRules.pastEvent),
    reason: optionalText(300, "reason"),
  })
  .refine((v) => Object.keys(v).some((k) => k !== "reason"), { message: "Nothing to change" });
export type TenancyTermsPatch = z.input<typeof tenancyTermsPatchSchema>;

/** The written statement of terms (or information sheet) given to the tenant. */
export const writtenTermsInputSchema = z.object({
  givenOn: isoDate(dateRules.pastEvent),
  method: z.enum(serviceMethods, { error: "Choose how it was given" }),
});
export type WrittenTermsInput = z.input<typeof writtenTermsInputSchema>;

export const writtenTermsSchema = z.object({
  document: z.string(),
  deadline: z.string(),
  givenOn: z.string().nullable(),
  method: z.enum(serviceMethods).nullable(),
  met: z.boolean(),
  overdue: z.boolean(),
  source: z.string(),
});

export const noticeGivers = ["tenant", "landlord"] as const;
export const noticeStatuses = ["given", "withdrawn"] as const;
export type NoticeStatus = (typeof noticeStatuses)[number];

/**
 * A notice ending the tenancy. The tenant's: the end defaults to the earliest valid day the law
 * allows. The landlord's: the ground and notice period are recorded as given (data only).
 */
export const tenancyNoticeInputSchema = z
  .object({
    givenBy: z.enum(noticeGivers, { error: "Choose who gave the notice" }),
    givenOn: isoDate(dateRules.pastEvent),
    endsOn: optionalDate(dateRules.tenancyEnd),
    method: z.enum(serviceMethods, { error: "Choose how the notice was given" }),
    ground: optionalText(200, "ground"),
    noticePeriod: optionalText(100, "notice period"),
    note: optionalText(1000, "note"),
  })
  .superRefine((v, ctx) => {
    if (v.givenBy !== "landlord") return;
    if (!v.endsOn)
      ctx.addIssue({
        code: "custom",
        path: ["endsOn"],
        message: "Enter the date the notice ends the tenancy",
      });
    if (!v.ground)
      ctx.addIssue({
        code: "custom",
        path: ["ground"],
        message: "Enter the possession ground the notice relies on",
      });
    if (!v.noticePeriod)
      ctx.addIssue({
        code: "custom",
        path: ["noticePeriod"],
        message: "Enter the notice period the notice gives",
      });
  });
export type TenancyNoticeInput = z.input<typeof tenancyNoticeInputSchema>;

export const tenancyNoticeSchema = z
  .object({
    id: z.string(),
    tenancyId: z.string(),
    givenBy: z.enum(noticeGivers),
    givenOn: z.string(),
    endsOn: z.string(),
    method: z.enum(serviceMethods),
    ground: z.string().nullable(),
    noticePeriod: z.string().nullable(),
    note: z.string().nullable(),
    status: z.enum(noticeStatuses),
    recordedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "TenancyNotice" });
export type TenancyNotice = z.infer<typeof tenancyNoticeSchema>;

/** What the law table says about this tenancy, for the tenancy page. */
export const tenancyLawSchema = z.object({
  jurisdiction: z.enum(JURISDICTIONS),
  /** England: set when a fixed term agreed before 1 May 2026 became periodic that day. */
  periodicSince: z.string().nullable(),
  originalTermEnd: z.string().nullable(),
  signedOn: z.string().nullable(),
  writtenTerms: writtenTermsSchema,
  notice: tenancyNoticeSchema.nullable(),
});
export type TenancyLaw = z.infer<typeof tenancyLawSchema>;
