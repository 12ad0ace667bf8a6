import "./zod-setup";
import { z } from "zod";
import { parseIsoDate } from "../dates";
import {
  LICENCE_RULES,
  type LicenceKind,
  licenceKinds,
  licenceLengthProblem,
} from "../law/compliance-records";
import { serviceMethods } from "./compliance";
import { type DateRule, dateRules, isoDate } from "./dates";

/**
 * Requests and answers of the compliance evidence records (issue 16): licences of a home, alarm
 * checks and Right to Rent checks of a tenancy, EICR remedial work, proof of service and the
 * tenant's certificates. The figures are in src/shared/law/compliance-records.ts.
 */

export { type LicenceKind, licenceKinds } from "../law/compliance-records";
export const licenceKindLabels = Object.fromEntries(
  licenceKinds.map((k) => [k, LICENCE_RULES[k].label]),
) as Record<LicenceKind, string>;

const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
    z.string().max(max, `At most ${max} characters`).nullable().optional(),
  );
const optionalDate = (rule: DateRule = dateRules.any) =>
  z.preprocess((v) => (v === "" ? null : v), isoDate(rule).nullable().optional());

export const NOTE_MAX = 500;

// ---- Licences ----------------------------------------------------------------------------------

export const licenceInputSchema = z
  .object({
    kind: z.enum(licenceKinds, { error: "Choose the kind of licence" }),
    reference: z
      .string({ error: "Enter the licence or registration number" })
      .trim()
      .min(1, "Enter the licence or registration number")
      .max(60, "At most 60 characters"),
    issuedOn: isoDate(dateRules.issuedOn),
    expiresOn: isoDate(dateRules.expiresOn),
    documentId: z.preprocess(
      (v) => (v === "" ? null : v),
      z.uuid("Choose a document of this home").nullable().optional(),
    ),
    note: text(NOTE_MAX),
  })
  .superRefine((v, ctx) => {
    // Only when both dates are real (the date schemas report the others themselves).
    if (!parseIsoDate(v.issuedOn) || !parseIsoDate(v.expiresOn) || !licenceKinds.includes(v.kind)) return;
    const problem = licenceLengthProblem(v.kind, v.issuedOn, v.expiresOn);
    if (problem) ctx.addIssue({ code: "custom", path: ["expiresOn"], message: problem });
  });
export type LicenceInput = z.input<typeof licenceInputSchema>;

export const licenceSchema = z
  .object({
    id: z.string(),
    propertyId: z.string(),
    kind: z.enum(licenceKinds),
    reference: z.string(),
    issuedOn: z.string(),
    expiresOn: z.string(),
    document: z.object({ id: z.string(), title: z.string() }).nullable(),
    note: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "PropertyLicence" });
export type Licence = z.infer<typeof licenceSchema>;

// ---- Alarm checks ------------------------------------------------------------------------------

export const alarmCheckInputSchema = z.object({
  checkedOn: isoDate(dateRules.pastEvent),
  smokeAlarmsOk: z.boolean({ error: "Say whether every smoke alarm worked" }),
  /** Required when the home has a room with a fixed combustion appliance; else null (checked by the server). */
  coAlarmsOk: z.boolean({ error: "Say whether every CO alarm worked" }).nullable().optional(),
  note: text(NOTE_MAX),
});
export type AlarmCheckInput = z.input<typeof alarmCheckInputSchema>;

export const alarmCheckSchema = z
  .object({
    id: z.string(),
    tenancyId: z.string(),
    checkedOn: z.string(),
    smokeAlarmsOk: z.boolean(),
    coAlarmsOk: z.boolean().nullable(),
    note: z.string().nullable(),
    checkedBy: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "AlarmCheck" });
export type AlarmCheck = z.infer<typeof alarmCheckSchema>;

export const alarmChecksSchema = z.object({
  items: z.array(alarmCheckSchema),
  /** Rooms with a fixed combustion appliance recorded on the home (null: not recorded). */
  combustionApplianceRooms: z.number().int().nullable(),
  tenancyStart: z.string(),
});

// ---- Right to Rent -----------------------------------------------------------------------------

export const rightToRentMethods = ["manual", "idvt", "home_office_online"] as const;
export type RightToRentMethod = (typeof rightToRentMethods)[number];
export const rightToRentMethodLabels: Record<RightToRentMethod, string> = {
  manual: "Manual check of original documents",
  idvt: "Identity service provider (IDVT)",
  home_office_online: "Home Office online check (share code)",
};
export const permissionKinds = ["unlimited", "time_limited"] as const;
export type PermissionKind = (typeof permissionKinds)[number];
export const permissionLabels: Record<PermissionKind, string> = {
  unlimited: "Unlimited right to rent",
  time_limited: "Time-limited right to rent",
};

export const rightToRentInputSchema = z
  .object({
    occupierName: z
      .string({ error: "Enter the occupier's name" })
      .trim()
      .min(1, "Enter the occupier's name")
      .max(120, "At most 120 characters"),
    checkedOn: isoDate(dateRules.pastEvent),
    method: z.enum(rightToRentMethods, { error: "Choose how the check was made" }),
    permission: z.enum(permissionKinds, { error: "Choose the kind of permission" }),
    permissionExpiresOn: optionalDate(dateRules.expiresOn),
  })
  .superRefine((v, ctx) => {
    const path = ["permissionExpiresOn"];
    if (v.permission === "time_limited" && !v.permissionExpiresOn) {
      ctx.addIssue({ code: "custom", path, message: "Enter when the permission ends" });
    } else if (v.permission === "time_limited" && v.permissionExpiresOn! <= v.checkedOn) {
      ctx.addIssue({ code: "custom", path, message: "The permission must end after the date of the check" });
    } else if (v.permission === "unlimited" && v.permissionExpiresOn) {
      ctx.addIssue({ code: "custom", path, message: "Unlimited permission has no end date" });
    }
  });
export type RightToRentInput = z.input<typeof rightToRentInputSchema>;

export const rightToRentCheckSchema = z
  .object({
    id: z.string(),
    tenancyId: z.string(),
    occupierName: z.string(),
    checkedOn: z.string(),
    method: z.enum(rightToRentMethods),
    permission: z.enum(permissionKinds),
    permissionExpiresOn: z.string().nullable(),
    followUpDueOn: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "RightToRentCheck" });
export type RightToRentCheck = z.infer<typeof rightToRentCheckSchema>;

export const rightToRentListSchema = z.object({
  items: z.array(rightToRentCheckSchema),
  /** Adults who live there (null: the tenant alone). */
  adultOccupiers: z.number().int().nullable(),
  rule: z.object({ summary: z.string(), source: z.string() }),
});

export const adultOccupiersInputSchema = z.object({
  adultOccupiers: z
    .number({ error: "Enter how many adults live there" })
    .int("Enter a whole number")
    .min(1, "At least 1 adult (the tenant)")
    .max(20, "At most 20 adults"),
});

// ---- EICR remedial work ------------------------------------------------------------------------

export const eicrOutcomes = ["satisfactory", "unsatisfactory"] as const;
export type EicrOutcome = (typeof eicrOutcomes)[number];
export const eicrOutcomeLabels: Record<EicrOutcome, string> = {
  satisfactory: "Satisfactory",
  unsatisfactory: "Unsatisfactory: remedial work needed",
};

export const remedialInputSchema = z
  .object({
    outcome: z.enum(eicrOutcomes, { error: "Choose the report's outcome" }),
    /** Defaults to 28 days after the inspection; may be shorter, never later (checked by the server). */
    remedialDueOn: optionalDate(dateRules.expiresOn),
    remedialDoneOn: optionalDate(dateRules.pastEvent),
    remedialConfirmedOn: optionalDate(dateRules.pastEvent),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === "satisfactory") {
      for (const key of ["remedialDueOn", "remedialDoneOn", "remedialConfirmedOn"] as const) {
        if (v[key]) {
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "A satisfactory report needs no remedial work",
          });
        }
      }
    }
    if (v.remedialConfirmedOn && !v.remedialDoneOn) {
      ctx.addIssue({
        code: "custom",
        path: ["remedialDoneOn"],
        message: "Enter when the work was done before its confirmation",
      });
    } else if (v.remedialConfirmedOn && v.remedialDoneOn && v.remedialConfirmedOn < v.remedialDoneOn) {
      ctx.addIssue({
        code: "custom",
        path: ["remedialConfirmedOn"],
        message: "The confirmation cannot be before the work was done",
      });
    }
  });
export type RemedialInput = z.input<typeof remedialInputSchema>;

export const remedialSchema = z.object({
  documentId: z.string(),
  inspectedOn: z.string().nullable(),
  outcome: z.enum(eicrOutcomes).nullable(),
  remedialDueOn: z.string().nullable(),
  remedialDoneOn: z.string().nullable(),
  remedialConfirmedOn: z.string().nullable(),
});
export type Remedial = z.infer<typeof remedialSchema>;

// ---- Proof of service --------------------------------------------------------------------------

export const serviceInputSchema = z.object({
  tenancyId: z.uuid("Choose a tenancy of this home"),
  method: z.enum(serviceMethods, { error: "Choose how it was served" }),
  /** Ignored for keyhold_email (served today); required otherwise. */
  servedOn: optionalDate(dateRules.pastEvent),
  note: text(NOTE_MAX),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;

export const serviceRecordSchema = z
  .object({
    id: z.string(),
    documentId: z.string(),
    tenancyId: z.string(),
    tenantName: z.string(),
    servedOn: z.string(),
    method: z.enum(serviceMethods),
    note: z.string().nullable(),
    servedBy: z.string().nullable(),
    emailedAt: z.string().nullable(),
    /** The address a keyhold_email went to (null: not e-mailed through Keyhold). */
    emailedTo: z.string().nullable(),
    acknowledgedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "ServiceRecord" });
export type ServiceRecord = z.infer<typeof serviceRecordSchema>;

/** How long the private link e-mailed to a tenant who has not joined Keyhold keeps working. */
export const CERTIFICATE_LINK_DAYS = 60;

/** What a tenant without an account sees behind their private link: the one document, nothing else. */
export const certificateLinkSchema = z
  .object({
    /** What it is: "Gas safety record", "EICR", "EPC"... */
    kindLabel: z.string(),
    title: z.string(),
    issuedOn: z.string().nullable(),
    expiresOn: z.string().nullable(),
    /** When the link stops working. */
    linkExpiresAt: z.string(),
  })
  .meta({ id: "CertificateLink" });
export type CertificateLink = z.infer<typeof certificateLinkSchema>;

// ---- The tenant's certificates -----------------------------------------------------------------

export const certificateKinds = ["gas_safety", "eicr", "epc", "licence"] as const;
export type CertificateKind = (typeof certificateKinds)[number];

export const certificateSchema = z
  .object({
    kind: z.enum(certificateKinds),
    title: z.string(),
    /** The document to open (null: a licence with no copy filed). */
    documentId: z.string().nullable(),
    issuedOn: z.string().nullable(),
    expiresOn: z.string().nullable(),
    /** EICR outcome, EPC rating or licence number. */
    detail: z.string().nullable(),
    served: z.array(
      z.object({
        servedOn: z.string(),
        method: z.enum(serviceMethods),
        acknowledgedAt: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: "TenantCertificate" });
export type Certificate = z.infer<typeof certificateSchema>;
