/**
 * The applicant's e-mails about a booked viewing, each with a calendar invitation (iTIP, RFC 5546):
 * METHOD:REQUEST when it is booked; METHOD:CANCEL, with the same UID and SEQUENCE 1, when it is
 * cancelled (by them or by staff) or replaced by another booking. Each is queued in the caller's
 * transaction (`tx`), so it leaves only if the change commits; the caller wakes the outbox after
 * the commit, and a mail server that fails never undoes the change.
 */

import { formatAddress } from "@shared/address";
import ical, { ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import type { OutboxAttachment } from "../../db/schema";
import {
  applicantUrl,
  type EnquiryRow,
  endsAt,
  formatWhen,
  type hostOf,
  linkToken,
  type PropertyRow,
  type ViewingRow,
  viewingUid,
} from "./service-access";
import { linkSecret } from "./service-thread";

type Deps = Pick<AppDeps, "mailer" | "config">;

/** A viewing with its enquiry, its home and its host (null when none is known). */
export interface BookedViewing {
  v: ViewingRow;
  e: EnquiryRow;
  p: PropertyRow;
  host: Awaited<ReturnType<typeof hostOf>>;
}

const clock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});
/** "Tuesday 1 December at 10:30 to 11:00", London time. */
const timeRange = (v: ViewingRow) => `${formatWhen(v.startsAt)} to ${clock.format(endsAt(v))}`;

/** The address of MAIL_FROM ("Keyhold <no-reply@x>" or a bare address): the invitation's organiser. */
const fromAddress = (mailFrom: string) => (/<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom).trim();

const hostLine = (host: BookedViewing["host"]) =>
  host ? `${host.name}${host.phone ? `, ${host.phone}` : ""}` : null;

/**
 * The .ics of one viewing: times in UTC, the home's address, the host (or the app) as organiser at
 * the MAIL_FROM address and the applicant as a guest who has accepted. The private link stays out
 * of it: calendars are shared more readily than e-mail.
 */
export function viewingInvitation(
  { config }: Pick<Deps, "config">,
  { v, e, p, host }: BookedViewing,
  method: "REQUEST" | "CANCEL",
  now = new Date(),
): OutboxAttachment {
  const appName = config.site.appName;
  const cal = ical({
    prodId: { company: appName, product: "viewings", language: "EN" },
    method: method === "REQUEST" ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  cal.createEvent({
    id: viewingUid(v.id),
    sequence: method === "REQUEST" ? 0 : 1,
    stamp: now,
    start: v.startsAt,
    end: endsAt(v),
    summary: `Viewing: ${p.title}`,
    location: formatAddress(p),
    description: [
      `Viewing of ${p.title}, ${formatAddress(p)}.`,
      host ? `With ${hostLine(host)}.` : null,
      "To cancel or ask for another time, use the private link in your e-mail.",
    ]
      .filter(Boolean)
      .join("\n"),
    organizer: { name: host?.name ?? appName, email: fromAddress(config.mailFrom) },
    attendees: [{ name: e.name, email: e.email, rsvp: false, status: ICalAttendeeStatus.ACCEPTED }],
    status: method === "REQUEST" ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
  });
  const text = cal.toString();
  return {
    filename: method === "REQUEST" ? "viewing.ics" : "viewing-cancelled.ics",
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    // RFC 5545 §3.4: the stream ends with CRLF; ical-generator's text does not.
    content: text.endsWith("\r\n") ? text : `${text}\r\n`,
  };
}

const linkOf = (deps: Deps, e: EnquiryRow) =>
  applicantUrl(deps.config.publicUrl, linkToken(linkSecret(deps), e));

/** "Viewing booked": when, where, who, the private link, and the invitation. */
export async function mailViewingBooked(deps: Deps, tx: Db, booking: BookedViewing, now = new Date()) {
  const { v, e, p, host } = booking;
  const where = formatAddress(p);
  await deps.mailer.send(
    {
      to: e.email,
      kind: "viewing_booked",
      subject: `Viewing booked: ${where} on ${formatWhen(v.startsAt)}`,
      text: [
        `Hello ${e.name},`,
        "",
        `Your viewing of ${p.title} is booked.`,
        "",
        `When: ${timeRange(v)} (UK time)`,
        `Where: ${where}`,
        host ? `With: ${hostLine(host)}` : null,
        "",
        "The calendar invitation attached adds it to your calendar.",
        "",
        "To cancel, ask for another time or send a message, use your private link (no account needed):",
        linkOf(deps, e),
        "",
        "Keep this link to yourself: anyone who has it can act on your enquiry.",
      ]
        .filter((l) => l !== null)
        .join("\n"),
      attachments: [viewingInvitation(deps, booking, "REQUEST", now)],
    },
    tx,
  );
}

/** Why a booking ended: staff cancelled it (maybe with a reason), the applicant did, or a new one replaced it. */
export type CancelledBy =
  | { by: "staff"; reason?: string | null }
  | { by: "applicant" }
  | { by: "replaced"; next: ViewingRow };

/** "Viewing cancelled", with the invitation's cancellation (same UID, SEQUENCE 1). */
export async function mailViewingCancelled(
  deps: Deps,
  tx: Db,
  booking: BookedViewing,
  why: CancelledBy,
  now = new Date(),
) {
  const { v, e, p } = booking;
  const at = formatWhen(v.startsAt);
  const what = {
    staff: `Your viewing of ${p.title}, ${p.city}, on ${at} has been cancelled.`,
    applicant: `You have cancelled your viewing of ${p.title}, ${p.city}, on ${at}.`,
    replaced: `Your viewing of ${p.title}, ${p.city}, on ${at} is replaced by the one you booked for ${why.by === "replaced" ? formatWhen(why.next.startsAt) : ""}.`,
  }[why.by];
  const reason = why.by === "staff" && why.reason ? ["", `Reason: ${why.reason}`] : [];
  await deps.mailer.send(
    {
      to: e.email,
      kind: "viewing_cancelled",
      subject: `${why.by === "replaced" ? "Viewing moved" : "Viewing cancelled"}: ${p.title}`,
      text: [
        `Hello ${e.name},`,
        "",
        what,
        ...reason,
        "",
        `You can answer or pick another time offered to you here: ${linkOf(deps, e)}`,
      ].join("\n"),
      attachments: [viewingInvitation(deps, booking, "CANCEL", now)],
    },
    tx,
  );
}
