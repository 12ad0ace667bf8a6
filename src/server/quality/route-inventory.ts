import type { App } from "../app";

export interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  parameters?: { name: string; in: "query" | "path" | "header" | "cookie"; schema?: unknown }[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown> };
}

/** "GET /api/x/{id}": the key the matrix and the fuzzer use for a route. */
export const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

export async function openApiDocument(app: App): Promise<OpenApiDocument> {
  const res = await app.request("/api/openapi.json");
  if (res.status !== 200) throw new Error(`openapi.json answered ${res.status}`);
  return (await res.json()) as OpenApiDocument;
}

/**
 * Every /api route of the app: the OpenAPI document's operations plus the routes registered on
 * the Hono app itself (docs, openapi.json, anything mounted without a schema). Middleware and
 * catch-alls (method ALL, or a path with a wildcard) are not routes of their own.
 */
export async function apiRouteKeys(app: App): Promise<string[]> {
  const keys = new Set<string>();
  const doc = await openApiDocument(app);
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const method of Object.keys(ops)) keys.add(routeKey(method, path));
  }
  for (const r of app.routes) {
    if (r.method === "ALL" || !r.path.startsWith("/api/") || r.path.includes("*")) continue;
    keys.add(routeKey(r.method, r.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")));
  }
  return [...keys].sort();
}
