/**
 * Approving a contractor's invoice (staff of the home, once the work is marked done): it becomes an
 * expense of the home under "repairs and maintenance", the contractor as supplier and the invoice
 * file as its receipt, through the expenses feature's own services (so its rules and audit apply).
 * Chosen at approval rather than on upload, so an invoice staff query never reaches the accounts.
 * The ticket is then resolved through the support workflow, unless asked not to.
 */
import { today } from "@shared/dates";
import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
import { DESCRIPTION_MAX, SUPPLIER_MAX } from "@shared/schemas/expenses";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { contractors, worksOrderFiles, worksOrders } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Upload } from "../../storage";
import { type Actor, audit } from "../audit";
import { attachReceipt, createExpense } from "../expenses";
import { loadTicket, updateTicket } from "../support";
import { loadOrder } from "./service-access";
import { orderById } from "./service-dto";

type Person = Caller & { name: string; email: string };

export async function approveInvoice(
  deps: AppDeps,
  user: Person,
  actor: Actor,
  id: string,
  resolveTicket: boolean,
) {
  const { db } = deps.database;
  const order = await db.transaction(async (tx) => {
    const { order: o } = await loadOrder(tx, user, id, true);
    if (o.status !== "done" || !o.invoiceFileId || o.invoiceAmountPence === null) {
      throw new AppError(
        "invalid_transition",
        "The contractor has not marked the work done with an invoice yet.",
      );
    }
    if (o.invoiceApprovedAt) throw new AppError("invalid_transition", "This invoice is already approved.");
    const [file] = await tx.select().from(worksOrderFiles).where(eq(worksOrderFiles.id, o.invoiceFileId));
    const [c] = await tx.select().from(contractors).where(eq(contractors.id, o.contractorId));
    const stored = file ? await deps.storage.get(file.storageKey) : null;
    if (!file || !stored || !c) throw notFound("The invoice file is missing from storage");
    const expense = await createExpense(tx, user, actor, {
      propertyId: o.propertyId,
      landlordId: null,
      paidOn: today(),
      supplier: (c.company ?? c.name).slice(0, SUPPLIER_MAX),
      description: `Works order #${o.number}: ${o.description}`.slice(0, DESCRIPTION_MAX),
      amountMinor: o.invoiceAmountPence,
      vatMinor: 0,
      category: "repairsAndMaintenance",
      capital: false,
      paidBy: "owner",
    });
    await attachReceipt({ db: tx, storage: deps.storage }, user, actor, expense.id, async () => ({
      buffer: Buffer.from(stored.body),
      contentType: file.contentType as Upload["contentType"],
      name: file.fileName,
      fields: {},
    }));
    const [row] = await tx
      .update(worksOrders)
      .set({
        invoiceApprovedAt: new Date(),
        invoiceApprovedBy: user.id,
        expenseId: expense.id,
        tokenHash: null,
        updatedAt: new Date(),
      })
      .where(eq(worksOrders.id, o.id))
      .returning();
    await audit(tx, actor, {
      action: "works_order_invoice_approve",
      entity: "works_order",
      entityId: o.id,
      details: { amountPence: o.invoiceAmountPence, expenseId: expense.id },
    });
    return row!;
  });
  if (resolveTicket) {
    const { ticket } = await loadTicket(db, user, order.ticketId);
    if (["open", "in_progress", "awaiting_reply"].includes(ticket.status)) {
      await updateTicket(deps, actor, user, ticket.id, { status: "resolved" });
    }
  }
  return orderById(db, user, order);
}
