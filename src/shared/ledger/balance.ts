import type { Charge } from "./charges";
import { daysBetween, type IsoDate } from "./dates";

export interface LedgerSummary {
  chargedMinor: number;
  paidMinor: number;
  /** Charged minus paid: positive means the tenant owes money, negative means in credit. */
  balanceMinor: number;
  /** Unpaid rent whose due date has passed. */
  arrearsMinor: number;
  /** Days since the oldest unpaid due date, 0 when nothing is overdue. */
  daysOverdue: number;
  oldestUnpaidDueDate: IsoDate | null;
}

/**
 * Completed payments settle charges oldest first. A charge due today is not yet overdue;
 * from tomorrow it counts towards arrears.
 */
export function summarise(charges: Charge[], completedPaymentsMinor: number[], asOf: IsoDate): LedgerSummary {
  const chargedMinor = charges.reduce((s, c) => s + c.amountMinor, 0);
  const paidMinor = completedPaymentsMinor.reduce((s, p) => s + p, 0);
  let credit = paidMinor;
  let arrearsMinor = 0;
  let oldestUnpaidDueDate: IsoDate | null = null;
  for (const charge of charges) {
    const settled = Math.min(credit, charge.amountMinor);
    credit -= settled;
    const unpaid = charge.amountMinor - settled;
    if (unpaid > 0 && charge.dueDate < asOf) {
      arrearsMinor += unpaid;
      oldestUnpaidDueDate ??= charge.dueDate;
    }
  }
  return {
    chargedMinor,
    paidMinor,
    balanceMinor: chargedMinor - paidMinor,
    arrearsMinor,
    daysOverdue: oldestUnpaidDueDate ? daysBetween(oldestUnpaidDueDate, asOf) : 0,
    oldestUnpaidDueDate,
  };
}
