import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@shared/password-policy";
import { isRole } from "@shared/permissions";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
// Without Kysely (better-auth's build for adapters such as drizzle's): ~0.1 s less CPU per start.
import { betterAuth } from "better-auth/minimal";
import type { Db } from "../db/client";
import { accounts, sessions, users, verifications } from "../db/schema";
import type { Mailer } from "../email/mailer";
import { isDatabaseUnavailable } from "../lib/db-unavailable";
import type { Logger } from "../lib/logger";
import { RESET_TOKEN_TTL_SEC, resetLinkEmail, revokeResetTokens } from "./reset-tokens";

export interface AuthOptions {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  appName: string;
  /** Idle timeout in seconds: the session's expiry, moved on by activity (config.session.idleMs). */
  idleTimeoutSec: number;
  /** Test suites only (config.env "test"): ./test-password-hasher.ts. Otherwise better-auth's own. */
  passwordHasher?: {
    hash(password: string): Promise<string>;
    verify(data: { hash: string; password: string }): Promise<boolean>;
  };
}

/** An active user's session (its expiry and cookie) is moved on at most once a minute: no write per request. */
export const SESSION_REFRESH_SEC = 60;
/**
 * better-auth's session cookie: `better-auth.session_token`, with the `__Secure-` prefix when
 * cookies are secure. A request without it has no session to look up.
 */
export const SESSION_COOKIE_PATTERN = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;\s]/;
/** Internal header carrying the client address we resolved, so better-auth records it. */
export const CLIENT_IP_HEADER = "x-keyhold-client-ip";

export function createAuth(options: AuthOptions) {
  const { db, mailer } = options;
  return betterAuth({
    appName: options.appName,
    baseURL: options.baseURL,
    secret: options.secret,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { users, sessions, accounts, verifications },
      transaction: true,
    }),
    user: {
      modelName: "users",
      fields: { image: "avatar" },
      additionalFields: {
        role: { type: "string", required: true, input: true },
        phone: { type: "string", required: false, input: true },
        banned: { type: "boolean", required: false, defaultValue: false, input: false },
      },
    },
    session: {
      modelName: "sessions",
      // The idle timeout; the absolute lifetime and re-authentication are checked in ./session.ts.
      expiresIn: options.idleTimeoutSec,
      // No cookieCache: it would let a session outlive sign-out everywhere, a password reset or
      // an admin's suspension for up to its maxAge on other devices. Anonymous requests skip the
      // lookup instead (no session cookie, no call: session.ts getSessionUser).
      updateAge: Math.min(SESSION_REFRESH_SEC, options.idleTimeoutSec),
      additionalFields: {
        authenticatedAt: { type: "date", required: false, input: false },
      },
    },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      // The full rule (../../shared/password-policy.ts) is checked by our routes before these bounds.
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH * 2,
      autoSignIn: true,
      password: options.passwordHasher,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SEC,
      // One link used ends every other link of the account (they were all sent to the same inbox).
      onPasswordReset: async ({ user }) => {
        await revokeResetTokens(db, user.id);
      },
      // Our forgot-password route mints its links in the background (features/auth/service-reset.ts,
      // with the per-account cap); this hook only serves better-auth's own endpoint, never mounted.
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(resetLinkEmail(user, token, options));
      },
    },
    // Our own routes front every auth call, with their own per-IP and per-account limits.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: options.secureCookies,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            if (!isRole((user as { role?: unknown }).role)) {
              throw new APIError("BAD_REQUEST", { message: "Please choose a valid role" });
            }
          },
        },
      },
    },
    telemetry: { enabled: false },
    logger: { log: (level, message, ...args) => authLog(options.logger, level, message, args) },
  });
}

/**
 * better-auth's own log lines, through ours. Its error arguments are never written whole: a failed
 * query's message carries its parameters (a session token, an e-mail address). What went wrong
 * underneath (the driver's message and code) is enough to act on.
 */
function authLog(
  logger: Logger,
  level: "debug" | "info" | "warn" | "error",
  message: string,
  args: unknown[],
) {
  const err = args.find((a): a is Error => a instanceof Error);
  const underneath = err?.cause instanceof Error ? err.cause : undefined;
  const fields: Record<string, unknown> = {};
  if (err) fields.err = underneath ? underneath.message : err.name;
  const code = (underneath ?? err) as { code?: unknown } | undefined;
  if (typeof code?.code === "string") fields.code = code.code;
  // A database outage is answered 503 and logged once as such (app.ts): not an error of better-auth's.
  logger[level === "error" && isDatabaseUnavailable(err) ? "warn" : level](`better-auth: ${message}`, fields);
}

export type Auth = ReturnType<typeof createAuth>;
