/**
 * An EICR's outcome and its remedial work: due within 28 days of the inspection or the report's
 * shorter period (never later), done on, and confirmed in writing to the tenant and the council on
 * (reg 3(4), the shared rule). Staff of the home and admins; audited in the same transaction.
 */
import { londonDate } from "@shared/dates";
import { AppError } from "@shared/errors";
import { latestRemedialDue } from "@shared/law/compliance-records";
import { EICR_REMEDIAL_DAYS } from "@shared/law/compliance-rules";
import type { Caller } from "@shared/schemas/auth";
import type { Remedial, remedialInputSchema } from "@shared/schemas/compliance-records";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { documents, properties } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import type { Actor } from "../audit";
import { setRemedialValues } from "../documents";
import { isUuid, manageCondition } from "../properties";
import { notInFuture } from "./service-checks";

type DocumentRow = typeof documents.$inferSelect;

/** The inspection date: the EICR's issue date, else the day it was uploaded. */
const inspectedOn = (d: DocumentRow) => d.issuedOn ?? londonDate(d.createdAt);

export function remedialOf(d: DocumentRow): Remedial {
  return {
    documentId: d.id,
    inspectedOn: d.kind === "eicr" ? inspectedOn(d) : null,
    outcome: d.outcome ?? null,
    remedialDueOn: d.remedialDueOn,
    remedialDoneOn: d.remedialDoneOn,
    remedialConfirmedOn: d.remedialConfirmedOn,
  };
}

type RemedialInput = z.output<typeof remedialInputSchema>;

/**
 * The remedial dates to store for `input` (none unless the outcome is unsatisfactory), checked
 * against the inspection: due within the rule's days and not before it; done not before it and
 * not in the future; confirmed not in the future. Throws the first rule broken, by field.
 */
function remedialDates(d: DocumentRow, input: RemedialInput) {
  const inspected = inspectedOn(d);
  const latest = latestRemedialDue(inspected);
  const unsatisfactory = input.outcome === "unsatisfactory";
  const dueOn = unsatisfactory ? (input.remedialDueOn ?? latest) : null;
  if (dueOn && dueOn > latest) {
    throw fieldError(
      "remedialDueOn",
      `Remedial work is due within ${EICR_REMEDIAL_DAYS} days of the inspection (${inspected}), or the report's shorter period: on or before ${latest}`,
    );
  }
  if (dueOn && dueOn < inspected)
    throw fieldError("remedialDueOn", "The due date cannot be before the inspection");
  const doneOn = unsatisfactory ? (input.remedialDoneOn ?? null) : null;
  const confirmedOn = unsatisfactory ? (input.remedialConfirmedOn ?? null) : null;
  if (doneOn) {
    notInFuture(doneOn, "remedialDoneOn");
    if (doneOn < inspected)
      throw fieldError("remedialDoneOn", "The work cannot be done before the inspection");
  }
  if (confirmedOn) notInFuture(confirmedOn, "remedialConfirmedOn");
  return { dueOn, doneOn, confirmedOn };
}

export async function setRemedial(
  db: Db,
  user: Caller,
  actor: Actor,
  documentId: string,
  input: RemedialInput,
): Promise<Remedial> {
  if (!isUuid(documentId) || user.role === "tenant") throw notFound("Document not found");
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ d: documents })
      .from(documents)
      .innerJoin(properties, eq(properties.id, documents.propertyId))
      .where(and(eq(documents.id, documentId), manageCondition(user)))
      .for("update", { of: documents });
    if (!row) throw notFound("Document not found");
    const d = row.d;
    if (d.kind !== "eicr") {
      throw new AppError(
        "conflict",
        "Only an electrical installation condition report (EICR) has remedial work.",
      );
    }
    const { dueOn, doneOn, confirmedOn } = remedialDates(d, input);
    const updated = await setRemedialValues(tx, actor, d, {
      outcome: input.outcome,
      dueOn,
      doneOn,
      confirmedOn,
    });
    return remedialOf(updated);
  });
}
