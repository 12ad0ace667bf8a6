import "./zod-setup";
import { z } from "zod";
import { checkDateRange, isoDate, MAX_FILTER_YEARS } from "./dates";

/**
 * The compliance engine (issue 16): duties derived per home by `src/shared/law/duties.ts` from the
 * rule table `src/shared/law/compliance-rules.ts`, and the records that are their evidence.
 * Keyhold records and computes duties and dates; it never gives legal advice.
 */

export const dutyStatuses = ["overdue", "missing", "due_soon", "ok", "not_applicable"] as const;
export type DutyStatus = (typeof dutyStatuses)[number];
export const dutyStatusLabels: Record<DutyStatus, string> = {
  overdue: "Overdue",
  missing: "Missing",
  due_soon: "Due soon",
  ok: "OK",
  not_applicable: "Not applicable",
};

export const dutyKinds = [
  "gas_safety_check",
  "gas_record_served",
  "eicr",
  "eicr_served",
  "eicr_remedial",
  "eicr_remedial_confirmed",
  "alarms_first_day",
  "alarm_repair",
  "epc",
  "epc_minimum",
  "hmo_licence",
  "licence_renewal",
  "right_to_rent",
  "right_to_rent_follow_up",
  "deposit_protection",
  "written_terms",
  "tenancy_ending",
] as const;
export type DutyKind = (typeof dutyKinds)[number];

/** Groups the clock filters by. */
export const dutyAreas = [
  "gas",
  "electrical",
  "alarms",
  "energy",
  "licensing",
  "right_to_rent",
  "tenancy",
] as const;
export type DutyArea = (typeof dutyAreas)[number];
export const dutyAreaLabels: Record<DutyArea, string> = {
  gas: "Gas safety",
  electrical: "Electrical safety",
  alarms: "Smoke and CO alarms",
  energy: "Energy performance",
  licensing: "Licensing",
  right_to_rent: "Right to Rent",
  tenancy: "Deposits and notices",
};

export const serviceMethods = ["keyhold_email", "email", "in_person", "post"] as const;
export type ServiceMethod = (typeof serviceMethods)[number];
export const serviceMethodLabels: Record<ServiceMethod, string> = {
  keyhold_email: "E-mailed through Keyhold",
  email: "E-mail (sent outside Keyhold)",
  in_person: "By hand",
  post: "By post",
};

/**
 * How a document was served, mid-sentence ("Given to you 3 March 2026, e-mailed through Keyhold"):
 * written out rather than lower-casing the labels, which made "keyhold" of the product's name.
 */
export const serviceMethodPhrases: Record<ServiceMethod, string> = {
  keyhold_email: "e-mailed through Keyhold",
  email: "by e-mail (sent outside Keyhold)",
  in_person: "by hand",
  post: "by post",
};

export const servedToSchema = z.object({
  recordId: z.string(),
  tenancyId: z.string(),
  tenantName: z.string(),
  servedOn: z.string(),
  method: z.enum(serviceMethods),
  acknowledgedAt: z.string().nullable(),
});
export type ServedTo = z.infer<typeof servedToSchema>;

export const dutySchema = z
  .object({
    /** Stable across runs for the same duty and due date: reminders are sent once per key and step. */
    key: z.string(),
    kind: z.enum(dutyKinds),
    area: z.enum(dutyAreas),
    propertyId: z.string(),
    tenancyId: z.string().nullable(),
    title: z.string(),
    /** Who or what the duty is about when a home has several: a tenant, a licence, a ticket. */
    subject: z.string().nullable(),
    status: z.enum(dutyStatuses),
    dueOn: z.string().nullable(),
    /** What Keyhold computed and why, in one or two sentences with the dates. */
    detail: z.string(),
    rule: z.object({ summary: z.string(), source: z.string() }),
    evidence: z.object({
      documentId: z.string().nullable(),
      date: z.string().nullable(),
      served: z.array(servedToSchema),
    }),
  })
  .meta({ id: "ComplianceDuty" });
export type Duty = z.infer<typeof dutySchema>;

export const complianceScoreSchema = z.object({
  /** 0-100: applicable duties that are neither overdue nor missing; null when nothing applies. */
  score: z.number().int().nullable(),
  overdue: z.number().int(),
  missing: z.number().int(),
  dueSoon: z.number().int(),
  ok: z.number().int(),
  notApplicable: z.number().int(),
});
export type ComplianceScore = z.infer<typeof complianceScoreSchema>;

export const homeRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  addressLine1: z.string(),
  city: z.string(),
  postcode: z.string(),
});

export const clockDutySchema = dutySchema.extend({ property: homeRefSchema }).meta({ id: "ClockDuty" });
export type ClockDuty = z.infer<typeof clockDutySchema>;

export const clockSchema = z
  .object({
    duties: z.array(clockDutySchema),
    /** Duties matching the filters, before the limit. */
    total: z.number().int(),
    score: complianceScoreSchema,
    homes: z.array(homeRefSchema.extend({ score: complianceScoreSchema })),
  })
  .meta({ id: "ComplianceClock" });
export type Clock = z.infer<typeof clockSchema>;

export const clockQuerySchema = z
  .object({
    status: z.enum(dutyStatuses).optional(),
    area: z.enum(dutyAreas).optional(),
    propertyId: z.uuid({ error: "Choose a property from the list" }).optional(),
    /** Due dates from/to (inclusive); duties without a due date are kept unless a range is given. */
    from: isoDate().optional(),
    to: isoDate().optional(),
    /** "false": leave out each home's score (the dashboard card needs only the portfolio's). */
    homes: z.enum(["true", "false"], { error: "Use true or false" }).default("true"),
    /** The most urgent this many (the score and `total` count every duty). */
    limit: z.coerce
      .number()
      .int()
      .min(1, "Ask for at least 1 duty")
      .max(5000, "Ask for at most 5,000 duties")
      .default(1000),
  })
  .superRefine((q, ctx) => checkDateRange(q, ctx, MAX_FILTER_YEARS));

export const homeComplianceSchema = z
  .object({
    property: homeRefSchema.extend({
      jurisdiction: z.enum(["england", "wales", "scotland"]),
      gasSupply: z.boolean().nullable(),
      storeys: z.number().int().nullable(),
      combustionApplianceRooms: z.number().int().nullable(),
      occupiers: z.number().int().nullable(),
      households: z.number().int().nullable(),
      epcRating: z.string().nullable(),
    }),
    duties: z.array(dutySchema),
    score: complianceScoreSchema,
  })
  .meta({ id: "HomeCompliance" });
export type HomeCompliance = z.infer<typeof homeComplianceSchema>;
