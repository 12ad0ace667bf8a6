/**
 * Money is stored and sent in minor units (pence) as integers (docs/decisions/0003); people type
 * pounds. These are the only conversions between the two; formatting for display is
 * `formatMoney` in src/web/lib/format.ts (Intl, en-GB, GBP).
 */

/** Pounds as typed ("1,250.50", "£1250", " 80 ") → pence (125050); null when it is not an amount. */
export function parseMoney(text: string): number | null {
  const clean = text.replace(/[£,\s]/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  return Math.round(Number(clean) * 100);
}

/** Pence → pounds for an input field: 125050 → "1250.50", 120000 → "1200", null → "". */
export function moneyInput(pence: number | null | undefined): string {
  if (pence === null || pence === undefined) return "";
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);
}
