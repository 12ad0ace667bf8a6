import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import { authMessages } from "@shared/schemas/auth";
import type { Context } from "hono";
import type { SignInLockout } from "../../auth/lockout";
import { authHeaders, forwardCookies, getSessionUser } from "../../auth/session";
import type { AppEnv } from "../../context";
import { clientIp } from "../../lib/client-ip";
import { errorBody } from "../../lib/errors";
import type { FailureCounter } from "../../lib/rate-limit";
import { anonymous, requestActor } from "../audit";
import type {
  forgotPasswordRoute,
  getSessionRoute,
  reauthenticateRoute,
  resetPasswordRoute,
  signInRoute,
  signOutRoute,
  signUpRoute,
} from "./routes";
import * as service from "./service";
import { requestPasswordReset } from "./service-reset";

type Handler<R extends RouteConfig> = RouteHandler<R, AppEnv>;

/** 429 with Retry-After: how long this client must wait. */
const tooMany = (c: Context<AppEnv>, retryAfterSec: number, message: string) => {
  c.header("Retry-After", String(retryAfterSec));
  return c.json(errorBody("rate_limited", message), 429);
};

export const signUp: Handler<typeof signUpRoute> = async (c) => {
  const { user, cookies } = await service.signUp(
    c.get("deps"),
    requestActor(c),
    c.req.valid("json"),
    authHeaders(c),
  );
  forwardCookies(c, cookies);
  c.set("user", user);
  return c.json({ user }, 201);
};

export const signIn =
  (lockout: SignInLockout): Handler<typeof signInRoute> =>
  async (c) => {
    const { email, password } = c.req.valid("json");
    const ip = clientIp(c);
    // Counted before the password is checked, so parallel attempts cannot slip past the limit.
    const lockedFor = await lockout.claim(c.get("deps").database.db, email, ip);
    if (lockedFor) return tooMany(c, lockedFor, authMessages.tooManySignIns);
    const { user, cookies } = await service.signIn(
      c.get("deps"),
      requestActor(c),
      lockout,
      { email, password, ip },
      authHeaders(c),
    );
    forwardCookies(c, cookies);
    c.set("user", user);
    return c.json({ user }, 200);
  };

export const signOut: Handler<typeof signOutRoute> = async (c) => {
  const user = await getSessionUser(c);
  if (user) forwardCookies(c, await service.signOut(c.get("deps"), requestActor(c, user), authHeaders(c)));
  return c.json({ ok: true as const }, 200);
};

export const getSession: Handler<typeof getSessionRoute> = async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json({ user: await getSessionUser(c) }, 200);
};

/** Only queues the request (service-reset.ts): the same work and answer whether or not the account exists. */
export const forgotPassword: Handler<typeof forgotPasswordRoute> = async (c) => {
  await requestPasswordReset(c.get("deps"), c.req.valid("json").email);
  return c.json({ ok: true as const }, 200);
};

export const resetPassword =
  (lockout: SignInLockout): Handler<typeof resetPasswordRoute> =>
  async (c) => {
    await service.resetPassword(
      c.get("deps"),
      anonymous(requestActor(c)),
      lockout,
      c.req.valid("json"),
      authHeaders(c),
    );
    return c.json({ ok: true as const }, 200);
  };

export const reauthenticate =
  (wrong: FailureCounter): Handler<typeof reauthenticateRoute> =>
  async (c) => {
    const session = c.get("session")!;
    const wait = await wrong.blockedFor(c.get("deps").database.db, session.id);
    if (wait) {
      return tooMany(
        c,
        wait,
        "Too many wrong passwords. Sign out, then sign in again (or reset your password by e-mail).",
      );
    }
    const until = await service.confirmPassword(
      c.get("deps"),
      requestActor(c),
      { sessionId: session.id, password: c.req.valid("json").password, wrong },
      authHeaders(c),
    );
    c.header("Cache-Control", "no-store");
    return c.json({ ok: true as const, until }, 200);
  };
