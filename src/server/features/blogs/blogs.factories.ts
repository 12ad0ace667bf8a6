import type { ManagedBlog } from "@shared/schemas/blogs";
import { expect } from "vitest";
import { blogTrustedAuthors } from "../../db/schema";
import { requestAs, signedInUser, type TestContext, type TestUser } from "../../test/harness";

/** Small builders for the blog tests: each test makes its own authors and posts. */

/** A post's input with a title-derived excerpt and Markdown, plus any fields given. */
export const article = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: `About ${title}`,
  content: `## ${title}\n\nSome useful words about ${title.toLowerCase()}.`,
  ...extra,
});

/** An agent an admin trusts to publish directly. */
export async function trustedAgent(ctx: TestContext, overrides: { name?: string } = {}): Promise<TestUser> {
  const agent = await signedInUser(ctx, "agent", overrides);
  await ctx.database.db.insert(blogTrustedAuthors).values({ userId: agent.id });
  return agent;
}

/** Writes a post through the API as `as`, expecting 201. */
export async function createPost(ctx: TestContext, as: TestUser, body: Record<string, unknown>) {
  const res = await requestAs(ctx, as, "/api/manage/blogs", { method: "POST", json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { post: ManagedBlog }).post;
}

/** Changes a post through the API as `as`, expecting 200. */
export async function patchPost(ctx: TestContext, as: TestUser, id: string, json: unknown) {
  const res = await requestAs(ctx, as, `/api/manage/blogs/${id}`, { method: "PATCH", json });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { post: ManagedBlog }).post;
}

/** Uploads `bytes` as a post's cover (multipart field "file"). */
export function uploadCover(
  ctx: TestContext,
  as: TestUser | undefined,
  id: string,
  bytes: Uint8Array,
  name = "cover.png",
) {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
  return ctx.app.request(`/api/manage/blogs/${id}/cover`, {
    method: "POST",
    headers: as ? { cookie: as.cookie } : {},
    body: form,
  });
}
