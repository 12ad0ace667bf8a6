import { createMiddleware } from "hono/factory";
import { errorBody } from "./errors";

/**
 * PostgreSQL text can't hold the NUL character (U+0000): any such value reaching a query fails
 * with a database error (a 500). No field of ours has a use for it, so a request carrying one in
 * its path, query or JSON body is refused here, up front, with the usual field-level 400.
 */
export const NUL_MESSAGE = "Text can't contain the NUL character (\\u0000).";

export const hasNul = (s: string) => s.includes("\u0000");
export const stripNul = (s: string) => s.replaceAll("\u0000", "");

/** Paths ("a.b.0") of the strings (or keys) holding a NUL character in a parsed JSON value. */
export function nulPaths(value: unknown, path: string[] = [], out: string[] = []): string[] {
  if (typeof value === "string") {
    if (hasNul(value)) out.push(path.join(".") || "_");
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) nulPaths(v, [...path, String(i)], out);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (hasNul(k)) out.push([...path, stripNul(k)].join(".") || "_");
      else nulPaths(v, [...path, k], out);
    }
  }
  return out;
}

const refuse = (fields: string[]) =>
  errorBody(
    "validation_error",
    `Invalid input. ${NUL_MESSAGE}`,
    Object.fromEntries(fields.map((f) => [f, NUL_MESSAGE])),
  );

/** The query fields holding a NUL; "path" when the path itself holds one; none for a clean URL. */
function urlNulFields(raw: string): "path" | string[] {
  // A NUL in the path or query can only arrive as %00 (or raw, which Node's parser refuses): a
  // URL with neither needs no parsing (the common case, on every API request).
  if (!raw.includes("%00") && !hasNul(raw)) return [];
  const url = new URL(raw);
  if (/%00/i.test(url.pathname) || hasNul(url.pathname)) return "path";
  return [...url.searchParams].filter(([k, v]) => hasNul(k) || hasNul(v)).map(([k]) => k);
}

/** The JSON body's fields holding a NUL (none when the text has none, or is not JSON). */
function bodyNulFields(text: string): string[] {
  if (!/\\u0000/i.test(text) && !hasNul(text)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  return parsed === undefined ? [] : nulPaths(parsed);
}

export const rejectNulCharacters = createMiddleware(async (c, next) => {
  const inUrl = urlNulFields(c.req.url);
  if (inUrl === "path") return c.json(errorBody("not_found", "Not found"), 404);
  if (inUrl.length) return c.json(refuse(inUrl), 400);
  const type = c.req.header("content-type") ?? "";
  if (type.includes("json") && c.req.method !== "GET" && c.req.method !== "HEAD") {
    // Cached by Hono: the route's validator reads the same text again.
    const fields = bodyNulFields(await c.req.text());
    if (fields.length) return c.json(refuse(fields), 400);
  }
  await next();
});
