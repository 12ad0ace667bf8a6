import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../app";
import { createDeps } from "../../deps";
import { createLogger } from "../../lib/logger";
import { onPostgres } from "../../test/cluster";
import {
  createTestContext,
  requestAs,
  secondInstance,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { MAX_STREAMS_PER_USER } from "./service";
import { LEASE_TTL_MS, StreamLeases, streamLeases } from "./service-leases";

/** The per-person cap on live streams holds across instances on one database (issue 34 item 8). */
let a: TestContext;
let b: TestContext;
const closing: (() => Promise<void>)[] = [];

/**
 * A second app instance on A's database: on PostgreSQL one with its own pool (secondInstance); on
 * PGlite, which one process owns, a second app over the same Database object, with deps (and so a
 * notification bus and stream slots) of its own.
 */
async function otherInstance(ctx: TestContext): Promise<TestContext> {
  if (onPostgres) return secondInstance(ctx);
  const deps = createDeps(ctx.database, ctx.config, createLogger(ctx.config.logLevel));
  closing.push(() => deps.bus.close());
  return { app: createApp(deps), deps, database: ctx.database, config: ctx.config };
}

beforeAll(async () => {
  a = await createTestContext();
  b = await otherInstance(a);
});
afterAll(async () => {
  for (const close of closing) await close();
});

/** Opens a stream; answers its status and how to end it as a closed tab would. */
async function open(ctx: TestContext, who: TestUser) {
  const controller = new AbortController();
  const res = await ctx.app.request("/api/notifications/stream", {
    headers: { cookie: who.cookie },
    signal: controller.signal,
  });
  if (res.status !== 200) await res.body?.cancel();
  return {
    status: res.status,
    close: async () => {
      controller.abort();
      await res.body?.cancel().catch(() => undefined);
    },
  };
}

describe("the live-stream cap across instances", () => {
  it(`holds ${MAX_STREAMS_PER_USER} streams per person across two instances, and frees a slot when a tab closes`, async () => {
    const tenant = await signedInUser(a, "tenant");
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) {
      const s = await open(i % 2 ? b : a, tenant);
      expect(s.status, `stream ${i + 1}`).toBe(200);
      streams.push(s);
    }
    // Each instance has fewer than five of the person's streams, yet both refuse a sixth.
    expect((await open(a, tenant)).status).toBe(429);
    const refused = await requestAs(b, tenant, "/api/notifications/stream");
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("too_many_streams");
    // Another person is not held back.
    const other = await signedInUser(a, "landlord");
    const theirs = await open(b, other);
    expect(theirs.status).toBe(200);

    // A tab on A closes: its slot comes back, and B may open a stream.
    await streams[0]!.close();
    await vi.waitFor(() => expect(streamLeases(a.deps).size).toBe(2), { timeout: 5000 });
    const again = await open(b, tenant);
    expect(again.status).toBe(200);
    expect((await open(a, tenant)).status).toBe(429);
    for (const s of [...streams.slice(1), theirs, again]) await s.close();
    await vi.waitFor(() => expect(streamLeases(a.deps).size + streamLeases(b.deps).size).toBe(0), {
      timeout: 5000,
    });
  });

  it("a crashed instance's slots run out after the lease time; a live one keeps its own", async () => {
    let now = Date.now();
    const clock = () => now;
    const user = crypto.randomUUID();
    // "Crashed": it claimed every slot and then renews nothing.
    const crashed = new StreamLeases(a.database.db, { now: clock, renewMs: 3_600_000 });
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) expect(await crashed.claim(user, () => {})).not.toBeNull();
    const live = new StreamLeases(a.database.db, { now: clock, renewMs: 3_600_000 });
    expect(await live.claim(user, () => {})).toBeNull();
    now += LEASE_TTL_MS - 1;
    expect(await live.claim(user, () => {})).toBeNull();
    now += 1;
    const lease = await live.claim(user, () => {});
    expect(lease).not.toBeNull();

    // The live instance renews its slot: it outlasts the lease time, and nobody else takes it.
    now += LEASE_TTL_MS - 1;
    await live.renew();
    now += LEASE_TTL_MS - 1;
    const third = new StreamLeases(a.database.db, { now: clock, renewMs: 3_600_000 });
    const taken = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) taken.push(await third.claim(user, () => {}));
    expect(taken.filter(Boolean)).toHaveLength(MAX_STREAMS_PER_USER - 1);
    await lease!.release();
    expect(await third.claim(user, () => {})).not.toBeNull();
  });

  it("a slot that ran out and was taken is lost: its stream is told, and releasing it frees nothing of the taker's", async () => {
    let now = Date.now();
    const clock = () => now;
    const user = crypto.randomUUID();
    const slow = new StreamLeases(a.database.db, { now: clock, max: 1, renewMs: 3_600_000 });
    const lost = vi.fn();
    const mine = await slow.claim(user, lost);
    expect(mine).not.toBeNull();
    now += LEASE_TTL_MS;
    const other = new StreamLeases(a.database.db, { now: clock, max: 1, renewMs: 3_600_000 });
    expect(await other.claim(user, () => {})).not.toBeNull();
    await slow.renew();
    expect(lost).toHaveBeenCalledOnce();
    expect(slow.size).toBe(0);
    await mine!.release();
    // The taker still holds the only slot.
    const third = new StreamLeases(a.database.db, { now: clock, max: 1, renewMs: 3_600_000 });
    expect(await third.claim(user, () => {})).toBeNull();
  });
});
