/**
 * Rent payments made from bank statement lines. The bank feature confirms a line of money in as a
 * completed bank-transfer payment, and may undo that, through these functions inside its own
 * transaction (its bank-line audit row records each); the payments table is written only by this
 * feature. The tenancy's own rules apply: staff of the home only, not on a draft, rent in advance.
 */
import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments } from "../../db/schema";
import { findTenancy } from "./access";
import { checkRentInAdvanceFor } from "./service-terms";

/** The bank line a payment is made from: its id, amount in pence, booking date and reference. */
export interface BankLinePayment {
  id: string;
  amountMinor: number;
  bookedOn: string;
  reference: string | null;
}

/**
 * Records the line as a completed bank-transfer payment on the tenancy (the tenancy row locked).
 * payments.bank_line_id is unique: a line already paid answers its payment, `created` false.
 * `field` names the tenancy in a refusal (`items.3.tenancyId`).
 */
export async function payFromBankLine(
  tx: Db,
  user: Caller,
  line: BankLinePayment,
  tenancyId: string,
  field: string,
): Promise<{ paymentId: string; created: boolean }> {
  const { t, jurisdiction } = await findTenancy(tx, user, tenancyId, { write: true, lock: true });
  if (t.status === "draft") {
    throw new AppError("conflict", "Payments can be added once the tenancy is active.", {
      [field]: "The tenancy is still a draft",
    });
  }
  await checkRentInAdvanceFor(tx, t, jurisdiction, { amount: line.amountMinor, paidOn: line.bookedOn });
  const [created] = await tx
    .insert(payments)
    .values({
      tenancyId,
      amount: line.amountMinor,
      currency: t.currency,
      paidOn: line.bookedOn,
      method: "bank_transfer",
      reference: line.reference,
      status: "completed",
      note: "Confirmed from a bank statement line",
      createdBy: user.id,
      recordedBy: user.id,
      bankLineId: line.id,
    })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  if (created) return { paymentId: created.id, created: true };
  const [existing] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.bankLineId, line.id));
  return { paymentId: existing!.id, created: false };
}

/**
 * Removes the payment a bank line made, if nothing changed it since (still completed, same amount
 * and date, never updated): "removed", or "changed" (nothing removed), or "gone" when it no longer
 * exists. The tenancy row is locked as for any payment change.
 */
export async function removeBankLinePayment(
  tx: Db,
  user: Caller,
  paymentId: string,
  line: Pick<BankLinePayment, "amountMinor" | "bookedOn">,
): Promise<"removed" | "changed" | "gone"> {
  const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  if (!p) return "gone";
  await findTenancy(tx, user, p.tenancyId, { write: true, lock: true });
  const untouched =
    p.status === "completed" &&
    p.amount === line.amountMinor &&
    p.paidOn === line.bookedOn &&
    p.updatedAt.getTime() === p.createdAt.getTime();
  if (!untouched) return "changed";
  await tx.delete(payments).where(eq(payments.id, p.id));
  return "removed";
}
