/**
 * Letting agencies (issue 18 item 1): the agency's details, members and roles, invitations to
 * join, and landlords' engagements of an agency (asked by either side, accepted by the other).
 * English letting agents must belong to a government-approved redress scheme and a client money
 * protection scheme: the agency records its membership numbers; Keyhold does not check them.
 */
import "./zod-setup";
import { z } from "zod";
import { agencyCapabilities, agencyRoles } from "../permissions";
import { normalisePostcode, ukPostcodePattern } from "../property-vocab";
import { emailField } from "./auth";

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Please enter ${label}` })
    .trim()
    .min(min, min > 1 ? `${label} must be at least ${min} characters` : `Please enter ${label}`)
    .max(max, `${label} may be at most ${max} characters`);

const optional = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} may be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const agencyInputSchema = z
  .object({
    name: text("the agency's name", 2, 120),
    addressLine1: text("the first line of the address", 1, 120),
    addressLine2: optional("The second line of the address", 120),
    city: text("the town or city", 1, 80),
    postcode: z
      .string({ error: "Please enter the postcode" })
      .trim()
      .max(12, "Please enter a valid UK postcode, e.g. SW1A 1AA")
      .refine((v) => ukPostcodePattern.test(v), "Please enter a valid UK postcode, e.g. SW1A 1AA")
      .transform(normalisePostcode),
    redressScheme: optional("The redress scheme", 120),
    redressNumber: optional("The redress membership number", 40),
    cmpScheme: optional("The client money protection scheme", 120),
    cmpNumber: optional("The client money protection membership number", 40),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.redressNumber && !v.redressScheme)
      ctx.addIssue({ code: "custom", path: ["redressScheme"], message: "Name the redress scheme" });
    if (v.cmpNumber && !v.cmpScheme)
      ctx.addIssue({
        code: "custom",
        path: ["cmpScheme"],
        message: "Name the client money protection scheme",
      });
  });
export type AgencyInput = z.input<typeof agencyInputSchema>;

export const agencyRoleSchema = z.enum(agencyRoles, {
  error: "Choose owner, manager, negotiator or accounts",
});

export const agencyInviteSchema = z.object({ email: emailField, role: agencyRoleSchema }).strict();
export const agencyMemberPatchSchema = z.object({ role: agencyRoleSchema }).strict();
export const agencyInvitationAcceptSchema = z
  .object({ token: z.string().trim().min(10, "This invitation link is incomplete").max(200) })
  .strict();

/** A landlord asks an agency (by id, found by name) to manage for them. */
export const engagementRequestSchema = z
  .object({ agencyId: z.uuid("Choose an agency from the list") })
  .strict();
/** An agency invites a landlord by e-mail (never told whether the address has an account). */
export const engagementInviteSchema = z.object({ email: emailField }).strict();
/** Accepting an agency's invitation: the e-mailed token proves the address is the landlord's. */
export const engagementAcceptSchema = z
  .object({ token: z.string().trim().min(10).max(200).optional() })
  .strict();

export const agencySearchQuerySchema = z.object({ q: z.string().trim().max(100).optional() });

export const agencySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  postcode: z.string(),
  redressScheme: z.string().nullable(),
  redressNumber: z.string().nullable(),
  cmpScheme: z.string().nullable(),
  cmpNumber: z.string().nullable(),
  /** The logo's largest variant (WebP, public), or null without one. */
  logoUrl: z.string().nullable(),
});
export type AgencySummary = z.infer<typeof agencySummarySchema>;

export const agencyMemberSchema = z
  .object({
    id: z.string(),
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(agencyRoles),
    joinedAt: z.string(),
  })
  .meta({ id: "AgencyMember" });
export type AgencyMember = z.infer<typeof agencyMemberSchema>;

export const agencyInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(agencyRoles),
    expiresAt: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "AgencyInvitation" });
export type AgencyInvitation = z.infer<typeof agencyInvitationSchema>;

export const engagementStatuses = ["pending", "active", "ended"] as const;
/** Who asked for an engagement; the other side accepts. */
export const engagementRequesters = ["agency", "landlord"] as const;

export const engagementSchema = z
  .object({
    id: z.string(),
    status: z.enum(engagementStatuses),
    requestedBy: z.enum(engagementRequesters),
    agency: agencySummarySchema,
    /** The landlord (null while an agency's invitation waits on an e-mail address). */
    landlord: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
    /** The address an agency's invitation went to (the agency's view only). */
    email: z.string().nullable(),
    /** The agency's members a landlord may pick as lead agent (active engagements, landlord's view). */
    agents: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
    /** Whether the caller may accept it (they are the side that was asked). */
    canAccept: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "AgencyEngagement" });
export type Engagement = z.infer<typeof engagementSchema>;

export const myAgencySchema = z
  .object({
    agency: agencySummarySchema.nullable(),
    role: z.enum(agencyRoles).nullable(),
    /** What the caller's role may do (src/shared/permissions.ts agencyRoleCapabilities). */
    can: z.array(z.enum(agencyCapabilities)),
    members: z.array(agencyMemberSchema),
    invitations: z.array(agencyInvitationSchema),
    engagements: z.array(engagementSchema),
  })
  .meta({ id: "MyAgency" });
export type MyAgency = z.infer<typeof myAgencySchema>;
