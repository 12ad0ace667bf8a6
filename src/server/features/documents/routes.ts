import { createRoute, z } from "@hono/zod-openapi";
import { complianceRowSchema, documentSchema, documentUploadFieldsSchema } from "@shared/schemas/tenancies";
import type { Context } from "hono";
import { currentUser, requireFeature, requireUser } from "../../auth/session";
import { type AppEnv, createRouter } from "../../context";
import { ApiError, errorBody, zodFields } from "../../lib/errors";
import { authErrors, errorResponse, jsonResponse, okSchema } from "../../lib/openapi";
import { readUpload, uploadBodyLimit } from "../../storage";
import { audit } from "../audit/service";
import { findTenancy } from "../tenancies/service";
import { checkDocumentLink, documentLink } from "./links";
import {
  complianceFor,
  deleteDocumentRow,
  expiryFor,
  findDeletable,
  findDocument,
  findManagedProperty,
  getDocument,
  insertDocument,
  listForProperty,
  listForTenancy,
} from "./service";

const tags = ["documents"];
const idParam = z.object({ id: z.string().min(1).max(100) });
const notFoundResponse = errorResponse("Not found, or not yours to see");
const listResponse = jsonResponse(z.object({ items: z.array(documentSchema) }), "Documents");
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

const extension: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/** The secret links are signed with: the auth secret better-auth was configured with. */
const linkSecret = (c: Context<AppEnv>) => (c.get("deps").auth.options as { secret: string }).secret;

/** Reads, checks and stores an uploaded document, then inserts its row (with audit) in a transaction. */
async function storeDocument(
  c: Context<AppEnv>,
  owner: { propertyId: string; tenancyId: string | null; label: string },
) {
  const user = currentUser(c);
  const { database, storage, config } = c.get("deps");
  const upload = await readUpload(c, { maxBytes: config.uploadMaxBytes, accept: "document" });
  const parsed = documentUploadFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    const fields = zodFields(parsed.error);
    throw new ApiError(
      400,
      "validation_error",
      `Invalid input. ${Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join("; ")}`,
      fields,
    );
  }
  const { kind, title, issuedOn, expiresOn } = parsed.data;
  const id = crypto.randomUUID();
  const storageKey = `documents/${owner.propertyId}/${id}.${extension[upload.contentType] ?? "bin"}`;
  await storage.put(storageKey, upload.buffer, upload.contentType);
  try {
    await database.db.transaction(async (tx) => {
      await insertDocument(tx, {
        id,
        propertyId: owner.propertyId,
        tenancyId: owner.tenancyId,
        kind,
        title: title || upload.name || kind,
        fileName: upload.name || `${kind}.${extension[upload.contentType]}`,
        contentType: upload.contentType,
        sizeBytes: upload.buffer.length,
        storageKey,
        issuedOn: issuedOn ?? null,
        expiresOn: expiryFor(kind, issuedOn ?? null, expiresOn ?? null),
        uploadedBy: user.id,
      });
      await audit(
        c,
        {
          action: "document_upload",
          entity: "document",
          entityId: id,
          details: { ...owner, kind, fileName: upload.name, bytes: upload.buffer.length },
        },
        tx,
      );
    });
  } catch (err) {
    await storage.delete(storageKey);
    throw err;
  }
  return getDocument(database.db, id);
}

export function documentRoutes(options: { uploadMaxBytes: number }) {
  const app = createRouter();
  const limit = uploadBodyLimit(options.uploadMaxBytes);
  app.use("/tenancies/:id/documents", (c, next) => (c.req.method === "POST" ? limit(c, next) : next()));
  app.use("/manage/properties/:id/documents", (c, next) =>
    c.req.method === "POST" ? limit(c, next) : next(),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/tenancies/{id}/documents",
      tags,
      middleware: [requireUser] as const,
      summary: "Documents of a tenancy and of its property (whoever may read the tenancy)",
      request: { params: idParam },
      responses: { 200: listResponse, 404: notFoundResponse, ...authErrors },
    }),
    async (c) =>
      c.json(
        { items: await listForTenancy(c.get("deps").database.db, currentUser(c), c.req.valid("param").id) },
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/tenancies/{id}/documents",
      tags,
      middleware: [requireUser] as const,
      summary:
        'Upload a document to a tenancy (multipart "file" + kind, title, issuedOn, expiresOn): staff of the property, admins, and the tenant of the tenancy',
      request: { params: idParam, ...uploadBody },
      responses: uploadResponses,
    }),
    async (c) => {
      const { t } = await findTenancy(c.get("deps").database.db, currentUser(c), c.req.valid("param").id);
      const document = await storeDocument(c, {
        propertyId: t.propertyId,
        tenancyId: t.id,
        label: "tenancy",
      });
      return c.json({ document }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/properties/{id}/documents",
      tags,
      middleware: [requireFeature("properties")] as const,
      summary: "Documents of a property and of its tenancies (landlord own, agent assigned, admin)",
      request: { params: idParam },
      responses: { 200: listResponse, 404: notFoundResponse, ...authErrors },
    }),
    async (c) =>
      c.json(
        { items: await listForProperty(c.get("deps").database.db, currentUser(c), c.req.valid("param").id) },
        200,
      ),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/properties/{id}/documents",
      tags,
      middleware: [requireFeature("properties")] as const,
      summary:
        "Upload a document to a property (gas safety, EICR, EPC...): landlord own, agent assigned, admin",
      request: { params: idParam, ...uploadBody },
      responses: uploadResponses,
    }),
    async (c) => {
      const property = await findManagedProperty(
        c.get("deps").database.db,
        currentUser(c),
        c.req.valid("param").id,
      );
      const document = await storeDocument(c, {
        propertyId: property.id,
        tenancyId: null,
        label: "property",
      });
      return c.json({ document }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/documents/{id}/link",
      tags,
      middleware: [requireUser] as const,
      summary: "A short-lived (5 minute) signed link to the file, valid only for the caller",
      request: { params: idParam },
      responses: {
        200: jsonResponse(z.object({ url: z.string(), expiresAt: z.string() }), "The link"),
        404: notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const doc = await findDocument(c.get("deps").database.db, user, c.req.valid("param").id);
      c.header("Cache-Control", "private, no-store");
      return c.json(documentLink(linkSecret(c), doc.id, user.id), 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/documents/{id}/file",
      tags,
      middleware: [requireUser] as const,
      summary: "The file behind a signed link: only for the user it was made for, before it expires",
      request: {
        params: idParam,
        query: z.object({ exp: z.coerce.number().int(), sig: z.string().min(1).max(200) }),
      },
      responses: {
        200: { description: "The file", content: { "application/pdf": { schema: z.string() } } },
        403: errorResponse("Link expired, or made for someone else"),
        404: notFoundResponse,
        401: errorResponse("Not signed in"),
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const { exp, sig } = c.req.valid("query");
      const check = checkDocumentLink(linkSecret(c), id, user.id, exp, sig);
      if (check === "expired") {
        return c.json(
          errorBody("link_expired", "This link has expired. Open the document again from Keyhold."),
          403,
        );
      }
      if (check !== "ok")
        return c.json(errorBody("link_invalid", "This link is not valid for your account."), 403);
      const { database, storage } = c.get("deps");
      const doc = await findDocument(database.db, user, id);
      const file = await storage.get(doc.storageKey);
      if (!file) return c.json(errorBody("not_found", "The file is missing from storage."), 404);
      const safeName = doc.fileName.replace(/[^A-Za-z0-9._ -]/g, "_");
      return c.body(new Uint8Array(file.body), 200, {
        "Content-Type": doc.contentType,
        "Content-Disposition": `inline; filename="${safeName}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      }) as never;
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/documents/{id}",
      tags,
      middleware: [requireFeature("properties")] as const,
      summary: "Delete a document (landlord own, agent assigned, admin)",
      request: { params: idParam },
      responses: { 200: jsonResponse(okSchema, "Deleted"), 404: notFoundResponse, ...authErrors },
    }),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const { database, storage } = c.get("deps");
      const doc = await database.db.transaction(async (tx) => {
        const row = await findDeletable(tx, user, id);
        await deleteDocumentRow(tx, id);
        await audit(
          c,
          {
            action: "document_delete",
            entity: "document",
            entityId: id,
            details: {
              propertyId: row.propertyId,
              tenancyId: row.tenancyId,
              kind: row.kind,
              fileName: row.fileName,
            },
          },
          tx,
        );
        return row;
      });
      await storage.delete(doc.storageKey);
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/compliance",
      tags,
      middleware: [requireFeature("properties")] as const,
      summary:
        "Gas safety (12 months), EICR (5 years) and EPC (10 years) per managed property: valid, expiring within 30 days, expired or missing",
      responses: {
        200: jsonResponse(z.object({ items: z.array(complianceRowSchema), asOf: z.string() }), "Compliance"),
        ...authErrors,
      },
    }),
    async (c) => {
      const asOf = new Date().toISOString().slice(0, 10);
      const items = await complianceFor(c.get("deps").database.db, currentUser(c), asOf);
      return c.json({ items, asOf }, 200);
    },
  );

  return app;
}
