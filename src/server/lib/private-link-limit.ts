/**
 * The one rate limit of the private-link routes: those without a session whose secret is in the
 * URL (the applicant's enquiry link, the contractor's works link, the calendar feeds, the link of a
 * certificate e-mailed to a tenant who has not joined). Each family of links has its own
 * per-address budget in the shared counters (lib/rate-limit.ts, keys `enquiry-link:<ip>`,
 * `works-link:<ip>`, `ical:<ip>`, `certificate-link:<ip>`, every instance alike), counted before the
 * route is matched, its parameters validated or its body read: a malformed, over-long or unknown
 * token costs a guess like a real one. Over the budget: 429 with Retry-After. A new route with a
 * secret in its path names it `{token}` and belongs under one of these prefixes (or a new family
 * here): private-link-limit.test.ts checks every such route of the app is covered.
 */
import type { MiddlewareHandler } from "hono";
import type { ServerConfig } from "../config";
import type { AppEnv } from "../context";
import { clientIp } from "./client-ip";
import { errorBody } from "./errors";
import { RateLimiter } from "./rate-limit";

export interface PrivateLinkFamily {
  /** Path prefix of the family's routes, under /api. */
  prefix: string;
  /** The limiter's name in the shared counters. */
  namespace: string;
  max: number;
  windowMs: number;
}

/** Calendar apps poll a feed every few hours; 60 reads an hour per address is plenty. */
export const FEED_LIMIT = { max: 60, windowMs: 60 * 60_000 };

/** The private-link families and their budgets per client address. */
export function privateLinkFamilies(config: Pick<ServerConfig, "publicFormLimit">): PrivateLinkFamily[] {
  const { max, windowMs } = config.publicFormLimit;
  return [
    // 6 times the public form limit (30 requests per 10 minutes by default): read, book, answer.
    { prefix: "/api/enquiry-links/", namespace: "enquiry-link", max: max * 6, windowMs },
    // 24 times (120 per 10 minutes by default): enough to upload a job's photos.
    { prefix: "/api/works/", namespace: "works-link", max: max * 24, windowMs },
    { prefix: "/api/calendar/", namespace: "ical", ...FEED_LIMIT },
    // 6 times (30 per 10 minutes by default): a tenant opening the certificate they were e-mailed.
    { prefix: "/api/certificate-links/", namespace: "certificate-link", max: max * 6, windowMs },
  ];
}

/** The family a request path belongs to, if any. */
export function privateLinkFamilyOf<T extends PrivateLinkFamily>(families: T[], path: string): T | undefined {
  return families.find((f) => path.startsWith(f.prefix));
}

/** The middleware: counts a hit of the client's address against the path's family, if it has one. */
export function privateLinkLimit(config: Pick<ServerConfig, "publicFormLimit">): MiddlewareHandler<AppEnv> {
  const families = privateLinkFamilies(config).map((f) => ({
    ...f,
    limiter: new RateLimiter(f.namespace, f.max, f.windowMs),
  }));
  return async (c, next) => {
    const family = privateLinkFamilyOf(families, c.req.path);
    if (!family) return next();
    const { allowed, retryAfterSec } = await family.limiter.hit(c.get("deps").database.db, clientIp(c));
    if (!allowed) {
      c.header("Retry-After", String(retryAfterSec));
      return c.json(errorBody("rate_limited", "Too many requests. Please try again later."), 429);
    }
    return next();
  };
}
