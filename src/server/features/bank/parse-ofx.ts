/** OFX statements (SGML 1.x or XML 2.x), read with ofx-data-extractor. FITID is the bank's id. */
import { Ofx } from "ofx-data-extractor";
import { ApiError } from "../../lib/errors";
import {
  clip,
  lineProblem,
  type ParsedLine,
  parseAmount,
  type RowProblems,
  refuseProblems,
  tooManyLines,
} from "./parse-common";

const unreadable = (why: string) =>
  new ApiError(400, "validation_error", `The OFX file cannot be read: ${why}.`, {
    file: "Not a readable OFX statement",
  });

/** DTPOSTED as the extractor gives it ("20260202", "2026-02-02", "20260202120000[0:GMT]"). */
function ofxDate(raw: unknown): string | null {
  const s = String(raw ?? "");
  const m = s.match(/^(\d{4})-?(\d{2})-?(\d{2})/);
  if (!m) return null;
  const iso = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

export function readOfx(text: string): ParsedLine[] {
  let raws: Record<string, unknown>[];
  try {
    const ofx = new Ofx(text);
    raws = ofx.toNormalized({ amountMode: "string", dateMode: "raw" }).transactions.map((t) => t.raw);
  } catch (e) {
    throw unreadable(e instanceof Error ? e.message.slice(0, 120) : "malformed");
  }
  if (!raws.length) throw unreadable("it has no transactions");
  tooManyLines(raws.length);
  const problems: RowProblems = {};
  const lines: ParsedLine[] = [];
  raws.forEach((t, i) => {
    const row = `entry ${i + 1}`;
    const bookedOn = ofxDate(t.DTPOSTED);
    const amount = parseAmount(String(t.TRNAMT ?? ""));
    const fitId = clip(String(t.FITID ?? ""), 200);
    if (!bookedOn) problems[row] = "DTPOSTED is not a date";
    else if (amount === null) problems[row] = "TRNAMT is not an amount";
    else {
      const name = clip(String(t.NAME ?? ""), 200);
      const memo = clip(String(t.MEMO ?? ""));
      const line: ParsedLine = {
        bookedOn,
        amountMinor: amount,
        description: memo || name,
        reference: clip(String(t.REFNUM ?? t.CHECKNUM ?? ""), 200) || null,
        counterparty: name || null,
        bankId: fitId ? `ofx:${fitId}` : null,
      };
      const problem = lineProblem(line);
      if (problem) problems[row] = problem;
      else lines.push(line);
    }
  });
  refuseProblems(problems);
  return lines;
}
