import { type Feature, hasFeature, isRole, type Role } from "@shared/permissions";
import type { SessionUser } from "@shared/schemas/auth";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { clientIp } from "../lib/client-ip";
import { errorBody } from "../lib/errors";
import { CLIENT_IP_HEADER, SESSION_COOKIE_PATTERN } from "./auth";
import { endSession } from "./session-rows";

/** Request headers for better-auth, carrying the client address we trust (never the caller's copy). */
export function authHeaders(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, clientIp(c));
  return headers;
}

/** Passes better-auth's Set-Cookie headers (sign-in, refresh, sign-out) on to the client. */
export function forwardCookies(c: Context, headers: Headers | undefined) {
  for (const cookie of headers?.getSetCookie() ?? []) c.header("Set-Cookie", cookie, { append: true });
}

interface AuthUserLike {
  id: string;
  email: string;
  name: string;
  role?: unknown;
  phone?: unknown;
  image?: unknown;
  banned?: unknown;
  createdAt: Date | string;
}

/** The client's view of a user; null when the row has no usable role (treated as "account not found"). */
export function toSessionUser(u: AuthUserLike): SessionUser | null {
  if (!isRole(u.role)) return null;
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role,
    phone: typeof u.phone === "string" ? u.phone : null,
    avatar: typeof u.image === "string" ? u.image : null,
    createdAt: new Date(u.createdAt).toISOString(),
  };
}

/** Whether the request carries a better-auth session cookie at all (no lookup without one). */
export function hasSessionCookie(c: Context): boolean {
  const cookie = c.req.header("cookie");
  return !!cookie && SESSION_COOKIE_PATTERN.test(cookie);
}

/**
 * The signed-in user of this request, looked up once; refreshes the session cookie when due.
 * A request without a session cookie (every anonymous visitor of a public page) is answered null
 * at once: better-auth is not asked and the database is not read. Every signed-in request still
 * reads its session row (no better-auth cookie cache), so signing out everywhere, a password
 * reset and an admin suspending the account end the session on its very next request.
 */
export async function getSessionUser(c: Context<AppEnv>): Promise<SessionUser | null> {
  const cached = c.get("user");
  if (cached) return cached;
  if (!hasSessionCookie(c)) return null;
  const { auth, config, database } = c.get("deps");
  const result = await auth.api.getSession({ headers: authHeaders(c), returnHeaders: true });
  const u = result.response?.user as AuthUserLike | undefined;
  const s = result.response?.session as
    | { id: string; token: string; createdAt: Date | string; authenticatedAt?: Date | string | null }
    | undefined;
  if (!u || !s || u.banned === true) return null;
  const createdAt = new Date(s.createdAt);
  // The absolute lifetime (ASVS V3.3.2): however active, a session ends this long after sign-in.
  if (Date.now() - createdAt.getTime() >= config.session.absoluteMs) {
    await endSession(database.db, s.id);
    return null;
  }
  forwardCookies(c, result.headers);
  const user = toSessionUser(u);
  if (user) {
    c.set("user", user);
    c.set("session", {
      id: s.id,
      token: s.token,
      createdAt,
      authenticatedAt: s.authenticatedAt ? new Date(s.authenticatedAt) : createdAt,
    });
  }
  return user;
}

export const reauthMessage = "Please enter your password again to continue.";

/**
 * Sensitive actions (role change, suspending a user, exporting every payment) need the password
 * entered on this session within config.session.reauthWindowMs; otherwise 403 `reauth_required`,
 * which the web answers with its password dialog (POST /api/auth/reauthenticate) and a retry.
 * Put it after the role or feature check, so callers without the right still get 403 `forbidden`.
 */
export const requireRecentAuth = createMiddleware<AppEnv>(async (c, next) => {
  const user = await getSessionUser(c);
  const session = c.get("session");
  if (!user || !session) return c.json(errorBody("unauthenticated", "Please sign in to continue."), 401);
  const age = Date.now() - session.authenticatedAt.getTime();
  if (age > c.get("deps").config.session.reauthWindowMs) {
    c.header("Cache-Control", "no-store");
    return c.json(errorBody("reauth_required", reauthMessage), 403);
  }
  await next();
});

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await getSessionUser(c);
  if (!user) return c.json(errorBody("unauthenticated", "Please sign in to continue."), 401);
  await next();
});

export const requireRole = (...allowed: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await getSessionUser(c);
    if (!user) return c.json(errorBody("unauthenticated", "Please sign in to continue."), 401);
    if (!allowed.includes(user.role))
      return c.json(errorBody("forbidden", "You don't have permission to do this."), 403);
    await next();
  });

export const requireFeature = (feature: Feature) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = await getSessionUser(c);
    if (!user) return c.json(errorBody("unauthenticated", "Please sign in to continue."), 401);
    if (!hasFeature(user.role, feature)) {
      return c.json(errorBody("forbidden", "You don't have permission to access this feature."), 403);
    }
    await next();
  });

/** The user set by a require* middleware earlier in the chain. */
export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get("user");
  if (!user) throw new Error("currentUser() used on a route without requireUser");
  return user;
}
