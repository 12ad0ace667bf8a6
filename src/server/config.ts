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
  /**
   * Files one signed-in user may upload to be parsed (bank statement previews and imports, expense
   * CSV previews and imports, together) per window (IMPORT_RATE_LIMIT, IMPORT_RATE_WINDOW_SEC).
   */
  importLimit: { max: number; windowMs: number };
  /** Trust X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean;
  /**
   * How many proxies of ours stand in front (TRUST_PROXY=true is 1, TRUST_PROXY=2 a CDN and a load
   * balancer): the client address is that many entries from the right of X-Forwarded-For. Entries
   * further left were sent by the client and are never believed.
   */
  proxyHops: number;
  webDistDir: string;
  /**
   * The server renderer of the public pages (src/web/entry-server.tsx built by `npm run build`);
   * default: dist/ssr/entry-server.js beside the web build. Missing, every page is client-rendered.
   */
  ssrEntry?: string;
  site: SiteConfig;
  /** Where people reach the app; used in e-mailed links and as the auth origin. */
  publicUrl: string;
  /** Signs session cookies (BETTER_AUTH_SECRET); when unset, bootstrap.ts resolveAuthSecret generates one. */
  authSecret?: string;
  signupMode: "open" | "invite";
  secureCookies: boolean;
  authLimits: {
    /** Sign-in and sign-up attempts per client address per window. */
    perIp: { max: number; windowMs: number };
    /** Failed sign-ins per account from one client address per window before that address is blocked for it. */
    perAccount: { max: number; windowMs: number };
  };
  /**
   * Failures for one account from all addresses (in an hour) after which each further failure doubles
   * the wait, up to maxBackoffMs: a slow-down, not a lock (see auth/lockout.ts).
   */
  authBackoff: { max: number; windowMs: number; maxBackoffMs: number };
  /**
   * Session lifetimes, after OWASP ASVS 4.0.3 V3.3.2 (L2: re-authenticate after 12 hours, or 30 minutes
   * of inactivity) and NIST SP 800-63B 4.2.3 (AAL2: the same 12 h / 30 min).
   */
  session: {
    /** A session ends this long after sign-in, whatever the activity (SESSION_ABSOLUTE_HOURS). */
    absoluteMs: number;
    /** A session ends after this long without a request (SESSION_IDLE_MINUTES); activity moves it on at most once a minute. */
    idleMs: number;
    /** Sensitive actions need the password entered within this window (REAUTH_WINDOW_MINUTES). */
    reauthWindowMs: number;
  };
  smtpUrl?: string;
  mailFrom: string;
  /** The e-mail outbox worker: attempts per message, back-off and polling (see email/worker.ts). */
  mail: {
    /** Delivery attempts before a message is marked failed (MAIL_MAX_ATTEMPTS). */
    maxAttempts: number;
    /** Wait after the first failed attempt; each later wait is three times longer (MAIL_RETRY_BASE_SEC). */
    retryBaseMs: number;
    /** How often the worker looks for due messages, besides waking right after each enqueue (MAIL_POLL_SEC). */
    pollMs: number;
    /**
     * Without SMTP_URL, where the outbox worker writes each message as an .eml file: DATA_DIR/mail
     * (each instance its own DATA_DIR). Unset with SMTP_URL, and in tests (NODE_ENV=test), whose
     * messages stay in the outbox table only (status `logged`), where the tests read them.
     */
    dir?: string;
  };
  admin?: { email: string; password: string; name: string };
  seedDemo: boolean;
  /** Run the scheduled jobs (rent and compliance reminders) in this process; JOBS=off turns them off. */
  /** Connections in each instance's PostgreSQL pool (DATABASE_POOL_SIZE, 1-100; default 10). */
  databasePoolSize: number;
  /**
   * PGlite's shared_buffers (PGLITE_SHARED_BUFFERS, e.g. "64MB"): its page cache, held in the
   * process's memory from the start. Pages beyond it are read from DATA_DIR through the OS cache.
   * Unset: db/client.ts DEFAULT_PGLITE_SHARED_BUFFERS.
   */
  pgliteSharedBuffers?: string;
  jobsEnabled: boolean;
  /** When the scheduler first runs after start, and how often the reminders job runs after that
   * (JOBS_FIRST_RUN_SEC, JOBS_INTERVAL_SEC; 20 s and 1 hour). Every run is under the job's lease. */
  jobsTiming: { firstRunMs: number; intervalMs: number };
  /** /api/health reports storage trouble when DATA_DIR (or the upload dir) has less free (STORAGE_MIN_FREE_MB). */
  storageMinFreeBytes: number;
  /** Largest accepted upload, in bytes (UPLOAD_MAX_MB). */
  uploadMaxBytes: number;
  /** S3-compatible bucket for uploads; local disk under DATA_DIR/uploads when unset. */
  s3?: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string };
}

const num = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== "" && Number.isFinite(n) ? n : fallback;
};

/** A PostgreSQL memory setting ("512kB", "64MB", "1GB"); anything else stops the start with its name. */
function pgMemory(name: string, v: string | undefined): string | undefined {
  if (v === undefined || v === "") return undefined;
  const m = /^\s*(\d+)\s*(kB|MB|GB)\s*$/.exec(v);
  if (!m) throw new Error(`${name} must be a size such as 64MB (kB, MB or GB), not "${v}"`);
  return `${m[1]}${m[2]}`;
}

type Env = Record<string, string | undefined>;
type NodeEnv = ServerConfig["env"];

/** Listening, the proxy in front and the address the site is reached at. */
function networkConfig(env: Env) {
  return {
    port: num(env.PORT, 3000),
    host: env.HOST || "0.0.0.0",
    trustProxy: env.TRUST_PROXY === "true" || Number(env.TRUST_PROXY) >= 1,
    proxyHops:
      env.TRUST_PROXY === "true" ? 1 : Math.max(1, Math.min(10, Math.floor(num(env.TRUST_PROXY, 1)))),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${num(env.PORT, 3000)}`).replace(/\/$/, ""),
  };
}

/** Rate limits on the public forms and on imports. */
function formLimitsConfig(env: Env) {
  return {
    publicFormLimit: {
      max: num(env.FORM_RATE_LIMIT, 5),
      windowMs: num(env.FORM_RATE_WINDOW_SEC, 600) * 1000,
    },
    importLimit: {
      max: num(env.IMPORT_RATE_LIMIT, 20),
      windowMs: num(env.IMPORT_RATE_WINDOW_SEC, 300) * 1000,
    },
  };
}

/** Sign-in: the secret, who may sign up, cookies, limits, back-off and session lengths. */
function authConfig(env: Env, nodeEnv: NodeEnv) {
  return {
    authSecret: env.BETTER_AUTH_SECRET || undefined,
    signupMode: env.SIGNUP_MODE === "invite" ? ("invite" as const) : ("open" as const),
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : nodeEnv === "production",
    authLimits: {
      perIp: { max: num(env.AUTH_RATE_LIMIT, 20), windowMs: num(env.AUTH_RATE_WINDOW_SEC, 300) * 1000 },
      perAccount: {
        max: num(env.AUTH_ACCOUNT_LIMIT, 5),
        windowMs: num(env.AUTH_ACCOUNT_WINDOW_SEC, 900) * 1000,
      },
    },
    authBackoff: {
      max: num(env.AUTH_ACCOUNT_BACKOFF_AFTER, 20),
      windowMs: 60 * 60 * 1000,
      maxBackoffMs: num(env.AUTH_ACCOUNT_BACKOFF_MAX_SEC, 900) * 1000,
    },
    session: {
      absoluteMs: num(env.SESSION_ABSOLUTE_HOURS, 12) * 60 * 60 * 1000,
      idleMs: num(env.SESSION_IDLE_MINUTES, 30) * 60 * 1000,
      reauthWindowMs: num(env.REAUTH_WINDOW_MINUTES, 5) * 60 * 1000,
    },
  };
}

/** Outgoing mail: the relay, the sender and the outbox's retry timing. */
function mailConfig(env: Env, nodeEnv: NodeEnv, dataDir: string) {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `${env.APP_NAME || "Keyhold"} <no-reply@keyhold.example>`,
    mail: {
      maxAttempts: Math.max(1, Math.round(num(env.MAIL_MAX_ATTEMPTS, 8))),
      retryBaseMs: Math.max(1, num(env.MAIL_RETRY_BASE_SEC, 60)) * 1000,
      pollMs: Math.max(1, num(env.MAIL_POLL_SEC, 30)) * 1000,
      dir: env.SMTP_URL || nodeEnv === "test" ? undefined : path.join(dataDir, "mail"),
    },
  };
}

/** The first administrator, when both ADMIN_EMAIL and ADMIN_PASSWORD are set. */
function adminConfig(env: Env): ServerConfig["admin"] {
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD) return undefined;
  return {
    email: env.ADMIN_EMAIL.toLowerCase(),
    password: env.ADMIN_PASSWORD,
    name: env.ADMIN_NAME || "Administrator",
  };
}

/** Uploads and free-space checks; the S3 bucket only when all four of its settings are there. */
function storageConfig(env: Env) {
  const s3: ServerConfig["s3"] =
    env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          region: env.S3_REGION || "us-east-1",
        }
      : undefined;
  return {
    storageMinFreeBytes: Math.round(num(env.STORAGE_MIN_FREE_MB, 256) * 1024 * 1024),
    uploadMaxBytes: Math.round(num(env.UPLOAD_MAX_MB, 10) * 1024 * 1024),
    s3,
  };
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const nodeEnv = env.NODE_ENV === "production" || env.NODE_ENV === "test" ? env.NODE_ENV : "development";
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  return {
    env: nodeEnv,
    ...networkConfig(env),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: (env.LOG_LEVEL as ServerConfig["logLevel"]) || (nodeEnv === "test" ? "silent" : "info"),
    ...formLimitsConfig(env),
    webDistDir: path.resolve(env.WEB_DIST_DIR || "./dist/web"),
    site: siteConfigFromEnv(env),
    ...authConfig(env, nodeEnv),
    ...mailConfig(env, nodeEnv, dataDir),
    admin: adminConfig(env),
    seedDemo: env.SEED_DEMO !== "false",
    jobsEnabled: env.JOBS !== "off",
    databasePoolSize: Math.max(1, Math.min(100, Math.floor(num(env.DATABASE_POOL_SIZE, 10)))),
    pgliteSharedBuffers: pgMemory("PGLITE_SHARED_BUFFERS", env.PGLITE_SHARED_BUFFERS),
    jobsTiming: {
      firstRunMs: Math.max(0, num(env.JOBS_FIRST_RUN_SEC, 20)) * 1000,
      intervalMs: Math.max(1, num(env.JOBS_INTERVAL_SEC, 3600)) * 1000,
    },
    ...storageConfig(env),
  };
}
