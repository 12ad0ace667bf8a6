import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, supportTickets } from "../../db/schema";
import { type ErrorBody, supportFixtures, uniqueWord, validTicket } from "./support.factories";

const s = supportFixtures();

describe("anonymous callers", () => {
  it("get 401 from every support and notification endpoint", async () => {
    const id = crypto.randomUUID();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/support/tickets"],
      ["POST", "/api/support/tickets", validTicket],
      ["GET", `/api/support/tickets/${id}`],
      ["PATCH", `/api/support/tickets/${id}`, { status: "closed" }],
      ["POST", `/api/support/tickets/${id}/messages`, { body: "hi" }],
      ["POST", "/api/support/tickets/bulk-assign", { ticketIds: [id], assigneeId: null }],
      ["GET", "/api/support/summary"],
      ["GET", "/api/support/properties"],
      ["GET", "/api/support/staff"],
      ["GET", "/api/notifications"],
      ["POST", "/api/notifications/read", {}],
      ["GET", "/api/notifications/stream"],
      ["GET", "/api/admin/contact-messages"],
      ["PATCH", `/api/admin/contact-messages/${id}`, { status: "done" }],
    ];
    for (const [method, path, json] of calls) {
      const res = await s.request(undefined, path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("raising tickets", () => {
  it("any role can raise a ticket; it starts open with an SLA due time and writes the audit log", async () => {
    const people = [await s.tenant(), await s.user("landlord"), await s.user("agent"), await s.user("admin")];
    for (const who of people) {
      const t = await s.raise(who, { subject: `Ticket from ${who.role}` });
      expect(t).toMatchObject({ status: "open", priority: "high", createdBy: { id: who.id } });
      expect(new Date(t.dueAt).getTime() - new Date(t.createdAt).getTime()).toBe(24 * 3_600_000);
      expect(t.reference).toMatch(/^#\d+$/);
      const [entry] = await s
        .db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "ticket"), eq(auditLog.entityId, t.id)));
      expect(entry).toMatchObject({ action: "create", actorId: who.id });
    }
  });

  it("rejects bad input with 400 naming the fields", async () => {
    const tenant = await s.tenant();
    const res = await s.request(tenant, "/api/support/tickets", {
      method: "POST",
      json: { subject: "Hi", description: "short", category: "plumbing", priority: "now" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(Object.keys(body.error.fields ?? {})).toEqual(
      expect.arrayContaining(["subject", "description", "category", "priority"]),
    );
    const noLocation = await s.request(tenant, "/api/support/tickets", {
      method: "POST",
      json: { ...validTicket, location: "" },
    });
    expect(noLocation.status).toBe(400);
    expect(((await noLocation.json()) as ErrorBody).error.fields).toHaveProperty("location");
  });

  it("a tenant can't link a property that isn't the home of their active tenancy", async () => {
    const tenant = await s.tenant();
    const res = await s.request(tenant, "/api/support/tickets", {
      method: "POST",
      json: { ...validTicket, propertyId: crypto.randomUUID() },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("propertyId");
    // They may pick only their own home.
    const props = await s.request(tenant, "/api/support/properties");
    expect(((await props.json()) as { items: { id: string }[] }).items.map((p) => p.id)).toEqual([
      s.homeOf(tenant),
    ]);
  });

  it("a landlord can't link a property that isn't theirs", async () => {
    const landlord = await s.user("landlord");
    const res = await s.request(landlord, "/api/support/tickets", {
      method: "POST",
      json: { ...validTicket, propertyId: crypto.randomUUID() },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("propertyId");
  });

  it("notifies admins (bell and e-mail) about a ticket without a property", async () => {
    const admin = await s.user("admin");
    const tenant = await s.tenant();
    const t = await s.raise(tenant, { subject: "Cannot download my rent statement", category: "billing" });
    const mails = await s.db().select().from(emailOutbox).where(eq(emailOutbox.to, admin.email));
    expect(mails.some((m) => m.subject.includes(t.reference) && m.kind === "ticket_created")).toBe(true);
    const bell = (await (await s.request(admin, "/api/notifications")).json()) as {
      items: { title: string; link: string }[];
      unread: number;
    };
    expect(bell.unread).toBeGreaterThan(0);
    expect(bell.items.some((n) => n.link === `/support/tickets/${t.id}`)).toBe(true);
  });
});

describe("who can read a ticket", () => {
  it("the creator and admins read it; other tenants, landlords and agents get 404", async () => {
    const tenant = await s.tenant();
    const admin = await s.user("admin");
    const strangers = [
      await s.tenant(),
      await s.user("landlord"),
      await s.user("landlord"),
      await s.user("agent"),
    ];
    const ticket = await s.raise(tenant, { subject: "Damp and mould in the bedroom", location: "bedroom" });
    expect((await s.detail(tenant, ticket.id)).status).toBe(200);
    expect((await s.detail(admin, ticket.id)).status).toBe(200);
    for (const who of strangers) {
      const res = await s.detail(who, ticket.id);
      expect(res.status, who.role).toBe(404);
      expect(((await res.json()) as ErrorBody).error.code).toBe("not_found");
      expect((await s.reply(who, ticket.id, { body: "Hello" })).status).toBe(404);
      expect((await s.patch(who, ticket.id, { status: "closed" })).status).toBe(404);
    }
  });

  it("an unknown id is 404 and a malformed id is 400", async () => {
    const admin = await s.user("admin");
    expect((await s.detail(admin, crypto.randomUUID())).status).toBe(404);
    const bad = await s.detail(admin, "not-a-uuid");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields).toHaveProperty("id");
  });

  it("lists only what each caller may read; admins see all", async () => {
    const [tenant, otherTenant] = [await s.tenant(), await s.tenant()];
    const [admin, otherLandlord] = [await s.user("admin"), await s.user("landlord")];
    const word = uniqueWord("mould");
    const ticket = await s.raise(tenant, { subject: `Damp and ${word} in the bedroom`, location: "bedroom" });
    await s.raise(otherTenant, { subject: "Someone else's repair", location: "kitchen" });
    const mine = await s.list(tenant);
    expect(mine.items.every((t) => t.createdBy.id === tenant.id)).toBe(true);
    expect(mine.items.map((t) => t.id)).toContain(ticket.id);
    expect((await s.list(otherTenant)).items.map((t) => t.id)).not.toContain(ticket.id);
    expect((await s.list(otherLandlord)).items.map((t) => t.id)).not.toContain(ticket.id);
    const all = await s.list(admin);
    expect(all.items.map((t) => t.id)).toContain(ticket.id);
    expect(all.total).toBeGreaterThanOrEqual(mine.total);
    const filtered = await s.list(admin, `&category=maintenance&status=open&q=${word}`);
    expect(filtered.items.map((t) => t.id)).toEqual([ticket.id]);
    const byRef = await s.list(admin, `&q=${encodeURIComponent(ticket.reference)}`);
    expect(byRef.items.map((t) => t.id)).toEqual([ticket.id]);
    const bad = await s.request(admin, "/api/support/tickets?status=lost&pageSize=0");
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as ErrorBody).error.fields ?? {})).toEqual(
      expect.arrayContaining(["status", "pageSize"]),
    );
  });

  it("the assignee gains access when assigned and loses it when unassigned", async () => {
    const [tenant, agent, admin] = [await s.tenant(), await s.user("agent"), await s.user("admin")];
    const t = await s.raise(tenant, { subject: "Leaking tap in the bathroom", location: "bathroom" });
    expect((await s.detail(agent, t.id)).status).toBe(404);
    expect((await s.patch(admin, t.id, { assigneeId: agent.id })).status).toBe(200);
    const res = await s.detail(agent, t.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { permissions: { manage: boolean } }).permissions.manage).toBe(true);
    expect((await s.patch(agent, t.id, { priority: "urgent" })).status).toBe(200);
    expect((await s.patch(admin, t.id, { assigneeId: null })).status).toBe(200);
    expect((await s.detail(agent, t.id)).status).toBe(404);
  });
});

describe("a tenant's maintenance request names their home", () => {
  it("is refused without a property, with a field error; other categories and staff need none", async () => {
    const [tenant, landlord] = [await s.tenant(), await s.user("landlord")];
    const res = await s.request(tenant, "/api/support/tickets", { method: "POST", json: validTicket });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields?.propertyId).toMatch(/home the repair is about/);
    const homeless = await s.user("tenant");
    const none = await s.request(homeless, "/api/support/tickets", { method: "POST", json: validTicket });
    expect(none.status).toBe(400);
    expect(((await none.json()) as ErrorBody).error.fields?.propertyId).toMatch(/no tenancy is linked/);
    const [written] = await s
      .db()
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(eq(supportTickets.createdBy, homeless.id));
    expect(written).toBeUndefined();
    await s.raise(homeless, { subject: "Question about my account", category: "account" });
    await s.raise(landlord, { subject: "Smoke alarms across my portfolio" });
    // With the home named, its landlord sees it.
    const t = await s.raise(tenant, { subject: "Radiator leaking in the hall", location: "hallway" });
    expect(t.property?.id).toBe(s.homeOf(tenant));
  });
});

describe("tenants with a tenancy", () => {
  it("pick the home of their active tenancy; its landlord then sees the request", async () => {
    const [renter, landlord, otherLandlord] = [
      await s.user("tenant"),
      await s.user("landlord"),
      await s.user("landlord"),
    ];
    const home = await s.addProperty(landlord, undefined, "1 bed flat, Bristol BS1");
    const elsewhere = await s.addProperty(otherLandlord, undefined, "Flat 9, Bath BA1");
    await s.addTenancy(renter.id, home.id, 120_000);
    const options = (await (await s.request(renter, "/api/support/properties")).json()) as {
      items: { id: string }[];
    };
    expect(options.items.map((p) => p.id)).toEqual([home.id]);
    const t = await s.raise(renter, {
      subject: "Shower has no pressure",
      location: "bathroom",
      propertyId: home.id,
    });
    expect(t.property?.id).toBe(home.id);
    expect((await s.detail(landlord, t.id)).status).toBe(200);
    expect((await s.detail(otherLandlord, t.id)).status).toBe(404);
    const wrong = await s.request(renter, "/api/support/tickets", {
      method: "POST",
      json: { ...validTicket, propertyId: elsewhere.id },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error.fields).toHaveProperty("propertyId");
  });
});
