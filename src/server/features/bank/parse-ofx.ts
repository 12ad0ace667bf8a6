/** OFX statements (SGML 1.x or XML 2.x), read with ofx-data-extractor. FITID is the bank's id. */
import { Ofx } from "ofx-data-extractor";
import { UnreadableFileError } from "../../lib/file-problems";
import { markupProblem, STATEMENT_MARKUP_LIMITS } from "../../lib/markup-bounds";
import {
  clip,
  lineProblem,
  type ParsedLine,
  parseAmount,
  type RowProblems,
  refuseProblems,
  tooManyLines,
} from "./parse-common";

const unreadable = (why: string, detail = why) =>
  new UnreadableFileError(
    `The OFX file cannot be read: ${why}.`,
    { file: "Not a readable OFX statement" },
    detail,
  );

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
  // SGML OFX leaves its fields unclosed, so nesting is not counted; the reader turns the markup
  // into JSON text by pattern, and its JSON.parse message is of no use to the uploader.
  const tooMuch = markupProblem(text, STATEMENT_MARKUP_LIMITS, false);
  if (tooMuch) throw unreadable(tooMuch);
  let raws: Record<string, unknown>[];
  try {
    const ofx = new Ofx(text);
    raws = ofx.toNormalized({ amountMode: "string", dateMode: "raw" }).transactions.map((t) => t.raw);
  } catch (e) {
    throw unreadable(
      "its tags are not laid out as an OFX statement's (download it from your bank again)",
      e instanceof Error ? `${e.name}: ${e.message}`.slice(0, 300) : String(e),
    );
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
