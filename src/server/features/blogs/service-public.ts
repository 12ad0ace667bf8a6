import { renderMarkdown } from "@shared/markdown";
import type { Paged } from "@shared/schemas/admin";
import type { SessionUser } from "@shared/schemas/auth";
import {
  type BlogDetail,
  type BlogSummary,
  type BlogTagCount,
  type blogListQuerySchema,
  isUuid,
} from "@shared/schemas/blogs";
import { and, arrayContains, arrayOverlaps, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { countWhere, paginate } from "../../db/paginate";
import { blogs, PUBLIC_PROPERTY_SQL, properties, users } from "../../db/schema";
import { clusterBusOf } from "../../lib/cluster-bus";
import { authorColumns, canManage, isPublished, postNotFound, toSummary } from "./service-views";

/** The cluster bus channel of blog writes (the message carries nothing). */
export const BLOGS_CHANNEL = "blogs.changed";

/**
 * Call (and await) after any committed write that can change what the public sees of a post:
 * every instance forgets the pages it rendered from the blog (ssr/page-cache.ts).
 */
export function blogsChanged(db: Db): Promise<void> {
  return clusterBusOf(db).publish(BLOGS_CHANNEL, {});
}

/** Published posts with their authors, newest first. */
const publishedPosts = (db: Db, where: SQL | undefined) =>
  db
    .select({ blog: blogs, author: authorColumns })
    .from(blogs)
    .innerJoin(users, eq(users.id, blogs.authorId))
    .where(and(isPublished, where))
    .orderBy(desc(blogs.publishedAt), desc(blogs.id));

const byIdOrSlug = (idOrSlug: string) =>
  isUuid(idOrSlug) ? eq(blogs.id, idOrSlug.toLowerCase()) : eq(blogs.slug, idOrSlug);

export async function listPublic(
  db: Db,
  q: z.output<typeof blogListQuerySchema>,
): Promise<Paged<BlogSummary>> {
  const tag = q.tag?.toLowerCase();
  const filter = tag ? arrayContains(blogs.tags, [tag]) : undefined;
  return paginate(
    q,
    publishedPosts(db, filter).$dynamic(),
    countWhere(db, blogs, filter ? and(isPublished, filter) : isPublished),
    (r) => toSummary(r.blog, r.author),
  );
}

/** Tags of published posts with how many posts carry each, most used first. */
export async function publicTagCounts(db: Db): Promise<BlogTagCount[]> {
  const rows = (await db.execute(
    sql`select tag, count(*) as n from (select unnest(tags) as tag from blogs where published = true) t
        group by tag order by count(*) desc, tag limit 50`,
  )) as unknown as { rows: { tag: string; n: number | string }[] };
  return rows.rows.map((r) => ({ tag: r.tag, count: Number(r.n) }));
}

/** A published post by id or slug, rendered, with up to three related posts (shared tags first). */
export async function getPublic(
  db: Db,
  idOrSlug: string,
): Promise<{ post: BlogDetail; related: BlogSummary[] }> {
  const [found] = await publishedPosts(db, byIdOrSlug(idOrSlug)).limit(1);
  if (!found) throw postNotFound();
  const { blog, author } = found;
  const others = (extra?: SQL) => publishedPosts(db, and(ne(blogs.id, blog.id), extra)).limit(3);
  const related = blog.tags.length ? await others(arrayOverlaps(blogs.tags, blog.tags)) : [];
  if (related.length < 3) {
    const seen = new Set(related.map((r) => r.blog.id));
    for (const r of await others()) if (related.length < 3 && !seen.has(r.blog.id)) related.push(r);
  }
  return {
    post: {
      ...toSummary(blog, author),
      html: renderMarkdown(blog.content),
      updatedAt: blog.updatedAt.toISOString(),
    },
    related: related.map((r) => toSummary(r.blog, r.author)),
  };
}

/** What a post page's <head> needs (title, description, cover), or null when not published. */
export async function findPublishedHead(db: Db, idOrSlug: string) {
  const [found] = await publishedPosts(db, byIdOrSlug(idOrSlug)).limit(1);
  if (!found) return null;
  const summary = toSummary(found.blog, found.author);
  return { ...summary, updatedAt: found.blog.updatedAt.toISOString() };
}

/** Every published post (id, slug, dates) for the RSS feed and the sitemap, newest first. */
export async function listPublishedForFeeds(db: Db, limit: number) {
  return publishedPosts(db, undefined).limit(limit);
}

/** The cover of a post, if `coverId` is its current cover and the viewer may see the post. */
export async function findCover(db: Db, blogId: string, coverId: string, viewer: SessionUser | null) {
  if (!isUuid(blogId)) return null;
  const [row] = await db.select().from(blogs).where(eq(blogs.id, blogId)).limit(1);
  if (!row?.coverKey || row.coverKey.split("/").pop() !== coverId) return null;
  if (row.published) return { row, public: true };
  if (viewer && canManage(viewer, row)) return { row, public: false };
  return null;
}

/**
 * Published listings for the sitemap: the rows the public may see, by the same rule as the
 * listing search. Another kind of public page adds its own source beside this one.
 */
export async function publicListingUrls(db: Db, limit: number): Promise<{ path: string; lastmod: Date }[]> {
  const rows = await db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(sql.raw(PUBLIC_PROPERTY_SQL))
    .orderBy(desc(properties.updatedAt))
    .limit(limit);
  return rows.map((r) => ({ path: `/properties/${r.id}`, lastmod: r.updatedAt }));
}
