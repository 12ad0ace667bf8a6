/**
 * Applying section 13 rent increases on their start date: a served (unchallenged) notice, or one
 * the tribunal decided, becomes a row of the rent history (kind section_13 or tribunal), the
 * tenancy's rent in force today follows, the notice is marked applied and an audit row written,
 * all in one transaction per notice. A challenged notice is held until its decision is entered.
 *
 * Idempotent: each notice is re-read under a row lock and applied only while served or decided,
 * and the history has one row per tenancy and date, so a second run (the daily job, a page read,
 * another server instance) never adds a second row. Called by the daily job
 * (src/server/jobs/rent-increases.ts) and by every read of a tenancy's rents, so a page never shows
 * a stale rent.
 */
import { longDate, today } from "@shared/dates";
import type { RentIncreaseStatus, RentKind } from "@shared/schemas/rent-increases";
import { and, asc, desc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../../db/client";
import { rentIncreaseNotices, tenancies, tenancyRents } from "../../db/schema";
import { audit, systemActor } from "../audit";
import { isUuid } from "./access";

const DUE: RentIncreaseStatus[] = ["served", "decided"];
/** Notices applied per run at most; the next run picks up the rest. */
const BATCH = 500;

/** Applies the due notices (of some tenancies, or all); answers how many were applied. */
export async function applyDueRentIncreases(
  db: Db,
  opts: { tenancyIds?: readonly string[]; asOf?: string } = {},
): Promise<number> {
  const asOf = opts.asOf ?? today();
  const ids = opts.tenancyIds?.filter(isUuid);
  if (ids && !ids.length) return 0;
  const due = await db
    .select({ id: rentIncreaseNotices.id, tenancyId: rentIncreaseNotices.tenancyId })
    .from(rentIncreaseNotices)
    .innerJoin(tenancies, eq(tenancies.id, rentIncreaseNotices.tenancyId))
    .where(
      and(
        inArray(rentIncreaseNotices.status, DUE),
        lte(rentIncreaseNotices.startDate, asOf),
        eq(tenancies.status, "active"),
        ids ? inArray(rentIncreaseNotices.tenancyId, ids) : undefined,
      ),
    )
    .orderBy(asc(rentIncreaseNotices.startDate))
    .limit(BATCH);
  let applied = 0;
  for (const d of due) if (await applyOne(db, d.tenancyId, d.id, asOf)) applied++;
  return applied;
}

async function applyOne(db: Db, tenancyId: string, nid: string, asOf: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The tenancy first, then the notice: the order the request paths lock them in.
    const [t] = await tx.select().from(tenancies).where(eq(tenancies.id, tenancyId)).for("update");
    const [n] = await tx
      .select()
      .from(rentIncreaseNotices)
      .where(eq(rentIncreaseNotices.id, nid))
      .for("update");
    if (!t || !n || t.status !== "active" || !DUE.includes(n.status) || n.startDate > asOf) return false;
    const tribunal = n.status === "decided";
    const amount = tribunal && n.decidedRent ? n.decidedRent : n.newRent;
    const kind: RentKind = tribunal ? "tribunal" : "section_13";
    const reason = tribunal
      ? `Tribunal decision of ${longDate(n.decidedOn ?? "")} on the section 13 notice served ${longDate(n.servedOn ?? "")}`
      : `Section 13 notice served ${longDate(n.servedOn ?? "")} (Housing Act 1988 s.13)`;
    const values = {
      amount,
      frequency: t.rentFrequency,
      dueDay: t.dueDay,
      kind,
      noticeId: n.id,
      reason,
      createdBy: n.createdBy,
    };
    await tx
      .insert(tenancyRents)
      .values({ tenancyId: t.id, effectiveDate: n.startDate, ...values })
      .onConflictDoUpdate({ target: [tenancyRents.tenancyId, tenancyRents.effectiveDate], set: values });
    // The rent in force on `asOf`: the latest row that has started.
    const [inForce] = await tx
      .select({ amount: tenancyRents.amount })
      .from(tenancyRents)
      .where(and(eq(tenancyRents.tenancyId, t.id), lte(tenancyRents.effectiveDate, asOf)))
      .orderBy(desc(tenancyRents.effectiveDate))
      .limit(1);
    const now = new Date();
    if (inForce && inForce.amount !== t.rentAmount)
      await tx
        .update(tenancies)
        .set({ rentAmount: inForce.amount, updatedAt: now })
        .where(eq(tenancies.id, t.id));
    await tx
      .update(rentIncreaseNotices)
      .set({ status: "applied", appliedAt: now, updatedAt: now })
      .where(eq(rentIncreaseNotices.id, n.id));
    await audit(tx, systemActor, {
      action: "apply_rent_increase",
      entity: "tenancy",
      entityId: t.id,
      details: { noticeId: n.id, kind, amount, from: t.rentAmount, effectiveDate: n.startDate },
    });
    return true;
  });
}
