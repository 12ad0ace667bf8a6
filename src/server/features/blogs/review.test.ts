import type { ManagedBlogRow } from "@shared/schemas/blogs";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { article as baseArticle, createPost, patchPost } from "./blogs.factories";

let ctx: TestContext;

const article = (title: string) =>
  baseArticle(title, { content: `## ${title}\n\nWords about ${title.toLowerCase()}.` });
const create = (as: TestUser, body: Record<string, unknown>) => createPost(ctx, as, body);
const patch = (as: TestUser, id: string, json: unknown) => patchPost(ctx, as, id, json);
/** A self-registered agent: not trusted, so their posts go to review. */
const newAgent = () => signedInUser(ctx, "agent", { name: "Self Registered" });
const publicStatus = async (slug: string) => (await ctx.app.request(`/api/blogs/${slug}`)).status;
const inFeeds = async (slug: string) => {
  const rss = await (await ctx.app.request("/blogs/rss.xml")).text();
  const sitemap = await (await ctx.app.request("/sitemap.xml")).text();
  const home = await (await ctx.app.request("/api/blogs")).text();
  return [rss, sitemap, home].map((t) => t.includes(slug));
};
const trust = (as: TestUser, id: string, trusted: boolean) =>
  requestAs(ctx, as, `/api/admin/blog-authors/${id}/trust`, { method: "PUT", json: { trusted } });

/** Each test signs its own people in, all from one address: the per-address sign-in limit is lifted. */
const manySignIns = {
  authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 900_000 } },
};

beforeAll(async () => {
  ctx = await createTestContext(manySignIns);
});

describe("blog review for new authors", () => {
  it("a self-registered agent's 'publish' goes to review: not on the blog, RSS, sitemap or home", async () => {
    const newcomer = await newAgent();
    const info = await requestAs(ctx, newcomer, "/api/manage/blog-publishing");
    expect(await info.json()).toEqual({ canPublish: false });
    const post = await create(newcomer, { ...article("Cheap flights to nowhere"), published: true });
    expect(post).toMatchObject({ published: false, status: "in_review" });
    expect(post.submittedAt).not.toBeNull();
    expect(await publicStatus(post.slug)).toBe(404);
    expect(await inFeeds(post.slug)).toEqual([false, false, false]);
    // Publishing again through PATCH is still a review request.
    expect(await patch(newcomer, post.id, { published: true })).toMatchObject({ status: "in_review" });
    expect(await publicStatus(post.slug)).toBe(404);
  });

  it("admins see the review queue and publish from it; the author's later edits go back to review", async () => {
    const [admin, newcomer] = await Promise.all([signedInUser(ctx, "admin"), newAgent()]);
    const post = await create(newcomer, { ...article("Inventory checklists"), published: true });
    const queue = await requestAs(ctx, admin, "/api/manage/blogs?status=in_review&pageSize=100");
    const rows = ((await queue.json()) as { items: ManagedBlogRow[] }).items;
    expect(rows.find((r) => r.id === post.id)).toMatchObject({
      status: "in_review",
      author: { id: newcomer.id, trusted: false },
    });
    const drafts = await requestAs(ctx, admin, "/api/manage/blogs?status=draft&pageSize=100");
    expect(((await drafts.json()) as { items: ManagedBlogRow[] }).items.map((r) => r.id)).not.toContain(
      post.id,
    );

    expect(await patch(admin, post.id, { published: true })).toMatchObject({
      published: true,
      status: "published",
      submittedAt: null,
    });
    expect(await publicStatus(post.slug)).toBe(200);
    expect(await inFeeds(post.slug)).toEqual([true, true, true]);

    // Swapping the approved text for something else takes it off the blog until reviewed.
    const edited = await patch(newcomer, post.id, { content: "Buy my course at spam.example" });
    expect(edited).toMatchObject({ published: false, status: "in_review" });
    expect(await publicStatus(post.slug)).toBe(404);
  });

  it("the author sees the state and can withdraw a post from review", async () => {
    const newcomer = await newAgent();
    const post = await create(newcomer, { ...article("Withdraw me"), published: true });
    const mine = await requestAs(ctx, newcomer, "/api/manage/blogs?status=in_review");
    expect(((await mine.json()) as { items: ManagedBlogRow[] }).items.map((r) => r.id)).toContain(post.id);
    // Editing without asking to publish keeps it in the queue.
    expect(await patch(newcomer, post.id, { excerpt: "Better" })).toMatchObject({ status: "in_review" });
    const withdrawn = await patch(newcomer, post.id, { published: false });
    expect(withdrawn).toMatchObject({ status: "draft", submittedAt: null, published: false });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, post.id), eq(auditLog.action, "withdraw")));
    expect(entry).toBeDefined();
  });

  it("an admin trusts an author (audited); that author then publishes directly; only admins may", async () => {
    const admin = await signedInUser(ctx, "admin");
    const author = await signedInUser(ctx, "agent");
    const other = await signedInUser(ctx, "agent");
    expect((await trust(author, author.id, true)).status).toBe(403);
    expect((await trust(await signedInUser(ctx, "landlord"), author.id, true)).status).toBe(403);
    expect((await trust(admin, crypto.randomUUID(), true)).status).toBe(404);
    const res = await trust(admin, author.id, true);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ trusted: true });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, author.id), eq(auditLog.action, "trust_author")));
    expect(entry?.actorId).toBe(admin.id);

    expect(await (await requestAs(ctx, author, "/api/manage/blog-publishing")).json()).toEqual({
      canPublish: true,
    });
    const post = await create(author, { ...article("Trusted voice"), published: true });
    expect(post).toMatchObject({ published: true, status: "published" });
    expect(await publicStatus(post.slug)).toBe(200);
    // Trust is per author.
    expect(await create(other, { ...article("Not yet trusted"), published: true })).toMatchObject({
      status: "in_review",
    });
    // Trust withdrawn: review again.
    expect((await trust(admin, author.id, false)).status).toBe(200);
    expect(await create(author, { ...article("After trust ended"), published: true })).toMatchObject({
      status: "in_review",
    });
  });
});
