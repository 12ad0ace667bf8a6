import type { Enquiry } from "@shared/schemas/properties";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, propertyEnquiries } from "../../db/schema";
import { requestAs, type TestUser } from "../../test/harness";
import {
  createProperty,
  createWorld,
  type ErrorBody,
  type Paged,
  publishedProperty,
  uniqueTag,
  type World,
} from "./properties.factories";

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const enquiry = {
  name: "Sam Visitor",
  email: "sam@example.com",
  phone: "07700 900123",
  message: "Is the flat still available? I'd love to view it.",
  preferredTimes: "Weekday evenings",
};

/** A published property of the landlord, managed by the agent, with a title of its own. */
const enquiryProperty = () =>
  publishedProperty(w, { title: `Enquiry property ${uniqueTag()}`, agentId: w.agent.id });

let addressSeq = 0;
/** A client address of its own, so each test has the whole rate limit (5 messages) to itself. */
const newAddress = () => `198.51.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

/** Posts an enquiry anonymously, from the given client address (a new one by default). */
const send = (propertyId: string, json: unknown = enquiry, address = newAddress()) =>
  w.ctx.app.request(`/api/properties/${propertyId}/enquiries`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify(json),
  });

const enquiryRows = (propertyId: string) =>
  w.ctx.database.db.select().from(propertyEnquiries).where(eq(propertyEnquiries.propertyId, propertyId));

/** The enquiry e-mails about one property (their subject names it). */
const mailsAbout = (title: string) =>
  w.ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "property_enquiry"), like(emailOutbox.subject, `%${title}`)));

describe("enquiries", () => {
  it("anyone can enquire about a public property; landlord and agent are e-mailed", async () => {
    const p = await enquiryProperty();
    const res = await send(p.id);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const mails = await mailsAbout(p.title);
    expect(mails.map((m) => m.to).sort()).toEqual([w.landlord.email, w.agent.email].sort());
    expect(mails[0]!.text).toContain("Weekday evenings");
    expect(mails[0]!.subject).toBe(`New enquiry: ${p.title}`);
    const [row] = await enquiryRows(p.id);
    expect(row).toMatchObject({ status: "new", email: "sam@example.com" });
    const [entry] = await w.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, row!.id), eq(auditLog.action, "create")));
    expect(entry).toMatchObject({
      entity: "property_enquiry",
      actorId: null,
      details: { propertyId: p.id, email: "sam@example.com" },
    });
  });

  it("validates with field names; unknown or draft properties answer 404; the honeypot stores nothing", async () => {
    const p = await enquiryProperty();
    const draft = await createProperty(w, w.landlord, { title: `Enquiry draft ${uniqueTag()}` });
    const bad = await send(p.id, { name: "", email: "nope", message: "short" });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as ErrorBody).error.fields!)).toEqual(
      expect.arrayContaining(["name", "email", "message"]),
    );
    expect((await send(draft.id)).status).toBe(404);
    expect((await send(crypto.randomUUID())).status).toBe(404);
    const bot = await send(p.id, { ...enquiry, website: "http://spam.example" });
    expect(bot.status).toBe(201);
    expect(await enquiryRows(p.id)).toHaveLength(0);
    expect(await enquiryRows(draft.id)).toHaveLength(0);
    expect(await mailsAbout(p.title)).toHaveLength(0);
    // A real one after the bot is stored: one row.
    expect((await send(p.id)).status).toBe(201);
    expect(await enquiryRows(p.id)).toHaveLength(1);
  });

  it("takes no offer of rent (rental bidding is banned) and no unknown field, storing nothing", async () => {
    const p = await enquiryProperty();
    for (const offer of [{ offerAmount: 250_000 }, { bid: "£100 more a month" }, { rentOffered: 1 }]) {
      const res = await send(p.id, { ...enquiry, ...offer });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.message).toMatch(/takes no offers on rent.*rental bidding is banned/);
    }
    const other = await send(p.id, { ...enquiry, favouriteColour: "green" });
    expect(other.status).toBe(400);
    expect(((await other.json()) as ErrorBody).error.message).toMatch(/Unknown field: favouriteColour/);
    expect(await enquiryRows(p.id)).toHaveLength(0);
  });

  it("the inbox shows enquiries to the landlord, agent and admin only; status changes are audited", async () => {
    const p = await enquiryProperty();
    expect((await send(p.id)).status).toBe(201);
    const inbox = async (user: TestUser | undefined) =>
      requestAs(w.ctx, user, `/api/manage/enquiries?propertyId=${p.id}`);
    for (const user of [w.landlord, w.agent, w.admin]) {
      const res = await inbox(user);
      expect(res.status).toBe(200);
      expect(((await res.json()) as Paged<Enquiry>).total).toBe(1);
    }
    for (const user of [w.landlord2, w.agent2]) {
      expect(((await (await inbox(user)).json()) as Paged<Enquiry>).total).toBe(0);
    }
    expect((await inbox(w.tenant)).status).toBe(403);
    expect((await inbox(undefined)).status).toBe(401);
    const { items } = (await (await inbox(w.agent)).json()) as Paged<Enquiry>;
    const id = items[0]!.id;
    const patch = (user: TestUser, status: string) =>
      requestAs(w.ctx, user, `/api/manage/enquiries/${id}`, { method: "PATCH", json: { status } });
    expect((await patch(w.landlord2, "contacted")).status).toBe(404);
    const bad = await patch(w.agent, "won");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields).toHaveProperty("status");
    const ok = await patch(w.agent, "viewing_booked");
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { enquiry: Enquiry }).enquiry).toMatchObject({
      id,
      status: "viewing_booked",
      property: { id: p.id, title: p.title },
    });
    const [entry] = await w.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, "status_change")));
    expect(entry).toMatchObject({
      actorId: w.agent.id,
      details: { from: "new", to: "viewing_booked", propertyId: p.id },
    });
    const filtered = await requestAs(w.ctx, w.landlord, "/api/manage/enquiries?status=new");
    expect(((await filtered.json()) as Paged<Enquiry>).items.every((e) => e.status === "new")).toBe(true);
  });

  it("limits each address to five messages in the window, answering 429 with Retry-After", async () => {
    const p = await enquiryProperty();
    const address = newAddress();
    for (let i = 0; i < 5; i++) expect((await send(p.id, enquiry, address)).status).toBe(201);
    const limited = await send(p.id, enquiry, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as ErrorBody).error).toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(
        /^Too many messages from your network\. Please try again in \d+ minutes\.$/,
      ),
    });
    expect(await enquiryRows(p.id)).toHaveLength(5);
    // Another address is not affected.
    expect((await send(p.id)).status).toBe(201);
  });
});
