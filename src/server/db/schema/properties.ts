import { JURISDICTIONS } from "@shared/law/jurisdictions";
import {
  councilTaxBands,
  enquiryStatuses,
  epcRatings,
  furnishedOptions,
  propertyStatuses,
  propertyTypes,
  rentPeriods,
} from "@shared/property-vocab";
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agencies";
import { users } from "./auth";
import { valid } from "./valid";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The rows the public may see. Queries use exactly this text (no bound parameters), so the
 * planner can match the partial indexes below on both PGlite and PostgreSQL.
 */
export const PUBLIC_PROPERTY_SQL = "published = true and status in ('available', 'under_offer', 'let')";

/** Rentable homes and commercial units (issue 4). Money in minor units with its currency. */
export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    landlordId: text("landlord_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The lead agent; a member of `agencyId` when the home is managed by an agency. */
    agentId: text("agent_id").references(() => users.id, { onDelete: "set null" }),
    /** The managing agency (issue 18 item 1): its members see and manage the home. */
    agencyId: uuid("agency_id").references(() => agencies.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    type: text("type", { enum: propertyTypes }).notNull(),
    status: text("status", { enum: propertyStatuses }).notNull().default("draft"),
    published: boolean("published").notNull().default(false),
    addressLine1: text("address_line1").notNull(),
    addressLine2: text("address_line2"),
    city: text("city").notNull(),
    postcode: text("postcode").notNull(),
    country: text("country").notNull().default("GB"),
    /** england | wales | scotland: which tenancy law applies (src/shared/law). */
    jurisdiction: text("jurisdiction", { enum: JURISDICTIONS }).notNull().default("england"),
    bedrooms: integer("bedrooms").notNull(),
    bathrooms: integer("bathrooms").notNull(),
    sizeSqm: integer("size_sqm"),
    rentAmount: integer("rent_amount").notNull(),
    rentPeriod: text("rent_period", { enum: rentPeriods }).notNull().default("month"),
    /** Monthly equivalent of the rent, kept by the server: filters and sorts compare like with like. */
    rentPcm: integer("rent_pcm").notNull(),
    depositAmount: integer("deposit_amount"),
    currency: text("currency").notNull().default("GBP"),
    availableFrom: date("available_from", { mode: "string" }),
    furnished: text("furnished", { enum: furnishedOptions }).notNull().default("unfurnished"),
    features: jsonb("features").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    /**
     * The home's facts the compliance duties are derived from (issue 16, src/shared/law/compliance-rules.ts).
     * Null is "not recorded": a home is treated as having gas until it is marked as having none.
     */
    gasSupply: boolean("gas_supply"),
    storeys: integer("storeys"),
    /** Rooms with a fixed combustion appliance other than a gas cooker (each needs a CO alarm). */
    combustionApplianceRooms: integer("combustion_appliance_rooms"),
    /** How many people, from how many households, live there: decides whether an HMO licence is needed. */
    occupiers: integer("occupiers"),
    households: integer("households"),
    /** A-G from the EPC; material information on a listing. */
    epcRating: text("epc_rating", { enum: epcRatings }),
    /** A-H (A-I in Wales); material information on a listing. */
    councilTaxBand: text("council_tax_band", { enum: councilTaxBands }),
    /** What the owners paid and what the home is worth now (pence), for yields (issue 17); optional. */
    purchasePriceMinor: integer("purchase_price_minor"),
    purchasedOn: date("purchased_on", { mode: "string" }),
    currentValueMinor: integer("current_value_minor"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("properties_landlord_idx").on(t.landlordId, t.updatedAt.desc()),
    index("properties_agent_idx").on(t.agentId, t.updatedAt.desc()),
    index("properties_agency_idx").on(t.agencyId, t.updatedAt.desc()),
    index("properties_status_idx").on(t.status),
    // Public search: newest first, by rent, and by city with a rent range sorted by rent.
    index("properties_public_created_idx").on(t.createdAt.desc(), t.id).where(sql.raw(PUBLIC_PROPERTY_SQL)),
    index("properties_public_rent_idx").on(t.rentPcm, t.id).where(sql.raw(PUBLIC_PROPERTY_SQL)),
    index("properties_public_city_rent_idx")
      .on(sql`lower(${t.city})`, t.rentPcm, t.id)
      .where(sql.raw(PUBLIC_PROPERTY_SQL)),
    index("properties_public_city_created_idx")
      .on(sql`lower(${t.city})`, t.createdAt.desc())
      .where(sql.raw(PUBLIC_PROPERTY_SQL)),
    valid(t.type),
    valid(t.status),
    valid(t.jurisdiction),
    valid(t.rentPeriod),
    valid(t.furnished),
    valid(t.epcRating),
    valid(t.councilTaxBand),
  ],
);

/** Photos of a property in display order; exactly one is the cover while any exist. */
export const propertyImages = pgTable(
  "property_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    isCover: boolean("is_cover").notNull().default(false),
    alt: text("alt").notNull().default(""),
    /** Storage key prefix; the variants are `${storageKey}-${width}.webp`. */
    storageKey: text("storage_key").notNull(),
    widths: jsonb("widths").$type<number[]>().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    uploadedBy: text("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("property_images_property_idx").on(t.propertyId, t.position)],
);

/** Enquiries and viewing requests from the public form. */
export const propertyEnquiries = pgTable(
  "property_enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    preferredTimes: text("preferred_times"),
    status: text("status", { enum: enquiryStatuses }).notNull().default("new"),
    ip: text("ip"),
    /** Bumped to end the applicant's private link (viewings/service-link.ts signs it with it). */
    linkVersion: integer("link_version").notNull().default(1),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("property_enquiries_property_idx").on(t.propertyId, t.createdAt.desc()),
    index("property_enquiries_status_idx").on(t.status, t.createdAt.desc()),
    valid(t.status),
  ],
);
