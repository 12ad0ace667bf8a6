/**
 * The end of a tenancy: staff propose deductions from the deposit (amount, reason, evidence from
 * the tenancy's documents), the tenant agrees or disputes them, staff record what was returned and
 * when. Deductions never exceed the deposit. Each step is one transaction with its audit entry.
 */
import { today as londonToday, longDate } from "@shared/dates";
import { AppError } from "@shared/errors";
import { pounds } from "@shared/law";
import type { Caller } from "@shared/schemas/auth";
import type {
  depositDeductionInputSchema,
  depositResponseInputSchema,
  depositReturnInputSchema,
} from "@shared/schemas/deposits";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { depositDeductions, documents } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import type { Actor } from "../audit";
import type { TenancyRow } from "./access";
import { changeDeposit, type DepositRow } from "./service-deposits";

const DEDUCTION_RULE = "Deductions never exceed the deposit";

/** The deposit of an ended tenancy, received and not yet returned: what deductions apply to. */
function returnable(t: TenancyRow, row: DepositRow | null) {
  if (t.status !== "ended")
    throw new AppError(
      "invalid_transition",
      "The deposit is returned at the end of the tenancy: end the tenancy first.",
    );
  if (row?.amount == null || !row.receivedOn)
    throw new AppError("conflict", "No deposit was recorded as received for this tenancy.");
  if (row.returnStatus === "returned")
    throw new AppError("invalid_transition", "This deposit has been returned: its record is closed.");
  return { amount: row.amount, receivedOn: row.receivedOn };
}

async function deductionsTotal(tx: Db, tenancyId: string) {
  const [sum] = await tx
    .select({ total: sql<number>`coalesce(sum(${depositDeductions.amount}), 0)::int` })
    .from(depositDeductions)
    .where(eq(depositDeductions.tenancyId, tenancyId));
  return Number(sum?.total ?? 0);
}

/** Staff propose a deduction; the tenant's earlier answer no longer stands. */
export function addDeduction(
  db: Db,
  user: Caller & { id: string },
  actor: Actor,
  id: string,
  input: z.output<typeof depositDeductionInputSchema>,
) {
  return changeDeposit(db, user, actor, id, "deposit_deduction_proposed", async ({ t, row, tx }) => {
    const { amount } = returnable(t, row);
    const already = await deductionsTotal(tx, t.id);
    if (already + input.amount > amount)
      throw fieldError(
        "amount",
        `${DEDUCTION_RULE}: the deposit is ${pounds(amount)} and ${pounds(already)} is already proposed, so at most ${pounds(amount - already)} more.`,
      );
    if (input.documentId) {
      const [doc] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.id, input.documentId), eq(documents.tenancyId, t.id)));
      if (!doc) throw fieldError("documentId", "Choose a document uploaded to this tenancy as evidence.");
    }
    await tx.insert(depositDeductions).values({
      tenancyId: t.id,
      amount: input.amount,
      reason: input.reason,
      documentId: input.documentId ?? null,
      createdBy: user.id,
    });
    return {
      returnStatus: "proposed",
      returnProposedOn: londonToday(),
      tenantRespondedOn: null,
      disputeNote: null,
    };
  });
}

/** Staff withdraw a proposed deduction; with none left nothing is proposed. */
export function removeDeduction(db: Db, user: Caller, actor: Actor, id: string, deductionId: string) {
  return changeDeposit(db, user, actor, id, "deposit_deduction_withdrawn", async ({ t, row, tx }) => {
    returnable(t, row);
    const removed = await tx
      .delete(depositDeductions)
      .where(and(eq(depositDeductions.id, deductionId), eq(depositDeductions.tenancyId, t.id)))
      .returning({ id: depositDeductions.id });
    if (!removed.length) throw notFound("Deduction not found");
    const left = await deductionsTotal(tx, t.id);
    return left
      ? { returnStatus: "proposed", tenantRespondedOn: null, disputeNote: null }
      : { returnStatus: "none", returnProposedOn: null, tenantRespondedOn: null, disputeNote: null };
  });
}

/** The tenant agrees to the proposed deductions, or disputes them with a note. */
export function respondToDeductions(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  input: z.output<typeof depositResponseInputSchema>,
) {
  return changeDeposit(
    db,
    user,
    actor,
    id,
    input.response === "agree" ? "deposit_deductions_agreed" : "deposit_deductions_disputed",
    ({ t, row }) => {
      if (t.tenantId !== user.id)
        throw new AppError("forbidden", "Only the tenant answers the proposed deductions.");
      returnable(t, row);
      if (row!.returnStatus === "none")
        throw new AppError("invalid_transition", "No deduction is proposed: there is nothing to answer.");
      return {
        returnStatus: input.response === "agree" ? "agreed" : "disputed",
        tenantRespondedOn: londonToday(),
        disputeNote: input.response === "dispute" ? (input.note ?? null) : null,
      };
    },
    { write: false },
  );
}

/** Staff record the amount returned and the day; the deposit's record closes. */
export function recordReturn(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  input: z.output<typeof depositReturnInputSchema>,
) {
  return changeDeposit(db, user, actor, id, "deposit_returned", async ({ t, row }) => {
    const { amount, receivedOn } = returnable(t, row);
    if (input.amount > amount)
      throw fieldError(
        "amount",
        `No more than the deposit can be returned: the deposit is ${pounds(amount)}, ${pounds(input.amount)} is ${pounds(input.amount - amount)} more.`,
      );
    if (input.returnedOn < receivedOn)
      throw fieldError(
        "returnedOn",
        `The deposit can't be returned (${longDate(input.returnedOn)}) before it was received (${longDate(receivedOn)}).`,
      );
    return { returnStatus: "returned", returnedOn: input.returnedOn, returnedAmount: input.amount };
  });
}
