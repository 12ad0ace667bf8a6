/**
 * Making Tax Digital for Income Tax figures of one owner and tax year (issue 17 item 7): for each
 * standard quarter, the CUMULATIVE totals from 6 April to the quarter's end by HMRC category.
 * Source: gov.uk "Follow the rules for Making Tax Digital for Income Tax" (quarterly cumulative
 * updates, joint owners report their share) and HMRC's Property Business (MTD) API v6.0
 * categories (src/shared/accounts/categories.ts).
 *
 * - Everything comes from `homeTransactions` (the one reading of the books): rent from completed
 *   payments on the day received (cash basis; refunded, failed and pending payments are not
 *   income), expense allocations by their category, agent fees as professionalFees.
 * - Capital expenses are not in the figures: they are listed apart ("capital, not in these
 *   figures") for the owner's accountant (capital allowances and gains are not quarterly items).
 * - Shares and rounding: for each home and category, the whole home's cumulative total is summed
 *   in pence first, then the owner's share is taken ONCE (shareOf: half away from zero to the
 *   penny), then the homes are added up. Each quarter is recomputed from the 6 April totals, so a
 *   cumulative figure never carries an earlier quarter's rounding; joint owners' parts of one
 *   home may differ from the whole by a penny at most per home and category.
 * - Consolidated expenses: allowed when the owner's share of the year's rent received is under
 *   £90,000 (CONSOLIDATED_EXPENSES_LIMIT_MINOR); then every expense but residentialFinancialCost
 *   is one consolidatedExpenses figure.
 */
import { type ExpenseCategory, expenseCategories } from "@shared/accounts/categories";
import { shareOf, shareOfEach, WHOLE_BP } from "@shared/accounts/shares";
import {
  CONSOLIDATED_EXPENSES_LIMIT_MINOR,
  mtdQuarters,
  mtdThreshold,
  parseTaxYear,
  type TaxYear,
  taxYearOf,
} from "@shared/accounts/tax-year";
import { today as londonToday } from "@shared/dates";
import type { IsoDate } from "@shared/ledger/dates";
import type { Caller } from "@shared/schemas/auth";
import type { MtdExpenses, MtdFigures, MtdQuarterFigures } from "@shared/schemas/mtd";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, users } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import { homeTransactions, sharesOfOwner, type Transaction } from "../owners";

export interface MtdRequest {
  taxYear?: string;
  ownerId?: string;
  consolidated?: boolean;
}

export interface OwnerBooks {
  owner: { id: string; name: string };
  year: TaxYear;
  homes: { propertyId: string; title: string; shareBp: number }[];
  transactions: Transaction[];
}

/** The owner whose figures the caller reads: themself, or (admins only) anyone; else 404. */
async function ownerFor(db: Db, caller: Caller, ownerId: string | undefined) {
  const id = ownerId ?? caller.id;
  if (id !== caller.id && caller.role !== "admin") throw notFound("Owner not found");
  const [row] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, id));
  if (!row) throw notFound("Owner not found");
  return row;
}

/** The owner's homes with their shares and the year's transactions of those homes. */
export async function ownerBooks(db: Db, caller: Caller, q: MtdRequest, asOf = londonToday()) {
  const owner = await ownerFor(db, caller, q.ownerId);
  const year = q.taxYear ? parseTaxYear(q.taxYear) : taxYearOf(asOf);
  if (!year) throw fieldError("taxYear", "Use a tax year like 2026-27 (6 April to 5 April)");
  const shares = await sharesOfOwner(db, owner.id);
  const ids = shares.map((s) => s.propertyId);
  const titles =
    ids.length === 0
      ? []
      : await db
          .select({ id: properties.id, title: properties.title })
          .from(properties)
          .where(inArray(properties.id, ids));
  const titleOf = new Map(titles.map((t) => [t.id, t.title]));
  const homes = shares
    .map((s) => ({ propertyId: s.propertyId, title: titleOf.get(s.propertyId) ?? "", shareBp: s.shareBp }))
    .sort((a, b) => a.title.localeCompare(b.title, "en-GB") || a.propertyId.localeCompare(b.propertyId));
  const transactions = await homeTransactions(db, ids, year.start, year.end);
  return { owner, year, homes, transactions } satisfies OwnerBooks;
}

type Totals = { periodAmount: number } & Record<ExpenseCategory, number>;
const zero = (): Totals =>
  Object.fromEntries(["periodAmount", ...expenseCategories].map((k) => [k, 0])) as Totals;

/** Counts in the quarterly figures: rent, agent fees and revenue (not capital) expenses. */
const isRevenue = (t: Transaction) => t.kind !== "expense" || !t.capital;

/**
 * The owner's share of each transaction, apportioned per home, category and kind (revenue or
 * capital) so the rows add up to the share of their total, as the figures round it (issue 42
 * item 7). Same order as `books.transactions`.
 */
export function transactionShares(books: Pick<OwnerBooks, "homes" | "transactions">): number[] {
  const shareBpOf = new Map(books.homes.map((h) => [h.propertyId, h.shareBp]));
  const groups = new Map<string, number[]>();
  books.transactions.forEach((t, i) => {
    const key = `${t.propertyId}|${t.category}|${isRevenue(t)}`;
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  const out = books.transactions.map(() => 0);
  for (const idx of groups.values()) {
    const first = books.transactions[idx[0]!]!;
    const parts = shareOfEach(
      idx.map((i) => books.transactions[i]!.amountMinor),
      shareBpOf.get(first.propertyId) ?? WHOLE_BP,
    );
    idx.forEach((i, j) => {
      out[i] = parts[j] ?? 0;
    });
  }
  return out;
}

/** The owner's cumulative totals of transactions dated up to `to`: per home, then shared, then summed. */
export function cumulativeTotals(books: Pick<OwnerBooks, "homes" | "transactions">, to: IsoDate): Totals {
  const perHome = new Map<string, Totals>();
  for (const t of books.transactions) {
    if (t.date > to || !isRevenue(t)) continue;
    const totals = perHome.get(t.propertyId) ?? zero();
    totals[t.category] += t.amountMinor;
    perHome.set(t.propertyId, totals);
  }
  const out = zero();
  for (const home of books.homes) {
    const totals = perHome.get(home.propertyId);
    if (!totals) continue;
    for (const k of Object.keys(out) as (keyof Totals)[]) out[k] += shareOf(totals[k], home.shareBp);
  }
  return out;
}

const expensesOf = (t: Totals): MtdExpenses =>
  Object.fromEntries(expenseCategories.map((k) => [k, t[k]])) as MtdExpenses;

/** The owner's figures for each quarter of the year, the capital list and the consolidation rule. */
export async function mtdFigures(
  db: Db,
  caller: Caller,
  q: MtdRequest,
  asOf: IsoDate = londonToday(),
): Promise<MtdFigures> {
  const books = await ownerBooks(db, caller, q, asOf);
  return figuresOf(books, q.consolidated ?? false, asOf);
}

export function figuresOf(books: OwnerBooks, consolidated: boolean, asOf: IsoDate): MtdFigures {
  const { year } = books;
  const propertyIncomeMinor = cumulativeTotals(books, year.end).periodAmount;
  const consolidatedAllowed = propertyIncomeMinor < CONSOLIDATED_EXPENSES_LIMIT_MINOR;
  if (consolidated && !consolidatedAllowed)
    throw fieldError(
      "consolidated",
      `Consolidated expenses are allowed only when the year's property income is under £90,000 (HMRC); your share of the rent received in ${year.label} is £${(propertyIncomeMinor / 100).toFixed(2)}`,
    );
  const quarters: MtdQuarterFigures[] = mtdQuarters(year).map((quarter) => {
    const t = cumulativeTotals(books, quarter.to);
    const expenses = expensesOf(t);
    const allButFinance = expenseCategories
      .filter((k) => k !== "residentialFinancialCost")
      .reduce((sum, k) => sum + t[k], 0);
    return {
      ...quarter,
      ended: asOf > quarter.to,
      deadlinePassed: asOf > quarter.due,
      income: { periodAmount: t.periodAmount },
      expenses,
      consolidatedExpenses: consolidated ? allButFinance : null,
      totalExpenses: allButFinance + t.residentialFinancialCost,
    };
  });
  const shareOfHome = new Map(books.homes.map((h) => [h.propertyId, h]));
  const shareOfRow = transactionShares(books);
  const capital = books.transactions.flatMap((t, i) => {
    if (t.kind !== "expense" || !t.capital) return [];
    const home = shareOfHome.get(t.propertyId);
    const shareBp = home?.shareBp ?? WHOLE_BP;
    return [
      {
        date: t.date,
        propertyId: t.propertyId,
        home: home?.title ?? "",
        supplier: t.supplier,
        description: t.description,
        category: t.category,
        amountMinor: t.amountMinor,
        shareBp,
        shareMinor: shareOfRow[i] ?? 0,
      },
    ];
  });
  return {
    taxYear: year.label,
    from: year.start,
    to: year.end,
    owner: books.owner,
    homes: books.homes,
    thresholdMinor: mtdThreshold(year),
    propertyIncomeMinor,
    consolidatedLimitMinor: CONSOLIDATED_EXPENSES_LIMIT_MINOR,
    consolidatedAllowed,
    consolidated,
    quarters,
    capital,
    capitalTotalMinor: capital.reduce((sum, c) => sum + c.shareMinor, 0),
  };
}
