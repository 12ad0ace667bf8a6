import { createHash } from "node:crypto";
import {
  chargesUntil,
  type IsoDate,
  type LedgerSummary,
  nextCharge,
  summarise,
  type TenancyTerms,
} from "@shared/ledger";
import type { Role } from "@shared/permissions";
import type {
  Ledger,
  LedgerEntry,
  LedgerSummaryDto,
  Payment,
  PaymentMethod,
  PaymentStatus,
  paymentActionSchema,
  paymentListQuerySchema,
  paymentRecordSchema,
  paymentReportSchema,
  Tenancy,
  TenancyStatus,
  tenancyInputSchema,
  tenancyQuerySchema,
  tenancyStatusChangeSchema,
} from "@shared/schemas/tenancies";
import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { invitations, payments, properties, tenancies, users } from "../../db/schema";
import { ApiError, notFound } from "../../lib/errors";
import { createInvitation, markInvitationUsed } from "../auth/invitations";
import { manageCondition } from "../properties/service";

export interface Actor {
  id: string;
  role: Role;
}

type TenancyRow = typeof tenancies.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

/** Today's calendar date in UTC, the date the ledger is worked out for. */
export const todayIso = (): IsoDate => new Date().toISOString().slice(0, 10);

// ---- Who sees what -----------------------------------------------------------------------------

/**
 * Properties a tenant may read: those of their own tenancies (any status). For the properties
 * read path: `or(manageCondition(user), tenantPropertyCondition(user.id))`.
 */
export function tenantPropertyCondition(userId: string): SQL {
  return sql`${properties.id} in (select ${tenancies.propertyId} from ${tenancies} where ${tenancies.tenantId} = ${userId})`;
}

export async function tenantPropertyIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: tenancies.propertyId })
    .from(tenancies)
    .where(eq(tenancies.tenantId, userId));
  return rows.map((r) => r.id);
}

/**
 * Tenancies a user may read (on a query joining properties): the landlord or agent of the
 * property, the tenant, admins all.
 */
export function readCondition(user: Actor): SQL | undefined {
  if (user.role === "tenant") return eq(tenancies.tenantId, user.id);
  return manageCondition(user);
}

/** Tenancies a user may change: staff of the property and admins; never the tenant. */
export function writeCondition(user: Actor): SQL | undefined {
  if (user.role === "tenant") return sql`false`;
  return manageCondition(user);
}

export const isStaff = (user: Actor) => user.role !== "tenant";

// ---- Ledger ------------------------------------------------------------------------------------

export function termsOf(
  t: Pick<TenancyRow, "startDate" | "endDate" | "rentAmount" | "rentFrequency" | "dueDay">,
) {
  return {
    startDate: t.startDate,
    endDate: t.endDate,
    rentMinor: t.rentAmount,
    frequency: t.rentFrequency as TenancyTerms["frequency"],
    dueDay: t.dueDay,
  } satisfies TenancyTerms;
}

/**
 * Ledger rules (on top of the pure module in src/shared/ledger, which states the charge rules):
 * - Draft tenancies owe nothing: charges accrue only once a tenancy is active (or has ended),
 *   from its start date up to today, and never past its end date.
 * - Only completed payments reduce the balance; pending ones (tenant reports) are shown apart
 *   until staff confirm them; failed and refunded payments count for nothing.
 */
function chargesFor(t: TenancyRow, asOf: IsoDate) {
  if (t.status === "draft") return [];
  return chargesUntil(termsOf(t), asOf);
}

function summaryOf(
  t: TenancyRow,
  completedMinor: number,
  pendingMinor: number,
  asOf: IsoDate,
): LedgerSummaryDto {
  const s: LedgerSummary = summarise(chargesFor(t, asOf), completedMinor ? [completedMinor] : [], asOf);
  const next = t.status === "active" ? nextCharge(termsOf(t), asOf) : null;
  return {
    ...s,
    pendingMinor,
    nextDue: next ? { dueDate: next.dueDate, amountMinor: next.amountMinor } : null,
    asOf,
  };
}

async function paymentTotals(db: Db, ids: string[]) {
  const totals = new Map<string, { completed: number; pending: number }>();
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

// ---- Reading tenancies -------------------------------------------------------------------------

const tenantUser = alias(users, "tenant_user");

const tenancyColumns = {
  t: tenancies,
  property: {
    id: properties.id,
    title: properties.title,
    addressLine1: properties.addressLine1,
    city: properties.city,
    postcode: properties.postcode,
    landlordId: properties.landlordId,
    agentId: properties.agentId,
  },
  tenant: { id: tenantUser.id, name: tenantUser.name, email: tenantUser.email },
  inviteExpiresAt: invitations.expiresAt,
};

type JoinedRow = {
  t: TenancyRow;
  property: Tenancy["property"];
  tenant: { id: string | null; name: string | null; email: string | null } | null;
  inviteExpiresAt: Date | null;
};

function selectTenancies(db: Db, where: SQL | undefined) {
  return db
    .select(tenancyColumns)
    .from(tenancies)
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .leftJoin(tenantUser, eq(tenantUser.id, tenancies.tenantId))
    .leftJoin(invitations, eq(invitations.id, tenancies.invitationId))
    .where(where);
}

function toTenancy(
  r: JoinedRow,
  totals: { completed: number; pending: number } | undefined,
  asOf: IsoDate,
): Tenancy {
  const t = r.t;
  return {
    id: t.id,
    status: t.status as TenancyStatus,
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
    rentFrequency: t.rentFrequency as Tenancy["rentFrequency"],
    dueDay: t.dueDay,
    depositAmount: t.depositAmount,
    depositScheme: t.depositScheme as Tenancy["depositScheme"],
    depositReference: t.depositReference,
    activatedAt: t.activatedAt?.toISOString() ?? null,
    endedAt: t.endedAt?.toISOString() ?? null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    summary: summaryOf(t, totals?.completed ?? 0, totals?.pending ?? 0, asOf),
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

export async function listTenancies(db: Db, user: Actor, q: z.output<typeof tenancyQuerySchema>) {
  const filters: (SQL | undefined)[] = [readCondition(user)];
  if (q.status) filters.push(eq(tenancies.status, q.status));
  if (q.propertyId) filters.push(eq(tenancies.propertyId, q.propertyId));
  if (q.q) {
    const p = `%${escapeLike(q.q)}%`;
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
  const rows = await selectTenancies(db, and(...filters))
    .orderBy(
      sql`case ${tenancies.status} when 'active' then 0 when 'draft' then 1 else 2 end`,
      desc(tenancies.startDate),
      desc(tenancies.id),
    )
    .limit(500);
  const totals = await paymentTotals(
    db,
    rows.map((r) => r.t.id),
  );
  const asOf = todayIso();
  return rows.map((r) => toTenancy(r, totals.get(r.t.id), asOf));
}

/** The tenancy if the user may read it (or write it, with `write`), else 404. */
export async function findTenancy(
  db: Db,
  user: Actor,
  id: string,
  opts: { write?: boolean; lock?: boolean } = {},
) {
  if (!isUuid(id)) throw notFound("Tenancy not found");
  const query = selectTenancies(
    db,
    and(eq(tenancies.id, id), opts.write ? writeCondition(user) : readCondition(user)),
  );
  const [row] = opts.lock ? await query.for("update", { of: tenancies }) : await query;
  if (!row) {
    // Staff-only actions by the tenant of the tenancy are a 403, not a 404: they can see it.
    if (opts.write && user.role === "tenant") {
      const [own] = await db
        .select({ id: tenancies.id })
        .from(tenancies)
        .where(and(eq(tenancies.id, id), eq(tenancies.tenantId, user.id)));
      if (own)
        throw new ApiError(403, "forbidden", "Only the landlord, agent or an administrator can do this.");
    }
    throw notFound("Tenancy not found");
  }
  return row as JoinedRow;
}

export async function getTenancy(db: Db, user: Actor, id: string): Promise<Tenancy> {
  const row = await findTenancy(db, user, id);
  const totals = await paymentTotals(db, [row.t.id]);
  return toTenancy(row, totals.get(row.t.id), todayIso());
}

// ---- Writing tenancies -------------------------------------------------------------------------

const fieldError = (field: string, message: string) =>
  new ApiError(400, "validation_error", `Invalid input. ${field}: ${message}`, { [field]: message });

export async function createTenancy(tx: Db, user: Actor, input: z.output<typeof tenancyInputSchema>) {
  const [property] = await tx
    .select({ id: properties.id, currency: properties.currency, status: properties.status })
    .from(properties)
    .where(and(eq(properties.id, input.propertyId), writeCondition(user)));
  if (!property) throw notFound("Property not found");
  if (property.status === "archived") {
    throw fieldError("propertyId", "This property is archived. Restore it before letting it.");
  }
  const [tenant] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.tenantEmail}`);
  let invite: { token: string; invitationId: string } | null = null;
  if (tenant && tenant.role !== "tenant") {
    throw fieldError(
      "tenantEmail",
      "This e-mail belongs to an account that is not a tenant account. Use the tenant's own e-mail.",
    );
  }
  if (!tenant) {
    if (!input.invite) {
      throw fieldError(
        "tenantEmail",
        "No tenant account uses this e-mail address. Tick the invitation box to e-mail them an invitation.",
      );
    }
    const created = await createInvitation(tx, {
      email: input.tenantEmail,
      role: "tenant",
      invitedBy: user.id,
    });
    invite = { token: created.token, invitationId: created.invitation.id };
  }
  const [row] = await tx
    .insert(tenancies)
    .values({
      propertyId: property.id,
      tenantId: tenant?.id ?? null,
      invitationId: invite?.invitationId ?? null,
      inviteEmail: invite ? input.tenantEmail : null,
      status: "draft",
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      rentAmount: input.rentAmount,
      currency: property.currency,
      rentFrequency: input.rentFrequency,
      dueDay: input.dueDay,
      depositAmount: input.depositAmount ?? null,
      depositScheme: input.depositScheme ?? null,
      depositReference: input.depositReference ?? null,
      createdBy: user.id,
    })
    .returning();
  return { row: row!, inviteToken: invite?.token ?? null };
}

/**
 * A tenant signing up with the invitation a tenancy sent becomes that tenancy's tenant (every
 * tenancy still waiting on that invitation). The token proved they received the e-mail.
 */
export async function linkInvitedTenancies(db: Db, invitationId: string, userId: string) {
  const linked = await db
    .update(tenancies)
    .set({ tenantId: userId, updatedAt: new Date() })
    .where(and(eq(tenancies.invitationId, invitationId), isNull(tenancies.tenantId)))
    .returning({ id: tenancies.id });
  return linked.map((r) => r.id);
}

/**
 * For a tenancy still waiting on its invited tenant: if they have since made a tenant account
 * with that e-mail, link it now (as creating the tenancy would have); otherwise replace the
 * invitation with a fresh one (a new 14-day link) for the caller to e-mail.
 */
export async function renewInvitation(tx: Db, user: Actor, id: string) {
  const { t } = await findTenancy(tx, user, id, { write: true, lock: true });
  if (t.tenantId || !t.inviteEmail) {
    throw new ApiError(409, "tenant_joined", "The tenant has already joined this tenancy.");
  }
  const [account] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${t.inviteEmail}`);
  if (account && account.role !== "tenant") {
    throw new ApiError(
      409,
      "not_a_tenant_account",
      "This e-mail now belongs to an account that is not a tenant account. Create a new tenancy with the tenant's own e-mail.",
    );
  }
  if (account) {
    await tx
      .update(tenancies)
      .set({ tenantId: account.id, updatedAt: new Date() })
      .where(eq(tenancies.id, id));
    return { linked: true as const, email: t.inviteEmail, tenantId: account.id };
  }
  // The old link stops working: only the newest invitation links the tenancy.
  if (t.invitationId) await markInvitationUsed(tx, t.invitationId);
  const created = await createInvitation(tx, { email: t.inviteEmail, role: "tenant", invitedBy: user.id });
  await tx
    .update(tenancies)
    .set({ invitationId: created.invitation.id, updatedAt: new Date() })
    .where(eq(tenancies.id, id));
  return { linked: false as const, email: t.inviteEmail, token: created.token };
}

/** Postgres unique violation of the one-active-tenancy index (drizzle may wrap the driver error). */
export function isActiveTenancyConflict(err: unknown): boolean {
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

export const activeConflict = () =>
  new ApiError(
    409,
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
  tx: Db,
  user: Actor,
  id: string,
  change: z.output<typeof tenancyStatusChangeSchema>,
) {
  const { t: before } = await findTenancy(tx, user, id, { write: true, lock: true });
  const from = before.status as TenancyStatus;
  if (!transitions[from].includes(change.status)) {
    throw new ApiError(409, "invalid_transition", `A ${from} tenancy can't become ${change.status}.`);
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
      const today = todayIso();
      endDate ??= before.endDate && before.endDate < today ? before.endDate : today;
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
  if (change.status === "active") {
    await tx
      .update(properties)
      .set({ status: "let", updatedAt: now })
      .where(eq(properties.id, before.propertyId));
  } else if (from === "active") {
    await tx
      .update(properties)
      .set({ status: "available", updatedAt: now })
      .where(and(eq(properties.id, before.propertyId), eq(properties.status, "let")));
  }
  return { before, after: after! };
}

// ---- Payments ----------------------------------------------------------------------------------

const creator = alias(users, "payment_creator");
const recorder = alias(users, "payment_recorder");

async function loadPayments(db: Db, where: SQL): Promise<Payment[]> {
  const rows = await db
    .select({
      p: payments,
      createdBy: { id: creator.id, name: creator.name, email: creator.email },
      recordedBy: { id: recorder.id, name: recorder.name, email: recorder.email },
    })
    .from(payments)
    .leftJoin(creator, eq(creator.id, payments.createdBy))
    .leftJoin(recorder, eq(recorder.id, payments.recordedBy))
    .where(where)
    .orderBy(desc(payments.paidOn), desc(payments.createdAt));
  return rows.map((r) => toPayment(r.p, r.createdBy, r.recordedBy));
}

type PersonRef = { id: string | null; name: string | null; email: string | null } | null;
const ref = (p: PersonRef) => (p?.id ? { id: p.id, name: p.name ?? "", email: p.email ?? "" } : null);

function toPayment(p: PaymentRow, createdBy: PersonRef, recordedBy: PersonRef): Payment {
  return {
    id: p.id,
    tenancyId: p.tenancyId,
    amount: p.amount,
    currency: p.currency,
    paidOn: p.paidOn,
    method: p.method as PaymentMethod,
    reference: p.reference,
    status: p.status as PaymentStatus,
    note: p.note,
    createdBy: ref(createdBy),
    recordedBy: ref(recordedBy),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

export async function getPayment(db: Db, id: string): Promise<Payment> {
  const [p] = await loadPayments(db, eq(payments.id, id));
  if (!p) throw notFound("Payment not found");
  return p;
}

type NewPayment =
  | z.output<typeof paymentRecordSchema>
  | (z.output<typeof paymentReportSchema> & { status: "pending" });

const fingerprint = (tenancyId: string, input: NewPayment) =>
  createHash("sha256")
    .update(
      JSON.stringify([
        tenancyId,
        input.amount,
        input.paidOn,
        input.method,
        input.reference ?? null,
        input.status,
        input.note ?? null,
      ]),
    )
    .digest("hex");

/**
 * Adds a payment to a tenancy the caller may read (tenant: report, always pending) or write
 * (staff: record). With an idempotency key the first payment made under it is returned on a
 * retry and nothing new is written; the same key with a different body is refused (409).
 * Runs inside the caller's transaction, with the tenancy row locked.
 */
export async function addPayment(
  tx: Db,
  user: Actor,
  tenancyId: string,
  input: NewPayment,
  idempotencyKey: string | null,
): Promise<{ payment: PaymentRow; replayed: boolean; tenancy: TenancyRow }> {
  const { t } = await findTenancy(tx, user, tenancyId, {
    write: input.status !== "pending" || isStaff(user),
    lock: true,
  });
  if (t.status === "draft") {
    throw new ApiError(409, "tenancy_not_active", "Payments can be added once the tenancy is active.");
  }
  const requestHash = idempotencyKey ? fingerprint(tenancyId, input) : null;
  if (idempotencyKey) {
    const existing = await findByKey(tx, user.id, idempotencyKey);
    if (existing) return replay(existing, requestHash!, t);
  }
  const [inserted] = await tx
    .insert(payments)
    .values({
      tenancyId,
      amount: input.amount,
      currency: t.currency,
      paidOn: input.paidOn,
      method: input.method,
      reference: input.reference ?? null,
      status: input.status,
      note: input.note ?? null,
      createdBy: user.id,
      recordedBy: isStaff(user) ? user.id : null,
      idempotencyKey,
      requestHash,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { payment: inserted, replayed: false, tenancy: t };
  // A concurrent request with the same key won the insert: answer with its payment.
  const existing = idempotencyKey ? await findByKey(tx, user.id, idempotencyKey) : undefined;
  if (!existing) throw new ApiError(409, "conflict", "The payment could not be saved. Please try again.");
  return replay(existing, requestHash!, t);
}

async function findByKey(tx: Db, userId: string, key: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.createdBy, userId), eq(payments.idempotencyKey, key)));
  return row;
}

function replay(existing: PaymentRow, requestHash: string, t: TenancyRow) {
  if (existing.requestHash !== requestHash) {
    throw new ApiError(
      409,
      "idempotency_key_reused",
      "This Idempotency-Key was already used for a different payment. Use a new key for a new payment.",
    );
  }
  return { payment: existing, replayed: true, tenancy: t };
}

const actionRules: Record<
  z.output<typeof paymentActionSchema>["action"],
  { from: PaymentStatus; to: PaymentStatus }
> = {
  confirm: { from: "pending", to: "completed" },
  fail: { from: "pending", to: "failed" },
  refund: { from: "completed", to: "refunded" },
};

/** Confirm or fail a pending payment, refund a completed one (staff of the tenancy, admins). */
export async function actOnPayment(
  tx: Db,
  user: Actor,
  paymentId: string,
  body: z.output<typeof paymentActionSchema>,
) {
  if (!isUuid(paymentId)) throw notFound("Payment not found");
  const [found] = await tx
    .select({ tenancyId: payments.tenancyId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!found) throw notFound("Payment not found");
  // Lock the tenancy first (as adding a payment does), then the payment.
  try {
    await findTenancy(tx, user, found.tenancyId, { write: true, lock: true });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw notFound("Payment not found");
    throw err;
  }
  const [before] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  const rule = actionRules[body.action];
  if (before!.status !== rule.from) {
    throw new ApiError(
      409,
      "invalid_transition",
      `Only a ${rule.from} payment can be ${body.action === "confirm" ? "confirmed" : body.action === "fail" ? "marked failed" : "refunded"}; this one is ${before!.status}.`,
    );
  }
  const note = body.note ? (before!.note ? `${before!.note}\n${body.note}` : body.note) : before!.note;
  const [after] = await tx
    .update(payments)
    .set({ status: rule.to, recordedBy: user.id, note, updatedAt: new Date() })
    .where(eq(payments.id, paymentId))
    .returning();
  return { before: before!, after: after! };
}

/**
 * Payments on the tenancies the user may read, pending first (the ones waiting for someone),
 * then newest; optionally of one status.
 */
export async function listPayments(db: Db, user: Actor, q: z.output<typeof paymentListQuerySchema>) {
  const where = and(readCondition(user), q.status ? eq(payments.status, q.status) : undefined);
  const base = db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(tenancies, eq(tenancies.id, payments.tenancyId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .where(where);
  const [{ total } = { total: 0 }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(base.as("scoped"));
  const page = await db
    .select({
      id: payments.id,
      tenancyId: tenancies.id,
      propertyTitle: properties.title,
      tenantName: sql<string | null>`coalesce(${tenantUser.name}, ${tenancies.inviteEmail})`,
    })
    .from(payments)
    .innerJoin(tenancies, eq(tenancies.id, payments.tenancyId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .leftJoin(tenantUser, eq(tenantUser.id, tenancies.tenantId))
    .where(where)
    .orderBy(
      sql`case ${payments.status} when 'pending' then 0 else 1 end`,
      desc(payments.paidOn),
      desc(payments.createdAt),
    )
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  const details = page.length
    ? await loadPayments(
        db,
        inArray(
          payments.id,
          page.map((p) => p.id),
        ),
      )
    : [];
  const byId = new Map(details.map((p) => [p.id, p]));
  return {
    total: Number(total),
    items: page.map((p) => ({
      ...byId.get(p.id)!,
      tenancy: { id: p.tenancyId, propertyTitle: p.propertyTitle, tenantName: p.tenantName },
    })),
  };
}

// ---- Ledger ------------------------------------------------------------------------------------

export async function getLedger(db: Db, user: Actor, id: string): Promise<Ledger> {
  const { t } = await findTenancy(db, user, id);
  const asOf = todayIso();
  const list = await loadPayments(db, eq(payments.tenancyId, t.id));
  const completed = list.filter((p) => p.status === "completed");
  const charges = chargesFor(t, asOf);
  type Line = Omit<LedgerEntry, "balanceMinor"> & { order: number };
  const lines: Line[] = [
    ...charges.map((c) => ({
      date: c.dueDate,
      type: "charge" as const,
      description: `Rent ${c.periodStart} to ${c.periodEnd}${c.prorated ? " (pro rata)" : ""}`,
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
      completed.reduce((s, p) => s + p.amount, 0),
      pending,
      asOf,
    ),
  };
}

// ---- CSV ---------------------------------------------------------------------------------------

const csvCell = (v: string | number | null) => {
  const s = v === null ? "" : String(v);
  // Quote always; neutralise spreadsheet formulas in free text.
  const safe = /^[=+\-@\t\r]/.test(s) && typeof v === "string" ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
};
export const toCsv = (rows: (string | number | null)[][]) =>
  `${rows.map((r) => r.map(csvCell).join(",")).join("\r\n")}\r\n`;
const pounds = (minor: number) => (minor / 100).toFixed(2);

export function ledgerCsv(ledger: Ledger): string {
  return toCsv([
    [
      "Date",
      "Type",
      "Description",
      `Charge (${ledger.currency})`,
      `Payment (${ledger.currency})`,
      `Balance (${ledger.currency})`,
    ],
    ...ledger.entries.map((e) => [
      e.date,
      e.type,
      e.description,
      e.debitMinor ? pounds(e.debitMinor) : "",
      e.creditMinor ? pounds(e.creditMinor) : "",
      pounds(e.balanceMinor),
    ]),
  ]);
}

/** Payments (any status) on the tenancies the user may read, paid between two dates inclusive. */
export async function paymentsCsv(db: Db, user: Actor, from: IsoDate, to: IsoDate): Promise<string> {
  const rows = await db
    .select({
      p: payments,
      propertyTitle: properties.title,
      tenantName: sql<string>`coalesce(${tenantUser.name}, ${tenancies.inviteEmail})`,
    })
    .from(payments)
    .innerJoin(tenancies, eq(tenancies.id, payments.tenancyId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .leftJoin(tenantUser, eq(tenantUser.id, tenancies.tenantId))
    .where(and(readCondition(user), sql`${payments.paidOn} between ${from} and ${to}`))
    .orderBy(payments.paidOn, payments.createdAt)
    .limit(50_000);
  return toCsv([
    [
      "Paid on",
      "Property",
      "Tenant",
      "Amount",
      "Currency",
      "Method",
      "Reference",
      "Status",
      "Payment id",
      "Tenancy id",
    ],
    ...rows.map((r) => [
      r.p.paidOn,
      r.propertyTitle,
      r.tenantName,
      pounds(r.p.amount),
      r.p.currency,
      r.p.method,
      r.p.reference,
      r.p.status,
      r.p.id,
      r.p.tenancyId,
    ]),
  ]);
}
