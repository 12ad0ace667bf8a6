import { createRoute, z } from "@hono/zod-openapi";
import { paged } from "@shared/schemas/admin";
import {
  blogDetailSchema,
  blogListQuerySchema,
  blogSummarySchema,
  blogTagCountSchema,
} from "@shared/schemas/blogs";
import { errorResponse, jsonResponse } from "../../lib/openapi";

const tags = ["blogs"];

export const listBlogsRoute = createRoute({
  method: "get",
  path: "/blogs",
  operationId: "listBlogs",
  tags,
  summary: "Published posts, newest first; optional tag filter and pages (public)",
  request: { query: blogListQuerySchema },
  responses: {
    200: jsonResponse(paged(blogSummarySchema), "A page of posts with the total count"),
    400: errorResponse("Bad query"),
  },
});

export const listBlogTagsRoute = createRoute({
  method: "get",
  path: "/blog-tags",
  operationId: "listBlogTags",
  tags,
  summary: "Tags of published posts with their post counts, most used first (public)",
  responses: { 200: jsonResponse(z.object({ items: z.array(blogTagCountSchema) }), "Tags") },
});

export const getBlogRoute = createRoute({
  method: "get",
  path: "/blogs/{idOrSlug}",
  operationId: "getBlog",
  tags,
  summary: "A published post by id or slug, rendered to safe HTML, with related posts (public)",
  request: { params: z.object({ idOrSlug: z.string().min(1).max(200) }) },
  responses: {
    200: jsonResponse(
      z.object({ post: blogDetailSchema, related: z.array(blogSummarySchema) }),
      "The post and up to three related posts",
    ),
    400: errorResponse("Bad id or slug"),
    404: errorResponse("No published post with this id or slug"),
  },
});

export const getBlogCoverRoute = createRoute({
  method: "get",
  path: "/blog-covers/{blogId}/{coverId}/{width}",
  operationId: "getBlogCover",
  tags,
  summary:
    "A cover image variant (WebP). Published posts' covers are public; drafts' need the author or an admin.",
  request: {
    params: z.object({
      blogId: z.string().min(1).max(100),
      coverId: z.string().min(1).max(100),
      // A path segment is always there: documented as a required integer (coerced from the text).
      width: z.coerce
        .number()
        .int()
        .openapi({ type: "integer", param: { required: true } }),
    }),
  },
  responses: {
    200: { description: "The image", content: { "image/webp": { schema: z.string() } } },
    400: errorResponse("Width is not a whole number"),
    404: errorResponse("Not found, or not yours to see"),
  },
});
