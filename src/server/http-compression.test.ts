import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "./test/harness";

/** index.html is served compressed, per preload-hint variant (issue 19 item 3). */
let ctx: TestContext;
const filler = `<meta name="x" content="${"keyhold ".repeat(300)}">`;

beforeAll(async () => {
  const distDir = mkdtempSync(path.join(tmpdir(), "keyhold-dist-"));
  mkdirSync(path.join(distDir, "assets"));
  writeFileSync(
    path.join(distDir, "index.html"),
    `<html><head><title>__APP_NAME__</title>${filler}<!--site-config--></head><div id=root></div></html>`,
  );
  writeFileSync(path.join(distDir, "assets", "app-abc123.js"), "console.log('app')");
  mkdirSync(path.join(distDir, ".vite"));
  writeFileSync(
    path.join(distDir, ".vite", "manifest.json"),
    JSON.stringify({
      "index.html": { file: "assets/app-abc123.js" },
      "features/home/HomePage.tsx": { file: "assets/HomePage-2.js" },
    }),
  );
  ctx = await createTestContext({ webDistDir: distDir });
});

describe("index.html compressed", () => {
  it("answers br or gzip as accepted, the same page as identity, with Vary and Content-Length", async () => {
    const plain = await ctx.app.request("/");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const html = await plain.text();
    expect(html).toContain("<title>Keyhold</title>");
    expect(html).toContain("HomePage-2.js");

    const br = await ctx.app.request("/", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("cache-control")).toBe("no-cache");
    expect(br.headers.get("content-type")).toContain("text/html");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.byteLength);
    expect(brBytes.byteLength).toBeLessThan(html.length / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(html);

    const gz = await ctx.app.request("/", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(html);
  });

  it("keeps each page path's own preload hints", async () => {
    const other = await ctx.app.request("/some/page", { headers: { "accept-encoding": "gzip" } });
    const text = gunzipSync(Buffer.from(await other.arrayBuffer())).toString();
    expect(text).not.toContain("HomePage-2.js");
    expect(text).toContain("<title>Keyhold</title>");
    const home = await ctx.app.request("/", { headers: { "accept-encoding": "gzip" } });
    expect(gunzipSync(Buffer.from(await home.arrayBuffer())).toString()).toContain("HomePage-2.js");
  });
});

describe("API responses through the whole app", () => {
  const gzip = { "accept-encoding": "gzip, deflate, br" };

  it("a small JSON answer goes as it is, with Vary and the API's Cache-Control", async () => {
    const res = await ctx.app.request("/api/health/live", { headers: gzip });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("the OpenAPI document is kept gzipped, decodes to the same document, identity without Accept-Encoding", async () => {
    const plain = await ctx.app.request("/api/openapi.json");
    expect(plain.headers.get("content-encoding")).toBeNull();
    const doc = await plain.json();
    const res = await ctx.app.request("/api/openapi.json", { headers: gzip });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toContain("Accept-Encoding");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, stale-while-revalidate=30");
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    const again = await ctx.app.request("/api/openapi.json", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(doc);
  });
});
