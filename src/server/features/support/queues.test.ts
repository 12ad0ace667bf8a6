import type { TicketDetail, TicketSummary } from "@shared/schemas/support";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, emailOutbox, supportTickets } from "../../db/schema";
import type { TestUser } from "../../test/harness";
import { makeAgency } from "../agencies/agencies.factories";
import { type ErrorBody, supportFixtures, validTicket } from "./support.factories";

const s = supportFixtures();

const bulkAssign = (as: TestUser, json: unknown) =>
  s.request(as, "/api/support/tickets/bulk-assign", { method: "POST", json });

describe("staff queues", () => {
  it("overdue filter and summary use the SLA by priority", async () => {
    const [tenant, admin] = [await s.tenant(), await s.user("admin")];
    const urgent = await s.raise(tenant, { subject: "Gas smell near the boiler", priority: "urgent" });
    const fresh = await s.raise(tenant, {
      subject: "Gutter overflowing at the back",
      priority: "low",
      location: "exterior",
    });
    await s
      .db()
      .update(supportTickets)
      .set({ createdAt: new Date(Date.now() - 5 * 3_600_000) })
      .where(eq(supportTickets.id, urgent.id));
    const items = (await s.list(admin, "&overdue=true")).items;
    expect(items.map((t) => t.id)).toContain(urgent.id);
    expect(items.map((t) => t.id)).not.toContain(fresh.id);
    expect(items.find((t) => t.id === urgent.id)?.overdue).toBe(true);
    const summary = (await (await s.request(admin, "/api/support/summary")).json()) as {
      overdueByPriority: Record<string, number>;
      unassigned: number;
    };
    expect(summary.overdueByPriority.urgent).toBeGreaterThanOrEqual(1);
    expect(summary.unassigned).toBeGreaterThanOrEqual(2);
    const tenantSummary = (await (await s.request(tenant, "/api/support/summary")).json()) as {
      raisedByMe: number;
      myOpen: TicketSummary[];
    };
    expect(tenantSummary.raisedByMe).toBe(2);
    expect(tenantSummary.myOpen.every((t) => t.createdBy.id === tenant.id)).toBe(true);
  });

  it("bulk assign: admins assign many; tickets the caller doesn't manage are 404; bad assignee 400", async () => {
    const [otherTenant, tenant] = [await s.tenant(), await s.user("tenant")];
    const [admin, agent] = [await s.user("admin"), await s.user("agent")];
    const a = await s.raise(otherTenant, { subject: "Bulk one: shower tray cracked", location: "bathroom" });
    const b = await s.raise(otherTenant, { subject: "Bulk two: oven door hinge", location: "kitchen" });
    const ok = await bulkAssign(admin, { ticketIds: [a.id, b.id], assigneeId: agent.id });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { updated: number }).updated).toBe(2);
    const mine = (await (await s.request(agent, "/api/support/tickets?assigned=me")).json()) as {
      items: TicketSummary[];
    };
    expect(mine.items.map((t) => t.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const c = await s.raise(otherTenant, { subject: "Bulk three: loose banister", location: "hallway" });
    const notMine = await bulkAssign(agent, { ticketIds: [a.id, c.id], assigneeId: agent.id });
    expect(notMine.status).toBe(404);
    const badAssignee = await bulkAssign(admin, { ticketIds: [c.id], assigneeId: tenant.id });
    expect(badAssignee.status).toBe(400);
    const empty = await bulkAssign(admin, { ticketIds: [], assigneeId: null });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).error.fields).toHaveProperty("ticketIds");
    const audits = await s
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, a.id), eq(auditLog.action, "assign")));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id, details: { to: agent.id, bulk: true } });
  });

  it("the staff list is for admins and agents only", async () => {
    const [admin, agent] = [await s.user("admin"), await s.user("agent")];
    const [landlord, tenant] = [await s.user("landlord"), await s.user("tenant")];
    expect((await s.request(admin, "/api/support/staff")).status).toBe(200);
    expect((await s.request(agent, "/api/support/staff")).status).toBe(200);
    expect((await s.request(landlord, "/api/support/staff")).status).toBe(403);
    expect((await s.request(tenant, "/api/support/staff")).status).toBe(403);
  });

  it("an agent's assignee list holds only agents of their own agency, not every agent or admin", async () => {
    const admin = await s.user("admin");
    const boss = await s.user("landlord");
    const me = await s.user("agent");
    const colleague = await s.user("agent");
    const stranger = await s.user("agent");
    // A stranger working for the same landlord, but in another agency, is not listed.
    await makeAgency(s.db(), {
      members: [{ userId: me.id }, { userId: colleague.id }],
      landlords: [boss.id],
    });
    await makeAgency(s.db(), { members: [{ userId: stranger.id }], landlords: [boss.id] });
    for (const agentUser of [me, colleague, stranger])
      await s.addProperty(boss, agentUser, "Staff list flat");
    const list = async (who: TestUser) =>
      ((await (await s.request(who, "/api/support/staff")).json()) as { items: { id: string }[] }).items.map(
        (i) => i.id,
      );
    const mine = await list(me);
    expect(mine).toEqual(expect.arrayContaining([me.id, colleague.id]));
    expect(mine).not.toContain(stranger.id);
    expect(mine).not.toContain(admin.id);
    expect(await list(admin)).toEqual(expect.arrayContaining([admin.id, me.id, stranger.id]));
  });
});

/** A property with its landlord and agent, and a ticket about it that an admin raised. */
async function propertyTicket() {
  const [admin, landlord, otherLandlord] = [
    await s.user("admin"),
    await s.user("landlord"),
    await s.user("landlord"),
  ];
  const [agent, propertyAgent] = [await s.user("agent"), await s.user("agent")];
  const property = await s.addProperty(landlord, propertyAgent);
  await s.addProperty(otherLandlord, undefined, "Studio, Manchester M1");
  // An admin raises it for the property.
  const ticket = await s.raise(admin, { subject: "Boiler service overdue", propertyId: property.id });
  return { admin, landlord, otherLandlord, agent, propertyAgent, property, ticket };
}

describe("tickets about a property", () => {
  it("the property's landlord and agent read, list and manage it; an unrelated landlord gets 404", async () => {
    const { landlord, propertyAgent, otherLandlord, agent, property, ticket } = await propertyTicket();
    for (const who of [landlord, propertyAgent]) {
      const res = await s.detail(who, ticket.id);
      expect(res.status, who.role).toBe(200);
      const d = (await res.json()) as TicketDetail;
      expect(d.ticket.property).toEqual({ id: property.id, title: "2 bed flat, Leeds LS1" });
      expect(d.permissions).toMatchObject({ manage: true, seeInternal: true });
      expect((await s.list(who)).items.map((t) => t.id)).toContain(ticket.id);
    }
    expect((await s.detail(otherLandlord, ticket.id)).status).toBe(404);
    expect((await s.detail(agent, ticket.id)).status).toBe(404);
    const byProperty = (await (
      await s.request(landlord, `/api/support/tickets?propertyId=${property.id}`)
    ).json()) as { items: TicketSummary[] };
    expect(byProperty.items.map((t) => t.id)).toEqual([ticket.id]);
  });

  it("the landlord was told about the new ticket by e-mail", async () => {
    const { landlord, ticket } = await propertyTicket();
    const mails = await s.db().select().from(emailOutbox).where(eq(emailOutbox.to, landlord.email));
    expect(mails.some((m) => m.kind === "ticket_created" && m.subject.includes(ticket.reference))).toBe(true);
  });

  it("landlords pick their own properties, agents their assigned ones, admins any", async () => {
    const { admin, landlord, otherLandlord, agent, propertyAgent, property } = await propertyTicket();
    const own = await s.raise(landlord, {
      subject: "Gas safety certificate renewal",
      propertyId: property.id,
    });
    expect(own.property?.id).toBe(property.id);
    const assigned = await s.raise(propertyAgent, { subject: "Check smoke alarms", propertyId: property.id });
    expect(assigned.property?.id).toBe(property.id);
    for (const who of [otherLandlord, agent]) {
      const res = await s.request(who, "/api/support/tickets", {
        method: "POST",
        json: { ...validTicket, propertyId: property.id },
      });
      expect(res.status, who.role).toBe(400);
      expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty("propertyId");
    }
    const mine = (await (await s.request(landlord, "/api/support/properties")).json()) as {
      items: { id: string }[];
    };
    expect(mine.items.map((p) => p.id)).toEqual([property.id]);
    const all = (await (await s.request(admin, "/api/support/properties")).json()) as {
      items: { id: string }[];
    };
    expect(all.items.length).toBeGreaterThanOrEqual(2);
  });

  it("a landlord's reply moves it to in progress; the landlord may be assigned", async () => {
    const { admin, landlord, otherLandlord, ticket } = await propertyTicket();
    expect((await s.reply(landlord, ticket.id, { body: "Engineer booked for Tuesday 9am." })).status).toBe(
      201,
    );
    const d = await s.detailOf(admin, ticket.id);
    expect(d.ticket.status).toBe("in_progress");
    expect(d.assignees.map((p) => p.id)).toContain(landlord.id);
    expect((await s.patch(admin, ticket.id, { assigneeId: landlord.id })).status).toBe(200);
    expect((await s.patch(admin, ticket.id, { assigneeId: otherLandlord.id })).status).toBe(400);
  });
});

describe("linking a tenant's request to a property", () => {
  it("admins link it, then the property's landlord reads and handles it; others may not link", async () => {
    const [tenant, landlord, admin] = [await s.tenant(), await s.user("landlord"), await s.user("admin")];
    const property = await s.addProperty(landlord, undefined, "3 bed house, York YO1");
    const t = await s.raise(tenant, { subject: "Leaking tap in the kitchen", location: "kitchen" });
    expect((await s.detail(landlord, t.id)).status).toBe(404);
    expect((await s.patch(landlord, t.id, { propertyId: property.id })).status).toBe(404);
    expect((await s.patch(tenant, t.id, { propertyId: property.id })).status).toBe(403);
    const unknown = await s.patch(admin, t.id, { propertyId: crypto.randomUUID() });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as ErrorBody).error.fields).toHaveProperty("propertyId");
    const linked = await s.patch(admin, t.id, { propertyId: property.id });
    expect(linked.status).toBe(200);
    expect(((await linked.json()) as TicketDetail).ticket.property?.id).toBe(property.id);
    const res = await s.detail(landlord, t.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as TicketDetail).permissions.manage).toBe(true);
    expect((await s.patch(landlord, t.id, { status: "in_progress" })).status).toBe(200);
    // The link is staff business: the tenant's thread doesn't show it.
    const forTenant = await s.detailOf(tenant, t.id);
    expect(forTenant.messages.some((m) => m.kind === "property")).toBe(false);
    const mails = await s.db().select().from(emailOutbox).where(eq(emailOutbox.to, landlord.email));
    expect(mails.some((m) => m.subject.includes(t.reference))).toBe(true);
  });
});
