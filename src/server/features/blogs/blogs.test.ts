import type { BlogDetail, BlogSummary, ManagedBlog, ManagedBlogRow } from "@shared/schemas/blogs";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, blogs } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { article as baseArticle, createPost, trustedAgent, uploadCover as upload } from "./blogs.factories";

let ctx: TestContext;

// The authors of each test publish directly; the review of untrusted authors is in review.test.ts.
const article = (title: string, extra: Record<string, unknown> = {}) =>
  baseArticle(title, { tags: ["Deposits", "tenants"], ...extra });
const create = (as: TestUser, body: Record<string, unknown>) => createPost(ctx, as, body);
const uploadCover = (as: TestUser | undefined, id: string, bytes: Uint8Array, name?: string) =>
  upload(ctx, as, id, bytes, name);

/** Each test signs its own people in, all from one address: the per-address sign-in limit is lifted. */
const manySignIns = {
  authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 900_000 } },
};

beforeAll(async () => {
  ctx = await createTestContext(manySignIns);
});

describe("blogs API", () => {
  it("creates a draft with a slug from the title, normalised tags and an audit entry", async () => {
    const agent = await trustedAgent(ctx, { name: "Hannah Test" });
    const post = await create(agent, article("Deposits: what’s fair?"));
    expect(post).toMatchObject({
      slug: "deposits-whats-fair",
      published: false,
      publishedAt: null,
      tags: ["deposits", "tenants"],
      author: { id: agent.id, name: "Hannah Test" },
    });
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "blog"), eq(auditLog.entityId, post.id)));
    expect(entries.map((e) => e.action)).toEqual(["create"]);
    expect(entries[0]!.actorId).toBe(agent.id);
  });

  it("shows anonymous visitors only published posts, newest first, by id or slug", async () => {
    const [agent, agent2] = await Promise.all([
      trustedAgent(ctx, { name: "Hannah Test" }),
      trustedAgent(ctx),
    ]);
    const draft = await create(agent, article("Secret draft"));
    const older = await create(agent, article("Older published", { published: true }));
    const newer = await create(agent2, article("Newer published", { published: true, tags: ["epc"] }));

    const list = await requestAs(ctx, undefined, "/api/blogs?pageSize=50");
    expect(list.status).toBe(200);
    const body = (await list.json()) as { items: BlogSummary[]; total: number };
    const ids = body.items.map((p) => p.id);
    expect(ids).not.toContain(draft.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(body.items.every((p) => p.publishedAt)).toBe(true);

    expect((await requestAs(ctx, undefined, `/api/blogs/${draft.id}`)).status).toBe(404);
    expect((await requestAs(ctx, undefined, `/api/blogs/${draft.slug}`)).status).toBe(404);
    // Even its author sees a draft only in management, never on the public endpoint.
    expect((await requestAs(ctx, agent, `/api/blogs/${draft.slug}`)).status).toBe(404);

    const bySlug = await requestAs(ctx, undefined, `/api/blogs/${older.slug}`);
    expect(bySlug.status).toBe(200);
    const detail = (await bySlug.json()) as { post: BlogDetail; related: BlogSummary[] };
    expect(detail.post.author.name).toBe("Hannah Test");
    expect(detail.post.html).toContain("<h2>Older published</h2>");
    expect(detail.related.map((r) => r.id)).not.toContain(older.id);
    expect(detail.related.map((r) => r.id)).not.toContain(draft.id);

    const byId = await requestAs(ctx, undefined, `/api/blogs/${older.id}`);
    expect(((await byId.json()) as { post: BlogDetail }).post.slug).toBe(older.slug);

    const tagged = (await (await requestAs(ctx, undefined, "/api/blogs?tag=EPC")).json()) as {
      items: BlogSummary[];
    };
    expect(tagged.items.map((p) => p.id)).toEqual([newer.id]);

    const tags = (await (await requestAs(ctx, undefined, "/api/blog-tags")).json()) as {
      items: { tag: string; count: number }[];
    };
    expect(tags.items).toContainEqual({ tag: "epc", count: 1 });
  });

  it("lets an agent manage only their own posts: another author's post answers 404", async () => {
    const [agent, agent2] = await Promise.all([trustedAgent(ctx), trustedAgent(ctx)]);
    const mine = await create(agent, article("Agent one's post"));
    const theirs = await create(agent2, article("Agent two's post"));

    const list = (await (await requestAs(ctx, agent, "/api/manage/blogs?pageSize=100")).json()) as {
      items: ManagedBlogRow[];
    };
    expect(list.items.map((p) => p.id)).toContain(mine.id);
    expect(list.items.map((p) => p.id)).not.toContain(theirs.id);
    expect(list.items.every((p) => p.author.id === agent.id)).toBe(true);

    expect((await requestAs(ctx, agent, `/api/manage/blogs/${theirs.id}`)).status).toBe(404);
    const patch = await requestAs(ctx, agent, `/api/manage/blogs/${theirs.id}`, {
      method: "PATCH",
      json: { title: "Hijacked" },
    });
    expect(patch.status).toBe(404);
    expect((await requestAs(ctx, agent, `/api/manage/blogs/${theirs.id}`, { method: "DELETE" })).status).toBe(
      404,
    );
    expect((await requestAs(ctx, agent, "/api/manage/blogs/not-a-uuid")).status).toBe(404);
    const [row] = await ctx.database.db.select().from(blogs).where(eq(blogs.id, theirs.id));
    expect(row!.title).toBe("Agent two's post");

    const own = await requestAs(ctx, agent, `/api/manage/blogs/${mine.id}`, {
      method: "PATCH",
      json: { title: "Agent one's post, revised", content: "New **content** here." },
    });
    expect(own.status).toBe(200);
    expect(((await own.json()) as { post: ManagedBlog }).post).toMatchObject({
      title: "Agent one's post, revised",
      slug: mine.slug,
      content: "New **content** here.",
    });
  });

  it("lets an admin see, edit, publish and delete any author's post, with audit entries", async () => {
    const [admin, agent2] = await Promise.all([signedInUser(ctx, "admin"), trustedAgent(ctx)]);
    const post = await create(agent2, article("Admin will edit this"));
    const all = (await (await requestAs(ctx, admin, "/api/manage/blogs?pageSize=100")).json()) as {
      items: ManagedBlogRow[];
    };
    expect(all.items.map((p) => p.id)).toContain(post.id);

    const published = await requestAs(ctx, admin, `/api/manage/blogs/${post.id}`, {
      method: "PATCH",
      json: { title: "Edited by the admin", published: true },
    });
    expect(published.status).toBe(200);
    const after = ((await published.json()) as { post: ManagedBlog }).post;
    expect(after).toMatchObject({ title: "Edited by the admin", published: true });
    expect(after.publishedAt).not.toBeNull();
    expect(after.author.id).toBe(agent2.id);
    expect((await requestAs(ctx, undefined, `/api/blogs/${post.slug}`)).status).toBe(200);

    const unpublished = await requestAs(ctx, admin, `/api/manage/blogs/${post.id}`, {
      method: "PATCH",
      json: { published: false },
    });
    expect(((await unpublished.json()) as { post: ManagedBlog }).post.published).toBe(false);
    expect((await requestAs(ctx, undefined, `/api/blogs/${post.slug}`)).status).toBe(404);

    expect((await requestAs(ctx, admin, `/api/manage/blogs/${post.id}`, { method: "DELETE" })).status).toBe(
      200,
    );
    expect((await requestAs(ctx, admin, `/api/manage/blogs/${post.id}`)).status).toBe(404);

    const actions = (
      await ctx.database.db
        .select({ action: auditLog.action, actorId: auditLog.actorId })
        .from(auditLog)
        .where(and(eq(auditLog.entity, "blog"), eq(auditLog.entityId, post.id)))
        .orderBy(auditLog.at)
    ).map((e) => e.action);
    expect(actions).toEqual(["create", "publish", "unpublish", "delete"]);
  });

  it("refuses management to landlords and tenants (403) and to anonymous visitors (401)", async () => {
    const [landlord, tenant] = await Promise.all([
      signedInUser(ctx, "landlord"),
      signedInUser(ctx, "tenant"),
    ]);
    for (const user of [landlord, tenant]) {
      expect((await requestAs(ctx, user, "/api/manage/blogs")).status).toBe(403);
      const res = await requestAs(ctx, user, "/api/manage/blogs", { method: "POST", json: article("Nope") });
      expect(res.status).toBe(403);
    }
    expect((await requestAs(ctx, undefined, "/api/manage/blogs")).status).toBe(401);
    expect(
      (await requestAs(ctx, undefined, "/api/manage/blogs", { method: "POST", json: article("Nope") }))
        .status,
    ).toBe(401);
  });

  it("keeps slugs unique: a chosen slug in use is 409 naming the field; generated ones get a suffix", async () => {
    const [agent, agent2] = await Promise.all([trustedAgent(ctx), trustedAgent(ctx)]);
    const first = await create(agent, article("Rent increases explained", { slug: "rent-increases" }));
    expect(first.slug).toBe("rent-increases");

    const clash = await requestAs(ctx, agent2, "/api/manage/blogs", {
      method: "POST",
      json: article("Another", { slug: "rent-increases" }),
    });
    expect(clash.status).toBe(409);
    const err = (await clash.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(err.error.code).toBe("slug_taken");
    expect(err.error.fields.slug).toMatch(/already uses this slug/);

    const a = await create(agent, article("Same title twice"));
    const b = await create(agent2, article("Same title twice"));
    expect(a.slug).toBe("same-title-twice");
    expect(b.slug).toBe("same-title-twice-2");

    const rename = await requestAs(ctx, agent2, `/api/manage/blogs/${b.id}`, {
      method: "PATCH",
      json: { slug: "same-title-twice" },
    });
    expect(rename.status).toBe(409);
    // Keeping its own slug is not a clash.
    const same = await requestAs(ctx, agent2, `/api/manage/blogs/${b.id}`, {
      method: "PATCH",
      json: { slug: "same-title-twice-2", title: "Renamed" },
    });
    expect(same.status).toBe(200);
  });

  it("answers invalid input with 400 naming each field", async () => {
    const agent = await trustedAgent(ctx);
    const res = await requestAs(ctx, agent, "/api/manage/blogs", {
      method: "POST",
      json: { title: "", slug: "Not A Slug!", tags: ["ok", ""], excerpt: "x".repeat(301) },
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe("validation_error");
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(["title", "slug", "excerpt", "tags.1"]));
    expect(error.fields.slug).toMatch(/lower-case/);

    const uuidSlug = await requestAs(ctx, agent, "/api/manage/blogs", {
      method: "POST",
      json: article("Looks like an id", { slug: crypto.randomUUID() }),
    });
    expect(uuidSlug.status).toBe(400);

    const empty = await requestAs(ctx, agent, "/api/manage/blogs", {
      method: "POST",
      json: { title: "Empty but published", content: "  ", published: true },
    });
    expect(empty.status).toBe(400);
    expect(
      ((await empty.json()) as { error: { fields: Record<string, string> } }).error.fields.content,
    ).toBeTruthy();

    const badQuery = await requestAs(ctx, undefined, "/api/blogs?page=0");
    expect(badQuery.status).toBe(400);
    expect(
      ((await badQuery.json()) as { error: { fields: Record<string, string> } }).error.fields.page,
    ).toBeTruthy();
  });

  it("never lets script tags or event handlers in Markdown reach the page as HTML", async () => {
    const agent = await trustedAgent(ctx);
    const evil = [
      "# Hello",
      "",
      "<script>alert('xss')</script>",
      "",
      '<img src="x" onerror="alert(1)">',
      "",
      "[click me](javascript:alert(1)) and [safe](https://example.org)",
      "",
      '<a href="#" onclick="alert(1)">inline</a>',
    ].join("\n");
    const post = await create(agent, { title: "XSS attempt", content: evil, published: true });
    const res = await requestAs(ctx, undefined, `/api/blogs/${post.slug}`);
    const { html } = ((await res.json()) as { post: BlogDetail }).post;
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/<a[^>]*onclick/i);
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain("&lt;script&gt;alert(");
    expect(html).toContain(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">safe</a>',
    );
    // The post title is the page's h1; Markdown headings start at h2.
    expect(html).toContain("<h2>Hello</h2>");
    expect(html).not.toContain("<h1");
  });

  it("uploads a cover as WebP variants, serves it, hides a draft's cover from others and replaces it", async () => {
    const [agent, agent2, landlord] = await Promise.all([
      trustedAgent(ctx),
      trustedAgent(ctx),
      signedInUser(ctx, "landlord"),
    ]);
    const post = await create(agent, article("With a cover"));
    const png = await sharp({
      create: { width: 900, height: 500, channels: 3, background: { r: 20, g: 80, b: 140 } },
    })
      .png()
      .toBuffer();
    expect((await uploadCover(agent2, post.id, png)).status).toBe(404);
    expect((await uploadCover(landlord, post.id, png)).status).toBe(403);
    const notImage = await uploadCover(
      agent,
      post.id,
      new TextEncoder().encode("<svg onload=alert(1)>"),
      "x.png",
    );
    expect(notImage.status).toBe(400);

    const res = await uploadCover(agent, post.id, png);
    expect(res.status, await res.clone().text()).toBe(200);
    const { cover } = ((await res.json()) as { post: ManagedBlog }).post;
    expect(cover?.widths).toEqual([400, 800]);

    const own = await requestAs(ctx, agent, `${cover!.url}/400`);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/webp");
    expect((await requestAs(ctx, undefined, `${cover!.url}/400`)).status).toBe(404);
    expect((await requestAs(ctx, agent2, `${cover!.url}/400`)).status).toBe(404);

    await requestAs(ctx, agent, `/api/manage/blogs/${post.id}`, {
      method: "PATCH",
      json: { published: true },
    });
    const pub = await requestAs(ctx, undefined, `${cover!.url}/800`);
    expect(pub.status).toBe(200);
    expect(pub.headers.get("cache-control")).toContain("immutable");
    expect((await requestAs(ctx, undefined, `${cover!.url}/1600`)).status).toBe(404);

    const replaced = await uploadCover(agent, post.id, png);
    const next = ((await replaced.json()) as { post: ManagedBlog }).post.cover!;
    expect(next.url).not.toBe(cover!.url);
    expect((await requestAs(ctx, undefined, `${cover!.url}/400`)).status).toBe(404);
    expect((await requestAs(ctx, undefined, `${next.url}/400`)).status).toBe(200);

    const removed = await requestAs(ctx, agent, `/api/manage/blogs/${post.id}/cover`, { method: "DELETE" });
    expect(((await removed.json()) as { post: ManagedBlog }).post.cover).toBeNull();
    expect((await requestAs(ctx, undefined, `${next.url}/400`)).status).toBe(404);
  });

  it("filters the management list by search text and status, with pages", async () => {
    const author = await trustedAgent(ctx);
    await create(author, article("Zebra crossing guide", { published: true }));
    await create(author, article("Zebra draft notes"));
    await create(author, article("Unrelated"));
    const page = async (query: string) =>
      (await (await requestAs(ctx, author, `/api/manage/blogs?${query}`)).json()) as {
        items: ManagedBlogRow[];
        total: number;
      };
    expect((await page("q=zebra")).total).toBe(2);
    expect((await page("q=zebra&status=draft")).items.map((p) => p.title)).toEqual(["Zebra draft notes"]);
    expect((await page("status=published")).items.map((p) => p.title)).toEqual(["Zebra crossing guide"]);
    const first = await page("pageSize=2&page=1");
    const second = await page("pageSize=2&page=2");
    expect(first.total).toBe(3);
    expect(first.items).toHaveLength(2);
    expect(second.items).toHaveLength(1);
  });

  it("serves an RSS feed and a sitemap with published posts only", async () => {
    const agent = await trustedAgent(ctx);
    const live = await create(agent, article("Feed & sitemap <test>", { published: true }));
    const hidden = await create(agent, article("Hidden from feeds"));

    const rss = await ctx.app.request("/blogs/rss.xml");
    expect(rss.status).toBe(200);
    expect(rss.headers.get("content-type")).toContain("application/rss+xml");
    const feed = await rss.text();
    expect(feed).toContain("<title>Feed &amp; sitemap &lt;test&gt;</title>");
    expect(feed).toContain(`/blogs/${live.slug}</link>`);
    expect(feed).not.toContain(hidden.slug);

    const sm = await ctx.app.request("/sitemap.xml");
    expect(sm.status).toBe(200);
    const xml = await sm.text();
    for (const path of [
      "/about",
      "/contact",
      "/privacy-policy",
      "/services/landlord/maintenance",
      "/blogs",
    ]) {
      expect(xml).toContain(`${path}</loc>`);
    }
    expect(xml).toContain(`/blogs/${live.slug}</loc>`);
    expect(xml).not.toContain(hidden.slug);
  });

  it("documents every blog endpoint in the OpenAPI description", async () => {
    const doc = (await (await ctx.app.request("/api/openapi.json")).json()) as {
      paths: Record<string, unknown>;
    };
    for (const path of [
      "/api/blogs",
      "/api/blogs/{idOrSlug}",
      "/api/blog-tags",
      "/api/blog-covers/{blogId}/{coverId}/{width}",
      "/api/manage/blogs",
      "/api/manage/blogs/{id}",
      "/api/manage/blogs/{id}/cover",
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
