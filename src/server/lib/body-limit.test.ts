import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { JSON_BODY_MAX_BYTES, requestBodyLimit } from "./body-limit";

const app = new Hono()
  .use("*", requestBodyLimit(1024 * 1024))
  .get("/thing", (c) => c.json({ ok: true }))
  .post("/thing", async (c) => c.json({ length: (await c.req.text()).length }));

describe("request body limit", () => {
  it("lets GET and HEAD through untouched, whatever Content-Length they declare", async () => {
    const tooBig = { "content-length": String(JSON_BODY_MAX_BYTES * 10) };
    expect((await app.request("/thing", { headers: tooBig })).status).toBe(200);
    expect((await app.request("/thing", { method: "HEAD", headers: tooBig })).status).toBe(200);
  });

  it("still refuses a POST body over the limit, declared or counted, and passes one within it", async () => {
    const declared = await app.request("/thing", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(JSON_BODY_MAX_BYTES + 1) },
      body: "x",
    });
    expect(declared.status).toBe(413);
    const counted = await app.request("/thing", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(JSON_BODY_MAX_BYTES + 1),
    });
    expect(counted.status).toBe(413);
    const fine = await app.request("/thing", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "x".repeat(1000),
    });
    expect(await fine.json()).toEqual({ length: 1000 });
  });
});
