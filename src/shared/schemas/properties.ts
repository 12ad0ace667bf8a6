import "./zod-setup";
import { z } from "zod";
import { JURISDICTIONS, parseJurisdiction } from "../law/jurisdictions";
import { councilTaxBandError } from "../law/material-information";
import { RENTAL_BIDDING_MESSAGE } from "../law/tenancy-rules";
import {
  councilTaxBands,
  enquiryStatuses,
  epcRatings,
  furnishedOptions,
  MAX_IMAGES_PER_PROPERTY,
  manageSorts,
  type PropertyStatus,
  propertyStatuses,
  propertyTypes,
  rentPeriods,
  ukPostcodePattern,
} from "../property-vocab";
import { pageQuery } from "./admin";
import { dateRules, isoDate } from "./dates";

/** Properties, their images and enquiries: one set of rules for the API and the forms. */
export * from "../property-vocab";

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `Please enter the ${label}` })
    .trim()
    .min(min, min <= 1 ? `Please enter the ${label}` : `The ${label} must be at least ${min} characters`)
    .max(max, `The ${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

const minorUnits = (label: string) =>
  z
    .number({ error: `Please enter the ${label}` })
    .int(`The ${label} must be a whole number of pence`)
    .max(100_000_000, `The ${label} is too large`);

/**
 * Which UK tenancy law applies (src/shared/law): England, Wales or Scotland. Northern Ireland is
 * refused with a message saying why, as is anything else.
 */
const jurisdictionField = z
  .string()
  .max(40, "Choose England, Wales or Scotland")
  .transform((value, ctx) => {
    const parsed = parseJurisdiction(value);
    if (parsed.ok) return parsed.value;
    ctx.addIssue({ code: "custom", message: parsed.message });
    return z.NEVER;
  });

/** A whole number in a range, or null for "not recorded". */
const factCount = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, min > 0 ? `${label} must be at least ${min}` : `${label} can't be negative`)
    .max(max, `${label} must be at most ${max}`)
    .nullish()
    .transform((v) => v ?? null);

/**
 * The home's facts the compliance duties are derived from (issue 16), and the listing's EPC rating
 * and council tax band (material information, src/shared/law/material-information.ts). Null is
 * "not recorded"; a home whose gas supply is not recorded is treated as having gas.
 */
export const homeFactFields = {
  gasSupply: z
    .boolean({ error: "Gas supply is yes, no or not recorded" })
    .nullish()
    .transform((v) => v ?? null),
  storeys: factCount("Storeys", 1, 10),
  combustionApplianceRooms: factCount("Rooms with a fixed combustion appliance", 0, 20),
  occupiers: factCount("Occupiers", 0, 50),
  households: factCount("Households", 0, 50),
  epcRating: z
    .enum(epcRatings, { error: "Choose an EPC rating from A to G" })
    .nullish()
    .transform((v) => v ?? null),
  councilTaxBand: z
    .enum(councilTaxBands, { error: "Choose a council tax band from A to H (A to I in Wales)" })
    .nullish()
    .transform((v) => v ?? null),
};

/** Field rules of a property; `propertyInputSchema` adds the cross-field checks. */
export const propertyFields = {
  title: text("title", 5, 120),
  description: z.string().trim().max(5000, "The description must be at most 5,000 characters").default(""),
  type: z.enum(propertyTypes, { error: "Please choose a property type" }),
  status: z.enum(propertyStatuses, { error: "Please choose a valid status" }).default("draft"),
  published: z.boolean().default(false),
  addressLine1: text("first address line", 1, 120),
  addressLine2: optionalText("second address line", 120),
  city: text("town or city", 2, 80),
  postcode: text("postcode", 2, 12),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "Use a two-letter country code, e.g. GB")
    .default("GB"),
  jurisdiction: jurisdictionField.default("england"),
  bedrooms: z
    .number({ error: "Please enter the number of bedrooms" })
    .int("Bedrooms must be a whole number")
    .min(0, "Bedrooms can't be negative")
    .max(50, "Bedrooms must be at most 50"),
  bathrooms: z
    .number({ error: "Please enter the number of bathrooms" })
    .int("Bathrooms must be a whole number")
    .min(0, "Bathrooms can't be negative")
    .max(50, "Bathrooms must be at most 50"),
  sizeSqm: z
    .number()
    .int("Size must be a whole number of square metres")
    .min(1, "Size must be at least 1 m²")
    .max(100_000, "Size must be at most 100,000 m²")
    .nullish()
    .transform((v) => v ?? null),
  rentAmount: minorUnits("rent").min(1, "Rent must be more than zero"),
  rentPeriod: z.enum(rentPeriods, { error: "Choose per month or per week" }).default("month"),
  depositAmount: minorUnits("deposit")
    .min(0, "The deposit can't be negative")
    .nullish()
    .transform((v) => v ?? null),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "Use a three-letter currency code, e.g. GBP")
    .default("GBP"),
  availableFrom: isoDate(dateRules.availableFrom)
    .nullish()
    .transform((v) => v ?? null),
  furnished: z.enum(furnishedOptions, { error: "Please choose furnished, part furnished or unfurnished" }),
  features: z
    .array(
      z.string().trim().min(1, "A feature can't be empty").max(60, "Each feature: at most 60 characters"),
    )
    .max(30, "At most 30 features")
    .default([]),
  landlordId: z.string().min(1).max(100).optional(),
  /** The managing agency (one the landlord engages); the lead agent must be one of its members. */
  agencyId: z.string().min(1).max(100).nullish(),
  agentId: z.string().min(1).max(100).nullish(),
  ...homeFactFields,
};

type Draft = {
  country?: string;
  postcode?: string;
  published?: boolean;
  status?: PropertyStatus;
  jurisdiction?: string;
  occupiers?: number | null;
  households?: number | null;
  councilTaxBand?: string | null;
};

/** Cross-field rules, shared by create (whole object) and update (the merged result). */
export function propertyIssues(p: Draft): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (
    (p.country ?? "GB") === "GB" &&
    p.postcode !== undefined &&
    !ukPostcodePattern.test(p.postcode.trim())
  ) {
    issues.push({ path: "postcode", message: "Please enter a valid UK postcode, e.g. SW1A 1AA" });
  }
  if (p.published && (p.status === "draft" || p.status === "archived")) {
    issues.push({
      path: "status",
      message: "Only available, under offer or let properties can be published",
    });
  }
  const bandError = councilTaxBandError(p.councilTaxBand, p.jurisdiction ?? "england");
  if (bandError) issues.push({ path: "councilTaxBand", message: bandError });
  const { occupiers, households } = p;
  if (typeof occupiers === "number" && typeof households === "number") {
    if (households > occupiers) {
      issues.push({
        path: "households",
        message: "Households can't be more than occupiers: each household is at least one person",
      });
    } else if (occupiers >= 1 && households < 1) {
      issues.push({
        path: "households",
        message: "Households must be at least 1 when anyone lives there",
      });
    }
  }
  return issues;
}

export const propertyInputSchema = z.object(propertyFields).superRefine(
  (p, ctx) => {
    for (const issue of propertyIssues(p)) {
      ctx.addIssue({ code: "custom", path: [issue.path], message: issue.message });
    }
  },
  // Also when other fields fail, so every problem is reported at once.
  { when: (payload) => typeof (payload.value as Draft | undefined)?.postcode === "string" },
);
export type PropertyInput = z.input<typeof propertyInputSchema>;

/** Update: any subset of the fields; absent means unchanged. */
export const propertyPatchSchema = z
  .object({
    title: propertyFields.title,
    description: z.string().trim().max(5000, "The description must be at most 5,000 characters"),
    type: propertyFields.type,
    status: z.enum(propertyStatuses, { error: "Please choose a valid status" }),
    published: z.boolean(),
    addressLine1: propertyFields.addressLine1,
    addressLine2: propertyFields.addressLine2,
    city: propertyFields.city,
    postcode: propertyFields.postcode,
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "Use a two-letter country code, e.g. GB"),
    jurisdiction: jurisdictionField,
    bedrooms: propertyFields.bedrooms,
    bathrooms: propertyFields.bathrooms,
    sizeSqm: propertyFields.sizeSqm,
    rentAmount: propertyFields.rentAmount,
    rentPeriod: z.enum(rentPeriods, { error: "Choose per month or per week" }),
    depositAmount: propertyFields.depositAmount,
    currency: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, "Use a three-letter currency code, e.g. GBP"),
    availableFrom: propertyFields.availableFrom,
    furnished: propertyFields.furnished,
    features: z
      .array(z.string().trim().min(1).max(60, "Each feature: at most 60 characters"))
      .max(30, "At most 30 features"),
    landlordId: z.string().min(1).max(100),
    agencyId: z.string().min(1).max(100).nullable(),
    agentId: z.string().min(1).max(100).nullable(),
    ...homeFactFields,
  })
  .partial()
  .strict();
export type PropertyPatch = z.input<typeof propertyPatchSchema>;

export * from "./listing-search";

export const manageQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(propertyStatuses).optional(),
  sort: z.enum(manageSorts).default("updated"),
  ...pageQuery,
});

export const imageSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  isCover: z.boolean(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Width → URL of the WebP variant. */
  urls: z.record(z.string(), z.string()),
});
export type PropertyImage = z.infer<typeof imageSchema>;

export const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

const baseProperty = {
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(propertyTypes),
  status: z.enum(propertyStatuses),
  published: z.boolean(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
  jurisdiction: z.enum(JURISDICTIONS),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  sizeSqm: z.number().int().nullable(),
  rentAmount: z.number().int(),
  rentPeriod: z.enum(rentPeriods),
  rentPcm: z.number().int(),
  depositAmount: z.number().int().nullable(),
  currency: z.string(),
  availableFrom: z.string().nullable(),
  furnished: z.enum(furnishedOptions),
  features: z.array(z.string()),
  epcRating: z.enum(epcRatings).nullable(),
  councilTaxBand: z.enum(councilTaxBands).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A search result card. */
export const listingSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    type: z.enum(propertyTypes),
    status: z.enum(propertyStatuses),
    city: z.string(),
    postcode: z.string(),
    bedrooms: z.number().int(),
    bathrooms: z.number().int(),
    rentAmount: z.number().int(),
    rentPeriod: z.enum(rentPeriods),
    rentPcm: z.number().int(),
    currency: z.string(),
    furnished: z.enum(furnishedOptions),
    availableFrom: z.string().nullable(),
    depositAmount: z.number().int().nullable(),
    epcRating: z.enum(epcRatings).nullable(),
    councilTaxBand: z.enum(councilTaxBands).nullable(),
    createdAt: z.string(),
    cover: imageSchema.nullable(),
  })
  .meta({ id: "Listing" });
export type Listing = z.infer<typeof listingSchema>;

/**
 * A page of search results. `total` is exact up to COUNT_CAP matches; beyond that it is COUNT_CAP
 * and `totalCapped` is true ("1,000+"). The cursors lead to the next and previous pages (null at
 * either end); `page` is the number the caller asked for, a label once cursors are in use.
 */
export const listingPageSchema = z
  .object({
    items: z.array(listingSchema),
    total: z.number().int(),
    totalCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
    nextCursor: z.string().nullable(),
    prevCursor: z.string().nullable(),
  })
  .meta({ id: "ListingPage" });
export type ListingPage = z.infer<typeof listingPageSchema>;

/** The public page of a property. The street address stays private until a viewing. */
const { addressLine1: _line1, addressLine2: _line2, ...publicFields } = baseProperty;
export const publicPropertySchema = z
  .object({
    ...publicFields,
    images: z.array(imageSchema),
    contact: z.object({
      name: z.string(),
      role: z.enum(["agent", "landlord"]),
      phone: z.string().nullable(),
    }),
  })
  .meta({ id: "PublicProperty" });
export type PublicProperty = z.infer<typeof publicPropertySchema>;

/** What landlords, agents and admins see and edit. */
export const managedPropertySchema = z
  .object({
    ...baseProperty,
    /** The home's facts (null: not recorded); managers only, never on the public page. */
    gasSupply: z.boolean().nullable(),
    storeys: z.number().int().nullable(),
    combustionApplianceRooms: z.number().int().nullable(),
    occupiers: z.number().int().nullable(),
    households: z.number().int().nullable(),
    landlord: personSchema,
    agent: personSchema.nullable(),
    /** The managing agency (issue 18 item 1), null when the landlord or a lone agent manages it. */
    agency: z.object({ id: z.string(), name: z.string() }).nullable(),
    images: z.array(imageSchema),
    newEnquiries: z.number().int(),
  })
  .meta({ id: "ManagedProperty" });
export type ManagedProperty = z.infer<typeof managedPropertySchema>;

export const managedRowSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    city: z.string(),
    postcode: z.string(),
    status: z.enum(propertyStatuses),
    published: z.boolean(),
    rentAmount: z.number().int(),
    rentPeriod: z.enum(rentPeriods),
    depositAmount: z.number().int().nullable(),
    jurisdiction: z.enum(JURISDICTIONS),
    currency: z.string(),
    landlord: personSchema,
    agent: personSchema.nullable(),
    newEnquiries: z.number().int(),
    updatedAt: z.string(),
    cover: imageSchema.nullable(),
  })
  .meta({ id: "ManagedPropertyRow" });
export type ManagedRow = z.infer<typeof managedRowSchema>;

const phonePattern = /^\+?[0-9 ()-]{7,20}$/;

/** Any field but the enquiry's own is refused; an offer of rent with the rental-bidding rule. */
const enquiryUnknownField = (iss: { code?: string; keys?: string[] }) =>
  iss.code === "unrecognized_keys"
    ? (iss.keys ?? []).some((k) => /bid|offer|rent|price|amount/i.test(k))
      ? RENTAL_BIDDING_MESSAGE
      : `Unknown field: ${(iss.keys ?? []).join(", ")}`
    : undefined;

export const enquiryInputSchema = z.strictObject(
  {
    name: z.string().trim().min(2, "Please enter your name").max(100, "Name must be at most 100 characters"),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254, "E-mail must be at most 254 characters")
      .pipe(z.email("Please enter a valid e-mail address")),
    phone: z
      .string()
      .trim()
      .max(20, "Phone must be at most 20 characters")
      .refine((v) => v === "" || phonePattern.test(v), "Please enter a valid phone number")
      .optional()
      .transform((v) => (v ? v : null)),
    message: z
      .string()
      .trim()
      .min(10, "Please write at least 10 characters")
      .max(2000, "Message must be at most 2,000 characters"),
    preferredTimes: z
      .string()
      .trim()
      .max(300, "Preferred times must be at most 300 characters")
      .optional()
      .transform((v) => (v ? v : null)),
    /** Honeypot: people leave it empty. */
    website: z.string().max(200).optional(),
  },
  { error: enquiryUnknownField },
);
export type EnquiryInput = z.input<typeof enquiryInputSchema>;

export const enquirySchema = z
  .object({
    id: z.string(),
    property: z.object({ id: z.string(), title: z.string(), city: z.string() }),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    message: z.string(),
    preferredTimes: z.string().nullable(),
    status: z.enum(enquiryStatuses),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Enquiry" });
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryQuerySchema = z.object({
  status: z.enum(enquiryStatuses).optional(),
  propertyId: z.string().uuid("Unknown property").optional(),
  ...pageQuery,
});

export const enquiryPatchSchema = z.object({
  status: z.enum(enquiryStatuses, { error: "Choose new, contacted, viewing booked or closed" }),
});

export const imageOrderSchema = z.object({
  order: z.array(z.string().uuid()).max(MAX_IMAGES_PER_PROPERTY).optional(),
  coverId: z.string().uuid().optional(),
});
