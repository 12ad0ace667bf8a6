import type { TicketDetail } from "@shared/schemas/support";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, supportTickets } from "../../db/schema";
import { type ErrorBody, supportFixtures } from "./support.factories";

const s = supportFixtures();

/** A tenant's repair assigned by an admin to an agent. */
async function assignedRepair() {
  const [tenant, agent, admin] = [await s.tenant(), await s.user("agent"), await s.user("admin")];
  const ticket = await s.raise(tenant, { subject: "Front door lock is sticking", location: "hallway" });
  expect((await s.patch(admin, ticket.id, { assigneeId: agent.id })).status).toBe(200);
  return { tenant, agent, admin, ticket };
}

describe("messages and internal notes", () => {
  it("internal notes are hidden from the creator and visible to the assignee and admins", async () => {
    const { tenant, agent, admin, ticket } = await assignedRepair();
    const note = await s.reply(agent, ticket.id, {
      body: "Locksmith quoted £85, waiting on landlord.",
      internal: true,
    });
    expect(note.status).toBe(201);
    const forTenant = await s.detailOf(tenant, ticket.id);
    expect(forTenant.messages.some((m) => m.body.includes("Locksmith"))).toBe(false);
    expect(forTenant.messages.some((m) => m.internal)).toBe(false);
    expect(forTenant.permissions).toMatchObject({ manage: false, seeInternal: false });
    for (const who of [agent, admin]) {
      const d = await s.detailOf(who, ticket.id);
      expect(d.messages.some((m) => m.internal && m.body.includes("Locksmith"))).toBe(true);
    }
    // A note is not a first response and does not move the status.
    const [row] = await s.db().select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row).toMatchObject({ status: "open", firstResponseAt: null });
  });

  it("the creator can't write internal notes (403)", async () => {
    const { tenant, ticket } = await assignedRepair();
    const res = await s.reply(tenant, ticket.id, { body: "secret", internal: true });
    expect(res.status).toBe(403);
  });

  it("an empty message is 400 naming body", async () => {
    const { tenant, ticket } = await assignedRepair();
    const res = await s.reply(tenant, ticket.id, { body: "   " });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("body");
  });

  it("a staff reply moves open to in progress, records the first response and tells the creator", async () => {
    const { tenant, agent, ticket } = await assignedRepair();
    const res = await s.reply(agent, ticket.id, { body: "A locksmith will call you tomorrow morning." });
    expect(res.status).toBe(201);
    const d = await s.detailOf(tenant, ticket.id);
    expect(d.ticket.status).toBe("in_progress");
    expect(d.ticket.firstResponseAt).not.toBeNull();
    expect(d.messages.some((m) => m.kind === "status" && m.meta.to === "in_progress")).toBe(true);
    const mails = await s.db().select().from(emailOutbox).where(eq(emailOutbox.to, tenant.email));
    expect(mails.some((m) => m.kind === "ticket_reply" && m.subject.includes(ticket.reference))).toBe(true);
    const bell = (await (await s.request(tenant, "/api/notifications")).json()) as { unread: number };
    expect(bell.unread).toBeGreaterThan(0);
  });

  it("the creator's reply to an awaiting-reply ticket moves it back to in progress", async () => {
    const { tenant, agent, ticket } = await assignedRepair();
    expect((await s.reply(agent, ticket.id, { body: "Can you send a photo of the lock?" })).status).toBe(201);
    expect((await s.patch(agent, ticket.id, { status: "awaiting_reply" })).status).toBe(200);
    expect((await s.reply(tenant, ticket.id, { body: "Tomorrow morning works for me." })).status).toBe(201);
    const d = await s.detailOf(tenant, ticket.id);
    expect(d.ticket.status).toBe("in_progress");
  });
});

describe("status workflow", () => {
  it("staff move a ticket through the workflow; invalid transitions are 409 with a message", async () => {
    const [tenant, admin] = [await s.tenant(), await s.user("admin")];
    const t = await s.raise(tenant, {
      subject: "Extractor fan broken",
      location: "bathroom",
      priority: "low",
    });
    expect((await s.patch(admin, t.id, { status: "in_progress" })).status).toBe(200);
    const back = await s.patch(admin, t.id, { status: "open" });
    expect(back.status).toBe(409);
    expect(((await back.json()) as ErrorBody).error.message).toMatch(/can't be moved to open/);
    const same = await s.patch(admin, t.id, { status: "in_progress" });
    expect(same.status).toBe(409);
    expect(((await same.json()) as ErrorBody).error.message).toMatch(/already in progress/);
    const resolved = await s.patch(admin, t.id, { status: "resolved" });
    expect(resolved.status).toBe(200);
    expect(((await resolved.json()) as TicketDetail).ticket.resolvedAt).not.toBeNull();
    const fromResolved = await s.patch(admin, t.id, { status: "in_progress" });
    expect(fromResolved.status).toBe(409);
    expect(((await fromResolved.json()) as ErrorBody).error.message).toMatch(/Reopen it first/);
    expect((await s.patch(admin, t.id, { status: "closed" })).status).toBe(200);
    // Closed: no more messages until reopened.
    const closedReply = await s.reply(tenant, t.id, { body: "It broke again" });
    expect(closedReply.status).toBe(409);
    expect((await s.patch(admin, t.id, { status: "awaiting_reply" })).status).toBe(409);
    const [entry] = await s
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, t.id), eq(auditLog.action, "update")));
    expect(entry?.details).toHaveProperty("status");
    expect(entry).toMatchObject({ actorId: admin.id });
    const mails = await s.db().select().from(emailOutbox).where(eq(emailOutbox.to, tenant.email));
    expect(mails.some((m) => m.kind === "ticket_status" && m.subject.includes(t.reference))).toBe(true);
  });

  it("the creator may close and reopen, but not set other statuses, priority or assignee", async () => {
    const tenant = await s.tenant();
    const t = await s.raise(tenant, { subject: "Question about my deposit", category: "billing" });
    expect((await s.patch(tenant, t.id, { status: "in_progress" })).status).toBe(403);
    expect((await s.patch(tenant, t.id, { priority: "urgent" })).status).toBe(403);
    expect((await s.patch(tenant, t.id, { assigneeId: tenant.id })).status).toBe(403);
    expect((await s.patch(tenant, t.id, { status: "open" })).status).toBe(409);
    const closed = await s.patch(tenant, t.id, { status: "closed" });
    expect(closed.status).toBe(200);
    expect(((await closed.json()) as TicketDetail).permissions.reopen).toBe(true);
    const reopened = await s.patch(tenant, t.id, { status: "open" });
    expect(reopened.status).toBe(200);
    expect(((await reopened.json()) as TicketDetail).ticket.status).toBe("open");
  });

  it("rejects an empty or malformed update with 400", async () => {
    const [tenant, admin] = [await s.tenant(), await s.user("admin")];
    const t = await s.raise(tenant, { subject: "Smoke alarm chirping", location: "hallway" });
    const empty = await s.patch(admin, t.id, {});
    expect(empty.status).toBe(400);
    const bad = await s.patch(admin, t.id, { status: "done", priority: "asap" });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as ErrorBody).error.fields ?? {})).toEqual(
      expect.arrayContaining(["status", "priority"]),
    );
  });

  it("only admins, agents and the property's landlord can be assigned", async () => {
    const [tenant, otherTenant, admin] = [await s.tenant(), await s.user("tenant"), await s.user("admin")];
    // Not about a property: no landlord to assign.
    const t = await s.raise(tenant, { subject: "Window latch broken", category: "other" });
    const res = await s.patch(admin, t.id, { assigneeId: otherTenant.id });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("assigneeId");
    const d = await s.detailOf(admin, t.id);
    expect(d.assignees.every((p) => p.role === "admin" || p.role === "agent")).toBe(true);
  });
});
