import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "./context";

/** Swagger UI served from the installed package, so the docs work offline and under our CSP. */
export function mountDocs(app: Hono<AppEnv>) {
  const dir = path.dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
  const files: Record<string, [string, string]> = {
    "swagger-ui.css": ["text/css; charset=utf-8", "swagger-ui.css"],
    "swagger-ui-bundle.js": ["text/javascript; charset=utf-8", "swagger-ui-bundle.js"],
  };
  const cache = new Map<string, Buffer>();
  app.get("/api/docs/assets/:file", (c) => {
    const entry = files[c.req.param("file")];
    if (!entry) return c.json({ error: { code: "not_found", message: "Not found" } }, 404);
    let body = cache.get(entry[1]);
    if (!body) {
      body = readFileSync(path.join(dir, entry[1]));
      cache.set(entry[1], body);
    }
    c.header("Content-Type", entry[0]);
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(new Uint8Array(body));
  });
  app.get("/api/docs/init.js", (c) => {
    c.header("Content-Type", "text/javascript; charset=utf-8");
    return c.body(`window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui" });`);
  });
  app.get("/api/docs", (c) =>
    c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Keyhold API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/api/docs/assets/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`),
  );
}
