import type { ApplicantView, EnquiryThread, Viewing } from "@shared/schemas/viewings";
import { and, desc, eq, like } from "drizzle-orm";
import ical, { type VEvent } from "node-ical";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  emailOutbox,
  notifications,
  properties,
  propertyEnquiries,
  users,
  viewings,
} from "../../db/schema";
import { viewingReminders } from "../../jobs/viewing-reminders";
import { requestAs, type TestUser } from "../../test/harness";
import {
  createWorld,
  type ErrorBody,
  patchProperty,
  publishedProperty,
  uniqueTag,
  type World,
} from "../properties/properties.factories";
import { formatWhen } from "./service-access";

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

let seq = 0;
const address = () => `203.0.${Math.floor(++seq / 250)}.${(seq % 250) + 1}`;
const HOUR = 3_600_000;
/** A time on the hour, `hours` from now. */
const inHours = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR).toISOString();

/** A home managed by the agent, and an enquiry about it from a new applicant: its id and e-mail. */
async function enquiry(title = `Viewing home ${uniqueTag()}`, home: Record<string, unknown> = {}) {
  const p = await publishedProperty(w, { title, agentId: w.agent.id, ...home });
  const email = `applicant-${uniqueTag().toLowerCase()}@example.com`;
  const res = await w.ctx.app.request(`/api/properties/${p.id}/enquiries`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address() },
    body: JSON.stringify({ name: "Ria Applicant", email, message: "Could I come and see it, please?" }),
  });
  expect(res.status).toBe(201);
  const [row] = await w.ctx.database.db
    .select()
    .from(propertyEnquiries)
    .where(eq(propertyEnquiries.propertyId, p.id));
  return { property: p, id: row!.id, email };
}

const reply = (user: TestUser, id: string, json: unknown) =>
  requestAs(w.ctx, user, `/api/manage/enquiries/${id}/replies`, { method: "POST", json });

async function json<T>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

/** The applicant's link path segment from the newest e-mail to them. */
async function tokenFor(email: string) {
  const [mail] = await w.ctx.database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const m = /\/enquiry\/([^\s]+)/.exec(mail!.text);
  return m![1]!;
}

const link = (token: string, path = "", json?: unknown) =>
  w.ctx.app.request(`/api/enquiry-links/${token}${path}`, {
    method: json === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address() },
    body: json === undefined ? undefined : JSON.stringify(json),
  });

let slotSeq = 0;
/** An enquiry answered with two times of its own by the agent; the applicant's token. */
async function offered(home: Record<string, unknown> = {}) {
  const e = await enquiry(undefined, home);
  const h = 48 + 4 * slotSeq++;
  const slots = [
    { startsAt: inHours(h), durationMinutes: 30 },
    { startsAt: inHours(h + 2), durationMinutes: 30 },
  ];
  const { thread } = await json<{ thread: EnquiryThread }>(
    await reply(w.agent, e.id, { message: "Happy to show you round.", slots }),
    201,
  );
  return { ...e, thread, token: await tokenFor(e.email) };
}

describe("enquiries to viewings", () => {
  it("a reply offers times, e-mails the applicant their link, and moves the enquiry to contacted", async () => {
    const e = await offered();
    expect(e.thread.enquiry.status).toBe("contacted");
    expect(e.thread.messages.map((m) => m.from)).toEqual(["applicant", "staff"]);
    expect(e.thread.viewings.map((v) => v.status)).toEqual(["proposed", "proposed"]);
    const [mail] = await w.ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, e.email));
    expect(mail!.subject).toBe(`Re: your enquiry about ${e.property.title}`);
    expect(mail!.text).toContain("Happy to show you round.");
    expect(mail!.replyTo).toBe(w.agent.email);
    const [entry] = await w.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, e.id), eq(auditLog.action, "reply")));
    expect(entry).toMatchObject({ actorId: w.agent.id, details: { slots: 2 } });
    // The landlord sees the same thread; another landlord, a tenant and the public do not.
    expect((await requestAs(w.ctx, w.landlord, `/api/manage/enquiries/${e.id}/thread`)).status).toBe(200);
    expect((await requestAs(w.ctx, w.landlord2, `/api/manage/enquiries/${e.id}/thread`)).status).toBe(404);
    expect((await requestAs(w.ctx, w.agent2, `/api/manage/enquiries/${e.id}/thread`)).status).toBe(404);
    expect((await requestAs(w.ctx, w.tenant, `/api/manage/enquiries/${e.id}/thread`)).status).toBe(403);
    expect((await requestAs(w.ctx, undefined, `/api/manage/enquiries/${e.id}/thread`)).status).toBe(401);
    expect((await reply(w.landlord2, e.id, { message: "Hi" })).status).toBe(404);
  });

  it("refuses times in the past, too far ahead, overlapping, too many, or clashing with a booking, writing nothing", async () => {
    const e = await enquiry();
    const field = async (json: unknown) => {
      const body = await json_(await reply(w.agent, e.id, json));
      return Object.keys(body.error.fields ?? {});
    };
    const json_ = (res: Response) => json<ErrorBody>(res, 400);
    expect(await field({ message: "x", slots: [{ startsAt: inHours(-2), durationMinutes: 30 }] })).toEqual([
      "slots.0.startsAt",
    ]);
    expect(
      await field({ message: "x", slots: [{ startsAt: inHours(24 * 100), durationMinutes: 30 }] }),
    ).toEqual(["slots.0.startsAt"]);
    expect(
      await field({
        message: "x",
        slots: [
          { startsAt: inHours(30), durationMinutes: 60 },
          { startsAt: new Date(Date.parse(inHours(30)) + 30 * 60_000).toISOString(), durationMinutes: 30 },
        ],
      }),
    ).toEqual(["slots.1.startsAt"]);
    expect(await field({ message: "x", slots: [{ startsAt: inHours(30), durationMinutes: 25 }] })).toEqual([
      "slots.0.durationMinutes",
    ]);
    const many = Array.from({ length: 7 }, (_, i) => ({ startsAt: inHours(30 + i), durationMinutes: 30 }));
    expect(await field({ message: "x", slots: many })).toEqual(["slots"]);
    expect(await field({ message: "", slots: [] })).toEqual(["message"]);
    // A booked time of the host's blocks the same time for another enquiry.
    const booked = await offered();
    await json(await link(booked.token, "/booking", { viewingId: booked.thread.viewings[0]!.id }), 200);
    const clash = await json<ErrorBody>(
      await reply(w.agent, e.id, {
        message: "x",
        slots: [{ startsAt: booked.thread.viewings[0]!.startsAt, durationMinutes: 15 }],
      }),
      400,
    );
    expect(clash.error.fields!["slots.0.startsAt"]).toMatch(/You have a viewing of .* booked at/);
    expect(await w.ctx.database.db.select().from(viewings).where(eq(viewings.enquiryId, e.id))).toHaveLength(
      0,
    );
  });

  it("the applicant books one time through the link: offers drop, staff are told, the link shows no staff e-mail", async () => {
    const e = await offered();
    const { view } = await json<{ view: ApplicantView }>(await link(e.token), 200);
    expect(view.offered).toHaveLength(2);
    expect(view.booked).toBeNull();
    expect(JSON.stringify(view)).not.toContain(w.agent.email);
    const chosen = view.offered[1]!.id;
    const booked = await json<{ view: ApplicantView }>(
      await link(e.token, "/booking", { viewingId: chosen }),
      200,
    );
    expect(booked.view.booked?.id).toBe(chosen);
    expect(booked.view.offered).toEqual([]);
    const rows = await w.ctx.database.db.select().from(viewings).where(eq(viewings.enquiryId, e.id));
    expect(rows.map((r) => r.status)).toEqual(["booked"]);
    const [enq] = await w.ctx.database.db
      .select()
      .from(propertyEnquiries)
      .where(eq(propertyEnquiries.id, e.id));
    expect(enq!.status).toBe("viewing_booked");
    const told = await w.ctx.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.kind, "viewing_booked"), like(notifications.title, `%${e.property.title}`)),
      );
    expect(told.map((n) => n.userId).sort()).toEqual([w.agent.id, w.landlord.id].sort());
    // Booking again the dropped time: 404 (no longer this enquiry's); the answer goes in the thread.
    expect((await link(e.token, "/booking", { viewingId: view.offered[0]!.id })).status).toBe(404);
    const answered = await json<{ view: ApplicantView }>(
      await link(e.token, "/messages", { message: "See you then!" }),
      201,
    );
    expect(answered.view.messages.at(-1)).toMatchObject({ from: "applicant", body: "See you then!" });
    // The applicant cancels: staff are told, the enquiry goes back to contacted.
    const cancelled = await json<{ view: ApplicantView }>(
      await link(e.token, "/cancel", { viewingId: chosen }),
      200,
    );
    expect(cancelled.view.booked).toBeNull();
    expect((await link(e.token, "/cancel", { viewingId: chosen })).status).toBe(409);
  });

  it("a link answers 404 when altered, used for another enquiry's viewing, or after the enquiry closes", async () => {
    const a = await offered();
    const b = await offered();
    const id = a.token.slice(0, 36);
    const mac = a.token.slice(37);
    const flipped = `${id}-${mac[0] === "A" ? "B" : "A"}${mac.slice(1)}`;
    for (const bad of [flipped, `${b.id}-${mac}`, "nonsense", `${id}-${mac}x`, `${id}.${mac}`]) {
      expect((await link(bad)).status).toBe(404);
    }
    // a's link cannot book b's time.
    expect((await link(a.token, "/booking", { viewingId: b.thread.viewings[0]!.id })).status).toBe(404);
    const close = await requestAs(w.ctx, w.agent, `/api/manage/enquiries/${a.id}`, {
      method: "PATCH",
      json: { status: "closed" },
    });
    expect(close.status).toBe(200);
    expect((await link(a.token)).status).toBe(404);
    const res = await link(a.token);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect((await link(b.token)).status).toBe(200);
  });

  it("staff send a new link: the old one ends, the applicant is e-mailed the new one, audited", async () => {
    const e = await offered();
    const newLink = (user: TestUser | undefined) =>
      requestAs(w.ctx, user, `/api/manage/enquiries/${e.id}/new-link`, { method: "POST" });
    expect((await newLink(w.agent2)).status).toBe(404);
    expect((await newLink(w.landlord2)).status).toBe(404);
    expect((await newLink(w.tenant)).status).toBe(403);
    expect((await newLink(undefined)).status).toBe(401);
    expect((await link(e.token)).status).toBe(200);

    const { thread } = await json<{ thread: EnquiryThread }>(await newLink(w.agent), 200);
    expect(thread.enquiry.id).toBe(e.id);
    expect(JSON.stringify(thread)).not.toContain("/enquiry/");
    // The leaked link now answers as any ended link does.
    expect((await link(e.token)).status).toBe(404);
    const [mail] = await w.ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, e.email), eq(emailOutbox.kind, "enquiry_new_link")));
    expect(mail!.subject).toBe(`A new link for your enquiry about ${e.property.title}`);
    expect(mail!.replyTo).toBe(w.agent.email);
    const fresh = await tokenFor(e.email);
    expect(fresh).not.toBe(e.token);
    const { view } = await json<{ view: ApplicantView }>(await link(fresh), 200);
    expect(view.offered).toHaveLength(2);
    const [entry] = await w.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, e.id), eq(auditLog.action, "link_reissue")));
    expect(entry).toMatchObject({ actorId: w.agent.id, details: { from: 1, to: 2 } });
    // The landlord may send one too; it ends the agent's.
    await json(await newLink(w.landlord), 200);
    expect((await link(fresh)).status).toBe(404);
    expect((await link(await tokenFor(e.email))).status).toBe(200);
  });

  it("closing ends the link for good: reopening does not bring the old URL back", async () => {
    const e = await offered();
    const status = (s: string) =>
      requestAs(w.ctx, w.agent, `/api/manage/enquiries/${e.id}`, { method: "PATCH", json: { status: s } });
    await json(await status("closed"), 200);
    expect((await link(e.token)).status).toBe(404);
    // No new link for a closed enquiry: there is nothing to reach.
    const refused = await requestAs(w.ctx, w.agent, `/api/manage/enquiries/${e.id}/new-link`, {
      method: "POST",
    });
    expect(refused.status).toBe(409);
    await json(await status("contacted"), 200);
    expect((await link(e.token)).status).toBe(404);
    // The next reply carries the enquiry's current link, which works.
    await json(await reply(w.agent, e.id, { message: "Back again" }), 201);
    const fresh = await tokenFor(e.email);
    expect(fresh).not.toBe(e.token);
    expect((await link(fresh)).status).toBe(200);
  });

  it("let agreed homes take no enquiries, offers or bookings", async () => {
    const e = await offered();
    const res = await patchProperty(w, w.landlord, e.property.id, { status: "let" });
    expect(res.status, await res.clone().text()).toBe(200);
    const again = await w.ctx.app.request(`/api/properties/${e.property.id}/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address() },
      body: JSON.stringify({ name: "Late Comer", email: "late@example.com", message: "Is it still free?" }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.message).toMatch(/let agreed/);
    const offer = await reply(w.agent, e.id, {
      message: "x",
      slots: [{ startsAt: inHours(60), durationMinutes: 30 }],
    });
    expect(offer.status).toBe(409);
    expect((await reply(w.agent, e.id, { message: "Sorry, it has been let." })).status).toBe(201);
    const { view } = await json<{ view: ApplicantView }>(await link(e.token), 200);
    expect(view.letAgreed).toBe(true);
    expect(view.offered).toEqual([]);
    expect((await link(e.token, "/booking", { viewingId: e.thread.viewings[0]!.id })).status).toBe(409);
  });

  it("staff cancel a booking (the applicant is e-mailed) and record the outcome only once it has started", async () => {
    const e = await offered();
    const first = e.thread.viewings[0]!.id;
    await json(await link(e.token, "/booking", { viewingId: first }), 200);
    const early = await requestAs(w.ctx, w.agent, `/api/manage/viewings/${first}/outcome`, {
      method: "POST",
      json: { attended: true, interest: "wants_to_apply" },
    });
    expect(early.status).toBe(409);
    // Move it into the past, as if it had happened.
    await w.ctx.database.db
      .update(viewings)
      .set({ startsAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(viewings.id, first));
    const missing = await requestAs(w.ctx, w.agent, `/api/manage/viewings/${first}/outcome`, {
      method: "POST",
      json: { attended: true },
    });
    expect(Object.keys((await json<ErrorBody>(missing, 400)).error.fields!)).toEqual(["interest"]);
    expect(
      (
        await requestAs(w.ctx, w.agent2, `/api/manage/viewings/${first}/outcome`, {
          method: "POST",
          json: { attended: false },
        })
      ).status,
    ).toBe(404);
    const { viewing } = await json<{ viewing: Viewing }>(
      await requestAs(w.ctx, w.landlord, `/api/manage/viewings/${first}/outcome`, {
        method: "POST",
        json: { attended: true, interest: "wants_to_apply", note: "Asked about parking" },
      }),
      200,
    );
    expect(viewing).toMatchObject({
      status: "attended",
      interest: "wants_to_apply",
      note: "Asked about parking",
    });

    const other = await offered();
    const id = other.thread.viewings[0]!.id;
    await json(await link(other.token, "/booking", { viewingId: id }), 200);
    const cancel = await json<{ viewing: Viewing }>(
      await requestAs(w.ctx, w.agent, `/api/manage/viewings/${id}/cancel`, {
        method: "POST",
        json: { reason: "The landlord needs the morning" },
      }),
      200,
    );
    expect(cancel.viewing.status).toBe("cancelled");
    const mails = await w.ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, other.email), eq(emailOutbox.kind, "viewing_cancelled")));
    expect(mails[0]!.text).toContain("The landlord needs the morning");
  });

  it("the calendar lists the homes' viewings by London dates, bounded, and the iCal feed carries bookings", async () => {
    const e = await offered();
    await json(await link(e.token, "/booking", { viewingId: e.thread.viewings[0]!.id }), 200);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const list = async (user: TestUser, q = `from=${day(-1)}&to=${day(7)}`) =>
      requestAs(w.ctx, user, `/api/manage/viewings?${q}`);
    const mine = await json<{ viewings: Viewing[] }>(await list(w.agent), 200);
    expect(mine.viewings.some((v) => v.enquiryId === e.id && v.status === "booked")).toBe(true);
    const theirs = await json<{ viewings: Viewing[] }>(await list(w.agent2), 200);
    expect(theirs.viewings.some((v) => v.enquiryId === e.id)).toBe(false);
    expect((await list(w.tenant)).status).toBe(403);
    const wide = await json<ErrorBody>(await list(w.agent, `from=${day(0)}&to=${day(90)}`), 400);
    expect(wide.error.fields).toHaveProperty("to");
    expect((await list(w.agent, "from=yesterday&to=2026-01-01")).status).toBe(400);

    const created = await json<{ feed: { url: string } }>(
      await requestAs(w.ctx, w.agent, "/api/viewings/calendar-feed", { method: "POST" }),
      201,
    );
    const path = new URL(created.feed.url).pathname;
    const ics = await w.ctx.app.request(path);
    expect(ics.status).toBe(200);
    const text = await ics.text();
    expect(text).toContain(`SUMMARY:Viewing: ${e.property.title} with Ria Applicant`);
    expect(text).not.toContain("compliance");
    // RFC 5545 §3.1: every line ends with CRLF, the last one too; calendar apps parse it.
    expect(text.endsWith("\r\nEND:VCALENDAR\r\n")).toBe(true);
    const parsed = Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === "VEVENT");
    expect(parsed.some((v) => String(v.summary).includes(e.property.title))).toBe(true);
    // The duties feed is a separate one: making it leaves the viewings feed working.
    await json(await requestAs(w.ctx, w.agent, "/api/compliance/calendar-feed", { method: "POST" }), 201);
    expect((await w.ctx.app.request(path)).status).toBe(200);
    await json(await requestAs(w.ctx, w.agent, "/api/viewings/calendar-feed", { method: "DELETE" }), 200);
    expect((await w.ctx.app.request(path)).status).toBe(404);
  });

  it("reminds the applicant and the host once, in the 24 hours before a booking", async () => {
    const e = await enquiry();
    await json(
      await reply(w.agent, e.id, {
        message: "Tomorrow?",
        slots: [{ startsAt: inHours(20), durationMinutes: 20 }],
      }),
      201,
    );
    const token = await tokenFor(e.email);
    const { view } = await json<{ view: ApplicantView }>(await link(token), 200);
    await json(await link(token, "/booking", { viewingId: view.offered[0]!.id }), 200);
    const sent: string[] = [];
    const send = async (r: { to: string; subjectKey: string }) => {
      if (r.subjectKey !== view.offered[0]!.id || sent.includes(r.to)) return false;
      sent.push(r.to);
      return true;
    };
    await viewingReminders(w.ctx.deps, new Date(Date.now() - 10 * HOUR), send);
    expect(sent).toEqual([]);
    await viewingReminders(w.ctx.deps, new Date(), send);
    expect(sent.sort()).toEqual([e.email, w.agent.email].sort());
  });
});

describe("the applicant's e-mails about a booking (issue 42 item 5)", () => {
  type OutboxRow = typeof emailOutbox.$inferSelect;
  const mailsTo = (email: string, kind: string) =>
    w.ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, kind)))
      .orderBy(emailOutbox.createdAt);
  /** The one calendar attachment of a mail, and its one event as a calendar program reads it. */
  const invitationOf = (mail: OutboxRow) => {
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments!;
    expect(file!.contentType).toMatch(/^text\/calendar; charset=utf-8; method=(REQUEST|CANCEL)$/);
    const events = Object.values(ical.sync.parseICS(file!.content)).filter(
      (c): c is VEvent => c?.type === "VEVENT",
    );
    expect(events).toHaveLength(1);
    return { text: file!.content, event: events[0]! };
  };
  const homeOf = async (id: string) =>
    (await w.ctx.database.db.select().from(properties).where(eq(properties.id, id)))[0]!;

  it("booking queues one mail to the applicant: time, address, host and an invitation calendars read", async () => {
    await w.ctx.database.db.update(users).set({ phone: "07700 900123" }).where(eq(users.id, w.agent.id));
    const [agent] = await w.ctx.database.db.select().from(users).where(eq(users.id, w.agent.id));
    const e = await offered({ addressLine2: "Flat 2", city: `Town${uniqueTag()}` });
    const home = await homeOf(e.property.id);
    const address = `${home.addressLine1}, Flat 2, ${home.city}, ${home.postcode}`;
    const slot = e.thread.viewings[1]!;
    expect(await mailsTo(e.email, "viewing_booked")).toEqual([]);
    // A refused booking (a time not offered to this enquiry) queues nothing.
    const other = await offered();
    expect((await link(e.token, "/booking", { viewingId: other.thread.viewings[0]!.id })).status).toBe(404);
    expect(await mailsTo(e.email, "viewing_booked")).toEqual([]);

    await json(await link(e.token, "/booking", { viewingId: slot.id }), 200);
    const mails = await mailsTo(e.email, "viewing_booked");
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const start = new Date(slot.startsAt);
    const when = formatWhen(start);
    expect(mail!.subject).toBe(`Viewing booked: ${address} on ${when}`);
    const end = new Date(start.getTime() + 30 * 60_000).toLocaleTimeString("en-GB", {
      timeZone: "Europe/London",
      hour: "2-digit",
      minute: "2-digit",
    });
    expect(mail!.text).toContain(`When: ${when} to ${end} (UK time)`);
    expect(mail!.text).toContain(`Where: ${address}`);
    expect(mail!.text).toContain(`With: ${agent!.name}, 07700 900123`);
    expect(mail!.text).toContain(`/enquiry/${e.token}`);
    expect(mail!.text).not.toContain(w.agent.email);
    // Staff are told as before, by their own mail.
    expect(await mailsTo(w.agent.email, "viewing_booked")).not.toHaveLength(0);

    const { text, event } = invitationOf(mail!);
    expect(text).toMatch(/^METHOD:REQUEST\r$/m);
    expect(text).toMatch(/^SEQUENCE:0\r$/m);
    expect(text).toContain(`DTSTART:${start.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z\r\n`);
    expect(text).toMatch(/^ORGANIZER;CN="[^"]+":mailto:\S+@\S+\r$/m);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(event.uid).toBe(`viewing-${slot.id}`);
    expect(event.start.toISOString()).toBe(start.toISOString());
    expect(event.end!.toISOString()).toBe(slot.endsAt);
    expect(String(event.location)).toBe(address);
    expect(String(event.summary)).toBe(`Viewing: ${e.property.title}`);
    expect(event.status).toBe("CONFIRMED");
    // The staff feed names the same event with the same UID.
    const feed = await json<{ feed: { url: string } }>(
      await requestAs(w.ctx, w.agent, "/api/viewings/calendar-feed", { method: "POST" }),
      201,
    );
    expect(await (await w.ctx.app.request(new URL(feed.feed.url).pathname)).text()).toContain(
      `UID:viewing-${slot.id}\r\n`,
    );
  });

  it("cancelling, by the applicant or by staff, sends the invitation's CANCEL with the same UID", async () => {
    for (const by of ["applicant", "staff"] as const) {
      const e = await offered();
      const slot = e.thread.viewings[0]!;
      await json(await link(e.token, "/booking", { viewingId: slot.id }), 200);
      const [booked] = await mailsTo(e.email, "viewing_booked");
      const uid = invitationOf(booked!).event.uid;
      if (by === "applicant") await json(await link(e.token, "/cancel", { viewingId: slot.id }), 200);
      else
        await json(
          await requestAs(w.ctx, w.agent, `/api/manage/viewings/${slot.id}/cancel`, {
            method: "POST",
            json: { reason: "The boiler is being replaced" },
          }),
          200,
        );
      const cancelled = await mailsTo(e.email, "viewing_cancelled");
      expect(cancelled, by).toHaveLength(1);
      expect(cancelled[0]!.subject).toBe(`Viewing cancelled: ${e.property.title}`);
      expect(cancelled[0]!.text).toContain(formatWhen(new Date(slot.startsAt)));
      if (by === "staff") expect(cancelled[0]!.text).toContain("Reason: The boiler is being replaced");
      const { text, event } = invitationOf(cancelled[0]!);
      expect(text).toMatch(/^METHOD:CANCEL\r$/m);
      expect(text).toMatch(/^SEQUENCE:1\r$/m);
      expect(event.uid).toBe(uid);
      expect(event.status).toBe("CANCELLED");
      expect(event.start.toISOString()).toBe(new Date(slot.startsAt).toISOString());
    }
  });

  it("booking another time cancels the earlier booking's invitation and sends the new one", async () => {
    const e = await offered();
    const first = e.thread.viewings[0]!;
    await json(await link(e.token, "/booking", { viewingId: first.id }), 200);
    const h = 48 + 4 * slotSeq++;
    const { thread } = await json<{ thread: EnquiryThread }>(
      await reply(w.agent, e.id, {
        message: "Or later?",
        slots: [{ startsAt: inHours(h), durationMinutes: 45 }],
      }),
      201,
    );
    const next = thread.viewings.find((v) => v.status === "proposed")!;
    await json(await link(e.token, "/booking", { viewingId: next.id }), 200);
    const [moved] = await mailsTo(e.email, "viewing_cancelled");
    expect(moved!.subject).toBe(`Viewing moved: ${e.property.title}`);
    expect(moved!.text).toContain(formatWhen(new Date(next.startsAt)));
    const cancel = invitationOf(moved!);
    expect(cancel.text).toMatch(/^METHOD:CANCEL\r$/m);
    expect(cancel.event.uid).toBe(`viewing-${first.id}`);
    const booked = await mailsTo(e.email, "viewing_booked");
    expect(booked).toHaveLength(2);
    const uids = booked.map((m) => invitationOf(m).event.uid).sort();
    expect(uids).toEqual([`viewing-${first.id}`, `viewing-${next.id}`].sort());
  });
});
