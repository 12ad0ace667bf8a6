import { Hono } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness";
import {
  API_CONTENT_SECURITY_POLICY,
  apiSecurityHeaderList,
  securityHeaderList,
  securityHeaders,
} from "./security-headers";

/** The options app.ts gave hono's secureHeaders before the headers were built once. */
const honoOptions = (production: boolean) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    strictTransportSecurity: production ? "max-age=31536000; includeSubDomains" : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    crossOriginEmbedderPolicy: false,
  });

const headersOf = async (app: Hono) => {
  const res = await app.request("/");
  return [...res.headers.entries()].filter(([k]) => k !== "content-type").sort();
};

let prod: TestContext;
beforeAll(async () => {
  prod = await createTestContext({ env: "production" });
});

describe("security headers built once", () => {
  for (const production of [true, false]) {
    it(`are exactly hono's secureHeaders with our options (${production ? "production" : "development"})`, async () => {
      const theirs = new Hono().use(honoOptions(production)).get("/", (c) => c.text("ok"));
      const ours = new Hono().use(securityHeaders({ hsts: production })).get("/", (c) => c.text("ok"));
      const expected = await headersOf(theirs);
      expect(expected.length).toBeGreaterThan(10);
      expect(await headersOf(ours)).toEqual(expected);
      expect(securityHeaderList({ hsts: production }).length).toBe(expected.length);
    });
  }

  it("overwrite a handler's own value and remove X-Powered-By", async () => {
    const app = new Hono()
      .use(securityHeaders({ hsts: false }))
      .get("/", (c) => c.text("ok", 200, { "X-Frame-Options": "SAMEORIGIN", "X-Powered-By": "x" }));
    const res = await app.request("/");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });

  it("are on every answer of the production app: API, API 404 and page alike", async () => {
    for (const path of ["/api/health/live", "/api/nothing-here", "/some/page"]) {
      const res = await prod.app.request(path);
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("give API answers the API set and pages and the API docs page the document set", async () => {
    const api = new Map(apiSecurityHeaderList({ hsts: true }).map(([k, v]) => [k.toLowerCase(), v]));
    const documentOnly = securityHeaderList({ hsts: true })
      .map(([k]) => k.toLowerCase())
      .filter((k) => !api.has(k));
    expect(documentOnly).toEqual(
      expect.arrayContaining(["cross-origin-opener-policy", "origin-agent-cluster", "x-xss-protection"]),
    );
    for (const path of ["/api/health/live", "/api/nothing-here", "/api/docs/init.js"]) {
      const res = await prod.app.request(path);
      for (const [name, value] of api) expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      for (const name of documentOnly) expect(res.headers.get(name), `${path} ${name}`).toBeNull();
    }
    for (const path of ["/api/docs", "/some/page"]) {
      const res = await prod.app.request(path);
      for (const [name, value] of securityHeaderList({ hsts: true })) {
        expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      }
      expect(res.headers.get("content-security-policy")).not.toBe(API_CONTENT_SECURITY_POLICY);
    }
  });

  it("keep API answers out of caches unless their route says public", async () => {
    const live = await prod.app.request("/api/health/live");
    expect(live.headers.get("cache-control")).toBe("private, no-store");
    const missing = await prod.app.request("/api/nothing-here");
    expect(missing.headers.get("cache-control")).toBe("private, no-store");
    const asset = await prod.app.request("/api/docs/assets/swagger-ui.css");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=86400");
  });

  it("carry the request's id on every answer: the caller's (at most 64 characters) or a new one", async () => {
    for (const path of ["/api/health/live", "/api/nothing-here", "/some/page"]) {
      const given = await prod.app.request(path, { headers: { "x-request-id": `trace-${"x".repeat(80)}` } });
      expect(given.headers.get("x-request-id"), path).toBe(`trace-${"x".repeat(58)}`);
      const fresh = await prod.app.request(path);
      expect(fresh.headers.get("x-request-id"), path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
