/**
 * The security headers of every response, built once when the app is made and set after the
 * handler on the response's own headers (no re-wrap of the response, no per-request work but the
 * `set` calls), in one pass with the API's default Cache-Control.
 *
 * Two sets. Documents (pages, index.html, the API docs page) get the full set: the values hono's
 * `secureHeaders` gave with our options (security-headers.test.ts compares the two so they cannot
 * drift apart). API answers are never documents (JSON, CSV, iCalendar, files), so they get the
 * set the OWASP REST Security Cheat Sheet names for APIs ("Security Headers": CSP
 * `frame-ancestors 'none'`, nosniff, X-Frame-Options DENY, HSTS, Cache-Control) plus a resource
 * policy and no referrer, with a CSP that lets nothing load (`default-src 'none'`) should a
 * response ever be opened as a page (an uploaded file shown inline, say). Every header is
 * written into every API answer, so the headers that only steer documents (COOP,
 * Origin-Agent-Cluster, DNS prefetch, IE's download and XSS filters, Flash's cross-domain
 * policy) are left out there: half the bytes of a small JSON answer (ASVS 4 V14.4.1-7 hold on
 * both sets).
 */
import type { MiddlewareHandler } from "hono";
import { type HeaderBag, headersOf } from "./response-headers";

/** Our Content-Security-Policy: same-origin everything, no framing, no plugins. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix and the charts set style attributes at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** HSTS only in production (behind HTTPS); development and tests run on plain HTTP. */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

/** The CSP of API answers: nothing may load and nothing may frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The security headers of an API answer (see the file's comment). */
export function apiSecurityHeaderList(options: { hsts: boolean }): [string, string][] {
  return [
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Referrer-Policy", "no-referrer"],
    ...(options.hsts
      ? ([["Strict-Transport-Security", STRICT_TRANSPORT_SECURITY]] as [string, string][])
      : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    ["Content-Security-Policy", API_CONTENT_SECURITY_POLICY],
  ];
}

/** The one HTML page under /api: Swagger UI, a document like any page. */
const API_DOCUMENTS = new Set(["/api/docs", "/api/docs/"]);
/** Whether a path answers with the API's headers rather than a document's. */
export const isApiPath = (path: string) => path.startsWith("/api/") && !API_DOCUMENTS.has(path);

/** Every security header of a document with its value, in the order hono's secureHeaders set them. */
export function securityHeaderList(options: { hsts: boolean }): [string, string][] {
  return [
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ...(options.hsts
      ? ([["Strict-Transport-Security", STRICT_TRANSPORT_SECURITY]] as [string, string][])
      : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
    ["Content-Security-Policy", CONTENT_SECURITY_POLICY],
  ];
}

/**
 * Pages and API paths whose URL holds a secret (the contractor's works-order link, the
 * applicant's enquiry link, the link of a certificate e-mailed to a tenant): no Referer ever
 * leaves them, and search engines are told not to index them.
 */
const SECRET_PREFIXES = [
  "/works/",
  "/api/works/",
  "/enquiry/",
  "/api/enquiry-links/",
  "/certificate/",
  "/api/certificate-links/",
];
export const secretLinkPath = (path: string) => SECRET_PREFIXES.some((p) => path.startsWith(p));

/**
 * The pass over every finished response, built once: the precomputed security headers
 * (overwriting a handler's own), the API set under /api and the document set elsewhere; under
 * /api the default Cache-Control: nothing from the API is cached unless its route says it is
 * public (ASVS 4 V8.2.1), as signed-in and personal answers must never stay in a shared or
 * back-button cache; the request's id when given. All on the response's own headers, never by
 * re-wrapping it. app.ts runs it in its first middleware, with the request log.
 */
export function responseHeaderPass(options: { hsts: boolean }) {
  const documents = securityHeaderList(options);
  const api = apiSecurityHeaderList(options);
  return (headers: HeaderBag, path: string, requestId?: string) => {
    for (const [name, value] of isApiPath(path) ? api : documents) headers.set(name, value);
    if (path.startsWith("/api/")) {
      const cacheControl = headers.get("Cache-Control");
      if (!cacheControl || !/\bpublic\b/i.test(cacheControl))
        headers.set("Cache-Control", "private, no-store");
    }
    if (requestId) headers.set("X-Request-Id", requestId);
    headers.delete("X-Powered-By");
    if (secretLinkPath(path)) {
      headers.set("Referrer-Policy", "no-referrer");
      headers.set("X-Robots-Tag", "noindex, nofollow");
    }
  };
}

/** The same pass as a middleware of its own (for apps without app.ts's first middleware). */
export function securityHeaders(options: { hsts: boolean }): MiddlewareHandler {
  const pass = responseHeaderPass(options);
  return async (c, next) => {
    await next();
    pass(headersOf(c.res), c.req.path);
  };
}
