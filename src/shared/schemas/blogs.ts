import "./zod-setup";
import { z } from "zod";
import { pageQuery } from "./admin";

/** Blog posts (issue 5): shapes shared by the API, its tests and the web pages. */

export const BLOG_TITLE_MAX = 150;
export const BLOG_SLUG_MAX = 120;
export const BLOG_EXCERPT_MAX = 300;
export const BLOG_CONTENT_MAX = 100_000;
export const BLOG_TAG_MAX = 30;
export const BLOG_TAGS_MAX = 8;
/** Widths of the WebP variants made from an uploaded cover. */
export const blogCoverWidths = [400, 800, 1600] as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);

/** Lower-case words joined by single hyphens, e.g. "tenancy-deposits-explained". */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Rent increases: what's fair?" -> "rent-increases-whats-fair" (at most BLOG_SLUG_MAX characters). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, BLOG_SLUG_MAX)
    .replace(/-+$/g, "");
}

/** Tags are stored lower-case and trimmed, without duplicates. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().toLowerCase().replace(/\s+/g, " ")).filter(Boolean))];
}

/** About 220 words a minute, never less than one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 220));
}

/** Empty means "make one from the title"; anything else must be a valid, non-id slug. */
const slugField = z
  .string()
  .trim()
  .max(BLOG_SLUG_MAX, `The slug can have at most ${BLOG_SLUG_MAX} characters`)
  .superRefine((s, ctx) => {
    if (!s) return;
    if (s.length < 3) ctx.addIssue({ code: "custom", message: "The slug needs at least 3 characters" });
    else if (!slugPattern.test(s))
      ctx.addIssue({
        code: "custom",
        message: "Use lower-case letters, numbers and single hyphens only (e.g. my-first-post)",
      });
    else if (isUuid(s)) ctx.addIssue({ code: "custom", message: "The slug can't look like a post id" });
  });

const tagsField = z
  .array(
    z
      .string()
      .trim()
      .min(1, "A tag can't be empty")
      .max(BLOG_TAG_MAX, `A tag can have at most ${BLOG_TAG_MAX} characters`)
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} '&-]*$/u, "Tags may use letters, numbers, spaces and hyphens"),
  )
  .max(BLOG_TAGS_MAX, `At most ${BLOG_TAGS_MAX} tags`)
  .transform(normaliseTags);

const blogFields = {
  title: z
    .string()
    .trim()
    .min(3, "Please give the post a title of at least 3 characters")
    .max(BLOG_TITLE_MAX, `The title can have at most ${BLOG_TITLE_MAX} characters`),
  /** Empty or absent: made from the title (and kept unique) by the server. */
  slug: slugField.optional(),
  excerpt: z
    .string()
    .trim()
    .max(BLOG_EXCERPT_MAX, `The excerpt can have at most ${BLOG_EXCERPT_MAX} characters`)
    .default(""),
  content: z
    .string()
    .max(BLOG_CONTENT_MAX, "The article is too long (100,000 characters at most)")
    .default(""),
  tags: tagsField.default([]),
  published: z.boolean().default(false),
};

export const blogInputSchema = z.object(blogFields);
export type BlogInput = z.input<typeof blogInputSchema>;

export const blogPatchSchema = z
  .object({
    title: blogFields.title,
    slug: slugField,
    excerpt: z
      .string()
      .trim()
      .max(BLOG_EXCERPT_MAX, `The excerpt can have at most ${BLOG_EXCERPT_MAX} characters`),
    content: z.string().max(BLOG_CONTENT_MAX, "The article is too long (100,000 characters at most)"),
    tags: tagsField,
    published: z.boolean(),
  })
  .partial();
export type BlogPatch = z.input<typeof blogPatchSchema>;

export const blogAuthorSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: "BlogAuthor" });

export const blogCoverSchema = z
  .object({
    /** Append "/{width}" for a variant. */
    url: z.string(),
    widths: z.array(z.number().int()),
  })
  .meta({ id: "BlogCover" });
export type BlogCover = z.infer<typeof blogCoverSchema>;

export const blogSummarySchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    tags: z.array(z.string()),
    publishedAt: z.string(),
    readingMinutes: z.number().int(),
    author: blogAuthorSchema,
    cover: blogCoverSchema.nullable(),
  })
  .meta({ id: "BlogSummary" });
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogDetailSchema = blogSummarySchema.extend({
  /** Markdown rendered to HTML by the server with raw HTML disabled (escaped, never executed). */
  html: z.string(),
  updatedAt: z.string(),
});
export type BlogDetail = z.infer<typeof blogDetailSchema>;

export const blogListQuerySchema = z.object({
  tag: z.string().trim().max(BLOG_TAG_MAX).optional(),
  page: pageQuery.page,
  pageSize: z.coerce.number().int().min(1).max(50, "Page size must be at most 50").default(9),
});

/** "in_review": the author asked to publish and may not publish directly; an admin publishes it. */
export const blogStatuses = ["published", "in_review", "draft"] as const;
export type BlogStatus = (typeof blogStatuses)[number];

export const manageBlogQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(blogStatuses).optional(),
  ...pageQuery,
});

export const managedBlogRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
  status: z.enum(blogStatuses),
  publishedAt: z.string().nullable(),
  /** When the author sent it for review (status "in_review"). */
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
  tags: z.array(z.string()),
  author: blogAuthorSchema.extend({
    /** Publishes without review (admins, and agents an admin trusts). */
    trusted: z.boolean(),
  }),
});
export type ManagedBlogRow = z.infer<typeof managedBlogRowSchema>;

export const managedBlogSchema = managedBlogRowSchema.extend({
  excerpt: z.string(),
  content: z.string(),
  readingMinutes: z.number().int(),
  createdAt: z.string(),
  cover: blogCoverSchema.nullable(),
});
export type ManagedBlog = z.infer<typeof managedBlogSchema>;

export const blogTagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
export type BlogTagCount = z.infer<typeof blogTagCountSchema>;

/** What the signed-in author may do: publish directly, or send posts for review. */
export const blogPublishingSchema = z.object({ canPublish: z.boolean() });
export type BlogPublishing = z.infer<typeof blogPublishingSchema>;

export const blogAuthorTrustSchema = z.object({ trusted: z.boolean() });
