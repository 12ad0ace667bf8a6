import "./zod-setup";
import { z } from "zod";
import { type ExpenseCategory, expenseCategories, expenseCategoryLabels } from "../accounts/categories";
import { checkDateRange, dateRules, isoDate, MAX_FILTER_YEARS } from "./dates";

/**
 * Requests and answers of expenses (issue 17 item 2): an expense of one home or of a landlord's
 * portfolio (apportioned equally over its homes), its receipt, and CSV imports. Amounts are pence;
 * the HMRC categories and their labels are in src/shared/accounts/categories.ts.
 */

/** The largest single expense Keyhold records: £1,000,000. */
export const EXPENSE_MAX_MINOR = 100_000_000;
export const SUPPLIER_MAX = 120;
export const DESCRIPTION_MAX = 500;
/** A CSV import: at most this many rows and bytes per file. */
export const IMPORT_MAX_ROWS = 2_000;
export const IMPORT_MAX_BYTES = 1024 * 1024;

export const paidByValues = ["owner", "agent"] as const;
export type PaidBy = (typeof paidByValues)[number];
export const paidByLabels: Record<PaidBy, string> = {
  owner: "Paid by the owner",
  agent: "Paid by the agent from rent",
};

export { type ExpenseCategory, expenseCategories, expenseCategoryLabels };

const amount = (label: string, min: number) =>
  z
    .number({ error: `Enter the ${label} in pence` })
    .int(`The ${label} must be a whole number of pence`)
    .min(min, min > 0 ? `The ${label} must be more than £0` : `The ${label} cannot be negative`)
    .max(EXPENSE_MAX_MINOR, `The ${label} must be at most £1,000,000`);

export const expenseInputSchema = z
  .object({
    /** The home; null for a portfolio-wide expense (apportioned over the landlord's homes). */
    propertyId: z.uuid("Choose a home, or the whole portfolio").nullable(),
    /** Portfolio only: whose portfolio (agents and admins choose; a landlord's is their own). */
    landlordId: z.string().trim().min(1).max(100).nullable().optional(),
    paidOn: isoDate(dateRules.paidOn),
    supplier: z
      .string({ error: "Enter who was paid" })
      .trim()
      .min(1, "Enter who was paid")
      .max(SUPPLIER_MAX, `At most ${SUPPLIER_MAX} characters`),
    description: z
      .string()
      .trim()
      .max(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters`)
      .optional()
      .default(""),
    amountMinor: amount("amount", 1),
    vatMinor: amount("VAT", 0).optional().default(0),
    category: z.enum(expenseCategories, { error: "Choose an HMRC property expense category" }),
    capital: z.boolean({ error: "Say whether it is capital or revenue" }).optional().default(false),
    paidBy: z
      .enum(paidByValues, { error: "Choose who paid: the owner or the agent" })
      .optional()
      .default("owner"),
  })
  .superRefine((v, ctx) => {
    if (typeof v.amountMinor === "number" && typeof v.vatMinor === "number" && v.vatMinor > v.amountMinor) {
      ctx.addIssue({ code: "custom", path: ["vatMinor"], message: "The VAT cannot be more than the amount" });
    }
  });
export type ExpenseInput = z.input<typeof expenseInputSchema>;
export type ExpenseValues = z.output<typeof expenseInputSchema>;

export const expenseListQuerySchema = z
  .object({
    propertyId: z.uuid("Choose a home").optional(),
    category: z.enum(expenseCategories, { error: "Choose an HMRC property expense category" }).optional(),
    from: isoDate().optional(),
    to: isoDate().optional(),
    paidBy: z.enum(paidByValues).optional(),
    q: z.string().trim().max(100, "At most 100 characters").optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100, "Page size must be at most 100").default(25),
  })
  .superRefine((q, ctx) => checkDateRange(q, ctx, MAX_FILTER_YEARS));
export type ExpenseListQuery = z.input<typeof expenseListQuerySchema>;

export const expenseAllocationSchema = z.object({
  propertyId: z.string(),
  propertyTitle: z.string(),
  amountMinor: z.number().int(),
  vatMinor: z.number().int(),
});

export const expenseSchema = z
  .object({
    id: z.string(),
    landlordId: z.string(),
    /** null: portfolio-wide. */
    propertyId: z.string().nullable(),
    propertyTitle: z.string().nullable(),
    paidOn: z.string(),
    supplier: z.string(),
    description: z.string(),
    amountMinor: z.number().int(),
    vatMinor: z.number().int(),
    category: z.enum(expenseCategories),
    capital: z.boolean(),
    paidBy: z.enum(paidByValues),
    receipt: z.object({ name: z.string(), contentType: z.string(), sizeBytes: z.number().int() }).nullable(),
    importId: z.string().nullable(),
    /** The parts on homes the caller may read (all of them for a home's own expense). */
    allocations: z.array(expenseAllocationSchema),
    /** Whether the caller may change it (the landlord account, the agent, admins; never a co-owner). */
    canEdit: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Expense" });
export type Expense = z.infer<typeof expenseSchema>;

export const expenseListSchema = z.object({
  items: z.array(expenseSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Sums over every matching expense (not just this page), of the parts on homes the caller reads. */
  totals: z.object({ amountMinor: z.number().int(), vatMinor: z.number().int() }),
  /** Homes whose expenses the caller reads (for the list's filter), co-owned ones included. */
  filterHomes: z.array(z.object({ id: z.string(), title: z.string() })),
  /** Homes whose expenses the caller may record (for the form), with their landlord. */
  homes: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      postcode: z.string(),
      landlordId: z.string(),
      landlordName: z.string(),
      hasAgent: z.boolean(),
    }),
  ),
});
export type ExpenseList = z.infer<typeof expenseListSchema>;
export type ExpenseHome = ExpenseList["homes"][number];

// ---- CSV import ----------------------------------------------------------------------------------

/** The columns of the template, in order; the importer also knows a few other names for each. */
export const importColumns = [
  "Date",
  "Property",
  "Supplier",
  "Description",
  "Amount",
  "VAT",
  "Category",
  "Capital",
  "Paid by",
] as const;

export const importRowSchema = z.object({
  /** The row's line in the file (the header is row 1). */
  row: z.number().int(),
  errors: z.array(z.string()),
  /** The expense the row becomes (null when it has errors). */
  expense: z
    .object({
      propertyId: z.string().nullable(),
      propertyTitle: z.string(),
      paidOn: z.string(),
      supplier: z.string(),
      description: z.string(),
      amountMinor: z.number().int(),
      vatMinor: z.number().int(),
      category: z.enum(expenseCategories),
      capital: z.boolean(),
      paidBy: z.enum(paidByValues),
    })
    .nullable(),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  rows: z.array(importRowSchema),
  validCount: z.number().int(),
  errorCount: z.number().int(),
  totalMinor: z.number().int(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({
  importId: z.string(),
  created: z.number().int(),
  totalMinor: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** "repairsAndMaintenance" or its HMRC label, any case → the key; null when it is neither. */
export function categoryFrom(text: string): ExpenseCategory | null {
  const t = text.trim().toLowerCase();
  if (!t) return null;
  for (const key of expenseCategories) {
    if (key.toLowerCase() === t || expenseCategoryLabels[key].toLowerCase() === t) return key;
  }
  return null;
}
