import { AppError } from "@shared/errors";
import type { Paged } from "@shared/schemas/admin";
import type { SessionUser } from "@shared/schemas/auth";
import {
  type blogInputSchema,
  type blogPatchSchema,
  isUuid,
  type ManagedBlog,
  type ManagedBlogRow,
  type manageBlogQuerySchema,
  readingMinutes,
} from "@shared/schemas/blogs";
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { countWhere, likeEscape, paginate } from "../../db/paginate";
import { blogs, blogTrustedAuthors, users } from "../../db/schema";

import { deleteImageVariants } from "../../storage";
import { type Actor, audit } from "../audit";
import { blogsChanged } from "./service-public";
import { canPublishDirectly } from "./service-review";
import { guardSlug, resolveSlug } from "./service-slugs";
import { canManage, managedAuthorColumns, postNotFound, statusOf, toManaged, toRow } from "./service-views";

const scope = (user: SessionUser) => (user.role === "admin" ? undefined : eq(blogs.authorId, user.id));

/** Posts with their authors and the authors' trust, for the management views. */
const managedPosts = (db: Db) =>
  db
    .select({ blog: blogs, author: managedAuthorColumns })
    .from(blogs)
    .innerJoin(users, eq(users.id, blogs.authorId))
    .leftJoin(blogTrustedAuthors, eq(blogTrustedAuthors.userId, blogs.authorId));

export async function listManaged(
  db: Db,
  user: SessionUser,
  q: z.output<typeof manageBlogQuerySchema>,
): Promise<Paged<ManagedBlogRow>> {
  const filters: (SQL | undefined)[] = [scope(user)];
  if (q.q) {
    const pattern = `%${likeEscape(q.q)}%`;
    filters.push(or(ilike(blogs.title, pattern), ilike(blogs.slug, pattern)));
  }
  if (q.status === "published") filters.push(eq(blogs.published, true));
  if (q.status === "in_review") filters.push(eq(blogs.published, false), isNotNull(blogs.submittedAt));
  if (q.status === "draft") filters.push(eq(blogs.published, false), isNull(blogs.submittedAt));
  const where = and(...filters);
  return paginate(
    q,
    managedPosts(db).where(where).orderBy(desc(blogs.updatedAt), desc(blogs.id)).$dynamic(),
    countWhere(db, blogs, where),
    (r) => toRow(r.blog, r.author),
  );
}

/** A post the user may manage, or 404 (another author's post is not confirmed to exist). */
export async function findManaged(db: Db, user: SessionUser, id: string, lock = false) {
  if (!isUuid(id)) throw postNotFound();
  const query = managedPosts(db).where(eq(blogs.id, id.toLowerCase()));
  const [found] = lock ? await query.for("update", { of: blogs }) : await query;
  if (!found || !canManage(user, found.blog)) throw postNotFound();
  return found;
}

/** One post with its Markdown, for editing. */
export async function getManaged(db: Db, user: SessionUser, id: string): Promise<ManagedBlog> {
  const { blog, author } = await findManaged(db, user, id);
  return toManaged(blog, author);
}

const publishNeedsContent = () =>
  new AppError("validation_error", "Invalid input. content: Write the article before publishing it", {
    content: "Write the article before publishing it",
  });

/** Writes a post: a draft, published (admins, trusted authors) or sent for review (others). Audited. */
/** A write in a transaction, announced to every instance once committed (blogsChanged). */
export async function announced<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction(write);
  await blogsChanged(db);
  return result;
}

export async function createBlog(
  db: Db,
  actor: Actor,
  user: SessionUser,
  input: z.output<typeof blogInputSchema>,
): Promise<ManagedBlog> {
  if (input.published && !input.content.trim()) throw publishNeedsContent();
  return announced(db, async (tx) => {
    const slug = await resolveSlug(tx, input.slug || undefined, input.title);
    const now = new Date();
    const trusted = await canPublishDirectly(tx, user);
    const published = input.published && trusted;
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
          published,
          publishedAt: published ? now : null,
          submittedAt: input.published && !trusted ? now : null,
          authorId: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning(),
    );
    const post = toManaged(row!, {
      id: user.id,
      name: user.name,
      role: user.role,
      trustedAt: trusted ? now : null,
    });
    await audit(tx, actor, {
      action: "create",
      entity: "blog",
      entityId: post.id,
      details: { title: post.title, slug: post.slug, published: post.published, status: post.status },
    });
    return post;
  });
}

type BlogAction = "update" | "publish" | "unpublish" | "submit" | "withdraw";

/** What a saved change did to the post's state, for the audit log. */
function actionOf(
  before: { published: boolean; submittedAt: Date | null },
  published: boolean,
  submittedAt: Date | null,
): BlogAction {
  const wasInReview = statusOf(before) === "in_review";
  if (before.published !== published) return published ? "publish" : submittedAt ? "submit" : "unpublish";
  if (submittedAt && !wasInReview) return "submit";
  if (!submittedAt && wasInReview && !published) return "withdraw";
  return "update";
}

/**
 * Whether the updated post is published, and since when it waits for review. An untouched
 * "published" keeps a post in review; an explicit true or false settles it. An author who may not
 * publish directly asking to publish (or changing a published post) sends it to the review queue.
 */
function publishState(
  before: typeof blogs.$inferSelect,
  asked: boolean | undefined,
  trusted: boolean,
  textChanged: boolean,
): { published: boolean; submittedAt: Date | null } {
  const requested = asked ?? before.published;
  if (!trusted && requested && (!before.published || textChanged)) {
    return { published: false, submittedAt: before.submittedAt ?? new Date() };
  }
  return {
    published: requested,
    submittedAt: asked === undefined && !before.published ? before.submittedAt : null,
  };
}

/**
 * Partial update. An author under review can't publish, nor change a published post's text in
 * place: it goes (back) to the review queue. Withdrawing (published false) returns it to the drafts.
 * Audited with the action it amounts to and the fields changed.
 */
export async function updateBlog(
  db: Db,
  actor: Actor,
  user: SessionUser,
  id: string,
  patch: z.output<typeof blogPatchSchema>,
): Promise<ManagedBlog> {
  return announced(db, async (tx) => {
    const { blog: before, author } = await findManaged(tx, user, id, true);
    const title = patch.title ?? before.title;
    const content = patch.content ?? before.content;
    const requested = patch.published ?? before.published;
    if (requested && !content.trim()) throw publishNeedsContent();
    const trusted = await canPublishDirectly(tx, user);
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
    };
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
      (k) => k !== "readingMinutes" && JSON.stringify(values[k]) !== JSON.stringify(before[k]),
    );
    const { published, submittedAt } = publishState(before, patch.published, trusted, changed.length > 0);
    values.published = published;
    values.submittedAt = submittedAt;
    values.publishedAt = published && !before.publishedAt ? new Date() : before.publishedAt;
    const [after] = await guardSlug(() =>
      tx
        .update(blogs)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(blogs.id, before.id))
        .returning(),
    );
    await audit(tx, actor, {
      action: actionOf(before, published, submittedAt),
      entity: "blog",
      entityId: after!.id,
      details: {
        title: after!.title,
        changed,
        ...(before.slug !== after!.slug ? { slug: { from: before.slug, to: after!.slug } } : {}),
      },
    });
    return toManaged(after!, author);
  });
}

/** Deletes a post (audited), then its cover files once the deletion has committed. */
export async function deleteBlog(
  deps: Pick<AppDeps, "database" | "storage">,
  actor: Actor,
  user: SessionUser,
  id: string,
) {
  const removed = await announced(deps.database.db, async (tx) => {
    const { blog } = await findManaged(tx, user, id, true);
    await tx.delete(blogs).where(eq(blogs.id, blog.id));
    await audit(tx, actor, {
      action: "delete",
      entity: "blog",
      entityId: blog.id,
      details: { title: blog.title, slug: blog.slug, authorId: blog.authorId },
    });
    return blog;
  });
  if (removed.coverKey && removed.coverWidths) {
    await deleteImageVariants(deps.storage, removed.coverKey, removed.coverWidths);
  }
}
