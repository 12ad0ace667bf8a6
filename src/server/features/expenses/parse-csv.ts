import { AppError } from "@shared/errors";
/**
 * Reading an expense CSV (issue 17 item 2), as the parse worker runs it (lib/parse-worker.ts, off
 * the event loop): the bytes as UTF-8, the rows through csv-parse, and the columns found by their
 * header (the template's names or a few common others). Plain data out; checking each row against
 * the caller's homes is the service's (service-import.ts). 400 in plain words for a file that is
 * not CSV, lacks a column or is too long.
 */
import { IMPORT_MAX_ROWS } from "@shared/schemas/expenses";
import { parse } from "csv-parse/sync";

import { csvProblem, UnreadableFileError } from "../../lib/file-problems";

export type Field =
  | "date"
  | "property"
  | "supplier"
  | "description"
  | "amount"
  | "vat"
  | "category"
  | "capital"
  | "paidBy";

/** Header names (lower case, letters and digits only) each column is known by. */
const headerNames: Record<Field, string[]> = {
  date: ["date", "paidon", "datepaid", "transactiondate"],
  property: ["property", "home", "propertyid", "postcode", "address"],
  supplier: ["supplier", "payee", "paidto", "vendor"],
  description: ["description", "details", "notes", "memo"],
  amount: ["amount", "gross", "total", "amountgbp"],
  vat: ["vat", "vatamount", "tax"],
  category: ["category", "hmrccategory"],
  capital: ["capital", "capitalorrevenue", "type"],
  paidBy: ["paidby", "payer"],
};
const required: Field[] = ["date", "property", "supplier", "amount", "category"];
export const columnTitle: Record<Field, string> = {
  date: "Date",
  property: "Property",
  supplier: "Supplier",
  description: "Description",
  amount: "Amount",
  vat: "VAT",
  category: "Category",
  capital: "Capital",
  paidBy: "Paid by",
};

export const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");
const fileError = (message: string) => new AppError("validation_error", message, { file: message });

/** The text of the upload: UTF-8 (a byte-order mark is dropped), else 400. */
export function decodeCsv(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw fileError("The file is not UTF-8 text: save it from your spreadsheet as “CSV UTF-8”");
  }
  // PostgreSQL text cannot hold NUL: a file with one is not a spreadsheet's CSV.
  if (text.includes("\u0000")) throw fileError("The file holds NUL characters: it is not a CSV file");
  return text;
}

export interface ParsedFile {
  rows: { line: number; cells: Record<Field, string> }[];
}

type Records = { record: string[]; info: { lines: number } }[];

function records(text: string): Records {
  try {
    return parse(text, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      to_line: IMPORT_MAX_ROWS + 50,
      max_record_size: 64 * 1024,
    }) as unknown as Records;
  } catch (err) {
    const csv = csvProblem(err);
    if (!csv) throw err;
    const message = `The file is not valid CSV (line ${csv.line ?? "?"}): ${csv.problem}`;
    throw new UnreadableFileError(message, { file: message }, csv.detail);
  }
}

/** Parses the CSV and finds its columns; 400 for a file that is not CSV, lacks a column or is too long. */
export function parseCsv(text: string): ParsedFile {
  const [header, ...data] = records(text);
  if (!header) throw fileError("The file is empty: download the template for the columns");
  const index: Partial<Record<Field, number>> = {};
  header.record.forEach((h, i) => {
    const n = norm(h);
    for (const field of Object.keys(headerNames) as Field[])
      if (index[field] === undefined && headerNames[field].includes(n)) index[field] = i;
  });
  const missing = required.filter((f) => index[f] === undefined);
  if (missing.length)
    throw fileError(
      `The file has no ${missing.map((f) => `“${columnTitle[f]}”`).join(", ")} column: download the template for the columns`,
    );
  const rows = data.filter((r) => r.record.some((c) => c !== ""));
  if (rows.length === 0) throw fileError("The file has no expense rows under its header");
  if (rows.length > IMPORT_MAX_ROWS)
    throw fileError(`At most ${IMPORT_MAX_ROWS.toLocaleString("en-GB")} rows per import: split the file`);
  return {
    rows: rows.map((r) => ({
      line: r.info.lines,
      cells: Object.fromEntries(
        (Object.keys(headerNames) as Field[]).map((f) => [
          f,
          index[f] === undefined ? "" : (r.record[index[f]!] ?? ""),
        ]),
      ) as Record<Field, string>,
    })),
  };
}

/** The parse worker's job: the upload's bytes to its rows. */
export const readExpenseCsv = (bytes: Uint8Array): ParsedFile => parseCsv(decodeCsv(bytes));
