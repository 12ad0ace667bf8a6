/**
 * HMRC's categories for a UK property business, as the property business API names them
 * (HMRC Developer Hub, "Property Business (MTD)" API, UK property cumulative period summary,
 * tax years 2025-26 onwards; the boxes of the SA105 UK property pages). Every expense Keyhold
 * records carries one of the expense keys; income comes from rent payments (`periodAmount`).
 * Source: gov.uk "Follow the rules for Making Tax Digital for Income Tax" (digital records of each
 * transaction with its date, amount and category).
 */

export const incomeCategories = [
  "periodAmount",
  "premiumsOfLeaseGrant",
  "reversePremiums",
  "otherIncome",
  "taxDeducted",
] as const;
export type IncomeCategory = (typeof incomeCategories)[number];

export const expenseCategories = [
  "premisesRunningCosts",
  "repairsAndMaintenance",
  "financialCosts",
  "professionalFees",
  "costOfServices",
  "travelCosts",
  "other",
  "residentialFinancialCost",
] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];

export const isExpenseCategory = (v: unknown): v is ExpenseCategory =>
  typeof v === "string" && (expenseCategories as readonly string[]).includes(v);

/** What each category holds, in the words of HMRC's SA105 notes (shown beside every choice). */
export const incomeCategoryLabels: Record<IncomeCategory, string> = {
  periodAmount: "Rents received",
  premiumsOfLeaseGrant: "Premiums for the grant of a lease",
  reversePremiums: "Reverse premiums and inducements",
  otherIncome: "Other property income",
  taxDeducted: "Tax deducted (non-resident landlord scheme)",
};

export const expenseCategoryLabels: Record<ExpenseCategory, string> = {
  premisesRunningCosts: "Rent, rates, insurance and ground rents",
  repairsAndMaintenance: "Property repairs and maintenance",
  financialCosts: "Non-residential finance costs",
  professionalFees: "Legal, management and other professional fees",
  costOfServices: "Costs of services provided, including wages",
  travelCosts: "Travel costs",
  other: "Other allowable property expenses",
  residentialFinancialCost: "Residential property finance costs (mortgage interest)",
};

/** A line of help under a category: where an expense usually belongs. */
export const expenseCategoryHints: Record<ExpenseCategory, string> = {
  premisesRunningCosts:
    "Council tax and utilities you pay, buildings insurance, ground rent, service charges.",
  repairsAndMaintenance: "Fixing or maintaining what is there (not improvements: those are capital).",
  financialCosts: "Interest and fees on loans for non-residential property.",
  professionalFees: "Letting agent's management fees, accountant, legal fees for lets under a year.",
  costOfServices: "Cleaning, gardening and other services you provide, wages for them.",
  travelCosts: "Travel to and from the property for the business.",
  other: "Phone, stationery, advertising, replacing domestic items, and other allowable costs.",
  residentialFinancialCost:
    "Mortgage interest on homes: not deducted from income but given as a 20 % tax credit (ITTOIA 2005 s.272A).",
};

/**
 * The category Keyhold files an agent's management fee under when it deducts it from rent: HMRC's
 * "legal, management and other professional fees".
 */
export const AGENT_FEE_CATEGORY: ExpenseCategory = "professionalFees";
