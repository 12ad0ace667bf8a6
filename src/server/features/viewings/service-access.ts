/**
 * Who may reach an enquiry's thread and viewings, the applicant's private link, and the row-to-DTO
 * pieces the viewings services share.
 *
 * Staff reach an enquiry through its home (properties/service.ts manageCondition: landlord own,
 * agent their agency's, admin all). The applicant has no account: their link carries the enquiry
 * id and an HMAC of it with the server's secret and the enquiry's link version, so the link can
 * be sent again in every e-mail while nothing secret is stored; bumping the version ends it ("Send
 * a new link": service-relink.ts; closing the enquiry bumps it too, so a reopened enquiry never
 * brings the old URL back: properties/service-enquiries.ts). A closed enquiry's link is refused
 * as well. An unknown, altered or ended link answers the same 404.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Caller } from "@shared/schemas/auth";
import type { Viewing } from "@shared/schemas/viewings";
import { and, eq, gt, inArray, lt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, propertyEnquiries, users, viewings } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { isUuid, manageCondition } from "../properties";

export type EnquiryRow = typeof propertyEnquiries.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
export type ViewingRow = typeof viewings.$inferSelect;

/** The enquiry and its home if the caller manages the home (locked when asked), else 404. */
export async function managedEnquiry(db: Db, user: Caller, id: string, lock = false) {
  if (!isUuid(id)) throw notFound("Enquiry not found");
  const query = db
    .select({ e: propertyEnquiries, p: properties })
    .from(propertyEnquiries)
    .innerJoin(properties, eq(properties.id, propertyEnquiries.propertyId))
    .where(and(eq(propertyEnquiries.id, id), manageCondition(user)));
  const [row] = lock ? await query.for("update", { of: propertyEnquiries }) : await query;
  if (!row) throw notFound("Enquiry not found");
  return row;
}

/** A viewing of a home the caller manages, with its enquiry and home (locked when asked), else 404. */
export async function managedViewing(db: Db, user: Caller, id: string, lock = false) {
  if (!isUuid(id)) throw notFound("Viewing not found");
  const query = db
    .select({ v: viewings, e: propertyEnquiries, p: properties })
    .from(viewings)
    .innerJoin(propertyEnquiries, eq(propertyEnquiries.id, viewings.enquiryId))
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .where(and(eq(viewings.id, id), manageCondition(user)));
  const [row] = lock ? await query.for("update", { of: viewings }) : await query;
  if (!row) throw notFound("Viewing not found");
  return row;
}

/**
 * One of the host's booked viewings overlapping [start, end) (other than the given enquiry's), with
 * its home's title, or undefined: a host is never booked twice at one time.
 */
export async function hostClash(tx: Db, hostId: string, start: Date, end: Date, exceptEnquiryId?: string) {
  const [clash] = await tx
    .select({ title: properties.title, startsAt: viewings.startsAt })
    .from(viewings)
    .innerJoin(properties, eq(properties.id, viewings.propertyId))
    .where(
      and(
        eq(viewings.hostId, hostId),
        eq(viewings.status, "booked"),
        exceptEnquiryId ? ne(viewings.enquiryId, exceptEnquiryId) : undefined,
        lt(viewings.startsAt, end),
        gt(sql`${viewings.startsAt} + make_interval(mins => ${viewings.durationMinutes})`, start),
      ),
    )
    .limit(1);
  return clash;
}

// ---- The applicant's link ----------------------------------------------------------------------

/** `<uuid>-<43 base64url characters>`: a dot would make the page's path look like a file's. */
const LINK_RE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-([A-Za-z0-9_-]{43})$/;

const macOf = (secret: string, enquiryId: string, version: number) =>
  createHmac("sha256", secret).update(`keyhold:enquiry-link:${enquiryId}:${version}`).digest();

/** `<enquiry id>-<mac>`: the path segment of the applicant's link. */
export function linkToken(secret: string, enquiry: Pick<EnquiryRow, "id" | "linkVersion">): string {
  return `${enquiry.id}-${macOf(secret, enquiry.id, enquiry.linkVersion).toString("base64url")}`;
}

export const applicantUrl = (publicUrl: string, token: string) => `${publicUrl}/enquiry/${token}`;

const gone = () => notFound("This link is not valid any more. Send a new enquiry from the listing.");

/**
 * The enquiry a link was signed for (locked inside a transaction when asked), with its home; 404
 * for a link of the wrong shape, a wrong MAC, an ended version, a closed enquiry, or a home no
 * longer public.
 */
export async function enquiryByLink(db: Db, secret: string, token: string, lock = false) {
  const m = LINK_RE.exec(token);
  if (!m) throw gone();
  const [, id, mac] = m as unknown as [string, string, string];
  const query = db
    .select({ e: propertyEnquiries, p: properties })
    .from(propertyEnquiries)
    .innerJoin(properties, eq(properties.id, propertyEnquiries.propertyId))
    .where(eq(propertyEnquiries.id, id));
  const [row] = lock ? await query.for("update", { of: propertyEnquiries }) : await query;
  if (!row) throw gone();
  const given = Buffer.from(mac, "base64url");
  const expected = macOf(secret, row.e.id, row.e.linkVersion);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw gone();
  if (row.e.status === "closed") throw gone();
  if (!row.p.published || !["available", "under_offer", "let"].includes(row.p.status)) throw gone();
  return row;
}

// ---- DTO pieces --------------------------------------------------------------------------------

export const addressOf = (p: Pick<PropertyRow, "addressLine1" | "city" | "postcode">) =>
  [p.addressLine1, p.city, p.postcode].filter(Boolean).join(", ");

/** "Let agreed" homes take no new enquiries, offers or bookings. */
export const isLetAgreed = (p: Pick<PropertyRow, "status">) => p.status === "let";

export const endsAt = (v: Pick<ViewingRow, "startsAt" | "durationMinutes">) =>
  new Date(v.startsAt.getTime() + v.durationMinutes * 60_000);

export function toViewing(
  v: ViewingRow,
  e: Pick<EnquiryRow, "name" | "email" | "phone">,
  p: Pick<PropertyRow, "id" | "title" | "addressLine1" | "city" | "postcode">,
  hostName: string | null,
): Viewing {
  return {
    id: v.id,
    enquiryId: v.enquiryId,
    property: { id: p.id, title: p.title, address: addressOf(p) },
    applicant: { name: e.name, email: e.email, phone: e.phone },
    startsAt: v.startsAt.toISOString(),
    endsAt: endsAt(v).toISOString(),
    status: v.status,
    host: hostName,
    interest: v.interest ?? null,
    note: v.note,
  };
}

/**
 * The iCalendar UID of a viewing: the same in the staff feed (service-feed.ts) and the applicant's
 * invitations (mail.ts), so a calendar matches a cancellation to the invitation it ends.
 */
export const viewingUid = (viewingId: string) => `viewing-${viewingId}`;

/** The person the viewing is with, as the applicant is told (name, and phone when known). */
export async function hostOf(db: Db, hostId: string | null) {
  if (!hostId) return null;
  const [host] = await db
    .select({ name: users.name, phone: users.phone })
    .from(users)
    .where(eq(users.id, hostId));
  return host ?? null;
}

/** Names of the given people, by id. */
export async function namesOf(db: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((x): x is string => !!x))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const when = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});
/** "Tuesday 1 December at 10:30" in London time, for e-mails. */
export const formatWhen = (d: Date) => when.format(d).replace(/, (\d{2}:\d{2})$/, " at $1");
