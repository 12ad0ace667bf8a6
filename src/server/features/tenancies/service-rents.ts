/**
 * The rent history of tenancies (table tenancy_rents) as the ledger reads it: each period is charged
 * at the rent in force on its due date (rules in src/shared/ledger/charges.ts and schedule.ts). The
 * first row ("initial") is the tenancy's own terms, written when the tenancy is created and kept in
 * step with its draft terms; later rows come from rent changes (section 13 notices, tribunal
 * decisions). Callers pass a transaction when they write.
 */
import type { RentScheduleEntry } from "@shared/ledger";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tenancyRents } from "../../db/schema";
import type { TenancyRow } from "./access";

export type RentRow = typeof tenancyRents.$inferSelect;

/** A rent-history row as a ledger schedule entry. */
export const scheduleEntry = (r: Pick<RentRow, "amount" | "frequency" | "effectiveDate" | "dueDay">) =>
  ({
    amountMinor: r.amount,
    frequency: r.frequency,
    effectiveFrom: r.effectiveDate,
    dueDay: r.dueDay,
  }) satisfies RentScheduleEntry;

/** The rent schedules of some tenancies, by tenancy id, oldest first (absent: no history rows). */
export async function loadRentSchedules(db: Db, tenancyIds: readonly string[]) {
  const byTenancy = new Map<string, RentScheduleEntry[]>();
  if (!tenancyIds.length) return byTenancy;
  const rows = await db
    .select()
    .from(tenancyRents)
    .where(inArray(tenancyRents.tenancyId, [...new Set(tenancyIds)]))
    .orderBy(asc(tenancyRents.tenancyId), asc(tenancyRents.effectiveDate));
  for (const r of rows) byTenancy.set(r.tenancyId, [...(byTenancy.get(r.tenancyId) ?? []), scheduleEntry(r)]);
  return byTenancy;
}

/** The rent history of one tenancy, oldest first, with who made each change and why. */
export async function rentHistory(db: Db, tenancyId: string): Promise<RentRow[]> {
  return db
    .select()
    .from(tenancyRents)
    .where(eq(tenancyRents.tenancyId, tenancyId))
    .orderBy(asc(tenancyRents.effectiveDate));
}

type Terms = Pick<TenancyRow, "id" | "startDate" | "rentAmount" | "rentFrequency" | "dueDay">;

/**
 * Writes (or rewrites) the "initial" row from a tenancy's own terms: on creation, and whenever a
 * draft's terms change (a draft has no other rows, since rent changes need an active tenancy).
 */
export async function setInitialRent(tx: Db, t: Terms, by: string | null, reason: string) {
  await tx
    .delete(tenancyRents)
    .where(and(eq(tenancyRents.tenancyId, t.id), eq(tenancyRents.kind, "initial")));
  await tx.insert(tenancyRents).values({
    tenancyId: t.id,
    effectiveDate: t.startDate,
    amount: t.rentAmount,
    frequency: t.rentFrequency,
    dueDay: t.dueDay,
    kind: "initial",
    reason,
    createdBy: by,
  });
}
