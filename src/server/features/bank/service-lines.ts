import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
/**
 * Reading bank lines and ignoring them. A line belongs to the user who imported it; admins see
 * every line. Anything else is a 404, whether it exists or not.
 */
import {
  type BankLine,
  type BankLineStatus,
  type BankTargets,
  type bankLinesQuerySchema,
  type ignoreInputSchema,
  type Proposal,
  tenancyReference,
} from "@shared/schemas/bank";
import { and, count, desc, eq, inArray, ne, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { bankLines, expenses, payments, properties, tenancies, users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { moneyWriteCondition } from "../owners";
import { homeLabel, tenancyLabels } from "./service-match";

export type LineRow = typeof bankLines.$inferSelect;

/** Lines the caller may read and act on: their own; admins all. */
export const lineCondition = (user: Caller): SQL | undefined =>
  user.role === "admin" ? undefined : eq(bankLines.ownerId, user.id);

async function toLines(db: Db, rows: LineRow[]): Promise<BankLine[]> {
  const paymentIds = rows.map((r) => r.paymentId).filter((x): x is string => !!x);
  const paid = paymentIds.length
    ? await db
        .select({ id: payments.id, tenancyId: payments.tenancyId })
        .from(payments)
        .where(inArray(payments.id, paymentIds))
    : [];
  const paidTenancy = new Map(paid.map((p) => [p.id, p.tenancyId]));
  const tenancyIds = [
    ...rows.flatMap((r) => (r.proposedTenancyId ? [r.proposedTenancyId] : [])),
    ...paid.map((p) => p.tenancyId),
  ];
  const labels = await tenancyLabels(db, tenancyIds);
  const expenseIds = rows.map((r) => r.expenseId).filter((x): x is string => !!x);
  const exp = expenseIds.length
    ? await db
        .select({ id: expenses.id, supplier: expenses.supplier, paidOn: expenses.paidOn })
        .from(expenses)
        .where(inArray(expenses.id, expenseIds))
    : [];
  const expLabel = new Map(exp.map((e) => [e.id, `Expense: ${e.supplier}, ${e.paidOn}`]));
  return rows.map((r) => {
    const proposal = (r.proposal as Proposal | null) ?? null;
    const matchLabel =
      r.status !== "matched"
        ? null
        : r.expenseId
          ? (expLabel.get(r.expenseId) ?? "Expense")
          : (labels.get(paidTenancy.get(r.paymentId ?? "") ?? "") ?? "Rent payment");
    return {
      id: r.id,
      importId: r.importId,
      bookedOn: r.bookedOn,
      amountMinor: r.amountMinor,
      description: r.description,
      reference: r.reference,
      counterparty: r.counterparty,
      status: r.status,
      paymentId: r.paymentId,
      expenseId: r.expenseId,
      matchLabel,
      proposal:
        proposal?.tenancyId && r.proposedTenancyId
          ? { ...proposal, label: labels.get(r.proposedTenancyId) ?? proposal.label }
          : proposal,
    };
  });
}

export async function listLines(db: Db, user: Caller, q: z.output<typeof bankLinesQuerySchema>) {
  const where = and(
    lineCondition(user),
    q.status ? eq(bankLines.status, q.status) : undefined,
    q.importId ? eq(bankLines.importId, q.importId) : undefined,
  );
  const rows = await db
    .select()
    .from(bankLines)
    .where(where)
    .orderBy(desc(bankLines.bookedOn), bankLines.id)
    .limit(q.limit)
    .offset(q.offset);
  const [total] = await db.select({ n: count() }).from(bankLines).where(where);
  const byStatus = await db
    .select({ status: bankLines.status, n: count() })
    .from(bankLines)
    .where(and(lineCondition(user), q.importId ? eq(bankLines.importId, q.importId) : undefined))
    .groupBy(bankLines.status);
  const counts = { unmatched: 0, matched: 0, ignored: 0 } as Record<BankLineStatus, number>;
  for (const s of byStatus) counts[s.status] = Number(s.n);
  return { items: await toLines(db, rows), total: Number(total?.n ?? 0), counts };
}

/** What a line can be matched to by hand: tenancies and homes the caller may write. */
export async function listTargets(db: Db, user: Caller): Promise<BankTargets> {
  const homes = await db
    .select({
      id: properties.id,
      title: properties.title,
      addressLine1: properties.addressLine1,
      postcode: properties.postcode,
    })
    .from(properties)
    .where(moneyWriteCondition(user))
    .orderBy(properties.addressLine1)
    .limit(2000);
  const lets = await db
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
    .where(and(moneyWriteCondition(user), ne(tenancies.status, "draft")))
    .orderBy(properties.addressLine1, desc(tenancies.startDate))
    .limit(2000);
  return {
    tenancies: lets.map((t) => ({
      id: t.id,
      label: `${t.name ?? t.invite ?? "Tenant"}: ${homeLabel(t)}`,
      reference: tenancyReference(t.id),
    })),
    homes: homes.map((h) => ({ id: h.id, label: homeLabel(h) })),
  };
}

/** Ignores (or restores) lines: all of them or none; a matched line must be undone first. */
export async function ignoreLines(
  db: Db,
  user: Caller,
  actor: Actor,
  input: z.output<typeof ignoreInputSchema>,
): Promise<{ changed: number }> {
  const ids = [...new Set(input.lineIds)];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: bankLines.id, status: bankLines.status })
      .from(bankLines)
      .where(and(inArray(bankLines.id, ids), lineCondition(user)))
      .for("update");
    if (rows.length !== ids.length) throw notFound("Bank line not found");
    const matched = rows.filter((r) => r.status === "matched");
    if (matched.length) {
      throw new AppError("conflict", "A matched line cannot be ignored: undo the match first.", {
        lineIds: `${matched.length} of the lines ${matched.length === 1 ? "is" : "are"} matched`,
      });
    }
    const status = input.ignored ? "ignored" : "unmatched";
    await tx.update(bankLines).set({ status }).where(inArray(bankLines.id, ids));
    await audit(tx, actor, {
      action: input.ignored ? "bank_lines_ignore" : "bank_lines_restore",
      entity: "bank_line",
      details: { count: ids.length, lineIds: ids.slice(0, 50) },
    });
    return { changed: ids.length };
  });
}

export async function toLine(db: Db, row: LineRow): Promise<BankLine> {
  const [line] = await toLines(db, [row]);
  return line!;
}
