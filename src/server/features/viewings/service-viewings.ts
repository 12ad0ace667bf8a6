/**
 * The staff calendar of viewings (the homes the caller manages, one range at a time), cancelling a
 * viewing (the applicant is e-mailed) and recording its outcome once it has started.
 */
import { addDays, startOfLondonDay } from "@shared/dates";
import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
import type {
  Viewing,
  viewingCancelInputSchema,
  viewingOutcomeInputSchema,
  viewingRangeQuerySchema,
} from "@shared/schemas/viewings";
import { and, asc, eq, gte, lt, ne } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { properties, propertyEnquiries, viewings } from "../../db/schema";

import { type Actor, audit } from "../audit";
import { manageCondition, moveEnquiryStatus } from "../properties";
import { mailViewingCancelled } from "./mail";
import { hostOf, managedViewing, namesOf, toViewing } from "./service-access";

/** At most this many viewings in one answer: far more than two months of any diary. */
export const MAX_CALENDAR_ROWS = 2000;

/** Viewings (not cancelled) of the homes the caller manages, from `from` to `to` in London days. */
export async function listViewings(
  db: Db,
  user: Caller,
  q: Omit<z.output<typeof viewingRangeQuerySchema>, "mine"> & { mine?: boolean },
  statuses?: string[],
): Promise<Viewing[]> {
  const rows = await db
    .select({ v: viewings, e: propertyEnquiries, p: properties })
    .from(viewings)
    .innerJoin(propertyEnquiries, eq(propertyEnquiries.id, viewings.enquiryId))
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .where(
      and(
        manageCondition(user),
        gte(viewings.startsAt, startOfLondonDay(q.from)),
        lt(viewings.startsAt, startOfLondonDay(addDays(q.to, 1))),
        ne(viewings.status, "cancelled"),
        q.mine ? eq(viewings.hostId, user.id) : undefined,
      ),
    )
    .orderBy(asc(viewings.startsAt), asc(viewings.id))
    .limit(MAX_CALENDAR_ROWS);
  const names = await namesOf(
    db,
    rows.map((r) => r.v.hostId),
  );
  return rows
    .filter((r) => !statuses || statuses.includes(r.v.status))
    .map((r) => toViewing(r.v, r.e, r.p, r.v.hostId ? (names.get(r.v.hostId) ?? null) : null));
}

async function viewingDto(db: Db, user: Caller, id: string) {
  const { v, e, p } = await managedViewing(db, user, id);
  const names = await namesOf(db, [v.hostId]);
  return toViewing(v, e, p, v.hostId ? (names.get(v.hostId) ?? null) : null);
}

/** Attended (with the applicant's interest) or did not attend, once the viewing has started. */
export async function recordOutcome(
  db: Db,
  user: Caller,
  actor: Actor,
  id: string,
  input: z.output<typeof viewingOutcomeInputSchema>,
  now = new Date(),
): Promise<Viewing> {
  await db.transaction(async (tx) => {
    const { v } = await managedViewing(tx, user, id, true);
    if (!["booked", "attended", "no_show"].includes(v.status))
      throw new AppError("invalid_transition", "Only a booked viewing has an outcome.");
    if (v.startsAt > now)
      throw new AppError("invalid_transition", "Record the outcome once the viewing has started.");
    const status = input.attended ? "attended" : "no_show";
    await tx
      .update(viewings)
      .set({
        status,
        interest: input.attended ? (input.interest ?? null) : null,
        note: input.note || null,
        updatedAt: now,
      })
      .where(eq(viewings.id, v.id));
    await audit(tx, actor, {
      action: "outcome",
      entity: "viewing",
      entityId: v.id,
      details: { from: v.status, to: status, interest: input.interest ?? null },
    });
  });
  return viewingDto(db, user, id);
}

/**
 * Cancels an offered or booked viewing still to come. A booked one's applicant is e-mailed (with
 * the calendar cancellation) in the same transaction; the outbox is woken after it commits.
 */
export async function cancelViewing(
  deps: Pick<AppDeps, "database" | "mailer" | "config">,
  user: Caller,
  actor: Actor,
  id: string,
  input: z.output<typeof viewingCancelInputSchema>,
  now = new Date(),
): Promise<Viewing> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const { v, e, p } = await managedViewing(tx, user, id, true);
    if (!["proposed", "booked"].includes(v.status) || v.startsAt <= now)
      throw new AppError(
        "invalid_transition",
        "Only an offered or booked viewing still to come can be cancelled.",
      );
    await tx.update(viewings).set({ status: "cancelled", updatedAt: now }).where(eq(viewings.id, v.id));
    if (v.status === "booked" && e.status === "viewing_booked")
      await moveEnquiryStatus(tx, e.id, "contacted", now);
    await audit(tx, actor, {
      action: "cancel",
      entity: "viewing",
      entityId: v.id,
      details: { enquiryId: e.id, by: "staff", reason: input.reason ?? null },
    });
    if (v.status === "booked") {
      const booking = { v, e, p, host: await hostOf(tx, v.hostId) };
      await mailViewingCancelled(deps, tx, booking, { by: "staff", reason: input.reason }, now);
    }
  });
  deps.mailer.wake();
  return viewingDto(db, user, id);
}
