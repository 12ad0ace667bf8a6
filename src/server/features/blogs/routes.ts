import { createRoute, z } from "@hono/zod-openapi";
import { paged } from "@shared/schemas/admin";
import {
  blogCoverWidths,
  blogDetailSchema,
  blogInputSchema,
  blogListQuerySchema,
  blogPatchSchema,
  blogSummarySchema,
  blogTagCountSchema,
  manageBlogQuerySchema,
  managedBlogRowSchema,
  managedBlogSchema,
} from "@shared/schemas/blogs";
import { currentUser, getSessionUser, requireFeature } from "../../auth/session";
import { createRouter } from "../../context";
import { errorBody } from "../../lib/errors";
import { authErrors, errorResponse, jsonBody, jsonResponse, okSchema } from "../../lib/openapi";
import {
  deleteImageVariants,
  imageCacheHeaders,
  processImageUpload,
  readUpload,
  storeImageVariants,
  uploadBodyLimit,
} from "../../storage";
import { variantKey } from "../../storage/images";
import { audit } from "../audit/service";
import {
  createBlog,
  deleteBlog,
  findCover,
  findManaged,
  getPublic,
  listManaged,
  listPublic,
  publicTagCounts,
  setCover,
  toManaged,
  updateBlog,
} from "./service";

const tags = ["blogs"];
const idParam = z.object({ id: z.string().min(1).max(100) });
const postResponse = z.object({ post: managedBlogSchema });
const manage = requireFeature("blogs");
const notFoundResponse = errorResponse("Not found, or not yours to see");

export function blogRoutes(options: { uploadMaxBytes: number }) {
  const app = createRouter();

  // ---- Public ------------------------------------------------------------------------------

  app.openapi(
    createRoute({
      method: "get",
      path: "/blogs",
      tags,
      summary: "Published posts, newest first; optional tag filter and pages (public)",
      request: { query: blogListQuerySchema },
      responses: {
        200: jsonResponse(paged(blogSummarySchema), "A page of posts with the total count"),
        400: errorResponse("Bad query"),
      },
    }),
    async (c) => c.json(await listPublic(c.get("deps").database.db, c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/blog-tags",
      tags,
      summary: "Tags of published posts with their post counts, most used first (public)",
      responses: { 200: jsonResponse(z.object({ items: z.array(blogTagCountSchema) }), "Tags") },
    }),
    async (c) => c.json({ items: await publicTagCounts(c.get("deps").database.db) }, 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/blogs/{idOrSlug}",
      tags,
      summary: "A published post by id or slug, rendered to safe HTML, with related posts (public)",
      request: { params: z.object({ idOrSlug: z.string().min(1).max(200) }) },
      responses: {
        200: jsonResponse(
          z.object({ post: blogDetailSchema, related: z.array(blogSummarySchema) }),
          "The post and up to three related posts",
        ),
        404: errorResponse("No published post with this id or slug"),
      },
    }),
    async (c) => c.json(await getPublic(c.get("deps").database.db, c.req.valid("param").idOrSlug), 200),
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/blog-covers/{blogId}/{coverId}/{width}",
      tags,
      summary:
        "A cover image variant (WebP). Published posts' covers are public; drafts' need the author or an admin.",
      request: {
        params: z.object({
          blogId: z.string().min(1).max(100),
          coverId: z.string().min(1).max(100),
          width: z.coerce.number().int(),
        }),
      },
      responses: {
        200: { description: "The image", content: { "image/webp": { schema: z.string() } } },
        404: notFoundResponse,
      },
    }),
    async (c) => {
      const { blogId, coverId, width } = c.req.valid("param");
      const { database, storage } = c.get("deps");
      const found =
        (await findCover(database.db, blogId, coverId, null)) ??
        (await findCover(database.db, blogId, coverId, await getSessionUser(c)));
      if (!found?.row.coverKey || !found.row.coverWidths?.includes(width)) {
        return c.json(errorBody("not_found", "Image not found"), 404);
      }
      const file = await storage.get(variantKey(found.row.coverKey, width));
      if (!file) return c.json(errorBody("not_found", "Image not found"), 404);
      return c.body(new Uint8Array(file.body), 200, {
        ...(found.public ? imageCacheHeaders.public : imageCacheHeaders.private),
        "Content-Type": file.contentType,
        "X-Content-Type-Options": "nosniff",
      }) as never;
    },
  );

  // ---- Management (feature "blogs": agents their own posts, admins all) --------------------

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/blogs",
      tags,
      middleware: manage,
      summary: "Posts the caller may manage (agent: own; admin: all), most recently changed first",
      request: { query: manageBlogQuerySchema },
      responses: {
        200: jsonResponse(paged(managedBlogRowSchema), "A page of posts"),
        400: errorResponse("Bad query"),
        ...authErrors,
      },
    }),
    async (c) =>
      c.json(await listManaged(c.get("deps").database.db, currentUser(c), c.req.valid("query")), 200),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/blogs",
      tags,
      middleware: manage,
      summary: "Write a post (a draft unless published is true); the slug is made from the title when empty",
      request: jsonBody(blogInputSchema),
      responses: {
        201: jsonResponse(postResponse, "Created"),
        400: errorResponse("Invalid input (fields named)"),
        409: errorResponse("Slug already used"),
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const input = c.req.valid("json");
      const post = await c.get("deps").database.db.transaction(async (tx) => {
        const created = await createBlog(tx, user, input);
        await audit(
          c,
          {
            action: "create",
            entity: "blog",
            entityId: created.id,
            details: { title: created.title, slug: created.slug, published: created.published },
          },
          tx,
        );
        return created;
      });
      return c.json({ post }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: "get",
      path: "/manage/blogs/{id}",
      tags,
      middleware: manage,
      summary: "One post with its Markdown, for editing",
      request: { params: idParam },
      responses: { 200: jsonResponse(postResponse, "The post"), 404: notFoundResponse, ...authErrors },
    }),
    async (c) => {
      const { blog, author } = await findManaged(
        c.get("deps").database.db,
        currentUser(c),
        c.req.valid("param").id,
      );
      return c.json({ post: toManaged(blog, author) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "patch",
      path: "/manage/blogs/{id}",
      tags,
      middleware: manage,
      summary: "Partial update: text, slug, tags; published true/false publishes or unpublishes",
      request: { params: idParam, ...jsonBody(blogPatchSchema) },
      responses: {
        200: jsonResponse(postResponse, "Updated"),
        400: errorResponse("Invalid input (fields named)"),
        404: notFoundResponse,
        409: errorResponse("Slug already used"),
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const patch = c.req.valid("json");
      const post = await c.get("deps").database.db.transaction(async (tx) => {
        const result = await updateBlog(tx, user, id, patch);
        await audit(
          c,
          {
            action: result.action,
            entity: "blog",
            entityId: result.after.id,
            details: {
              title: result.after.title,
              changed: result.changed,
              ...(result.before.slug !== result.after.slug
                ? { slug: { from: result.before.slug, to: result.after.slug } }
                : {}),
            },
          },
          tx,
        );
        return result.dto;
      });
      return c.json({ post }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/blogs/{id}",
      tags,
      middleware: manage,
      summary: "Delete a post and its cover",
      request: { params: idParam },
      responses: { 200: jsonResponse(okSchema, "Deleted"), 404: notFoundResponse, ...authErrors },
    }),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const { database, storage } = c.get("deps");
      const removed = await database.db.transaction(async (tx) => {
        const row = await deleteBlog(tx, user, id);
        await audit(
          c,
          {
            action: "delete",
            entity: "blog",
            entityId: row.id,
            details: { title: row.title, slug: row.slug, authorId: row.authorId },
          },
          tx,
        );
        return row;
      });
      if (removed.coverKey && removed.coverWidths) {
        await deleteImageVariants(storage, removed.coverKey, removed.coverWidths);
      }
      return c.json({ ok: true as const }, 200);
    },
  );

  // ---- Cover -------------------------------------------------------------------------------

  app.use("/manage/blogs/:id/cover", async (c, next) =>
    c.req.method === "POST" ? uploadBodyLimit(options.uploadMaxBytes)(c, next) : next(),
  );

  app.openapi(
    createRoute({
      method: "post",
      path: "/manage/blogs/{id}/cover",
      tags,
      middleware: manage,
      summary:
        'Upload or replace the cover (multipart field "file"; JPEG, PNG or WebP by content; UPLOAD_MAX_MB)',
      request: {
        params: idParam,
        body: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: z.object({ file: z.any().openapi({ type: "string", format: "binary" }) }),
            },
          },
        },
      },
      responses: {
        200: jsonResponse(postResponse, "Stored, resized to WebP variants"),
        400: errorResponse("Not an image we accept, or unreadable"),
        404: notFoundResponse,
        413: errorResponse("File too large"),
        ...authErrors,
      },
    }),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const { database, storage, config } = c.get("deps");
      const { blog } = await findManaged(database.db, user, id);
      const upload = await readUpload(c, { maxBytes: config.uploadMaxBytes, accept: "image" });
      const processed = await processImageUpload(upload.buffer, blogCoverWidths);
      const key = `blogs/${blog.id}/${crypto.randomUUID()}`;
      await storeImageVariants(storage, key, processed);
      let result: Awaited<ReturnType<typeof setCover>>;
      try {
        result = await database.db.transaction(async (tx) => {
          const done = await setCover(tx, user, blog.id, { key, widths: processed.widths });
          await audit(
            c,
            {
              action: "cover_upload",
              entity: "blog",
              entityId: blog.id,
              details: { fileName: upload.name, type: upload.contentType, bytes: upload.buffer.length },
            },
            tx,
          );
          return done;
        });
      } catch (err) {
        await deleteImageVariants(storage, key, processed.widths);
        throw err;
      }
      if (result.previous) await deleteImageVariants(storage, result.previous.key, result.previous.widths);
      return c.json({ post: result.dto }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: "delete",
      path: "/manage/blogs/{id}/cover",
      tags,
      middleware: manage,
      summary: "Remove the cover",
      request: { params: idParam },
      responses: { 200: jsonResponse(postResponse, "Removed"), 404: notFoundResponse, ...authErrors },
    }),
    async (c) => {
      const user = currentUser(c);
      const { id } = c.req.valid("param");
      const { database, storage } = c.get("deps");
      const result = await database.db.transaction(async (tx) => {
        const done = await setCover(tx, user, id, null);
        if (done.previous) {
          await audit(c, { action: "cover_delete", entity: "blog", entityId: done.dto.id }, tx);
        }
        return done;
      });
      if (result.previous) await deleteImageVariants(storage, result.previous.key, result.previous.widths);
      return c.json({ post: result.dto }, 200);
    },
  );

  return app;
}
