import { createRoute, z } from "@hono/zod-openapi";
import { paged } from "@shared/schemas/admin";
import {
  blogInputSchema,
  blogPatchSchema,
  blogPublishingSchema,
  manageBlogQuerySchema,
  managedBlogRowSchema,
  managedBlogSchema,
} from "@shared/schemas/blogs";
import { requireFeature } from "../../auth/session";
import { authErrors, errorResponse, jsonBody, jsonResponse, okSchema } from "../../lib/openapi";

/** Management: feature "blogs" (agents their own posts, admins all). */
export const manage = requireFeature("blogs");
export const tags = ["blogs"];
export const idParam = z.object({ id: z.string().min(1).max(100) });
export const postResponse = z.object({ post: managedBlogSchema });
export const notFoundResponse = errorResponse("Not found, or not yours to see");

export const listManagedBlogsRoute = createRoute({
  method: "get",
  path: "/manage/blogs",
  operationId: "listManagedBlogs",
  tags,
  middleware: manage,
  summary: "Posts the caller may manage (agent: own; admin: all), most recently changed first",
  request: { query: manageBlogQuerySchema },
  responses: {
    200: jsonResponse(paged(managedBlogRowSchema), "A page of posts"),
    400: errorResponse("Bad query"),
    ...authErrors,
  },
});

export const getBlogPublishingRoute = createRoute({
  method: "get",
  path: "/manage/blog-publishing",
  operationId: "getBlogPublishing",
  tags,
  middleware: manage,
  summary: "Whether the caller publishes directly (admins, trusted authors) or sends posts for review",
  responses: { 200: jsonResponse(blogPublishingSchema, "The caller's publishing right"), ...authErrors },
});

export const createBlogRoute = createRoute({
  method: "post",
  path: "/manage/blogs",
  operationId: "createBlog",
  tags,
  middleware: manage,
  summary:
    "Write a post (a draft unless published is true; an author under review sends it for review); the slug is made from the title when empty",
  request: jsonBody(blogInputSchema),
  responses: {
    201: jsonResponse(postResponse, "Created"),
    400: errorResponse("Invalid input (fields named)"),
    409: errorResponse("Slug already used"),
    ...authErrors,
  },
});

export const getManagedBlogRoute = createRoute({
  method: "get",
  path: "/manage/blogs/{id}",
  operationId: "getManagedBlog",
  tags,
  middleware: manage,
  summary: "One post with its Markdown, for editing",
  request: { params: idParam },
  responses: {
    200: jsonResponse(postResponse, "The post"),
    400: errorResponse("Bad id"),
    404: notFoundResponse,
    ...authErrors,
  },
});

export const updateBlogRoute = createRoute({
  method: "patch",
  path: "/manage/blogs/{id}",
  operationId: "updateBlog",
  tags,
  middleware: manage,
  summary:
    "Partial update: text, slug, tags; published true publishes (or sends for review), false unpublishes or withdraws",
  request: { params: idParam, ...jsonBody(blogPatchSchema) },
  responses: {
    200: jsonResponse(postResponse, "Updated"),
    400: errorResponse("Invalid input (fields named)"),
    404: notFoundResponse,
    409: errorResponse("Slug already used"),
    ...authErrors,
  },
});

export const deleteBlogRoute = createRoute({
  method: "delete",
  path: "/manage/blogs/{id}",
  operationId: "deleteBlog",
  tags,
  middleware: manage,
  summary: "Delete a post and its cover",
  request: { params: idParam },
  responses: {
    200: jsonResponse(okSchema, "Deleted"),
    400: errorResponse("Bad id"),
    404: notFoundResponse,
    ...authErrors,
  },
});
