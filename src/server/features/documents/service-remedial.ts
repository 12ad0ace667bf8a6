/**
 * An EICR's outcome and remedial dates, as the compliance feature's remedial tracking sets them
 * (it locks the document and checks the dates against the inspection first): the documents table
 * is written only by this feature.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { documents } from "../../db/schema";
import { type Actor, audit } from "../audit";

type DocumentRow = typeof documents.$inferSelect;

export interface RemedialValues {
  outcome: DocumentRow["outcome"];
  dueOn: string | null;
  doneOn: string | null;
  confirmedOn: string | null;
}

/** Stores the outcome and dates on the document `d` (as read), with the audit row of before and after. */
export async function setRemedialValues(
  tx: Db,
  actor: Actor,
  d: DocumentRow,
  values: RemedialValues,
): Promise<DocumentRow> {
  const { outcome, dueOn, doneOn, confirmedOn } = values;
  const [updated] = await tx
    .update(documents)
    .set({ outcome, remedialDueOn: dueOn, remedialDoneOn: doneOn, remedialConfirmedOn: confirmedOn })
    .where(eq(documents.id, d.id))
    .returning();
  await audit(tx, actor, {
    action: "eicr_remedial_update",
    entity: "document",
    entityId: d.id,
    details: {
      before: {
        outcome: d.outcome,
        dueOn: d.remedialDueOn,
        doneOn: d.remedialDoneOn,
        confirmedOn: d.remedialConfirmedOn,
      },
      after: { outcome, dueOn, doneOn, confirmedOn },
    },
  });
  return updated!;
}
