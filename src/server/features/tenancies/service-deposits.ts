/**
 * A tenancy's deposit: reading it (staff and its tenant), recording the holding deposit, the
 * deposit received (within the cap), its protection and the prescribed information. Every check
 * comes from src/shared/law; a refusal is a 400 with the law's message on the field, and nothing
 * is written. The return at the end of the tenancy: service-deposit-return.ts.
 */

import { today as londonToday, longDate } from "@shared/dates";
import { AppError } from "@shared/errors";
import {
  checkDeposit,
  checkDepositScheme,
  checkHoldingDeposit,
  depositCap,
  depositProtectionStatus,
  type Jurisdiction,
  type LawResult,
  parseJurisdiction,
  pounds,
  type Rent,
  rulesFor,
} from "@shared/law";
import type { Caller } from "@shared/schemas/auth";
import type {
  Deposit,
  DutyStatus,
  depositProtectionInputSchema,
  depositReceivedInputSchema,
  holdingDepositInputSchema,
  prescribedInfoInputSchema,
} from "@shared/schemas/deposits";
import type { RentFrequencyValue } from "@shared/schemas/tenancies";
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { depositDeductions, documents, properties, tenancyDeposits } from "../../db/schema";
import { fieldError } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { findTenancy, type TenancyRow } from "./access";
export type DepositRow = typeof tenancyDeposits.$inferSelect;

/** The law's refusal on a field, or the value. */
export function lawValue<T>(result: LawResult<T>, field: string): T {
  if (!result.ok) throw fieldError(field, result.message);
  return result.value;
}

export const rentOf = (t: Pick<TenancyRow, "rentAmount" | "rentFrequency">): Rent => ({
  amountMinor: t.rentAmount,
  frequency: t.rentFrequency === "weekly" ? "weekly" : "monthly",
});

/** The property's jurisdiction (stored as text; anything unknown reads as England, the default). */
export async function jurisdictionOf(db: Db, propertyId: string): Promise<Jurisdiction> {
  const [p] = await db
    .select({ jurisdiction: properties.jurisdiction })
    .from(properties)
    .where(eq(properties.id, propertyId));
  const parsed = parseJurisdiction(p?.jurisdiction ?? "england");
  return parsed.ok ? parsed.value : "england";
}

/** A deposit amount within the cap for this rent, else a 400 on `field` with the figures. */
export function assertDepositWithinCap(
  amount: number,
  rent: Rent,
  jurisdiction: Jurisdiction,
  field: string,
) {
  lawValue(checkDeposit(amount, rent, jurisdiction), field);
}

/**
 * Where a 30-day duty (protection, prescribed information) stands on `today`, from the law's
 * deadline; null with a note when the law cannot work it out (e.g. beyond the holiday list).
 */
export function dutyStatus(
  receivedOn: string,
  doneOn: string | null,
  today: string,
  jurisdiction: Jurisdiction,
  tenancyStart: string,
): { status: DutyStatus | null; note: string | null } {
  const r = depositProtectionStatus(receivedOn, doneOn, today, jurisdiction, tenancyStart);
  if (!r.ok) return { status: null, note: r.message };
  const s = r.value;
  const status: DutyStatus =
    s.state === "protected"
      ? { state: "done", dueOn: s.dueOn, days: 0 }
      : s.state === "protected-late"
        ? { state: "done-late", dueOn: s.dueOn, days: s.daysLate }
        : s.state === "due"
          ? { state: "due", dueOn: s.dueOn, days: s.daysLeft }
          : { state: "overdue", dueOn: s.dueOn, days: s.daysOverdue };
  return { status, note: null };
}

async function depositRow(db: Db, tenancyId: string, lock = false): Promise<DepositRow | null> {
  const q = db.select().from(tenancyDeposits).where(eq(tenancyDeposits.tenancyId, tenancyId));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

/** The deposit's deductions, oldest first, each with the title of its evidence document. */
async function deductionsOf(db: Db, tenancyId: string) {
  const rows = await db
    .select({ d: depositDeductions, title: documents.title })
    .from(depositDeductions)
    .leftJoin(documents, eq(documents.id, depositDeductions.documentId))
    .where(eq(depositDeductions.tenancyId, tenancyId))
    .orderBy(asc(depositDeductions.createdAt), asc(depositDeductions.id));
  return rows.map(({ d, title }) => ({
    id: d.id,
    amount: d.amount,
    reason: d.reason,
    document: d.documentId && title ? { id: d.documentId, title } : null,
    createdAt: d.createdAt.toISOString(),
  }));
}

/** What the row records: the holding deposit, the protection and the prescribed information served. */
function recorded(row: DepositRow | null) {
  return {
    holding:
      row?.holdingAmount != null && row.holdingReceivedOn
        ? {
            amount: row.holdingAmount,
            receivedOn: row.holdingReceivedOn,
            deadline: row.holdingDeadline,
            outcome: row.holdingOutcome,
          }
        : null,
    protection:
      row && (row.scheme || row.reference || row.protectedOn)
        ? { scheme: row.scheme, reference: row.reference, protectedOn: row.protectedOn }
        : null,
    prescribedInfo:
      row?.prescribedInfoOn && row.prescribedInfoMethod
        ? { servedOn: row.prescribedInfoOn, method: row.prescribedInfoMethod }
        : null,
  };
}

/** Where the deposit's return stands (none yet without a row). */
const returnOf = (row: DepositRow | null) => ({
  returnStatus: row?.returnStatus ?? "none",
  returnProposedOn: row?.returnProposedOn ?? null,
  tenantRespondedOn: row?.tenantRespondedOn ?? null,
  disputeNote: row?.disputeNote ?? null,
  returnedOn: row?.returnedOn ?? null,
  returnedAmount: row?.returnedAmount ?? null,
});

/** The deposit as the API answers it (staff and the tenant see the same record). */
async function toDeposit(db: Db, t: TenancyRow, row: DepositRow | null, asOf: string): Promise<Deposit> {
  const jurisdiction = await jurisdictionOf(db, t.propertyId);
  const rent = rentOf(t);
  const cap = depositCap(rent, jurisdiction);
  const deductions = row ? await deductionsOf(db, t.id) : [];
  const received =
    row?.amount != null && row.receivedOn
      ? { amount: row.amount, receivedOn: row.receivedOn, receivedFrom: row.receivedFrom }
      : null;
  const protection = received
    ? dutyStatus(received.receivedOn, row!.protectedOn, asOf, jurisdiction, t.startDate)
    : null;
  const prescribed = received
    ? dutyStatus(received.receivedOn, row!.prescribedInfoOn, asOf, jurisdiction, t.startDate)
    : null;
  const { holding, protection: protectionRecord, prescribedInfo } = recorded(row);
  return {
    tenancyId: t.id,
    tenancyStatus: t.status,
    currency: t.currency,
    jurisdiction,
    agreedAmount: t.depositAmount,
    cap: cap.ok ? cap.value : null,
    schemes: [...rulesFor(jurisdiction).depositSchemes.allowed],
    holding,
    received,
    protection: protectionRecord,
    protectionStatus: protection?.status ?? null,
    prescribedInfo,
    prescribedInfoStatus: prescribed?.status ?? null,
    statusNote: protection?.note ?? null,
    ...returnOf(row),
    deductions,
    deductionsTotal: deductions.reduce((s, d) => s + d.amount, 0),
  };
}

/** The deposit of a tenancy the caller may read (else 404). */
export async function getDeposit(db: Db, user: Caller, id: string): Promise<Deposit> {
  const { t } = await findTenancy(db, user, id);
  return toDeposit(db, t, await depositRow(db, t.id), londonToday());
}

/**
 * One change to a deposit under the tenancy's row lock: `change` validates against the current
 * row and returns the columns to write; the upsert and its audit entry commit together.
 */
export async function changeDeposit(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  action: string,
  change: (ctx: {
    t: TenancyRow;
    row: DepositRow | null;
    jurisdiction: Jurisdiction;
    tx: Db;
  }) => Promise<Partial<DepositRow>> | Partial<DepositRow>,
  opts: { write?: boolean } = { write: true },
): Promise<Deposit> {
  await db.transaction(async (tx) => {
    const { t } = await findTenancy(tx, user, id, { write: opts.write ?? true, lock: true });
    const row = await depositRow(tx, t.id, true);
    const jurisdiction = await jurisdictionOf(tx, t.propertyId);
    const patch = await change({ t, row, jurisdiction, tx });
    const values = { ...patch, updatedAt: new Date() };
    await tx
      .insert(tenancyDeposits)
      .values({ tenancyId: t.id, ...values })
      .onConflictDoUpdate({ target: tenancyDeposits.tenancyId, set: values });
    await audit(tx, actor, {
      action,
      entity: "tenancy",
      entityId: t.id,
      // Amounts, dates and choices only: free text stays in its row (jsonb refuses some strings).
      details: Object.fromEntries(Object.entries(patch).filter(([k]) => !FREE_TEXT.has(k))),
    });
  });
  return getDeposit(db, user, id);
}

const FREE_TEXT = new Set(["receivedFrom", "reference", "disputeNote"]);

const notReturned = (row: DepositRow | null) => {
  if (row?.returnStatus === "returned")
    throw new AppError("invalid_transition", "This deposit has been returned: its record is closed.");
};

/** The deposit received: amount within the cap, date and payer; never after its protection. */
export function recordReceived(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  input: z.output<typeof depositReceivedInputSchema>,
) {
  return changeDeposit(db, user, actor, id, "deposit_received", async ({ t, row, jurisdiction, tx }) => {
    notReturned(row);
    assertDepositWithinCap(input.amount, rentOf(t), jurisdiction, "amount");
    for (const [done, what] of [
      [row?.protectedOn, "protected"],
      [row?.prescribedInfoOn, "given the prescribed information"],
    ] as const)
      if (done && done < input.receivedOn)
        throw fieldError(
          "receivedOn",
          `The deposit can't be received (${longDate(input.receivedOn)}) after it was ${what} (${longDate(done)}).`,
        );
    const [sum] = await tx
      .select({ total: sql<number>`coalesce(sum(${depositDeductions.amount}), 0)::int` })
      .from(depositDeductions)
      .where(eq(depositDeductions.tenancyId, t.id));
    const proposed = Number(sum?.total ?? 0);
    if (proposed > input.amount)
      throw fieldError(
        "amount",
        `Deductions never exceed the deposit: ${pounds(proposed)} of deductions are proposed, more than ${pounds(input.amount)}.`,
      );
    return { amount: input.amount, receivedOn: input.receivedOn, receivedFrom: input.receivedFrom };
  });
}

/** The holding deposit: at most a week's rent; its deadline for agreement defaults from the law. */
export function recordHolding(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  input: z.output<typeof holdingDepositInputSchema>,
) {
  return changeDeposit(db, user, actor, id, "holding_deposit", ({ t, row, jurisdiction }) => {
    notReturned(row);
    const ok = lawValue(
      checkHoldingDeposit(input.amount, rentOf(t), input.receivedOn, jurisdiction),
      "amount",
    );
    const deadline = input.deadline ?? ok.agreementDeadline;
    if (deadline < input.receivedOn)
      throw fieldError(
        "deadline",
        `The deadline for agreement (${longDate(deadline)}) can't be before the holding deposit was paid (${longDate(input.receivedOn)}).`,
      );
    return {
      holdingAmount: input.amount,
      holdingReceivedOn: input.receivedOn,
      holdingDeadline: deadline,
      holdingOutcome: input.outcome ?? null,
    };
  });
}

const needsReceipt = (row: DepositRow | null) => {
  if (row?.amount == null || !row.receivedOn)
    throw new AppError("conflict", "Record the deposit received first: its date starts the 30 days.");
  return { amount: row.amount, receivedOn: row.receivedOn };
};

/** Protection: an authorised scheme where the property is, a reference, the date (not before receipt). */
export function recordProtection(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  input: z.output<typeof depositProtectionInputSchema>,
) {
  return changeDeposit(db, user, actor, id, "deposit_protected", ({ t, row, jurisdiction }) => {
    notReturned(row);
    const { receivedOn } = needsReceipt(row);
    lawValue(checkDepositScheme(input.scheme, jurisdiction), "scheme");
    // The law's own order check: "cannot be protected before it was received".
    const order = depositProtectionStatus(
      receivedOn,
      input.protectedOn,
      londonToday(),
      jurisdiction,
      t.startDate,
    );
    if (!order.ok && order.rule === "deposit-protection.order")
      throw fieldError("protectedOn", order.message);
    // Where the law could not work out the deadline (e.g. beyond the holiday list) the order still holds.
    if (input.protectedOn < receivedOn)
      throw fieldError(
        "protectedOn",
        `The deposit cannot be protected (${longDate(input.protectedOn)}) before it was received (${longDate(receivedOn)}).`,
      );
    return { scheme: input.scheme, reference: input.reference, protectedOn: input.protectedOn };
  });
}

/** The prescribed information given to the tenant: the date (not before receipt) and how. */
export function recordPrescribedInfo(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  input: z.output<typeof prescribedInfoInputSchema>,
) {
  return changeDeposit(db, user, actor, id, "deposit_prescribed_info", ({ row }) => {
    notReturned(row);
    const { receivedOn } = needsReceipt(row);
    if (input.servedOn < receivedOn)
      throw fieldError(
        "servedOn",
        `The prescribed information can't be given (${longDate(input.servedOn)}) before the deposit was received (${longDate(receivedOn)}).`,
      );
    return { prescribedInfoOn: input.servedOn, prescribedInfoMethod: input.method };
  });
}

/** The deposit agreed on a new tenancy's terms: within the cap for its rent where the property is. */
export async function checkAgreedDeposit(
  db: Db,
  propertyId: string,
  input: { depositAmount?: number | null; rentAmount: number; rentFrequency: RentFrequencyValue },
) {
  if (!input.depositAmount) return;
  const rent = rentOf({ rentAmount: input.rentAmount, rentFrequency: input.rentFrequency });
  assertDepositWithinCap(input.depositAmount, rent, await jurisdictionOf(db, propertyId), "depositAmount");
}
