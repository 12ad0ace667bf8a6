import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createAuth } from "./auth/auth";
import type { ServerConfig } from "./config";
import type { AppDeps } from "./context";
import type { Database } from "./db/client";
import { createMailer } from "./email/mailer";
import { clusterBus } from "./lib/cluster-bus";
import type { Logger } from "./lib/logger";
import { createStorage } from "./storage";

/** A secret that survives restarts without configuration: generated once, kept beside the data. */
function resolveAuthSecret(config: ServerConfig): string {
  if (config.authSecret) return config.authSecret;
  if (config.env === "test") return "test-secret-test-secret-test-secret-0123";
  const file = path.join(config.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function createDeps(database: Database, config: ServerConfig, logger: Logger): AppDeps {
  const mailer = createMailer(database.db, logger, { smtpUrl: config.smtpUrl, appName: config.site.appName });
  const auth = createAuth({
    db: database.db,
    mailer,
    secret: resolveAuthSecret(config),
    baseURL: config.publicUrl,
    secureCookies: config.secureCookies,
    appName: config.site.appName,
    idleTimeoutSec: Math.max(60, Math.round(config.session.idleMs / 1000)),
  });
  const bus = clusterBus(database, logger);
  return { database, config, logger, auth, mailer, storage: createStorage(config), bus };
}
