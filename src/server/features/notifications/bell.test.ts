import { beforeAll, describe, expect, it } from "vitest";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});

type Bell = { items: { id: string; link: string }[]; unread: number };
const bell = async (who: TestUser) =>
  (await (await requestAs(ctx, who, "/api/notifications")).json()) as Bell;

/** A billing ticket (no property: the admins are told) raised by `who`; answers its id. */
async function raise(who: TestUser, subject: string) {
  const res = await requestAs(ctx, who, "/api/support/tickets", {
    method: "POST",
    json: {
      subject,
      description: "My last rent payment does not show on my statement yet.",
      category: "billing",
      priority: "medium",
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { ticket: { id: string } }).ticket.id;
}

/** A staff reply: the ticket's creator gets a bell entry. */
async function reply(who: TestUser, ticketId: string, body: string) {
  const res = await requestAs(ctx, who, `/api/support/tickets/${ticketId}/messages`, {
    method: "POST",
    json: { body },
  });
  expect(res.status).toBe(201);
}

describe("the notification bell", () => {
  it("marks read and streams the unread count", async () => {
    const tenant = await signedInUser(ctx, "tenant");
    const admin = await signedInUser(ctx, "admin");
    const ticketId = await raise(tenant, "Rent payment missing from statement");
    await reply(admin, ticketId, "We are checking with the bank.");
    await reply(admin, ticketId, "Found it: it shows on the statement now.");
    const before = await bell(tenant);
    expect(before.unread).toBe(2);
    expect(before.items.every((n) => n.link === `/support/tickets/${ticketId}`)).toBe(true);
    const one = await requestAs(ctx, tenant, "/api/notifications/read", {
      method: "POST",
      json: { ids: [before.items[0]!.id] },
    });
    expect(((await one.json()) as { unread: number }).unread).toBe(before.unread - 1);
    const all = await requestAs(ctx, tenant, "/api/notifications/read", { method: "POST", json: {} });
    expect(((await all.json()) as { unread: number }).unread).toBe(0);
    // Someone else's notifications are untouched.
    expect((await bell(admin)).unread).toBeGreaterThan(0);
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
    const t = await raise(tenant, "Stream check: statement date wrong");
    await reply(admin, t, "We'll correct the statement on Friday.");
    const next = new TextDecoder().decode((await reader.read()).value);
    expect(next).toContain('"unread":1');
    controller.abort();
    await reader.cancel().catch(() => undefined);
  });

  it("marking someone else's notification read changes nothing", async () => {
    const tenant = await signedInUser(ctx, "tenant");
    const admin = await signedInUser(ctx, "admin");
    await raise(tenant, "Deposit protection certificate");
    const theirs = await bell(admin);
    expect(theirs.unread).toBeGreaterThan(0);
    const res = await requestAs(ctx, tenant, "/api/notifications/read", {
      method: "POST",
      json: { ids: theirs.items.map((n) => n.id) },
    });
    expect(((await res.json()) as { unread: number }).unread).toBe(0);
    expect((await bell(admin)).unread).toBe(theirs.unread);
  });
});
