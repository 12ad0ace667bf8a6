/**
 * Expenses as bank reconciliation writes them. The bank feature confirms a line of money out by
 * linking an expense or creating one, and may undo that, through these functions inside its own
 * transaction (its bank-line audit row records each; the bank feature checks the caller and the
 * amounts first): the expenses and expense_allocations tables are written only by this feature.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { expenseAllocations, expenses } from "../../db/schema";

type NewExpense = typeof expenses.$inferInsert;

/** An expense made from a bank line: one home, the whole amount, the line linked. */
export type BankExpense = Pick<
  NewExpense,
  "landlordId" | "paidOn" | "supplier" | "description" | "amountMinor" | "category" | "paidBy" | "createdBy"
> & { propertyId: string; bankLineId: string };

/** Links an existing expense to the bank line that paid it. */
export async function linkExpenseToBankLine(tx: Db, expenseId: string, bankLineId: string): Promise<void> {
  await tx.update(expenses).set({ bankLineId, updatedAt: sql`now()` }).where(eq(expenses.id, expenseId));
}

/** Unlinks an expense from its bank line (undoing a confirmation that linked it). */
export async function unlinkExpenseFromBankLine(tx: Db, expenseId: string): Promise<void> {
  await tx
    .update(expenses)
    .set({ bankLineId: null, updatedAt: sql`now()` })
    .where(eq(expenses.id, expenseId));
}

/** Creates the expense of a bank line with its one part (the whole amount on the home); its id. */
export async function createBankLineExpense(tx: Db, input: BankExpense): Promise<string> {
  const [e] = await tx.insert(expenses).values(input).returning({ id: expenses.id });
  await tx
    .insert(expenseAllocations)
    .values({ expenseId: e!.id, propertyId: input.propertyId, amountMinor: input.amountMinor });
  return e!.id;
}

/** Deletes an expense a bank line created (undoing the confirmation); its parts go with it. */
export async function deleteBankLineExpense(tx: Db, expenseId: string): Promise<void> {
  await tx.delete(expenses).where(eq(expenses.id, expenseId));
}
