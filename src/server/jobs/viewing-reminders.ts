import { and, eq, gt, lte } from "drizzle-orm";
import type { AppDeps } from "../context";
import { properties, propertyEnquiries, users, viewings } from "../db/schema";
import { addressOf, applicantUrl, formatWhen, linkSecret, linkToken } from "../features/viewings";
import type { ReminderSend } from "./deposit-reminders";

/** A booked viewing is reminded once it starts within this many hours (the job runs hourly). */
export const VIEWING_REMINDER_HOURS = 24;

/**
 * Booked viewings starting in the next 24 hours: the applicant (with their link, to cancel) and
 * the host are each e-mailed once (`send` claims the reminder_sends row). Answers how many were sent.
 */
export async function viewingReminders(
  deps: Pick<AppDeps, "database" | "config">,
  now: Date,
  send: ReminderSend,
): Promise<number> {
  const { db } = deps.database;
  const rows = await db
    .select({
      v: viewings,
      e: propertyEnquiries,
      p: properties,
      host: { name: users.name, email: users.email },
    })
    .from(viewings)
    .innerJoin(propertyEnquiries, eq(propertyEnquiries.id, viewings.enquiryId))
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .leftJoin(users, eq(users.id, viewings.hostId))
    .where(
      and(
        eq(viewings.status, "booked"),
        gt(viewings.startsAt, now),
        lte(viewings.startsAt, new Date(now.getTime() + VIEWING_REMINDER_HOURS * 3_600_000)),
      ),
    );
  let sent = 0;
  for (const { v, e, p, host } of rows) {
    const at = formatWhen(v.startsAt);
    const link = applicantUrl(deps.config.publicUrl, linkToken(linkSecret(deps), e));
    const mails = [
      {
        to: e.email,
        subject: `Reminder: your viewing of ${p.title}, ${at}`,
        text: [
          `Hello ${e.name},`,
          "",
          `This is a reminder of your viewing of ${p.title} on ${at} (${v.durationMinutes} minutes).`,
          `Address: ${addressOf(p)}`,
          host ? `You will be met by ${host.name}.` : null,
          "",
          `If you can no longer come, please cancel here so the time can go to someone else: ${link}`,
        ]
          .filter((l) => l !== null)
          .join("\n"),
      },
      ...(host
        ? [
            {
              to: host.email,
              subject: `Viewing tomorrow or today: ${p.title}, ${at}`,
              text: `Hello ${host.name},\n\nYou have a viewing of ${p.title}, ${addressOf(p)}, on ${at} with ${e.name} (${e.email}${e.phone ? `, ${e.phone}` : ""}).`,
            },
          ]
        : []),
    ];
    for (const m of mails) {
      if (await send({ kind: "viewing_reminder", subjectKey: v.id, ...m, details: { viewingId: v.id } }))
        sent++;
    }
  }
  return sent;
}
