import { beforeAll, describe, expect, it } from "vitest";
import { JSON_BODY_MAX_BYTES, MULTIPART_OVERHEAD_BYTES } from "../lib/body-limit";
import { createTestContext, signedInUser, type TestContext } from "../test/harness";
import { dbFingerprinter } from "./db-fingerprint";
import { openApiDocument, routeKey } from "./route-inventory";

/**
 * Oversized bodies against every write endpoint of the OpenAPI document (issue 13 item 1): with
 * and without Content-Length, signed in as an admin, each answers 413 with the error shape before
 * anything else runs, and writes nothing.
 */
let ctx: TestContext;
let cookie: string;
const targets: { key: string; path: string; method: string; multipart: boolean }[] = [];

beforeAll(async () => {
  ctx = await createTestContext({ uploadMaxBytes: 2 * 1024 * 1024 });
  cookie = (await signedInUser(ctx, "admin")).cookie;
  const doc = await openApiDocument(ctx.app);
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const content = op.requestBody?.content ?? {};
      if (!["post", "put", "patch", "delete"].includes(method)) continue;
      if (!content["application/json"] && !content["multipart/form-data"]) continue;
      targets.push({
        key: routeKey(method, path),
        path: path.replace(/\{[^}]+\}/g, crypto.randomUUID()),
        method: method.toUpperCase(),
        multipart: !content["application/json"],
      });
    }
  }
});

function chunked(bytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  const piece = new Uint8Array(64 * 1024).fill(0x20);
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      sent += piece.length;
      controller.enqueue(piece);
    },
  });
}

describe("oversized request bodies on every write endpoint", () => {
  it("answer 413 with the error shape and write nothing, with or without Content-Length", async () => {
    expect(targets.length).toBeGreaterThan(20);
    const fingerprint = await dbFingerprinter(ctx.database);
    const before = await fingerprint();
    const failures: string[] = [];
    for (const t of targets) {
      const limit = t.multipart ? ctx.config.uploadMaxBytes + MULTIPART_OVERHEAD_BYTES : JSON_BODY_MAX_BYTES;
      const type = t.multipart ? "multipart/form-data; boundary=x" : "application/json";
      const bodies: [string, BodyInit][] = [
        ["content-length", `"${" ".repeat(limit)}"`],
        ["chunked", chunked(limit + 128 * 1024)],
      ];
      for (const [how, body] of bodies) {
        const res = await ctx.app.request(t.path, {
          method: t.method,
          headers: { "content-type": type, cookie },
          body,
          duplex: "half",
        } as RequestInit);
        const text = await res.text();
        const parsed = JSON.parse(text || "{}") as { error?: { code?: string; message?: string } };
        if (res.status !== 413 || parsed.error?.code !== "payload_too_large" || !parsed.error.message) {
          failures.push(`${t.key} (${how}): ${res.status} ${text.slice(0, 120)}`);
        }
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
    expect(await fingerprint()).toBe(before);
  });
});
