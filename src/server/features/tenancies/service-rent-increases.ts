/**
 * Section 13 rent increases (Housing Act 1988 s.13; Form 4A in England); the rent history is read
 * in ./service-rent-history.ts. A notice goes draft → served → (challenged → decided) → applied, or is withdrawn; the
 * statutory dates come only from src/shared/law (checkRentIncrease, earliestRentIncreaseStart) and
 * are checked when the notice is proposed or edited (as if served today) and again against the
 * recorded date of service. Applying a due notice: ./service-rent-apply.ts. Every change is one
 * transaction with its audit row. Keyhold records and computes dates; it gives no legal advice.
 */
import { longDate, today } from "@shared/dates";
import { AppError } from "@shared/errors";
import { checkRentIncrease, decidedRentWindow, type Jurisdiction, pounds, rulesFor } from "@shared/law";
import type { Caller } from "@shared/schemas/auth";
import {
  openRentIncreaseStatuses,
  type RentIncreaseNotice,
  type RentIncreaseStatus,
  type rentIncreaseChallengeSchema,
  type rentIncreaseDecisionSchema,
  type rentIncreaseProposalSchema,
  type rentIncreaseServiceSchema,
} from "@shared/schemas/rent-increases";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { properties, rentIncreaseNotices, tenancyRents } from "../../db/schema";
import { fieldError, notFound } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { findTenancy, isStaff, isUuid, type JoinedRow, type TenancyRow } from "./access";
import { applyDueRentIncreases } from "./service-rent-apply";

export type NoticeRow = typeof rentIncreaseNotices.$inferSelect;

const periodWord = (f: string) => (f === "weekly" ? "a week" : "a month");

export function toNotice(n: NoticeRow): RentIncreaseNotice {
  return {
    id: n.id,
    tenancyId: n.tenancyId,
    status: n.status,
    currentRent: n.currentRent,
    newRent: n.newRent,
    frequency: n.frequency,
    startDate: n.startDate,
    servedOn: n.servedOn,
    serviceMethod: n.serviceMethod,
    serviceNote: n.serviceNote,
    challengedOn: n.challengedOn,
    decidedRent: n.decidedRent,
    decidedOn: n.decidedOn,
    appliedAt: n.appliedAt?.toISOString() ?? null,
    withdrawnAt: n.withdrawnAt?.toISOString() ?? null,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
  };
}

/** The jurisdiction of a tenancy's property (the law table is per jurisdiction). */
export async function jurisdictionOf(db: Db, propertyId: string): Promise<Jurisdiction> {
  const [p] = await db
    .select({ jurisdiction: properties.jurisdiction })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return p?.jurisdiction ?? "england";
}

/**
 * The start of the last increase under s.13 or a tribunal decision (s.14): the 12 months run from
 * it (Housing Act 1988 s.13(2)(c)). Agreed changes and the initial rent do not count.
 */
export async function lastIncreaseStart(db: Db, tenancyId: string): Promise<string | null> {
  const [row] = await db
    .select({ effectiveDate: tenancyRents.effectiveDate })
    .from(tenancyRents)
    .where(and(eq(tenancyRents.tenancyId, tenancyId), inArray(tenancyRents.kind, ["section_13", "tribunal"])))
    .orderBy(desc(tenancyRents.effectiveDate))
    .limit(1);
  return row?.effectiveDate ?? null;
}

export const timingOf = (t: TenancyRow, last: string | null, servedOn: string) => ({
  tenancyStart: t.startDate,
  lastIncreaseStart: last,
  servedOn,
  frequency: t.rentFrequency,
  dueDay: t.dueDay,
});

/** Why no notice can be proposed on this tenancy now, or null. */
export function cannotPropose(t: TenancyRow, open: NoticeRow | undefined): AppError | null {
  if (t.status !== "active")
    return new AppError(
      "tenancy_not_active",
      "Only an active tenancy's rent can be increased by a section 13 notice.",
    );
  if (t.endDate)
    return new AppError(
      "tenancy_not_active",
      "This tenancy has an end date: a section 13 notice raises the rent of a periodic tenancy only.",
    );
  if (open)
    return new AppError(
      "conflict",
      `This tenancy already has an open rent increase (${open.status}, new rent from ${open.startDate}): withdraw it or let it finish first.`,
    );
  return null;
}

async function openNotice(db: Db, tenancyId: string): Promise<NoticeRow | undefined> {
  const [row] = await db
    .select()
    .from(rentIncreaseNotices)
    .where(
      and(
        eq(rentIncreaseNotices.tenancyId, tenancyId),
        inArray(rentIncreaseNotices.status, [...openRentIncreaseStatuses]),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Checks a new rent and its start date against the tenancy and the law for a notice served on
 * `servedOn`; throws a 400 whose field names the rule broken.
 */
async function checkProposal(
  db: Db,
  t: TenancyRow,
  input: { newRent: number; startDate: string },
  servedOn: string,
  dateField = "startDate",
) {
  if (input.newRent <= t.rentAmount)
    throw fieldError(
      "newRent",
      `A section 13 notice proposes a higher rent: the new rent must be more than the current ${pounds(t.rentAmount)} ${periodWord(t.rentFrequency)}. A lower rent is an agreed change, not a rent increase.`,
    );
  if (servedOn < t.startDate)
    throw fieldError("servedOn", `The notice cannot be served before the tenancy starts (${t.startDate}).`);
  const jurisdiction = await jurisdictionOf(db, t.propertyId);
  const result = checkRentIncrease(
    { ...timingOf(t, await lastIncreaseStart(db, t.id), servedOn), newRentStart: input.startDate },
    jurisdiction,
  );
  if (!result.ok) throw fieldError(dateField, result.message);
}

async function loadNotice(db: Db, tenancyId: string, nid: string, lock = false): Promise<NoticeRow> {
  if (!isUuid(nid)) throw notFound("Rent increase not found");
  const q = db
    .select()
    .from(rentIncreaseNotices)
    .where(and(eq(rentIncreaseNotices.id, nid), eq(rentIncreaseNotices.tenancyId, tenancyId)));
  const [row] = lock ? await q.for("update") : await q;
  if (!row) throw notFound("Rent increase not found");
  return row;
}

/** The notice as its reader may see it: the tenant never sees a notice that was not served. */
export async function readableNotice(db: Db, user: Caller, id: string, nid: string) {
  const row = await findTenancy(db, user, id);
  const notice = await loadNotice(db, row.t.id, nid);
  if (!isStaff(user) && !notice.servedOn) throw notFound("Rent increase not found");
  return { row, notice };
}

function mustBe(n: NoticeRow, allowed: RentIncreaseStatus[], doing: string) {
  if (!allowed.includes(n.status))
    throw new AppError("invalid_transition", `A ${n.status} rent increase cannot be ${doing}.`);
}

// ---- Changing ----------------------------------------------------------------------------------

type Proposal = z.output<typeof rentIncreaseProposalSchema>;

/** A draft notice proposing a new rent, checked as if served today. */
export async function proposeRentIncrease(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  input: Proposal,
): Promise<RentIncreaseNotice> {
  await applyDueRentIncreases(db, { tenancyIds: [id] });
  return db.transaction(async (tx) => {
    const { t } = await findTenancy(tx, user, id, { write: true, lock: true });
    const refusal = cannotPropose(t, await openNotice(tx, t.id));
    if (refusal) throw refusal;
    await checkProposal(tx, t, input, today());
    const [notice] = await tx
      .insert(rentIncreaseNotices)
      .values({
        tenancyId: t.id,
        status: "draft",
        currentRent: t.rentAmount,
        newRent: input.newRent,
        frequency: t.rentFrequency,
        startDate: input.startDate,
        createdBy: user.id,
      })
      .returning();
    await audit(tx, actor, {
      action: "propose_rent_increase",
      entity: "tenancy",
      entityId: t.id,
      details: { noticeId: notice!.id, currentRent: t.rentAmount, ...input },
    });
    return toNotice(notice!);
  });
}

/** Runs `fn` on a notice of a tenancy the caller manages, both rows locked, in one transaction. */
function onNotice<T>(
  db: Db,
  user: Caller,
  id: string,
  nid: string,
  fn: (tx: Db, row: JoinedRow, n: NoticeRow) => Promise<T>,
  opts: { write: boolean } = { write: true },
): Promise<T> {
  return db.transaction(async (tx) => {
    const row = await findTenancy(tx, user, id, { write: opts.write, lock: true });
    const notice = await loadNotice(tx, row.t.id, nid, true);
    if (!isStaff(user) && !notice.servedOn) throw notFound("Rent increase not found");
    return fn(tx, row, notice);
  });
}

async function save(tx: Db, nid: string, patch: Partial<NoticeRow>): Promise<RentIncreaseNotice> {
  const [after] = await tx
    .update(rentIncreaseNotices)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(rentIncreaseNotices.id, nid))
    .returning();
  return toNotice(after!);
}

/** Edits a draft's new rent and start date (checked again, as if served today). */
export function updateRentIncrease(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  nid: string,
  input: Proposal,
) {
  return onNotice(db, user, id, nid, async (tx, { t }, n) => {
    mustBe(n, ["draft"], "edited: only a draft can change");
    await checkProposal(tx, t, input, today());
    await audit(tx, actor, {
      action: "edit_rent_increase",
      entity: "tenancy",
      entityId: t.id,
      details: { noticeId: n.id, from: { newRent: n.newRent, startDate: n.startDate }, to: input },
    });
    return save(tx, n.id, { newRent: input.newRent, startDate: input.startDate, currentRent: t.rentAmount });
  });
}

export function withdrawRentIncrease(db: Db, user: Caller, actor: Actor, id: string, nid: string) {
  return onNotice(db, user, id, nid, async (tx, { t }, n) => {
    mustBe(n, ["draft", "served", "challenged", "decided"], "withdrawn");
    await audit(tx, actor, {
      action: "withdraw_rent_increase",
      entity: "tenancy",
      entityId: t.id,
      details: { noticeId: n.id, from: n.status },
    });
    return save(tx, n.id, { status: "withdrawn", withdrawnAt: new Date() });
  });
}

/** Records service (date, method, proof); the dates are checked again against the date of service. */
export function serveRentIncrease(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  nid: string,
  input: z.output<typeof rentIncreaseServiceSchema>,
) {
  return onNotice(db, user, id, nid, async (tx, { t }, n) => {
    mustBe(n, ["draft"], "served: it was served already or is closed");
    await checkProposal(tx, t, { newRent: n.newRent, startDate: n.startDate }, input.servedOn, "servedOn");
    await audit(tx, actor, {
      action: "serve_rent_increase",
      entity: "tenancy",
      entityId: t.id,
      details: { noticeId: n.id, ...input },
    });
    return save(tx, n.id, {
      status: "served",
      servedOn: input.servedOn,
      serviceMethod: input.method,
      serviceNote: input.note ?? null,
      currentRent: t.rentAmount,
    });
  });
}

/** The tenant (or staff for them) referred the notice to the tribunal before its start: held. */
export function challengeRentIncrease(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  nid: string,
  input: z.output<typeof rentIncreaseChallengeSchema>,
) {
  const write = isStaff(user);
  return onNotice(
    db,
    user,
    id,
    nid,
    async (tx, { t }, n) => {
      mustBe(n, ["served"], "referred to the tribunal: only a served notice can be");
      const form = rulesFor(await jurisdictionOf(tx, t.propertyId)).rentIncrease.form;
      if (input.challengedOn >= n.startDate)
        throw fieldError(
          "challengedOn",
          `A notice is referred to the ${form?.tribunal ?? "tribunal"} before the new rent starts on ${longDate(n.startDate)}${form ? ` (${form.source})` : ""}.`,
        );
      if (n.servedOn && input.challengedOn < n.servedOn)
        throw fieldError(
          "challengedOn",
          `The notice was served on ${n.servedOn}: it cannot be referred before that.`,
        );
      await audit(tx, actor, {
        action: "challenge_rent_increase",
        entity: "tenancy",
        entityId: t.id,
        details: { noticeId: n.id, ...input },
      });
      return save(tx, n.id, { status: "challenged", challengedOn: input.challengedOn });
    },
    { write },
  );
}

/**
 * The tribunal's decision. The decided rent takes effect from the day the law table gives
 * (England: the later of the notice's start and the decision, deferrable by up to two months for
 * hardship); the notice's start date becomes that day (the one proposed stays in the audit row). It is applied at once when that day has come.
 */
export async function decideRentIncrease(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  nid: string,
  input: z.output<typeof rentIncreaseDecisionSchema>,
) {
  const notice = await onNotice(db, user, id, nid, async (tx, { t, jurisdiction }, n) => {
    mustBe(n, ["challenged"], "decided: record the referral to the tribunal first");
    if (n.challengedOn && input.decidedOn < n.challengedOn)
      throw fieldError("decidedOn", `The decision cannot come before the referral on ${n.challengedOn}.`);
    const window = decidedRentWindow(n.startDate, input.decidedOn, jurisdiction);
    const effectiveDate = input.effectiveDate ?? window.earliest;
    if (effectiveDate < window.earliest)
      throw fieldError(
        "effectiveDate",
        `The decided rent takes effect no earlier than ${longDate(window.earliest)}: the later of the notice's start and the decision (${window.source}).`,
      );
    if (window.latest && effectiveDate > window.latest)
      throw fieldError(
        "effectiveDate",
        `The tribunal can defer the decided rent to ${longDate(window.latest)} at the latest (${window.source}).`,
      );
    await audit(tx, actor, {
      action: "decide_rent_increase",
      entity: "tenancy",
      entityId: t.id,
      details: { noticeId: n.id, proposedStart: n.startDate, effectiveDate, ...input },
    });
    return save(tx, n.id, {
      status: "decided",
      decidedRent: input.decidedRent,
      decidedOn: input.decidedOn,
      startDate: effectiveDate,
    });
  });
  const applied = await applyDueRentIncreases(db, { tenancyIds: [id] });
  if (!applied) return notice;
  return toNotice(await loadNotice(db, id, nid));
}
