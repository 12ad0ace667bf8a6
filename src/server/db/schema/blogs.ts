import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Blog posts (issue 5). Content is Markdown; the server renders it with raw HTML disabled. */
export const blogs = pgTable(
  "blogs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    content: text("content").notNull().default(""),
    /** Kept by the server from the content on every write. */
    readingMinutes: integer("reading_minutes").notNull().default(1),
    /** Storage key prefix of the cover; the variants are `${coverKey}-${width}.webp`. */
    coverKey: text("cover_key"),
    coverWidths: jsonb("cover_widths").$type<number[]>(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    published: boolean("published").notNull().default(false),
    /** Set when the post is first published; kept when it is unpublished and published again. */
    publishedAt: ts("published_at"),
    /** Set when an author who may not publish directly asks for it: "in review" until an admin acts. */
    submittedAt: ts("submitted_at"),
    authorId: text("author_id")
      .notNull()
      .references(() => users.id),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("blogs_published_idx").on(t.publishedAt.desc(), t.id).where(sql`published = true`),
    index("blogs_author_idx").on(t.authorId, t.updatedAt.desc()),
    index("blogs_updated_idx").on(t.updatedAt.desc()),
    index("blogs_tags_idx").using("gin", t.tags),
  ],
);

/**
 * Authors an administrator trusts to publish without review (issue 13): every other agent's post
 * waits in the review queue. Admins always publish directly.
 */
export const blogTrustedAuthors = pgTable("blog_trusted_authors", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  trustedBy: text("trusted_by").references(() => users.id, { onDelete: "set null" }),
  trustedAt: ts("trusted_at").notNull().defaultNow(),
});
