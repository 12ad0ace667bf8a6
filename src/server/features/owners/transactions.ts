/**
 * Every money movement of a set of homes over a span of days, dated and categorised: the one
 * reading of the books that owner statements, Making Tax Digital totals, yields and cash flow all
 * start from (issue 17), so they can never disagree.
 *
 * - Rent: completed payments, on the day received (cash basis: income when received, not when
 *   charged). Pending, failed and refunded payments are not income.
 * - Expenses: each home's allocation of an expense, on the day paid, with its HMRC category;
 *   `paidFrom` "rent" when the agent paid it out of rent collected, "owner" when the owner did.
 * - Agent fees: under the home's management agreement, the percentage of each rent payment
 *   received while it runs (on that payment's day) and the fixed fee on the first day of each
 *   calendar month it runs, each with VAT at the agreement's rate; filed as professional fees
 *   (src/shared/accounts/categories.ts) and always paid from rent.
 * Amounts are positive pence; `vatMinor` is the VAT inside `amountMinor`.
 */
import { AGENT_FEE_CATEGORY, type ExpenseCategory } from "@shared/accounts/categories";
import { managementFee } from "@shared/accounts/fees";
import { addDays, type IsoDate, parts } from "@shared/ledger/dates";
import { and, between, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { expenseAllocations, expenses, managementAgreements, payments, tenancies } from "../../db/schema";

export type Transaction =
  | {
      kind: "rent";
      propertyId: string;
      date: IsoDate;
      category: "periodAmount";
      amountMinor: number;
      vatMinor: 0;
      paidFrom: "tenant";
      paymentId: string;
      tenancyId: string;
    }
  | {
      kind: "expense";
      propertyId: string;
      date: IsoDate;
      category: ExpenseCategory;
      amountMinor: number;
      vatMinor: number;
      paidFrom: "rent" | "owner";
      capital: boolean;
      expenseId: string;
      supplier: string;
      description: string;
    }
  | {
      kind: "fee";
      propertyId: string;
      date: IsoDate;
      category: ExpenseCategory;
      amountMinor: number;
      vatMinor: number;
      paidFrom: "rent";
      /** The rent payment the percentage was taken from; null for the monthly fixed fee. */
      paymentId: string | null;
    };

/** The first day of each calendar month that starts within [from, to]. */
function monthStarts(from: IsoDate, to: IsoDate): IsoDate[] {
  const out: IsoDate[] = [];
  let { year, month, day } = parts(from);
  if (day !== 1) month += 1;
  for (;;) {
    if (month > 12) {
      year += 1;
      month = 1;
    }
    const d = `${year}-${String(month).padStart(2, "0")}-01` as IsoDate;
    if (d > to) return out;
    out.push(d);
    month += 1;
  }
}

const runs = (a: { startsOn: string; endsOn: string | null }, day: IsoDate) =>
  a.startsOn <= day && (a.endsOn === null || a.endsOn >= day);

/** Completed rent payments of the homes received in [from, to]. */
function readRents(db: Db, ids: string[], from: IsoDate, to: IsoDate) {
  return db
    .select({
      id: payments.id,
      tenancyId: payments.tenancyId,
      propertyId: tenancies.propertyId,
      paidOn: payments.paidOn,
      amount: payments.amount,
    })
    .from(payments)
    .innerJoin(tenancies, eq(tenancies.id, payments.tenancyId))
    .where(
      and(
        inArray(tenancies.propertyId, ids),
        eq(payments.status, "completed"),
        between(payments.paidOn, from, to),
      ),
    );
}

/** Each home's allocation of the expenses paid in [from, to]. */
function readCosts(db: Db, ids: string[], from: IsoDate, to: IsoDate) {
  return db
    .select({
      id: expenses.id,
      propertyId: expenseAllocations.propertyId,
      paidOn: expenses.paidOn,
      amount: expenseAllocations.amountMinor,
      vat: expenseAllocations.vatMinor,
      category: expenses.category,
      paidBy: expenses.paidBy,
      capital: expenses.capital,
      supplier: expenses.supplier,
      description: expenses.description,
    })
    .from(expenseAllocations)
    .innerJoin(expenses, eq(expenses.id, expenseAllocations.expenseId))
    .where(and(inArray(expenseAllocations.propertyId, ids), between(expenses.paidOn, from, to)));
}

type Agreement = typeof managementAgreements.$inferSelect;
type Rent = Awaited<ReturnType<typeof readRents>>[number];
type Cost = Awaited<ReturnType<typeof readCosts>>[number];

/** Each rent received, followed by the agreement's percentage fee on it when one runs that day. */
function rentsWithFees(rents: Rent[], agreementOf: Map<string, Agreement>): Transaction[] {
  const out: Transaction[] = [];
  for (const r of rents) {
    out.push({
      kind: "rent",
      propertyId: r.propertyId,
      date: r.paidOn as IsoDate,
      category: "periodAmount",
      amountMinor: r.amount,
      vatMinor: 0,
      paidFrom: "tenant",
      paymentId: r.id,
      tenancyId: r.tenancyId,
    });
    const a = agreementOf.get(r.propertyId);
    if (!a || !runs(a, r.paidOn as IsoDate) || a.feeBp <= 0) continue;
    const fee = managementFee(a, r.amount, false);
    if (fee.totalMinor > 0)
      out.push({
        kind: "fee",
        propertyId: r.propertyId,
        date: r.paidOn as IsoDate,
        category: AGENT_FEE_CATEGORY,
        amountMinor: fee.totalMinor,
        vatMinor: fee.vatMinor,
        paidFrom: "rent",
        paymentId: r.id,
      });
  }
  return out;
}

/** Each agreement's fixed fee on the first day of every month in [from, to] it runs. */
function fixedFees(agreements: Agreement[], from: IsoDate, to: IsoDate): Transaction[] {
  const out: Transaction[] = [];
  for (const a of agreements) {
    if (a.fixedFeeMinor <= 0) continue;
    for (const day of monthStarts(from, to)) {
      if (!runs(a, day)) continue;
      const fee = managementFee({ ...a, feeBp: 0 }, 0, true);
      out.push({
        kind: "fee",
        propertyId: a.propertyId,
        date: day,
        category: AGENT_FEE_CATEGORY,
        amountMinor: fee.totalMinor,
        vatMinor: fee.vatMinor,
        paidFrom: "rent",
        paymentId: null,
      });
    }
  }
  return out;
}

const expenseOf = (c: Cost): Transaction => ({
  kind: "expense",
  propertyId: c.propertyId,
  date: c.paidOn as IsoDate,
  category: c.category,
  amountMinor: c.amount,
  vatMinor: c.vat,
  paidFrom: c.paidBy === "agent" ? "rent" : "owner",
  capital: c.capital,
  expenseId: c.id,
  supplier: c.supplier,
  description: c.description,
});

/** The homes' transactions with dates in [from, to] (inclusive), oldest first. */
export async function homeTransactions(
  db: Db,
  propertyIds: readonly string[],
  from: IsoDate,
  to: IsoDate,
): Promise<Transaction[]> {
  if (propertyIds.length === 0 || from > to) return [];
  const ids = [...new Set(propertyIds)];
  const [rents, costs, agreements] = await Promise.all([
    readRents(db, ids, from, to),
    readCosts(db, ids, from, to),
    db.select().from(managementAgreements).where(inArray(managementAgreements.propertyId, ids)),
  ]);
  const agreementOf = new Map(agreements.map((a) => [a.propertyId, a]));
  const out = [
    ...rentsWithFees(rents, agreementOf),
    ...fixedFees(agreements, from, to),
    ...costs.map(expenseOf),
  ];
  // A stable sort: on one day, rent (with its fee) before fixed fees before expenses, as pushed.
  return out.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
}

/** The last day of the month a date is in. */
export function monthEnd(day: IsoDate): IsoDate {
  const { year, month } = parts(day);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  return addDays(next as IsoDate, -1);
}
