import path from "node:path";
import { type SiteConfig, siteConfigFromEnv } from "@shared/site";

export interface ServerConfig {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  /** Requests a client IP may make to public write endpoints per window. */
  publicFormLimit: { max: number; windowMs: number };
  /** Trust X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean;
  webDistDir: string;
  site: SiteConfig;
}

const num = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== "" && Number.isFinite(n) ? n : fallback;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const nodeEnv = env.NODE_ENV === "production" || env.NODE_ENV === "test" ? env.NODE_ENV : "development";
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  return {
    env: nodeEnv,
    port: num(env.PORT, 3000),
    host: env.HOST || "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: (env.LOG_LEVEL as ServerConfig["logLevel"]) || (nodeEnv === "test" ? "silent" : "info"),
    publicFormLimit: {
      max: num(env.FORM_RATE_LIMIT, 5),
      windowMs: num(env.FORM_RATE_WINDOW_SEC, 600) * 1000,
    },
    trustProxy: env.TRUST_PROXY === "true",
    webDistDir: path.resolve(env.WEB_DIST_DIR || "./dist/web"),
    site: siteConfigFromEnv(env),
  };
}
