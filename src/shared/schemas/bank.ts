import "./zod-setup";
import { z } from "zod";
import { expenseCategories } from "../accounts/categories";

/**
 * Bank statement import and reconciliation (issue 17 item 8): a file (CSV with a column mapping,
 * OFX or CAMT.053) becomes bank lines of the importing user's books; Keyhold proposes a tenancy
 * for money in and an expense for money out; the user confirms, corrects or ignores each line.
 * Amounts in pence, positive in, negative out.
 */

export const BANK_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const BANK_FILE_MAX_LINES = 20_000;
/** Lines confirmed, ignored or undone in one request. */
export const BANK_BATCH_MAX = 500;
/** A proposal is stored only at or above this score (precision first: no false match). */
export const PROPOSAL_THRESHOLD = 70;

export const bankFormats = ["csv", "ofx", "camt053"] as const;
export type BankFormat = (typeof bankFormats)[number];
export const bankFormatLabels: Record<BankFormat, string> = {
  csv: "CSV",
  ofx: "OFX",
  camt053: "CAMT.053 (ISO 20022)",
};

export const bankLineStatuses = ["unmatched", "matched", "ignored"] as const;
export type BankLineStatus = (typeof bankLineStatuses)[number];

/**
 * The reference a tenant is asked to quote on a bank transfer: "KH" and the first six characters
 * of the tenancy id, upper case. The matcher looks for it in the line's text.
 */
export const tenancyReference = (tenancyId: string) =>
  `KH${tenancyId.replace(/-/g, "").slice(0, 6).toUpperCase()}`;

const header = z.string().trim().min(1, "Choose a column").max(200, "At most 200 characters");
const optionalHeader = z.preprocess((v) => (v === "" ? undefined : v), header.optional());

/** Which CSV column holds what. Either `amount` (signed) or `paidIn` and/or `paidOut`. */
export const csvMappingSchema = z
  .object({
    date: header,
    dateFormat: z.enum(["dmy", "iso"], { error: "Choose DD/MM/YYYY or YYYY-MM-DD" }),
    amount: optionalHeader,
    paidIn: optionalHeader,
    paidOut: optionalHeader,
    description: header,
    reference: optionalHeader,
    counterparty: optionalHeader,
  })
  .superRefine((m, ctx) => {
    if (!m.amount && !m.paidIn && !m.paidOut) {
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message: "Choose an amount column, or the paid in and paid out columns",
      });
    }
    if (m.amount && (m.paidIn || m.paidOut)) {
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message: "Choose either one amount column or paid in / paid out, not both",
      });
    }
  });
export type CsvMapping = z.output<typeof csvMappingSchema>;

export const bankPreviewSchema = z.object({
  format: z.enum(bankFormats),
  fileName: z.string(),
  /** CSV: the header row; other formats: the fields Keyhold reads. */
  headers: z.array(z.string()),
  /** The first rows as text (CSV) or as read lines (OFX, CAMT.053). */
  rows: z.array(z.array(z.string())),
  lineCount: z.number().int(),
  /** A guess at the mapping from the header names (CSV only). */
  suggested: z.record(z.string(), z.string()).nullable(),
});
export type BankPreview = z.infer<typeof bankPreviewSchema>;

export const bankImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  format: z.enum(bankFormats),
  lineCount: z.number().int(),
  duplicateCount: z.number().int(),
  createdAt: z.string(),
});
export type BankImport = z.infer<typeof bankImportSchema>;

export const bankImportResultSchema = z.object({
  import: bankImportSchema,
  newCount: z.number().int(),
  duplicateCount: z.number().int(),
  proposedCount: z.number().int(),
});
export type BankImportResult = z.infer<typeof bankImportResultSchema>;

export const proposalSchema = z.object({
  kind: z.enum(["tenancy", "expense", "new_expense"]),
  score: z.number().int(),
  reasons: z.array(z.string()),
  tenancyId: z.string().nullable(),
  expenseId: z.string().nullable(),
  /** For a new expense: the supplier read from the line. */
  supplier: z.string().nullable(),
  label: z.string(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const bankLineSchema = z.object({
  id: z.string(),
  importId: z.string(),
  bookedOn: z.string(),
  amountMinor: z.number().int(),
  description: z.string(),
  reference: z.string().nullable(),
  counterparty: z.string().nullable(),
  status: z.enum(bankLineStatuses),
  paymentId: z.string().nullable(),
  expenseId: z.string().nullable(),
  /** What the line is matched to, in words (tenancy or expense). */
  matchLabel: z.string().nullable(),
  proposal: proposalSchema.nullable(),
});
export type BankLine = z.infer<typeof bankLineSchema>;

export const bankLinesQuerySchema = z.object({
  status: z.enum(bankLineStatuses).optional(),
  importId: z.uuid("Unknown import").optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const bankLinesSchema = z.object({
  items: z.array(bankLineSchema),
  total: z.number().int(),
  counts: z.record(z.enum(bankLineStatuses), z.number().int()),
});

export const bankTargetsSchema = z.object({
  tenancies: z.array(z.object({ id: z.string(), label: z.string(), reference: z.string() })),
  homes: z.array(z.object({ id: z.string(), label: z.string() })),
});
export type BankTargets = z.infer<typeof bankTargetsSchema>;

const id = (what: string) => z.uuid(`Unknown ${what}`);

export const newExpenseSchema = z.object({
  propertyId: id("home"),
  category: z.enum(expenseCategories, { error: "Choose an HMRC expense category" }),
  supplier: z.string().trim().min(1, "Enter the supplier").max(200, "At most 200 characters"),
  description: z.string().trim().max(500, "At most 500 characters").optional(),
});

/** One line's confirmation: exactly one of a tenancy, an existing expense, or a new expense. */
export const confirmItemSchema = z
  .object({
    lineId: id("bank line"),
    tenancyId: id("tenancy").optional(),
    expenseId: id("expense").optional(),
    newExpense: newExpenseSchema.optional(),
  })
  .refine((i) => [i.tenancyId, i.expenseId, i.newExpense].filter(Boolean).length === 1, {
    message: "Give exactly one of a tenancy, an expense or a new expense",
    path: ["tenancyId"],
  });

export const confirmInputSchema = z.object({
  items: z
    .array(confirmItemSchema)
    .min(1, "Choose at least one line")
    .max(BANK_BATCH_MAX, `At most ${BANK_BATCH_MAX} lines at once`),
});
export type ConfirmInput = z.input<typeof confirmInputSchema>;

export const confirmResultSchema = z.object({
  confirmed: z.number().int(),
  paymentsCreated: z.number().int(),
  expensesLinked: z.number().int(),
  expensesCreated: z.number().int(),
  /** Lines that were already matched (a second confirm creates nothing). */
  alreadyMatched: z.number().int(),
});

export const ignoreInputSchema = z.object({
  lineIds: z
    .array(id("bank line"))
    .min(1, "Choose at least one line")
    .max(BANK_BATCH_MAX, `At most ${BANK_BATCH_MAX} lines at once`),
  ignored: z.boolean({ error: "Say whether to ignore or restore the lines" }),
});
