/**
 * The postcode areas a contractor covers, and whether they cover a home (issue 42 item 12).
 * A contractor lists the start of the postcodes they work in: a postcode area, the letters
 * ("LS", "M", "SW"), or a district, the whole outward code ("LS1", "M60", "SW1A"). No zod: the
 * works schema validates with `isCoverArea`, and the web and server rank with `rankByCoverage`.
 *
 * Matching respects letters and digits, not characters: "L" (Liverpool) covers L1 but not LS1
 * (Leeds), "M1" covers M1 but not M10, and "SW1" covers SW1A and SW1E (its sub-districts) but
 * not SW10.
 */

/** An area or district: its letters, the district's number, and the sub-district's letter. */
interface Area {
  letters: string;
  number: string | null;
  sub: string | null;
}

/**
 * The letters of a UK postcode (the first never Q, V or X; the second never I, J or Z), then, for
 * a district, one or two digits, or one digit and a letter: the same rule as ukPostcodePattern.
 */
const AREA = /^([A-PR-UWYZ][A-HK-Y]?)(?:([0-9]{1,2})|([0-9])([A-HJKMNPR-Y]))?$/;

function parseArea(text: string): Area | null {
  const m = AREA.exec(text.trim().toUpperCase());
  if (!m) return null;
  return { letters: m[1]!, number: m[2] ?? m[3] ?? null, sub: m[4] ?? null };
}

/** Whether the text is a postcode area or district a contractor may list ("LS", "LS1", "SW1A"). */
export const isCoverArea = (text: string): boolean => parseArea(text) !== null;

/** "se10 8rt" → "SE10"; null when it is not a UK postcode with an outward code we can read. */
export function outwardCode(postcode: string): string | null {
  const compact = postcode.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z0-9]{5,7}$/.test(compact) || !/^[0-9][A-Z]{2}$/.test(compact.slice(-3))) return null;
  const outward = compact.slice(0, -3);
  const area = parseArea(outward);
  return area?.number ? outward : null;
}

/** Whether a covered area ("LS", "LS1", "SW1") takes in a district ("LS1", "SW1A"). */
export function areaCovers(covered: string, district: string): boolean {
  const a = parseArea(covered);
  const d = parseArea(district);
  if (!a || !d || a.letters !== d.letters) return false;
  if (a.number === null) return true;
  return a.number === d.number && (a.sub === null || a.sub === d.sub);
}

/** How a contractor's areas meet a home: they cover it, nobody can tell, or it is outside them. */
export type Coverage =
  | { kind: "covers"; district: string }
  | { kind: "unknown"; reason: "areas_not_recorded" | "home_postcode_unknown" }
  | { kind: "outside"; district: string };
export const coverageKinds = ["covers", "unknown", "outside"] as const;

/**
 * The rule: a contractor covers a home when one of their areas takes in the outward code of the
 * home's postcode. No areas recorded is not "everywhere" but unknown, as is a home whose
 * postcode cannot be read.
 */
export function coverageOf(areas: readonly string[], homePostcode: string): Coverage {
  if (areas.length === 0) return { kind: "unknown", reason: "areas_not_recorded" };
  const district = outwardCode(homePostcode);
  if (!district) return { kind: "unknown", reason: "home_postcode_unknown" };
  return areas.some((a) => areaCovers(a, district))
    ? { kind: "covers", district }
    : { kind: "outside", district };
}

/** What the agent reads beside the contractor. */
export function coverageLabel(c: Coverage): string {
  if (c.kind === "covers") return `Covers ${c.district}`;
  if (c.kind === "outside") return "Outside their areas";
  return c.reason === "areas_not_recorded" ? "Areas not recorded" : "Home's postcode not recognised";
}

/** Those who cover the home first, then the unknown ones, then those whose areas leave it out. */
const RANK: Record<Coverage["kind"], number> = { covers: 0, unknown: 1, outside: 2 };
const rankOf = (c: Coverage) =>
  RANK[c.kind] * 2 + (c.kind === "unknown" && c.reason === "areas_not_recorded" ? 1 : 0);

/**
 * The contractors in the order to offer them for a home, each with its coverage: by coverage
 * (covers, unknown, outside), and otherwise in the order given. Nobody is left out: the agent
 * decides.
 */
export function rankByCoverage<T extends { areas: readonly string[] }>(
  contractors: readonly T[],
  homePostcode: string,
): { contractor: T; coverage: Coverage }[] {
  return contractors
    .map((contractor, i) => ({ contractor, coverage: coverageOf(contractor.areas, homePostcode), i }))
    .sort((a, b) => rankOf(a.coverage) - rankOf(b.coverage) || a.i - b.i)
    .map(({ contractor, coverage }) => ({ contractor, coverage }));
}
