/**
 * Owners' shares and apportionment. Shares are integers in basis points (100 % = 10,000 bp), so
 * they sum exactly. Every split is exact to the penny: the parts always sum to the whole, and the
 * pennies a split cannot share evenly go to the largest remainders first (then in order given).
 */

export const WHOLE_BP = 10_000;

/** Largest-remainder split of `amountMinor` by integer weights; parts sum to the amount exactly. */
export function splitByWeights(amountMinor: number, weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0 || total <= 0) return weights.map(() => 0);
  const sign = amountMinor < 0 ? -1 : 1;
  const abs = Math.abs(amountMinor);
  const raw = weights.map((w) => (abs * w) / total);
  const parts = raw.map((r) => Math.floor(r));
  let left = abs - parts.reduce((a, b) => a + b, 0);
  const order = raw
    .map((r, i) => ({ i, frac: r - Math.floor(r) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts.map((p) => p * sign);
}

/** Equal parts of an amount (a portfolio-wide expense over its homes). */
export const apportionEqually = (amountMinor: number, count: number): number[] =>
  splitByWeights(
    amountMinor,
    Array.from({ length: count }, () => 1),
  );

/** One owner's part of an amount at a share, rounded half away from zero to the penny. */
export function shareOf(amountMinor: number, shareBp: number): number {
  const exact = (Math.abs(amountMinor) * shareBp) / WHOLE_BP;
  const rounded = Math.floor(exact + 0.5);
  return amountMinor < 0 ? -rounded : rounded;
}

/**
 * An owner's share of each part of a total (each month's costs, each transaction), apportioned so
 * the parts add up to the share of the total exactly (issue 42 item 7: "£1,107.07 out" beside
 * "Running costs £1,107.09"): each part's exact share rounded down, then the pennies left go to
 * the largest remainders first (then in order given). In integers, so no float drift.
 */
export function shareOfEach(partsMinor: readonly number[], shareBp: number): number[] {
  const target = shareOf(
    partsMinor.reduce((a, b) => a + b, 0),
    shareBp,
  );
  const scaled = partsMinor.map((p) => p * shareBp);
  const floors = scaled.map((n) => Math.floor(n / WHOLE_BP));
  let left = target - floors.reduce((a, b) => a + b, 0);
  const order = scaled
    .map((n, i) => ({ i, rest: n - (floors[i] ?? 0) * WHOLE_BP }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}

export interface ShareProblem {
  index?: number;
  message: string;
}

/** The problems with a list of shares, or none: each 0.01-100 %, summing to exactly 100 %. */
export function checkShares(sharesBp: readonly number[]): ShareProblem[] {
  const problems: ShareProblem[] = [];
  sharesBp.forEach((s, index) => {
    if (!Number.isInteger(s) || s <= 0 || s > WHOLE_BP)
      problems.push({ index, message: "Each share must be between 0.01 % and 100 %" });
  });
  const sum = sharesBp.reduce((a, b) => a + b, 0);
  if (problems.length === 0 && sum !== WHOLE_BP)
    problems.push({ message: `Shares must add up to 100 % (they add up to ${formatShare(sum)})` });
  return problems;
}

/** 5000 → "50 %", 3333 → "33.33 %". */
export function formatShare(bp: number): string {
  const pct = bp / 100;
  return `${Number.isInteger(pct) ? pct : pct.toFixed(2).replace(/0$/, "")} %`;
}
