import { stringify } from "csv-stringify/sync";

export type CsvCell = string | number | null | undefined;

/**
 * Free text that a spreadsheet would run as a formula (OWASP "CSV injection") starts with one of
 * these; such cells get a leading apostrophe, which spreadsheets show as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const neutralise = (v: CsvCell) =>
  typeof v === "string" && FORMULA_START.test(v) ? `'${v}` : v === null || v === undefined ? "" : v;

/**
 * The one CSV writer (RFC 4180 through csv-stringify): a header row then data rows, every cell
 * quoted, CRLF line ends, formulas neutralised. Callers format money and dates before passing.
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return stringify([header, ...rows.map((r) => r.map(neutralise))], {
    quoted: true,
    record_delimiter: "\r\n",
  });
}

/** The headers of a CSV download: a dated attachment name, never cached. */
export function csvHeaders(baseName: string, day: string): Record<string, string> {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${baseName}-${day}.csv"`,
    "Cache-Control": "private, no-store",
  };
}
