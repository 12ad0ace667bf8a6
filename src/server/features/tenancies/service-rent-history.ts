/**
 * The rent history of a tenancy, its section 13 notices (the tenant sees served ones only) and, for
 * staff, what the law allows next: the earliest start of a notice served today. Reading applies the
 * tenancy's due notices first, so the page never shows a stale rent.
 */
import { today } from "@shared/dates";
import { earliestRentIncreaseStart, type Jurisdiction, rulesFor } from "@shared/law";
import type { Caller } from "@shared/schemas/auth";
import {
  openRentIncreaseStatuses,
  type TenancyRent,
  type TenancyRents,
} from "@shared/schemas/rent-increases";
import { asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rentIncreaseNotices, tenancyRents, users } from "../../db/schema";
import { findTenancy, isStaff, type TenancyRow } from "./access";
import { applyDueRentIncreases } from "./service-rent-apply";
import {
  cannotPropose,
  jurisdictionOf,
  lastIncreaseStart,
  type NoticeRow,
  timingOf,
  toNotice,
} from "./service-rent-increases";

/** The rent history, the notices and (for staff) what the law allows next. */
export async function getTenancyRents(db: Db, user: Caller, id: string): Promise<TenancyRents> {
  let { t } = await findTenancy(db, user, id);
  if (await applyDueRentIncreases(db, { tenancyIds: [t.id] })) ({ t } = await findTenancy(db, user, id));
  const rents = await db
    .select({ r: tenancyRents, by: users.name })
    .from(tenancyRents)
    .leftJoin(users, eq(users.id, tenancyRents.createdBy))
    .where(eq(tenancyRents.tenancyId, t.id))
    .orderBy(asc(tenancyRents.effectiveDate));
  const notices = await db
    .select()
    .from(rentIncreaseNotices)
    .where(eq(rentIncreaseNotices.tenancyId, t.id))
    .orderBy(desc(rentIncreaseNotices.createdAt))
    .limit(100);
  const staff = isStaff(user);
  return {
    tenancyId: t.id,
    currency: t.currency,
    currentRent: t.rentAmount,
    frequency: t.rentFrequency,
    rents: rents.map(
      ({ r, by }): TenancyRent => ({
        id: r.id,
        effectiveDate: r.effectiveDate,
        amount: r.amount,
        frequency: r.frequency,
        dueDay: r.dueDay,
        kind: r.kind,
        noticeId: r.noticeId,
        reason: r.reason,
        createdByName: staff ? by : null,
        createdAt: r.createdAt.toISOString(),
      }),
    ),
    notices: notices.filter((n) => staff || n.servedOn).map(toNotice),
    options: staff ? await options(db, t, notices) : null,
    form: formOf(await jurisdictionOf(db, t.propertyId)),
  };
}

function formOf(j: Jurisdiction) {
  const form = rulesFor(j).rentIncrease.form;
  return form ? { name: form.name, tribunal: form.tribunal } : null;
}

async function options(db: Db, t: TenancyRow, notices: NoticeRow[]) {
  const jurisdiction = await jurisdictionOf(db, t.propertyId);
  const source = rulesFor(jurisdiction).rentIncrease.source;
  const open = notices.find((n) => (openRentIncreaseStatuses as readonly string[]).includes(n.status));
  const refusal = cannotPropose(t, open);
  if (refusal) return { canPropose: false, reason: refusal.message, earliestStart: null, source };
  const earliest = earliestRentIncreaseStart(
    timingOf(t, await lastIncreaseStart(db, t.id), today()),
    jurisdiction,
  );
  return {
    canPropose: earliest.ok,
    reason: earliest.ok ? null : earliest.message,
    earliestStart: earliest.ok ? earliest.value : null,
    source,
  };
}
