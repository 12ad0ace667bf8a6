/**
 * Who may read and change an expense, and which homes it lands on. An expense is read through its
 * allocations: whoever may read the money of one of its homes reads it (and only the parts on homes
 * they read); it is changed only by someone who may change the money of every home it is on.
 */
import { apportionEqually } from "@shared/accounts/shares";
import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
import type { ExpenseValues } from "@shared/schemas/expenses";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { expenseAllocations, expenses, properties, users } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import { moneyReadCondition, moneyWriteCondition } from "../owners";
import { isUuid } from "../properties";

export type ExpenseRow = typeof expenses.$inferSelect;

/** A condition as a selected boolean (no condition: true, as for admins). */
export const flag = (cond: SQL | undefined) => (cond ? sql<boolean>`(${cond})` : sql<boolean>`true`);

export interface AllocationView {
  expenseId: string;
  propertyId: string;
  propertyTitle: string;
  amountMinor: number;
  vatMinor: number;
  readable: boolean;
  writable: boolean;
}

/** The allocations of some expenses, each with whether the caller may read and change its home. */
export async function allocationsOf(db: Db, user: Caller, ids: readonly string[]): Promise<AllocationView[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      expenseId: expenseAllocations.expenseId,
      propertyId: expenseAllocations.propertyId,
      propertyTitle: properties.title,
      amountMinor: expenseAllocations.amountMinor,
      vatMinor: expenseAllocations.vatMinor,
      readable: flag(moneyReadCondition(user)),
      writable: flag(moneyWriteCondition(user)),
    })
    .from(expenseAllocations)
    .innerJoin(properties, eq(properties.id, expenseAllocations.propertyId))
    .where(inArray(expenseAllocations.expenseId, [...ids]))
    .orderBy(asc(properties.title), asc(properties.id));
}

/**
 * The expense if the caller may read it (404 otherwise); with `write`, 403 when they read it but
 * may not change it (a co-owner). Locked for update when written inside a transaction.
 */
export async function findExpense(
  db: Db,
  user: Caller,
  id: string,
  opts: { write?: boolean } = {},
): Promise<{ row: ExpenseRow; allocations: AllocationView[] }> {
  if (!isUuid(id) || user.role === "tenant") throw notFound("Expense not found");
  const query = db.select().from(expenses).where(eq(expenses.id, id));
  const [row] = opts.write ? await query.for("update") : await query;
  if (!row) throw notFound("Expense not found");
  const allocations = await allocationsOf(db, user, [row.id]);
  const readable = user.role === "admin" || allocations.some((a) => a.readable);
  if (!readable) throw notFound("Expense not found");
  if (opts.write && !allocations.every((a) => a.writable)) {
    throw new AppError(
      "forbidden",
      "Only the home's landlord, its agent or an admin can change this expense (co-owners read it).",
    );
  }
  return { row, allocations };
}

export interface TargetHome {
  id: string;
  agentId: string | null;
}

/**
 * The homes an expense being written lands on, and whose portfolio it is: the home named, or (no
 * home) every home of the landlord, all of which the caller must be able to change.
 */
export async function targetHomes(
  db: Db,
  user: Caller,
  input: Pick<ExpenseValues, "propertyId" | "landlordId" | "paidBy">,
): Promise<{ landlordId: string; homes: TargetHome[] }> {
  let landlordId: string;
  let homes: TargetHome[];
  if (input.propertyId) {
    const [home] = await db
      .select({
        id: properties.id,
        landlordId: properties.landlordId,
        agentId: properties.agentId,
        writable: flag(moneyWriteCondition(user)),
      })
      .from(properties)
      .where(and(eq(properties.id, input.propertyId), moneyReadCondition(user)));
    if (!home) throw notFound("Property not found");
    if (!home.writable) {
      throw new AppError(
        "forbidden",
        "Only the home's landlord, its agent or an admin can record its expenses (co-owners read them).",
      );
    }
    landlordId = home.landlordId;
    homes = [{ id: home.id, agentId: home.agentId }];
  } else {
    if (user.role === "landlord") {
      if (input.landlordId && input.landlordId !== user.id)
        throw fieldError("landlordId", "You can record expenses of your own portfolio only");
      landlordId = user.id;
    } else {
      if (!input.landlordId) throw fieldError("landlordId", "Choose whose portfolio the expense is for");
      landlordId = input.landlordId;
    }
    const all = await db
      .select({ id: properties.id, agentId: properties.agentId, writable: flag(moneyWriteCondition(user)) })
      .from(properties)
      .where(eq(properties.landlordId, landlordId))
      .orderBy(asc(properties.createdAt), asc(properties.id));
    homes = all.filter((h) => h.writable).map((h) => ({ id: h.id, agentId: h.agentId }));
    if (homes.length === 0)
      throw fieldError("landlordId", "Choose a landlord with homes whose expenses you record");
    if (homes.length < all.length)
      throw fieldError(
        "propertyId",
        "You manage only some of this landlord's homes: record the expense against each home instead",
      );
  }
  if (input.paidBy === "agent" && homes.some((h) => !h.agentId))
    throw fieldError("paidBy", "Only a home with an agent can have an expense paid by the agent from rent");
  return { landlordId, homes };
}

/** Writes the expense's parts: equal shares of the amount and of the VAT over its homes, to the penny. */
export async function writeAllocations(
  tx: Db,
  expenseId: string,
  homes: readonly TargetHome[],
  amountMinor: number,
  vatMinor: number,
): Promise<void> {
  const amounts = apportionEqually(amountMinor, homes.length);
  const vats = apportionEqually(vatMinor, homes.length);
  await tx.delete(expenseAllocations).where(eq(expenseAllocations.expenseId, expenseId));
  await tx.insert(expenseAllocations).values(
    homes.map((h, i) => ({
      expenseId,
      propertyId: h.id,
      amountMinor: amounts[i]!,
      vatMinor: vats[i]!,
    })),
  );
}

/** Homes whose expenses the caller may record, with their landlord (for the form and the importer). */
export async function writableHomes(db: Db, user: Caller) {
  if (user.role === "tenant") return [];
  const rows = await db
    .select({
      id: properties.id,
      title: properties.title,
      postcode: properties.postcode,
      landlordId: properties.landlordId,
      landlordName: users.name,
      agentId: properties.agentId,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.landlordId))
    .where(moneyWriteCondition(user))
    .orderBy(asc(properties.title), asc(properties.id))
    .limit(1000);
  return rows.map(({ agentId, ...r }) => ({ ...r, hasAgent: agentId !== null }));
}
