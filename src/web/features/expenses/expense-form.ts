import { expenseCategories } from "@shared/accounts/categories";
import { moneyInput, parseMoney } from "@shared/money";
import { dateRules, isoDate } from "@shared/schemas/dates";
import {
  DESCRIPTION_MAX,
  EXPENSE_MAX_MINOR,
  type Expense,
  type ExpenseHome,
  paidByValues,
  SUPPLIER_MAX,
} from "@shared/schemas/expenses";
import { z } from "zod";
import type { ExpenseBody } from "./api";

/**
 * The add/edit form of an expense: pounds as typed, the home or a portfolio in one choice
 * ("portfolio:<landlord id>"). The server checks the same rules again (pence, VAT, who may write).
 */
const pounds = (label: string, required: boolean) =>
  z.string().superRefine((v, ctx) => {
    if (v.trim() === "") {
      if (required) ctx.addIssue({ code: "custom", message: `Enter the ${label}, like 120.50` });
      return;
    }
    const p = parseMoney(v);
    if (p === null) ctx.addIssue({ code: "custom", message: `Enter the ${label} in pounds, like 120.50` });
    else if (required && p <= 0)
      ctx.addIssue({ code: "custom", message: `The ${label} must be more than £0` });
    else if (p > EXPENSE_MAX_MINOR)
      ctx.addIssue({ code: "custom", message: `The ${label} must be at most £1,000,000` });
  });

export const expenseFormSchema = z
  .object({
    propertyId: z.string().min(1, "Choose a home, or the whole portfolio"),
    paidOn: isoDate(dateRules.paidOn),
    supplier: z
      .string()
      .trim()
      .min(1, "Enter who was paid")
      .max(SUPPLIER_MAX, `At most ${SUPPLIER_MAX} characters`),
    description: z.string().trim().max(DESCRIPTION_MAX, `At most ${DESCRIPTION_MAX} characters`),
    amountMinor: pounds("amount", true),
    vatMinor: pounds("VAT", false),
    category: z.enum(expenseCategories, { error: "Choose an HMRC property expense category" }),
    capital: z.enum(["revenue", "capital"]),
    paidBy: z.enum(paidByValues, { error: "Choose who paid" }),
  })
  .superRefine((v, ctx) => {
    const amount = parseMoney(v.amountMinor);
    const vat = parseMoney(v.vatMinor || "0");
    if (amount !== null && vat !== null && vat > amount)
      ctx.addIssue({ code: "custom", path: ["vatMinor"], message: "The VAT cannot be more than the amount" });
  });
export type ExpenseForm = z.input<typeof expenseFormSchema>;

export const PORTFOLIO = "portfolio:";

export function formDefaults(expense: Expense | undefined, homes: ExpenseHome[], today: string): ExpenseForm {
  if (!expense)
    return {
      propertyId: homes.length === 1 ? homes[0]!.id : "",
      paidOn: today,
      supplier: "",
      description: "",
      amountMinor: "",
      vatMinor: "",
      category: "repairsAndMaintenance",
      capital: "revenue",
      paidBy: "owner",
    };
  return {
    propertyId: expense.propertyId ?? `${PORTFOLIO}${expense.landlordId}`,
    paidOn: expense.paidOn,
    supplier: expense.supplier,
    description: expense.description,
    amountMinor: moneyInput(expense.amountMinor),
    vatMinor: expense.vatMinor ? moneyInput(expense.vatMinor) : "",
    category: expense.category,
    capital: expense.capital ? "capital" : "revenue",
    paidBy: expense.paidBy,
  };
}

/** The API body of a valid form. */
export function toBody(v: ExpenseForm): ExpenseBody {
  const portfolio = v.propertyId.startsWith(PORTFOLIO);
  return {
    propertyId: portfolio ? null : v.propertyId,
    landlordId: portfolio ? v.propertyId.slice(PORTFOLIO.length) : null,
    paidOn: v.paidOn,
    supplier: v.supplier.trim(),
    description: v.description.trim(),
    amountMinor: parseMoney(v.amountMinor) ?? 0,
    vatMinor: v.vatMinor.trim() ? (parseMoney(v.vatMinor) ?? 0) : 0,
    category: v.category,
    capital: v.capital === "capital",
    paidBy: v.paidBy,
  };
}

/** The portfolios the form offers: one per landlord of the homes, with how many homes it spreads over. */
export function portfolios(homes: ExpenseHome[]) {
  const byLandlord = new Map<string, { landlordId: string; name: string; count: number }>();
  for (const h of homes) {
    const p = byLandlord.get(h.landlordId) ?? { landlordId: h.landlordId, name: h.landlordName, count: 0 };
    p.count += 1;
    byLandlord.set(h.landlordId, p);
  }
  return [...byLandlord.values()];
}
