import type { Server } from "node:http";
import { request as httpRequest } from "node:http";
import { gunzipSync } from "node:zlib";
import { createAdaptorServer } from "@hono/node-server";
import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  acceptedEncodings,
  COMPRESS_MIN_BYTES,
  compression,
  PrecompressedBody,
  SYNC_MAX_BYTES,
  sendHtml,
} from "./compression";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Flat ${i}`, city: "Leeds" })) };
const huge = "x".repeat(SYNC_MAX_BYTES + 10);

/** A bare app with only the middleware under test and routes of each kind. */
function testApp() {
  return new Hono()
    .use("*", compression())
    .get("/small", (c) => c.json({ status: "ok" }))
    .get("/big", (c) => c.json(big))
    .get("/huge", (c) => c.text(huge))
    .get("/png", (c) => c.body(new Uint8Array(4096), 200, { "Content-Type": "image/png" }))
    .get("/encoded", (c) =>
      c.body(new Uint8Array(4096), 200, { "Content-Type": "application/json", "Content-Encoding": "br" }),
    )
    .get("/no-transform", (c) => c.json(big, 200, { "Cache-Control": "no-transform" }))
    .get("/vary", (c) => c.json(big, 200, { Vary: "Origin" }))
    .get("/sse", (c) =>
      streamSSE(c, async (stream) => {
        for (let i = 0; i < 3; i++) await stream.writeSSE({ data: "y".repeat(2000) });
      }),
    )
    .get("/html", (c) => sendHtml(c, `<!doctype html><p>${"hello ".repeat(400)}</p>`))
    .get("/tiny-html", (c) => sendHtml(c, "<p>hi</p>"));
}

const gzip = { "accept-encoding": "gzip, deflate, br" };

describe("compression middleware (app.request: standard Responses)", () => {
  const app = testApp();

  it("leaves a small body untouched, with Vary set", async () => {
    const res = await app.request("/small", { headers: gzip });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("gzips a large body once, with its Content-Length, and it decodes to the same JSON", async () => {
    const res = await app.request("/big", { headers: gzip });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(big).length / 3);
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(big);
  });

  it("compresses a body above the synchronous limit on the thread pool, same result", async () => {
    const res = await app.request("/huge", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(huge);
  });

  it("answers identity to a client that accepts no encoding (or refuses gzip with q=0)", async () => {
    const cases: Record<string, string>[] = [
      {},
      { "accept-encoding": "identity" },
      { "accept-encoding": "gzip;q=0" },
    ];
    for (const headers of cases) {
      const res = await app.request("/big", { headers });
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(await res.json()).toEqual(big);
    }
  });

  it("uses br when only br is accepted", async () => {
    const res = await app.request("/big", { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
    const { brotliDecompressSync } = await import("node:zlib");
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString())).toEqual(big);
  });

  it("never compresses SSE, images, or bodies already encoded or marked no-transform", async () => {
    const sse = await app.request("/sse", { headers: gzip });
    expect(sse.headers.get("content-type")).toContain("text/event-stream");
    expect(sse.headers.get("content-encoding")).toBeNull();
    expect(await sse.text()).toContain(`data: ${"y".repeat(2000)}`);
    const png = await app.request("/png", { headers: gzip });
    expect(png.headers.get("content-encoding")).toBeNull();
    expect((await png.arrayBuffer()).byteLength).toBe(4096);
    const encoded = await app.request("/encoded", { headers: gzip });
    expect(encoded.headers.get("content-encoding")).toBe("br");
    expect((await encoded.arrayBuffer()).byteLength).toBe(4096);
    const kept = await app.request("/no-transform", { headers: gzip });
    expect(kept.headers.get("content-encoding")).toBeNull();
  });

  it("adds Accept-Encoding to an existing Vary", async () => {
    const res = await app.request("/vary", { headers: gzip });
    expect(res.headers.get("vary")).toBe("Origin, Accept-Encoding");
  });

  it("parses Accept-Encoding with q-values and wildcards", () => {
    expect(acceptedEncodings("gzip, deflate, br, zstd")).toEqual({ gzip: true, br: true });
    expect(acceptedEncodings("br;q=1.0, gzip;q=0")).toEqual({ gzip: false, br: true });
    expect(acceptedEncodings("*")).toEqual({ gzip: true, br: true });
    expect(acceptedEncodings("*;q=0, gzip")).toEqual({ gzip: true, br: false });
    expect(acceptedEncodings(undefined)).toEqual({ gzip: false, br: false });
  });
});

describe("sendHtml", () => {
  const app = testApp();

  it("compresses HTML for the client, with Vary and a correct Content-Length", async () => {
    const res = await app.request("/html", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-type")).toBe("text/html; charset=UTF-8");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get("content-length"))).toBe(bytes.byteLength);
    expect(gunzipSync(bytes).toString()).toContain("hello hello");
    const plain = await app.request("/html");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toContain("hello hello");
  });

  it("sends a page under the threshold as it is", async () => {
    const res = await app.request("/tiny-html", { headers: gzip });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toBe("<p>hi</p>");
  });

  it("keeps each encoding of a PrecompressedBody once made", () => {
    const page = new PrecompressedBody("<p>x</p>".repeat(COMPRESS_MIN_BYTES));
    expect(page.get("gzip")).toBe(page.get("gzip"));
    expect(page.get("br")).toBe(page.get("br"));
    expect(gunzipSync(page.get("gzip")).toString()).toBe("<p>x</p>".repeat(COMPRESS_MIN_BYTES));
  });
});

/** Over real HTTP, where @hono/node-server's lightweight Responses take the fast path. */
describe("compression middleware on @hono/node-server", () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createAdaptorServer({ fetch: testApp().fetch }) as Server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A raw GET (fetch would decode the body and hide the header). */
  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on("error", reject);
        req.end();
      },
    );

  it("small: identity with Content-Length and Vary; large: gzip with Content-Length", async () => {
    const small = await get("/small", gzip);
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers.vary).toBe("Accept-Encoding");
    expect(small.headers["content-length"]).toBe(String(small.body.byteLength));
    expect(JSON.parse(small.body.toString())).toEqual({ status: "ok" });

    const large = await get("/big", gzip);
    expect(large.headers["content-encoding"]).toBe("gzip");
    expect(large.headers["transfer-encoding"]).toBeUndefined();
    expect(large.headers["content-length"]).toBe(String(large.body.byteLength));
    expect(JSON.parse(gunzipSync(large.body).toString())).toEqual(big);

    const identity = await get("/big", {});
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.headers.vary).toBe("Accept-Encoding");
    expect(JSON.parse(identity.body.toString())).toEqual(big);
  });

  it("streams SSE as it is", async () => {
    const sse = await get("/sse", gzip);
    expect(sse.headers["content-encoding"]).toBeUndefined();
    expect(sse.body.toString()).toContain(`data: ${"y".repeat(2000)}`);
  });
});
