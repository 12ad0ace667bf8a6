/**
 * Demo documents for the other seeders (tenancies, compliance): the documents table is written
 * only by the documents feature, so they file their demo certificates and reports through these
 * (exported by index.ts: tenancies' seed-deposits.ts uses them too). The documents feature has no
 * demo data of its own, hence no seeder here.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documents } from "../../db/schema";
import type { Storage } from "../../storage";

type NewDocument = typeof documents.$inferInsert;

/** A demo document: its home, kind, title and dates; the file is a PDF named after the kind unless given. */
export type DemoDocument = Omit<
  NewDocument,
  "id" | "storageKey" | "contentType" | "sizeBytes" | "fileName"
> & {
  fileName?: string;
};

/** Stores `pdf` and files it as a document of its home (`db` may be a transaction); its id. */
export async function seedDocument(
  db: Db,
  storage: Storage,
  pdf: Buffer,
  doc: DemoDocument,
): Promise<string> {
  const id = crypto.randomUUID();
  const storageKey = `documents/${doc.propertyId}/${id}.pdf`;
  await storage.put(storageKey, pdf, "application/pdf");
  await db.insert(documents).values({
    id,
    fileName: `${doc.kind}.pdf`,
    ...doc,
    contentType: "application/pdf",
    sizeBytes: pdf.length,
    storageKey,
  });
  return id;
}

/** Sets a demo document's outcome and expiry (a report's findings). */
export async function seedDocumentFindings(
  db: Db,
  id: string,
  findings: Pick<NewDocument, "outcome" | "expiresOn">,
): Promise<void> {
  await db.update(documents).set(findings).where(eq(documents.id, id));
}
