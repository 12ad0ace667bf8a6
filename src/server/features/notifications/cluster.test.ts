import { beforeAll, describe, expect, it } from "vitest";
import { killBusListeners, onPostgres, publishAsPeer, until } from "../../test/cluster";
import {
  createTestContext,
  requestAs,
  secondInstance,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { announceUnread, recordNotifications, UNREAD_CHANNEL } from "./service";

/** Live unread counts when several instances share one database (issue 20). */
let a: TestContext;
beforeAll(async () => {
  a = await createTestContext();
});

/** A live notification stream, read as it comes; `counts` are the unread counts it sent, in order. */
async function openStream(ctx: TestContext, who: TestUser) {
  const controller = new AbortController();
  const res = await ctx.app.request("/api/notifications/stream", {
    headers: { cookie: who.cookie },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const counts: number[] = [];
  let text = "";
  void (async () => {
    for (;;) {
      const next = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (next.done) return;
      text += decoder.decode(next.value, { stream: true });
      for (const m of text.matchAll(/^data: \{"unread":(\d+)\}$/gm)) counts.push(Number(m[1]));
      text = text.slice(text.lastIndexOf("\n") + 1);
    }
  })();
  return {
    counts,
    last: () => counts.at(-1),
    close() {
      controller.abort();
      void reader.cancel().catch(() => undefined);
    },
  };
}

/** A billing ticket raised by the tenant and answered by an admin, both through `ctx`: one bell entry for the tenant. */
async function replyToTenant(ctx: TestContext, tenant: TestUser, admin: TestUser) {
  const raised = await requestAs(ctx, tenant, "/api/support/tickets", {
    method: "POST",
    json: {
      subject: "Rent payment missing from statement",
      description: "My last rent payment does not show on my statement yet.",
      category: "billing",
      priority: "medium",
    },
  });
  expect(raised.status).toBe(201);
  const { ticket } = (await raised.json()) as { ticket: { id: string } };
  const res = await requestAs(ctx, admin, `/api/support/tickets/${ticket.id}/messages`, {
    method: "POST",
    json: { body: "We are checking with the bank." },
  });
  expect(res.status).toBe(201);
}

/** A bell entry written without announcing it (as if its message was lost). */
const unannounced = (who: TestUser, title = "Missed") => ({
  userIds: [who.id],
  kind: "test",
  title,
  body: title,
  link: "/",
});

describe("live notifications across instances (issue 20)", () => {
  it("on one instance, a stream hears a change made through it once (PGlite and PostgreSQL)", async () => {
    const tenant = await signedInUser(a, "tenant");
    const admin = await signedInUser(a, "admin");
    const stream = await openStream(a, tenant);
    await until(() => stream.counts.length === 1, "the stream's first count");
    await until(() => a.deps.bus.ready, "the bus to listen");
    await replyToTenant(a, tenant, admin);
    await until(() => stream.last() === 1, "the new count");
    const read = await requestAs(a, tenant, "/api/notifications/read", { method: "POST", json: {} });
    expect(read.status).toBe(200);
    await until(() => stream.last() === 0, "the count after marking read");
    // Nothing else comes: a later change, announced as another instance would (so after this
    // instance's own messages on its LISTEN connection), is the next count the stream sends.
    await recordNotifications(a.deps.database.db, [unannounced(tenant, "Later")]);
    await publishAsPeer(a, UNREAD_CHANNEL, { userIds: [tenant.id] });
    await until(() => stream.counts.length >= 4, "the later change");
    expect(stream.counts).toEqual([0, 1, 0, 1]);
    stream.close();
  });

  it.skipIf(!onPostgres)(
    "a notification made through instance A reaches a stream open on instance B within 2 s",
    async () => {
      const b = await secondInstance(a);
      const tenant = await signedInUser(a, "tenant");
      const admin = await signedInUser(a, "admin");
      const onB = await openStream(b, tenant);
      await until(() => onB.counts.length === 1 && b.deps.bus.ready, "B's stream and bus");
      expect(onB.last()).toBe(0);
      await replyToTenant(a, tenant, admin);
      await until(() => onB.last() === 1, "B's stream to hear A's notification");
      // Marking read through A reaches the person's tab on B as well.
      await requestAs(a, tenant, "/api/notifications/read", { method: "POST", json: {} });
      await until(() => onB.last() === 0, "B's stream to hear the mark-read on A");
      // Nothing else comes: the next count B sends is that of a later change announced by A.
      await recordNotifications(a.deps.database.db, [unannounced(tenant, "Later")]);
      await announceUnread(a.deps, [tenant.id]);
      await until(() => onB.counts.length >= 4, "B's stream to hear the later change");
      expect(onB.counts).toEqual([0, 1, 0, 1]);
      onB.close();
    },
  );

  it.skipIf(!onPostgres)(
    "after B's LISTEN connection is killed, B resyncs its streams and hears A again",
    async () => {
      const b = await secondInstance(a);
      const tenant = await signedInUser(a, "tenant");
      const admin = await signedInUser(a, "admin");
      const bystander = await signedInUser(a, "landlord");
      const onB = await openStream(b, tenant);
      const theirsOnB = await openStream(b, bystander);
      await until(() => onB.counts.length === 1 && theirsOnB.counts.length === 1, "B's streams");
      await until(() => b.deps.bus.ready, "B's bus");
      // A change nobody announced (as if its message was lost): B cannot know of it yet...
      await recordNotifications(a.deps.database.db, [unannounced(tenant)]);
      // (B hears of changes on the bus only: once a later one, for someone else, has reached
      // their stream on B, nothing about the tenant is still on its way.)
      await recordNotifications(a.deps.database.db, [unannounced(bystander)]);
      await announceUnread(a.deps, [bystander.id]);
      await until(() => theirsOnB.last() === 1, "B to hear the bystander's change");
      theirsOnB.close();
      expect(onB.counts).toEqual([0]);
      // ...until its connection is lost and restored: then it re-reads every connected person's count.
      expect(await killBusListeners(a)).toBeGreaterThanOrEqual(1);
      await until(() => onB.last() === 1, "B to resync after reconnecting", 3000);
      await until(() => b.deps.bus.ready, "B's bus to listen again");
      await replyToTenant(a, tenant, admin);
      await until(() => onB.last() === 2, "B's stream to hear A after the reconnect");
      onB.close();
    },
  );
});
