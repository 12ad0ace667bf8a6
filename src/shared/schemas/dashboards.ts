import "./zod-setup";
import { z } from "zod";
import { enquiryStatuses, propertyStatuses } from "../property-vocab";
import { ticketPriorities, ticketStatuses } from "../support-vocab";
import { checkDateRange, isoDate, MAX_CHART_YEARS } from "./dates";

/** Rent expected and received in one calendar month ("YYYY-MM"), in minor units. */
export const rentPointSchema = z.object({ month: z.string(), due: z.number(), collected: z.number() });
export type RentPoint = z.infer<typeof rentPointSchema>;

/** Money and occupancy figures of a set of properties (a landlord's, or an agent's per landlord). */
export const portfolioKpisSchema = z.object({
  /** Every property that is not archived. */
  properties: z.number(),
  /** Properties ready to let or let (not draft, not archived): the base of occupancy. */
  lettable: z.number(),
  /** Lettable properties with an active tenancy. */
  occupied: z.number(),
  /** occupied / lettable × 100, one decimal; null with nothing lettable. */
  occupancyPct: z.number().nullable(),
  rentDueThisMonth: z.number(),
  collectedThisMonth: z.number(),
  arrearsTotal: z.number(),
  /** Tenancies owing rent past its due date. */
  arrearsCount: z.number(),
  currency: z.string(),
});
export type PortfolioKpis = z.infer<typeof portfolioKpisSchema>;

export const attentionSchema = z.object({
  /** How many of each there are; the lists hold the first ten. */
  totals: z.object({
    vacant: z.number(),
    endingSoon: z.number(),
    maintenance: z.number(),
  }),
  vacant: z.array(
    z.object({ id: z.string(), title: z.string(), city: z.string(), status: z.enum(propertyStatuses) }),
  ),
  endingSoon: z.array(
    z.object({
      tenancyId: z.string(),
      propertyId: z.string(),
      title: z.string(),
      tenantName: z.string(),
      endDate: z.string(),
    }),
  ),
  maintenance: z.array(
    z.object({
      id: z.string(),
      number: z.number(),
      subject: z.string(),
      priority: z.enum(ticketPriorities),
      status: z.enum(ticketStatuses),
      propertyTitle: z.string().nullable(),
      createdAt: z.string(),
      overdue: z.boolean(),
    }),
  ),
});
export type Attention = z.infer<typeof attentionSchema>;

export const latestEnquirySchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyTitle: z.string(),
  name: z.string(),
  status: z.enum(enquiryStatuses),
  createdAt: z.string(),
});

export const landlordDashboardSchema = z
  .object({
    asOf: z.string(),
    from: z.string(),
    to: z.string(),
    kpis: portfolioKpisSchema,
    rent: z.array(rentPointSchema),
    attention: attentionSchema,
    enquiries: z.array(latestEnquirySchema),
  })
  .meta({ id: "LandlordDashboard" });
export type LandlordDashboard = z.infer<typeof landlordDashboardSchema>;

export const agentDashboardSchema = z
  .object({
    asOf: z.string(),
    totals: portfolioKpisSchema,
    byLandlord: z.array(
      portfolioKpisSchema.extend({
        landlordId: z.string(),
        landlordName: z.string(),
        landlordEmail: z.string(),
      }),
    ),
    slaBreaches: z.array(
      z.object({
        id: z.string(),
        number: z.number(),
        subject: z.string(),
        priority: z.enum(ticketPriorities),
        status: z.enum(ticketStatuses),
        propertyTitle: z.string().nullable(),
        dueAt: z.string(),
      }),
    ),
    slaBreachCount: z.number(),
    newEnquiries: z.number(),
    attention: attentionSchema,
    enquiries: z.array(latestEnquirySchema),
  })
  .meta({ id: "AgentDashboard" });
export type AgentDashboard = z.infer<typeof agentDashboardSchema>;

export const funnelPointSchema = z.object({
  month: z.string(),
  /** Enquiries received in the month. */
  received: z.number(),
  /** Of those, answered (no longer new). */
  answered: z.number(),
  /** Of those, with a viewing booked now. */
  viewings: z.number(),
  /** Tenancies starting in the month. */
  lets: z.number(),
});
export type FunnelPoint = z.infer<typeof funnelPointSchema>;

export const listingPerformanceSchema = z.object({
  propertyId: z.string(),
  title: z.string(),
  city: z.string(),
  status: z.enum(propertyStatuses),
  views: z.number(),
  enquiries: z.number(),
  /** enquiries / views × 100, one decimal; null without views. */
  conversionPct: z.number().nullable(),
});
export type ListingPerformance = z.infer<typeof listingPerformanceSchema>;

export const agentAnalyticsSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    funnel: z.array(funnelPointSchema),
    /** Listing views per month over the agent's properties. */
    views: z.array(z.object({ month: z.string(), value: z.number() })),
    listings: z.array(listingPerformanceSchema),
    /** Tickets opened per month on the agent's properties, and how many of them missed their SLA. */
    sla: z.array(z.object({ month: z.string(), opened: z.number(), breached: z.number() })),
    /** Median days a home stood empty before tenancies starting in the range (null: none let). */
    medianDaysToLet: z.number().nullable(),
    letsInRange: z.number(),
  })
  .meta({ id: "AgentAnalytics" });
export type AgentAnalytics = z.infer<typeof agentAnalyticsSchema>;

/** Fewer listings than this give no quartiles: too few to say anything honest (or anonymous). */
export const MARKET_MIN_SAMPLE = 3;

export const marketQuerySchema = z
  .object({
    city: z.string().trim().min(1, "Choose a city").max(80, "Use at most 80 characters"),
    bedrooms: z.coerce
      .number({ error: "Bedrooms must be a number" })
      .int("Bedrooms must be a whole number")
      .min(0, "Bedrooms can't be negative")
      .max(10, "Use at most 10 bedrooms")
      .optional(),
    range: z.enum(["3m", "6m", "12m", "custom"]).default("12m"),
    from: isoDate().optional(),
    to: isoDate().optional(),
  })
  .superRefine((q, ctx) => checkDateRange(q, ctx, MAX_CHART_YEARS));

export const marketRentsSchema = z
  .object({
    city: z.string(),
    bedrooms: z.number().nullable(),
    from: z.string(),
    to: z.string(),
    /** Published listings matching, whenever listed. */
    count: z.number(),
    /** Monthly asking rent quartiles in minor units (null below the minimum sample). */
    p25: z.number().nullable(),
    median: z.number().nullable(),
    p75: z.number().nullable(),
    currency: z.string(),
    /** Median asking rent of the listings listed each month in the range. */
    trend: z.array(z.object({ month: z.string(), median: z.number().nullable(), count: z.number() })),
  })
  .meta({ id: "MarketRents" });
export type MarketRents = z.infer<typeof marketRentsSchema>;

export const marketCitiesSchema = z.object({
  items: z.array(z.object({ city: z.string(), count: z.number() })),
});

export const portfolioRentsSchema = z
  .object({
    items: z.array(
      z.object({
        propertyId: z.string(),
        title: z.string(),
        city: z.string(),
        bedrooms: z.number(),
        rentPcm: z.number(),
        /** Median asking rent of other published listings with the same city and bedrooms. */
        localMedian: z.number().nullable(),
        localCount: z.number(),
        /** (rent − median) / median × 100, one decimal. */
        differencePct: z.number().nullable(),
      }),
    ),
    currency: z.string(),
  })
  .meta({ id: "PortfolioRents" });
export type PortfolioRents = z.infer<typeof portfolioRentsSchema>;
