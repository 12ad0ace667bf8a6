import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { listingViews } from "../../db/schema";
import { requestAs } from "../../test/harness";
import {
  createProperty,
  createWorld,
  publishedProperty,
  type World,
} from "../properties/properties.factories";
import {
  flushListingViews,
  LISTING_VIEW_FLUSH_MS,
  ListingViewCounter,
  listingViewCounter,
} from "./service-listing-views";

/** Listing views are counted in memory and written in one statement per flush (issue 19 item 3). */
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const viewsOf = async (propertyId: string) => {
  const rows = await w.ctx.database.db
    .select()
    .from(listingViews)
    .where(eq(listingViews.propertyId, propertyId));
  return rows.reduce((n, r) => n + r.views, 0);
};

describe("listing views, batched", () => {
  it("N views of the property page are N in the counter after one flush, none before", async () => {
    const p = await publishedProperty(w);
    const n = 7;
    for (let i = 0; i < n; i++)
      expect((await requestAs(w.ctx, undefined, `/api/properties/${p.id}`)).status).toBe(200);
    // A tenant's view counts; the landlord's own and an admin's do not.
    for (const u of [w.tenant, w.landlord, w.admin]) {
      expect((await requestAs(w.ctx, u, `/api/properties/${p.id}`)).status).toBe(200);
    }
    expect(await viewsOf(p.id)).toBe(0);
    expect(listingViewCounter(w.ctx.database.db).pending).toBeGreaterThanOrEqual(n + 2);
    await flushListingViews(w.ctx.database.db);
    expect(await viewsOf(p.id)).toBe(n + 1);
    expect(listingViewCounter(w.ctx.database.db).pending).toBe(0);

    // Later flushes add to the same day's row.
    for (let i = 0; i < 3; i++) await requestAs(w.ctx, undefined, `/api/properties/${p.id}`);
    await flushListingViews(w.ctx.database.db);
    expect(await viewsOf(p.id)).toBe(n + 4);
    const rows = await w.ctx.database.db.select().from(listingViews).where(eq(listingViews.propertyId, p.id));
    expect(rows).toHaveLength(1);
  });

  it("writes many properties' views in one statement, skipping listings the public cannot see", async () => {
    const a = await publishedProperty(w);
    const b = await publishedProperty(w);
    const draft = await createProperty(w, w.landlord);
    const counter = new ListingViewCounter(w.ctx.database.db);
    const day = new Date("2026-03-10T12:00:00Z");
    for (let i = 0; i < 5; i++) counter.record(a.id, null, day);
    for (let i = 0; i < 2; i++) counter.record(b.id, { id: w.tenant.id, role: "tenant" }, day);
    counter.record(b.id, { id: w.landlord.id, role: "landlord" }, day);
    counter.record(draft.id, null, day);
    const statements: string[] = [];
    const db = w.ctx.database.db;
    const execute = db.execute.bind(db);
    // Counts the statements the flush sends (the real database still runs them).
    (db as { execute: typeof db.execute }).execute = ((q: Parameters<typeof db.execute>[0]) => {
      statements.push("execute");
      return execute(q);
    }) as typeof db.execute;
    try {
      await counter.flush();
    } finally {
      (db as { execute: typeof db.execute }).execute = execute;
    }
    expect(statements).toHaveLength(1);
    const rows = await db
      .select()
      .from(listingViews)
      .where(sql`${listingViews.propertyId} in (${a.id}, ${b.id}, ${draft.id})`);
    expect(rows.map((r) => [r.propertyId, r.day, r.views]).sort()).toEqual(
      [
        [a.id, "2026-03-10", 5],
        [b.id, "2026-03-10", 2],
      ].sort(),
    );
  });

  it("keeps the views of a failed write for the next flush", async () => {
    const p = await publishedProperty(w);
    const db = w.ctx.database.db;
    const counter = new ListingViewCounter(db);
    for (let i = 0; i < 4; i++) counter.record(p.id, null);
    const execute = db.execute.bind(db);
    // The database refusing the write (as when its connection is lost).
    (db as { execute: typeof db.execute }).execute = (() =>
      Promise.reject(new Error("connection lost"))) as unknown as typeof db.execute;
    counter.logger = { debug() {}, info() {}, warn() {}, error() {} };
    try {
      await counter.flush();
    } finally {
      (db as { execute: typeof db.execute }).execute = execute;
    }
    expect(counter.pending).toBe(4);
    counter.record(p.id, null);
    await counter.flush();
    expect(await viewsOf(p.id)).toBe(5);
  });

  it("flushes by itself within a few seconds", async () => {
    const p = await publishedProperty(w);
    const counter = new ListingViewCounter(w.ctx.database.db);
    // The counter's own timer is what is waited for: on a faked clock (setTimeout only, so the
    // database keeps its real timers once the write is under way).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      counter.record(p.id, null);
      vi.advanceTimersByTime(LISTING_VIEW_FLUSH_MS - 1);
      expect(counter.pending).toBe(1);
      vi.advanceTimersByTime(1);
      // The flush took the batch at once; its write goes on with real timers.
      expect(counter.pending).toBe(0);
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(async () => expect(await viewsOf(p.id)).toBe(1), { timeout: 5000, interval: 20 });
    expect(counter.pending).toBe(0);
  });
});
