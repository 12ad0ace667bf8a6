/**
 * Route declarations of the public side of properties: search, the property page, photos and
 * enquiries. The management routes are in manage-routes.ts and photo-routes.ts; index.ts chains
 * each declaration with its handler (handlers.ts).
 */
import { createRoute, z } from "@hono/zod-openapi";
import {
  enquiryInputSchema,
  listingPageSchema,
  listingQuerySchema,
  publicPropertySchema,
} from "@shared/schemas/properties";
import { errorResponse, jsonBody, jsonResponse } from "../../lib/openapi";

export const tags = ["properties"];
export const idParam = z.object({ id: z.string().min(1).max(100) });
export const notFoundResponse = errorResponse("Not found, or not yours to see");
export const badIdResponse = errorResponse("The id is not valid");

export const listPublicPropertiesRoute = createRoute({
  method: "get",
  path: "/properties",
  operationId: "listPublicProperties",
  tags,
  summary: "Search published listings (public): free text, filters, sort, pages by number or cursor",
  description:
    "Shallow pages by `page`; any page by the `nextCursor`/`prevCursor` of an earlier answer. The total " +
    "is exact up to 1,000 (`totalCapped` beyond). Anonymous answers carry an ETag (If-None-Match: 304) and " +
    "`Cache-Control: public, max-age=0, stale-while-revalidate`.",
  request: { query: listingQuerySchema },
  responses: {
    200: jsonResponse(listingPageSchema, "A page of listings with the (capped) total and the page cursors"),
    304: { description: "Not modified: the client's copy (If-None-Match) is current" },
    400: errorResponse("Bad filter, page or cursor"),
  },
});

export const getPublicPropertyRoute = createRoute({
  method: "get",
  path: "/properties/{id}",
  operationId: "getPublicProperty",
  tags,
  summary: "A property page: public when published; its landlord, agent and admins may preview it",
  request: { params: idParam },
  responses: {
    200: jsonResponse(z.object({ property: publicPropertySchema }), "The property"),
    304: { description: "Not modified (anonymous viewers: If-None-Match)" },
    400: badIdResponse,
    404: notFoundResponse,
  },
});

export const createPropertyEnquiryRoute = createRoute({
  method: "post",
  path: "/properties/{id}/enquiries",
  operationId: "createPropertyEnquiry",
  tags,
  summary: "Send an enquiry or viewing request about a published property (public)",
  request: { params: idParam, ...jsonBody(enquiryInputSchema) },
  responses: {
    201: jsonResponse(z.object({ ok: z.literal(true) }), "Sent to the landlord and agent"),
    400: errorResponse("Invalid input"),
    404: notFoundResponse,
    409: errorResponse("The home is let agreed and takes no more enquiries"),
    429: errorResponse("Too many messages from this address"),
  },
});

/**
 * A photo width in the path: required (OAS 3.1 path parameters always are) and documented as an
 * integer; read as Number(text) then checked whole, so "abc" or "1.5" answer 400 and a width the
 * photo has no variant of answers 404.
 */
const widthParam = z.string().pipe(z.coerce.number<string>().int()).openapi({ type: "integer" });

export const getPropertyImageRoute = createRoute({
  method: "get",
  path: "/property-images/{imageId}/{width}",
  operationId: "getPropertyImage",
  tags,
  summary: "A photo variant (WebP). Public photos are cached for a year; others need access.",
  request: {
    params: z.object({ imageId: z.string().min(1).max(100), width: widthParam }),
  },
  responses: {
    200: { description: "The image", content: { "image/webp": { schema: z.string() } } },
    400: errorResponse("The width is not a whole number"),
    404: notFoundResponse,
  },
});
