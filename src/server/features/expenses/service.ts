/**
 * Expenses (issue 17 item 2): listed with filters and totals, recorded, changed and removed by the
 * homes' landlord account, agent or an admin (never a co-owner), each change audited in the same
 * transaction. A portfolio-wide expense is apportioned equally over the landlord's homes when it
 * is written (see access.ts); reads show only the parts on homes the caller may read.
 */
import type { Caller } from "@shared/schemas/auth";
import type { Expense, ExpenseList, ExpenseListQuery, ExpenseValues } from "@shared/schemas/expenses";
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { likeEscape } from "../../db/paginate";
import { expenseAllocations, expenses, properties } from "../../db/schema";
import type { Storage } from "../../storage";
import { type Actor, audit } from "../audit";
import { moneyReadCondition } from "../owners";
import {
  type AllocationView,
  allocationsOf,
  type ExpenseRow,
  findExpense,
  targetHomes,
  writableHomes,
  writeAllocations,
} from "./access";

export function toDto(row: ExpenseRow, allocations: AllocationView[], user: Caller): Expense {
  const own = allocations.filter((a) => a.expenseId === row.id);
  const visible = own.filter((a) => a.readable);
  return {
    id: row.id,
    landlordId: row.landlordId,
    propertyId: row.propertyId,
    propertyTitle: row.propertyId
      ? (own.find((a) => a.propertyId === row.propertyId)?.propertyTitle ?? null)
      : null,
    paidOn: row.paidOn,
    supplier: row.supplier,
    description: row.description,
    amountMinor: row.amountMinor,
    vatMinor: row.vatMinor,
    category: row.category,
    capital: row.capital,
    paidBy: row.paidBy,
    receipt:
      row.receiptKey && row.receiptName && row.receiptType
        ? { name: row.receiptName, contentType: row.receiptType, sizeBytes: row.receiptSize ?? 0 }
        : null,
    importId: row.importId,
    allocations: visible.map(({ propertyId, propertyTitle, amountMinor, vatMinor }) => ({
      propertyId,
      propertyTitle,
      amountMinor,
      vatMinor,
    })),
    canEdit: user.role !== "tenant" && own.length > 0 && own.every((a) => a.writable),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The filters of the list, on expenses and on the allocations the caller may read. */
function listWhere(user: Caller, q: ExpenseListQuery): SQL | undefined {
  const text = q.q ? `%${likeEscape(q.q)}%` : null;
  return and(
    moneyReadCondition(user),
    q.propertyId ? eq(expenseAllocations.propertyId, q.propertyId) : undefined,
    q.category ? eq(expenses.category, q.category) : undefined,
    q.from ? gte(expenses.paidOn, q.from) : undefined,
    q.to ? lte(expenses.paidOn, q.to) : undefined,
    q.paidBy ? eq(expenses.paidBy, q.paidBy) : undefined,
    text ? or(ilike(expenses.supplier, text), ilike(expenses.description, text)) : undefined,
  );
}

/** A page of the expenses the caller may read, newest first, with the totals of all that match. */
export async function listExpenses(db: Db, user: Caller, query: ExpenseListQuery): Promise<ExpenseList> {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 25);
  const where = listWhere(user, query);
  const [totals] = await db
    .select({
      amountMinor: sql<number>`coalesce(sum(${expenseAllocations.amountMinor}), 0)::int`,
      vatMinor: sql<number>`coalesce(sum(${expenseAllocations.vatMinor}), 0)::int`,
      total: sql<number>`count(distinct ${expenses.id})::int`,
    })
    .from(expenseAllocations)
    .innerJoin(expenses, eq(expenses.id, expenseAllocations.expenseId))
    .innerJoin(properties, eq(properties.id, expenseAllocations.propertyId))
    .where(where);
  const ids = await db
    .select({ id: expenses.id })
    .from(expenseAllocations)
    .innerJoin(expenses, eq(expenses.id, expenseAllocations.expenseId))
    .innerJoin(properties, eq(properties.id, expenseAllocations.propertyId))
    .where(where)
    .groupBy(expenses.id)
    .orderBy(desc(expenses.paidOn), desc(expenses.createdAt), desc(expenses.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const rows = ids.length
    ? await db
        .select()
        .from(expenses)
        .where(
          inArray(
            expenses.id,
            ids.map((r) => r.id),
          ),
        )
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const allocations = await allocationsOf(
    db,
    user,
    ids.map((r) => r.id),
  );
  const homes = await writableHomes(db, user);
  const filterHomes = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(moneyReadCondition(user))
    .orderBy(asc(properties.title), asc(properties.id))
    .limit(1000);
  return {
    items: ids.map((r) => toDto(byId.get(r.id)!, allocations, user)),
    total: totals?.total ?? 0,
    page,
    pageSize,
    totals: { amountMinor: totals?.amountMinor ?? 0, vatMinor: totals?.vatMinor ?? 0 },
    filterHomes,
    homes,
  };
}

export async function getExpense(db: Db, user: Caller, id: string): Promise<Expense> {
  const { row, allocations } = await findExpense(db, user, id);
  return toDto(row, allocations, user);
}

/** What the audit keeps of an expense: figures and keys, not the free text. */
const auditFigures = (v: ExpenseValues, homes: number) => ({
  propertyId: v.propertyId,
  homes,
  paidOn: v.paidOn,
  amountMinor: v.amountMinor,
  vatMinor: v.vatMinor,
  category: v.category,
  capital: v.capital,
  paidBy: v.paidBy,
});

export async function createExpense(
  db: Db,
  user: Caller,
  actor: Actor,
  input: ExpenseValues,
): Promise<Expense> {
  const id = await db.transaction(async (tx) => {
    const { landlordId, homes } = await targetHomes(tx, user, input);
    const [row] = await tx
      .insert(expenses)
      .values({
        landlordId,
        propertyId: input.propertyId,
        paidOn: input.paidOn,
        supplier: input.supplier,
        description: input.description,
        amountMinor: input.amountMinor,
        vatMinor: input.vatMinor,
        category: input.category,
        capital: input.capital,
        paidBy: input.paidBy,
        createdBy: user.id,
      })
      .returning({ id: expenses.id });
    await writeAllocations(tx, row!.id, homes, input.amountMinor, input.vatMinor);
    await audit(tx, actor, {
      action: "expense_create",
      entity: "expense",
      entityId: row!.id,
      details: { landlordId, ...auditFigures(input, homes.length) },
    });
    return row!.id;
  });
  return getExpense(db, user, id);
}

export async function updateExpense(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  input: ExpenseValues,
): Promise<Expense> {
  await db.transaction(async (tx) => {
    const { row: before } = await findExpense(tx, user, id, { write: true });
    const { landlordId, homes } = await targetHomes(tx, user, input);
    await tx
      .update(expenses)
      .set({
        landlordId,
        propertyId: input.propertyId,
        paidOn: input.paidOn,
        supplier: input.supplier,
        description: input.description,
        amountMinor: input.amountMinor,
        vatMinor: input.vatMinor,
        category: input.category,
        capital: input.capital,
        paidBy: input.paidBy,
        updatedAt: new Date(),
      })
      .where(eq(expenses.id, before.id));
    await writeAllocations(tx, before.id, homes, input.amountMinor, input.vatMinor);
    await audit(tx, actor, {
      action: "expense_update",
      entity: "expense",
      entityId: before.id,
      details: {
        landlordId,
        before: {
          propertyId: before.propertyId,
          paidOn: before.paidOn,
          amountMinor: before.amountMinor,
          vatMinor: before.vatMinor,
          category: before.category,
          paidBy: before.paidBy,
        },
        after: auditFigures(input, homes.length),
      },
    });
  });
  return getExpense(db, user, id);
}

/** Removes an expense (and its parts); its receipt file goes once the removal is committed. */
export async function deleteExpense(
  deps: { db: Db; storage: Storage },
  user: Caller,
  actor: Actor,
  id: string,
): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const { row } = await findExpense(tx, user, id, { write: true });
    await tx.delete(expenses).where(eq(expenses.id, row.id));
    await audit(tx, actor, {
      action: "expense_delete",
      entity: "expense",
      entityId: row.id,
      details: {
        landlordId: row.landlordId,
        propertyId: row.propertyId,
        paidOn: row.paidOn,
        amountMinor: row.amountMinor,
        category: row.category,
      },
    });
    return row;
  });
  if (row.receiptKey) await deps.storage.delete(row.receiptKey);
}

/** How many expenses a landlord's portfolio has (seeding checks it to add nothing twice). */
export async function expenseCount(db: Db, landlordId: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(expenses).where(eq(expenses.landlordId, landlordId));
  return r?.n ?? 0;
}
