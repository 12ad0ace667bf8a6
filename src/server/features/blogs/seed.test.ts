import type { BlogSummary } from "@shared/schemas/blogs";
import { count } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogs } from "../../db/schema";
import { cookieFrom, createTestContext, type TestContext } from "../../test/harness";
import { demoUsersSeeder } from "../users/seed";
import { demoBlogsSeeder } from "./seed";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await demoUsersSeeder.run(ctx.deps);
  await demoBlogsSeeder.run(ctx.deps);
});

describe("demo blog posts", () => {
  it("publishes at least six articles with covers, by at least three demo authors, newest first", async () => {
    const res = await ctx.app.request("/api/blogs?pageSize=50");
    expect(res.status).toBe(200);
    const { items, total } = (await res.json()) as { items: BlogSummary[]; total: number };
    expect(total).toBeGreaterThanOrEqual(6);
    expect(new Set(items.map((p) => p.author.name)).size).toBeGreaterThanOrEqual(3);
    for (const p of items) {
      expect(p.cover, p.slug).not.toBeNull();
      expect(p.readingMinutes).toBeGreaterThanOrEqual(2);
    }
    const dates = items.map((p) => Date.parse(p.publishedAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const cover = items[0]!.cover!;
    const img = await ctx.app.request(`${cover.url}/${cover.widths[0]}`);
    expect(img.status).toBe(200);
    expect(img.headers.get("content-type")).toBe("image/webp");
  });

  it("renders each article's Markdown and leaves the draft out of the public list", async () => {
    const page = await ctx.app.request("/api/blogs/tenancy-deposits-explained");
    expect(page.status).toBe(200);
    const { post } = (await page.json()) as { post: { html: string } };
    expect(post.html).toContain("<h2>");
    expect((await ctx.app.request("/api/blogs/right-to-rent-checks-guide")).status).toBe(404);
  });

  it("trusts agent@ to publish directly and sends agent2@'s posts to review", async () => {
    const signIn = async (email: string) => {
      const res = await ctx.app.request("/api/auth/sign-in", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "keyhold-demo-2026" }),
      });
      expect(res.status).toBe(200);
      return cookieFrom(res);
    };
    for (const [email, canPublish] of [
      ["agent@keyhold.example", true],
      ["agent2@keyhold.example", false],
    ] as const) {
      const res = await ctx.app.request("/api/manage/blog-publishing", {
        headers: { cookie: await signIn(email) },
      });
      expect(await res.json(), email).toEqual({ canPublish });
    }
  });

  it("adds nothing when run again", async () => {
    const before = await ctx.database.db.select({ n: count() }).from(blogs);
    await demoBlogsSeeder.run(ctx.deps);
    const after = await ctx.database.db.select({ n: count() }).from(blogs);
    expect(after).toEqual(before);
  });
});
