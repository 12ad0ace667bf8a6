import "./zod-setup";
import { z } from "zod";
import { addYears, type IsoDate, parseIsoDate } from "../dates";
import { checkDateRange, isoDate } from "./dates";

/**
 * Owner statements (issue 17 item 4) and tenant rent documents (item 5): one set of shapes for the
 * API, the PDFs and the pages. Amounts are pence; every figure on a statement is the owner's share.
 */

/** A calendar month as "YYYY-MM" (input); a statement stores its first day "YYYY-MM-01". */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const FIRST_STATEMENT_YEAR = 2000;

export const statementMonthSchema = z
  .string()
  .max(7)
  .regex(MONTH_PATTERN, { message: "Use a month like 2026-03" })
  .refine((m) => Number(m.slice(0, 4)) >= FIRST_STATEMENT_YEAR && Number(m.slice(0, 4)) <= 2199, {
    message: `Choose a month from ${FIRST_STATEMENT_YEAR} onwards`,
  });

export const generateStatementSchema = z
  .object({
    /** The owner (a landlord account); omitted: the caller themselves. Agents and admins name one. */
    ownerId: z.string().min(1).max(100).optional(),
    month: statementMonthSchema,
  })
  .strict()
  .meta({ id: "GenerateStatement" });
export type GenerateStatement = z.infer<typeof generateStatementSchema>;

export const statementLineSchema = z.object({
  date: z.string(),
  kind: z.enum(["rent", "fee", "expense"]),
  description: z.string(),
  /** The owner's share of the line (the lines of a kind sum exactly to the home's figure). */
  amountMinor: z.number().int(),
  /** VAT inside `amountMinor` (fees and expenses). */
  vatMinor: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

export const statementHomeSchema = z.object({
  propertyId: z.string(),
  title: z.string(),
  /** The full address, one line (src/shared/address.ts formatAddress). */
  address: z.string(),
  /** Line 1 and line 2 alone, for the list of homes without activity (absent on older statements). */
  shortAddress: z.string().optional(),
  shareBp: z.number().int(),
  lines: z.array(statementLineSchema),
  /** Expenses the owner paid directly: for information, not deducted. */
  ownerPaid: z.array(statementLineSchema),
  rentMinor: z.number().int(),
  feesMinor: z.number().int(),
  feesVatMinor: z.number().int(),
  expensesMinor: z.number().int(),
  ownerPaidMinor: z.number().int(),
  paidOutMinor: z.number().int(),
});
export type StatementHome = z.infer<typeof statementHomeSchema>;

/** Whether a home had rent, a fee or an expense in the month (then it has its own section). */
export const hasActivity = (h: StatementHome): boolean => h.lines.length > 0 || h.ownerPaid.length > 0;

/** A home's street address for the list of homes without activity (older statements: the address's first part). */
export const homeShortAddress = (h: StatementHome): string =>
  h.shortAddress || h.address.split(", ")[0] || h.title;

/**
 * The homes of a statement with activity (each shown in full) and the others (issue 42 item 6),
 * which one line stands for: `quietSummary` "No rent, fees or expenses this month: 13 other homes"
 * (null when every home had activity), and `quietLine` the same with their short addresses
 * "(12 Acacia Avenue; 3 Birch Road; …)", for the PDF.
 */
export function splitStatementHomes(homes: readonly StatementHome[]): {
  active: StatementHome[];
  quiet: StatementHome[];
  quietSummary: string | null;
  quietLine: string | null;
} {
  const active = homes.filter(hasActivity);
  const quiet = homes.filter((h) => !hasActivity(h));
  if (quiet.length === 0) return { active, quiet, quietSummary: null, quietLine: null };
  const n = quiet.length;
  const which = active.length
    ? `${n} other ${n === 1 ? "home" : "homes"}`
    : n === 1
      ? "1 home"
      : `all ${n} homes`;
  const quietSummary = `No rent, fees or expenses this month: ${which}`;
  return {
    active,
    quiet,
    quietSummary,
    quietLine: `${quietSummary} (${quiet.map(homeShortAddress).join("; ")})`,
  };
}

export const statementTotalsSchema = z.object({
  rentMinor: z.number().int(),
  feesMinor: z.number().int(),
  feesVatMinor: z.number().int(),
  expensesMinor: z.number().int(),
  ownerPaidMinor: z.number().int(),
  /** rent − fees − expenses; negative when the owner owes the agent. */
  paidOutMinor: z.number().int(),
});
export type StatementTotals = z.infer<typeof statementTotalsSchema>;

/** What owner_statements.figures holds: the figures as they stood when the statement was made. */
export const statementFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  ownerName: z.string(),
  homes: z.array(statementHomeSchema),
  totals: statementTotalsSchema,
});
export type StatementFigures = z.infer<typeof statementFiguresSchema>;

export const statementSummarySchema = z
  .object({
    id: z.string(),
    ownerId: z.string(),
    ownerName: z.string(),
    /** "YYYY-MM-01" */
    month: z.string(),
    rentMinor: z.number().int(),
    feesMinor: z.number().int(),
    expensesMinor: z.number().int(),
    paidOutMinor: z.number().int(),
    homeCount: z.number().int(),
    generatedAt: z.string(),
    emailedAt: z.string().nullable(),
    /** True when the caller (an agent) sees only the homes they manage of this statement. */
    partial: z.boolean(),
  })
  .meta({ id: "OwnerStatementSummary" });
export type StatementSummary = z.infer<typeof statementSummarySchema>;

export const statementSchema = statementSummarySchema
  .extend({ figures: statementFiguresSchema })
  .meta({ id: "OwnerStatement" });
export type Statement = z.infer<typeof statementSchema>;

export const statementListQuerySchema = z.object({
  ownerId: z.string().min(1).max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

export const statementListSchema = z.object({
  items: z.array(statementSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StatementList = z.infer<typeof statementListSchema>;

/** Owners the caller may make statements for (themselves; an agent's owners; admins all, first 500). */
export const statementOwnersSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type StatementOwners = z.infer<typeof statementOwnersSchema>;

/** The longest period a tenant rent statement covers. */
export const RENT_STATEMENT_MAX_YEARS = 3;

export const rentStatementQuerySchema = z
  .object({ from: isoDate(), to: isoDate() })
  .superRefine((q, ctx) => checkDateRange(q, ctx, RENT_STATEMENT_MAX_YEARS));
export type RentStatementQuery = z.infer<typeof rentStatementQuerySchema>;

/** "2026-03" → "2026-03-01". */
export const monthStart = (month: string): IsoDate => `${month.slice(0, 7)}-01`;

/** The month before the one `day` is in, as "YYYY-MM". */
export function previousMonth(day: IsoDate): string {
  const p = parseIsoDate(day);
  if (!p) throw new Error(`Not a date: ${day}`);
  const y = p.month === 1 ? p.year - 1 : p.year;
  const m = p.month === 1 ? 12 : p.month - 1;
  return `${y}-${String(m).padStart(2, "0")}`;
}

/** "2026-03-01" → "March 2026". */
export function monthLabel(month: string): string {
  return new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month.slice(0, 7)}-01T00:00:00Z`),
  );
}

/** The default period of a rent statement: the last 12 months to today. */
export const defaultRentStatementFrom = (today: IsoDate): IsoDate => addYears(today, -1);
