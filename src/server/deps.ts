import { createAuth } from "./auth/auth";
import { testPasswordHasher } from "./auth/test-password-hasher";
import type { ServerConfig } from "./config";
import type { AppDeps } from "./context";
import type { Database } from "./db/client";
import { createMailer } from "./email/mailer";
import { clusterBus } from "./lib/cluster-bus";
import type { Logger } from "./lib/logger";
import { createStorage } from "./storage";

/** Signs the test apps' cookies (NODE_ENV=test), so tests need no secret of their own. */
export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-0123";

/**
 * The secret comes resolved in `config.authSecret`: bootstrap.ts resolveAuthSecret (async, as on
 * PostgreSQL it is shared through the database) fills it in before createDeps.
 */
function authSecretOf(config: ServerConfig): string {
  if (config.authSecret) return config.authSecret;
  if (config.env === "test") return TEST_AUTH_SECRET;
  throw new Error("createDeps needs config.authSecret: resolve it first (bootstrap.ts resolveAuthSecret)");
}

export function createDeps(database: Database, config: ServerConfig, logger: Logger): AppDeps {
  const mailer = createMailer(database.db, logger, {
    smtpUrl: config.smtpUrl,
    mailDir: config.mail.dir,
    appName: config.site.appName,
  });
  const auth = createAuth({
    db: database.db,
    mailer,
    logger,
    secret: authSecretOf(config),
    baseURL: config.publicUrl,
    secureCookies: config.secureCookies,
    appName: config.site.appName,
    idleTimeoutSec: Math.max(60, Math.round(config.session.idleMs / 1000)),
    passwordHasher: config.env === "test" ? testPasswordHasher : undefined,
  });
  const bus = clusterBus(database, logger);
  return { database, config, logger, auth, mailer, storage: createStorage(config), bus };
}
