import { AppError } from "@shared/errors";
/**
 * The applicant's side, behind their private link (no account): read the thread and the times
 * offered, book one (the other offers drop, the people managing the home are told), cancel a
 * booking, and answer in the thread. Nothing here shows staff e-mails or anyone else's enquiry.
 */
import type { ApplicantView, applicantMessageInputSchema } from "@shared/schemas/viewings";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { agencies, enquiryMessages, users, viewings } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { logoUrl } from "../agencies";
import { type Actor, audit } from "../audit";
import { type OutgoingNotification, withNotifications } from "../notifications";
import { moveEnquiryStatus, touchEnquiry } from "../properties";
import { mailViewingBooked, mailViewingCancelled } from "./mail";
import {
  addressOf,
  endsAt,
  enquiryByLink,
  formatWhen,
  hostClash,
  hostOf,
  isLetAgreed,
  type PropertyRow,
  type ViewingRow,
} from "./service-access";
import { linkSecret, threadMessages } from "./service-thread";

const slotOf = (v: ViewingRow) => ({
  id: v.id,
  startsAt: v.startsAt.toISOString(),
  endsAt: endsAt(v).toISOString(),
});

/** Who the applicant deals with: the agency (with its logo), else the lead agent, else the landlord. */
async function manager(db: Db, p: PropertyRow): Promise<{ name: string; logoUrl: string | null }> {
  if (p.agencyId) {
    const [a] = await db
      .select({ name: agencies.name, logoId: agencies.logoId, logoWidths: agencies.logoWidths })
      .from(agencies)
      .where(eq(agencies.id, p.agencyId));
    if (a) return { name: a.name, logoUrl: logoUrl(a) };
  }
  const [u] = await db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, p.agentId ?? p.landlordId));
  return { name: u?.name ?? "The landlord", logoUrl: null };
}

export async function applicantView(
  deps: Pick<AppDeps, "database" | "config">,
  token: string,
  now = new Date(),
): Promise<ApplicantView> {
  const { db } = deps.database;
  const { e, p } = await enquiryByLink(db, linkSecret(deps), token);
  const rows = await db
    .select()
    .from(viewings)
    .where(and(eq(viewings.enquiryId, e.id), inArray(viewings.status, ["proposed", "booked"])))
    .orderBy(asc(viewings.startsAt));
  const booked = rows.find((v) => v.status === "booked");
  const by = await manager(db, p);
  return {
    applicantName: e.name,
    property: { id: p.id, title: p.title, address: addressOf(p) },
    managedBy: by.name,
    managerLogoUrl: by.logoUrl,
    messages: await threadMessages(db, e),
    offered: isLetAgreed(p)
      ? []
      : rows.filter((v) => v.status === "proposed" && v.startsAt > now).map(slotOf),
    booked: booked ? slotOf(booked) : null,
    letAgreed: isLetAgreed(p),
  };
}

/** The people told of what the applicant did: the landlord, the lead agent and the host. */
const staffOf = (p: PropertyRow, hostId?: string | null) => [
  ...new Set([p.landlordId, p.agentId, hostId].filter((x): x is string => !!x)),
];

/** A viewing of the link's enquiry, locked; 404 for any other. */
async function linkedViewing(tx: Db, enquiryId: string, viewingId: string, missing: string) {
  const [v] = await tx
    .select()
    .from(viewings)
    .where(and(eq(viewings.id, viewingId), eq(viewings.enquiryId, enquiryId)))
    .for("update");
  if (!v) throw notFound(missing);
  return v;
}

/**
 * Books an offered time: an earlier booking of the enquiry is cancelled and the other offers drop.
 * The applicant's confirmation (with its calendar invitation, and the cancellation of a replaced
 * booking) is queued in the same transaction and the outbox woken after it; staff are notified.
 */
export async function bookViewing(
  deps: AppDeps,
  actor: Actor,
  token: string,
  viewingId: string,
  now = new Date(),
): Promise<ApplicantView> {
  await withNotifications(deps, async (tx) => {
    const { e, p } = await enquiryByLink(tx, linkSecret(deps), token, true);
    if (isLetAgreed(p)) throw new AppError("conflict", "This home is let agreed, so viewings are closed.");
    const v = await linkedViewing(tx, e.id, viewingId, "That time is not one offered to you.");
    if (v.status !== "proposed" || v.startsAt <= now)
      throw new AppError("conflict", "That time is no longer offered. Choose another.");
    if (v.hostId && (await hostClash(tx, v.hostId, v.startsAt, endsAt(v), e.id)))
      throw new AppError("conflict", "That time has just been taken. Choose another.");
    // A new booking replaces an earlier one; the other offers drop.
    const earlier = await tx
      .update(viewings)
      .set({ status: "cancelled", updatedAt: now })
      .where(and(eq(viewings.enquiryId, e.id), eq(viewings.status, "booked")))
      .returning();
    await tx.update(viewings).set({ status: "booked", updatedAt: now }).where(eq(viewings.id, v.id));
    await tx.delete(viewings).where(and(eq(viewings.enquiryId, e.id), eq(viewings.status, "proposed")));
    await moveEnquiryStatus(tx, e.id, "viewing_booked", now);
    await audit(tx, actor, {
      action: "book",
      entity: "viewing",
      entityId: v.id,
      details: { enquiryId: e.id, propertyId: p.id, replaced: earlier.map((r) => r.id) },
    });
    // The applicant's calendar drops a replaced booking still to come (a past one is history).
    for (const old of earlier.filter((r) => r.startsAt > now)) {
      const booking = { v: old, e, p, host: await hostOf(tx, old.hostId) };
      await mailViewingCancelled(deps, tx, booking, { by: "replaced", next: v }, now);
    }
    await mailViewingBooked(deps, tx, { v, e, p, host: await hostOf(tx, v.hostId) }, now);
    const at = formatWhen(v.startsAt);
    const note: OutgoingNotification = {
      userIds: staffOf(p, v.hostId),
      kind: "viewing_booked",
      title: `Viewing booked: ${p.title}`,
      body: `${e.name} booked ${at} (${v.durationMinutes} minutes).`,
      link: `/enquiries/${e.id}`,
      email: {
        subject: `Viewing booked: ${p.title}, ${at}`,
        text: `${e.name} (${e.email}${e.phone ? `, ${e.phone}` : ""}) booked a viewing of ${p.title}, ${addressOf(p)}, on ${at} for ${v.durationMinutes} minutes.`,
      },
    };
    return { notes: [note] };
  });
  deps.mailer.wake();
  return applicantView(deps, token, now);
}

export async function cancelBooking(
  deps: AppDeps,
  actor: Actor,
  token: string,
  viewingId: string,
  now = new Date(),
): Promise<ApplicantView> {
  await withNotifications(deps, async (tx) => {
    const { e, p } = await enquiryByLink(tx, linkSecret(deps), token, true);
    const v = await linkedViewing(tx, e.id, viewingId, "Viewing not found");
    if (v.status !== "booked" || v.startsAt <= now)
      throw new AppError("conflict", "Only a booked viewing still to come can be cancelled.");
    await tx.update(viewings).set({ status: "cancelled", updatedAt: now }).where(eq(viewings.id, v.id));
    await moveEnquiryStatus(tx, e.id, "contacted", now);
    await audit(tx, actor, {
      action: "cancel",
      entity: "viewing",
      entityId: v.id,
      details: { enquiryId: e.id, by: "applicant" },
    });
    const host = await hostOf(tx, v.hostId);
    await mailViewingCancelled(deps, tx, { v, e, p, host }, { by: "applicant" }, now);
    const at = formatWhen(v.startsAt);
    return {
      notes: [
        {
          userIds: staffOf(p, v.hostId),
          kind: "viewing_cancelled",
          title: `Viewing cancelled: ${p.title}`,
          body: `${e.name} cancelled the viewing on ${at}.`,
          link: `/enquiries/${e.id}`,
          email: {
            subject: `Viewing cancelled: ${p.title}, ${at}`,
            text: `${e.name} cancelled their viewing of ${p.title}, ${addressOf(p)}, on ${at}.`,
          },
        },
      ],
    };
  });
  deps.mailer.wake();
  return applicantView(deps, token, now);
}

/** The applicant answers in the thread; the people managing the home are told. */
export async function applicantMessage(
  deps: AppDeps,
  actor: Actor,
  token: string,
  input: z.output<typeof applicantMessageInputSchema>,
): Promise<ApplicantView> {
  await withNotifications(deps, async (tx) => {
    const { e, p } = await enquiryByLink(tx, linkSecret(deps), token, true);
    const [m] = await tx
      .insert(enquiryMessages)
      .values({ enquiryId: e.id, sender: "applicant", authorName: e.name, body: input.message })
      .returning({ id: enquiryMessages.id });
    await touchEnquiry(tx, e.id, new Date());
    await audit(tx, actor, {
      action: "message",
      entity: "property_enquiry",
      entityId: e.id,
      details: { messageId: m!.id, by: "applicant" },
    });
    const hosts = await tx
      .selectDistinct({ id: viewings.hostId })
      .from(viewings)
      .where(eq(viewings.enquiryId, e.id));
    return {
      notes: [
        {
          userIds: [...staffOf(p), ...hosts.map((h) => h.id).filter((x): x is string => !!x)],
          kind: "enquiry_message",
          title: `${e.name} replied: ${p.title}`,
          body: input.message.slice(0, 200),
          link: `/enquiries/${e.id}`,
          email: {
            subject: `${e.name} replied about ${p.title}`,
            text: `${e.name} wrote about ${p.title}:\n\n${input.message}`,
          },
        },
      ],
    };
  });
  return applicantView(deps, token);
}
