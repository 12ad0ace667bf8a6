/** Route declarations of payments on tenancies: report, record, confirm/fail/refund, the queue, CSV. */
import { createRoute, z } from "@hono/zod-openapi";
import {
  paymentActionSchema,
  paymentListItemSchema,
  paymentListQuerySchema,
  paymentRecordSchema,
  paymentReportSchema,
  paymentSchema,
  paymentsExportQuerySchema,
  tenancySchema,
} from "@shared/schemas/tenancies";
import { requireRole } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { csvResponse, idParam, notFoundResponse, staff, tags } from "./routes";

const paymentResponse = z.object({ payment: paymentSchema, tenancy: tenancySchema });
const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .min(8, "Use a key of at least 8 characters")
    .max(200)
    .optional()
    .openapi({ description: "A retry with the same key returns the first result and adds nothing" }),
});

export const reportTenancyPaymentRoute = createRoute({
  method: "post",
  path: "/tenancies/{id}/payments/report",
  operationId: "reportTenancyPayment",
  tags,
  middleware: [requireRole("tenant")] as const,
  summary: "The tenant reports a payment they made; it stays pending until staff confirm it",
  request: { params: idParam, headers: idempotencyHeaders, ...jsonBody(paymentReportSchema) },
  responses: {
    200: jsonResponse(paymentResponse, "Already reported under this Idempotency-Key"),
    201: jsonResponse(paymentResponse, "Reported (pending)"),
    400: errorResponse("Invalid input"),
    404: notFoundResponse,
    409: errorResponse("Tenancy not active, or the key was used for another payment"),
    ...authErrors,
  },
});

export const recordTenancyPaymentRoute = createRoute({
  method: "post",
  path: "/tenancies/{id}/payments",
  operationId: "recordTenancyPayment",
  tags,
  middleware: [staff] as const,
  summary:
    "Record a payment received (landlord, agent, admin). Send an Idempotency-Key: a retry returns the first payment and never counts twice.",
  request: { params: idParam, headers: idempotencyHeaders, ...jsonBody(paymentRecordSchema) },
  responses: {
    200: jsonResponse(paymentResponse, "Already recorded under this Idempotency-Key"),
    201: jsonResponse(paymentResponse, "Recorded"),
    400: errorResponse("Invalid input"),
    404: notFoundResponse,
    409: errorResponse("Tenancy not active, or the key was used for another payment"),
    ...authErrors,
  },
});

export const actOnPaymentRoute = createRoute({
  method: "post",
  path: "/payments/{id}/actions",
  operationId: "actOnPayment",
  tags,
  middleware: [staff] as const,
  summary: "Confirm or fail a pending payment, or refund a completed one (landlord, agent, admin)",
  request: { params: idParam, ...jsonBody(paymentActionSchema) },
  responses: {
    200: jsonResponse(paymentResponse, "Done"),
    400: errorResponse("Invalid input"),
    404: notFoundResponse,
    409: errorResponse("Not allowed from the payment's status"),
    ...authErrors,
  },
});

export const listPaymentsRoute = createRoute({
  method: "get",
  path: "/payments",
  operationId: "listPayments",
  tags,
  middleware: [staff] as const,
  summary:
    "Payments on the caller's tenancies (landlord: own properties; agent: assigned; admin: all), pending first",
  request: { query: paymentListQuerySchema },
  responses: {
    200: jsonResponse(
      z.object({ items: z.array(paymentListItemSchema), total: z.number().int() }),
      "A page of payments",
    ),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const exportPaymentsRoute = createRoute({
  method: "get",
  path: "/payments/export.csv",
  operationId: "exportPayments",
  tags,
  middleware: [staff] as const,
  summary: "Payments on the caller's tenancies paid between two dates (inclusive), as CSV",
  request: { query: paymentsExportQuerySchema },
  responses: { 200: csvResponse("CSV file"), 400: errorResponse("Bad dates"), ...authErrors },
});
