/**
 * The private link of a certificate e-mailed to a tenant who has not joined Keyhold (no session):
 * the token in the path is the only key, bound to one record of service and its document. Unknown,
 * malformed and expired tokens all answer the same 404; every call is rate limited per address
 * (lib/private-link-limit.ts) and answered with no-referrer and noindex (lib/security-headers.ts).
 */
import { createRoute, z } from "@hono/zod-openapi";
import { certificateLinkSchema } from "@shared/schemas/compliance-records";
import { errorResponse, jsonResponse } from "../../lib/openapi";

const tags = ["compliance records"];
const tokenParam = z.object({ token: z.string().max(200) });
const gone = errorResponse("Unknown, malformed or expired link (all alike)");
const limited = errorResponse("Too many requests from this address");
const binary = () => z.any().openapi({ type: "string", format: "binary" });

export const getCertificateLinkRoute = createRoute({
  method: "get",
  path: "/certificate-links/{token}",
  operationId: "getCertificateLink",
  tags,
  summary: "The certificate behind a tenant's private link: its kind, title and dates, nothing else",
  request: { params: tokenParam },
  responses: {
    200: jsonResponse(z.object({ certificate: certificateLinkSchema }), "The certificate"),
    404: gone,
    429: limited,
  },
});

export const getCertificateLinkFileRoute = createRoute({
  method: "get",
  path: "/certificate-links/{token}/file",
  operationId: "getCertificateLinkFile",
  tags,
  summary:
    "Download the certificate behind the link; the first download is recorded as the tenant's acknowledgement",
  request: { params: tokenParam },
  responses: {
    200: {
      description: "The file",
      content: {
        "application/pdf": { schema: binary() },
        "image/jpeg": { schema: binary() },
        "image/png": { schema: binary() },
        "image/webp": { schema: binary() },
      },
    },
    404: gone,
    429: limited,
  },
});
