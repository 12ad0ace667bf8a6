/** Route declarations of the agency's logo: upload and remove (owner, manager), and the public image. */
import { createRoute, z } from "@hono/zod-openapi";
import { requireRole } from "../../auth/session";
import { authErrors, errorResponse, jsonResponse } from "../../lib/openapi";

const tags = ["agencies"];
const agent = requireRole("agent");
const logoResponse = z.object({ logoUrl: z.string().nullable() });
/** Read as Number(text) and checked whole: "abc" answers 400, a width with no variant 404. */
const widthParam = z.string().pipe(z.coerce.number<string>().int()).openapi({ type: "integer" });

export const uploadAgencyLogoRoute = createRoute({
  method: "post",
  path: "/agency/logo",
  operationId: "uploadAgencyLogo",
  tags,
  middleware: [agent] as const,
  summary:
    'Upload the agency\'s logo (multipart field "file"; JPEG, PNG or WebP by content; UPLOAD_MAX_MB), replacing any earlier one (owner, manager)',
  request: {
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
    201: jsonResponse(logoResponse, "Stored as WebP variants"),
    400: errorResponse("Not an image we accept, or unreadable"),
    404: errorResponse("Not a member of an agency"),
    413: errorResponse("Too large"),
    ...authErrors,
  },
});

export const removeAgencyLogoRoute = createRoute({
  method: "delete",
  path: "/agency/logo",
  operationId: "removeAgencyLogo",
  tags,
  middleware: [agent] as const,
  summary: "Remove the agency's logo (owner, manager)",
  responses: {
    200: jsonResponse(logoResponse, "Removed"),
    404: errorResponse("No agency, or no logo"),
    ...authErrors,
  },
});

export const getAgencyLogoRoute = createRoute({
  method: "get",
  path: "/agency-logos/{logoId}/{width}",
  operationId: "getAgencyLogo",
  tags,
  summary: "A variant of an agency's current logo (WebP, public, cached for a year: a new logo has a new id)",
  request: { params: z.object({ logoId: z.string().min(1).max(100), width: widthParam }) },
  responses: {
    200: { description: "The image", content: { "image/webp": { schema: z.string() } } },
    400: errorResponse("The width is not a whole number"),
    404: errorResponse("No such logo"),
  },
});
