/**
 * Ledger rules of a tenancy row (on top of the pure module in src/shared/ledger, which states the
 * charge rules). No database here: the services read the rows and call these.
 * - Draft tenancies owe nothing: charges accrue only once a tenancy is active (or has ended),
 *   from its start date up to today, and never past its end date.
 * - Only completed payments reduce the balance; pending ones (tenant reports) are shown apart
 *   until staff confirm them; failed and refunded payments count for nothing.
 */
import { longDate } from "@shared/dates";
import {
  chargesUntil,
  type IsoDate,
  type LedgerSummary,
  nextCharge,
  type RentSchedule,
  summarise,
  type TenancyTerms,
} from "@shared/ledger";
import type { Ledger, LedgerEntry, LedgerSummaryDto, Payment } from "@shared/schemas/tenancies";
import type { TenancyRow } from "./access";

/**
 * The ledger terms of a tenancy: its rent history (`schedule`, from tenancy_rents, see
 * ./service-rents.ts) charges each period at the rent in force on its due date. Without history
 * rows the tenancy's own rent applies to every period (tenancies.rent_amount is the rent in force
 * today, so a caller that has the history must pass it).
 */
export function termsOf(
  t: Pick<TenancyRow, "startDate" | "endDate" | "rentAmount" | "rentFrequency" | "dueDay">,
  schedule: RentSchedule = [],
) {
  return {
    startDate: t.startDate,
    endDate: t.endDate,
    rentMinor: t.rentAmount,
    frequency: t.rentFrequency,
    dueDay: t.dueDay,
    schedule,
  } satisfies TenancyTerms;
}

export function chargesFor(t: TenancyRow, schedule: RentSchedule, asOf: IsoDate) {
  if (t.status === "draft") return [];
  return chargesUntil(termsOf(t, schedule), asOf);
}

export function summaryOf(
  t: TenancyRow,
  schedule: RentSchedule,
  completedMinor: number,
  pendingMinor: number,
  asOf: IsoDate,
): LedgerSummaryDto {
  const s: LedgerSummary = summarise(
    chargesFor(t, schedule, asOf),
    completedMinor ? [completedMinor] : [],
    asOf,
  );
  const next = t.status === "active" ? nextCharge(termsOf(t, schedule), asOf) : null;
  return {
    ...s,
    pendingMinor,
    nextDue: next ? { dueDate: next.dueDate, amountMinor: next.amountMinor } : null,
    asOf,
  };
}

/** The ledger of a tenancy from its payments (any status): charge and payment lines by date. */
export function ledgerOf(t: TenancyRow, schedule: RentSchedule, list: Payment[], asOf: IsoDate): Ledger {
  const completed = list.filter((p) => p.status === "completed");
  type Line = Omit<LedgerEntry, "balanceMinor"> & { order: number };
  const lines: Line[] = [
    ...chargesFor(t, schedule, asOf).map((c) => ({
      date: c.dueDate,
      type: "charge" as const,
      // en-GB, as the rent statement PDF and the ledger page print it (issue 42 item 8).
      description: `Rent ${longDate(c.periodStart)} to ${longDate(c.periodEnd)}${c.prorated ? " (pro rata)" : ""}`,
      debitMinor: c.amountMinor,
      creditMinor: 0,
      paymentId: null,
      order: 0,
    })),
    ...completed.map((p) => ({
      date: p.paidOn,
      type: "payment" as const,
      description: `Payment by ${p.method.replace("_", " ")}${p.reference ? ` (${p.reference})` : ""}`,
      debitMinor: 0,
      creditMinor: p.amount,
      paymentId: p.id,
      order: 1,
    })),
  ].sort((a, b) => (a.date === b.date ? a.order - b.order : a.date < b.date ? -1 : 1));
  let balance = 0;
  const entries = lines.map(({ order: _o, ...l }) => {
    balance += l.debitMinor - l.creditMinor;
    return { ...l, balanceMinor: balance };
  });
  const pending = list.filter((p) => p.status === "pending").reduce((s, p) => s + p.amount, 0);
  return {
    tenancyId: t.id,
    currency: t.currency,
    entries,
    payments: list,
    summary: summaryOf(
      t,
      schedule,
      completed.reduce((s, p) => s + p.amount, 0),
      pending,
      asOf,
    ),
  };
}
