/**
 * A user's secret calendar feed of compliance duties: the token is shown once, only its SHA-256 is
 * kept, and creating a new one revokes the old. The public feed answers an iCalendar file made by
 * ical-generator from the same duties as the clock.
 */
import { randomBytes } from "node:crypto";
import { addDays } from "@shared/ledger";
import type { Role } from "@shared/permissions";
import { type ClockDuty, dutyStatusLabels } from "@shared/schemas/compliance";
import type {
  CalendarFeedCreated,
  CalendarFeedKind,
  CalendarFeedStatus,
} from "@shared/schemas/compliance-settings";
import { and, eq, isNull } from "drizzle-orm";
import ical, { type ICalCalendar, ICalCalendarMethod } from "ical-generator";
import type { Db } from "../../db/client";
import { calendarFeeds, users } from "../../db/schema";
import { hashToken as hashOf } from "../../lib/tokens";
import { type Actor, audit } from "../audit";
import { dutiesForUser } from "./service-duties";

export const NOT_LEGAL_ADVICE = "Keyhold records and computes dates; it is not legal advice.";
/** Events in one feed at most: far more than any portfolio's dated duties. */
export const MAX_FEED_EVENTS = 5000;

/** The token's shape: 32 random bytes, base64url without padding (43 characters). */
const TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;

const statusOf = (row: typeof calendarFeeds.$inferSelect | undefined): CalendarFeedStatus =>
  row
    ? {
        active: true,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      }
    : { active: false, createdAt: null, lastUsedAt: null };

/** What a feed lists: the compliance clock's duties, or booked viewings (viewings/service-feed.ts). */
export type FeedKind = CalendarFeedKind;

const activeOf = (userId: string, kind: FeedKind) =>
  and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.kind, kind), isNull(calendarFeeds.revokedAt));

async function activeFeed(db: Db, userId: string, kind: FeedKind) {
  const [row] = await db.select().from(calendarFeeds).where(activeOf(userId, kind));
  return row;
}

export async function feedStatus(
  db: Db,
  user: { id: string },
  kind: FeedKind = "duties",
): Promise<CalendarFeedStatus> {
  return statusOf(await activeFeed(db, user.id, kind));
}

/** Creates the caller's feed, revoking the one they had; the URL is answered this once only. */
export async function createFeed(
  db: Db,
  user: { id: string },
  actor: Actor,
  publicUrl: string,
  kind: FeedKind = "duties",
): Promise<CalendarFeedCreated> {
  const token = randomBytes(32).toString("base64url");
  const row = await db.transaction(async (tx) => {
    const revoked = await tx
      .update(calendarFeeds)
      .set({ revokedAt: new Date() })
      .where(activeOf(user.id, kind))
      .returning({ id: calendarFeeds.id });
    const [created] = await tx
      .insert(calendarFeeds)
      .values({ userId: user.id, tokenHash: hashOf(token), kind })
      .returning();
    await audit(tx, actor, {
      action: revoked.length ? "rotate" : "create",
      entity: "calendar_feed",
      entityId: created!.id,
      details: { kind, revoked: revoked.map((r) => r.id) },
    });
    return created!;
  });
  return { ...statusOf(row), url: `${publicUrl}/api/calendar/${token}.ics` };
}

/** Revokes the caller's feed; answers whether there was one. */
export async function revokeFeed(
  db: Db,
  user: { id: string },
  actor: Actor,
  kind: FeedKind = "duties",
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const revoked = await tx
      .update(calendarFeeds)
      .set({ revokedAt: new Date() })
      .where(activeOf(user.id, kind))
      .returning({ id: calendarFeeds.id });
    if (revoked.length) {
      await audit(tx, actor, { action: "revoke", entity: "calendar_feed", entityId: revoked[0]!.id });
    }
    return revoked.length > 0;
  });
}

/**
 * The owner of an active feed, by the file name `<token>.ics`: looked up by the token's hash (so
 * the comparison never runs over the secret itself), marked used. Null for anything else.
 */
export async function feedOwner(
  db: Db,
  file: string,
): Promise<{ id: string; role: Role; kind: FeedKind } | null> {
  const token = file.endsWith(".ics") ? file.slice(0, -4) : "";
  if (!TOKEN_RE.test(token)) return null;
  const [row] = await db
    .update(calendarFeeds)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(calendarFeeds.tokenHash, hashOf(token)), isNull(calendarFeeds.revokedAt)))
    .returning({ userId: calendarFeeds.userId, kind: calendarFeeds.kind });
  if (!row) return null;
  const [owner] = await db
    .select({ id: users.id, role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!owner || owner.banned || owner.role === "tenant") return null;
  return { id: owner.id, role: owner.role as Role, kind: row.kind };
}

const homeName = (d: ClockDuty) => d.property.addressLine1 || d.property.title;

/** "OVERDUE: Gas safety check — 12 Acacia Road"; duties in hand carry no prefix. */
export function eventSummary(d: ClockDuty): string {
  const prefix = d.status === "ok" ? "" : `${dutyStatusLabels[d.status].toUpperCase()}: `;
  return `${prefix}${d.title}${d.subject ? ` (${d.subject})` : ""} — ${homeName(d)}`;
}

/** The home's compliance page in the app, for the role that reads the feed. */
export const homePageUrl = (publicUrl: string, role: Role, propertyId: string) =>
  `${publicUrl}/${role}/compliance/homes/${propertyId}`;

/** The iCalendar text of the user's dated duties (not those that do not apply), all-day on the due date. */
export async function feedCalendar(
  db: Db,
  owner: { id: string; role: Role },
  config: { publicUrl: string; appName: string },
): Promise<string> {
  const duties = (await dutiesForUser(db, owner))
    .filter((d): d is ClockDuty & { dueOn: string } => !!d.dueOn && d.status !== "not_applicable")
    .slice(0, MAX_FEED_EVENTS);
  const cal = ical({
    name: `${config.appName} compliance duties`,
    prodId: { company: config.appName, product: "compliance-clock", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60 * 6,
    description: NOT_LEGAL_ADVICE,
  });
  // ical-generator's own toString() folds the whole text with a TextEncoder per character: about
  // 25 s for a 5,000-event feed (bench/compliance.ts). Each event is written by ical-generator and
  // folded here instead; lines are independent, so the text is the same.
  const parts: string[] = [];
  for (const d of duties) {
    const link = homePageUrl(config.publicUrl, owner.role, d.propertyId);
    const event = cal.createEvent({
      id: d.key,
      allDay: true,
      start: new Date(`${d.dueOn}T00:00:00Z`),
      end: new Date(`${addDays(d.dueOn, 1)}T00:00:00Z`),
      summary: eventSummary(d),
      description: [
        `${dutyStatusLabels[d.status]}. ${d.detail}`,
        `Rule: ${d.rule.summary} (${d.rule.source})`,
        `Home: ${d.property.title}, ${d.property.addressLine1}, ${d.property.city} ${d.property.postcode}`,
        `Open in ${config.appName}: ${link}`,
        NOT_LEGAL_ADVICE,
      ].join("\n\n"),
      url: link,
    });
    parts.push(foldLines(event.toString()));
  }
  return calendarText(cal, parts);
}

/**
 * The calendar's text with its events (each already written and folded) inside, emptied of the
 * events it made. RFC 5545 §3.1 ends every content line with CRLF, the last one too (§3.4: the
 * stream is `BEGIN:VCALENDAR ... END:VCALENDAR CRLF`); ical-generator's text ends without it.
 */
export function calendarText(cal: ICalCalendar, parts: string[]): string {
  cal.clear();
  const frame = cal.toString();
  const end = frame.lastIndexOf("END:VCALENDAR");
  const text = frame.slice(0, end) + parts.join("") + frame.slice(end);
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}

/** UTF-8 octets of the code point starting at s[i], and how many UTF-16 units it takes. */
function octets(s: string, i: number): [number, number] {
  const c = s.charCodeAt(i);
  if (c < 0x80) return [1, 1];
  if (c < 0x800) return [2, 1];
  if (c >= 0xd800 && c <= 0xdbff) {
    const next = s.charCodeAt(i + 1);
    return next >= 0xdc00 && next <= 0xdfff ? [4, 2] : [3, 1];
  }
  return [3, 1];
}

/**
 * RFC 5545 §3.1 line folding, as ical-generator does it (a line breaks before the octet that would
 * take it past 74, the continuation starts with a space), without an encoder per character.
 */
export function foldLines(text: string): string {
  return text
    .split("\r\n")
    .map((line) => {
      // ASCII lines of 74 characters or fewer (nearly all) stay as they are.
      if (line.length <= 74 && !/[\u0080-\uffff]/.test(line)) return line;
      let out = "";
      let from = 0;
      let n = 0;
      for (let i = 0; i < line.length; ) {
        const [bytes, units] = octets(line, i);
        n += bytes;
        if (n > 74) {
          out += `${line.slice(from, i)}\r\n `;
          from = i;
          n = bytes;
        }
        i += units;
      }
      return out + line.slice(from);
    })
    .join("\r\n");
}
