import { Hono } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { describe, expect, it } from "vitest";
import { MEMO_MAX_ENTRIES, MEMO_MAX_PATH, MemoRouter } from "./memo-router";

/** A Trie router that counts its matches, inside a MemoRouter. */
function counted() {
  const inner = new TrieRouter<string>();
  let matches = 0;
  const match = inner.match.bind(inner);
  inner.match = (method, path) => {
    matches++;
    return match(method, path);
  };
  return { router: new MemoRouter<string>(inner), matches: () => matches };
}

describe("MemoRouter", () => {
  it("answers as hono's router does: static beside parameter segments, params, methods, 404", async () => {
    const routes = (app: Hono) =>
      app
        .use("/tickets/*", async (c, next) => {
          await next();
          c.header("X-Seen", "1");
        })
        .get("/tickets/bulk", (c) => c.text("bulk"))
        .get("/tickets/:id", (c) => c.text(`ticket ${c.req.param("id")}`))
        .post("/tickets/:id", (c) => c.text(`posted ${c.req.param("id")}`));
    const plain = routes(new Hono());
    const memo = routes(new Hono({ router: new MemoRouter() }));
    const cases: [string, string][] = [
      ["GET", "/tickets/bulk"],
      ["GET", "/tickets/7"],
      ["GET", "/tickets/8"],
      ["POST", "/tickets/7"],
      ["DELETE", "/tickets/7"],
      ["GET", "/nothing"],
    ];
    // Twice: the second round is answered from the kept matches.
    for (let round = 0; round < 2; round++) {
      for (const [method, path] of cases) {
        const [a, b] = await Promise.all([plain.request(path, { method }), memo.request(path, { method })]);
        expect([b.status, await b.text(), b.headers.get("x-seen")], `${method} ${path}`).toEqual([
          a.status,
          await a.text(),
          a.headers.get("x-seen"),
        ]);
      }
    }
  });

  it("matches a method and path once, and never keeps long paths", () => {
    const { router, matches } = counted();
    router.add("GET", "/a/:id", "a");
    router.match("GET", "/a/1");
    router.match("GET", "/a/1");
    expect(matches()).toBe(1);
    router.match("POST", "/a/1");
    expect(matches()).toBe(2);
    const long = `/a/${"x".repeat(MEMO_MAX_PATH)}`;
    router.match("GET", long);
    router.match("GET", long);
    expect(matches()).toBe(4);
  });

  it("keeps at most MEMO_MAX_ENTRIES matches, the oldest going first", () => {
    const { router, matches } = counted();
    router.add("GET", "/a/:id", "a");
    for (let i = 0; i <= MEMO_MAX_ENTRIES; i++) router.match("GET", `/a/${i}`);
    expect(matches()).toBe(MEMO_MAX_ENTRIES + 1);
    router.match("GET", `/a/${MEMO_MAX_ENTRIES}`);
    expect(matches()).toBe(MEMO_MAX_ENTRIES + 1);
    router.match("GET", "/a/0");
    expect(matches()).toBe(MEMO_MAX_ENTRIES + 2);
  });

  it("forgets its matches when a route is added", () => {
    const { router } = counted();
    router.add("GET", "/a/:id", "a");
    expect(router.match("GET", "/a/b")[0].map(([h]) => h)).toEqual(["a"]);
    router.add("GET", "/a/b", "b");
    expect(router.match("GET", "/a/b")[0].map(([h]) => h)).toEqual(["a", "b"]);
  });
});
