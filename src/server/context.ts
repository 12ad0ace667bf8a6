import { OpenAPIHono } from "@hono/zod-openapi";
import type { ServerConfig } from "./config";
import type { Database } from "./db/client";
import { validationError } from "./lib/errors";
import type { Logger } from "./lib/logger";

/** Everything a request handler may need, built once per app instance. */
export interface AppDeps {
  database: Database;
  config: ServerConfig;
  logger: Logger;
}

export interface AppEnv {
  Variables: { deps: AppDeps; requestId: string };
}

/** A router whose invalid input always answers 400 with the field-level error shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationError(c, result.error);
    },
  });
}
