/**
 * Licences of a home (HMO, selective, Rent Smart Wales, Scottish registration): listed, added,
 * changed and removed by the home's staff (landlord, its agent, admins), each change audited in
 * the same transaction. The maximum length per kind is the shared rule (licenceLengthProblem).
 */
import { type Jurisdiction, parseJurisdiction } from "@shared/law";
import { licenceJurisdictionProblem, licenceLengthProblem } from "@shared/law/compliance-records";
import type { Caller } from "@shared/schemas/auth";
import type { Licence, licenceInputSchema } from "@shared/schemas/compliance-records";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { documents, propertyLicences } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { findManaged, isUuid } from "../properties";

type LicenceValues = z.output<typeof licenceInputSchema>;
type LicenceRow = typeof propertyLicences.$inferSelect;

export const jurisdictionOfRow = (value: string): Jurisdiction => {
  const parsed = parseJurisdiction(value);
  return parsed.ok ? parsed.value : "england";
};

async function listRows(db: Db, propertyId: string, id?: string) {
  return db
    .select({ l: propertyLicences, doc: { id: documents.id, title: documents.title } })
    .from(propertyLicences)
    .leftJoin(documents, eq(documents.id, propertyLicences.documentId))
    .where(
      id
        ? and(eq(propertyLicences.propertyId, propertyId), eq(propertyLicences.id, id))
        : eq(propertyLicences.propertyId, propertyId),
    )
    .orderBy(asc(propertyLicences.expiresOn));
}

function toDto(r: { l: LicenceRow; doc: { id: string; title: string } | null }): Licence {
  return {
    id: r.l.id,
    propertyId: r.l.propertyId,
    kind: r.l.kind,
    reference: r.l.reference,
    issuedOn: r.l.issuedOn,
    expiresOn: r.l.expiresOn,
    document: r.doc?.id ? r.doc : null,
    note: r.l.note,
    createdAt: r.l.createdAt.toISOString(),
    updatedAt: r.l.updatedAt.toISOString(),
  };
}

/** Licences of a home the caller manages, soonest expiry first. */
export async function listLicences(db: Db, user: Caller, propertyId: string): Promise<Licence[]> {
  await findManaged(db, user, propertyId);
  return (await listRows(db, propertyId)).map(toDto);
}

/** Licences of a home, for anyone already allowed to read it (the tenant's certificates). */
export async function licencesOf(db: Db, propertyId: string): Promise<Licence[]> {
  return (await listRows(db, propertyId)).map(toDto);
}

/** The kind applies where the home is, and the document (if any) is one of the home's. */
async function checkLicence(db: Db, property: { id: string; jurisdiction: string }, input: LicenceValues) {
  const jurisdiction = jurisdictionOfRow(property.jurisdiction);
  const problem = licenceJurisdictionProblem(input.kind, jurisdiction);
  if (problem) throw fieldError("kind", problem);
  const length = licenceLengthProblem(input.kind, input.issuedOn, input.expiresOn, jurisdiction);
  if (length) throw fieldError("expiresOn", length);
  if (input.documentId) {
    const [doc] = await db
      .select({ id: documents.id })
      .from(documents)
      .where(
        and(
          eq(documents.id, input.documentId),
          eq(documents.propertyId, property.id),
          isNull(documents.tenancyId),
        ),
      );
    if (!doc) throw fieldError("documentId", "Choose a document filed on this home (not on a tenancy)");
  }
}

export async function createLicence(
  db: Db,
  user: Caller,
  actor: Actor,
  propertyId: string,
  input: LicenceValues,
): Promise<Licence> {
  const id = await db.transaction(async (tx) => {
    const property = await findManaged(tx, user, propertyId, true);
    await checkLicence(tx, property, input);
    const [row] = await tx
      .insert(propertyLicences)
      .values({
        propertyId: property.id,
        kind: input.kind,
        reference: input.reference,
        issuedOn: input.issuedOn,
        expiresOn: input.expiresOn,
        documentId: input.documentId ?? null,
        note: input.note ?? null,
        createdBy: user.id,
      })
      .returning({ id: propertyLicences.id });
    await audit(tx, actor, {
      action: "licence_create",
      entity: "property_licence",
      entityId: row!.id,
      details: { propertyId, kind: input.kind, issuedOn: input.issuedOn, expiresOn: input.expiresOn },
    });
    return row!.id;
  });
  const [row] = await listRows(db, propertyId, id);
  return toDto(row!);
}

async function findLicence(tx: Db, propertyId: string, licenceId: string) {
  if (!isUuid(licenceId)) throw notFound("Licence not found");
  const [row] = await tx
    .select()
    .from(propertyLicences)
    .where(and(eq(propertyLicences.id, licenceId), eq(propertyLicences.propertyId, propertyId)))
    .for("update");
  if (!row) throw notFound("Licence not found");
  return row;
}

export async function updateLicence(
  db: Db,
  user: Caller,
  actor: Actor,
  propertyId: string,
  licenceId: string,
  input: LicenceValues,
): Promise<Licence> {
  await db.transaction(async (tx) => {
    const property = await findManaged(tx, user, propertyId, true);
    const before = await findLicence(tx, property.id, licenceId);
    await checkLicence(tx, property, input);
    await tx
      .update(propertyLicences)
      .set({
        kind: input.kind,
        reference: input.reference,
        issuedOn: input.issuedOn,
        expiresOn: input.expiresOn,
        documentId: input.documentId ?? null,
        note: input.note ?? null,
        updatedAt: new Date(),
      })
      .where(eq(propertyLicences.id, before.id));
    await audit(tx, actor, {
      action: "licence_update",
      entity: "property_licence",
      entityId: before.id,
      details: {
        propertyId,
        // The reference is free text: it stays in the row, not in the audit's JSON.
        before: { kind: before.kind, issuedOn: before.issuedOn, expiresOn: before.expiresOn },
        after: { kind: input.kind, issuedOn: input.issuedOn, expiresOn: input.expiresOn },
      },
    });
  });
  const [row] = await listRows(db, propertyId, licenceId);
  return toDto(row!);
}

export async function deleteLicence(
  db: Db,
  user: Caller,
  actor: Actor,
  propertyId: string,
  licenceId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const property = await findManaged(tx, user, propertyId, true);
    const row = await findLicence(tx, property.id, licenceId);
    await tx.delete(propertyLicences).where(eq(propertyLicences.id, row.id));
    await audit(tx, actor, {
      action: "licence_delete",
      entity: "property_licence",
      entityId: row.id,
      details: { propertyId, kind: row.kind, expiresOn: row.expiresOn },
    });
  });
}
