import { beforeAll, describe, expect, it } from "vitest";
import { apiRouteKeys } from "../quality/route-inventory";
import { createTestContext, type TestContext } from "../test/harness";
import { privateLinkFamilies, privateLinkFamilyOf } from "./private-link-limit";

let ctx: TestContext;
// Small budgets: 3 per address for enquiry links, 12 for works links (the feed's is fixed, 60).
const publicFormLimit = { max: 1, windowMs: 60_000 };
const families = privateLinkFamilies({ publicFormLimit });

beforeAll(async () => {
  // Behind a proxy, so each route is counted from an address of its own (X-Forwarded-For).
  ctx = await createTestContext({ trustProxy: true, publicFormLimit });
});

/**
 * Routes whose secret is in the path: by convention it is named `{token}`; the calendar feed's
 * is its file name, `{file}` (`<token>.ics`). (`/api/docs/assets/{file}` is Swagger UI's.)
 */
const SECRET_IN_PATH = /\{token\}|\/calendar\/\{file\}/;

/** A request to the route with a token no route accepts: over-long (past its 200-character cap). */
function hostile(key: string, ip: string) {
  const [method, path] = key.split(" ") as [string, string];
  const url = path.replace(/\{(token|file)\}/, "x".repeat(300)).replace(/\{[^}]+\}/g, "x");
  return ctx.app.request(url, {
    method,
    headers: { "x-forwarded-for": ip, "content-type": "application/json" },
    body: method === "GET" ? undefined : "{}",
  });
}

describe("the private-link rate limit", () => {
  it("covers every route with a secret in its path", async () => {
    const keys = (await apiRouteKeys(ctx.app)).filter((k) => SECRET_IN_PATH.test(k));
    expect(keys.length).toBeGreaterThanOrEqual(3);
    const uncovered = keys.filter((k) => !privateLinkFamilyOf(families, k.split(" ")[1]!));
    expect(uncovered, "token-in-URL routes outside lib/private-link-limit.ts").toEqual([]);
    for (const prefix of ["/api/works/", "/api/enquiry-links/", "/api/calendar/"])
      expect(
        keys.some((k) => k.includes(prefix)),
        prefix,
      ).toBe(true);
  });

  it("counts every request, even a malformed token, before the route looks at it", async () => {
    const keys = (await apiRouteKeys(ctx.app)).filter((k) => SECRET_IN_PATH.test(k));
    const failures: string[] = [];
    for (const [i, key] of keys.entries()) {
      const family = privateLinkFamilyOf(families, key.split(" ")[1]!)!;
      const ip = `198.51.100.${i + 1}`;
      for (let n = 0; n < family.max; n++) {
        const res = await hostile(key, ip);
        if (res.status === 429) failures.push(`${key}: limited after ${n} of ${family.max}`);
      }
      const limited = await hostile(key, ip);
      if (limited.status !== 429) failures.push(`${key}: answered ${limited.status} past the limit`);
      else if (!(Number(limited.headers.get("retry-after")) > 0)) failures.push(`${key}: no Retry-After`);
    }
    expect(failures).toEqual([]);
  });

  it("keeps each family's budget apart, and other addresses unaffected", async () => {
    const works = families.find((f) => f.namespace === "works-link")!;
    const ip = "198.51.100.200";
    const get = (path: string, from = ip) => ctx.app.request(path, { headers: { "x-forwarded-for": from } });
    for (let n = 0; n < works.max; n++) expect((await get("/api/works/nope")).status).toBe(404);
    expect((await get("/api/works/nope")).status).toBe(429);
    expect((await get("/api/works/nope", "198.51.100.201")).status).toBe(404);
    expect((await get("/api/enquiry-links/nope")).status).toBe(404);
    // Staff routes that merely start alike are not private links.
    expect(privateLinkFamilyOf(families, "/api/works-orders")).toBeUndefined();
  });
});
