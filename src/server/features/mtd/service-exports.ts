/**
 * The owner's MTD figures as files their recognised MTD software or accountant can import: a CSV
 * of one quarter's cumulative totals by category, the same quarter as JSON in the shape of HMRC's
 * UK property cumulative period summary, and a CSV of the transactions themselves (the digital
 * records: date, home, category, amount and the owner's share).
 *
 * JSON shape: HMRC Developer Hub, Property Business (MTD) API v6.0, "Create or Amend a UK
 * Property Cumulative Period Summary" (PUT /individuals/business/property/uk/{nino}/{businessId}/
 * cumulative/{taxYear}, tax years 2025-26 onwards): { fromDate, toDate, ukProperty: { income:
 * { periodAmount, ... }, expenses: { premisesRunningCosts, repairsAndMaintenance, financialCosts,
 * professionalFees, costOfServices, other, residentialFinancialCost, travelCosts } or
 * { consolidatedExpenses, residentialFinancialCost } } }, amounts in pounds as numbers with at
 * most two decimals. Keyhold records rents only, so income has periodAmount alone.
 */
import {
  type ExpenseCategory,
  expenseCategories,
  expenseCategoryLabels,
  incomeCategoryLabels,
} from "@shared/accounts/categories";
import { formatShare, WHOLE_BP } from "@shared/accounts/shares";
import { today as londonToday } from "@shared/dates";
import type { IsoDate } from "@shared/ledger/dates";
import type { Caller } from "@shared/schemas/auth";
import type { MtdFigures, MtdQuarterFigures } from "@shared/schemas/mtd";
import type { Db } from "../../db/client";
import { type CsvCell, date, money, toCsv } from "../../lib/csv";
import { figuresOf, type MtdRequest, ownerBooks, transactionShares } from "./service";

const pounds = (minor: number) => (minor / 100).toFixed(2);
/** Pence as pounds for JSON: a number with at most two decimals (no float noise). */
const poundsNumber = (minor: number) => Number(pounds(minor));

export interface QuarterExport {
  figures: MtdFigures;
  quarter: MtdQuarterFigures;
}

export async function quarterExport(
  db: Db,
  caller: Caller,
  q: MtdRequest & { quarter: number },
  asOf: IsoDate = londonToday(),
): Promise<QuarterExport> {
  const books = await ownerBooks(db, caller, q, asOf);
  const figures = figuresOf(books, q.consolidated ?? false, asOf);
  return { figures, quarter: figures.quarters[q.quarter - 1]! };
}

/** One row per category: the quarter's cumulative amount with its tax year, period and owner. */
export function quarterCsv({ figures, quarter }: QuarterExport): string {
  const base = [
    figures.taxYear,
    `Q${quarter.quarter}`,
    date(quarter.from),
    date(quarter.to),
    figures.owner.name,
  ];
  const rows: CsvCell[][] = [
    [
      ...base,
      "income",
      "periodAmount",
      incomeCategoryLabels.periodAmount,
      money(quarter.income.periodAmount),
    ],
  ];
  const expenseRows: [string, string, number][] =
    quarter.consolidatedExpenses !== null
      ? [
          ["consolidatedExpenses", "Consolidated expenses", quarter.consolidatedExpenses],
          [
            "residentialFinancialCost",
            expenseCategoryLabels.residentialFinancialCost,
            quarter.expenses.residentialFinancialCost,
          ],
        ]
      : expenseCategories.map((k) => [k, expenseCategoryLabels[k], quarter.expenses[k]]);
  for (const [key, label, amount] of expenseRows) rows.push([...base, "expenses", key, label, money(amount)]);
  return toCsv(
    [
      "Tax year",
      "Quarter",
      "Period from",
      "Period to",
      "Owner",
      "Section",
      "HMRC field",
      "Category",
      "Amount (GBP)",
    ],
    rows,
  );
}

/** The quarter as HMRC's cumulative period summary body. */
export function quarterJson({ quarter }: QuarterExport) {
  const expenses: Record<string, number> =
    quarter.consolidatedExpenses !== null
      ? {
          consolidatedExpenses: poundsNumber(quarter.consolidatedExpenses),
          residentialFinancialCost: poundsNumber(quarter.expenses.residentialFinancialCost),
        }
      : Object.fromEntries(
          expenseCategories.map((k: ExpenseCategory) => [k, poundsNumber(quarter.expenses[k])]),
        );
  return {
    fromDate: quarter.from,
    toDate: quarter.to,
    ukProperty: { income: { periodAmount: poundsNumber(quarter.income.periodAmount) }, expenses },
  };
}

const kindLabel = { rent: "Rent received", expense: "Expense", fee: "Agent fee" } as const;

/** Every transaction of the owner's homes in the tax year, with the owner's share of each. */
export async function transactionsCsv(
  db: Db,
  caller: Caller,
  q: { taxYear: string; ownerId?: string },
  asOf: IsoDate = londonToday(),
): Promise<{ csv: string; taxYear: string }> {
  const books = await ownerBooks(db, caller, q, asOf);
  const homeOf = new Map(books.homes.map((h) => [h.propertyId, h]));
  const shareOfRow = transactionShares(books);
  const rows = books.transactions.map((t, i) => {
    const home = homeOf.get(t.propertyId);
    const shareBp = home?.shareBp ?? WHOLE_BP;
    const label =
      t.category === "periodAmount" ? incomeCategoryLabels.periodAmount : expenseCategoryLabels[t.category];
    const detail =
      t.kind === "expense"
        ? [t.supplier, t.description].filter(Boolean).join(": ")
        : t.kind === "fee"
          ? t.paymentId
            ? "Management fee on rent received"
            : "Fixed monthly management fee"
          : "Rent payment";
    return [
      date(t.date),
      home?.title ?? "",
      kindLabel[t.kind],
      t.category,
      label,
      detail,
      t.kind === "expense" && t.capital ? "capital (not in MTD figures)" : "revenue",
      t.paidFrom,
      money(t.amountMinor),
      money(t.vatMinor),
      formatShare(shareBp),
      money(shareOfRow[i] ?? 0),
    ];
  });
  const csv = toCsv(
    [
      "Date",
      "Home",
      "Kind",
      "HMRC field",
      "Category",
      "Details",
      "Treatment",
      "Paid from",
      "Amount (GBP)",
      "VAT (GBP)",
      "Owner's share",
      "Owner's amount (GBP)",
    ],
    rows,
  );
  return { csv, taxYear: books.year.label };
}
