/**
 * The UK jurisdictions Keyhold records tenancies in. England, Wales and Scotland each have their own
 * tenancy law (rules in `./tenancy-rules`); Northern Ireland is refused for now, with a message the
 * API can show as a field error. Keyhold records and computes duties and dates; it never gives
 * legal advice.
 */

export const JURISDICTIONS = ["england", "wales", "scotland"] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

/** A computed value, or a refusal naming the rule (a stable id) with a message showing the figures. */
export type LawResult<T> = { ok: true; value: T } | { ok: false; rule: string; message: string };

export const allow = <T>(value: T): LawResult<T> => ({ ok: true, value });
export const refuse = <T = never>(rule: string, message: string): LawResult<T> => ({
  ok: false,
  rule,
  message,
});

export const JURISDICTION_NAMES: Record<Jurisdiction, string> = {
  england: "England",
  wales: "Wales",
  scotland: "Scotland",
};

export const NORTHERN_IRELAND_MESSAGE =
  "Keyhold does not support properties in Northern Ireland yet: its tenancy law (Private Tenancies " +
  "(Northern Ireland) Order 2006, Private Tenancies Act (Northern Ireland) 2022) differs from England, " +
  "Wales and Scotland. Choose England, Wales or Scotland.";

const normalise = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");

/**
 * A jurisdiction from a string ("england", "Wales", " SCOTLAND "); Northern Ireland ("northern
 * ireland", "northern-ireland", "ni") is refused with `NORTHERN_IRELAND_MESSAGE`.
 */
export function parseJurisdiction(value: string): LawResult<Jurisdiction> {
  const key = normalise(value);
  const match = JURISDICTIONS.find((j) => j === key);
  if (match) return allow(match);
  if (key === "northern ireland" || key === "ni")
    return refuse("jurisdiction.northern-ireland", NORTHERN_IRELAND_MESSAGE);
  return refuse(
    "jurisdiction.unknown",
    `"${value}" is not a jurisdiction Keyhold knows: choose England, Wales or Scotland.`,
  );
}

/** The message for a jurisdiction string that cannot be used, or null when it is valid. */
export function jurisdictionError(value: string): string | null {
  const result = parseJurisdiction(value);
  return result.ok ? null : result.message;
}
