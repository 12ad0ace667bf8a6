/** Route declarations of managing a property's photos: upload, order and cover, delete. */
import { createRoute, z } from "@hono/zod-openapi";
import { imageOrderSchema, imageSchema } from "@shared/schemas/properties";
import { authErrors, errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";
import { manage } from "./manage-routes";
import { badIdResponse, idParam, notFoundResponse, tags } from "./routes";

export const uploadPropertyImageRoute = createRoute({
  method: "post",
  path: "/manage/properties/{id}/images",
  operationId: "uploadPropertyImage",
  tags,
  middleware: manage,
  summary: 'Upload one photo (multipart field "file"; JPEG, PNG or WebP by content; UPLOAD_MAX_MB)',
  request: {
    params: idParam,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            file: z.any().openapi({ type: "string", format: "binary" }),
            alt: z.string().optional(),
          }),
        },
      },
    },
  },
  responses: {
    201: jsonResponse(z.object({ image: imageSchema }), "Stored, resized to WebP variants"),
    400: errorResponse("Not an image we accept, or unreadable"),
    404: notFoundResponse,
    409: errorResponse("Too many photos"),
    413: errorResponse("File too large"),
    ...authErrors,
  },
});

export const arrangePropertyImagesRoute = createRoute({
  method: "patch",
  path: "/manage/properties/{id}/images",
  operationId: "arrangePropertyImages",
  tags,
  middleware: manage,
  summary: "Reorder the photos (every id once) and/or choose the cover",
  request: { params: idParam, ...jsonBody(imageOrderSchema) },
  responses: {
    200: jsonResponse(z.object({ images: z.array(imageSchema) }), "The photos in their new order"),
    400: errorResponse("Invalid order or cover"),
    404: notFoundResponse,
    ...authErrors,
  },
});

export const deletePropertyImageRoute = createRoute({
  method: "delete",
  path: "/manage/properties/{id}/images/{imageId}",
  operationId: "deletePropertyImage",
  tags,
  middleware: manage,
  summary: "Delete a photo (the next one becomes the cover if it was the cover)",
  request: { params: z.object({ id: z.string().min(1).max(100), imageId: z.string().min(1).max(100) }) },
  responses: {
    200: jsonResponse(z.object({ ok: z.literal(true) }), "Deleted"),
    400: badIdResponse,
    404: notFoundResponse,
    ...authErrors,
  },
});
