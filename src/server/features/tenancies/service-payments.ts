/**
 * Payments on tenancies: staff record them, tenants report them (pending until staff confirm),
 * staff confirm, fail or refund them; the payments queue. Each change writes its audit entry in
 * its own transaction, with the tenancy row locked.
 */
import { createHash } from "node:crypto";
import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
import type {
  Payment,
  PaymentStatus,
  paymentActionSchema,
  paymentListQuerySchema,
  paymentRecordSchema,
  paymentReportSchema,
  Tenancy,
} from "@shared/schemas/tenancies";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { paginate } from "../../db/paginate";
import { payments, properties, tenancies, users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { findTenancy, isStaff, isUuid, readCondition, tenantUser } from "./access";
import { getTenancy } from "./service-tenancies";
import { checkRentInAdvanceFor } from "./service-terms";

type PaymentRow = typeof payments.$inferSelect;

const creator = alias(users, "payment_creator");
const recorder = alias(users, "payment_recorder");

/** Payments with who created and who recorded them, newest paid first. */
export async function loadPayments(db: Db, where: SQL): Promise<Payment[]> {
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
    method: p.method,
    reference: p.reference,
    status: p.status,
    note: p.note,
    createdBy: ref(createdBy),
    recordedBy: ref(recordedBy),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

async function getPayment(db: Db, id: string): Promise<Payment> {
  const [p] = await loadPayments(db, eq(payments.id, id));
  if (!p) throw notFound("Payment not found");
  return p;
}

/** What a payment change answers: the payment and its tenancy's new balance. */
export interface PaymentReply {
  payment: Payment;
  tenancy: Tenancy;
  /** True when an Idempotency-Key retry returned the first payment and wrote nothing. */
  replayed: boolean;
}

async function reply(db: Db, user: Caller, tenancyId: string, paymentId: string, replayed: boolean) {
  return {
    payment: await getPayment(db, paymentId),
    tenancy: await getTenancy(db, user, tenancyId),
    replayed,
  };
}

// ---- Adding ------------------------------------------------------------------------------------

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
 * The tenant reports a payment they made: pending until staff confirm it; audited as
 * "payment_report". See `addPayment` for the Idempotency-Key.
 */
export const reportPayment = (
  db: Db,
  user: Caller,
  actor: Actor,
  tenancyId: string,
  input: z.output<typeof paymentReportSchema>,
  idempotencyKey: string | null,
) =>
  addPayment(db, user, actor, tenancyId, { ...input, status: "pending" }, idempotencyKey, (p) => ({
    action: "payment_report",
    details: { tenancyId, amount: p.amount, reference: p.reference },
  }));

/** Staff record a payment received; audited as "payment_record". */
export const recordPayment = (
  db: Db,
  user: Caller,
  actor: Actor,
  tenancyId: string,
  input: z.output<typeof paymentRecordSchema>,
  idempotencyKey: string | null,
) =>
  addPayment(db, user, actor, tenancyId, input, idempotencyKey, (p) => ({
    action: "payment_record",
    details: { tenancyId, amount: p.amount, status: p.status, method: p.method },
  }));

/**
 * Adds a payment to a tenancy the caller may read (tenant: report, always pending) or write
 * (staff: record), with its audit entry, in one transaction. With an idempotency key the first
 * payment made under it is returned on a retry and nothing new is written (no audit entry
 * either); the same key with a different body is refused (409).
 */
async function addPayment(
  db: Db,
  user: Caller,
  actor: Actor,
  tenancyId: string,
  input: NewPayment,
  idempotencyKey: string | null,
  entry: (p: PaymentRow) => { action: string; details: Record<string, unknown> },
): Promise<PaymentReply> {
  const result = await db.transaction(async (tx) => {
    const r = await insertPayment(tx, user, tenancyId, input, idempotencyKey);
    if (!r.replayed) {
      await audit(tx, actor, { ...entry(r.payment), entity: "payment", entityId: r.payment.id });
    }
    return r;
  });
  return reply(db, user, tenancyId, result.payment.id, result.replayed);
}

async function insertPayment(
  tx: Db,
  user: Caller,
  tenancyId: string,
  input: NewPayment,
  idempotencyKey: string | null,
): Promise<{ payment: PaymentRow; replayed: boolean }> {
  const { t, jurisdiction } = await findTenancy(tx, user, tenancyId, {
    write: input.status !== "pending" || isStaff(user),
    lock: true,
  });
  if (t.status === "draft") {
    throw new AppError("tenancy_not_active", "Payments can be added once the tenancy is active.");
  }
  const requestHash = idempotencyKey ? fingerprint(tenancyId, input) : null;
  if (idempotencyKey) {
    const existing = await findByKey(tx, user.id, idempotencyKey);
    if (existing) return replay(existing, requestHash!);
  }
  await checkRentInAdvanceFor(tx, t, jurisdiction, input);
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
  if (inserted) return { payment: inserted, replayed: false };
  // A concurrent request with the same key won the insert: answer with its payment.
  const existing = idempotencyKey ? await findByKey(tx, user.id, idempotencyKey) : undefined;
  if (!existing) throw new AppError("conflict", "The payment could not be saved. Please try again.");
  return replay(existing, requestHash!);
}

async function findByKey(tx: Db, userId: string, key: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.createdBy, userId), eq(payments.idempotencyKey, key)));
  return row;
}

function replay(existing: PaymentRow, requestHash: string) {
  if (existing.requestHash !== requestHash) {
    throw new AppError(
      "idempotency_key_reused",
      "This Idempotency-Key was already used for a different payment. Use a new key for a new payment.",
    );
  }
  return { payment: existing, replayed: true };
}

// ---- Confirm, fail, refund ---------------------------------------------------------------------

type PaymentAction = z.output<typeof paymentActionSchema>;

const actionRules: Record<PaymentAction["action"], { from: PaymentStatus; to: PaymentStatus; done: string }> =
  {
    confirm: { from: "pending", to: "completed", done: "confirmed" },
    fail: { from: "pending", to: "failed", done: "marked failed" },
    refund: { from: "completed", to: "refunded", done: "refunded" },
  };

/**
 * Confirm or fail a pending payment, refund a completed one (staff of the tenancy, admins), with
 * its "payment_<action>" audit entry.
 */
export async function actOnPayment(
  db: Db,
  user: Caller,
  actor: Actor,
  paymentId: string,
  body: PaymentAction,
): Promise<PaymentReply> {
  const after = await db.transaction(async (tx) => {
    const r = await applyAction(tx, user, paymentId, body);
    await audit(tx, actor, {
      action: `payment_${body.action}`,
      entity: "payment",
      entityId: paymentId,
      details: {
        tenancyId: r.after.tenancyId,
        from: r.before.status,
        to: r.after.status,
        amount: r.after.amount,
      },
    });
    return r.after;
  });
  return reply(db, user, after.tenancyId, paymentId, false);
}

async function applyAction(tx: Db, user: Caller, paymentId: string, body: PaymentAction) {
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
    if (err instanceof AppError && err.code === "not_found") throw notFound("Payment not found");
    throw err;
  }
  const [before] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  const rule = actionRules[body.action];
  if (before!.status !== rule.from) {
    throw new AppError(
      "invalid_transition",
      `Only a ${rule.from} payment can be ${rule.done}; this one is ${before!.status}.`,
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

// ---- The queue ---------------------------------------------------------------------------------

/**
 * Payments on the tenancies the user may read, pending first (the ones waiting for someone),
 * then newest; optionally of one status.
 */
export async function listPayments(db: Db, user: Caller, q: z.output<typeof paymentListQuerySchema>) {
  const where = and(readCondition(user), q.status ? eq(payments.status, q.status) : undefined);
  const scoped = db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(tenancies, eq(tenancies.id, payments.tenancyId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .where(where);
  const total = db
    .select({ total: sql<number>`count(*)::int` })
    .from(scoped.as("scoped"))
    .then(([row]) => Number(row?.total ?? 0));
  const rows = db
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
      desc(payments.id),
    );
  const page = await paginate(q, rows.$dynamic(), total, (r) => r);
  const details = page.items.length
    ? await loadPayments(
        db,
        inArray(
          payments.id,
          page.items.map((p) => p.id),
        ),
      )
    : [];
  const byId = new Map(details.map((p) => [p.id, p]));
  return {
    total: page.total,
    items: page.items.map((p) => ({
      ...byId.get(p.id)!,
      tenancy: { id: p.tenancyId, propertyTitle: p.propertyTitle, tenantName: p.tenantName },
    })),
  };
}
