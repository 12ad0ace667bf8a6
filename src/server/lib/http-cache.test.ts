import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compression } from "./compression";
import { type CachedJson, sendPublicJson, toCachedJson } from "./http-cache";

const big = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Flat ${i}`, city: "Leeds" })) };

function appFor(entry: CachedJson) {
  return new Hono().use("*", compression()).get("/x", (c) => sendPublicJson(c, entry));
}

describe("cached public JSON", () => {
  it("is compressed once per entry and sent with its ETag, Vary and public caching", async () => {
    const entry = toCachedJson(big);
    const app = appFor(entry);
    const first = await app.request("/x", { headers: { "accept-encoding": "gzip, br" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-encoding")).toBe("gzip");
    expect(first.headers.get("etag")).toBe(entry.etag);
    expect(first.headers.get("vary")).toBe("Cookie, Accept-Encoding");
    expect(first.headers.get("cache-control")).toContain("public");
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(big);
    const kept = entry.packed;
    expect(kept).toBeDefined();
    await app.request("/x", { headers: { "accept-encoding": "gzip" } });
    expect(entry.packed).toBe(kept);
  });

  it("is plain JSON for a client that takes no compression, and 304 for one that holds it", async () => {
    const entry = toCachedJson(big);
    const app = appFor(entry);
    const plain = await app.request("/x");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(big);
    const held = await app.request("/x", {
      headers: { "if-none-match": entry.etag, "accept-encoding": "gzip" },
    });
    expect(held.status).toBe(304);
    expect(await held.text()).toBe("");
  });

  it("leaves a small answer uncompressed", async () => {
    const entry = toCachedJson({ items: [] });
    const res = await appFor(entry).request("/x", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(entry.packed).toBeUndefined();
  });
});
