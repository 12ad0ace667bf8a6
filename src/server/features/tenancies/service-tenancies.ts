/**
 * Tenancies: the list and one tenancy with their balances, creating a draft (which e-mails the
 * tenant an invitation), sending the invitation again, and the status transitions. Each change
 * writes its audit entry in its own transaction.
 */
import { today } from "@shared/dates";
import { AppError } from "@shared/errors";
import type { IsoDate, RentScheduleEntry } from "@shared/ledger";
import type { Caller } from "@shared/schemas/auth";
import type {
  Tenancy,
  TenancyStatus,
  tenancyInputSchema,
  tenancyQuerySchema,
  tenancyStatusChangeSchema,
} from "@shared/schemas/tenancies";
import type { TenancyNotice } from "@shared/schemas/tenancy-terms";
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { likeEscape } from "../../db/paginate";
import { payments, properties, tenancies } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { createInvitation, markInvitationUsed } from "../auth";
import { listingsChanged, markHomeAvailableAfterLet, markHomeLet } from "../properties";
import {
  findTenancy,
  type JoinedRow,
  readCondition,
  selectTenancies,
  type TenancyRow,
  tenantUser,
  writeCondition,
} from "./access";
import { sendTenancyInvitation } from "./invitation-mail";
import { summaryOf } from "./ledger";
import { checkAgreedDeposit } from "./service-deposits";
import { openNotices } from "./service-notices";
import { applyDueRentIncreases } from "./service-rent-apply";
import { loadRentSchedules, setInitialRent } from "./service-rents";
import { checkTermsLaw, lawOf } from "./service-terms";

type Totals = { completed: number; pending: number };

/** Completed and pending payment sums per tenancy. */
async function paymentTotals(db: Db, ids: string[]) {
  const totals = new Map<string, Totals>();
  if (!ids.length) return totals;
  const rows = await db
    .select({
      tenancyId: payments.tenancyId,
      completed: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'completed'), 0)::int`,
      pending: sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'pending'), 0)::int`,
    })
    .from(payments)
    .where(inArray(payments.tenancyId, ids))
    .groupBy(payments.tenancyId);
  for (const r of rows)
    totals.set(r.tenancyId, { completed: Number(r.completed), pending: Number(r.pending) });
  return totals;
}

function toTenancy(
  r: JoinedRow,
  notice: TenancyNotice | undefined,
  schedule: RentScheduleEntry[] | undefined,
  totals: Totals | undefined,
  asOf: IsoDate,
): Tenancy {
  const t = r.t;
  return {
    id: t.id,
    status: t.status,
    property: r.property,
    tenant: r.tenant?.id ? { id: r.tenant.id, name: r.tenant.name ?? "", email: r.tenant.email ?? "" } : null,
    invitation:
      !t.tenantId && t.inviteEmail
        ? { email: t.inviteEmail, expiresAt: r.inviteExpiresAt?.toISOString() ?? null }
        : null,
    startDate: t.startDate,
    endDate: t.endDate,
    rentAmount: t.rentAmount,
    currency: t.currency,
    rentFrequency: t.rentFrequency,
    dueDay: t.dueDay,
    depositAmount: t.depositAmount,
    activatedAt: t.activatedAt?.toISOString() ?? null,
    endedAt: t.endedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    summary: summaryOf(t, schedule ?? [], totals?.completed ?? 0, totals?.pending ?? 0, asOf),
    law: lawOf(t, r.jurisdiction, notice ?? null),
  };
}

// ---- Reading -----------------------------------------------------------------------------------

export async function listTenancies(db: Db, user: Caller, q: z.output<typeof tenancyQuerySchema>) {
  const filters: (SQL | undefined)[] = [readCondition(user)];
  if (q.status) filters.push(eq(tenancies.status, q.status));
  if (q.propertyId) filters.push(eq(tenancies.propertyId, q.propertyId));
  if (q.q) {
    const p = `%${likeEscape(q.q)}%`;
    filters.push(
      or(
        ilike(properties.title, p),
        ilike(properties.postcode, p),
        ilike(tenantUser.name, p),
        ilike(tenantUser.email, p),
        ilike(tenancies.inviteEmail, p),
      ),
    );
  }
  const select = () =>
    selectTenancies(db, and(...filters))
      .orderBy(
        sql`case ${tenancies.status} when 'active' then 0 when 'draft' then 1 else 2 end`,
        desc(tenancies.startDate),
        desc(tenancies.id),
      )
      .limit(500);
  let rows = await select();
  let ids = rows.map((r) => r.t.id);
  // Rent increases due by today are applied first, so the list never shows a stale rent.
  if (await applyDueRentIncreases(db, { tenancyIds: ids })) {
    rows = await select();
    ids = rows.map((r) => r.t.id);
  }
  const [totals, schedules, notices] = await Promise.all([
    paymentTotals(db, ids),
    loadRentSchedules(db, ids),
    openNotices(db, ids),
  ]);
  const asOf = today();
  return rows.map((r) =>
    toTenancy(r as JoinedRow, notices.get(r.t.id), schedules.get(r.t.id), totals.get(r.t.id), asOf),
  );
}

/** One tenancy with its balance, if the user may read it (else 404). */
export async function getTenancy(db: Db, user: Caller, id: string): Promise<Tenancy> {
  let row = await findTenancy(db, user, id);
  if (await applyDueRentIncreases(db, { tenancyIds: [row.t.id] })) row = await findTenancy(db, user, id);
  const [totals, schedules, notices] = await Promise.all([
    paymentTotals(db, [row.t.id]),
    loadRentSchedules(db, [row.t.id]),
    openNotices(db, [row.t.id]),
  ]);
  return toTenancy(row, notices.get(row.t.id), schedules.get(row.t.id), totals.get(row.t.id), today());
}

// ---- Creating and inviting ---------------------------------------------------------------------

type MailDeps = Pick<AppDeps, "mailer" | "config"> & { db: Db };
/** The staff member acting (a SessionUser fits): their name signs the invitation e-mail. */
type Inviter = Caller & { name: string };

/**
 * A draft tenancy on a property the caller manages; the tenant is e-mailed an invitation (after
 * the commit). The e-mail is never looked up: the answer must not tell whether it has an account,
 * and the tenancy reaches an account only when its owner accepts (see ./service-invitations.ts).
 */
export async function createTenancy(
  deps: MailDeps,
  user: Inviter,
  actor: Actor,
  input: z.output<typeof tenancyInputSchema>,
): Promise<Tenancy> {
  const { row, token } = await deps.db.transaction(async (tx) => {
    const [property] = await tx
      .select({
        id: properties.id,
        currency: properties.currency,
        status: properties.status,
        jurisdiction: properties.jurisdiction,
      })
      .from(properties)
      .where(and(eq(properties.id, input.propertyId), writeCondition(user)));
    if (!property) throw notFound("Property not found");
    if (property.status === "archived") {
      throw fieldError("propertyId", "This property is archived. Restore it before letting it.");
    }
    checkTermsLaw(input, property.jurisdiction);
    await checkAgreedDeposit(tx, property.id, input);
    const created = await createInvitation(tx, {
      email: input.tenantEmail,
      role: "tenant",
      invitedBy: user.id,
    });
    const [inserted] = await tx
      .insert(tenancies)
      .values({
        propertyId: property.id,
        tenantId: null,
        invitationId: created.invitation.id,
        inviteEmail: input.tenantEmail,
        status: "draft",
        startDate: input.startDate,
        endDate: input.endDate ?? null,
        rentAmount: input.rentAmount,
        currency: property.currency,
        rentFrequency: input.rentFrequency,
        dueDay: input.dueDay,
        depositAmount: input.depositAmount ?? null,
        signedOn: input.signedOn ?? null,
        createdBy: user.id,
      })
      .returning();
    await setInitialRent(tx, inserted!, user.id, "Rent agreed at the start of the tenancy");
    await audit(tx, actor, {
      action: "create",
      entity: "tenancy",
      entityId: inserted!.id,
      details: { propertyId: inserted!.propertyId, tenantEmail: input.tenantEmail, invited: true },
    });
    return { row: inserted!, token: created.token };
  });
  await sendTenancyInvitation(deps, user.name, input.tenantEmail, token);
  return getTenancy(deps.db, user, row.id);
}

/**
 * "Send again" for a tenancy still waiting on its tenant: the old link stops working and a fresh
 * one (14 days) is e-mailed, whether or not the address has an account by now. Nothing is linked
 * here: only the invitee accepting the link joins them to the tenancy.
 */
export async function renewInvitation(deps: MailDeps, user: Inviter, actor: Actor, id: string) {
  const result = await deps.db.transaction(async (tx) => {
    const { t } = await findTenancy(tx, user, id, { write: true, lock: true });
    if (t.tenantId || !t.inviteEmail) {
      throw new AppError("tenant_joined", "The tenant has already joined this tenancy.");
    }
    if (t.status === "ended") {
      throw new AppError("tenancy_ended", "This tenancy has ended: there is nothing to invite them to.");
    }
    if (t.invitationId) await markInvitationUsed(tx, t.invitationId);
    const created = await createInvitation(tx, { email: t.inviteEmail, role: "tenant", invitedBy: user.id });
    await tx
      .update(tenancies)
      .set({ invitationId: created.invitation.id, updatedAt: new Date() })
      .where(eq(tenancies.id, id));
    await audit(tx, actor, {
      action: "invite_tenant",
      entity: "tenancy",
      entityId: id,
      details: { email: t.inviteEmail },
    });
    return { email: t.inviteEmail, token: created.token };
  });
  await sendTenancyInvitation(deps, user.name, result.email, result.token);
  return getTenancy(deps.db, user, id);
}

// ---- Status ------------------------------------------------------------------------------------

/** Postgres unique violation of the one-active-tenancy index (drizzle may wrap the driver error). */
function isActiveTenancyConflict(err: unknown): boolean {
  for (
    let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
  ) {
    if (
      e.code === "23505" &&
      (e.constraint ?? e.message ?? "").includes("tenancies_one_active_per_property")
    ) {
      return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

const activeConflict = () =>
  new AppError(
    "active_tenancy_exists",
    "This property already has an active tenancy. End it before activating another.",
  );

const transitions: Record<TenancyStatus, TenancyStatus[]> = {
  draft: ["active", "ended"],
  active: ["ended"],
  ended: [],
};

/**
 * draft → active sets the property to let; active → ended makes it available again (and fixes
 * the end date: the date given, else the agreed end date if earlier, else today). The partial
 * unique index refuses a second active tenancy even when two activations race.
 */
export async function changeStatus(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  change: z.output<typeof tenancyStatusChangeSchema>,
): Promise<Tenancy> {
  try {
    await db.transaction(async (tx) => {
      const { before, after } = await applyStatus(tx, user, id, change);
      await audit(tx, actor, {
        action: change.status === "active" ? "activate" : "end",
        entity: "tenancy",
        entityId: id,
        details: {
          from: before.status,
          to: after.status,
          propertyId: after.propertyId,
          endDate: after.endDate,
        },
      });
    });
  } catch (err) {
    if (isActiveTenancyConflict(err)) throw activeConflict();
    throw err;
  }
  // The property is now let or available again, which its public listing shows.
  await listingsChanged(db);
  return getTenancy(db, user, id);
}

async function applyStatus(
  tx: Db,
  user: Caller,
  id: string,
  change: z.output<typeof tenancyStatusChangeSchema>,
) {
  const { t: before } = await findTenancy(tx, user, id, { write: true, lock: true });
  const from = before.status;
  if (!transitions[from].includes(change.status)) {
    throw new AppError("invalid_transition", `A ${from} tenancy can't become ${change.status}.`);
  }
  const now = new Date();
  let patch: Partial<TenancyRow>;
  if (change.status === "active") {
    const [other] = await tx
      .select({ id: tenancies.id })
      .from(tenancies)
      .where(and(eq(tenancies.propertyId, before.propertyId), eq(tenancies.status, "active")));
    if (other) throw activeConflict();
    patch = { status: "active", activatedAt: now };
  } else {
    let endDate = change.endDate ?? null;
    if (from === "active") {
      const day = today();
      endDate ??= before.endDate && before.endDate < day ? before.endDate : day;
      if (endDate < before.startDate)
        throw fieldError("endDate", "The end date can't be before the start date");
    }
    patch = { status: "ended", endedAt: now, ...(endDate ? { endDate } : {}) };
  }
  const [after] = await tx
    .update(tenancies)
    .set({ ...patch, updatedAt: now })
    .where(eq(tenancies.id, id))
    .returning();
  if (change.status === "active") await markHomeLet(tx, before.propertyId, now);
  else if (from === "active") await markHomeAvailableAfterLet(tx, before.propertyId, now);
  return { before, after: after! };
}
