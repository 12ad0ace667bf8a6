import { plainTextExcerpt } from "@shared/markdown";
import type { SessionUser } from "@shared/schemas/auth";
import type { BlogCover, BlogSummary, ManagedBlog, ManagedBlogRow } from "@shared/schemas/blogs";
import { sql } from "drizzle-orm";
import { type blogs, blogTrustedAuthors, users } from "../../db/schema";
import { notFound } from "../../lib/errors";

/** A post's row, its author, and the author as the management views see them (role, trust). */
export type BlogRow = typeof blogs.$inferSelect;
export type Author = { id: string; name: string };
export type ManagedAuthor = Author & { role: string; trustedAt: Date | null };

/** Exactly this text so the planner matches the partial index on both engines. */
export const isPublished = sql`published = true`;
export const postNotFound = () => notFound("Post not found");

export const authorColumns = { id: users.id, name: users.name };
export const managedAuthorColumns = {
  ...authorColumns,
  role: users.role,
  trustedAt: blogTrustedAuthors.trustedAt,
};

export function statusOf(row: Pick<BlogRow, "published" | "submittedAt">) {
  return row.published ? "published" : row.submittedAt ? "in_review" : "draft";
}

/** Admins manage every post; agents (the other role with the blogs feature) their own. */
export function canManage(user: SessionUser, row: Pick<BlogRow, "authorId">): boolean {
  return user.role === "admin" || row.authorId === user.id;
}

export function coverOf(row: Pick<BlogRow, "id" | "coverKey" | "coverWidths">): BlogCover | null {
  if (!row.coverKey || !row.coverWidths?.length) return null;
  const coverId = row.coverKey.split("/").pop()!;
  return { url: `/api/blog-covers/${row.id}/${coverId}`, widths: row.coverWidths };
}

/** What the public (and the author) reads for a post's summary: excerpt falls back to the opening. */
export function toSummary(row: BlogRow, author: Author): BlogSummary {
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

export function toRow(row: BlogRow, author: ManagedAuthor): ManagedBlogRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    published: row.published,
    status: statusOf(row),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    submittedAt: row.published ? null : (row.submittedAt?.toISOString() ?? null),
    updatedAt: row.updatedAt.toISOString(),
    tags: row.tags,
    author: {
      id: author.id,
      name: author.name,
      trusted: author.role === "admin" || Boolean(author.trustedAt),
    },
  };
}

export function toManaged(row: BlogRow, author: ManagedAuthor): ManagedBlog {
  return {
    ...toRow(row, author),
    excerpt: row.excerpt,
    content: row.content,
    readingMinutes: row.readingMinutes,
    createdAt: row.createdAt.toISOString(),
    cover: coverOf(row),
  };
}
