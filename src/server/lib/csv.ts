import { stringify } from "csv-stringify/sync";

/** An amount of money in minor units (pence), written as pounds with two decimals: `-1638.00`. */
export interface MoneyCell {
  readonly kind: "money";
  readonly minor: number;
}
/** A calendar date, written as ISO 8601 `yyyy-mm-dd`. */
export interface DateCell {
  readonly kind: "date";
  readonly iso: string;
}

/**
 * What a cell holds, by its type: a string is free text (quoted, formulas neutralised), a number
 * is a plain number, `money()` and `date()` are typed values; null and undefined are empty.
 */
export type CsvCell = string | number | MoneyCell | DateCell | null | undefined;

export const money = (minor: number): MoneyCell => {
  if (!Number.isSafeInteger(minor)) throw new TypeError(`CSV money must be whole pence, got ${minor}`);
  return { kind: "money", minor };
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const date = (iso: string): DateCell => {
  if (!ISO_DATE.test(iso)) throw new TypeError(`CSV date must be yyyy-mm-dd, got ${iso}`);
  return { kind: "date", iso };
};

/** Pence as pounds with two decimals, exactly (no float noise): -163800 -> "-1638.00". */
function pounds(minor: number): string {
  const abs = Math.abs(minor);
  return `${minor < 0 ? "-" : ""}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * Free text that a spreadsheet would run as a formula (OWASP "CSV injection") starts with one of
 * these; such cells get a leading apostrophe, which spreadsheets show as text. Only free text is
 * neutralised: money, dates and numbers are values the export itself wrote, and an apostrophe
 * would turn them into text (a negative amount would no longer add up).
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const neutralise = (v: string) => (FORMULA_START.test(v) ? `'${v}` : v);

/**
 * A cell as csv-stringify takes it. Text stays a string (quoted by `quoted_string`); a typed value
 * becomes an object that `cast.object` writes as its bare text, so it goes out unquoted and a
 * spreadsheet or accounting import reads a number or a date.
 */
function prepare(cell: CsvCell): string | { value: string } | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === "string") return neutralise(cell);
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) throw new TypeError(`CSV number must be finite, got ${cell}`);
    return { value: String(cell) };
  }
  return { value: cell.kind === "money" ? pounds(cell.minor) : cell.iso };
}

/**
 * The one CSV writer (RFC 4180 through csv-stringify): a header row then data rows, CRLF line
 * ends. Text cells are quoted and formula-neutralised; money (`money(pence)`), dates
 * (`date(iso)`) and numbers are written unquoted, as values.
 */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  return stringify(
    [header, ...rows].map((r) => r.map(prepare)),
    {
      quoted_string: true,
      record_delimiter: "\r\n",
      cast: { object: (v) => (v as { value: string }).value },
    },
  );
}

/** The headers of a CSV download: a dated attachment name, never cached. */
export function csvHeaders(baseName: string, day: string): Record<string, string> {
  return {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": `attachment; filename="${baseName}-${day}.csv"`,
    "Cache-Control": "private, no-store",
  };
}
