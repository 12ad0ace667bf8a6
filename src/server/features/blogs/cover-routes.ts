import { createRoute, z } from "@hono/zod-openapi";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";
import { idParam, manage, notFoundResponse, postResponse, tags } from "./manage-routes";

export const uploadBlogCoverRoute = createRoute({
  method: "post",
  path: "/manage/blogs/{id}/cover",
  operationId: "uploadBlogCover",
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
});

export const deleteBlogCoverRoute = createRoute({
  method: "delete",
  path: "/manage/blogs/{id}/cover",
  operationId: "deleteBlogCover",
  tags,
  middleware: manage,
  summary: "Remove the cover",
  request: { params: idParam },
  responses: {
    200: jsonResponse(postResponse, "Removed"),
    400: errorResponse("Bad id"),
    404: notFoundResponse,
    ...authErrors,
  },
});
