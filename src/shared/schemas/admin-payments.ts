import "./zod-setup";
import { z } from "zod";
import { pageQuery } from "./admin";
import { checkDateRange, isoDate, MAX_FILTER_YEARS } from "./dates";
import { paymentMethods, paymentStatuses } from "./tenancies";

const uuid = z.uuid("Choose a valid id");

/** Filters of /admin/payments; the CSV export takes the same ones (without paging). */
export const adminPaymentFilterSchema = z
  .object({
    status: z.enum(paymentStatuses, { error: "Choose pending, completed, failed or refunded" }).optional(),
    method: z.enum(paymentMethods, { error: "Choose a valid payment method" }).optional(),
    from: isoDate().optional(),
    to: isoDate().optional(),
    /** Property title, address or postcode (part of). */
    property: z.string().trim().max(100).optional(),
    landlordId: z.string().trim().min(1).max(64).optional(),
    tenancyId: uuid.optional(),
  })
  .superRefine((q, ctx) => checkDateRange(q, ctx, MAX_FILTER_YEARS));

export const adminPaymentListQuerySchema = z
  .object({ ...adminPaymentFilterSchema.shape, ...pageQuery })
  .superRefine((q, ctx) => checkDateRange(q, ctx, MAX_FILTER_YEARS));

export const adminPaymentSchema = z
  .object({
    id: z.string(),
    tenancyId: z.string(),
    amount: z.number(),
    currency: z.string(),
    paidOn: z.string(),
    method: z.enum(paymentMethods),
    status: z.enum(paymentStatuses),
    reference: z.string().nullable(),
    propertyId: z.string(),
    propertyTitle: z.string(),
    landlordId: z.string(),
    landlordName: z.string(),
    tenantName: z.string(),
  })
  .meta({ id: "AdminPayment" });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentListSchema = z.object({
  items: z.array(adminPaymentSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** Over every payment matching the filters (not just this page), in minor units. */
  totals: z.object({
    count: z.number(),
    completed: z.number(),
    pending: z.number(),
    failed: z.number(),
    refunded: z.number(),
  }),
});
export type AdminPaymentList = z.infer<typeof adminPaymentListSchema>;
