/**
 * Route declarations of an EICR's remedial work, proof of service of a document and the tenant's
 * certificates (issue 16). Staff-only routes carry the `properties` feature (tenants get 403).
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  certificateSchema,
  remedialInputSchema,
  remedialSchema,
  serviceInputSchema,
  serviceRecordSchema,
} from "@shared/schemas/compliance-records";
import { errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { idString, okOut, refusals, signedIn, staff, tags } from "./records-routes";

const docParams = z.object({ id: idString });

export const setRemedialRoute = createRoute({
  method: "patch",
  path: "/documents/{id}/remedial",
  operationId: "setEicrRemedial",
  tags,
  middleware: staff,
  summary:
    "An EICR's outcome and remedial work: due (28 days from the inspection or shorter), done, confirmed",
  request: { params: docParams, ...jsonBody(remedialInputSchema) },
  responses: {
    200: jsonResponse(z.object({ remedial: remedialSchema }), "Saved"),
    ...refusals,
    409: errorResponse("The document is not an EICR"),
  },
});

export const listServicesRoute = createRoute({
  method: "get",
  path: "/documents/{id}/services",
  operationId: "listDocumentServices",
  tags,
  middleware: staff,
  summary: "When and how a document was served on the tenants of its home, and whether they opened it",
  request: { params: docParams },
  responses: { 200: jsonResponse(z.object({ items: z.array(serviceRecordSchema) }), "Records"), ...refusals },
});

export const serveDocumentRoute = createRoute({
  method: "post",
  path: "/documents/{id}/services",
  operationId: "serveDocument",
  tags,
  middleware: staff,
  summary:
    "Record a document served on a tenancy of its home; keyhold_email e-mails the tenant a link to their portal (today)",
  request: { params: docParams, ...jsonBody(serviceInputSchema) },
  responses: { 201: jsonResponse(z.object({ service: serviceRecordSchema }), "Recorded"), ...refusals },
});

export const deleteServiceRoute = createRoute({
  method: "delete",
  path: "/documents/{id}/services/{serviceId}",
  operationId: "deleteDocumentService",
  tags,
  middleware: staff,
  summary: "Remove a record of service made in error",
  request: { params: docParams.extend({ serviceId: idString }) },
  responses: { 200: okOut, ...refusals },
});

export const listCertificatesRoute = createRoute({
  method: "get",
  path: "/tenancies/{id}/certificates",
  operationId: "listTenancyCertificates",
  tags,
  middleware: signedIn,
  summary:
    "The home's latest gas safety record, EICR and EPC and its licences, with their service on this tenancy (tenant, staff)",
  request: { params: docParams },
  responses: {
    200: jsonResponse(z.object({ items: z.array(certificateSchema) }), "Certificates"),
    ...refusals,
  },
});
