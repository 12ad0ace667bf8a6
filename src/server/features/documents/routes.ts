/** Route declarations of documents and certificate compliance; index.ts chains them with handlers. */
import { createRoute, z } from "@hono/zod-openapi";
import { documentSchema } from "@shared/schemas/tenancies";
import { requireFeature, requireUser } from "../../auth/session";
import { authErrors, errorResponse, jsonResponse, okSchema } from "../../lib/openapi";

const tags = ["documents"];
const idParam = z.object({ id: z.string().min(1).max(100) });
const notFoundResponse = errorResponse("Not found, or not yours to see");
const badIdResponse = errorResponse("The id is not valid");
const listResponse = jsonResponse(z.object({ items: z.array(documentSchema) }), "Documents");
const manage = requireFeature("properties");
const signedIn = requireUser;
const uploadBody = {
  body: {
    required: true,
    content: {
      "multipart/form-data": {
        schema: z.object({
          file: z.any().openapi({ type: "string", format: "binary" }),
          kind: z.string(),
          title: z.string().optional(),
          issuedOn: z.string().optional(),
          expiresOn: z.string().optional(),
          outcome: z.string().optional().openapi({ description: "EICR only: satisfactory | unsatisfactory" }),
          epcRating: z.string().optional().openapi({ description: "EPC only: A-G (sets the home's rating)" }),
        }),
      },
    },
  },
};
const uploadResponses = {
  201: jsonResponse(z.object({ document: documentSchema }), "Stored"),
  400: errorResponse("Missing fields, or not a PDF/JPEG/PNG/WebP file"),
  404: notFoundResponse,
  413: errorResponse("File too large"),
  ...authErrors,
};

export const listTenancyDocumentsRoute = createRoute({
  method: "get",
  path: "/tenancies/{id}/documents",
  operationId: "listTenancyDocuments",
  tags,
  middleware: signedIn,
  summary: "Documents of a tenancy and of its property (whoever may read the tenancy)",
  request: { params: idParam },
  responses: { 200: listResponse, 400: badIdResponse, 404: notFoundResponse, ...authErrors },
});

export const uploadTenancyDocumentRoute = createRoute({
  method: "post",
  path: "/tenancies/{id}/documents",
  operationId: "uploadTenancyDocument",
  tags,
  middleware: signedIn,
  summary:
    'Upload a document to a tenancy (multipart "file" + kind, title, issuedOn, expiresOn): staff of the property, admins, and the tenant of the tenancy',
  request: { params: idParam, ...uploadBody },
  responses: uploadResponses,
});

export const listPropertyDocumentsRoute = createRoute({
  method: "get",
  path: "/manage/properties/{id}/documents",
  operationId: "listPropertyDocuments",
  tags,
  middleware: manage,
  summary: "Documents of a property and of its tenancies (landlord own, agent assigned, admin)",
  request: { params: idParam },
  responses: { 200: listResponse, 400: badIdResponse, 404: notFoundResponse, ...authErrors },
});

export const uploadPropertyDocumentRoute = createRoute({
  method: "post",
  path: "/manage/properties/{id}/documents",
  operationId: "uploadPropertyDocument",
  tags,
  middleware: manage,
  summary: "Upload a document to a property (gas safety, EICR, EPC...): landlord own, agent assigned, admin",
  request: { params: idParam, ...uploadBody },
  responses: uploadResponses,
});

export const getDocumentLinkRoute = createRoute({
  method: "get",
  path: "/documents/{id}/link",
  operationId: "getDocumentLink",
  tags,
  middleware: signedIn,
  summary: "A short-lived (5 minute) signed link to the file, valid only for the caller",
  request: { params: idParam },
  responses: {
    200: jsonResponse(z.object({ url: z.string(), expiresAt: z.string() }), "The link"),
    400: badIdResponse,
    404: notFoundResponse,
    ...authErrors,
  },
});

export const getDocumentFileRoute = createRoute({
  method: "get",
  path: "/documents/{id}/file",
  operationId: "getDocumentFile",
  tags,
  middleware: signedIn,
  summary: "The file behind a signed link: only for the user it was made for, before it expires",
  request: {
    params: idParam,
    query: z.object({ exp: z.coerce.number().int(), sig: z.string().min(1).max(200) }),
  },
  responses: {
    200: {
      description: "The file, as it was uploaded (PDF, JPEG, PNG or WebP)",
      content: Object.fromEntries(
        ["application/pdf", "image/jpeg", "image/png", "image/webp"].map((type) => [
          type,
          { schema: z.string().openapi({ format: "binary" }) },
        ]),
      ),
    },
    400: errorResponse("The link is incomplete"),
    403: errorResponse("Link expired, or made for someone else"),
    404: notFoundResponse,
    401: errorResponse("Not signed in"),
  },
});

export const deleteDocumentRoute = createRoute({
  method: "delete",
  path: "/documents/{id}",
  operationId: "deleteDocument",
  tags,
  middleware: manage,
  summary: "Delete a document (landlord own, agent assigned, admin)",
  request: { params: idParam },
  responses: {
    200: jsonResponse(okSchema, "Deleted"),
    400: badIdResponse,
    404: notFoundResponse,
    ...authErrors,
  },
});
