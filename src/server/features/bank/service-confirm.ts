import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
/**
 * Confirming bank lines, and undoing a confirmation. One request is one transaction: every line
 * and every target (tenancy, expense, home) is re-checked for the caller, and one refusal leaves
 * nothing written. A confirmed money-in line creates one completed bank-transfer payment
 * (payments.bank_line_id is unique, so confirming the line again creates nothing); a money-out
 * line links an expense, or creates one (expenses.bank_line_id). Each line writes an audit row.
 */
import type { confirmInputSchema } from "@shared/schemas/bank";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { bankLines, expenses } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import {
  createBankLineExpense,
  deleteBankLineExpense,
  linkExpenseToBankLine,
  unlinkExpenseFromBankLine,
} from "../expenses";
import { findMoneyHome } from "../owners";
import { payFromBankLine, removeBankLinePayment } from "../tenancies";
import { clip } from "./parse-common";
import { type LineRow, lineCondition } from "./service-lines";
import { writableExpenseCondition } from "./service-match";

type Item = z.output<typeof confirmInputSchema>["items"][number];

export interface ConfirmResult {
  confirmed: number;
  paymentsCreated: number;
  expensesLinked: number;
  expensesCreated: number;
  alreadyMatched: number;
}

async function lockLines(tx: Db, user: Caller, ids: string[]): Promise<Map<string, LineRow>> {
  const rows = await tx
    .select()
    .from(bankLines)
    .where(and(inArray(bankLines.id, ids), lineCondition(user)))
    .for("update");
  return new Map(rows.map((r) => [r.id, r]));
}

async function payRent(tx: Db, user: Caller, line: LineRow, tenancyId: string, at: string) {
  if (line.amountMinor <= 0) throw fieldError(`${at}.tenancyId`, "Money out cannot be a rent payment");
  const reference = clip(line.reference || line.description, 200) || null;
  return payFromBankLine(tx, user, { ...line, reference }, tenancyId, `${at}.tenancyId`);
}

async function linkExpense(tx: Db, user: Caller, line: LineRow, expenseId: string, at: string) {
  if (line.amountMinor >= 0) throw fieldError(`${at}.expenseId`, "Money in cannot pay an expense");
  const [e] = await tx
    .select()
    .from(expenses)
    .where(and(eq(expenses.id, expenseId), writableExpenseCondition(user)))
    .for("update");
  if (!e) throw notFound("Expense not found");
  if (e.bankLineId && e.bankLineId !== line.id) {
    throw new AppError("conflict", "That expense is already matched to another bank line.", {
      [`${at}.expenseId`]: "Already matched to another line",
    });
  }
  if (e.amountMinor !== -line.amountMinor) {
    throw fieldError(`${at}.expenseId`, "The expense's amount differs from the bank line's");
  }
  await linkExpenseToBankLine(tx, e.id, line.id);
  return e.id;
}

async function createExpense(
  tx: Db,
  user: Caller,
  line: LineRow,
  input: NonNullable<Item["newExpense"]>,
  at: string,
) {
  if (line.amountMinor >= 0) throw fieldError(`${at}.newExpense`, "Money in cannot be an expense");
  const home = await findMoneyHome(tx, user, input.propertyId, { write: true });
  return createBankLineExpense(tx, {
    landlordId: home.landlordId,
    propertyId: home.id,
    paidOn: line.bookedOn,
    supplier: input.supplier,
    description: input.description ?? clip(line.description),
    amountMinor: -line.amountMinor,
    category: input.category,
    paidBy: user.role === "agent" ? "agent" : "owner",
    bankLineId: line.id,
    createdBy: user.id,
  });
}

/** Confirms every item, or none (the first refusal names the item: `items.3.tenancyId`). */
export async function confirmLines(
  db: Db,
  user: Caller,
  actor: Actor,
  input: z.output<typeof confirmInputSchema>,
): Promise<ConfirmResult> {
  const ids = input.items.map((i) => i.lineId);
  if (new Set(ids).size !== ids.length) throw fieldError("items", "A line appears twice");
  return db.transaction(async (tx) => {
    const lines = await lockLines(tx, user, ids);
    const out: ConfirmResult = {
      confirmed: 0,
      paymentsCreated: 0,
      expensesLinked: 0,
      expensesCreated: 0,
      alreadyMatched: 0,
    };
    for (const [i, item] of input.items.entries()) {
      const at = `items.${i}`;
      const line = lines.get(item.lineId);
      if (!line) throw notFound("Bank line not found");
      if (line.status === "matched") {
        out.alreadyMatched++;
        continue;
      }
      let paymentId: string | null = null;
      let expenseId: string | null = null;
      if (item.tenancyId) {
        const paid = await payRent(tx, user, line, item.tenancyId, at);
        paymentId = paid.paymentId;
        if (paid.created) out.paymentsCreated++;
      } else if (item.expenseId) {
        expenseId = await linkExpense(tx, user, line, item.expenseId, at);
        out.expensesLinked++;
      } else if (item.newExpense) {
        expenseId = await createExpense(tx, user, line, item.newExpense, at);
        out.expensesCreated++;
      }
      await tx
        .update(bankLines)
        .set({ status: "matched", paymentId, expenseId, confirmedBy: user.id, confirmedAt: sql`now()` })
        .where(eq(bankLines.id, line.id));
      await audit(tx, actor, {
        action: "bank_line_confirm",
        entity: "bank_line",
        entityId: line.id,
        details: { amountMinor: line.amountMinor, tenancyId: item.tenancyId ?? null, paymentId, expenseId },
      });
      out.confirmed++;
    }
    return out;
  });
}

/**
 * Undoes a confirmed line: deletes the payment it created, or the expense it created, if nothing
 * else changed them since (409 otherwise); unlinks an expense that existed before.
 */
export async function undoLine(db: Db, user: Caller, actor: Actor, lineId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const line = (await lockLines(tx, user, [lineId])).get(lineId);
    if (!line) throw notFound("Bank line not found");
    if (line.status !== "matched") throw new AppError("conflict", "This line is not matched.");
    const changed = () =>
      new AppError(
        "conflict",
        "The payment or expense was changed after it was confirmed: change it there instead.",
      );
    if (line.paymentId && (await removeBankLinePayment(tx, user, line.paymentId, line)) === "changed")
      throw changed();
    if (line.expenseId) {
      const [e] = await tx
        .select()
        .from(expenses)
        .where(and(eq(expenses.id, line.expenseId), writableExpenseCondition(user)))
        .for("update");
      if (!e) throw notFound("Expense not found");
      const createdHere = line.confirmedAt !== null && e.createdAt.getTime() === line.confirmedAt.getTime();
      if (createdHere) {
        if (e.updatedAt.getTime() !== e.createdAt.getTime()) throw changed();
        await deleteBankLineExpense(tx, e.id);
      } else {
        await unlinkExpenseFromBankLine(tx, e.id);
      }
    }
    await tx
      .update(bankLines)
      .set({ status: "unmatched", paymentId: null, expenseId: null, confirmedBy: null, confirmedAt: null })
      .where(eq(bankLines.id, line.id));
    await audit(tx, actor, {
      action: "bank_line_undo",
      entity: "bank_line",
      entityId: line.id,
      details: { paymentId: line.paymentId, expenseId: line.expenseId },
    });
  });
}
