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
  /** Where people reach the app; used in e-mailed links and as the auth origin. */
  publicUrl: string;
  /** Signs session cookies; when unset a random one is kept in DATA_DIR. */
  authSecret?: string;
  signupMode: "open" | "invite";
  secureCookies: boolean;
  authLimits: {
    /** Sign-in and sign-up attempts per client address per window. */
    perIp: { max: number; windowMs: number };
    /** Failed sign-ins per account per window before it is locked for the rest of it. */
    perAccount: { max: number; windowMs: number };
  };
  smtpUrl?: string;
  mailFrom: string;
  admin?: { email: string; password: string; name: string };
  seedDemo: boolean;
  /** Run the scheduled jobs (rent and compliance reminders) in this process; JOBS=off turns them off. */
  jobsEnabled: boolean;
  /** Largest accepted upload, in bytes (UPLOAD_MAX_MB). */
  uploadMaxBytes: number;
  /** S3-compatible bucket for uploads; local disk under DATA_DIR/uploads when unset. */
  s3?: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };
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
    publicUrl: (env.PUBLIC_URL || `http://localhost:${num(env.PORT, 3000)}`).replace(/\/$/, ""),
    authSecret: env.BETTER_AUTH_SECRET || undefined,
    signupMode: env.SIGNUP_MODE === "invite" ? "invite" : "open",
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : nodeEnv === "production",
    authLimits: {
      perIp: { max: num(env.AUTH_RATE_LIMIT, 20), windowMs: num(env.AUTH_RATE_WINDOW_SEC, 300) * 1000 },
      perAccount: {
        max: num(env.AUTH_ACCOUNT_LIMIT, 5),
        windowMs: num(env.AUTH_ACCOUNT_WINDOW_SEC, 900) * 1000,
      },
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `${env.APP_NAME || "Keyhold"} <no-reply@keyhold.example>`,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? {
            email: env.ADMIN_EMAIL.toLowerCase(),
            password: env.ADMIN_PASSWORD,
            name: env.ADMIN_NAME || "Administrator",
          }
        : undefined,
    seedDemo: env.SEED_DEMO !== "false",
    jobsEnabled: env.JOBS !== "off",
    uploadMaxBytes: Math.round(num(env.UPLOAD_MAX_MB, 10) * 1024 * 1024),
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            region: env.S3_REGION || "us-east-1",
          }
        : undefined,
  };
}
