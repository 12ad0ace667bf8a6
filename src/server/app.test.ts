import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./test/harness";

let ctx: TestContext;
let distDir: string;

beforeAll(async () => {
  // A tiny stand-in for the Vite build so the SPA fallback is tested without building.
  distDir = mkdtempSync(path.join(tmpdir(), "keyhold-dist-"));
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(
    path.join(distDir, "index.html"),
    "<html><head><title>__APP_NAME__</title><!--site-config--></head><div id=root></div></html>",
  );
  writeFileSync(path.join(distDir, "assets", "app-abc123.js"), "console.log('app')");
  mkdirSync(path.join(distDir, ".vite"));
  writeFileSync(
    path.join(distDir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/app-abc123.js", imports: ["_react.js"] },
      "_react.js": { file: "assets/react-1.js" },
      "features/home/HomePage.tsx": { file: "assets/HomePage-2.js", imports: ["_react.js", "_card.js"] },
      "_card.js": { file: "assets/card-3.js" },
      "start.tsx": { file: "assets/start-4.js", imports: ["_react.js", "_router.js"], isDynamicEntry: true },
      "_router.js": { file: "assets/router-5.js" },
    }),
  );
  ctx = await createTestContext({ webDistDir: distDir });
});

describe("system endpoints", () => {
  it("reports health after pinging the database", async () => {
    const res = await ctx.app.request("/api/health");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; database: string };
    expect(body.status).toBe("ok");
    expect(["pglite", "postgres"]).toContain(body.database);
  });

  it("answers liveness without the database", async () => {
    const res = await ctx.app.request("/api/health/live");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("answers unknown /api paths with a 404 in the JSON error shape", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      const res = await ctx.app.request("/api/no-such-thing", { method });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = (await res.json()) as { error: { code: string } };
      expect(body.error.code).toBe("not_found");
    }
  });

  it("publishes the OpenAPI document and the docs page", async () => {
    const doc = await ctx.app.request("/api/openapi.json");
    expect(doc.status).toBe(200);
    const json = (await doc.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(json.paths)).toEqual(expect.arrayContaining(["/api/health", "/api/contact"]));
    const docs = await ctx.app.request("/api/docs");
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain("swagger-ui");
  });

  it("sets security headers", async () => {
    const res = await ctx.app.request("/api/health");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
  });
});

describe("single-page app serving", () => {
  it("serves index.html with the brand filled in for any page path", async () => {
    for (const p of ["/", "/services/landlord/maintenance", "/definitely/not/a/page"]) {
      const res = await ctx.app.request(p);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("<title>Keyhold</title>");
      expect(html).toContain('id="site-config"');
      expect(res.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("preloads the app's and a public page's own chunks with its HTML, not the entry's", async () => {
    const home = await (await ctx.app.request("/")).text();
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/HomePage-2.js">');
    expect(home).toContain('href="/assets/card-3.js"');
    expect(home).toContain('<link rel="modulepreload" crossorigin href="/assets/start-4.js">');
    expect(home).toContain('href="/assets/router-5.js"');
    expect(home).not.toContain('href="/assets/react-1.js"');
    const other = await (await ctx.app.request("/definitely/not/a/page")).text();
    expect(other).toContain('href="/assets/start-4.js"');
    expect(other).not.toContain("HomePage-2.js");
  });

  it("does not serve build metadata", async () => {
    expect((await ctx.app.request("/.vite/manifest.json")).status).toBe(404);
  });

  it("serves hashed assets with a one-year immutable cache", async () => {
    const res = await ctx.app.request("/assets/app-abc123.js");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("content-type")).toContain("javascript");
  });

  it("answers 404 for a missing file rather than the page shell", async () => {
    const res = await ctx.app.request("/assets/missing-123.js");
    expect(res.status).toBe(404);
  });
});

describe("cross-site request forgery", () => {
  it("refuses a cross-site form post and allows a same-origin one", async () => {
    const form = (origin: string) =>
      ctx.app.request("http://localhost:3000/api/contact", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: "name=x",
      });
    expect((await form("https://evil.example")).status).toBe(403);
    // Same origin passes the CSRF check and reaches validation (JSON only).
    expect((await form("http://localhost:3000")).status).not.toBe(403);
  });
});
