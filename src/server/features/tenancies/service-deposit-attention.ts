/**
 * Deposits that need their landlord's attention: received, not returned, and not yet protected or
 * without the prescribed information given, each with days left or days overdue (the deadline from
 * src/shared/law). Read by the staff "deposits needing attention" list (home and compliance pages)
 * and by the reminder job.
 */
import { today as londonToday } from "@shared/dates";
import type { Caller } from "@shared/schemas/auth";
import type { DepositAttentionItem } from "@shared/schemas/deposits";
import { and, eq, isNotNull, isNull, ne, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, tenancies, tenancyDeposits } from "../../db/schema";
import { tenantUser, writeCondition } from "./access";
import { dutyStatus, jurisdictionOf } from "./service-deposits";

export interface DepositAttentionRow extends DepositAttentionItem {
  landlordId: string;
  agentId: string | null;
}

const rank = (i: DepositAttentionItem) => {
  const worst = [i.protection, i.prescribedInfo].filter(
    (s) => s && (s.state === "due" || s.state === "overdue"),
  );
  const overdue = worst.filter((s) => s!.state === "overdue").map((s) => s!.days);
  if (overdue.length) return -1_000_000 - Math.max(...overdue);
  return Math.min(...worst.map((s) => s!.days));
};

/** Deposits under `scope` (a condition on properties/tenancies) with a duty due or overdue on `today`. */
export async function depositsNeedingAttention(
  db: Db,
  scope: SQL | undefined,
  today = londonToday(),
): Promise<DepositAttentionRow[]> {
  const rows = await db
    .select({
      t: {
        id: tenancies.id,
        startDate: tenancies.startDate,
        currency: tenancies.currency,
        propertyId: tenancies.propertyId,
      },
      d: tenancyDeposits,
      title: properties.title,
      landlordId: properties.landlordId,
      agentId: properties.agentId,
      tenantName: tenantUser.name,
    })
    .from(tenancyDeposits)
    .innerJoin(tenancies, eq(tenancies.id, tenancyDeposits.tenancyId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .leftJoin(tenantUser, eq(tenantUser.id, tenancies.tenantId))
    .where(
      and(
        scope,
        isNotNull(tenancyDeposits.receivedOn),
        isNotNull(tenancyDeposits.amount),
        ne(tenancyDeposits.returnStatus, "returned"),
        or(isNull(tenancyDeposits.protectedOn), isNull(tenancyDeposits.prescribedInfoOn)),
      ),
    )
    .limit(1000);
  const jurisdictions = new Map<string, Awaited<ReturnType<typeof jurisdictionOf>>>();
  const items: DepositAttentionRow[] = [];
  for (const r of rows) {
    const j = jurisdictions.get(r.t.propertyId) ?? (await jurisdictionOf(db, r.t.propertyId));
    jurisdictions.set(r.t.propertyId, j);
    const receivedOn = r.d.receivedOn!;
    const protection = dutyStatus(receivedOn, r.d.protectedOn, today, j, r.t.startDate).status;
    const prescribedInfo = dutyStatus(receivedOn, r.d.prescribedInfoOn, today, j, r.t.startDate).status;
    const open = (s: typeof protection) => s && (s.state === "due" || s.state === "overdue");
    if (!open(protection) && !open(prescribedInfo)) continue;
    items.push({
      tenancyId: r.t.id,
      propertyId: r.t.propertyId,
      propertyTitle: r.title,
      tenantName: r.tenantName,
      amount: r.d.amount!,
      currency: r.t.currency,
      receivedOn,
      protection: open(protection) ? protection : null,
      prescribedInfo: open(prescribedInfo) ? prescribedInfo : null,
      landlordId: r.landlordId,
      agentId: r.agentId,
    });
  }
  return items.sort((a, b) => rank(a) - rank(b));
}

/** The staff list: deposits of the properties the caller manages (admins: all). */
export async function depositAttention(db: Db, user: Caller): Promise<DepositAttentionItem[]> {
  const rows = await depositsNeedingAttention(db, writeCondition(user));
  return rows.map(({ landlordId: _l, agentId: _a, ...item }) => item);
}
