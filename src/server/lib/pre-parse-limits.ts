import { authMessages } from "@shared/schemas/auth";
import type { Context, MiddlewareHandler } from "hono";
import type { ServerConfig } from "../config";
import type { AppEnv } from "../context";
import { clientIp } from "./client-ip";
import { errorBody } from "./errors";
import { privateLinkLimit } from "./private-link-limit";
import { RateLimiter, tooManyMessages } from "./rate-limit";

interface Limited {
  limiter: RateLimiter;
  /** Counter name inside the limiter, so sign-in and sign-up are counted apart. */
  bucket: string;
  message: (retryAfterSec: number) => string;
}

/**
 * Per-address limits of the public write endpoints, checked before the request body is read or
 * parsed: a client over its limit gets 429 however large or malformed its body, and never makes
 * the server read it. Invalid submissions count too. The counters are shared by every instance
 * (keys `form:contact:<ip>`, `auth-ip:sign-in:<ip>`...); when the database cannot count, the
 * request answers 503 with Retry-After (UnavailableError), never passes unchecked. The
 * private-link routes (a token in the URL, any method) are limited here too, by
 * lib/private-link-limit.ts.
 */
export function preParseRateLimits(config: ServerConfig): MiddlewareHandler<AppEnv> {
  const forms = new RateLimiter("form", config.publicFormLimit.max, config.publicFormLimit.windowMs);
  const auth = new RateLimiter("auth-ip", config.authLimits.perIp.max, config.authLimits.perIp.windowMs);
  const authLimit = (bucket: string): Limited => ({
    limiter: auth,
    bucket,
    message: () => authMessages.tooManyAttempts,
  });
  const routes: Record<string, Limited> = {
    "/api/contact": { limiter: forms, bucket: "contact", message: tooManyMessages },
    "/api/auth/sign-up": authLimit("sign-up"),
    "/api/auth/sign-in": authLimit("sign-in"),
    "/api/auth/forgot-password": authLimit("reset"),
  };
  const privateLinks = privateLinkLimit(config);
  return async (c: Context<AppEnv>, next) => {
    const limited = c.req.method === "POST" ? routes[c.req.path.replace(/\/+$/, "")] : undefined;
    if (limited) {
      const { limiter, bucket } = limited;
      const { allowed, retryAfterSec } = await limiter.hit(
        c.get("deps").database.db,
        `${bucket}:${clientIp(c)}`,
      );
      if (!allowed) {
        c.header("Retry-After", String(retryAfterSec));
        return c.json(errorBody("rate_limited", limited.message(retryAfterSec)), 429);
      }
      return next();
    }
    return privateLinks(c, next);
  };
}
