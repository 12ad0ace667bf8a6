import { OpenAPIHono } from "@hono/zod-openapi";
import type { SessionUser } from "@shared/schemas/auth";
import type { PostedForm } from "@shared/ssr";
import type { Router } from "hono/router";
import type { H, RouterRoute } from "hono/types";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Auth } from "./auth/auth";
import type { ServerConfig } from "./config";
import type { Database } from "./db/client";
import type { Mailer } from "./email/mailer";
import type { ClusterBus } from "./lib/cluster-bus";
import { validationError } from "./lib/errors";
import type { Logger } from "./lib/logger";
import type { Storage } from "./storage";

/** Everything a request handler may need, built once per app instance. */
export interface AppDeps {
  database: Database;
  config: ServerConfig;
  logger: Logger;
  auth: Auth;
  mailer: Mailer;
  /** Uploaded files: local disk or an S3-compatible bucket (see storage/index.ts). */
  storage: Storage;
  /** Events every instance on the database hears: live notifications, cache invalidation. */
  bus: ClusterBus;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** Set by requireUser; undefined before the session is looked up. */
    user?: SessionUser;
    /** The signed-in user's session, set with `user`. */
    session?: { id: string; token: string; createdAt: Date; authenticatedAt: Date };
    /** A public form post the server refused: its page is rendered again with it (ssr/form-posts.ts). */
    postedForm?: { form: PostedForm; status: ContentfulStatusCode };
  };
}

/**
 * A router whose invalid input always answers 400 with the field-level error shape. `router`: the
 * matcher, for the one app that serves requests (app.ts); a feature's routes are copied into it.
 */
export function createRouter(options: { router?: Router<[H, RouterRoute]> } = {}) {
  return new OpenAPIHono<AppEnv>({
    ...options,
    defaultHook: (result, c) => {
      if (!result.success) return validationError(c, result.error);
    },
  });
}
