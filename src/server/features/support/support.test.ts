import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TicketDetail, TicketSummary } from "@shared/schemas/support";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, properties, supportTickets, tenancies } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";

let ctx: TestContext;
let admin: TestUser;
let agent: TestUser;
let landlord: TestUser;
let tenant: TestUser;
let otherTenant: TestUser;
let otherLandlord: TestUser;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const validTicket = {
  subject: "Boiler not heating water",
  description: "Since Sunday the boiler shows error E119 and there is no hot water at all.",
  category: "maintenance",
  priority: "high",
  location: "kitchen",
};

async function raise(as: TestUser, overrides: Record<string, unknown> = {}) {
  const res = await requestAs(ctx, as, "/api/support/tickets", {
    method: "POST",
    json: { ...validTicket, ...overrides },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as TicketDetail).ticket;
}

const detail = async (as: TestUser | undefined, id: string) =>
  requestAs(ctx, as, `/api/support/tickets/${id}`);
const patch = (as: TestUser | undefined, id: string, json: unknown) =>
  requestAs(ctx, as, `/api/support/tickets/${id}`, { method: "PATCH", json });
const reply = (as: TestUser | undefined, id: string, json: unknown) =>
  requestAs(ctx, as, `/api/support/tickets/${id}/messages`, { method: "POST", json });

beforeAll(async () => {
  // Uploads go to a scratch directory, not the developer's ./data.
  const dataDir = mkdtempSync(path.join(tmpdir(), "keyhold-support-"));
  ctx = await createTestContext({ uploadMaxBytes: 300 * 1024, dataDir });
  admin = await signedInUser(ctx, "admin");
  agent = await signedInUser(ctx, "agent");
  landlord = await signedInUser(ctx, "landlord");
  tenant = await signedInUser(ctx, "tenant");
  otherTenant = await signedInUser(ctx, "tenant");
  otherLandlord = await signedInUser(ctx, "landlord");
});

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
      const res = await requestAs(ctx, undefined, path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe("raising tickets", () => {
  it("any role can raise a ticket; it starts open with an SLA due time and writes the audit log", async () => {
    for (const who of [tenant, landlord, agent, admin]) {
      const t = await raise(who, { subject: `Ticket from ${who.role}` });
      expect(t).toMatchObject({ status: "open", priority: "high", createdBy: { id: who.id } });
      expect(new Date(t.dueAt).getTime() - new Date(t.createdAt).getTime()).toBe(24 * 3_600_000);
      expect(t.reference).toMatch(/^#\d+$/);
      const [entry] = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "ticket"), eq(auditLog.entityId, t.id)));
      expect(entry).toMatchObject({ action: "create", actorId: who.id });
    }
  });

  it("rejects bad input with 400 naming the fields", async () => {
    const res = await requestAs(ctx, tenant, "/api/support/tickets", {
      method: "POST",
      json: { subject: "Hi", description: "short", category: "plumbing", priority: "now" },
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(Object.keys(body.error.fields ?? {})).toEqual(
      expect.arrayContaining(["subject", "description", "category", "priority"]),
    );
    const noLocation = await requestAs(ctx, tenant, "/api/support/tickets", {
      method: "POST",
      json: { ...validTicket, location: "" },
    });
    expect(noLocation.status).toBe(400);
    expect(((await noLocation.json()) as ErrorBody).error.fields).toHaveProperty("location");
  });

  it("a tenant can't link a property that isn't the home of their active tenancy", async () => {
    const res = await requestAs(ctx, tenant, "/api/support/tickets", {
      method: "POST",
      json: { ...validTicket, propertyId: crypto.randomUUID() },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("propertyId");
    const props = await requestAs(ctx, tenant, "/api/support/properties");
    expect(((await props.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it("a landlord can't link a property that isn't theirs", async () => {
    const res = await requestAs(ctx, landlord, "/api/support/tickets", {
      method: "POST",
      json: { ...validTicket, propertyId: crypto.randomUUID() },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("propertyId");
  });

  it("notifies admins (bell and e-mail) about a ticket without a property", async () => {
    const t = await raise(tenant, { subject: "Cannot download my rent statement", category: "billing" });
    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, admin.email));
    expect(mails.some((m) => m.subject.includes(t.reference) && m.kind === "ticket_created")).toBe(true);
    const bell = (await (await requestAs(ctx, admin, "/api/notifications")).json()) as {
      items: { title: string; link: string }[];
      unread: number;
    };
    expect(bell.unread).toBeGreaterThan(0);
    expect(bell.items.some((n) => n.link === `/support/tickets/${t.id}`)).toBe(true);
  });
});

describe("who can read a ticket", () => {
  let ticket: TicketSummary;
  beforeAll(async () => {
    ticket = await raise(tenant, { subject: "Damp and mould in the bedroom", location: "bedroom" });
  });

  it("the creator and admins read it; other tenants, landlords and agents get 404", async () => {
    expect((await detail(tenant, ticket.id)).status).toBe(200);
    expect((await detail(admin, ticket.id)).status).toBe(200);
    for (const who of [otherTenant, otherLandlord, landlord, agent]) {
      const res = await detail(who, ticket.id);
      expect(res.status, who.role).toBe(404);
      expect(((await res.json()) as ErrorBody).error.code).toBe("not_found");
      expect((await reply(who, ticket.id, { body: "Hello" })).status).toBe(404);
      expect((await patch(who, ticket.id, { status: "closed" })).status).toBe(404);
    }
  });

  it("an unknown id is 404 and a malformed id is 400", async () => {
    expect((await detail(admin, crypto.randomUUID())).status).toBe(404);
    const bad = await detail(admin, "not-a-uuid");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ErrorBody).error.fields).toHaveProperty("id");
  });

  it("lists only what each caller may read; admins see all", async () => {
    const list = async (who: TestUser, qs = "") =>
      (await (await requestAs(ctx, who, `/api/support/tickets?pageSize=100${qs}`)).json()) as {
        items: TicketSummary[];
        total: number;
      };
    const mine = await list(tenant);
    expect(mine.items.every((t) => t.createdBy.id === tenant.id)).toBe(true);
    expect(mine.items.map((t) => t.id)).toContain(ticket.id);
    expect((await list(otherTenant)).items.map((t) => t.id)).not.toContain(ticket.id);
    expect((await list(otherLandlord)).items.map((t) => t.id)).not.toContain(ticket.id);
    const all = await list(admin);
    expect(all.items.map((t) => t.id)).toContain(ticket.id);
    expect(all.total).toBeGreaterThanOrEqual(mine.total);
    const filtered = await list(admin, "&category=maintenance&status=open&q=mould");
    expect(filtered.items.map((t) => t.id)).toEqual([ticket.id]);
    const byRef = await list(admin, `&q=${encodeURIComponent(ticket.reference)}`);
    expect(byRef.items.map((t) => t.id)).toEqual([ticket.id]);
    const bad = await requestAs(ctx, admin, "/api/support/tickets?status=lost&pageSize=0");
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as ErrorBody).error.fields ?? {})).toEqual(
      expect.arrayContaining(["status", "pageSize"]),
    );
  });

  it("the assignee gains access when assigned and loses it when unassigned", async () => {
    const t = await raise(otherTenant, { subject: "Leaking tap in the bathroom", location: "bathroom" });
    expect((await detail(agent, t.id)).status).toBe(404);
    expect((await patch(admin, t.id, { assigneeId: agent.id })).status).toBe(200);
    const res = await detail(agent, t.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as TicketDetail).permissions.manage).toBe(true);
    expect((await patch(agent, t.id, { priority: "urgent" })).status).toBe(200);
    expect((await patch(admin, t.id, { assigneeId: null })).status).toBe(200);
    expect((await detail(agent, t.id)).status).toBe(404);
  });
});

describe("messages and internal notes", () => {
  let ticket: TicketSummary;
  beforeAll(async () => {
    ticket = await raise(tenant, { subject: "Front door lock is sticking", location: "hallway" });
    expect((await patch(admin, ticket.id, { assigneeId: agent.id })).status).toBe(200);
  });

  it("internal notes are hidden from the creator and visible to the assignee and admins", async () => {
    const note = await reply(agent, ticket.id, {
      body: "Locksmith quoted £85, waiting on landlord.",
      internal: true,
    });
    expect(note.status).toBe(201);
    const forTenant = (await (await detail(tenant, ticket.id)).json()) as TicketDetail;
    expect(forTenant.messages.some((m) => m.body.includes("Locksmith"))).toBe(false);
    expect(forTenant.messages.some((m) => m.internal)).toBe(false);
    expect(forTenant.permissions).toMatchObject({ manage: false, seeInternal: false });
    for (const who of [agent, admin]) {
      const d = (await (await detail(who, ticket.id)).json()) as TicketDetail;
      expect(d.messages.some((m) => m.internal && m.body.includes("Locksmith"))).toBe(true);
    }
    // A note is not a first response and does not move the status.
    const [row] = await ctx.database.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row).toMatchObject({ status: "open", firstResponseAt: null });
  });

  it("the creator can't write internal notes (403)", async () => {
    const res = await reply(tenant, ticket.id, { body: "secret", internal: true });
    expect(res.status).toBe(403);
  });

  it("an empty message is 400 naming body", async () => {
    const res = await reply(tenant, ticket.id, { body: "   " });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("body");
  });

  it("a staff reply moves open to in progress, records the first response and tells the creator", async () => {
    const res = await reply(agent, ticket.id, { body: "A locksmith will call you tomorrow morning." });
    expect(res.status).toBe(201);
    const d = (await (await detail(tenant, ticket.id)).json()) as TicketDetail;
    expect(d.ticket.status).toBe("in_progress");
    expect(d.ticket.firstResponseAt).not.toBeNull();
    expect(d.messages.some((m) => m.kind === "status" && m.meta.to === "in_progress")).toBe(true);
    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, tenant.email));
    expect(mails.some((m) => m.kind === "ticket_reply" && m.subject.includes(ticket.reference))).toBe(true);
    const bell = (await (await requestAs(ctx, tenant, "/api/notifications")).json()) as { unread: number };
    expect(bell.unread).toBeGreaterThan(0);
  });

  it("the creator's reply to an awaiting-reply ticket moves it back to in progress", async () => {
    expect((await patch(agent, ticket.id, { status: "awaiting_reply" })).status).toBe(200);
    expect((await reply(tenant, ticket.id, { body: "Tomorrow morning works for me." })).status).toBe(201);
    const d = (await (await detail(tenant, ticket.id)).json()) as TicketDetail;
    expect(d.ticket.status).toBe("in_progress");
  });
});

describe("status workflow", () => {
  it("staff move a ticket through the workflow; invalid transitions are 409 with a message", async () => {
    const t = await raise(tenant, { subject: "Extractor fan broken", location: "bathroom", priority: "low" });
    expect((await patch(admin, t.id, { status: "in_progress" })).status).toBe(200);
    const back = await patch(admin, t.id, { status: "open" });
    expect(back.status).toBe(409);
    expect(((await back.json()) as ErrorBody).error.message).toMatch(/can't be moved to open/);
    const same = await patch(admin, t.id, { status: "in_progress" });
    expect(same.status).toBe(409);
    expect(((await same.json()) as ErrorBody).error.message).toMatch(/already in progress/);
    const resolved = await patch(admin, t.id, { status: "resolved" });
    expect(resolved.status).toBe(200);
    expect(((await resolved.json()) as TicketDetail).ticket.resolvedAt).not.toBeNull();
    const fromResolved = await patch(admin, t.id, { status: "in_progress" });
    expect(fromResolved.status).toBe(409);
    expect(((await fromResolved.json()) as ErrorBody).error.message).toMatch(/Reopen it first/);
    expect((await patch(admin, t.id, { status: "closed" })).status).toBe(200);
    // Closed: no more messages until reopened.
    const closedReply = await reply(tenant, t.id, { body: "It broke again" });
    expect(closedReply.status).toBe(409);
    expect((await patch(admin, t.id, { status: "awaiting_reply" })).status).toBe(409);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, t.id), eq(auditLog.action, "update")));
    expect(entry?.details).toHaveProperty("status");
    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, tenant.email));
    expect(mails.some((m) => m.kind === "ticket_status" && m.subject.includes(t.reference))).toBe(true);
  });

  it("the creator may close and reopen, but not set other statuses, priority or assignee", async () => {
    const t = await raise(tenant, { subject: "Question about my deposit", category: "billing" });
    expect((await patch(tenant, t.id, { status: "in_progress" })).status).toBe(403);
    expect((await patch(tenant, t.id, { priority: "urgent" })).status).toBe(403);
    expect((await patch(tenant, t.id, { assigneeId: tenant.id })).status).toBe(403);
    expect((await patch(tenant, t.id, { status: "open" })).status).toBe(409);
    const closed = await patch(tenant, t.id, { status: "closed" });
    expect(closed.status).toBe(200);
    expect(((await closed.json()) as TicketDetail).permissions.reopen).toBe(true);
    const reopened = await patch(tenant, t.id, { status: "open" });
    expect(reopened.status).toBe(200);
    expect(((await reopened.json()) as TicketDetail).ticket.status).toBe("open");
  });

  it("rejects an empty or malformed update with 400", async () => {
    const t = await raise(tenant, { subject: "Smoke alarm chirping", location: "hallway" });
    const empty = await patch(admin, t.id, {});
    expect(empty.status).toBe(400);
    const bad = await patch(admin, t.id, { status: "done", priority: "asap" });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as ErrorBody).error.fields ?? {})).toEqual(
      expect.arrayContaining(["status", "priority"]),
    );
  });

  it("only admins, agents and the property's landlord can be assigned", async () => {
    const t = await raise(tenant, { subject: "Window latch broken", location: "living_room" });
    const res = await patch(admin, t.id, { assigneeId: otherTenant.id });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("assigneeId");
    const d = (await (await detail(admin, t.id)).json()) as TicketDetail;
    expect(d.assignees.every((p) => p.role === "admin" || p.role === "agent")).toBe(true);
  });
});

describe("staff queues", () => {
  it("overdue filter and summary use the SLA by priority", async () => {
    const urgent = await raise(tenant, { subject: "Gas smell near the boiler", priority: "urgent" });
    const fresh = await raise(tenant, {
      subject: "Gutter overflowing at the back",
      priority: "low",
      location: "exterior",
    });
    await ctx.database.db
      .update(supportTickets)
      .set({ createdAt: new Date(Date.now() - 5 * 3_600_000) })
      .where(eq(supportTickets.id, urgent.id));
    const res = await requestAs(ctx, admin, "/api/support/tickets?overdue=true&pageSize=100");
    const items = ((await res.json()) as { items: TicketSummary[] }).items;
    expect(items.map((t) => t.id)).toContain(urgent.id);
    expect(items.map((t) => t.id)).not.toContain(fresh.id);
    expect(items.find((t) => t.id === urgent.id)?.overdue).toBe(true);
    const summary = (await (await requestAs(ctx, admin, "/api/support/summary")).json()) as {
      overdueByPriority: Record<string, number>;
      unassigned: number;
    };
    expect(summary.overdueByPriority.urgent).toBeGreaterThanOrEqual(1);
    expect(summary.unassigned).toBeGreaterThanOrEqual(2);
    const tenantSummary = (await (await requestAs(ctx, tenant, "/api/support/summary")).json()) as {
      raisedByMe: number;
      myOpen: TicketSummary[];
    };
    expect(tenantSummary.raisedByMe).toBeGreaterThan(0);
    expect(tenantSummary.myOpen.every((t) => t.createdBy.id === tenant.id)).toBe(true);
  });

  it("bulk assign: admins assign many; tickets the caller doesn't manage are 404; bad assignee 400", async () => {
    const a = await raise(otherTenant, { subject: "Bulk one: shower tray cracked", location: "bathroom" });
    const b = await raise(otherTenant, { subject: "Bulk two: oven door hinge", location: "kitchen" });
    const ok = await requestAs(ctx, admin, "/api/support/tickets/bulk-assign", {
      method: "POST",
      json: { ticketIds: [a.id, b.id], assigneeId: agent.id },
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { updated: number }).updated).toBe(2);
    const mine = (await (await requestAs(ctx, agent, "/api/support/tickets?assigned=me")).json()) as {
      items: TicketSummary[];
    };
    expect(mine.items.map((t) => t.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const c = await raise(otherTenant, { subject: "Bulk three: loose banister", location: "hallway" });
    const notMine = await requestAs(ctx, agent, "/api/support/tickets/bulk-assign", {
      method: "POST",
      json: { ticketIds: [a.id, c.id], assigneeId: agent.id },
    });
    expect(notMine.status).toBe(404);
    const badAssignee = await requestAs(ctx, admin, "/api/support/tickets/bulk-assign", {
      method: "POST",
      json: { ticketIds: [c.id], assigneeId: tenant.id },
    });
    expect(badAssignee.status).toBe(400);
    const empty = await requestAs(ctx, admin, "/api/support/tickets/bulk-assign", {
      method: "POST",
      json: { ticketIds: [], assigneeId: null },
    });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).error.fields).toHaveProperty("ticketIds");
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, a.id), eq(auditLog.action, "assign")));
    expect(audits).toHaveLength(1);
  });

  it("the staff list is for admins and agents only", async () => {
    expect((await requestAs(ctx, admin, "/api/support/staff")).status).toBe(200);
    expect((await requestAs(ctx, agent, "/api/support/staff")).status).toBe(200);
    expect((await requestAs(ctx, landlord, "/api/support/staff")).status).toBe(403);
    expect((await requestAs(ctx, tenant, "/api/support/staff")).status).toBe(403);
  });
});

describe("notifications", () => {
  it("marks read and streams the unread count", async () => {
    const before = (await (await requestAs(ctx, tenant, "/api/notifications")).json()) as {
      items: { id: string }[];
      unread: number;
    };
    expect(before.unread).toBeGreaterThan(0);
    const one = await requestAs(ctx, tenant, "/api/notifications/read", {
      method: "POST",
      json: { ids: [before.items[0]!.id] },
    });
    expect(((await one.json()) as { unread: number }).unread).toBe(before.unread - 1);
    const all = await requestAs(ctx, tenant, "/api/notifications/read", { method: "POST", json: {} });
    expect(((await all.json()) as { unread: number }).unread).toBe(0);
    // Someone else's notifications are untouched.
    expect(
      ((await (await requestAs(ctx, admin, "/api/notifications")).json()) as { unread: number }).unread,
    ).toBeGreaterThan(0);
    const bad = await requestAs(ctx, tenant, "/api/notifications/read", {
      method: "POST",
      json: { ids: ["x"] },
    });
    expect(bad.status).toBe(400);

    const controller = new AbortController();
    const stream = await ctx.app.request("/api/notifications/stream", {
      headers: { cookie: tenant.cookie },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reader = stream.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain("event: unread");
    expect(first).toContain('"unread":0');
    // A staff reply pushes the new count.
    const t = await raise(tenant, { subject: "Stream check: radiator cold", location: "bedroom" });
    await reply(admin, t.id, { body: "We'll bleed the radiator on Friday." });
    const next = new TextDecoder().decode((await reader.read()).value);
    expect(next).toContain('"unread":1');
    controller.abort();
    await reader.cancel().catch(() => undefined);
  });
});

describe("admin contact messages", () => {
  it("admins list and update contact messages; other roles get 403", async () => {
    const sent = await requestAs(ctx, undefined, "/api/contact", {
      method: "POST",
      json: {
        name: "Sam Reed",
        email: "sam@example.com",
        topic: "landlord",
        message: "Please call me about lettings.",
      },
    });
    expect(sent.status).toBe(201);
    for (const who of [agent, landlord, tenant]) {
      expect((await requestAs(ctx, who, "/api/admin/contact-messages")).status).toBe(403);
    }
    const list = (await (await requestAs(ctx, admin, "/api/admin/contact-messages")).json()) as {
      items: { id: string; email: string; status: string }[];
      total: number;
    };
    const msg = list.items.find((m) => m.email === "sam@example.com")!;
    expect(msg.status).toBe("new");
    for (const who of [agent, tenant]) {
      expect(
        (
          await requestAs(ctx, who, `/api/admin/contact-messages/${msg.id}`, {
            method: "PATCH",
            json: { status: "done" },
          })
        ).status,
      ).toBe(403);
    }
    const done = await requestAs(ctx, admin, `/api/admin/contact-messages/${msg.id}`, {
      method: "PATCH",
      json: { status: "done" },
    });
    expect(done.status).toBe(200);
    const bad = await requestAs(ctx, admin, `/api/admin/contact-messages/${msg.id}`, {
      method: "PATCH",
      json: { status: "archived" },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await requestAs(ctx, admin, `/api/admin/contact-messages/${crypto.randomUUID()}`, {
          method: "PATCH",
          json: { status: "done" },
        })
      ).status,
    ).toBe(404);
    const filtered = (await (
      await requestAs(ctx, admin, "/api/admin/contact-messages?status=done")
    ).json()) as {
      items: { id: string }[];
    };
    expect(filtered.items.map((m) => m.id)).toContain(msg.id);
  });

  it("the endpoints appear in the OpenAPI document", async () => {
    const doc = (await (await ctx.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      "/api/support/tickets",
      "/api/support/tickets/{id}",
      "/api/support/tickets/{id}/messages",
      "/api/support/tickets/bulk-assign",
      "/api/notifications/stream",
      "/api/admin/contact-messages/{id}",
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});

async function addProperty(owner: TestUser, agentUser?: TestUser, title = "2 bed flat, Leeds LS1") {
  const [row] = await ctx.database.db
    .insert(properties)
    .values({
      landlordId: owner.id,
      agentId: agentUser?.id ?? null,
      title,
      type: "flat",
      addressLine1: "1 Park Row",
      city: "Leeds",
      postcode: "LS1 5AB",
      bedrooms: 2,
      bathrooms: 1,
      rentAmount: 95_000,
      rentPcm: 95_000,
    })
    .returning();
  return row!;
}

describe("tickets about a property", () => {
  let property: { id: string };
  let ticket: TicketSummary;
  let propertyAgent: TestUser;
  beforeAll(async () => {
    propertyAgent = await signedInUser(ctx, "agent");
    property = await addProperty(landlord, propertyAgent);
    await addProperty(otherLandlord, undefined, "Studio, Manchester M1");
    // An admin raises it for the property (tenants can't link one until tenancies exist).
    ticket = await raise(admin, { subject: "Boiler service overdue", propertyId: property.id });
  });

  it("the property's landlord and agent read, list and manage it; an unrelated landlord gets 404", async () => {
    for (const who of [landlord, propertyAgent]) {
      const res = await detail(who, ticket.id);
      expect(res.status, who.role).toBe(200);
      const d = (await res.json()) as TicketDetail;
      expect(d.ticket.property).toEqual({ id: property.id, title: "2 bed flat, Leeds LS1" });
      expect(d.permissions).toMatchObject({ manage: true, seeInternal: true });
      const list = (await (await requestAs(ctx, who, "/api/support/tickets?pageSize=100")).json()) as {
        items: TicketSummary[];
      };
      expect(list.items.map((t) => t.id)).toContain(ticket.id);
    }
    expect((await detail(otherLandlord, ticket.id)).status).toBe(404);
    expect((await detail(agent, ticket.id)).status).toBe(404);
    const byProperty = (await (
      await requestAs(ctx, landlord, `/api/support/tickets?propertyId=${property.id}`)
    ).json()) as { items: TicketSummary[] };
    expect(byProperty.items.map((t) => t.id)).toEqual([ticket.id]);
  });

  it("the landlord was told about the new ticket by e-mail", async () => {
    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, landlord.email));
    expect(mails.some((m) => m.kind === "ticket_created" && m.subject.includes(ticket.reference))).toBe(true);
  });

  it("landlords pick their own properties, agents their assigned ones, admins any", async () => {
    const own = await raise(landlord, { subject: "Gas safety certificate renewal", propertyId: property.id });
    expect(own.property?.id).toBe(property.id);
    const assigned = await raise(propertyAgent, { subject: "Check smoke alarms", propertyId: property.id });
    expect(assigned.property?.id).toBe(property.id);
    for (const who of [otherLandlord, agent]) {
      const res = await requestAs(ctx, who, "/api/support/tickets", {
        method: "POST",
        json: { ...validTicket, propertyId: property.id },
      });
      expect(res.status, who.role).toBe(400);
      expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("propertyId");
    }
    const mine = (await (await requestAs(ctx, landlord, "/api/support/properties")).json()) as {
      items: { id: string }[];
    };
    expect(mine.items.map((p) => p.id)).toEqual([property.id]);
    const all = (await (await requestAs(ctx, admin, "/api/support/properties")).json()) as {
      items: { id: string }[];
    };
    expect(all.items.length).toBeGreaterThanOrEqual(2);
  });

  it("a landlord's reply moves it to in progress; the landlord may be assigned", async () => {
    expect((await reply(landlord, ticket.id, { body: "Engineer booked for Tuesday 9am." })).status).toBe(201);
    const d = (await (await detail(admin, ticket.id)).json()) as TicketDetail;
    expect(d.ticket.status).toBe("in_progress");
    expect(d.assignees.map((p) => p.id)).toContain(landlord.id);
    expect((await patch(admin, ticket.id, { assigneeId: landlord.id })).status).toBe(200);
    expect((await patch(admin, ticket.id, { assigneeId: otherLandlord.id })).status).toBe(400);
  });
});

describe("tenants with a tenancy", () => {
  it("pick the home of their active tenancy; its landlord then sees the request", async () => {
    const renter = await signedInUser(ctx, "tenant");
    const home = await addProperty(landlord, undefined, "1 bed flat, Bristol BS1");
    const elsewhere = await addProperty(otherLandlord, undefined, "Flat 9, Bath BA1");
    await ctx.database.db.insert(tenancies).values({
      propertyId: home.id,
      tenantId: renter.id,
      status: "active",
      startDate: "2026-01-01",
      rentAmount: 120_000,
      rentFrequency: "monthly",
      dueDay: 1,
    });
    const options = (await (await requestAs(ctx, renter, "/api/support/properties")).json()) as {
      items: { id: string }[];
    };
    expect(options.items.map((p) => p.id)).toEqual([home.id]);
    const t = await raise(renter, {
      subject: "Shower has no pressure",
      location: "bathroom",
      propertyId: home.id,
    });
    expect(t.property?.id).toBe(home.id);
    expect((await detail(landlord, t.id)).status).toBe(200);
    expect((await detail(otherLandlord, t.id)).status).toBe(404);
    const wrong = await requestAs(ctx, renter, "/api/support/tickets", {
      method: "POST",
      json: { ...validTicket, propertyId: elsewhere.id },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).error.fields).toHaveProperty("propertyId");
  });
});

describe("linking a tenant's request to a property", () => {
  it("admins link it, then the property's landlord reads and handles it; others may not link", async () => {
    const property = await addProperty(landlord, undefined, "3 bed house, York YO1");
    const t = await raise(tenant, { subject: "Leaking tap in the kitchen", location: "kitchen" });
    expect((await detail(landlord, t.id)).status).toBe(404);
    expect((await patch(landlord, t.id, { propertyId: property.id })).status).toBe(404);
    expect((await patch(tenant, t.id, { propertyId: property.id })).status).toBe(403);
    const unknown = await patch(admin, t.id, { propertyId: crypto.randomUUID() });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ErrorBody).error.fields).toHaveProperty("propertyId");
    const linked = await patch(admin, t.id, { propertyId: property.id });
    expect(linked.status).toBe(200);
    expect(((await linked.json()) as TicketDetail).ticket.property?.id).toBe(property.id);
    const res = await detail(landlord, t.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as TicketDetail).permissions.manage).toBe(true);
    expect((await patch(landlord, t.id, { status: "in_progress" })).status).toBe(200);
    // The link is staff business: the tenant's thread doesn't show it.
    const forTenant = (await (await detail(tenant, t.id)).json()) as TicketDetail;
    expect(forTenant.messages.some((m) => m.kind === "property")).toBe(false);
    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, landlord.email));
    expect(mails.some((m) => m.subject.includes(t.reference))).toBe(true);
  });
});

async function upload(
  as: TestUser | undefined,
  ticketId: string,
  bytes: Uint8Array,
  name: string,
  messageId?: string,
) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name));
  if (messageId) form.append("messageId", messageId);
  return ctx.app.request(`/api/support/tickets/${ticketId}/attachments`, {
    method: "POST",
    headers: as ? { cookie: as.cookie } : {},
    body: form,
  });
}

describe("attachments", () => {
  let ticket: TicketSummary;
  let png: Buffer;
  beforeAll(async () => {
    ticket = await raise(tenant, { subject: "Black mould behind the wardrobe", location: "bedroom" });
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#557799" } })
      .png()
      .toBuffer();
  });

  it("the creator attaches a photo; readers of the ticket fetch it, nobody else can", async () => {
    const res = await upload(tenant, ticket.id, png, "mould.png");
    expect(res.status, await res.clone().text()).toBe(201);
    const { attachment } = (await res.json()) as {
      attachment: { id: string; url: string; contentType: string };
    };
    expect(attachment.contentType).toBe("image/webp");
    for (const who of [tenant, admin]) {
      const file = await requestAs(ctx, who, attachment.url);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("image/webp");
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    for (const who of [otherTenant, otherLandlord, landlord, agent]) {
      expect((await requestAs(ctx, who, attachment.url)).status, who.role).toBe(404);
    }
    expect((await requestAs(ctx, undefined, attachment.url)).status).toBe(401);
    const d = (await (await detail(tenant, ticket.id)).json()) as TicketDetail;
    expect(d.attachments.map((a) => a.id)).toContain(attachment.id);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, ticket.id), eq(auditLog.action, "attach")));
    expect(entry).toBeDefined();
  });

  it("checks content, not names: text named .png is 400; a PDF is accepted; too large is 413", async () => {
    const fake = await upload(
      tenant,
      ticket.id,
      new TextEncoder().encode("not really an image"),
      "photo.png",
    );
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as ErrorBody).error.fields).toHaveProperty("file");
    const pdf = await upload(tenant, ticket.id, new TextEncoder().encode("%PDF-1.4\n%test\n"), "quote.pdf");
    expect(pdf.status).toBe(201);
    const big = new Uint8Array(400 * 1024);
    big.set(png.subarray(0, 8));
    expect((await upload(tenant, ticket.id, big, "huge.png")).status).toBe(413);
    const none = await ctx.app.request(`/api/support/tickets/${ticket.id}/attachments`, {
      method: "POST",
      headers: { cookie: tenant.cookie },
      body: new FormData(),
    });
    expect(none.status).toBe(400);
  });

  it("strangers can't upload to a ticket (404); files on internal notes stay with staff", async () => {
    expect((await upload(otherTenant, ticket.id, png, "x.png")).status).toBe(404);
    expect((await upload(undefined, ticket.id, png, "x.png")).status).toBe(401);
    const note = await reply(admin, ticket.id, { body: "Contractor's invoice attached.", internal: true });
    const { message } = (await note.json()) as { message: { id: string } };
    // Only the author may attach to a message.
    expect((await upload(tenant, ticket.id, png, "x.png", message.id)).status).toBe(400);
    const res = await upload(admin, ticket.id, png, "invoice.png", message.id);
    expect(res.status).toBe(201);
    const { attachment } = (await res.json()) as { attachment: { id: string; url: string } };
    expect((await requestAs(ctx, admin, attachment.url)).status).toBe(200);
    expect((await requestAs(ctx, tenant, attachment.url)).status).toBe(404);
    const d = (await (await detail(tenant, ticket.id)).json()) as TicketDetail;
    expect(d.attachments.map((a) => a.id)).not.toContain(attachment.id);
  });
});
