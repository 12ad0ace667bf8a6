/**
 * Response compression for the API and for HTML pages, built for @hono/node-server's fast path.
 *
 * hono's `compress()` cost most of a trivial route's CPU: `c.json` sets no Content-Length, so every
 * body (15 bytes included) went through a web `CompressionStream`, and its `Vary` header, set with
 * `c.header()` after the response was built, re-wrapped the response into a streamed one, which
 * pushes @hono/node-server off its fast path (a string or bytes written at once) even when the
 * client takes no compression. Here instead:
 * - bodies under COMPRESS_MIN_BYTES stay as they are (gzip would make them larger or save nothing);
 * - `Vary: Accept-Encoding` is set on the response's own headers, never by re-wrapping it;
 * - a body is compressed once, at once (zlib's synchronous gzip; bodies over SYNC_MAX_BYTES on
 *   zlib's thread pool so the event loop stays free), and answered as bytes with its Content-Length;
 * - SSE (text/event-stream), bodies already encoded, `Cache-Control: no-transform`, HEAD, 204/304,
 *   and types that do not compress (images, PDF) pass through untouched.
 * A streamed body of a compressible type other than SSE is read whole first: every such API body is
 * already in memory (JSON, CSV, iCalendar); a route that truly streams must send
 * `Cache-Control: no-transform` to pass through.
 */
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { type HeaderBag, headersOf, lightweightCache } from "./response-headers";

/** Bodies smaller than this are sent as they are. */
export const COMPRESS_MIN_BYTES = 1024;
/** Bodies larger than this are compressed on zlib's thread pool rather than on the event loop. */
export const SYNC_MAX_BYTES = 256 * 1024;

export type Encoding = "gzip" | "br";

/** gzip level 5: nearly level 6's size at about 80 % of its time, for bodies made per request. */
const GZIP_DYNAMIC = { level: 5 };
const BROTLI_DYNAMIC = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
/** Bodies compressed once and kept (index.html) get the smallest output. */
const GZIP_BEST = { level: 9 };
const BROTLI_BEST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);

let lastAccept: string | undefined;
let lastEncodings: { gzip: boolean; br: boolean } = { gzip: false, br: false };

/** Which of gzip and br the Accept-Encoding header allows (q=0 refuses; `*` allows both). */
export function acceptedEncodings(header: string | undefined): { gzip: boolean; br: boolean } {
  if (!header) return { gzip: false, br: false };
  // Browsers send the same header on every request: parse it once.
  if (header === lastAccept) return lastEncodings;
  let gzip: boolean | undefined;
  let br: boolean | undefined;
  let star = false;
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName?.trim().toLowerCase();
    const q = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === "gzip" || name === "x-gzip") gzip = allowed;
    else if (name === "br") br = allowed;
    else if (name === "*") star = allowed;
  }
  const result = { gzip: gzip ?? star, br: br ?? star };
  lastAccept = header;
  lastEncodings = result;
  return result;
}

/** The encoding for a body made per request: gzip (cheaper to make), else br, else none. */
export function dynamicEncoding(header: string | undefined): Encoding | null {
  const ok = acceptedEncodings(header);
  return ok.gzip ? "gzip" : ok.br ? "br" : null;
}

export function compressSync(body: string | Uint8Array, encoding: Encoding, best = false): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(body, best ? BROTLI_BEST : BROTLI_DYNAMIC)
    : zlib.gzipSync(body, best ? GZIP_BEST : GZIP_DYNAMIC);
}

async function compressBody(body: string | Uint8Array, size: number, encoding: Encoding): Promise<Buffer> {
  if (size <= SYNC_MAX_BYTES) return compressSync(body, encoding);
  return encoding === "br" ? brotliAsync(body, BROTLI_DYNAMIC) : gzipAsync(body, GZIP_DYNAMIC);
}

/** Adds Accept-Encoding to Vary on the headers themselves (no response re-wrap). */
export function addVary(headers: HeaderBag): void {
  const vary = headers.get("vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (vary !== "*" && !/\baccept-encoding\b/i.test(vary))
    headers.set("Vary", `${vary}, Accept-Encoding`);
}

/**
 * The body @hono/node-server's lightweight Response holds as given (a string or bytes), read
 * without turning it into a stream (lib/response-headers.ts). Undefined for any other Response
 * (a standard one, as in tests through app.request()), which is then read the standard way.
 */
function lightweightBody(res: Response): string | Uint8Array | null | undefined {
  const body = lightweightCache(res)?.[1];
  return body === null || typeof body === "string" || body instanceof Uint8Array ? body : undefined;
}

const encoder = new TextEncoder();

/** Replaces the context's response without hono re-wrapping it (which would stream its body). */
function replaceResponse(c: Context, res: Response): void {
  c.res = undefined as unknown as Response;
  c.res = res;
}

/**
 * The encoding to compress this response with, or null to leave it as it is: already encoded, HEAD,
 * no content status, declared short, `no-transform`, or a client that takes no compression.
 */
function chosenEncoding(c: Context, res: Response, headers: HeaderBag): Encoding | null {
  if (headers.has("content-encoding") || c.req.method === "HEAD") return null;
  if (res.status === 204 || res.status === 304 || res.status < 200) return null;
  const declared = headers.get("content-length");
  if (declared !== null && Number(declared) < COMPRESS_MIN_BYTES) return null;
  const encoding = dynamicEncoding(c.req.header("accept-encoding"));
  if (!encoding) return null;
  const cacheControl = headers.get("cache-control");
  if (cacheControl && /\bno-transform\b/i.test(cacheControl)) return null;
  return encoding;
}

/** The body as held, else read the standard way (null: the response has none). */
async function readBody(res: Response, held: string | Uint8Array | undefined) {
  if (held !== undefined) return held;
  if (!res.body) return null;
  return new Uint8Array(await res.arrayBuffer());
}

/** Compresses compressible responses of at least COMPRESS_MIN_BYTES for clients that accept it. */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const headers = headersOf(res);
    const type = headers.get("content-type");
    // Not compressible (images, PDF, SSE: the regex leaves out text/event-stream): untouched.
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    addVary(headers);
    // Most API answers are a few bytes held as a string: at most 3 bytes a UTF-16 unit, so a
    // string this short is under the threshold without counting or reading another header.
    const held = lightweightBody(res);
    if (held === null || (typeof held === "string" && held.length * 3 < COMPRESS_MIN_BYTES)) return;
    const encoding = chosenEncoding(c, res, headers);
    if (!encoding) return;

    const body = await readBody(res, held);
    if (body === null) return;
    const size = typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
    if (size < COMPRESS_MIN_BYTES) {
      // Read the standard way above: the body must be put back.
      if (!lightweightBody(res)) {
        replaceResponse(
          c,
          new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, headers: res.headers }),
        );
      }
      return;
    }
    const compressed = await compressBody(body, size, encoding);
    // A new response: its headers as a `Headers` (with the changes above, wherever they were made).
    const out = res.headers;
    out.set("Content-Encoding", encoding);
    out.set("Content-Length", String(compressed.byteLength));
    replaceResponse(c, new Response(new Uint8Array(compressed), { status: res.status, headers: out }));
  };
}

/**
 * A body made once and sent many times (index.html and its variants): each encoding is made on
 * first use, at the best level, and kept.
 */
export class PrecompressedBody {
  readonly identity: Uint8Array;
  #gzip?: Uint8Array;
  #br?: Uint8Array;
  /**
   * `best`: compressed at the highest levels and served as br first (index.html, made once per
   * process); otherwise at the dynamic levels, gzip first (a rendered page kept a few seconds).
   */
  constructor(
    body: string | Uint8Array,
    readonly best = true,
  ) {
    this.identity = typeof body === "string" ? encoder.encode(body) : body;
  }
  get(encoding: Encoding): Uint8Array {
    if (encoding === "br") {
      this.#br ??= new Uint8Array(compressSync(this.identity, "br", this.best));
      return this.#br;
    }
    this.#gzip ??= new Uint8Array(compressSync(this.identity, "gzip", this.best));
    return this.#gzip;
  }
}

/** The best encoding for a kept body: br (smallest), else gzip, else none. */
function keptEncoding(header: string | undefined): Encoding | null {
  const ok = acceptedEncodings(header);
  return ok.br ? "br" : ok.gzip ? "gzip" : null;
}

/**
 * Answers an HTML page compressed for the client: a string is compressed once for this response
 * (server-rendered pages), a PrecompressedBody reuses what it keeps (index.html). Bodies under
 * COMPRESS_MIN_BYTES go as they are. Always `Vary: Accept-Encoding` and a correct Content-Length.
 */
export function sendHtml(
  c: Context,
  html: string | PrecompressedBody,
  status: ContentfulStatusCode = 200,
): Response {
  const accept = c.req.header("accept-encoding");
  const headers: Record<string, string> = {
    "Content-Type": "text/html; charset=UTF-8",
    Vary: "Accept-Encoding",
  };
  let body: Uint8Array;
  if (html instanceof PrecompressedBody) {
    const encoding =
      html.identity.byteLength < COMPRESS_MIN_BYTES
        ? null
        : html.best
          ? keptEncoding(accept)
          : dynamicEncoding(accept);
    body = encoding ? html.get(encoding) : html.identity;
    if (encoding) headers["Content-Encoding"] = encoding;
  } else {
    const bytes = encoder.encode(html);
    const encoding = bytes.byteLength >= COMPRESS_MIN_BYTES ? dynamicEncoding(accept) : null;
    body = encoding ? new Uint8Array(compressSync(bytes, encoding)) : bytes;
    if (encoding) headers["Content-Encoding"] = encoding;
  }
  headers["Content-Length"] = String(body.byteLength);
  return c.body(body as Uint8Array<ArrayBuffer>, status, headers);
}
