/**
 * Per-user limit on files uploaded to be parsed (bank statements, expense CSVs): each costs the
 * parse worker up to a few seconds, and any self-registered landlord can send them. Counted per
 * signed-in user before the body is read, in the shared counters (lib/rate-limit.ts, key
 * `upload-parse:<user id>`, every instance alike); over the limit: 429 with Retry-After. Requests
 * without a session pass on to the route, which answers 401.
 */
import type { MiddlewareHandler } from "hono";
import { getSessionUser } from "../auth/session";
import type { AppEnv } from "../context";
import { errorBody } from "./errors";
import { RateLimiter } from "./rate-limit";

const waitText = (sec: number) =>
  sec < 120 ? `${sec} second${sec === 1 ? "" : "s"}` : `${Math.ceil(sec / 60)} minutes`;

export const uploadRateLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "POST") return next();
  const user = await getSessionUser(c);
  if (!user) return next();
  const { config, database } = c.get("deps");
  const { max, windowMs } = config.importLimit;
  // A limiter holds only its settings (the counts are in the database): one per request is free.
  const limiter = new RateLimiter("upload-parse", max, windowMs);
  const { allowed, retryAfterSec } = await limiter.hit(database.db, user.id);
  if (allowed) return next();
  c.header("Retry-After", String(retryAfterSec));
  const message = `You have uploaded ${max} files in a short time. Please try again in ${waitText(retryAfterSec)}.`;
  return c.json(errorBody("rate_limited", message), 429);
};
