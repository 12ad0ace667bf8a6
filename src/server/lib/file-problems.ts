/**
 * Uploaded files that cannot be read (statements, expense CSVs): the refusal the uploader sees,
 * in plain words, and the parser's own message kept apart for the operator's log. Parsers'
 * messages name their internals ("Expected ',' or '}' after property value in JSON at position
 * 862", csv-parse's "Invalid Closing Quote: got \"x\" at line 3 instead of delimiter, record
 * delimiter, trimable character (if activated) or comment"), which help nobody fix a file.
 */

import { AppError } from "@shared/errors";
import { CsvError } from "csv-parse/sync";

/**
 * A 400 for a file no parser can read; `detail` (the parser's message) goes to the log at warn
 * (lib/parse-pool.ts), never to the client. A malformed upload is the client's fault, and anyone
 * can send one: it must never raise an error-level alert.
 */
export class UnreadableFileError extends AppError {
  constructor(
    message: string,
    fields: Record<string, string>,
    readonly detail: string,
  ) {
    super("validation_error", message, fields);
  }
}

const PLAIN: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed (a closing " is missing)',
  CSV_INVALID_CLOSING_QUOTE: "a quoted cell has text straight after its closing quote",
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: "a quoted cell has text straight after its closing quote",
  INVALID_OPENING_QUOTE: 'a cell has a quote in the middle: quote the whole cell and double any " inside it',
  CSV_MAX_RECORD_SIZE: "a cell is longer than 64 KB",
};

/** What csv-parse could not read, in plain words with its line when known; null for any other error. */
export function csvProblem(err: unknown): { line: number | null; problem: string; detail: string } | null {
  if (!(err instanceof CsvError)) return null;
  const line = typeof err.lines === "number" && err.lines > 0 ? err.lines : null;
  return {
    line,
    problem: PLAIN[err.code] ?? "its quotes or separators are out of place",
    detail: `${err.code}: ${err.message}`.slice(0, 300),
  };
}
