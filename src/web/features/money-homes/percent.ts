/** Percent as typed ("40", "33.33", "12.5 %") → basis points (4000, 3333, 1250); null when not a percentage. */
export function parsePercent(text: string): number | null {
  const clean = text.replace(/[%\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** Basis points → a percentage for an input field: 4000 → "40", 3333 → "33.33". */
export const percentInput = (bp: number) =>
  bp % 100 === 0 ? String(bp / 100) : (bp / 100).toFixed(2).replace(/0$/, "");
