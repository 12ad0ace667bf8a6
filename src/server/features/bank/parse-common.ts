import { AppError } from "@shared/errors";
/** What the statement readers share: the line shape, amounts, dates and row-level refusals. */
import { BANK_FILE_MAX_LINES } from "@shared/schemas/bank";
import { dateRules, ruleBounds } from "@shared/schemas/dates";

export interface ParsedLine {
  bookedOn: string;
  amountMinor: number;
  description: string;
  reference: string | null;
  counterparty: string | null;
  /** The bank's own id of the transaction, where the format has one. */
  bankId: string | null;
}

/** Row-level problems: "row 3" (or "entry 3") → message. */
export type RowProblems = Record<string, string>;

export const TEXT_MAX = 500;
const MAX_PROBLEMS_SHOWN = 20;

/** "£1,250.00", "-95.50", "(95.50)", "95.50 DR" → pence (signed); null when it is not an amount. */
export function parseAmount(raw: string): number | null {
  let s = raw.trim().replace(/[£,\s]/g, "");
  if (s === "") return null;
  let sign = 1;
  if (/^\(.*\)$/.test(s)) {
    sign = -1;
    s = s.slice(1, -1);
  }
  if (/DR$/i.test(s)) {
    sign = -sign;
    s = s.slice(0, -2);
  } else if (/CR$/i.test(s)) s = s.slice(0, -2);
  if (s.startsWith("-")) {
    sign = -sign;
    s = s.slice(1);
  } else if (s.startsWith("+")) s = s.slice(1);
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(s)) return null;
  return sign * Math.round(Number(s) * 100);
}

const pad = (n: string) => n.padStart(2, "0");

/** DD/MM/YYYY (also with - or .) or YYYY-MM-DD → ISO date; null when not a real date. */
export function parseDate(raw: string, format: "dmy" | "iso"): string | null {
  const s = raw.trim();
  let m: RegExpMatchArray | null;
  let iso: string;
  if (format === "dmy") {
    m = s.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/);
    if (!m) return null;
    iso = `${m[3]}-${pad(m[2]!)}-${pad(m[1]!)}`;
  } else {
    m = s.match(/^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/);
    if (!m) return null;
    iso = `${m[1]}-${m[2]}-${m[3]}`;
  }
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** The payment-date rule's bounds, worked out once a minute (not once per line of a big file). */
let bounds: { at: number; min: string; max: string } | null = null;
function paidOnBounds() {
  if (!bounds || Date.now() - bounds.at > 60_000)
    bounds = { at: Date.now(), ...ruleBounds(dateRules.paidOn) };
  return bounds;
}

/** Checks one line's fields; returns the problem, or null. */
export function lineProblem(line: ParsedLine): string | null {
  const { min, max } = paidOnBounds();
  if (line.bookedOn < min || line.bookedOn > max) return dateRules.paidOn.message;
  if (line.amountMinor === 0) return "The amount is zero";
  if (line.description.length > TEXT_MAX) return `The description is longer than ${TEXT_MAX} characters`;
  return null;
}

/** Throws the 400 listing the problems, row by row (the first twenty, and how many more). */
export function refuseProblems(problems: RowProblems): void {
  const keys = Object.keys(problems);
  if (!keys.length) return;
  const shown = Object.fromEntries(keys.slice(0, MAX_PROBLEMS_SHOWN).map((k) => [k, problems[k]!]));
  const more = keys.length > MAX_PROBLEMS_SHOWN ? ` (and ${keys.length - MAX_PROBLEMS_SHOWN} more)` : "";
  const first = keys
    .slice(0, 3)
    .map((k) => `${k}: ${problems[k]}`)
    .join("; ");
  throw new AppError(
    "validation_error",
    `The statement has ${keys.length} row${keys.length === 1 ? "" : "s"} Keyhold cannot read${more}. ${first}. Nothing was imported.`,
    shown,
  );
}

export function tooManyLines(count: number): void {
  if (count > BANK_FILE_MAX_LINES) {
    throw new AppError(
      "validation_error",
      `The statement has ${count} lines; the limit is ${BANK_FILE_MAX_LINES.toLocaleString("en-GB")} per file. Split it by date.`,
      { file: `At most ${BANK_FILE_MAX_LINES} lines per file` },
    );
  }
}

export const clip = (s: string | null | undefined, max = TEXT_MAX) => {
  const t = (s ?? "").replace(/\s+/g, " ").trim();
  return t.length > max ? t.slice(0, max) : t;
};
