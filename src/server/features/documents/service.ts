/**
 * Documents of properties and tenancies: who may read and delete them, listing, uploading (the
 * file stored, the row and its audit entry in one transaction), short-lived links and the file.
 */
import { isoOf, today } from "@shared/dates";
import { AppError } from "@shared/errors";
import { latestRemedialDue } from "@shared/law/compliance-records";
import { daysInMonth, type IsoDate, parts } from "@shared/ledger";
import type { Caller } from "@shared/schemas/auth";
import {
  type DocumentKind,
  documentUploadFieldsSchema,
  type TenancyDocument,
  validityOf,
} from "@shared/schemas/tenancies";
import { and, asc, desc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documents, properties, tenancies, users } from "../../db/schema";
import { notFound, zodFields } from "../../lib/errors";
import type { Storage, StoredFile, Upload } from "../../storage";
import { type Actor, audit } from "../audit";
import { acknowledgeOpened } from "../compliance";
import {
  isUuid,
  listingsChanged,
  manageCondition,
  readCondition as propertyReadCondition,
  setEpcRating,
} from "../properties";
import { findTenancy } from "../tenancies";
import { checkDocumentLink, documentLink } from "./links";

type DocumentRow = typeof documents.$inferSelect;

export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parts(date);
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const d = Math.min(day, daysInMonth(y, m));
  return isoOf(y, m, d);
}

/**
 * Expiry of a certificate: the date given; else, for gas safety (12 months), EICR (5 years) and
 * EPC (10 years), its issue date (or the upload date when none is given) plus that validity.
 */
export function expiryFor(
  kind: DocumentKind,
  issuedOn: IsoDate | null,
  expiresOn: IsoDate | null,
): IsoDate | null {
  if (expiresOn) return expiresOn;
  const validity = validityOf(kind);
  if (!validity) return null;
  return addMonths(issuedOn ?? today(), validity.months);
}

/**
 * Documents a user may read: a tenancy's as the tenancy (its property's staff, its tenant, admins);
 * a property's to its staff, admins and the tenants of its tenancies.
 */
function readCondition(user: Caller): SQL | undefined {
  if (user.role === "admin") return undefined;
  if (user.role === "tenant") {
    return or(
      sql`${documents.tenancyId} in (select ${tenancies.id} from ${tenancies} where ${tenancies.tenantId} = ${user.id})`,
      and(isNull(documents.tenancyId), propertyReadCondition(user)),
    );
  }
  return manageCondition(user);
}

const uploader = { id: users.id, name: users.name, email: users.email };

async function select(db: Db, where: SQL | undefined) {
  return db
    .select({ d: documents, uploadedBy: uploader })
    .from(documents)
    .innerJoin(properties, eq(properties.id, documents.propertyId))
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .where(where)
    .orderBy(asc(documents.kind), desc(documents.createdAt));
}

function toDto(r: {
  d: DocumentRow;
  uploadedBy: { id: string; name: string; email: string } | null;
}): TenancyDocument {
  const d = r.d;
  return {
    id: d.id,
    propertyId: d.propertyId,
    tenancyId: d.tenancyId,
    kind: d.kind,
    title: d.title,
    fileName: d.fileName,
    contentType: d.contentType,
    sizeBytes: d.sizeBytes,
    issuedOn: d.issuedOn,
    expiresOn: d.expiresOn,
    outcome: d.outcome ?? null,
    remedialDueOn: d.remedialDueOn,
    remedialDoneOn: d.remedialDoneOn,
    remedialConfirmedOn: d.remedialConfirmedOn,
    uploadedBy: r.uploadedBy,
    createdAt: d.createdAt.toISOString(),
  };
}

/** The document if the user may read it, else 404. */
async function findDocument(db: Db, user: Caller, id: string): Promise<DocumentRow> {
  if (!isUuid(id)) throw notFound("Document not found");
  const [row] = await select(db, and(eq(documents.id, id), readCondition(user)));
  if (!row) throw notFound("Document not found");
  return row.d;
}

async function getDocument(db: Db, id: string): Promise<TenancyDocument> {
  const [row] = await select(db, eq(documents.id, id));
  if (!row) throw notFound("Document not found");
  return toDto(row);
}

/** A tenancy's own documents and those of its property. */
export async function listForTenancy(db: Db, user: Caller, tenancyId: string) {
  const { t } = await findTenancy(db, user, tenancyId);
  const rows = await select(
    db,
    or(
      eq(documents.tenancyId, t.id),
      and(isNull(documents.tenancyId), eq(documents.propertyId, t.propertyId)),
    ),
  );
  return rows.map(toDto);
}

/** A property's documents and those of all its tenancies (staff of the property, admins). */
export async function listForProperty(db: Db, user: Caller, propertyId: string) {
  await findManagedProperty(db, user, propertyId);
  const rows = await select(db, eq(documents.propertyId, propertyId));
  return rows.map(toDto);
}

async function findManagedProperty(db: Db, user: Caller, propertyId: string) {
  if (!isUuid(propertyId) || user.role === "tenant") throw notFound("Property not found");
  const [p] = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(and(eq(properties.id, propertyId), manageCondition(user)));
  if (!p) throw notFound("Property not found");
  return p;
}

// ---- Uploads ---------------------------------------------------------------------------------

interface UploadDeps {
  db: Db;
  storage: Storage;
}

const extension: Record<string, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/**
 * Reads the upload (`read()`, which answers 400/413 itself), checks its fields, stores the file,
 * then inserts its row with the audit entry in a transaction (the file is removed if that fails).
 */
async function storeDocument(
  { db, storage }: UploadDeps,
  user: Caller,
  actor: Actor,
  owner: { propertyId: string; tenancyId: string | null; label: string },
  read: () => Promise<Upload>,
): Promise<TenancyDocument> {
  const upload = await read();
  const parsed = documentUploadFieldsSchema.safeParse(upload.fields);
  if (!parsed.success) {
    const fields = zodFields(parsed.error);
    throw new AppError(
      "validation_error",
      `Invalid input. ${Object.entries(fields)
        .map(([k, v]) => `${k}: ${v}`)
        .join("; ")}`,
      fields,
    );
  }
  const { kind, title, issuedOn, expiresOn, outcome, epcRating } = parsed.data;
  const id = crypto.randomUUID();
  const storageKey = `documents/${owner.propertyId}/${id}.${extension[upload.contentType] ?? "bin"}`;
  await storage.put(storageKey, upload.buffer, upload.contentType);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(documents).values({
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
        outcome: outcome ?? null,
        // An unsatisfactory EICR: the remedial work is due 28 days after the inspection (reg 3(4)).
        remedialDueOn: outcome === "unsatisfactory" ? latestRemedialDue(issuedOn ?? today()) : null,
        uploadedBy: user.id,
      });
      // Staff filing an EPC with its rating: the home's rating follows (material information).
      if (epcRating && user.role !== "tenant") await setEpcRating(tx, owner.propertyId, epcRating);
      await audit(tx, actor, {
        action: "document_upload",
        entity: "document",
        entityId: id,
        details: {
          ...owner,
          kind,
          fileName: upload.name,
          bytes: upload.buffer.length,
          ...(outcome ? { outcome } : {}),
          ...(epcRating ? { epcRating } : {}),
        },
      });
    });
  } catch (err) {
    await storage.delete(storageKey);
    throw err;
  }
  // The rating shows on the public listing: cached search answers and pages are forgotten.
  if (epcRating && user.role !== "tenant") await listingsChanged(db);
  return getDocument(db, id);
}

/** Uploads to a tenancy: whoever may read the tenancy (its property's staff, admins, its tenant). */
export async function uploadTenancyDocument(
  deps: UploadDeps,
  user: Caller,
  actor: Actor,
  tenancyId: string,
  read: () => Promise<Upload>,
): Promise<TenancyDocument> {
  const { t } = await findTenancy(deps.db, user, tenancyId);
  return storeDocument(
    deps,
    user,
    actor,
    { propertyId: t.propertyId, tenancyId: t.id, label: "tenancy" },
    read,
  );
}

/** Uploads to a property: its landlord, its agent, admins. */
export async function uploadPropertyDocument(
  deps: UploadDeps,
  user: Caller,
  actor: Actor,
  propertyId: string,
  read: () => Promise<Upload>,
): Promise<TenancyDocument> {
  const property = await findManagedProperty(deps.db, user, propertyId);
  return storeDocument(
    deps,
    user,
    actor,
    { propertyId: property.id, tenancyId: null, label: "property" },
    read,
  );
}

// ---- Links, files, deleting --------------------------------------------------------------------

/** A short-lived signed link to a document the user may read, valid only for that user. */
export async function linkFor(db: Db, user: Caller, id: string, secret: string) {
  const doc = await findDocument(db, user, id);
  return documentLink(secret, doc.id, user.id);
}

/**
 * The file behind a signed link: 403 when the link has expired or was made for someone else, 404
 * when the user may not read the document (any more) or its file is missing.
 */
export async function openDocumentFile(
  deps: { db: Db; storage: Storage },
  user: Caller,
  id: string,
  link: { secret: string; exp: number; sig: string },
): Promise<{ doc: DocumentRow; file: StoredFile }> {
  const check = checkDocumentLink(link.secret, id, user.id, link.exp, link.sig);
  if (check === "expired") {
    throw new AppError("link_expired", "This link has expired. Open the document again from Keyhold.");
  }
  if (check !== "ok") throw new AppError("link_invalid", "This link is not valid for your account.");
  const doc = await findDocument(deps.db, user, id);
  const file = await deps.storage.get(doc.storageKey);
  if (!file) throw notFound("The file is missing from storage.");
  // A tenant opening a document served on them acknowledges it (the first time only).
  await acknowledgeOpened(deps.db, user, doc.id);
  return { doc, file };
}

/** Deletes a document (staff of its property, admins; else 404), audited; its file once committed. */
export async function deleteDocument(
  deps: { db: Db; storage: Storage },
  user: Caller,
  actor: Actor,
  id: string,
): Promise<void> {
  if (!isUuid(id) || user.role === "tenant") throw notFound("Document not found");
  const doc = await deps.db.transaction(async (tx) => {
    const [row] = await select(tx, and(eq(documents.id, id), manageCondition(user)));
    if (!row) throw notFound("Document not found");
    await tx.delete(documents).where(eq(documents.id, id));
    await audit(tx, actor, {
      action: "document_delete",
      entity: "document",
      entityId: id,
      details: {
        propertyId: row.d.propertyId,
        tenancyId: row.d.tenancyId,
        kind: row.d.kind,
        fileName: row.d.fileName,
      },
    });
    return row.d;
  });
  await deps.storage.delete(doc.storageKey);
}
