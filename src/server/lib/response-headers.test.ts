import type { Server } from "node:http";
import { request as httpRequest } from "node:http";
import { createAdaptorServer, getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../test/harness";
import { headersOf } from "./response-headers";
import { apiSecurityHeaderList, securityHeaderList } from "./security-headers";

// @hono/node-server puts its lightweight Response in place of the global one when a listener is
// made: the Responses below are the ones production answers with.
beforeAll(() => {
  getRequestListener(() => new Response(null));
});

describe("headersOf", () => {
  it("changes a lightweight response's plain headers without a Headers object, never the object given", () => {
    const given = { "Content-Type": "application/json" };
    const res = new Response('{"a":1}', { headers: given });
    const bag = headersOf(res);
    expect(bag).not.toBeInstanceOf(Headers);
    expect(bag.get("content-type")).toBe("application/json");
    bag.set("X-Frame-Options", "DENY");
    bag.set("Vary", "Accept-Encoding");
    bag.delete("Vary");
    // A second pass over the same response sees the first one's changes.
    expect(headersOf(res).get("x-frame-options")).toBe("DENY");
    expect(headersOf(res).has("vary")).toBe(false);
    // The object a route passed (often a shared constant) is left as it was.
    expect(given).toEqual({ "Content-Type": "application/json" });
    // Read the standard way, the response has every change.
    expect(Object.fromEntries(res.headers)).toEqual({
      "content-type": "application/json",
      "x-frame-options": "DENY",
    });
  });

  it("gives a body without headers node-server's default Content-Type, and none to an empty body", () => {
    expect(headersOf(new Response("ok")).get("content-type")).toBe("text/plain; charset=UTF-8");
    expect(headersOf(new Response(null, { status: 204 })).get("content-type")).toBeNull();
  });

  it("refuses a value that would split the header block", () => {
    const bag = headersOf(new Response("ok", { headers: { "Content-Type": "text/plain" } }));
    expect(() => bag.set("X-Request-Id", "a\r\nSet-Cookie: x=1")).toThrow(TypeError);
  });

  it("uses the response's own Headers where it has them (or several values under a name)", () => {
    const withHeaders = new Response("ok", { headers: new Headers({ "Content-Type": "text/plain" }) });
    expect(headersOf(withHeaders)).toBeInstanceOf(Headers);
    const cookies = new Response("ok", {
      headers: { "Set-Cookie": ["a=1", "b=2"] } as unknown as Record<string, string>,
    });
    expect(headersOf(cookies)).toBeInstanceOf(Headers);
    const standard = new (globalThis as unknown as { Response: typeof Response }).Response("ok");
    expect(headersOf(standard)).toBeDefined();
  });
});

describe("the whole app on @hono/node-server (what production sends)", () => {
  let ctx: TestContext;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestContext({ env: "production" });
    server = createAdaptorServer({ fetch: ctx.app.fetch }) as Server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A raw GET, every header as the server wrote it. */
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
      (resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (c: string) => {
            body += c;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on("error", reject);
        req.end();
      },
    );

  it("a small JSON answer carries the API's security headers, its type, length and a request id", async () => {
    for (const path of ["/api/health/live", "/api/nothing-here"]) {
      const res = await get(path);
      for (const [name, value] of apiSecurityHeaderList({ hsts: true })) {
        expect(res.headers[name.toLowerCase()], `${path} ${name}`).toBe(value);
      }
      expect(res.headers["cache-control"], path).toBe("private, no-store");
      expect(res.headers["content-type"], path).toBe("application/json");
      expect(res.headers["content-length"], path).toBe(String(Buffer.byteLength(res.body)));
      expect(res.headers.vary, path).toBe("Accept-Encoding");
      expect(res.headers["x-request-id"], path).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers["x-powered-by"], path).toBeUndefined();
    }
    expect(JSON.parse((await get("/api/health/live")).body)).toEqual({ status: "ok" });
  });

  it("a page carries the document set", async () => {
    const res = await get("/some/page");
    for (const [name, value] of securityHeaderList({ hsts: true })) {
      expect(res.headers[name.toLowerCase()], name).toBe(value);
    }
  });

  it("echoes a caller's request id of visible ASCII (cut to 64), and replaces any other", async () => {
    const long = await get("/api/health/live", { "x-request-id": `trace-${"x".repeat(80)}` });
    expect(long.headers["x-request-id"]).toBe(`trace-${"x".repeat(58)}`);
    for (const given of ["two words", "tab\there", "caf\u00e9"]) {
      const res = await get("/api/health/live", { "x-request-id": given });
      expect(res.headers["x-request-id"], given).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
