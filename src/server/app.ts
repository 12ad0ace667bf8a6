import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { secureHeaders } from "hono/secure-headers";
import { type AppDeps, createRouter } from "./context";
import { mountDocs } from "./docs";
import { adminPaymentRoutes } from "./features/admin-payments/routes";
import { adminAnalyticsRoutes } from "./features/analytics/admin-routes";
import { auditRoutes } from "./features/audit/routes";
import { authRoutes } from "./features/auth/routes";
import { blogFeedRoutes } from "./features/blogs/feeds";
import { blogRoutes } from "./features/blogs/routes";
import { contactRoutes } from "./features/contact/routes";
import { marketRoutes } from "./features/dashboards/market";
import { dashboardRoutes } from "./features/dashboards/routes";
import { documentRoutes } from "./features/documents/routes";
import { healthRoutes } from "./features/health/routes";
import { profileRoutes } from "./features/profile/routes";
import { propertyRoutes } from "./features/properties/routes";
import { supportRoutes } from "./features/support/routes";
import { tenancyRoutes } from "./features/tenancies/routes";
import { userAdminRoutes } from "./features/users/routes";
import { ApiError, errorBody } from "./lib/errors";
import { rejectNulCharacters } from "./lib/nul-guard";
import { createStaticHandler } from "./static";

/** Builds the whole HTTP app without binding a port, so tests drive it with app.request(). */
export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const app = createRouter();

  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || crypto.randomUUID();
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.header("X-Request-Id", requestId);
    await next();
    if (c.req.path.startsWith("/api/") || c.res.status >= 400) {
      logger.info("request", {
        requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    }
  });

  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and the charts set style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: config.env === "production" ? "max-age=31536000; includeSubDomains" : false,
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use("/api/*", compress());
  // Cookies are SameSite=Lax already; this also refuses cross-site form posts outright. Browsers
  // always send Origin or Sec-Fetch-Site on such posts; scripts and tests that send neither pass.
  const publicOrigin = new URL(config.publicUrl).origin;
  const csrfCheck = csrf({
    origin: (origin, c) => origin === publicOrigin || origin === new URL(c.req.url).origin,
  });
  app.use("/api/*", (c, next) =>
    c.req.header("origin") || c.req.header("sec-fetch-site") ? csrfCheck(c, next) : next(),
  );
  app.use("/api/*", rejectNulCharacters);

  const api = createRouter();
  api.route("/", healthRoutes);
  api.route("/", contactRoutes(config.publicFormLimit));
  api.route("/", authRoutes(config.authLimits));
  api.route("/", profileRoutes());
  api.route("/", userAdminRoutes());
  api.route("/", auditRoutes());
  api.route("/", adminAnalyticsRoutes());
  api.route("/", dashboardRoutes());
  api.route("/", adminPaymentRoutes());
  api.route("/", marketRoutes());
  api.route("/", propertyRoutes(config));
  api.route("/", supportRoutes());
  api.route("/", tenancyRoutes());
  api.route("/", blogRoutes(config));
  api.route("/", documentRoutes(config));
  app.route("/api", api);

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: { title: `${config.site.appName} API`, version: "1.0.0" },
  });
  mountDocs(app);

  app.all("/api/*", (c) =>
    c.json(errorBody("not_found", `No API route for ${c.req.method} ${c.req.path}`), 404),
  );
  app.route("/", blogFeedRoutes());
  app.get("*", createStaticHandler(config.webDistDir, config.site));

  app.notFound((c) => c.json(errorBody("not_found", "Not found"), 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(errorBody(err.code, err.message, err.fields), err.status);
    if (err instanceof SyntaxError && c.req.header("content-type")?.includes("json")) {
      return c.json(errorBody("invalid_json", "The request body is not valid JSON."), 400);
    }
    const status = (err as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      const codes: Record<number, string> = {
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
