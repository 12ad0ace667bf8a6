/**
 * The UK tax year and the Making Tax Digital for Income Tax calendar.
 * Source: gov.uk "Follow the rules for Making Tax Digital for Income Tax" and "Making Tax Digital
 * for Income Tax: who must use it": the tax year runs 6 April to 5 April (ITA 2007 s.4); quarterly
 * updates are cumulative from the start of the tax year, for the standard quarters ending 5 July,
 * 5 October, 5 January and 5 April, each due by the 7th of the month after next (7 August,
 * 7 November, 7 February, 7 May); qualifying income over £50,000 must use MTD from 6 April 2026,
 * over £30,000 from 6 April 2027 and over £20,000 from 6 April 2028 (judged on the income of the
 * tax year two years earlier). All of a person's UK lets are one UK property business; joint owners
 * report their own share.
 */
import { addDays, type IsoDate, parts } from "../ledger/dates";

export interface TaxYear {
  /** "2026-27" */
  label: string;
  start: IsoDate;
  end: IsoDate;
}

export interface MtdQuarter {
  /** 1-4 */
  quarter: number;
  /** The tax year's first day: updates are cumulative from it. */
  from: IsoDate;
  /** The quarter's first and last day. */
  quarterFrom: IsoDate;
  to: IsoDate;
  /** The update's deadline. */
  due: IsoDate;
}

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}` as IsoDate;

/** The tax year starting 6 April of `startYear`. */
export function taxYearStarting(startYear: number): TaxYear {
  return {
    label: `${startYear}-${pad((startYear + 1) % 100)}`,
    start: iso(startYear, 4, 6),
    end: iso(startYear + 1, 4, 5),
  };
}

/** The tax year a date falls in. */
export function taxYearOf(date: IsoDate): TaxYear {
  const { year, month, day } = parts(date);
  const startYear = month > 4 || (month === 4 && day >= 6) ? year : year - 1;
  return taxYearStarting(startYear);
}

/** "2026-27" → the tax year, or null when the label is not one. */
export function parseTaxYear(label: string): TaxYear | null {
  const m = /^(\d{4})-(\d{2})$/.exec(label);
  if (!m) return null;
  const start = Number(m[1]);
  if (start < 2000 || start > 2100 || (start + 1) % 100 !== Number(m[2])) return null;
  return taxYearStarting(start);
}

/** The four standard quarters of a tax year, with their cumulative span and deadline. */
export function mtdQuarters(year: TaxYear): MtdQuarter[] {
  const y = Number(year.start.slice(0, 4));
  const ends: [IsoDate, IsoDate][] = [
    [iso(y, 7, 5), iso(y, 8, 7)],
    [iso(y, 10, 5), iso(y, 11, 7)],
    [iso(y + 1, 1, 5), iso(y + 1, 2, 7)],
    [iso(y + 1, 4, 5), iso(y + 1, 5, 7)],
  ];
  let quarterFrom = year.start;
  return ends.map(([to, due], i) => {
    const q = { quarter: i + 1, from: year.start, quarterFrom, to, due };
    quarterFrom = addDays(to, 1);
    return q;
  });
}

/** Qualifying income above which MTD for Income Tax applies, from each tax year (pence). */
export const MTD_THRESHOLDS: { fromTaxYear: string; incomeOverMinor: number }[] = [
  { fromTaxYear: "2026-27", incomeOverMinor: 5_000_000 },
  { fromTaxYear: "2027-28", incomeOverMinor: 3_000_000 },
  { fromTaxYear: "2028-29", incomeOverMinor: 2_000_000 },
];

/** The threshold in force for a tax year, or null before MTD for Income Tax began. */
export function mtdThreshold(year: TaxYear): number | null {
  let found: number | null = null;
  for (const t of MTD_THRESHOLDS) if (year.label >= t.fromTaxYear) found = t.incomeOverMinor;
  return found;
}

/**
 * Below this property income (turnover) for the tax year, expenses may be sent as one
 * `consolidatedExpenses` figure instead of by category (HMRC: "if your property income is less
 * than £90,000", property business API, from 2024-25).
 */
export const CONSOLIDATED_EXPENSES_LIMIT_MINOR = 9_000_000;
