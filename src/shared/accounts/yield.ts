/**
 * Yields as a landlord reads them: gross yield = a year's rent ÷ the home's value; net yield = a
 * year's rent less a year's running costs (revenue expenses and agent fees, not capital spending
 * and not mortgage interest, which is a finance cost) ÷ the value. The value is the current value
 * when recorded, else the purchase price. Results in basis points (6.25 % = 625), null when no
 * value is recorded.
 */

export function yieldBp(annualMinor: number, valueMinor: number | null | undefined): number | null {
  if (!valueMinor || valueMinor <= 0) return null;
  return Math.round((annualMinor * 10_000) / valueMinor);
}

export function valueForYield(home: {
  currentValueMinor: number | null;
  purchasePriceMinor: number | null;
}): number | null {
  return home.currentValueMinor ?? home.purchasePriceMinor ?? null;
}
