/**
 * CAMT.053 (ISO 20022 BankToCustomerStatement) read with fast-xml-parser: each Ntry is a line;
 * AcctSvcrRef (else the first EndToEndId) is the bank's id; CdtDbtInd gives the sign.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
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

type Node = Record<string, unknown>;
const ARRAYS = new Set(["Stmt", "Ntry", "NtryDtls", "TxDtls", "Ustrd"]);
// Entities are not expanded by the parser (no entity bombs; markup-bounds.ts refuses any DOCTYPE
// first): textOf decodes the five predefined ones and character references itself.
const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  parseTagValue: false,
  processEntities: false,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

const unreadable = (why: string, detail = why) =>
  new UnreadableFileError(
    `The CAMT.053 file cannot be read: ${why}.`,
    { file: "Not a readable CAMT.053 statement" },
    detail,
  );

/** fast-xml-parser's validation error codes, in plain words. */
const INVALID: Record<string, string> = {
  InvalidTag: "a tag is not closed, or is closed in the wrong place",
  InvalidAttr: "a tag's attribute is malformed",
  InvalidChar: "it has a character XML does not allow",
};

const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
const decode = (s: string) =>
  s.includes("&")
    ? s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,4});/gi, (whole, ref: string) => {
        if (ref[0] !== "#") return PREDEFINED[ref] ?? whole;
        const code =
          ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      })
    : s;

const node = (v: unknown): Node => (v && typeof v === "object" ? (v as Node) : {});
const textOf = (v: unknown): string =>
  v === undefined || v === null
    ? ""
    : decode(typeof v === "object" ? String((v as Node)["#text"] ?? "") : String(v));
const none = (s: string) => (s === "" || s === "NOTPROVIDED" ? null : s);

export function readCamt(text: string): ParsedLine[] {
  const tooMuch = markupProblem(text, STATEMENT_MARKUP_LIMITS, true);
  if (tooMuch) throw unreadable(tooMuch);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const plain = INVALID[valid.err.code] ?? "it is not well-formed XML";
    throw unreadable(`${plain} (line ${valid.err.line})`, `${valid.err.code}: ${valid.err.msg}`);
  }
  const doc = node(parser.parse(text));
  const statements = node(node(doc.Document).BkToCstmrStmt).Stmt as Node[] | undefined;
  if (!statements?.length) throw unreadable("it has no Stmt (is it a camt.053 statement?)");
  const entries = statements.flatMap((s) => (s.Ntry as Node[] | undefined) ?? []);
  if (!entries.length) throw unreadable("it has no entries");
  tooManyLines(entries.length);
  const problems: RowProblems = {};
  const lines: ParsedLine[] = [];
  entries.forEach((e, i) => {
    const row = `entry ${i + 1}`;
    const booked = node(e.BookgDt);
    const rawDate = textOf(booked.Dt) || textOf(booked.DtTm).slice(0, 10);
    const bookedOn = /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? rawDate : null;
    const amount = parseAmount(textOf(e.Amt));
    const ind = textOf(e.CdtDbtInd);
    const tx = node(((node((e.NtryDtls as Node[] | undefined)?.[0]).TxDtls as Node[] | undefined) ?? [])[0]);
    const refs = node(tx.Refs);
    const parties = node(tx.RltdPties);
    const credit = ind === "CRDT";
    const party = node(credit ? parties.Dbtr : parties.Cdtr);
    const partyName = textOf(party.Nm) || textOf(node(party.Pty).Nm);
    const remittance = node(tx.RmtInf);
    const ustrd = ((remittance.Ustrd as unknown[] | undefined) ?? []).map(textOf).join(" ");
    const structured = textOf(node(node(remittance.Strd).CdtrRefInf).Ref);
    const bankRef =
      none(textOf(e.AcctSvcrRef)) ?? none(textOf(refs.AcctSvcrRef)) ?? none(textOf(refs.EndToEndId));
    if (!bookedOn) problems[row] = "BookgDt is not a date";
    else if (amount === null || amount < 0) problems[row] = "Amt is not an amount";
    else if (ind !== "CRDT" && ind !== "DBIT") problems[row] = "CdtDbtInd must be CRDT or DBIT";
    else {
      const line: ParsedLine = {
        bookedOn,
        amountMinor: credit ? amount : -amount,
        description: clip(ustrd || textOf(e.AddtlNtryInf) || partyName),
        reference: clip(structured || none(textOf(refs.EndToEndId)) || "", 200) || null,
        counterparty: clip(partyName, 200) || null,
        bankId: bankRef ? `camt:${bankRef}` : null,
      };
      const problem = lineProblem(line);
      if (problem) problems[row] = problem;
      else lines.push(line);
    }
  });
  refuseProblems(problems);
  return lines;
}
