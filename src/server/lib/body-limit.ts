import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { errorBody } from "./errors";

/**
 * Largest request body any route reads, unless it is a file upload: JSON forms are a few KB,
 * the longest (a blog post in Markdown) well under this.
 */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;
/** Multipart framing and the small text fields sent beside the file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * One body limit in front of every route, before anything reads the body: a declared
 * Content-Length over the limit is refused at once without reading a byte; a body without one
 * (chunked) is counted as it arrives and refused as soon as it passes the limit, so no more than
 * the limit is ever held in memory. Multipart uploads may carry UPLOAD_MAX_MB plus the framing;
 * everything else (JSON) JSON_BODY_MAX_BYTES. Answers 413 with the standard error JSON; what the
 * client is still sending is discarded unread by @hono/node-server, for at most 500 ms or 64 MB,
 * after which the connection is cut. GET and HEAD pass straight through (no body is read).
 */
export function requestBodyLimit(uploadMaxBytes: number): MiddlewareHandler {
  const refuse = (message: string) => (c: Parameters<MiddlewareHandler>[0]) => {
    return c.json(errorBody("payload_too_large", message), 413);
  };
  const json = bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: refuse(`The request body is too large. The limit is ${megabytes(JSON_BODY_MAX_BYTES)}.`),
  });
  const multipart = bodyLimit({
    maxSize: uploadMaxBytes + MULTIPART_OVERHEAD_BYTES,
    onError: refuse(`The file is too large. The limit is ${megabytes(uploadMaxBytes)} per file.`),
  });
  return (c, next) => {
    // GET and HEAD carry no body we read: nothing to limit, and no wrapper on the request.
    const method = c.req.method;
    if (method === "GET" || method === "HEAD") return next();
    const type = c.req.header("content-type") ?? "";
    return type.toLowerCase().startsWith("multipart/form-data") ? multipart(c, next) : json(c, next);
  };
}
