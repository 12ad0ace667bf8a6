import { addDays, daysInMonth, type IsoDate, parts } from "@shared/ledger";
import {
  type ComplianceKind,
  type ComplianceRow,
  type ComplianceState,
  complianceKinds,
  complianceValidity,
  type DocumentKind,
  type TenancyDocument,
} from "@shared/schemas/tenancies";
import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documents, properties, tenancies, users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { manageCondition } from "../properties/service";
import { type Actor, findTenancy, tenantPropertyCondition, todayIso } from "../tenancies/service";

type DocumentRow = typeof documents.$inferSelect;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = parts(date);
  const total = year * 12 + (month - 1) + months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const d = Math.min(day, daysInMonth(y, m));
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
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
  const validity = complianceValidity[kind as ComplianceKind];
  if (!validity) return null;
  return addMonths(issuedOn ?? todayIso(), validity.months);
}

/**
 * Documents a user may read: a tenancy's as the tenancy (its property's staff, its tenant, admins);
 * a property's to its staff, admins and the tenants of its tenancies.
 */
function readCondition(user: Actor): SQL | undefined {
  if (user.role === "admin") return undefined;
  if (user.role === "tenant") {
    return or(
      sql`${documents.tenancyId} in (select ${tenancies.id} from ${tenancies} where ${tenancies.tenantId} = ${user.id})`,
      and(isNull(documents.tenancyId), tenantPropertyCondition(user.id)),
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
    kind: d.kind as DocumentKind,
    title: d.title,
    fileName: d.fileName,
    contentType: d.contentType,
    sizeBytes: d.sizeBytes,
    issuedOn: d.issuedOn,
    expiresOn: d.expiresOn,
    uploadedBy: r.uploadedBy,
    createdAt: d.createdAt.toISOString(),
  };
}

/** The document if the user may read it, else 404. */
export async function findDocument(db: Db, user: Actor, id: string): Promise<DocumentRow> {
  if (!isUuid(id)) throw notFound("Document not found");
  const [row] = await select(db, and(eq(documents.id, id), readCondition(user)));
  if (!row) throw notFound("Document not found");
  return row.d;
}

export async function getDocument(db: Db, id: string): Promise<TenancyDocument> {
  const [row] = await select(db, eq(documents.id, id));
  if (!row) throw notFound("Document not found");
  return toDto(row);
}

/** A tenancy's own documents and those of its property. */
export async function listForTenancy(db: Db, user: Actor, tenancyId: string) {
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
export async function listForProperty(db: Db, user: Actor, propertyId: string) {
  await findManagedProperty(db, user, propertyId);
  const rows = await select(db, eq(documents.propertyId, propertyId));
  return rows.map(toDto);
}

export async function findManagedProperty(db: Db, user: Actor, propertyId: string) {
  if (!isUuid(propertyId) || user.role === "tenant") throw notFound("Property not found");
  const [p] = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(and(eq(properties.id, propertyId), manageCondition(user)));
  if (!p) throw notFound("Property not found");
  return p;
}

/** The document if the user may delete it (staff of its property, admins), else 404. */
export async function findDeletable(db: Db, user: Actor, id: string): Promise<DocumentRow> {
  if (!isUuid(id) || user.role === "tenant") throw notFound("Document not found");
  const [row] = await select(db, and(eq(documents.id, id), manageCondition(user)));
  if (!row) throw notFound("Document not found");
  return row.d;
}

export async function insertDocument(tx: Db, values: typeof documents.$inferInsert) {
  const [row] = await tx.insert(documents).values(values).returning();
  return row!;
}

export async function deleteDocumentRow(tx: Db, id: string) {
  await tx.delete(documents).where(eq(documents.id, id));
}

// ---- Compliance --------------------------------------------------------------------------------

export const EXPIRING_WITHIN_DAYS = 30;

export function complianceState(expiresOn: IsoDate | null, today: IsoDate): ComplianceState {
  if (!expiresOn) return "missing";
  if (expiresOn < today) return "expired";
  if (expiresOn <= addDays(today, EXPIRING_WITHIN_DAYS)) return "expiring";
  return "valid";
}

/**
 * Every property the user manages (archived ones aside) with the state of its gas safety, EICR
 * and EPC certificates: the one expiring last counts, whether filed on the property or a tenancy.
 */
export async function complianceFor(db: Db, user: Actor, today = todayIso()): Promise<ComplianceRow[]> {
  const props = await db
    .select({
      id: properties.id,
      title: properties.title,
      addressLine1: properties.addressLine1,
      city: properties.city,
      postcode: properties.postcode,
      landlordId: properties.landlordId,
      agentId: properties.agentId,
    })
    .from(properties)
    .where(and(manageCondition(user), ne(properties.status, "archived")))
    .orderBy(asc(properties.title))
    .limit(1000);
  if (!props.length) return [];
  const docs = await db
    .select({
      id: documents.id,
      propertyId: documents.propertyId,
      kind: documents.kind,
      expiresOn: documents.expiresOn,
    })
    .from(documents)
    .where(
      and(
        inArray(
          documents.propertyId,
          props.map((p) => p.id),
        ),
        inArray(documents.kind, [...complianceKinds]),
      ),
    );
  const best = new Map<string, { id: string; expiresOn: string | null }>();
  for (const d of docs) {
    const key = `${d.propertyId}:${d.kind}`;
    const current = best.get(key);
    if (!current || (d.expiresOn ?? "") > (current.expiresOn ?? "")) best.set(key, d);
  }
  return props.map((property) => ({
    property,
    items: complianceKinds.map((kind) => {
      const doc = best.get(`${property.id}:${kind}`);
      return {
        kind,
        state: doc ? complianceState(doc.expiresOn, today) : "missing",
        expiresOn: doc?.expiresOn ?? null,
        documentId: doc?.id ?? null,
      };
    }),
  }));
}
