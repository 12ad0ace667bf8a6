import type { Listing } from "@shared/schemas/properties";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { killBusListeners, onPostgres, until } from "../../test/cluster";
import { requestAs, secondInstance, type TestContext } from "../../test/harness";
import {
  createProperty,
  createWorld,
  type Paged,
  publishedProperty,
  uniqueTag,
  type World,
} from "./properties.factories";
import { LISTINGS_CHANNEL, listingsChanged } from "./service-listing";

/** The public search's count cache when several instances share one database (issue 20). */
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const total = async (ctx: TestContext, town: string) => {
  const res = await requestAs(ctx, undefined, `/api/properties?city=${town}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Paged<Listing>).total;
};

/** An unpublished property in the town (made through A: its write is announced at once). */
const unpublished = async (town: string) =>
  (await createProperty(w, w.landlord, { city: town, status: "available" })).id;

/** Publishes it behind the app's back (no announcement), as a lost message would leave it. */
async function publishSilently(id: string) {
  await w.ctx.database.db.execute(sql`update properties set published = true where id = ${id}`);
}

/** Resolves when `ctx`'s bus next hears of a listing write; fails after `ms`. */
function nextListingNews(ctx: TestContext, ms = 2000) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no listing news in ${ms} ms`));
    }, ms);
    const off = ctx.deps.bus.subscribe(LISTINGS_CHANNEL, () => {
      clearTimeout(timer);
      off();
      resolve();
    });
  });
}

describe("listing totals across instances (issue 20)", () => {
  it("a total is cached until a write is announced (PGlite and PostgreSQL)", async () => {
    const town = uniqueTag();
    const hidden = await unpublished(town);
    expect(await total(w.ctx, town)).toBe(0);
    await until(() => w.ctx.deps.bus.ready, "the bus to listen");
    expect(await total(w.ctx, town)).toBe(0);
    await publishSilently(hidden);
    // The cache is in use: the unannounced write is not seen...
    expect(await total(w.ctx, town)).toBe(0);
    // ...until a write is announced, which this instance hears before listingsChanged returns.
    await listingsChanged(w.ctx.database.db);
    expect(await total(w.ctx, town)).toBe(1);
  });

  it("a repeat of the same query string is the same answer; a refused query is never kept", async () => {
    const town = uniqueTag();
    await publishedProperty(w, { city: town });
    // The first answer opens the caches, whose subscription starts the bus listening.
    await requestAs(w.ctx, undefined, `/api/properties?city=${town}`);
    await until(() => w.ctx.deps.bus.ready, "the bus to listen");
    const first = await requestAs(w.ctx, undefined, `/api/properties?city=${town}&pageSize=12`);
    const again = await requestAs(w.ctx, undefined, `/api/properties?city=${town}&pageSize=12`);
    const reordered = await requestAs(w.ctx, undefined, `/api/properties?pageSize=12&city=${town}`);
    for (const res of [first, again, reordered]) expect(res.status).toBe(200);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await reordered.text()).toBe(await again.text());
    for (let i = 0; i < 2; i++) {
      const refused = await requestAs(w.ctx, undefined, `/api/properties?city=${town}&pageSize=nine`);
      expect(refused.status).toBe(400);
    }
    // A signed-in viewer's answer is the same rows, sent private (never the public copy's headers).
    const signedIn = await requestAs(w.ctx, w.landlord, `/api/properties?city=${town}&pageSize=12`);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(signedIn.headers.get("etag")).toBeNull();
    expect(((await signedIn.json()) as Paged<Listing>).total).toBe(1);
  });

  it.skipIf(!onPostgres)("a listing write through A makes B's next search total fresh", async () => {
    const b = await secondInstance(w.ctx);
    const town = uniqueTag();
    const hidden = await unpublished(town);
    expect(await total(b, town)).toBe(0);
    await until(() => b.deps.bus.ready, "B's bus to listen");
    expect(await total(b, town)).toBe(0);
    await publishSilently(hidden);
    expect(await total(b, town)).toBe(0);
    const heard = nextListingNews(b);
    await publishedProperty(w, { city: town });
    await heard;
    expect(await total(b, town)).toBe(2);
  });

  it.skipIf(!onPostgres)("B forgets its totals when its LISTEN connection is restored", async () => {
    const b = await secondInstance(w.ctx);
    const town = uniqueTag();
    const hidden = await unpublished(town);
    expect(await total(b, town)).toBe(0);
    let resyncs = 0;
    b.deps.bus.onResync(() => resyncs++);
    await until(() => b.deps.bus.ready, "B's bus to listen");
    expect(await total(b, town)).toBe(0);
    await publishSilently(hidden);
    expect(await total(b, town)).toBe(0);
    const before = resyncs;
    expect(await killBusListeners(w.ctx)).toBeGreaterThanOrEqual(1);
    await until(() => resyncs > before, "B to reconnect", 3000);
    expect(await total(b, town)).toBe(1);
  });

  it.skipIf(!onPostgres)("an instance that cannot hear the others serves no cached total", async () => {
    const b = await secondInstance(w.ctx);
    const town = uniqueTag();
    const hidden = await unpublished(town);
    expect(await total(b, town)).toBe(0);
    await until(() => b.deps.bus.ready, "B's bus to listen");
    expect(await total(b, town)).toBe(0);
    await b.deps.bus.close();
    await publishSilently(hidden);
    expect(await total(b, town)).toBe(1);
  });

  it.skipIf(!onPostgres)("B's cached public answers and ETags change when A edits a listing", async () => {
    const b = await secondInstance(w.ctx);
    const town = uniqueTag();
    const p = await publishedProperty(w, { city: town, agentId: w.agent.id });
    const urls = [`/api/properties?city=${town}`, `/api/properties/${p.id}`];
    // B's first answers open its caches, whose subscriptions start its LISTEN connection.
    for (const url of urls) expect((await b.app.request(url)).status).toBe(200);
    await until(() => b.deps.bus.ready, "B's bus to listen");
    const tags: string[] = [];
    for (const url of urls) {
      const res = await b.app.request(url);
      expect(res.status).toBe(200);
      const etag = res.headers.get("etag")!;
      expect((await b.app.request(url, { headers: { "if-none-match": etag } })).status).toBe(304);
      tags.push(etag);
    }
    // Behind the app's back B keeps serving its copy (the cache is in use)...
    await w.ctx.database.db.execute(sql`update properties set title = 'Quietly renamed' where id = ${p.id}`);
    expect((await b.app.request(urls[0]!, { headers: { "if-none-match": tags[0]! } })).status).toBe(304);
    // ...until A announces an edit, which B hears within milliseconds.
    const heard = nextListingNews(b);
    expect(
      (
        await requestAs(w.ctx, w.landlord, `/api/manage/properties/${p.id}`, {
          method: "PATCH",
          json: { title: "Loudly renamed flat" },
        })
      ).status,
    ).toBe(200);
    await heard;
    for (const [n, url] of urls.entries()) {
      const res = await b.app.request(url, { headers: { "if-none-match": tags[n]! } });
      expect(res.status).toBe(200);
      expect(res.headers.get("etag")).not.toBe(tags[n]);
      expect(await res.text()).toContain("Loudly renamed flat");
    }
  });
});
