/**
 * Proof of service: a document (gas safety record, EICR, EPC, licence) given to the tenant of a
 * tenancy of its home, when and how. With `keyhold_email` Keyhold e-mails the tenant (through the
 * outbox) a link to their portal, or, when they have not joined, a private link to the document
 * (service-certificate-link.ts), and the record says when; the tenant's acknowledgement is the
 * first time they open the document there. Also the tenant's view of their home's certificates.
 */
import { today } from "@shared/dates";
import type { Caller } from "@shared/schemas/auth";
import type { Certificate, ServiceRecord, serviceInputSchema } from "@shared/schemas/compliance-records";
import { eicrOutcomeLabels, licenceKindLabels } from "@shared/schemas/compliance-records";
import { and, asc, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { documents, properties, serviceRecords, tenancies, users } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { isUuid, manageCondition } from "../properties";
import { findTenancy, tenantUser } from "../tenancies";
import { newCertificateLink, type ServedMail, sendServedMail } from "./service-certificate-link";
import { notInFuture } from "./service-checks";
import { licencesOf } from "./service-licences";

type MailDeps = { db: Db } & Pick<AppDeps, "mailer" | "config">;

/** The document if the caller manages its home (staff; tenants never), else 404. */
async function findManagedDocument(db: Db, user: Caller, id: string) {
  if (!isUuid(id) || user.role === "tenant") throw notFound("Document not found");
  const [row] = await db
    .select({ d: documents, propertyTitle: properties.title })
    .from(documents)
    .innerJoin(properties, eq(properties.id, documents.propertyId))
    .where(and(eq(documents.id, id), manageCondition(user)));
  if (!row) throw notFound("Document not found");
  return row;
}

const servedBy = users;
const recordColumns = {
  s: serviceRecords,
  tenantName: sql<string>`coalesce(${tenantUser.name}, ${tenancies.inviteEmail}, 'Tenant')`,
  servedBy: servedBy.name,
};

function recordsQuery(db: Db) {
  return db
    .select(recordColumns)
    .from(serviceRecords)
    .innerJoin(tenancies, eq(tenancies.id, serviceRecords.tenancyId))
    .leftJoin(tenantUser, eq(tenantUser.id, tenancies.tenantId))
    .leftJoin(servedBy, eq(servedBy.id, serviceRecords.servedBy));
}

function toDto(r: {
  s: typeof serviceRecords.$inferSelect;
  tenantName: string;
  servedBy: string | null;
}): ServiceRecord {
  return {
    id: r.s.id,
    documentId: r.s.documentId,
    tenancyId: r.s.tenancyId,
    tenantName: r.tenantName,
    servedOn: r.s.servedOn,
    method: r.s.method,
    note: r.s.note,
    servedBy: r.servedBy,
    emailedAt: r.s.emailedAt?.toISOString() ?? null,
    emailedTo: r.s.emailedTo,
    acknowledgedAt: r.s.acknowledgedAt?.toISOString() ?? null,
    createdAt: r.s.createdAt.toISOString(),
  };
}

export async function listServices(db: Db, user: Caller, documentId: string): Promise<ServiceRecord[]> {
  const { d } = await findManagedDocument(db, user, documentId);
  const rows = await recordsQuery(db)
    .where(eq(serviceRecords.documentId, d.id))
    .orderBy(desc(serviceRecords.servedOn), desc(serviceRecords.createdAt));
  return rows.map(toDto);
}

/** The tenancy of the document's home it is served on (active or draft), else a field error. */
async function servedTenancy(tx: Db, d: typeof documents.$inferSelect, tenancyId: string) {
  const [t] = await tx
    .select({ t: tenancies, email: tenantUser.email, name: tenantUser.name })
    .from(tenancies)
    .leftJoin(tenantUser, eq(tenantUser.id, tenancies.tenantId))
    .where(and(eq(tenancies.id, tenancyId), eq(tenancies.propertyId, d.propertyId)));
  if (!t) throw fieldError("tenancyId", "Choose a tenancy of this home");
  if (t.t.status === "ended") throw fieldError("tenancyId", "This tenancy has ended: choose a current one");
  if (d.tenancyId && d.tenancyId !== t.t.id) {
    throw fieldError("tenancyId", "This document belongs to another tenancy of the home");
  }
  return t;
}

/**
 * Records that the document was served on a tenancy of its home (active or draft). With
 * `keyhold_email` the date is today and, once the record is committed, the tenant is e-mailed: a
 * member a link to their portal; a tenant who has not joined (the tenancy's invitation address) a
 * private link to this document alone (service-certificate-link.ts). `emailedAt` then says when.
 */
export async function serveDocument(
  deps: MailDeps,
  user: Caller & { name: string },
  actor: Actor,
  documentId: string,
  input: z.output<typeof serviceInputSchema>,
): Promise<ServiceRecord> {
  const byKeyhold = input.method === "keyhold_email";
  const servedOn = byKeyhold ? today() : input.servedOn;
  if (!servedOn) throw fieldError("servedOn", "Enter the date it was served");
  notInFuture(servedOn, "servedOn");
  const { id, mail } = await deps.db.transaction(async (tx) => {
    const { d, propertyTitle } = await findManagedDocument(tx, user, documentId);
    const t = await servedTenancy(tx, d, input.tenancyId);
    const to = byKeyhold ? (t.email ?? t.t.inviteEmail) : null;
    if (byKeyhold && !to) {
      throw fieldError("method", "The tenancy has no e-mail address for the tenant: serve it another way");
    }
    const link = to && !t.email ? newCertificateLink() : null;
    const [row] = await tx
      .insert(serviceRecords)
      .values({
        documentId: d.id,
        tenancyId: t.t.id,
        servedOn,
        method: input.method,
        note: input.note ?? null,
        servedBy: user.id,
        emailedTo: to,
        ...link?.columns,
      })
      .returning({ id: serviceRecords.id });
    await audit(tx, actor, {
      action: "document_serve",
      entity: "service_record",
      entityId: row!.id,
      details: {
        documentId: d.id,
        tenancyId: t.t.id,
        method: input.method,
        servedOn,
        ...(link ? { via: "private_link" } : {}),
      },
    });
    const mail: ServedMail | null = to
      ? {
          to,
          name: t.email ? t.name : null,
          title: d.title,
          kind: d.kind,
          home: propertyTitle,
          token: link?.token ?? null,
          linkExpiresAt: link?.columns.linkExpiresAt ?? null,
        }
      : null;
    return { id: row!.id, mail };
  });
  if (mail) {
    await sendServedMail(deps, user.name, mail);
    await deps.db.update(serviceRecords).set({ emailedAt: new Date() }).where(eq(serviceRecords.id, id));
  }
  const [row] = await recordsQuery(deps.db).where(eq(serviceRecords.id, id));
  return toDto(row!);
}

export async function deleteService(
  db: Db,
  user: Caller,
  actor: Actor,
  documentId: string,
  serviceId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { d } = await findManagedDocument(tx, user, documentId);
    if (!isUuid(serviceId)) throw notFound("Record not found");
    const [gone] = await tx
      .delete(serviceRecords)
      .where(and(eq(serviceRecords.id, serviceId), eq(serviceRecords.documentId, d.id)))
      .returning();
    if (!gone) throw notFound("Record not found");
    await audit(tx, actor, {
      action: "document_serve_delete",
      entity: "service_record",
      entityId: gone.id,
      details: { documentId: d.id, tenancyId: gone.tenancyId, method: gone.method, servedOn: gone.servedOn },
    });
  });
}

/**
 * The tenant opened the document in their portal: every record of it served on one of their
 * tenancies is acknowledged now, the first time only. Staff opening it acknowledges nothing.
 */
export async function acknowledgeOpened(db: Db, user: Caller, documentId: string): Promise<void> {
  if (user.role !== "tenant") return;
  await db
    .update(serviceRecords)
    .set({ acknowledgedAt: new Date() })
    .where(
      and(
        eq(serviceRecords.documentId, documentId),
        isNull(serviceRecords.acknowledgedAt),
        sql`${serviceRecords.tenancyId} in (select ${tenancies.id} from ${tenancies} where ${tenancies.tenantId} = ${user.id})`,
      ),
    );
}

// ---- The tenant's certificates -----------------------------------------------------------------

const certificateDocKinds = ["gas_safety", "eicr", "epc"] as const;

/**
 * The latest gas safety record, EICR and EPC of the tenancy's home (filed on the home or on this
 * tenancy) and the home's licences, each with when and how it was served on this tenancy.
 */
export async function certificatesFor(db: Db, user: Caller, tenancyId: string): Promise<Certificate[]> {
  const { t } = await findTenancy(db, user, tenancyId);
  const docs = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.propertyId, t.propertyId),
        inArray(documents.kind, [...certificateDocKinds]),
        or(isNull(documents.tenancyId), eq(documents.tenancyId, t.id)),
      ),
    )
    .orderBy(asc(documents.kind), sql`${documents.issuedOn} desc nulls last`, desc(documents.createdAt));
  const latest = certificateDocKinds.flatMap((kind) => docs.find((d) => d.kind === kind) ?? []);
  const licences = await licencesOf(db, t.propertyId);
  const [home] = await db
    .select({ epcRating: properties.epcRating })
    .from(properties)
    .where(eq(properties.id, t.propertyId));
  const ids = [...latest.map((d) => d.id), ...licences.flatMap((l) => l.document?.id ?? [])];
  const served = ids.length
    ? await db
        .select()
        .from(serviceRecords)
        .where(and(eq(serviceRecords.tenancyId, t.id), inArray(serviceRecords.documentId, ids)))
        .orderBy(desc(serviceRecords.servedOn))
    : [];
  const servedOf = (documentId: string | null) =>
    served
      .filter((s) => s.documentId === documentId)
      .map((s) => ({
        servedOn: s.servedOn,
        method: s.method,
        acknowledgedAt: s.acknowledgedAt?.toISOString() ?? null,
      }));
  const detail = (d: typeof documents.$inferSelect) => {
    if (d.kind === "eicr" && d.outcome) return eicrOutcomeLabels[d.outcome] ?? null;
    if (d.kind === "epc" && home?.epcRating) return `Rating ${home.epcRating}`;
    return null;
  };
  return [
    ...latest.map((d) => ({
      kind: d.kind as Certificate["kind"],
      title: d.title,
      documentId: d.id,
      issuedOn: d.issuedOn,
      expiresOn: d.expiresOn,
      detail: detail(d),
      served: servedOf(d.id),
    })),
    ...licences.map((l) => ({
      kind: "licence" as const,
      title: licenceKindLabels[l.kind],
      documentId: l.document?.id ?? null,
      issuedOn: l.issuedOn,
      expiresOn: l.expiresOn,
      detail: `${licenceKindLabels[l.kind]} ${l.reference}`,
      served: l.document ? servedOf(l.document.id) : [],
    })),
  ];
}
