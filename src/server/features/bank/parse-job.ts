/**
 * Reading an uploaded statement, as the parse worker runs it (lib/parse-worker.ts, off the event
 * loop): the bytes to text, the format, then a preview (CSV headers and first rows, or the first
 * lines) or every line with its fingerprint and the file's hash. Plain data in and out; a bad
 * file throws the AppError that parse-worker.ts hands back.
 */
import { createHash } from "node:crypto";
import type { BankFormat, BankPreview, CsvMapping } from "@shared/schemas/bank";
import { detectFormat, fileText, type LineWithFingerprint, readStatement, withFingerprints } from "./parse";
import { csvRows, suggestMapping } from "./parse-csv";

const PREVIEW_ROWS = 8;

export interface StatementJobInput {
  mode: "preview" | "import";
  name: string;
  mapping: CsvMapping | null;
}

export interface StatementLines {
  format: BankFormat;
  /** SHA-256 of the file's bytes. */
  hash: string;
  lines: LineWithFingerprint[];
}

/** The format, and for a CSV its header and first rows so the user can map the columns. */
function preview(text: string, name: string): BankPreview {
  const format = detectFormat(text);
  if (format === "csv") {
    const [headers = [], ...rows] = csvRows(text);
    return {
      format,
      fileName: name,
      headers,
      rows: rows.slice(0, PREVIEW_ROWS),
      lineCount: rows.length,
      suggested: suggestMapping(headers, rows[0]),
    };
  }
  const lines = readStatement(text, format, null);
  return {
    format,
    fileName: name,
    headers: ["Date", "Amount", "Description", "Reference", "Counterparty"],
    rows: lines
      .slice(0, PREVIEW_ROWS)
      .map((l) => [
        l.bookedOn,
        (l.amountMinor / 100).toFixed(2),
        l.description,
        l.reference ?? "",
        l.counterparty ?? "",
      ]),
    lineCount: lines.length,
    suggested: null,
  };
}

export function readStatementJob(bytes: Uint8Array, input: StatementJobInput): BankPreview | StatementLines {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = fileText(buffer);
  if (input.mode === "preview") return preview(text, input.name);
  const format = detectFormat(text);
  return {
    format,
    hash: createHash("sha256").update(buffer).digest("hex"),
    lines: withFingerprints(readStatement(text, format, input.mapping)),
  };
}
