import "./zod-setup";
import { z } from "zod";
import { expenseCategories } from "../accounts/categories";
import { parseTaxYear, taxYearOf } from "../accounts/tax-year";
import { today } from "../dates";

/**
 * Requests and answers of the money reports (issue 17 items 6 and 7): an owner's Making Tax
 * Digital figures for a tax year with their exports, and the yield and cash-flow overview.
 * Amounts are pence; shares and yields basis points (100 % = 10,000 bp).
 */

/** The earliest tax year Keyhold reports (its money records begin in 2000). */
export const MTD_FIRST_TAX_YEAR = "2000-01";

/** A tax year label ("2026-27"): a real one, from 2000-01 to next tax year. */
export const taxYearLabel = z
  .string()
  .max(7, "Use a tax year like 2026-27")
  .refine((v) => parseTaxYear(v) !== null, "Use a tax year like 2026-27 (6 April to 5 April)")
  .refine(
    (v) => {
      const next = Number(taxYearOf(today()).start.slice(0, 4)) + 1;
      const start = Number(v.slice(0, 4));
      return start >= 2000 && start <= next;
    },
    { message: "The tax year must be from 2000-01 to next tax year" },
  );

const ownerId = z.string().min(1).max(100).optional();
const flag = z
  .enum(["true", "false"], { error: "Use true or false" })
  .optional()
  .transform((v) => v === "true");

export const mtdQuerySchema = z.object({
  taxYear: taxYearLabel.optional(),
  /** Admins only: the owner whose figures to read (others read their own). */
  ownerId,
  /** Send expenses as one consolidated figure (only under the £90,000 property income limit). */
  consolidated: flag,
});
export type MtdQuery = z.input<typeof mtdQuerySchema>;

export const mtdExportQuerySchema = mtdQuerySchema.extend({
  taxYear: taxYearLabel,
  quarter: z.coerce
    .number({ error: "Choose a quarter from 1 to 4" })
    .int("Choose a quarter from 1 to 4")
    .min(1, "Choose a quarter from 1 to 4")
    .max(4, "Choose a quarter from 1 to 4"),
});

export const mtdTransactionsQuerySchema = z.object({ taxYear: taxYearLabel, ownerId });

const pence = z.number().int();

export const mtdExpensesSchema = z.object({
  premisesRunningCosts: pence,
  repairsAndMaintenance: pence,
  financialCosts: pence,
  professionalFees: pence,
  costOfServices: pence,
  travelCosts: pence,
  other: pence,
  residentialFinancialCost: pence,
});
export type MtdExpenses = z.infer<typeof mtdExpensesSchema>;

export const mtdQuarterSchema = z.object({
  quarter: z.number().int(),
  /** Cumulative: from the tax year's first day to the quarter's last. */
  from: z.string(),
  to: z.string(),
  quarterFrom: z.string(),
  due: z.string(),
  /** The quarter has ended (London today is after `to`). */
  ended: z.boolean(),
  /** The update's deadline has passed (London today is after `due`). */
  deadlinePassed: z.boolean(),
  income: z.object({ periodAmount: pence }),
  expenses: mtdExpensesSchema,
  /** All expenses but residentialFinancialCost, when `consolidated`; else null. */
  consolidatedExpenses: pence.nullable(),
  totalExpenses: pence,
});
export type MtdQuarterFigures = z.infer<typeof mtdQuarterSchema>;

export const mtdCapitalSchema = z.object({
  date: z.string(),
  propertyId: z.string(),
  home: z.string(),
  supplier: z.string(),
  description: z.string(),
  category: z.enum(expenseCategories),
  amountMinor: pence,
  shareBp: z.number().int(),
  /** The owner's part of the amount. */
  shareMinor: pence,
});

export const mtdSchema = z.object({
  taxYear: z.string(),
  from: z.string(),
  to: z.string(),
  owner: z.object({ id: z.string(), name: z.string() }),
  homes: z.array(z.object({ propertyId: z.string(), title: z.string(), shareBp: z.number().int() })),
  /** The MTD threshold in force for the year (pence), null before MTD for Income Tax began. */
  thresholdMinor: z.number().int().nullable(),
  /** The owner's share of the year's rent received through Keyhold (part of qualifying income). */
  propertyIncomeMinor: pence,
  consolidatedLimitMinor: pence,
  consolidatedAllowed: z.boolean(),
  consolidated: z.boolean(),
  quarters: z.array(mtdQuarterSchema),
  capital: z.array(mtdCapitalSchema),
  capitalTotalMinor: pence,
});
export type MtdFigures = z.infer<typeof mtdSchema>;

/** HMRC's cumulative period summary (Property Business (MTD) API v6.0), amounts in pounds. */
export const hmrcCumulativeSummarySchema = z.object({
  fromDate: z.string(),
  toDate: z.string(),
  ukProperty: z.object({
    income: z.object({ periodAmount: z.number() }),
    expenses: z.record(z.string(), z.number()),
  }),
});

// ---- Yield and cash flow -----------------------------------------------------------------------

export const overviewQuerySchema = z.object({
  months: z.coerce
    .number({ error: "Months must be a whole number from 1 to 24" })
    .int("Months must be a whole number from 1 to 24")
    .min(1, "Months must be a whole number from 1 to 24")
    .max(24, "Months must be a whole number from 1 to 24")
    .default(12),
});

export const overviewHomeSchema = z.object({
  propertyId: z.string(),
  title: z.string(),
  /** The caller's share of the home (10,000 for agents and admins: whole-home figures). */
  shareBp: z.number().int(),
  /** "tenancy": the active tenancy's rent; "asking": the listing's rent (not let). */
  rentSource: z.enum(["tenancy", "asking"]),
  rentPcmMinor: pence,
  annualRentMinor: pence,
  valueMinor: pence.nullable(),
  valueSource: z.enum(["current", "purchase"]).nullable(),
  /** Last 12 months to today: rent received, revenue expenses and fees (no capital, no mortgage interest). */
  receivedMinor: pence,
  runningCostsMinor: pence,
  grossYieldBp: z.number().int().nullable(),
  netYieldBp: z.number().int().nullable(),
});

export const cashFlowMonthSchema = z.object({
  month: z.string(),
  inMinor: pence,
  outMinor: pence,
  netMinor: pence,
});

export const overviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  yieldFrom: z.string(),
  homes: z.array(overviewHomeSchema),
  portfolio: z.object({
    homes: z.number().int(),
    /** Homes with an active tenancy. */
    letHomes: z.number().int(),
    /** Rent due per month from the lets only (issue 42 item 11: never asking rents). */
    rentPcmMinor: pence,
    /** The let rent plus the asking rent of every home not let: what the portfolio could bring. */
    potentialRentPcmMinor: pence,
    annualRentMinor: pence,
    valueMinor: pence,
    /** Homes with a value recorded: the yields are theirs. */
    valuedHomes: z.number().int(),
    grossYieldBp: z.number().int().nullable(),
    netYieldBp: z.number().int().nullable(),
    inMinor: pence,
    outMinor: pence,
    netMinor: pence,
  }),
  months: z.array(cashFlowMonthSchema),
});
export type MoneyOverview = z.infer<typeof overviewSchema>;
export type OverviewHome = z.infer<typeof overviewHomeSchema>;
export type CashFlowMonth = z.infer<typeof cashFlowMonthSchema>;
