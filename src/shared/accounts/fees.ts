/**
 * The letting agent's management fee deducted on an owner statement: a percentage of the rent
 * collected in the month and/or a fixed fee for each calendar month the agreement runs, plus VAT
 * at the agreement's rate when the agent charges VAT (20 % standard rate, VAT Act 1994 s.2).
 * Each figure is rounded half up to the penny once.
 */
import { shareOf } from "./shares";

export const STANDARD_VAT_BP = 2_000;

export interface FeeTerms {
  feeBp: number;
  fixedFeeMinor: number;
  vatBp: number;
}

export interface Fee {
  feeMinor: number;
  vatMinor: number;
  totalMinor: number;
}

/** The fee on a month's rent collected (fixed part only when the agreement runs that month). */
export function managementFee(terms: FeeTerms, rentCollectedMinor: number, fixedApplies = true): Fee {
  const percent = shareOf(rentCollectedMinor, terms.feeBp);
  const feeMinor = percent + (fixedApplies ? terms.fixedFeeMinor : 0);
  const vatMinor = shareOf(feeMinor, terms.vatBp);
  return { feeMinor, vatMinor, totalMinor: feeMinor + vatMinor };
}
