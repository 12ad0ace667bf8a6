import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import type { TestUser } from "../../test/harness";
import { supportFixtures } from "./support.factories";

const s = supportFixtures();

type ContactPage = { items: { id: string; email: string; status: string }[]; total: number };

/** Sends a contact-form message from a new address; answers the address. */
async function sendContactMessage() {
  const email = `sam-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const sent = await s.request(undefined, "/api/contact", {
    method: "POST",
    json: { name: "Sam Reed", email, topic: "landlord", message: "Please call me about lettings." },
  });
  expect(sent.status).toBe(201);
  return email;
}

const setStatus = (as: TestUser, id: string, status: string) =>
  s.request(as, `/api/admin/contact-messages/${id}`, { method: "PATCH", json: { status } });

describe("admin contact messages", () => {
  it("admins list and update contact messages; other roles get 403", async () => {
    const [admin, agent, landlord, tenant] = [
      await s.user("admin"),
      await s.user("agent"),
      await s.user("landlord"),
      await s.user("tenant"),
    ];
    const email = await sendContactMessage();
    for (const who of [agent, landlord, tenant]) {
      expect((await s.request(who, "/api/admin/contact-messages")).status).toBe(403);
    }
    const list = (await (await s.request(admin, "/api/admin/contact-messages")).json()) as ContactPage;
    const msg = list.items.find((m) => m.email === email)!;
    expect(msg.status).toBe("new");
    for (const who of [agent, tenant]) {
      expect((await setStatus(who, msg.id, "done")).status).toBe(403);
    }
    const done = await setStatus(admin, msg.id, "done");
    expect(done.status).toBe(200);
    expect(((await done.json()) as { message: { status: string } }).message.status).toBe("done");
    const [entry] = await s
      .db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "contact_message"), eq(auditLog.entityId, msg.id)));
    expect(entry).toMatchObject({
      action: "update",
      actorId: admin.id,
      details: { from: "new", to: "done", email },
    });
    const bad = await setStatus(admin, msg.id, "archived");
    expect(bad.status).toBe(400);
    expect((await setStatus(admin, crypto.randomUUID(), "done")).status).toBe(404);
    const filtered = (await (
      await s.request(admin, "/api/admin/contact-messages?status=done")
    ).json()) as ContactPage;
    expect(filtered.items.map((m) => m.id)).toContain(msg.id);
  });

  it("pages newest first with the total", async () => {
    const admin = await s.user("admin");
    const first = await sendContactMessage();
    const second = await sendContactMessage();
    const page = (await (
      await s.request(admin, "/api/admin/contact-messages?pageSize=1&page=1")
    ).json()) as ContactPage & { page: number; pageSize: number };
    expect(page).toMatchObject({ page: 1, pageSize: 1 });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items.map((m) => m.email)).toEqual([second]);
    const next = (await (
      await s.request(admin, "/api/admin/contact-messages?pageSize=1&page=2")
    ).json()) as ContactPage;
    expect(next.items.map((m) => m.email)).toEqual([first]);
  });

  it("the endpoints appear in the OpenAPI document", async () => {
    const doc = (await (await s.ctx().app.request("/api/openapi.json")).json()) as {
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

  it("every support and notification operation has a camelCase operationId of its own", async () => {
    const doc = (await (await s.ctx().app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.entries(doc.paths)
      .filter(([path]) => /^\/api\/(support|notifications|admin\/contact-messages)(\/|$)/.test(path))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => [`${method} ${path}`, op.operationId]),
      );
    // 16 of support and notifications, and the 2 works-order operations of a ticket.
    expect(ids).toHaveLength(18);
    for (const [key, id] of ids) expect(id, key).toMatch(/^[a-z]+[A-Z][A-Za-z]+$/);
    expect(new Set(ids.map(([, id]) => id)).size).toBe(ids.length);
  });
});
