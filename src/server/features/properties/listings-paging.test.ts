import { encodeCursor, type Listing, type ListingPage, listingSorts } from "@shared/schemas/properties";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { requestAs } from "../../test/harness";
import { flushListingViews } from "../analytics/service-listing-views";
import {
  createProperty,
  createWorld,
  type ErrorBody,
  patchProperty,
  uniqueTag,
  type World,
} from "./properties.factories";
import { listingsChanged } from "./service-listing";

/** Keyset pages, capped totals and the 400s of the listing search (issue 19). */
let w: World;
beforeAll(async () => {
  w = await createWorld();
});

const get = (path: string, headers: Record<string, string> = {}) => w.ctx.app.request(path, { headers });

async function search(qs: string): Promise<ListingPage> {
  const res = await requestAs(w.ctx, undefined, `/api/properties?${qs}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListingPage;
}

/**
 * A town of its own with `n` public listings made in one statement: rents repeat (ties broken by
 * id) and so do creation times (ties to the microsecond), the cases a keyset must not skip.
 */
async function town(n: number) {
  const city = uniqueTag();
  await w.ctx.database.db.execute(sql`
    insert into properties (landlord_id, title, type, status, published, address_line1, city, postcode,
      bedrooms, bathrooms, rent_amount, rent_period, rent_pcm, furnished, created_at, updated_at)
    select ${w.landlord.id}, 'Home ' || g, 'flat', 'available', true, g || ' High Street', ${city}, 'SW1A 1AA',
      1, 1, 50000 + (g % 4) * 10000, 'month', 50000 + (g % 4) * 10000, 'unfurnished',
      timestamptz '2026-01-01 10:00:00.123456+00' + (g % 3) * interval '1 microsecond',
      timestamptz '2026-01-01 10:00:00+00'
    from generate_series(1, ${n}) g`);
  // Written behind the app's back: announce it, as the services do.
  await listingsChanged(w.ctx.database.db);
  return city;
}

const ids = (items: Listing[]) => items.map((i) => i.id);

describe("keyset pages", () => {
  it("walks every sort forwards and back by cursor, with ties, the same rows as one big page", async () => {
    const city = await town(11);
    for (const sort of listingSorts) {
      const all = await search(`city=${city}&sort=${sort}&pageSize=50`);
      expect(all.items).toHaveLength(11);
      expect(all.nextCursor).toBeNull();
      expect(all.prevCursor).toBeNull();

      const forward: string[] = [];
      const cursors: string[] = [];
      let page = await search(`city=${city}&sort=${sort}&pageSize=3`);
      expect(page.prevCursor).toBeNull();
      forward.push(...ids(page.items));
      while (page.nextCursor) {
        cursors.push(page.nextCursor);
        page = await search(`city=${city}&sort=${sort}&pageSize=3&cursor=${page.nextCursor}`);
        forward.push(...ids(page.items));
      }
      expect(forward, sort).toEqual(ids(all.items));
      expect(cursors).toHaveLength(3);
      // The last page (2 rows) says so; going back from it gives the pages before, in order.
      expect(page.items).toHaveLength(2);
      const backward: string[][] = [ids(page.items)];
      while (page.prevCursor) {
        page = await search(`city=${city}&sort=${sort}&pageSize=3&cursor=${page.prevCursor}`);
        backward.unshift(ids(page.items));
      }
      expect(backward.flat(), sort).toEqual(ids(all.items));
      expect(backward[0]).toHaveLength(3);
    }
  });

  it("a page number and a cursor give the same page; totals stay exact below the cap", async () => {
    const city = await town(9);
    const first = await search(`city=${city}&sort=rent_asc&pageSize=4`);
    expect(first).toMatchObject({ total: 9, totalCapped: false, page: 1 });
    const second = await search(`city=${city}&sort=rent_asc&pageSize=4&page=2`);
    const byCursor = await search(`city=${city}&sort=rent_asc&pageSize=4&page=2&cursor=${first.nextCursor}`);
    expect(ids(byCursor.items)).toEqual(ids(second.items));
    expect(byCursor.page).toBe(2);
    expect(second.prevCursor).not.toBeNull();
  });

  it("counts up to 1,000 and then says so", async () => {
    const city = await town(1005);
    const res = await search(`city=${city}&sort=newest`);
    expect(res).toMatchObject({ total: 1000, totalCapped: true });
    expect(res.items).toHaveLength(12);
    expect(res.nextCursor).not.toBeNull();
  });
});

describe("bad pages and cursors answer 400", () => {
  const expect400 = async (qs: string, field: string, message: RegExp) => {
    const res = await get(`/api/properties?${qs}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.fields?.[field], JSON.stringify(body)).toMatch(message);
  };

  it("refuses a cursor that is not ours, was altered, or belongs to another sort", async () => {
    await expect400("cursor=not-a-cursor!", "cursor", /not valid/);
    await expect400(`cursor=${btoa("{}")}`, "cursor", /not valid/);
    const good = encodeCursor({ sort: "rent_asc", key: 1000, id: crypto.randomUUID(), dir: "next" });
    await expect400(`cursor=${good.slice(0, -3)}`, "cursor", /not valid/);
    // A rent cursor's key is a number; a newest cursor's a timestamp.
    const wrongKind = btoa(JSON.stringify({ s: "newest", k: 5, i: crypto.randomUUID(), d: "n" }));
    await expect400(`sort=newest&cursor=${wrongKind}`, "cursor", /not valid/);
    await expect400(`sort=newest&cursor=${good}`, "cursor", /another sort order/);
    const ok = await get(`/api/properties?sort=rent_asc&cursor=${good}`);
    expect(ok.status).toBe(200);
  });

  it("refuses a deep page by number (it would OFFSET-scan), not a shallow one", async () => {
    await expect400("page=200", "page", /Next/);
    expect((await get("/api/properties?page=84")).status).toBe(200);
    expect((await get("/api/properties?page=85")).status).toBe(400);
  });
});

describe("HTTP caching of public answers", () => {
  it("tags an anonymous search, answers 304 to its tag, and a new tag after an edit", async () => {
    const city = uniqueTag();
    const p = await createProperty(w, w.landlord, { city, status: "available", published: true });
    const url = `/api/properties?city=${city}`;
    const first = await get(url);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toMatch(/^public, max-age=0, stale-while-revalidate=\d+$/);
    expect(first.headers.get("vary")).toMatch(/Cookie/i);
    expect(((await first.json()) as ListingPage).total).toBe(1);

    const again = await get(url, { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
    expect((await get(url, { "if-none-match": `"other", ${etag}` })).status).toBe(304);
    expect((await get(url, { "if-none-match": '"other"' })).status).toBe(200);

    expect((await patchProperty(w, w.landlord, p.id, { title: "Renamed flat near the park" })).status).toBe(
      200,
    );
    const after = await get(url, { "if-none-match": etag! });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(((await after.json()) as ListingPage).items[0]?.title).toBe("Renamed flat near the park");
  });

  it("never tags or publicly caches a signed-in viewer's answers", async () => {
    const city = uniqueTag();
    const p = await createProperty(w, w.landlord, { city, status: "available", published: true });
    for (const path of [`/api/properties?city=${city}`, `/api/properties/${p.id}`]) {
      const res = await requestAs(w.ctx, w.landlord, path);
      expect(res.status).toBe(200);
      expect(res.headers.get("etag")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
  });

  it("a property page: anonymous copies are tagged and counted; a preview is the owner's alone", async () => {
    // With an agent: recordListingView (analytics) does not count anonymous views of agentless homes.
    const p = await createProperty(w, w.landlord, {
      status: "available",
      published: true,
      agentId: w.agent.id,
    });
    const url = `/api/properties/${p.id}`;
    const first = await get(url);
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    expect((await get(url, { "if-none-match": etag })).status).toBe(304);
    // Views are written in batches: write them now.
    await flushListingViews(w.ctx.database.db);
    const views = (await w.ctx.database.db.execute(
      sql`select coalesce(sum(views), 0)::int as n from listing_views where property_id = ${p.id}`,
    )) as unknown as { rows: { n: number }[] };
    // Both the first view and the revalidated one are views of the listing.
    expect(views.rows[0]?.n).toBe(2);

    // Unpublished: gone for the public at once (the edit forgot the cached page), still the owner's.
    expect((await patchProperty(w, w.landlord, p.id, { published: false })).status).toBe(200);
    expect((await get(url, { "if-none-match": etag })).status).toBe(404);
    const preview = await requestAs(w.ctx, w.landlord, url);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("etag")).toBeNull();
    expect((await get(url)).status).toBe(404);
  });

  it("a cookie that is not a session does not make a request signed in", async () => {
    const res = await get("/api/properties", { cookie: "theme=dark" });
    expect(res.headers.get("etag")).not.toBeNull();
  });
});
