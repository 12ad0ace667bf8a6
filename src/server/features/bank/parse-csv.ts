import { AppError } from "@shared/errors";
/** CSV statements, read with csv-parse: a header row, then one transaction per row. */
import type { CsvMapping } from "@shared/schemas/bank";
import { parse } from "csv-parse/sync";

import { csvProblem, UnreadableFileError } from "../../lib/file-problems";
import {
  clip,
  lineProblem,
  type ParsedLine,
  parseAmount,
  parseDate,
  type RowProblems,
  refuseProblems,
  tooManyLines,
} from "./parse-common";

/** Columns a statement CSV may have (banks export fewer than twenty). */
const MAX_COLUMNS = 200;

/** The rows of a CSV file as text (the header first), or a 400 naming the broken row in plain words. */
export function csvRows(text: string): string[][] {
  let rows: string[][];
  try {
    rows = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: 64 * 1024,
    }) as string[][];
  } catch (e) {
    const csv = csvProblem(e);
    if (!csv) throw e;
    const where = csv.line ? `row ${csv.line}` : "file";
    throw new UnreadableFileError(
      `The CSV cannot be read at ${where}: ${csv.problem}.`,
      { [where]: `Malformed CSV: ${csv.problem}` },
      csv.detail,
    );
  }
  const wide = rows.find((r) => r.length > MAX_COLUMNS);
  if (wide) {
    const message = `A row has ${wide.length.toLocaleString("en-GB")} columns; a statement has at most ${MAX_COLUMNS}.`;
    throw new AppError("validation_error", message, { file: message });
  }
  return rows.filter((r) => r.some((c) => c !== ""));
}

const GUESSES: [keyof CsvMapping, RegExp][] = [
  ["date", /^(transaction |posting |booking |value )?date$/i],
  ["amount", /^(amount|value)( \(?gbp\)?)?$/i],
  ["paidIn", /^(paid in|money in|credit|credits|in)( \(?gbp\)?)?$/i],
  ["paidOut", /^(paid out|money out|debit|debits|out)( \(?gbp\)?)?$/i],
  ["description", /^(description|details|narrative|transaction description|memo)$/i],
  ["reference", /^(reference|ref|payment reference)$/i],
  ["counterparty", /^(counterparty|name|payee|payer|from\/to|merchant)$/i],
];

/** A mapping guessed from the header names (the user confirms it). */
export function suggestMapping(headers: string[], sample: string[] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, re] of GUESSES) {
    const h = headers.find((x) => re.test(x.trim()));
    if (h) out[field] = h;
  }
  if (out.date && sample) {
    const i = headers.indexOf(out.date);
    out.dateFormat = /^\d{4}-/.test(sample[i] ?? "") ? "iso" : "dmy";
  }
  return out;
}

/** Every row of a mapped CSV as a line, or the 400 listing each row's problem. */
export function readCsv(text: string, m: CsvMapping): ParsedLine[] {
  const rows = csvRows(text);
  const [headers, ...body] = rows;
  if (!headers || body.length === 0) {
    throw new AppError("validation_error", "The CSV has no rows under its header.", {
      file: "The file has a header row but no transactions",
    });
  }
  tooManyLines(body.length);
  const col = (name: string | undefined) => (name ? headers.indexOf(name) : -1);
  const cols = {
    date: col(m.date),
    amount: col(m.amount),
    paidIn: col(m.paidIn),
    paidOut: col(m.paidOut),
    description: col(m.description),
    reference: col(m.reference),
    counterparty: col(m.counterparty),
  };
  const missing = Object.entries(cols)
    .filter(([k, i]) => i < 0 && (m as Record<string, string | undefined>)[k])
    .map(([k]) => k);
  if (missing.length) {
    throw new AppError(
      "validation_error",
      `The mapping names columns the file does not have: ${missing.join(", ")}.`,
      Object.fromEntries(missing.map((k) => [`mapping.${k}`, "No such column in the file"])),
    );
  }
  const problems: RowProblems = {};
  const lines: ParsedLine[] = [];
  body.forEach((r, i) => {
    const row = `row ${i + 2}`;
    const cell = (c: number) => (c >= 0 ? (r[c] ?? "") : "");
    const bookedOn = parseDate(cell(cols.date), m.dateFormat);
    if (!bookedOn) {
      problems[row] =
        `"${clip(cell(cols.date), 40)}" is not a date in ${m.dateFormat === "dmy" ? "DD/MM/YYYY" : "YYYY-MM-DD"}`;
      return;
    }
    let amount: number | null;
    if (cols.amount >= 0) amount = parseAmount(cell(cols.amount));
    else {
      const inRaw = cell(cols.paidIn);
      const outRaw = cell(cols.paidOut);
      const paidIn = inRaw ? parseAmount(inRaw) : 0;
      const paidOut = outRaw ? parseAmount(outRaw) : 0;
      amount = paidIn === null || paidOut === null ? null : Math.abs(paidIn) - Math.abs(paidOut);
    }
    if (amount === null) {
      problems[row] = "The amount is not a number of pounds and pence";
      return;
    }
    const line: ParsedLine = {
      bookedOn,
      amountMinor: amount,
      description: clip(cell(cols.description)),
      reference: clip(cell(cols.reference), 200) || null,
      counterparty: clip(cell(cols.counterparty), 200) || null,
      bankId: null,
    };
    const problem = lineProblem(line);
    if (problem) problems[row] = problem;
    else lines.push(line);
  });
  refuseProblems(problems);
  return lines;
}
