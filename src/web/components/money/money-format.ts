/** A yield in basis points as a percentage (625 → "6.25 %"), or a dash when there is none. */
export function formatYield(bp: number | null | undefined): string {
  if (bp === null || bp === undefined) return "—";
  return `${new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(bp / 100)} %`;
}
