/**
 * The secret iCalendar feed of viewings (the calendar_feeds row of kind 'viewings', made and
 * revoked like the duties feed in compliance/service-calendar.ts): booked viewings of the homes
 * the owner manages, from a month back to three months ahead, as timed events.
 */
import { addDays, today } from "@shared/dates";
import type { Role } from "@shared/permissions";
import ical, { ICalCalendarMethod } from "ical-generator";
import type { Db } from "../../db/client";
import { calendarText, foldLines } from "../compliance";
import { viewingUid } from "./service-access";
import { listViewings } from "./service-viewings";

export const FEED_DAYS_BACK = 31;
export const FEED_DAYS_AHEAD = 92;

export async function viewingsCalendar(
  db: Db,
  owner: { id: string; role: Role },
  config: { publicUrl: string; appName: string },
  now = new Date(),
): Promise<string> {
  const from = addDays(today(now), -FEED_DAYS_BACK);
  const to = addDays(today(now), FEED_DAYS_AHEAD);
  const rows = await listViewings(db, owner, { from, to }, ["booked", "attended", "no_show"]);
  const cal = ical({
    name: `${config.appName} viewings`,
    prodId: { company: config.appName, product: "viewings", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
  });
  const parts: string[] = [];
  for (const v of rows) {
    const link = `${config.publicUrl}/enquiries/${v.enquiryId}`;
    const event = cal.createEvent({
      id: viewingUid(v.id),
      start: new Date(v.startsAt),
      end: new Date(v.endsAt),
      summary: `Viewing: ${v.property.title} with ${v.applicant.name}`,
      location: v.property.address,
      description: [
        `${v.applicant.name}, ${v.applicant.email}${v.applicant.phone ? `, ${v.applicant.phone}` : ""}`,
        v.host ? `With ${v.host}` : null,
        `Open in ${config.appName}: ${link}`,
      ]
        .filter(Boolean)
        .join("\n\n"),
      url: link,
    });
    parts.push(foldLines(event.toString()));
  }
  return calendarText(cal, parts);
}
