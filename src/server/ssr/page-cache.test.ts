/**
 * Rendered public pages kept a few seconds (ssr/page-cache.ts): the same HTML for the next
 * visitor, forgotten at once on an announced listing or blog write, views still counted.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sum } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { listingViews, properties } from "../db/schema";
import { flushListingViews } from "../features/analytics/service-listing-views";
import { createPost, patchPost, trustedAgent } from "../features/blogs/blogs.factories";
import {
  createProperty,
  createWorld,
  patchProperty,
  type World,
} from "../features/properties/properties.factories";
import { listingsChanged } from "../features/properties/service-listing";
import { until } from "../test/cluster";
import type { TestContext } from "../test/harness";
import { MAX_KEPT_URL_LENGTH } from "./page-cache";

let ctx: TestContext;
let w: World;

beforeAll(async () => {
  const webDistDir = mkdtempSync(path.join(tmpdir(), "kh-ssr-cache-dist-"));
  writeFileSync(path.join(webDistDir, "index.html"), readFileSync(path.resolve("src/web/index.html")));
  w = await createWorld({ webDistDir, ssrEntry: path.resolve("src/web/entry-server.tsx") });
  ctx = w.ctx;
  // On PostgreSQL a page is kept only while the cluster bus listens (it would miss other
  // instances' writes otherwise): the first page made the caches, which started listening.
  await ctx.app.request("/");
  await until(() => ctx.deps.bus.ready, "the cluster bus to listen");
});

const tag = () => `T${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;

async function html(pathname: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.request(pathname, { headers });
  expect(res.headers.get("x-rendered")).toBe("server");
  return res.text();
}

/** Renames a listing in the database behind the app's back: no write is announced. */
const renameQuietly = (id: string, title: string) =>
  ctx.database.db.update(properties).set({ title }).where(eq(properties.id, id));

describe("kept rendered pages", () => {
  it("serves the kept page again until a listing write is announced", async () => {
    const t = tag();
    const home = await createProperty(w, w.landlord, {
      title: `Kept ${t}`,
      status: "available",
      published: true,
    });
    const search = `/properties?q=${t}`;
    expect(await html(search)).toContain(`Kept ${t}`);

    await renameQuietly(home.id, `Renamed ${t}`);
    // Kept: the page is not rendered again, so the quiet rename does not show yet.
    expect(await html(search)).toContain(`Kept ${t}`);
    await listingsChanged(ctx.database.db);
    expect(await html(search)).toContain(`Renamed ${t}`);
  });

  it("shows a change made through the API on the very next request", async () => {
    const t = tag();
    const home = await createProperty(w, w.landlord, {
      title: `Before ${t}`,
      status: "available",
      published: true,
    });
    expect(await html(`/properties/${home.id}`)).toContain(`Before ${t}`);
    const res = await patchProperty(w, w.landlord, home.id, { title: `After ${t}` });
    expect(res.status).toBe(200);
    const page = await html(`/properties/${home.id}`);
    expect(page).toContain(`After ${t}`);
    expect(page).not.toContain(`Before ${t}`);
  });

  it("forgets blog pages when a post is written, published or renamed", async () => {
    const t = tag();
    const author = await trustedAgent(ctx);
    await html("/blogs");
    const post = await createPost(ctx, author, { title: `Post ${t}`, content: "Body.", published: true });
    expect(await html("/blogs")).toContain(`Post ${t}`);
    expect(await html("/")).toContain(`Post ${t}`);
    await patchPost(ctx, author, post.id, { title: `Retitled ${t}` });
    expect(await html("/blogs")).toContain(`Retitled ${t}`);
    await patchPost(ctx, author, post.id, { published: false });
    expect(await html("/blogs")).not.toContain(`Retitled ${t}`);
  });

  it("counts every showing of a kept property page as a view", async () => {
    const home = await createProperty(w, w.landlord, {
      title: `Viewed ${tag()}`,
      status: "available",
      published: true,
    });
    for (let i = 0; i < 3; i++) await html(`/properties/${home.id}`);
    await flushListingViews(ctx.database.db);
    const [row] = await ctx.database.db
      .select({ views: sum(listingViews.views) })
      .from(listingViews)
      .where(and(eq(listingViews.propertyId, home.id)));
    expect(Number(row?.views)).toBe(3);
  });

  it("keeps nothing for a signed-in visitor, an unknown page or an overlong URL", async () => {
    const t = tag();
    const home = await createProperty(w, w.landlord, {
      title: `Edge ${t}`,
      status: "available",
      published: true,
    });
    // Signed in: the client-rendered app, never a kept page.
    const signedIn = await ctx.app.request("/properties", { headers: { cookie: w.landlord.cookie } });
    expect(signedIn.headers.get("x-rendered")).toBeNull();

    const missing = "/properties/00000000-0000-4000-8000-000000000000";
    expect((await ctx.app.request(missing)).status).toBe(404);

    const long = `/properties?q=${t}&pad=${"x".repeat(MAX_KEPT_URL_LENGTH)}`;
    expect(await html(long)).toContain(`Edge ${t}`);
    await renameQuietly(home.id, `Quiet ${t}`);
    expect(await html(long)).toContain(`Quiet ${t}`);
  });

  it("renders on the public origin whatever Host the request names, so no visitor is served another's", async () => {
    const t = tag();
    const res = await ctx.app.request(`http://evil.example/properties?q=${t}`);
    expect(res.headers.get("x-rendered")).toBe("server");
    const page = await res.text();
    expect(page).not.toContain("evil.example");
    expect(page).toContain(`<link rel="canonical" href="${ctx.config.publicUrl}/properties" />`);
  });
});
