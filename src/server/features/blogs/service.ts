import { plainTextExcerpt, renderMarkdown } from "@shared/markdown";
import type { Paged } from "@shared/schemas/admin";
import type { SessionUser } from "@shared/schemas/auth";
import {
  type BlogCover,
  type BlogDetail,
  type BlogSummary,
  type BlogTagCount,
  type blogInputSchema,
  type blogListQuerySchema,
  type blogPatchSchema,
  isUuid,
  type ManagedBlog,
  type ManagedBlogRow,
  type manageBlogQuerySchema,
  readingMinutes,
  slugify,
} from "@shared/schemas/blogs";
import {
  and,
  arrayContains,
  arrayOverlaps,
  count,
  desc,
  eq,
  ilike,
  ne,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { blogs, users } from "../../db/schema";
import { ApiError, notFound } from "../../lib/errors";

type BlogRow = typeof blogs.$inferSelect;
type Author = { id: string; name: string };

/** Exactly this text so the planner matches the partial index on both engines. */
const isPublished = sql`published = true`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const postNotFound = () => notFound("Post not found");

const authorColumns = { id: users.id, name: users.name };

export function coverOf(row: Pick<BlogRow, "id" | "coverKey" | "coverWidths">): BlogCover | null {
  if (!row.coverKey || !row.coverWidths?.length) return null;
  const coverId = row.coverKey.split("/").pop()!;
  return { url: `/api/blog-covers/${row.id}/${coverId}`, widths: row.coverWidths };
}

/** What the public (and the author) reads for a post's summary: excerpt falls back to the opening. */
function toSummary(row: BlogRow, author: Author): BlogSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt || plainTextExcerpt(row.content),
    tags: row.tags,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    readingMinutes: row.readingMinutes,
    author,
    cover: coverOf(row),
  };
}

function toRow(row: BlogRow, author: Author): ManagedBlogRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    tags: row.tags,
    author,
  };
}

export function toManaged(row: BlogRow, author: Author): ManagedBlog {
  return {
    ...toRow(row, author),
    excerpt: row.excerpt,
    content: row.content,
    readingMinutes: row.readingMinutes,
    createdAt: row.createdAt.toISOString(),
    cover: coverOf(row),
  };
}

// ---- Public ------------------------------------------------------------------------------

export async function listPublic(
  db: Db,
  q: z.output<typeof blogListQuerySchema>,
): Promise<Paged<BlogSummary>> {
  const tag = q.tag?.toLowerCase();
  const where = tag ? and(isPublished, arrayContains(blogs.tags, [tag])) : isPublished;
  const [rows, [total]] = await Promise.all([
    db
      .select({ blog: blogs, author: authorColumns })
      .from(blogs)
      .innerJoin(users, eq(users.id, blogs.authorId))
      .where(where)
      .orderBy(desc(blogs.publishedAt), desc(blogs.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  return {
    items: rows.map((r) => toSummary(r.blog, r.author)),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
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
  const match = isUuid(idOrSlug) ? eq(blogs.id, idOrSlug.toLowerCase()) : eq(blogs.slug, idOrSlug);
  const [found] = await db
    .select({ blog: blogs, author: authorColumns })
    .from(blogs)
    .innerJoin(users, eq(users.id, blogs.authorId))
    .where(and(isPublished, match))
    .limit(1);
  if (!found) throw postNotFound();
  const { blog, author } = found;
  const others = (extra?: SQL) =>
    db
      .select({ blog: blogs, author: authorColumns })
      .from(blogs)
      .innerJoin(users, eq(users.id, blogs.authorId))
      .where(and(isPublished, ne(blogs.id, blog.id), extra))
      .orderBy(desc(blogs.publishedAt), desc(blogs.id))
      .limit(3);
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
  const match = isUuid(idOrSlug) ? eq(blogs.id, idOrSlug.toLowerCase()) : eq(blogs.slug, idOrSlug);
  const [found] = await db
    .select({ blog: blogs, author: authorColumns })
    .from(blogs)
    .innerJoin(users, eq(users.id, blogs.authorId))
    .where(and(isPublished, match))
    .limit(1);
  if (!found) return null;
  const summary = toSummary(found.blog, found.author);
  return { ...summary, updatedAt: found.blog.updatedAt.toISOString() };
}

/** Every published post (id, slug, dates) for the RSS feed and the sitemap, newest first. */
export async function listPublishedForFeeds(db: Db, limit: number) {
  return db
    .select({ blog: blogs, author: authorColumns })
    .from(blogs)
    .innerJoin(users, eq(users.id, blogs.authorId))
    .where(isPublished)
    .orderBy(desc(blogs.publishedAt), desc(blogs.id))
    .limit(limit);
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

// ---- Management --------------------------------------------------------------------------

/** Admins manage every post; agents (the other role with the blogs feature) their own. */
function canManage(user: SessionUser, row: Pick<BlogRow, "authorId">): boolean {
  return user.role === "admin" || row.authorId === user.id;
}

const scope = (user: SessionUser) => (user.role === "admin" ? undefined : eq(blogs.authorId, user.id));

export async function listManaged(
  db: Db,
  user: SessionUser,
  q: z.output<typeof manageBlogQuerySchema>,
): Promise<Paged<ManagedBlogRow>> {
  const filters: (SQL | undefined)[] = [scope(user)];
  if (q.q) {
    const pattern = `%${escapeLike(q.q)}%`;
    filters.push(or(ilike(blogs.title, pattern), ilike(blogs.slug, pattern)));
  }
  if (q.status) filters.push(eq(blogs.published, q.status === "published"));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ blog: blogs, author: authorColumns })
      .from(blogs)
      .innerJoin(users, eq(users.id, blogs.authorId))
      .where(where)
      .orderBy(desc(blogs.updatedAt), desc(blogs.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  return {
    items: rows.map((r) => toRow(r.blog, r.author)),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: q.pageSize,
  };
}

/** A post the user may manage, or 404 (another author's post is not confirmed to exist). */
export async function findManaged(db: Db, user: SessionUser, id: string, lock = false) {
  if (!isUuid(id)) throw postNotFound();
  const query = db
    .select({ blog: blogs, author: authorColumns })
    .from(blogs)
    .innerJoin(users, eq(users.id, blogs.authorId))
    .where(eq(blogs.id, id.toLowerCase()));
  const [found] = lock ? await query.for("update", { of: blogs }) : await query;
  if (!found || !canManage(user, found.blog)) throw postNotFound();
  return found;
}

export const slugTaken = () =>
  new ApiError(409, "slug_taken", "Another post already uses this slug. Please choose a different one.", {
    slug: "Another post already uses this slug",
  });

/** Whether a unique-constraint error is about the slug (drizzle may wrap the driver error). */
function isSlugConflict(err: unknown): boolean {
  for (
    let e = err as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    e;
  ) {
    if (e.code === "23505" && (e.constraint ?? e.message ?? "").includes("slug")) return true;
    e = e.cause as typeof e;
  }
  return false;
}

async function slugInUse(tx: Db, slug: string, exceptId?: string) {
  const [row] = await tx
    .select({ id: blogs.id })
    .from(blogs)
    .where(exceptId ? and(eq(blogs.slug, slug), ne(blogs.id, exceptId)) : eq(blogs.slug, slug))
    .limit(1);
  return Boolean(row);
}

/**
 * The slug to store: a chosen slug must be free (409 naming the field otherwise); without one,
 * the title's slug with "-2", "-3"... added until it is free.
 */
async function resolveSlug(tx: Db, chosen: string | undefined, title: string, exceptId?: string) {
  if (chosen) {
    if (await slugInUse(tx, chosen, exceptId)) throw slugTaken();
    return chosen;
  }
  const base = slugify(title).slice(0, 110).replace(/-+$/, "") || "post";
  const root = base.length < 3 || isUuid(base) ? `post-${base}` : base;
  for (let n = 1; n < 1000; n++) {
    const candidate = n === 1 ? root : `${root}-${n}`;
    if (!(await slugInUse(tx, candidate, exceptId))) return candidate;
  }
  return `${root}-${crypto.randomUUID().slice(0, 8)}`;
}

const publishNeedsContent = () =>
  new ApiError(400, "validation_error", "Invalid input. content: Write the article before publishing it", {
    content: "Write the article before publishing it",
  });

/** Runs a write and turns a slug unique-violation (two saves racing for one slug) into the 409. */
async function guardSlug<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (isSlugConflict(err)) throw slugTaken();
    throw err;
  }
}

export async function createBlog(tx: Db, user: SessionUser, input: z.output<typeof blogInputSchema>) {
  if (input.published && !input.content.trim()) throw publishNeedsContent();
  const slug = await resolveSlug(tx, input.slug || undefined, input.title);
  const now = new Date();
  const [row] = await guardSlug(() =>
    tx
      .insert(blogs)
      .values({
        title: input.title,
        slug,
        excerpt: input.excerpt,
        content: input.content,
        readingMinutes: readingMinutes(input.content),
        tags: input.tags,
        published: input.published,
        publishedAt: input.published ? now : null,
        authorId: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  return toManaged(row!, { id: user.id, name: user.name });
}

export async function updateBlog(
  tx: Db,
  user: SessionUser,
  id: string,
  patch: z.output<typeof blogPatchSchema>,
) {
  const { blog: before, author } = await findManaged(tx, user, id, true);
  const title = patch.title ?? before.title;
  const content = patch.content ?? before.content;
  const published = patch.published ?? before.published;
  if (published && !content.trim()) throw publishNeedsContent();
  let slug = before.slug;
  if (patch.slug !== undefined && patch.slug !== before.slug) {
    slug = await resolveSlug(tx, patch.slug || undefined, title, before.id);
  }
  const values: Partial<typeof blogs.$inferInsert> = {
    title,
    slug,
    excerpt: patch.excerpt ?? before.excerpt,
    content,
    readingMinutes: readingMinutes(content),
    tags: patch.tags ?? before.tags,
    published,
    publishedAt: published && !before.publishedAt ? new Date() : before.publishedAt,
  };
  const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
    (k) =>
      k !== "readingMinutes" &&
      k !== "publishedAt" &&
      JSON.stringify(values[k]) !== JSON.stringify(before[k]),
  );
  const [after] = await guardSlug(() =>
    tx
      .update(blogs)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(blogs.id, before.id))
      .returning(),
  );
  const action =
    before.published === published
      ? "update"
      : published
        ? "publish"
        : ("unpublish" as "update" | "publish" | "unpublish");
  return { before, after: after!, action, changed, dto: toManaged(after!, author) };
}

export async function deleteBlog(tx: Db, user: SessionUser, id: string) {
  const { blog } = await findManaged(tx, user, id, true);
  await tx.delete(blogs).where(eq(blogs.id, blog.id));
  return blog;
}

/** Points the post at a new cover; returns the old one so its files can be removed after commit. */
export async function setCover(
  tx: Db,
  user: SessionUser,
  id: string,
  cover: { key: string; widths: number[] } | null,
) {
  const { blog: before, author } = await findManaged(tx, user, id, true);
  const [after] = await tx
    .update(blogs)
    .set({ coverKey: cover?.key ?? null, coverWidths: cover?.widths ?? null, updatedAt: new Date() })
    .where(eq(blogs.id, before.id))
    .returning();
  return {
    previous:
      before.coverKey && before.coverWidths ? { key: before.coverKey, widths: before.coverWidths } : null,
    dto: toManaged(after!, author),
  };
}
