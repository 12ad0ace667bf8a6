import { SignInLockout } from "../../auth/lockout";
import { requireUser } from "../../auth/session";
import type { ServerConfig } from "../../config";
import { createRouter } from "../../context";
import { FailureCounter } from "../../lib/rate-limit";
import * as h from "./handlers";
import * as r from "./routes";

/** Wrong passwords allowed on one session per hour (a stolen session cannot guess on). */
const MAX_WRONG_REAUTH = 5;

/**
 * Sign-up, sign-in, sign-out, the session and password reset. Per-address limits
 * (limits.perIp) are checked before the body is read: lib/pre-parse-limits.ts. The lock-out's
 * counters are in the database, shared by every instance (auth/lockout.ts).
 */
export function authRoutes(limits: ServerConfig["authLimits"], backoff: ServerConfig["authBackoff"]) {
  const lockout = new SignInLockout({ perClient: limits.perAccount, global: backoff });
  return createRouter()
    .openapi(r.signUpRoute, h.signUp)
    .openapi(r.signInRoute, h.signIn(lockout))
    .openapi(r.signOutRoute, h.signOut)
    .openapi(r.getSessionRoute, h.getSession)
    .openapi(r.forgotPasswordRoute, h.forgotPassword)
    .openapi(r.resetPasswordRoute, h.resetPassword(lockout));
}

/** POST /api/auth/reauthenticate: the password again, so sensitive actions are allowed for a few minutes. */
export function reauthRoutes() {
  const wrong = new FailureCounter("reauth", MAX_WRONG_REAUTH, 60 * 60 * 1000);
  const app = createRouter();
  app.use("/auth/reauthenticate", requireUser);
  return app.openapi(r.reauthenticateRoute, h.reauthenticate(wrong));
}
