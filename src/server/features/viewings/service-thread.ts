import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
/**
 * The staff side of an enquiry's thread: read it with its viewings, and reply (e-mailed to the
 * applicant with their private link), offering viewing times that replace the unbooked ones.
 */
import {
  type EnquiryThread,
  type enquiryReplyInputSchema,
  type ThreadMessage,
  VIEWING_DAYS_AHEAD,
  VIEWING_LEAD_MINUTES,
} from "@shared/schemas/viewings";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { enquiryMessages, users, viewings } from "../../db/schema";
import { fieldError } from "../../lib/errors";
import { type Actor, audit } from "../audit";
import { moveEnquiryStatus, toEnquiry } from "../properties";
import {
  applicantUrl,
  type EnquiryRow,
  endsAt,
  formatWhen,
  hostClash,
  isLetAgreed,
  linkToken,
  managedEnquiry,
  namesOf,
  type PropertyRow,
  toViewing,
} from "./service-access";

/** The secret the applicant's links are signed with (resolved at start: bootstrap.ts). */
export function linkSecret(deps: Pick<AppDeps, "config">): string {
  const secret = deps.config.authSecret;
  if (!secret) throw new Error("config.authSecret is not resolved");
  return secret;
}

/** The enquiry's first message, then the thread, oldest first. */
export async function threadMessages(db: Db, e: EnquiryRow): Promise<ThreadMessage[]> {
  const first: ThreadMessage = {
    id: e.id,
    from: "applicant",
    authorName: e.name,
    body: e.preferredTimes ? `${e.message}\n\nPreferred viewing times: ${e.preferredTimes}` : e.message,
    createdAt: e.createdAt.toISOString(),
  };
  const rest = await db
    .select()
    .from(enquiryMessages)
    .where(eq(enquiryMessages.enquiryId, e.id))
    .orderBy(asc(enquiryMessages.createdAt), asc(enquiryMessages.id));
  return [
    first,
    ...rest.map((m) => ({
      id: m.id,
      from: m.sender,
      authorName: m.authorName,
      body: m.body,
      createdAt: m.createdAt.toISOString(),
    })),
  ];
}

export async function enquiryViewings(db: Db, e: EnquiryRow, p: PropertyRow) {
  const rows = await db
    .select()
    .from(viewings)
    .where(eq(viewings.enquiryId, e.id))
    .orderBy(asc(viewings.startsAt));
  const names = await namesOf(
    db,
    rows.map((v) => v.hostId),
  );
  return rows.map((v) => toViewing(v, e, p, v.hostId ? (names.get(v.hostId) ?? null) : null));
}

export async function getThread(db: Db, user: Caller, id: string): Promise<EnquiryThread> {
  const { e, p } = await managedEnquiry(db, user, id);
  return {
    enquiry: toEnquiry({ ...e, propertyId: p.id, propertyTitle: p.title, propertyCity: p.city }),
    messages: await threadMessages(db, e),
    viewings: await enquiryViewings(db, e, p),
    letAgreed: isLetAgreed(p),
  };
}

type ReplyInput = z.output<typeof enquiryReplyInputSchema>;
type Slot = { startsAt: Date; durationMinutes: number };

/** Each time from an hour to 90 days ahead, none overlapping another or the host's bookings. */
async function checkSlots(tx: Db, hostId: string, input: ReplyInput, now: Date): Promise<Slot[]> {
  const earliest = now.getTime() + VIEWING_LEAD_MINUTES * 60_000;
  const latest = now.getTime() + VIEWING_DAYS_AHEAD * 86_400_000;
  const slots = input.slots.map((s) => ({
    startsAt: new Date(s.startsAt),
    durationMinutes: s.durationMinutes,
  }));
  slots.forEach((s, i) => {
    const t = s.startsAt.getTime();
    if (t < earliest || t > latest)
      throw fieldError(
        `slots.${i}.startsAt`,
        `Offer a time from an hour to ${VIEWING_DAYS_AHEAD} days ahead`,
      );
    const clash = slots.findIndex((o, j) => j < i && o.startsAt < endsAt(s) && s.startsAt < endsAt(o));
    if (clash >= 0) throw fieldError(`slots.${i}.startsAt`, `This time overlaps time ${clash + 1}`);
  });
  for (const [i, s] of slots.entries()) {
    const busy = await hostClash(tx, hostId, s.startsAt, endsAt(s));
    if (busy)
      throw fieldError(
        `slots.${i}.startsAt`,
        `You have a viewing of ${busy.title} booked at ${formatWhen(busy.startsAt)}`,
      );
  }
  return slots;
}

/**
 * Stores the reply and its offered times (replacing the enquiry's unbooked offers), moves a new
 * enquiry to contacted, audits, then e-mails the applicant the message, the times and their link.
 */
export async function replyToEnquiry(
  deps: Pick<AppDeps, "database" | "mailer" | "config">,
  user: Caller,
  actor: Actor,
  id: string,
  input: ReplyInput,
  now = new Date(),
): Promise<EnquiryThread> {
  const { db } = deps.database;
  const { e, p, author, slots } = await db.transaction(async (tx) => {
    const { e, p } = await managedEnquiry(tx, user, id, true);
    if (e.status === "closed")
      throw new AppError("invalid_transition", "This enquiry is closed. Reopen it to reply.");
    if (input.slots.length && isLetAgreed(p))
      throw new AppError("conflict", "This home is let agreed: no viewing times can be offered.");
    const slots = await checkSlots(tx, user.id, input, now);
    const [author] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    await tx.insert(enquiryMessages).values({
      enquiryId: e.id,
      sender: "staff",
      authorId: user.id,
      authorName: author!.name,
      body: input.message,
    });
    if (slots.length) {
      await tx.delete(viewings).where(and(eq(viewings.enquiryId, e.id), eq(viewings.status, "proposed")));
      await tx
        .insert(viewings)
        .values(slots.map((s) => ({ enquiryId: e.id, propertyId: p.id, hostId: user.id, ...s })));
    }
    await moveEnquiryStatus(tx, e.id, e.status === "new" ? "contacted" : e.status, now);
    await audit(tx, actor, {
      action: "reply",
      entity: "property_enquiry",
      entityId: e.id,
      details: { propertyId: p.id, slots: slots.length },
    });
    return { e, p, author: author!, slots };
  });
  const link = applicantUrl(deps.config.publicUrl, linkToken(linkSecret(deps), e));
  await deps.mailer.send({
    to: e.email,
    kind: "enquiry_reply",
    replyTo: author.email,
    subject: `Re: your enquiry about ${p.title}`,
    text: [
      `Hello ${e.name},`,
      "",
      `${author.name} has replied to your enquiry about ${p.title}, ${p.city}:`,
      "",
      input.message,
      "",
      ...(slots.length
        ? [
            "Viewing times offered:",
            ...slots.map((s) => `- ${formatWhen(s.startsAt)} (${s.durationMinutes} minutes)`),
            "",
            `Pick the time that suits you, no account needed: ${link}`,
          ]
        : [`Read the conversation and answer here, no account needed: ${link}`]),
      "",
      "Answering through the link keeps the whole conversation in one place.",
    ].join("\n"),
  });
  return getThread(db, user, e.id);
}
