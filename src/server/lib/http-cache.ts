import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { BusCache } from "./bus-cache";
import { COMPRESS_MIN_BYTES, dynamicEncoding, PrecompressedBody } from "./compression";

/**
 * HTTP caching of public JSON answers (the listing search, a property page): the body is kept as
 * text with a weak ETag (a hash of the body, so every instance gives the same answer the same tag),
 * served from a BusCache for a few seconds, and answered 304 when the client already holds it.
 * Only for answers that are the same for every anonymous viewer; a signed-in viewer's answer is
 * sent `private, no-store` (app.ts) and never tagged.
 */
export interface CachedJson {
  body: string;
  etag: string;
  /** The body and its compressed forms, made on the first request that accepts them. */
  packed?: PrecompressedBody;
}

/** Browsers and shared caches revalidate every time (cheap: a 304) and may show the old copy meanwhile. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, stale-while-revalidate=30";

/** A cache key for a plain object: its entries sorted, so the same question is the same key. */
export const stableKey = (o: object) =>
  JSON.stringify(
    Object.entries(o)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

export function toCachedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  return { body, etag: `W/"${createHash("sha1").update(body).digest("base64url")}"` };
}

const inFlight = new WeakMap<BusCache<CachedJson>, Map<string, Promise<CachedJson>>>();

/**
 * The cached answer, or a new one made once however many requests ask for it at the same moment
 * (each generation apart: a request after a write never shares a read begun before it).
 */
export async function cachedJson(
  cache: BusCache<CachedJson>,
  key: string,
  produce: () => Promise<unknown>,
): Promise<CachedJson> {
  const hit = cache.get(key);
  if (hit) return hit;
  const generation = cache.generation();
  let pending = inFlight.get(cache);
  if (!pending) {
    pending = new Map();
    inFlight.set(cache, pending);
  }
  const flightKey = `${generation}\u0000${key}`;
  const running = pending.get(flightKey);
  if (running) return running;
  const made = produce().then((value) => {
    const entry = toCachedJson(value);
    cache.set(key, entry, generation);
    return entry;
  });
  pending.set(flightKey, made);
  try {
    return await made;
  } finally {
    pending.delete(flightKey);
  }
}

/** Whether the request's If-None-Match names this ETag (weak comparison, lists and `*` allowed). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = bare(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === wanted);
}

/**
 * Sends a cached public answer: 304 (no body) when the client holds it, else the JSON, both with
 * the ETag and public caching headers. `Vary: Cookie` keeps shared caches from giving a signed-in
 * viewer (whose answer may differ) the anonymous copy.
 */
export function sendPublicJson(c: Context, entry: CachedJson): Response {
  const headers = {
    ETag: entry.etag,
    "Cache-Control": PUBLIC_CACHE_CONTROL,
    Vary: "Cookie",
  };
  if (matchesEtag(c.req.header("if-none-match"), entry.etag)) return c.body(null, 304, headers);
  // Compressed once per cached entry, not per request (the compression middleware leaves a body
  // that already has a Content-Encoding alone).
  const encoding =
    entry.body.length >= COMPRESS_MIN_BYTES ? dynamicEncoding(c.req.header("accept-encoding")) : null;
  if (encoding) {
    entry.packed ??= new PrecompressedBody(entry.body);
    const bytes = entry.packed.get(encoding);
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      ...headers,
      Vary: "Cookie, Accept-Encoding",
      "Content-Type": "application/json",
      "Content-Encoding": encoding,
      "Content-Length": String(bytes.byteLength),
    });
  }
  return c.body(entry.body, 200, { ...headers, "Content-Type": "application/json" });
}

/** The session cookie better-auth sets (with or without the __Secure- prefix), or its cookie cache. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_(?:token|data)=/;

/**
 * A request that carries no session: its public answers are the same as everyone's. Decided from
 * the cookie alone (no database): a stale or forged session cookie only costs the cached path.
 */
export const isAnonymous = (c: Context) => !SESSION_COOKIE.test(c.req.header("cookie") ?? "");
