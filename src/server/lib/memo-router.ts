import type { Result, Router } from "hono/router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";

/** Paths longer than this are matched every time (never kept). */
export const MEMO_MAX_PATH = 256;
/** At most this many (method, path) matches are kept; the oldest goes first. */
export const MEMO_MAX_ENTRIES = 2000;

/**
 * Hono's default router (SmartRouter over RegExpRouter, then TrieRouter) with each match kept by
 * method and path. Our ~800 routes mix static and parameter segments at the same place
 * (`/support/tickets/bulk-assign` beside `/support/tickets/:id`), which RegExpRouter refuses, so
 * the TrieRouter serves: it walks the tree on every request. The same paths come again and again
 * (a page's API calls, the health checks, the public search), so their match is kept. A match
 * depends only on the method and the path, and hono only reads it, as it does RegExpRouter's own
 * shared matches of static paths. Bounded: paths up to MEMO_MAX_PATH, MEMO_MAX_ENTRIES entries.
 */
export class MemoRouter<T> implements Router<T> {
  readonly #inner: Router<T>;
  readonly #memo = new Map<string, Result<T>>();

  constructor(inner: Router<T> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] })) {
    this.#inner = inner;
  }

  get name() {
    return `MemoRouter + ${this.#inner.name}`;
  }

  add(method: string, path: string, handler: T): void {
    this.#memo.clear();
    this.#inner.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    if (path.length > MEMO_MAX_PATH) return this.#inner.match(method, path);
    const key = `${method} ${path}`;
    const kept = this.#memo.get(key);
    if (kept) return kept;
    const result = this.#inner.match(method, path);
    if (this.#memo.size >= MEMO_MAX_ENTRIES) this.#memo.delete(this.#memo.keys().next().value as string);
    this.#memo.set(key, result);
    return result;
  }
}
