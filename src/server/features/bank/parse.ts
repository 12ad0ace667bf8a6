/**
 * Reading a bank statement file into lines: format detection, the three readers (CSV with a
 * column mapping via csv-parse, OFX via ofx-data-extractor, CAMT.053 via fast-xml-parser) and
 * the fingerprint that makes a re-import add nothing. Pure: no database. Every problem is
 * collected per row so the user sees them all at once, and nothing is written.
 */
import { createHash } from "node:crypto";
import { AppError } from "@shared/errors";
import type { BankFormat, CsvMapping } from "@shared/schemas/bank";

import { readCamt } from "./parse-camt";
import type { ParsedLine } from "./parse-common";
import { readCsv } from "./parse-csv";
import { readOfx } from "./parse-ofx";

export interface LineWithFingerprint extends ParsedLine {
  fingerprint: string;
}

/** The format by content, not by name: OFX header or root, a CAMT.053 document, else CSV. */
export function detectFormat(text: string): BankFormat {
  const head = text.slice(0, 4000);
  if (/^\s*OFXHEADER:/i.test(head) || /<OFX>/i.test(head)) return "ofx";
  if (/<(\w+:)?Document[\s>]/.test(head) && /camt\.053/i.test(head)) return "camt053";
  return "csv";
}

/** The file's bytes as text (UTF-8, BOM dropped); refuses binary files. */
export function fileText(buffer: Buffer): string {
  if (buffer.includes(0)) {
    throw new AppError(
      "unsupported_file_type",
      "This is not a text file. Upload a CSV, OFX or CAMT.053 file.",
      {
        file: "Upload a CSV, OFX or CAMT.053 statement",
      },
    );
  }
  return buffer.toString("utf8").replace(/^\uFEFF/, "");
}

/** Normalised text for fingerprints and matching: upper case, letters and digits, single spaces. */
export const normaliseText = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, " ")
    .trim();

const sha = (s: string) => createHash("sha256").update(s).digest("hex").slice(0, 40);

/**
 * The bank's id where the format has one; else date, amount, normalised text and the
 * occurrence index among identical lines of the same file (two identical payments on one day
 * stay two lines, and re-importing the file finds both again).
 */
export function withFingerprints(lines: ParsedLine[]): LineWithFingerprint[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    if (l.bankId) return { ...l, fingerprint: `id:${sha(l.bankId)}` };
    const key = [
      l.bookedOn,
      l.amountMinor,
      normaliseText(`${l.description} ${l.reference ?? ""} ${l.counterparty ?? ""}`),
    ].join("|");
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return { ...l, fingerprint: `h:${sha(`${key}|${n}`)}` };
  });
}

/** Reads every line of the file, or throws the 400 with every row's problem. */
export function readStatement(text: string, format: BankFormat, mapping: CsvMapping | null): ParsedLine[] {
  if (format === "csv") {
    if (!mapping) {
      throw new AppError("validation_error", "Map the CSV columns before importing.", {
        mapping: "Choose which column holds the date, amount and description",
      });
    }
    return readCsv(text, mapping);
  }
  return format === "ofx" ? readOfx(text) : readCamt(text);
}
