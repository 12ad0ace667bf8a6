/**
 * The matcher: for one bank line, the tenancy (money in) or expense (money out) it most likely
 * is, with a score and the reasons. Pure: the candidates come from service-match.ts.
 *
 * Precision first. A tenancy is proposed only when
 * - something in the line names it (its reference, the tenant's surname, the home's postcode or
 *   street address): an amount and a date alone never propose a match;
 * - the score reaches PROPOSAL_THRESHOLD; and
 * - it beats the runner-up by MARGIN (two tenants called Smith paying the same rent on the same
 *   day get no proposal unless something else tells them apart).
 * Money out: an existing expense of the same amount, within the date window, whose supplier the
 * line names; otherwise a suggestion to record a new expense (supplier read from the line,
 * category left to the user), which is not a match and is never confirmed in bulk.
 */

import { toDay } from "@shared/ledger";
import { PROPOSAL_THRESHOLD, type Proposal } from "@shared/schemas/bank";
import { normaliseText } from "./parse";

export const DATE_WINDOW_DAYS = 7;
export const MARGIN = 20;

export interface TenancyCandidate {
  id: string;
  reference: string;
  tenantName: string | null;
  label: string;
  addressLine1: string;
  postcode: string;
  rentMinor: number;
  /** Charges due around the lines' dates. */
  charges: { dueDate: string; amountMinor: number }[];
}

export interface ExpenseCandidate {
  id: string;
  paidOn: string;
  amountMinor: number;
  supplier: string;
  label: string;
}

export interface LineInput {
  bookedOn: string;
  amountMinor: number;
  description: string;
  reference: string | null;
  counterparty: string | null;
}

/** Edit distance counting an adjacent transposition as one edit (optimal string alignment). */
export function distance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}

/** A word and every form of it with one letter dropped: two words one edit apart share one. */
const deletions = (w: string) => {
  const out = new Set([w]);
  for (let i = 0; i < w.length; i++) out.add(w.slice(0, i) + w.slice(i + 1));
  return out;
};

interface Prepared {
  c: TenancyCandidate;
  surname: string | null;
  first: string | null;
  postcode: string;
  outward: string;
  houseNumber: string | null;
  street: string | null;
  dueDays: { day: number; amountMinor: number; dueDate: string }[];
}

/**
 * The tenancies prepared once for many lines, with look-ups from what a line may say (reference,
 * surname and its one-edit forms, postcode, house number and street) to the tenancies it names,
 * so each line is scored against those few rather than against every tenancy.
 */
export class TenancyIndex {
  readonly items: Prepared[];
  private readonly surnameCount = new Map<string, number>();
  private readonly byKey = new Map<string, Prepared[]>();

  constructor(candidates: TenancyCandidate[]) {
    this.items = candidates.map((c) => {
      const names = normaliseText(c.tenantName ?? "")
        .split(" ")
        .filter(Boolean);
      const address = normaliseText(c.addressLine1).split(" ");
      const number = address.find((t) => /^\d+[A-Z]?$/.test(t)) ?? null;
      const street = address.find((t) => /^[A-Z]{3,}$/.test(t)) ?? null;
      const postcode = normaliseText(c.postcode).replace(/ /g, "");
      return {
        c,
        surname: names.length ? names[names.length - 1]! : null,
        first: names.length > 1 ? names[0]! : null,
        postcode,
        outward: normaliseText(c.postcode).split(" ")[0] ?? "",
        houseNumber: number,
        street,
        dueDays: c.charges.map((ch) => ({
          day: toDay(ch.dueDate),
          amountMinor: ch.amountMinor,
          dueDate: ch.dueDate,
        })),
      };
    });
    for (const p of this.items) {
      for (const d of deletions(p.c.reference)) this.add(`ref:${d}`, p);
      if (p.surname && p.surname.length >= 3) {
        this.surnameCount.set(p.surname, (this.surnameCount.get(p.surname) ?? 0) + 1);
        this.add(`name:${p.surname}`, p);
        if (p.surname.length >= 5) for (const d of deletions(p.surname)) this.add(`name:${d}`, p);
      }
      if (p.postcode.length >= 5) this.add(`pc:${p.postcode}`, p);
      if (p.houseNumber && p.street) this.add(`addr:${p.houseNumber} ${p.street}`, p);
    }
  }

  private add(key: string, p: Prepared) {
    const list = this.byKey.get(key);
    if (!list) this.byKey.set(key, [p]);
    else if (!list.includes(p)) list.push(p);
  }

  isUniqueSurname = (s: string) => this.surnameCount.get(s) === 1;

  /** The tenancies a line's words may name, to be scored: by reference, name, postcode, address. */
  named(words: string[], compact: string): Set<Prepared> {
    const out = new Set<Prepared>();
    for (const key of lookupKeys(words, compact)) {
      for (const p of this.byKey.get(key) ?? []) out.add(p);
    }
    return out;
  }
}

const REFERENCE_IN_TEXT = /KH[A-Z0-9]{5,7}/g;

/** A reference as quoted (7 to 9 characters from "KH"), and one character off. */
function* referenceKeys(compact: string): Generator<string> {
  for (const m of compact.matchAll(REFERENCE_IN_TEXT)) {
    for (let len = 7; len <= 9; len++) {
      for (const d of deletions(compact.slice(m.index, m.index + len))) yield `ref:${d}`;
    }
  }
}

/** A surname as written (3 letters or more), or one letter off (4 letters or more). */
function* nameKeys(words: string[]): Generator<string> {
  for (const t of words) {
    if (t.length < 3) continue;
    yield `name:${t}`;
    if (t.length >= 4) for (const d of deletions(t)) yield `name:${d}`;
  }
}

/** A postcode written with or without its space: every run of 5 to 7 characters. */
function* postcodeKeys(compact: string): Generator<string> {
  for (let i = 0; i + 5 <= compact.length; i++) {
    for (let len = 5; len <= 7 && i + len <= compact.length; len++) yield `pc:${compact.slice(i, i + len)}`;
  }
}

/** A house number followed by the street's name. */
function* addressKeys(words: string[]): Generator<string> {
  for (let i = 0; i + 1 < words.length; i++) {
    if (/^\d+[A-Z]?$/.test(words[i]!)) yield `addr:${words[i]} ${words[i + 1]}`;
  }
}

/** What a line may name a tenancy by, as index keys: reference, name, postcode, address. */
function* lookupKeys(words: string[], compact: string): Generator<string> {
  yield* referenceKeys(compact);
  yield* nameKeys(words);
  yield* postcodeKeys(compact);
  yield* addressKeys(words);
}

/** What one part of a line says of a tenancy: points, the reasons shown, and whether it names it. */
interface Scored {
  score: number;
  reasons: string[];
  identified: boolean;
}

const NOTHING: Scored = { score: 0, reasons: [], identified: false };

/** The tenancy's reference quoted exactly (60), or one edit off (45). */
function referenceScore(p: Prepared, compact: string): Scored {
  const ref = p.c.reference;
  if (compact.includes(ref)) return { score: 60, reasons: [`Reference ${ref}`], identified: true };
  for (const m of compact.matchAll(REFERENCE_IN_TEXT)) {
    const near = [ref.length - 1, ref.length, ref.length + 1]
      .map((len) => compact.slice(m.index, m.index + len))
      .find((t) => distance(t, ref, 1) <= 1);
    if (near) return { score: 45, reasons: [`Reference close to ${ref} (${near})`], identified: true };
  }
  return NOTHING;
}

/** Whether the line has the surname (3 letters or more), or one edit off (5 letters or more). */
function hasSurname(surname: string, tokens: Set<string>): boolean {
  if (tokens.has(surname)) return true;
  if (surname.length < 5) return false;
  for (const t of tokens) {
    if (Math.abs(t.length - surname.length) <= 1 && distance(t, surname, 1) <= 1) return true;
  }
  return false;
}

/** The tenant's surname (25), with the first name (15) or initial (8); 10 more if no other tenant has it. */
function nameScore(p: Prepared, index: TenancyIndex, tokens: Set<string>): Scored {
  if (!p.surname || p.surname.length < 3 || !hasSurname(p.surname, tokens)) return NOTHING;
  let score = 25;
  const reasons = [`Tenant's surname ${p.surname}`];
  if (p.first && tokens.has(p.first)) {
    score += 15;
    reasons.push(`First name ${p.first}`);
  } else if (p.first && tokens.has(p.first[0]!)) {
    score += 8;
    reasons.push(`Initial ${p.first[0]}`);
  }
  if (index.isUniqueSurname(p.surname)) {
    score += 10;
    reasons.push("No other tenant has this surname");
  }
  return { score, reasons, identified: true };
}

/** The full postcode names the tenancy (30); its area adds 5 once something else has named it. */
function postcodeScore(p: Prepared, tokens: Set<string>, compact: string, namedSoFar: boolean): Scored {
  if (p.postcode.length >= 5 && compact.includes(p.postcode)) {
    return { score: 30, reasons: [`Postcode ${p.c.postcode}`], identified: true };
  }
  if (p.outward.length >= 2 && tokens.has(p.outward) && namedSoFar) {
    return { score: 5, reasons: [`Postcode area ${p.outward}`], identified: false };
  }
  return NOTHING;
}

/** The house number and street of the home (30). */
function addressScore(p: Prepared, tokens: Set<string>): Scored {
  if (!p.houseNumber || !p.street || !tokens.has(p.houseNumber) || !tokens.has(p.street)) return NOTHING;
  return { score: 30, reasons: [`Address ${p.houseNumber} ${p.street}`], identified: true };
}

/**
 * The amount, which never names a tenancy by itself: the rent due within the date window (40);
 * else rent due nearby (10), and the rent's amount (15), part of it, or far more than it (-30).
 */
function amountScore(p: Prepared, line: LineInput, day: number): Scored {
  const near = p.dueDays.filter((d) => Math.abs(d.day - day) <= DATE_WINDOW_DAYS);
  const exact = near.find((d) => d.amountMinor === line.amountMinor);
  if (exact) {
    return { score: 40, reasons: [`Amount equals the rent due on ${exact.dueDate}`], identified: false };
  }
  let score = 0;
  const reasons: string[] = [];
  if (near.length) {
    score += 10;
    reasons.push(`Rent was due on ${near[0]!.dueDate}`);
  }
  if (line.amountMinor === p.c.rentMinor) {
    score += 15;
    reasons.push("Amount equals the rent");
  } else if (line.amountMinor < p.c.rentMinor) {
    reasons.push("Part of the rent");
  } else if (line.amountMinor > 3 * p.c.rentMinor) {
    score -= 30;
    reasons.push("Far more than the rent");
  }
  return { score, reasons, identified: false };
}

/** Everything the line says of one tenancy, the reasons in the order above. */
function scoreTenancy(
  p: Prepared,
  index: TenancyIndex,
  tokens: Set<string>,
  compact: string,
  line: LineInput,
  day: number,
): Scored {
  const byName = [referenceScore(p, compact), nameScore(p, index, tokens)];
  const namedSoFar = byName.some((s) => s.identified);
  const parts = [
    ...byName,
    postcodeScore(p, tokens, compact, namedSoFar),
    addressScore(p, tokens),
    amountScore(p, line, day),
  ];
  return {
    score: parts.reduce((sum, s) => sum + s.score, 0),
    reasons: parts.flatMap((s) => s.reasons),
    identified: parts.some((s) => s.identified),
  };
}

const lineText = (l: LineInput) =>
  normaliseText(`${l.description} ${l.reference ?? ""} ${l.counterparty ?? ""}`);

/** The proposal for money in: the one tenancy that stands out, or null. */
export function proposeTenancy(line: LineInput, index: TenancyIndex): Proposal | null {
  if (line.amountMinor <= 0 || index.items.length === 0) return null;
  const text = lineText(line);
  const words = text.split(" ").filter(Boolean);
  const tokens = new Set(words);
  const compact = text.replace(/ /g, "");
  const day = toDay(line.bookedOn);
  let best: { p: Prepared; s: Scored } | null = null;
  let second = 0;
  for (const p of index.named(words, compact)) {
    const s = scoreTenancy(p, index, tokens, compact, line, day);
    if (!s.identified) continue;
    if (!best || s.score > best.s.score) {
      second = best ? Math.max(second, best.s.score) : second;
      best = { p, s };
    } else second = Math.max(second, s.score);
  }
  if (!best || best.s.score < PROPOSAL_THRESHOLD || best.s.score - second < MARGIN) return null;
  return {
    kind: "tenancy",
    score: Math.min(100, best.s.score),
    reasons: best.s.reasons,
    tenancyId: best.p.c.id,
    expenseId: null,
    supplier: null,
    label: best.p.c.label,
  };
}

/** The supplier as the line names it: the counterparty, else the description's first words. */
export function supplierOf(line: LineInput): string {
  const raw = (line.counterparty || line.description || "").replace(/\s+/g, " ").trim();
  return raw.split(" ").slice(0, 4).join(" ").slice(0, 200) || "Unknown supplier";
}

/** The proposal for money out: a recorded expense it pays, else a new expense to record. */
export function proposeExpense(line: LineInput, candidates: ExpenseCandidate[]): Proposal | null {
  if (line.amountMinor >= 0) return null;
  const amount = -line.amountMinor;
  const day = toDay(line.bookedOn);
  const text = lineText(line);
  const tokens = new Set(text.split(" ").filter((t) => t.length >= 3));
  const hits: { c: ExpenseCandidate; score: number; reasons: string[] }[] = [];
  for (const c of candidates) {
    if (c.amountMinor !== amount) continue;
    const gap = Math.abs(toDay(c.paidOn) - day);
    if (gap > DATE_WINDOW_DAYS) continue;
    const supplierTokens = normaliseText(c.supplier)
      .split(" ")
      .filter((t) => t.length >= 3);
    const named = supplierTokens.filter((t) => tokens.has(t));
    if (!named.length) continue;
    hits.push({
      c,
      score: 50 + (gap === 0 ? 20 : 15) + 30,
      reasons: [
        "Same amount",
        gap === 0 ? "Same day" : `${gap} day${gap === 1 ? "" : "s"} apart`,
        `Supplier ${c.supplier}`,
      ],
    });
  }
  if (hits.length === 1 || (hits.length > 1 && hits[0]!.score - hits[1]!.score >= MARGIN)) {
    hits.sort((a, b) => b.score - a.score);
    const h = hits[0]!;
    return {
      kind: "expense",
      score: Math.min(100, h.score),
      reasons: h.reasons,
      tenancyId: null,
      expenseId: h.c.id,
      supplier: null,
      label: h.c.label,
    };
  }
  const supplier = supplierOf(line);
  return {
    kind: "new_expense",
    score: 0,
    reasons: [
      hits.length > 1
        ? "Several recorded expenses fit: pick one"
        : "No recorded expense has this amount and date",
    ],
    tenancyId: null,
    expenseId: null,
    supplier,
    label: `New expense: ${supplier}`,
  };
}

export const proposeFor = (line: LineInput, index: TenancyIndex, expenses: ExpenseCandidate[]) =>
  line.amountMinor > 0 ? proposeTenancy(line, index) : proposeExpense(line, expenses);
