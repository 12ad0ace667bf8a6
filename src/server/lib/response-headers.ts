/**
 * A response's headers, read and changed without building a web `Headers` object where that can
 * be avoided.
 *
 * @hono/node-server answers with a lightweight Response that keeps `[status, body, headers]` under
 * a private symbol named "cache" until something reads `.body` or `.headers`. When its headers are
 * a plain object (hono's `c.json()` and `c.text()` give one with at most a Content-Type), it writes
 * them with `writeHead` as they are. Reading `res.headers` instead turns them into a web `Headers`
 * (undici: every name and value validated, sorted when read back), and node-server then turns that
 * back into an object: on a trivial route, that and our ten security headers were a quarter of
 * its CPU (bench:request-path, the header pass off: 32 -> 40 % of bare Hono).
 *
 * `headersOf(res)` gives such a response's headers as a small map over a fresh plain object (with
 * lower-case names) that replaces the one it was given, so a shared object is never changed; any
 * other Response (a standard one, as in tests through app.request(), or one whose headers are
 * already a `Headers`) gives its own `res.headers`. Both satisfy `HeaderBag`.
 */

/** What the response passes need of a response's headers. */
export interface HeaderBag {
  get(name: string): string | null;
  has(name: string): boolean;
  set(name: string, value: string): void;
  delete(name: string): void;
}

/** node-server's default Content-Type for a body given without headers. */
const DEFAULT_CONTENT_TYPE = "text/plain; charset=UTF-8";

/** A plain object of headers with lower-case names, changed in place. */
class PlainHeaders implements HeaderBag {
  constructor(readonly record: Record<string, string>) {}
  get(name: string) {
    return this.record[name.toLowerCase()] ?? null;
  }
  has(name: string) {
    return name.toLowerCase() in this.record;
  }
  set(name: string, value: string) {
    if (/[\r\n\0]/.test(value)) throw new TypeError(`Invalid value for the ${name} header`);
    this.record[name.toLowerCase()] = value;
  }
  delete(name: string) {
    delete this.record[name.toLowerCase()];
  }
}

let cacheSymbol: symbol | undefined;

/** node-server's `[status, body, headers]` of a lightweight Response; undefined for any other. */
export function lightweightCache(res: Response): [number, unknown, unknown] | undefined {
  if (!cacheSymbol) {
    cacheSymbol = Object.getOwnPropertySymbols(res).find((s) => s.description === "cache");
    if (!cacheSymbol) return undefined;
  }
  const cache = (res as unknown as Record<symbol, unknown>)[cacheSymbol];
  return Array.isArray(cache) ? (cache as [number, unknown, unknown]) : undefined;
}

/** The plain objects this module made, so a second pass over one response reuses its own. */
const owned = new WeakSet<object>();

/** The response's headers: a plain object's where node-server holds one, else `res.headers`. */
export function headersOf(res: Response): HeaderBag {
  const cache = lightweightCache(res);
  if (!cache) return res.headers;
  const given = cache[2];
  if (given instanceof Headers || Array.isArray(given)) return res.headers;
  if (given && owned.has(given)) return new PlainHeaders(given as Record<string, string>);
  const record: Record<string, string> = {};
  if (given) {
    for (const [name, value] of Object.entries(given as Record<string, unknown>)) {
      // Anything but one string a name (a list of Set-Cookie values, say): the standard way.
      if (typeof value !== "string") return res.headers;
      record[name.toLowerCase()] = value;
    }
  } else if (cache[1] !== null) {
    record["content-type"] = DEFAULT_CONTENT_TYPE;
  }
  owned.add(record);
  cache[2] = record;
  return new PlainHeaders(record);
}
