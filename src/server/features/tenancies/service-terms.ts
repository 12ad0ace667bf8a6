/**
 * A tenancy's terms under the jurisdiction's rules (src/shared/law): what the law says about it for
 * the tenancy page (`lawOf`), the checks a new or draft tenancy's terms must pass
 * (`checkTermsLaw`), editing a draft's terms (each change audited with who, when and why, and
 * the rent history's first row kept in step), and recording the written statement given.
 */
import { today } from "@shared/dates";
import { AppError } from "@shared/errors";
import {
  checkFixedTerm,
  checkRentInAdvance,
  type Jurisdiction,
  pounds,
  writtenTermsStatus,
} from "@shared/law";
import type { Caller } from "@shared/schemas/auth";
import type {
  TenancyLaw,
  TenancyNotice,
  tenancyTermsPatchSchema,
  writtenTermsInputSchema,
} from "@shared/schemas/tenancy-terms";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { payments, tenancies } from "../../db/schema";
import { fieldError } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { findTenancy, type TenancyRow } from "./access";
import { setInitialRent } from "./service-rents";

/** The day the Renters' Rights Act made English assured tenancies periodic (SI 2026/421). */
const RRA_COMMENCEMENT = "2026-05-01";

export function lawOf(t: TenancyRow, jurisdiction: Jurisdiction, notice: TenancyNotice | null): TenancyLaw {
  const written = writtenTermsStatus(t.startDate, t.statementGivenOn, today(), jurisdiction);
  return {
    jurisdiction,
    periodicSince:
      t.originalTermEnd && jurisdiction === "england"
        ? t.startDate > RRA_COMMENCEMENT
          ? t.startDate
          : RRA_COMMENCEMENT
        : null,
    originalTermEnd: t.originalTermEnd,
    signedOn: t.signedOn,
    writtenTerms: { ...written, method: t.statementMethod ?? null },
    notice,
  };
}

/** The law's checks on a new or draft tenancy's terms, as field errors. */
export function checkTermsLaw(
  terms: { startDate: string; endDate?: string | null; signedOn?: string | null },
  jurisdiction: Jurisdiction,
) {
  const fixed = checkFixedTerm(terms.endDate, jurisdiction);
  if (!fixed.ok) throw fieldError("endDate", fixed.message);
  if (terms.endDate && terms.endDate <= terms.startDate)
    throw fieldError("endDate", "The end date must be after the start date");
}

type Patch = z.output<typeof tenancyTermsPatchSchema>;

/** Changes a draft's terms (staff of the property); an active tenancy's rent changes by notice only. */
export async function updateDraftTerms(db: Db, user: Caller, actor: Actor, id: string, patch: Patch) {
  await db.transaction(async (tx) => {
    const { t, jurisdiction } = await findTenancy(tx, user, id, { write: true, lock: true });
    if (t.status !== "draft")
      throw new AppError(
        "terms_locked",
        "An active tenancy's terms change only through a rent increase notice or a recorded agreement; its history is kept.",
      );
    const { reason, ...fields } = patch;
    const next = { ...t, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
    checkTermsLaw(next, jurisdiction);
    if (next.rentFrequency === "weekly" && next.dueDay > 7)
      throw fieldError("dueDay", "For weekly rent choose a weekday (1-7)");
    const changed = Object.keys(fields).filter(
      (k) =>
        fields[k as keyof typeof fields] !== undefined &&
        fields[k as keyof typeof fields] !== t[k as keyof TenancyRow],
    );
    if (!changed.length) return;
    const [after] = await tx
      .update(tenancies)
      .set({
        startDate: next.startDate,
        endDate: next.endDate ?? null,
        rentAmount: next.rentAmount,
        rentFrequency: next.rentFrequency,
        dueDay: next.dueDay,
        depositAmount: next.depositAmount ?? null,
        signedOn: next.signedOn ?? null,
        updatedAt: new Date(),
      })
      .where(eq(tenancies.id, t.id))
      .returning();
    await setInitialRent(tx, after!, user.id, reason ?? "Draft terms changed");
    await audit(tx, actor, {
      action: "update_terms",
      entity: "tenancy",
      entityId: t.id,
      details: {
        changed,
        reason: reason ?? null,
        before: Object.fromEntries(changed.map((k) => [k, t[k as keyof TenancyRow]])),
        after: Object.fromEntries(changed.map((k) => [k, after![k as keyof TenancyRow]])),
      },
    });
  });
}

/** Records the written statement of terms (or the information sheet) given to the tenant. */
export async function recordWrittenTerms(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  input: z.output<typeof writtenTermsInputSchema>,
) {
  await db.transaction(async (tx) => {
    const { t } = await findTenancy(tx, user, id, { write: true, lock: true });
    await tx
      .update(tenancies)
      .set({ statementGivenOn: input.givenOn, statementMethod: input.method, updatedAt: new Date() })
      .where(eq(tenancies.id, t.id));
    await audit(tx, actor, {
      action: "written_terms_given",
      entity: "tenancy",
      entityId: t.id,
      details: { givenOn: input.givenOn, method: input.method, previous: t.statementGivenOn },
    });
  });
}

/**
 * Rent recorded as paid before the tenancy starts: nothing before the agreement was signed, and in
 * all (with what is already recorded in advance, pending or completed) no more than the law allows
 * (src/shared/law checkRentInAdvance: England one month's rent, or 28 days' for weekly rent).
 */
export async function checkRentInAdvanceFor(
  tx: Db,
  t: TenancyRow,
  jurisdiction: Jurisdiction,
  payment: { amount: number; paidOn: string },
) {
  if (payment.paidOn >= t.startDate) return;
  const [already] = await tx
    .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.tenancyId, t.id),
        lt(payments.paidOn, t.startDate),
        inArray(payments.status, ["pending", "completed"]),
      ),
    );
  const total = Number(already?.total ?? 0) + payment.amount;
  const checked = checkRentInAdvance(
    { amountMinor: total, paidOn: payment.paidOn, signedOn: t.signedOn },
    { amountMinor: t.rentAmount, frequency: t.rentFrequency },
    jurisdiction,
  );
  if (!checked.ok) {
    const before = total - payment.amount;
    throw fieldError(
      "paidOn",
      before > 0 && checked.rule === "rent-in-advance.cap"
        ? `${checked.message} That counts the ${pounds(before)} already recorded before the start.`
        : checked.message,
    );
  }
}
