/**
 * The contractor's routes behind their private link (no session): the token in the path is the
 * only key, bound to one order. Unknown, revoked and expired tokens all answer the same 404;
 * every call is rate limited per address. Responses carry no-referrer and noindex headers.
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  appointmentInputSchema,
  contractorJobSchema,
  contractorResponseSchema,
  worksFileKinds,
} from "@shared/schemas/works";
import { errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";

const tags = ["works"];
const tokenParam = z.object({ token: z.string().max(200) });
const gone = errorResponse("Unknown, revoked or expired link (all alike)");
const limited = errorResponse("Too many requests from this address");
const jobResponse = z.object({ job: contractorJobSchema.nullable() });
const binary = () => z.any().openapi({ type: "string", format: "binary" });

export const getContractorJobRoute = createRoute({
  method: "get",
  path: "/works/{token}",
  operationId: "getContractorJob",
  tags,
  summary:
    "The job behind a contractor's link: address, work, budget, files; the tenant's contact once accepted",
  request: { params: tokenParam },
  responses: { 200: jsonResponse(jobResponse, "The job"), 404: gone, 429: limited },
});

export const respondContractorJobRoute = createRoute({
  method: "post",
  path: "/works/{token}/response",
  operationId: "respondContractorJob",
  tags,
  summary: "Accept or decline the job (declining ends the link)",
  request: { params: tokenParam, ...jsonBody(contractorResponseSchema) },
  responses: {
    200: jsonResponse(jobResponse, "Answered (job null once declined)"),
    400: errorResponse("Invalid input"),
    404: gone,
    409: errorResponse("Already answered"),
    429: limited,
  },
});

export const proposeContractorVisitRoute = createRoute({
  method: "post",
  path: "/works/{token}/appointment",
  operationId: "proposeContractorVisit",
  tags,
  summary: "Book or move the visit (from now to a year ahead); the tenant is told",
  request: { params: tokenParam, ...jsonBody(appointmentInputSchema) },
  responses: {
    200: jsonResponse(jobResponse, "Booked"),
    400: errorResponse("Invalid input"),
    404: gone,
    409: errorResponse("Not accepted yet, or already done"),
    429: limited,
  },
});

export const completeContractorJobRoute = createRoute({
  method: "post",
  path: "/works/{token}/done",
  operationId: "completeContractorJob",
  tags,
  summary: "Mark the work done",
  request: { params: tokenParam },
  responses: {
    200: jsonResponse(jobResponse, "Done"),
    404: gone,
    409: errorResponse("Not accepted yet, or already done"),
    429: limited,
  },
});

export const uploadContractorFileRoute = createRoute({
  method: "post",
  path: "/works/{token}/files",
  operationId: "uploadContractorFile",
  tags,
  summary:
    "Upload a photo or the invoice (PDF, JPEG or PNG by content, size-limited; kind=photo|invoice, invoice with amountPence)",
  request: {
    params: tokenParam,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: binary(),
            kind: z.enum(worksFileKinds),
            amountPence: z.string().max(12).optional(),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(jobResponse, "Stored"),
    400: errorResponse("No file, not an accepted type, or a bad amount"),
    404: gone,
    409: errorResponse("Not accepted yet, or too many files"),
    413: errorResponse("File too large"),
    429: limited,
  },
});

export const getContractorFileRoute = createRoute({
  method: "get",
  path: "/works/{token}/files/{fileId}",
  operationId: "getContractorFile",
  tags,
  summary: "Download a file of the link's own order (another order's file is 404)",
  request: { params: z.object({ token: z.string().max(200), fileId: z.string().max(100) }) },
  responses: {
    200: {
      description: "The file",
      content: { "image/webp": { schema: binary() }, "application/pdf": { schema: binary() } },
    },
    404: gone,
    429: limited,
  },
});
