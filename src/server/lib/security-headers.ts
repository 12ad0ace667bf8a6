/**
 * The security headers of every response, built once when the app is made and set after the
 * handler on the response's own headers (no re-wrap of the response, no per-request work but the
 * `set` calls). The values are the ones hono's `secureHeaders` gave with our options;
 * security-headers.test.ts compares the two so they cannot drift apart.
 */
import type { MiddlewareHandler } from "hono";

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

/** Every security header with its value, in the order hono's secureHeaders set them. */
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
 * applicant's enquiry link): no Referer ever leaves them, and search engines are told not to
 * index them.
 */
const SECRET_PREFIXES = ["/works/", "/api/works/", "/enquiry/", "/api/enquiry-links/"];
export const secretLinkPath = (path: string) => SECRET_PREFIXES.some((p) => path.startsWith(p));

/** Sets the precomputed security headers on every response (overwriting a handler's own). */
export function securityHeaders(options: { hsts: boolean }): MiddlewareHandler {
  const list = securityHeaderList(options);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of list) headers.set(name, value);
    headers.delete("X-Powered-By");
    if (secretLinkPath(c.req.path)) {
      headers.set("Referrer-Policy", "no-referrer");
      headers.set("X-Robots-Tag", "noindex, nofollow");
    }
  };
}
