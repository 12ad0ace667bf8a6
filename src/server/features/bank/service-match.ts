/**
 * What the matcher compares bank lines with: the tenancies and expenses of the homes the importer
 * may write (moneyWriteCondition: the landlord account, the agent, admins), around the lines'
 * dates. The proposals are shown, never trusted: confirming re-checks access row by row.
 */
import { addDays } from "@shared/dates";
import { chargesUntil } from "@shared/ledger";
import type { Caller } from "@shared/schemas/auth";
import { tenancyReference } from "@shared/schemas/bank";
import { and, eq, gte, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { expenses, properties, tenancies, users } from "../../db/schema";
import { moneyWriteCondition } from "../owners";
import { loadRentSchedules, termsOf } from "../tenancies";
import { DATE_WINDOW_DAYS, type ExpenseCandidate, type TenancyCandidate } from "./matcher";

export const homeLabel = (h: { title: string; addressLine1: string; postcode: string }) =>
  `${h.addressLine1}, ${h.postcode}${h.title && h.title !== h.addressLine1 ? ` (${h.title})` : ""}`;

/** Tenancies (not drafts) of writable homes that ran at some point between `from` and `to`. */
export async function tenancyCandidates(
  db: Db,
  user: Caller,
  from: string,
  to: string,
): Promise<TenancyCandidate[]> {
  const rows = await db
    .select({
      t: tenancies,
      tenantName: users.name,
      title: properties.title,
      addressLine1: properties.addressLine1,
      postcode: properties.postcode,
    })
    .from(tenancies)
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .leftJoin(users, eq(users.id, tenancies.tenantId))
    .where(
      and(
        moneyWriteCondition(user),
        ne(tenancies.status, "draft"),
        lte(tenancies.startDate, addDays(to, DATE_WINDOW_DAYS)),
        or(isNull(tenancies.endDate), gte(tenancies.endDate, addDays(from, -31))),
      ),
    );
  const schedules = await loadRentSchedules(
    db,
    rows.map((r) => r.t.id),
  );
  const lo = addDays(from, -DATE_WINDOW_DAYS);
  const hi = addDays(to, DATE_WINDOW_DAYS);
  return rows.map((r) => ({
    id: r.t.id,
    reference: tenancyReference(r.t.id),
    tenantName: r.tenantName,
    label: `${r.tenantName ?? r.t.inviteEmail ?? "Tenant"}: ${homeLabel(r)}`,
    addressLine1: r.addressLine1,
    postcode: r.postcode,
    rentMinor: r.t.rentAmount,
    charges: chargesUntil(termsOf(r.t, schedules.get(r.t.id) ?? []), hi)
      .filter((c) => c.dueDate >= lo)
      .map((c) => ({ dueDate: c.dueDate, amountMinor: c.amountMinor })),
  }));
}

/** Expenses of writable homes (or the caller's own portfolio) not yet matched to a bank line. */
export function writableExpenseCondition(user: Caller) {
  const homes = moneyWriteCondition(user);
  if (!homes) return undefined;
  return or(
    sql`${expenses.propertyId} in (select ${properties.id} from ${properties} where ${homes})`,
    and(isNull(expenses.propertyId), eq(expenses.landlordId, user.id)),
  );
}

export async function expenseCandidates(
  db: Db,
  user: Caller,
  from: string,
  to: string,
): Promise<ExpenseCandidate[]> {
  const rows = await db
    .select({
      id: expenses.id,
      paidOn: expenses.paidOn,
      amountMinor: expenses.amountMinor,
      supplier: expenses.supplier,
    })
    .from(expenses)
    .where(
      and(
        writableExpenseCondition(user),
        isNull(expenses.bankLineId),
        gte(expenses.paidOn, addDays(from, -DATE_WINDOW_DAYS)),
        lte(expenses.paidOn, addDays(to, DATE_WINDOW_DAYS)),
      ),
    )
    .limit(20_000);
  return rows.map((r) => ({ ...r, label: `Expense: ${r.supplier}, ${r.paidOn}` }));
}

/** Tenancy labels by id (for lines whose proposal or match names one). */
export async function tenancyLabels(db: Db, ids: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!ids.length) return out;
  const rows = await db
    .select({
      id: tenancies.id,
      name: users.name,
      invite: tenancies.inviteEmail,
      title: properties.title,
      addressLine1: properties.addressLine1,
      postcode: properties.postcode,
    })
    .from(tenancies)
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .leftJoin(users, eq(users.id, tenancies.tenantId))
    .where(inArray(tenancies.id, [...new Set(ids)]));
  for (const r of rows) out.set(r.id, `${r.name ?? r.invite ?? "Tenant"}: ${homeLabel(r)}`);
  return out;
}
