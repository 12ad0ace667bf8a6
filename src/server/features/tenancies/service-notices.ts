/**
 * Notices that end a tenancy (table tenancy_notices). The tenant's notice is checked against the
 * jurisdiction's rule (src/shared/law checkTenantNotice: England at least two months, ending on the
 * last day of a period) and ends, by default, on the earliest valid day; the landlord's notice is
 * recorded as data only (ground and period as entered: Keyhold gives no legal advice). A notice sets
 * the tenancy's last day, so the ledger stops charging after it and the homes list it as ending;
 * withdrawing it (staff) lets the tenancy run on. One open notice per tenancy.
 */
import { today } from "@shared/dates";
import { AppError } from "@shared/errors";
import { checkTenantNotice } from "@shared/law";
import type { Caller } from "@shared/schemas/auth";
import type { TenancyNotice, tenancyNoticeInputSchema } from "@shared/schemas/tenancy-terms";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { tenancies, tenancyNotices, users } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { findTenancy, isStaff, isUuid } from "./access";

type NoticeRow = typeof tenancyNotices.$inferSelect;
type Input = z.output<typeof tenancyNoticeInputSchema>;

function toNotice(n: NoticeRow, recorder: { id: string | null; name: string | null } | null): TenancyNotice {
  return {
    id: n.id,
    tenancyId: n.tenancyId,
    givenBy: n.givenBy,
    givenOn: n.givenOn,
    endsOn: n.endsOn,
    method: n.method,
    ground: n.ground,
    noticePeriod: n.noticePeriod,
    note: n.note,
    status: n.status,
    recordedBy: recorder?.id ? { id: recorder.id, name: recorder.name ?? "" } : null,
    createdAt: n.createdAt.toISOString(),
  };
}

async function selectNotices(db: Db, where: ReturnType<typeof and>) {
  const rows = await db
    .select({ n: tenancyNotices, recorder: { id: users.id, name: users.name } })
    .from(tenancyNotices)
    .leftJoin(users, eq(users.id, tenancyNotices.createdBy))
    .where(where)
    .orderBy(desc(tenancyNotices.createdAt));
  return rows.map((r) => toNotice(r.n, r.recorder));
}

/** The open (given, not withdrawn) notice of each tenancy that has one. */
export async function openNotices(db: Db, tenancyIds: readonly string[]) {
  const byTenancy = new Map<string, TenancyNotice>();
  if (!tenancyIds.length) return byTenancy;
  const list = await selectNotices(
    db,
    and(inArray(tenancyNotices.tenancyId, [...tenancyIds]), eq(tenancyNotices.status, "given")),
  );
  for (const n of list) byTenancy.set(n.tenancyId, n);
  return byTenancy;
}

/** Every notice of a tenancy the caller may read, newest first. */
export async function listNotices(db: Db, user: Caller, tenancyId: string): Promise<TenancyNotice[]> {
  const { t } = await findTenancy(db, user, tenancyId);
  return selectNotices(db, and(eq(tenancyNotices.tenancyId, t.id)));
}

type Found = Awaited<ReturnType<typeof findTenancy>>;

/**
 * A notice may be given: a tenant gives only their own, on an active tenancy with no open notice,
 * dated from the tenancy's start to today.
 */
async function assertMayGiveNotice(tx: Db, user: Caller, t: Found["t"], input: Input) {
  if (!isStaff(user) && input.givenBy !== "tenant")
    throw new AppError("forbidden", "A tenant can give only their own notice.");
  if (t.status !== "active")
    throw new AppError("tenancy_not_active", "Notice can be given on an active tenancy only.");
  const [open] = await tx
    .select({ id: tenancyNotices.id })
    .from(tenancyNotices)
    .where(and(eq(tenancyNotices.tenancyId, t.id), eq(tenancyNotices.status, "given")));
  if (open)
    throw new AppError("notice_exists", "Notice has already been given on this tenancy. Withdraw it first.");
  if (input.givenOn < t.startDate)
    throw fieldError("givenOn", "The notice can't be given before the tenancy starts");
  if (input.givenOn > today()) throw fieldError("givenOn", "The notice date can't be in the future");
}

/**
 * The tenancy's last day under the notice: the tenant's checked against the jurisdiction's rule
 * (the earliest valid day by default); the landlord's as entered, after the day it was given.
 */
function noticeEnd(input: Input, t: Found["t"], jurisdiction: Found["jurisdiction"]): string {
  if (input.givenBy === "tenant") {
    const checked = checkTenantNotice(
      { givenOn: input.givenOn, endsOn: input.endsOn },
      { frequency: t.rentFrequency, dueDay: t.dueDay },
      jurisdiction,
    );
    if (!checked.ok) throw fieldError("endsOn", checked.message);
    return checked.value.endsOn;
  }
  const endsOn = input.endsOn!;
  if (endsOn <= input.givenOn)
    throw fieldError("endsOn", "The end date must be after the day the notice was given");
  return endsOn;
}

/**
 * Gives (tenant) or records (staff, either side's) a notice on an active tenancy, in one transaction
 * with its audit entry; the tenancy's last day becomes the notice's end.
 */
export async function giveNotice(db: Db, user: Caller, actor: Actor, tenancyId: string, input: Input) {
  return db.transaction(async (tx) => {
    const { t, jurisdiction } = await findTenancy(tx, user, tenancyId, { lock: true });
    await assertMayGiveNotice(tx, user, t, input);
    const endsOn = noticeEnd(input, t, jurisdiction);
    const [row] = await tx
      .insert(tenancyNotices)
      .values({
        tenancyId: t.id,
        givenBy: input.givenBy,
        givenOn: input.givenOn,
        endsOn,
        method: input.method,
        ground: input.givenBy === "landlord" ? (input.ground ?? null) : null,
        noticePeriod: input.givenBy === "landlord" ? (input.noticePeriod ?? null) : null,
        note: input.note ?? null,
        createdBy: user.id,
      })
      .returning();
    await tx.update(tenancies).set({ endDate: endsOn, updatedAt: new Date() }).where(eq(tenancies.id, t.id));
    await audit(tx, actor, {
      action: "notice_given",
      entity: "tenancy",
      entityId: t.id,
      details: { noticeId: row!.id, givenBy: input.givenBy, givenOn: input.givenOn, endsOn },
    });
    return row!;
  });
}

/** Withdraws the open notice (staff: a tenant's notice ends only if the landlord lets it go). */
export async function withdrawNotice(
  db: Db,
  user: Caller,
  actor: Actor,
  tenancyId: string,
  noticeId: string,
) {
  if (!isUuid(noticeId)) throw notFound("Notice not found");
  await db.transaction(async (tx) => {
    const { t } = await findTenancy(tx, user, tenancyId, { write: true, lock: true });
    const [n] = await tx
      .select()
      .from(tenancyNotices)
      .where(and(eq(tenancyNotices.id, noticeId), eq(tenancyNotices.tenancyId, t.id)));
    if (!n) throw notFound("Notice not found");
    if (n.status !== "given") throw new AppError("notice_withdrawn", "This notice was already withdrawn.");
    if (t.status !== "active")
      throw new AppError("tenancy_not_active", "The tenancy has ended: its notice stays on record.");
    await tx.update(tenancyNotices).set({ status: "withdrawn" }).where(eq(tenancyNotices.id, n.id));
    await tx.update(tenancies).set({ endDate: null, updatedAt: new Date() }).where(eq(tenancies.id, t.id));
    await audit(tx, actor, {
      action: "notice_withdrawn",
      entity: "tenancy",
      entityId: t.id,
      details: { noticeId: n.id, givenBy: n.givenBy, endsOn: n.endsOn },
    });
  });
}
