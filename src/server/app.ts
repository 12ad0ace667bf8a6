import type { ErrorCode } from "@shared/errors";
import { AppError } from "@shared/errors";
import type { ServerConfig } from "./config";
import { type AppDeps, createRouter } from "./context";
import { mountDocs } from "./docs";
import { adminPaymentRoutes } from "./features/admin-payments/router";
import { agencyRoutes } from "./features/agencies/router";
import { analyticsRoutes, marketRoutes } from "./features/analytics/router";
import { auditRoutes } from "./features/audit/router";
import { authRoutes, reauthRoutes } from "./features/auth/router";
import { bankRoutes } from "./features/bank/router";
import { blogFeedRoutes } from "./features/blogs/feeds";
import { blogRoutes } from "./features/blogs/router";
import { complianceRoutes } from "./features/compliance/router";
import { contactRoutes } from "./features/contact/router";
import { dashboardRoutes } from "./features/dashboards/router";
import { documentRoutes } from "./features/documents/router";
import { emailAdminRoutes } from "./features/email/router";
import { expenseRoutes } from "./features/expenses/router";
import { healthRoutes } from "./features/health/router";
import { moneyOverviewRoutes } from "./features/money-overview/router";
import { mtdRoutes } from "./features/mtd/router";
import { notificationRoutes } from "./features/notifications/router";
import { moneyHomeRoutes } from "./features/owners/router";
import { profileRoutes } from "./features/profile/router";
import { propertyRoutes } from "./features/properties/router";
import { searchRoutes } from "./features/search/router";
import { statementRoutes } from "./features/statements/router";
import { supportRoutes } from "./features/support/router";
import { tenancyInvitationRoutes, tenancyRoutes } from "./features/tenancies/router";
import { userAdminRoutes } from "./features/users/router";
import { viewingRoutes } from "./features/viewings/router";
import { worksRoutes } from "./features/works/router";
import { requestBodyLimit } from "./lib/body-limit";
import { compression } from "./lib/compression";
import {
  DATABASE_RETRY_AFTER_SEC,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "./lib/db-unavailable";
import { errorBody, statusOf, UnavailableError } from "./lib/errors";
import { type CachedJson, sendPublicJson, toCachedJson } from "./lib/http-cache";
import { MemoRouter } from "./lib/memo-router";
import { rejectNulCharacters } from "./lib/nul-guard";
import { preParseRateLimits } from "./lib/pre-parse-limits";
import { headersOf } from "./lib/response-headers";
import { sameOriginPosts } from "./lib/same-origin";
import { responseHeaderPass } from "./lib/security-headers";
import { isStorageFull, STORAGE_FULL_MESSAGE, storageHealth } from "./lib/storage-health";
import { openApiDocument } from "./openapi-document";
import { formPostRoutes } from "./ssr/form-posts";
import { createSsrPages } from "./ssr/page";
import { siteFileRoutes } from "./ssr/site-files";
import { createStaticHandler } from "./static";

/**
 * Every /api route, chained so its type (`AppType`) carries each operation's input and output.
 * Built from the configuration alone (no database), so the OpenAPI document can be generated
 * without starting the server.
 */
export function apiRoutes(config: ServerConfig) {
  return createRouter()
    .route("/", healthRoutes)
    .route("/", contactRoutes())
    .route("/", authRoutes(config.authLimits, config.authBackoff))
    .route("/", reauthRoutes())
    .route("/", profileRoutes())
    .route("/", userAdminRoutes())
    .route("/", auditRoutes())
    .route("/", emailAdminRoutes())
    .route("/", analyticsRoutes())
    .route("/", dashboardRoutes())
    .route("/", adminPaymentRoutes())
    .route("/", marketRoutes())
    .route("/", propertyRoutes(config))
    .route("/", notificationRoutes())
    .route("/", supportRoutes())
    .route("/", tenancyRoutes())
    .route("/", complianceRoutes())
    .route("/", moneyHomeRoutes())
    .route("/", mtdRoutes())
    .route("/", moneyOverviewRoutes())
    .route("/", tenancyInvitationRoutes())
    .route("/", statementRoutes())
    .route("/", blogRoutes(config))
    .route("/", documentRoutes(config))
    .route("/", expenseRoutes(config))
    .route("/", bankRoutes())
    .route("/", searchRoutes())
    .route("/", worksRoutes(config))
    .route("/", agencyRoutes(config))
    .route("/", viewingRoutes());
}

/** The typed shape of the API (routes under /api), for typed clients and tests. */
export type AppType = ReturnType<typeof apiRoutes>;

/**
 * A caller's own request id (a proxy's or a client's trace id) is kept when it is visible ASCII:
 * it goes into the log and back out as a header, so nothing else may (a space, a tab, a byte
 * outside ASCII). Longer ids are cut to 64 characters first.
 */
const CALLER_REQUEST_ID = /^[\x21-\x7e]+$/;

/** Builds the whole HTTP app without binding a port, so tests drive it with app.request(). */
export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  // Every request goes through this app's router: it keeps its matches (lib/memo-router.ts).
  const app = createRouter({ router: new MemoRouter() });

  // Security headers (built once), the API's default Cache-Control and the request id, set in one
  // pass on the finished response's own headers without re-wrapping it; then the request log.
  const finishHeaders = responseHeaderPass({ hsts: config.env === "production" });
  app.use(async (c, next) => {
    const started = performance.now();
    const given = c.req.header("x-request-id")?.slice(0, 64);
    const requestId = given && CALLER_REQUEST_ID.test(given) ? given : crypto.randomUUID();
    c.set("deps", deps);
    c.set("requestId", requestId);
    await next();
    const path = c.req.path;
    finishHeaders(headersOf(c.res), path, requestId);
    if (path.startsWith("/api/") || c.res.status >= 400) {
      logger.info("request", {
        requestId,
        method: c.req.method,
        path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  });

  // Limits before anything reads the body: per-address rate limits, then the size limit.
  app.use("/api/*", preParseRateLimits(config));
  app.use("*", requestBodyLimit(config.uploadMaxBytes));
  app.use("/api/*", compression());
  // Cookies are SameSite=Lax already; this also refuses cross-site form posts outright. Browsers
  // always send Origin or Sec-Fetch-Site on such posts; scripts and tests that send neither pass.
  const csrfCheck = sameOriginPosts(config.publicUrl);
  app.use("/api/*", (c, next) =>
    c.req.header("origin") || c.req.header("sec-fetch-site") ? csrfCheck(c, next) : next(),
  );
  app.use("/api/*", rejectNulCharacters);

  const api = apiRoutes(config);
  app.route("/api", api);
  // The same document for the life of the process: built, tagged and compressed once.
  let openApi: CachedJson | undefined;
  app.get("/api/openapi.json", (c) => {
    openApi ??= toCachedJson(openApiDocument(config, api));
    return sendPublicJson(c, openApi);
  });
  mountDocs(app);

  app.all("/api/*", (c) =>
    c.json(errorBody("not_found", `No API route for ${c.req.method} ${c.req.path}`), 404),
  );
  app.route("/", blogFeedRoutes());
  app.route("/", siteFileRoutes(config.webDistDir));
  const pages = createStaticHandler(config.webDistDir, config.site, createSsrPages(config));
  app.route("/", formPostRoutes(config, pages));
  app.get("*", pages);

  app.notFound((c) => c.json(errorBody("not_found", "Not found"), 404));
  app.onError((err, c) => {
    if (err instanceof UnavailableError) {
      logger[err.logLevel]("unavailable", {
        requestId: c.get("requestId"),
        path: c.req.path,
        err: String(err.cause),
      });
      c.header("Retry-After", String(err.retryAfterSec));
    }
    if (err instanceof AppError) return c.json(errorBody(err.code, err.message, err.fields), statusOf(err));
    if (isDatabaseUnavailable(err)) {
      // A restart or failover of PostgreSQL: nothing was acknowledged, so the client may retry.
      logger.warn("database unavailable", {
        requestId: c.get("requestId"),
        path: c.req.path,
        err: String(err),
      });
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_SEC));
      return c.json(errorBody("unavailable", DATABASE_UNAVAILABLE_MESSAGE), 503);
    }
    if (err instanceof SyntaxError && c.req.header("content-type")?.includes("json")) {
      return c.json(errorBody("invalid_json", "The request body is not valid JSON."), 400);
    }
    if (isStorageFull(err)) {
      // Disk full (ENOSPC, or SQLSTATE 53100 from the database): say so, and let /api/health tell.
      storageHealth(deps).noteFull();
      logger.error("storage full", { requestId: c.get("requestId"), path: c.req.path, err: String(err) });
      return c.json(errorBody("storage_full", STORAGE_FULL_MESSAGE), 507);
    }
    const status = (err as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      const codes: Record<number, ErrorCode> = {
        403: "forbidden",
        404: "not_found",
        413: "payload_too_large",
        415: "unsupported_media_type",
      };
      return c.json(errorBody(codes[status] ?? "bad_request", err.message || "Bad request"), status as 400);
    }
    logger.error("unhandled error", {
      requestId: c.get("requestId"),
      path: c.req.path,
      err: err.stack ?? String(err),
    });
    return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
