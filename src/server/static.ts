import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { renderIndexHtml, type SiteConfig } from "@shared/site";
import type { Context } from "hono";
import type { AppEnv } from "./context";
import { PrecompressedBody } from "./lib/compression";
import { createPreloadHints } from "./preload";
import { type SsrPages, sendPage } from "./ssr/page";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};

interface Asset {
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
  type: string;
  immutable: boolean;
}

/** Every built file under distDir but index.html and the build's metadata, with its .br/.gz variants. */
function loadAssets(distDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      // Build metadata such as .vite/manifest.json is for our scripts, not for visitors.
      if (name.startsWith(".")) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (!name.endsWith(".br") && !name.endsWith(".gz")) {
        const rel = `/${path.relative(distDir, full).split(path.sep).join("/")}`;
        const read = (ext: string) => (existsSync(full + ext) ? readFileSync(full + ext) : undefined);
        assets.set(rel, {
          body: readFileSync(full),
          br: read(".br"),
          gz: read(".gz"),
          type: types[path.extname(name)] ?? "application/octet-stream",
          immutable: rel.startsWith("/assets/"),
        });
      }
    }
  };
  walk(distDir);
  assets.delete("/index.html");
  return assets;
}

/** A built file, precompressed when the client accepts it; hashed assets cached for a year. */
function sendAsset(c: Context<AppEnv>, asset: Asset) {
  const accept = c.req.header("accept-encoding") ?? "";
  let body = asset.body;
  if (asset.br && /\bbr\b/.test(accept)) {
    body = asset.br;
    c.header("Content-Encoding", "br");
  } else if (asset.gz && /\bgzip\b/.test(accept)) {
    body = asset.gz;
    c.header("Content-Encoding", "gzip");
  }
  c.header("Vary", "Accept-Encoding");
  c.header("Content-Type", asset.type);
  c.header("Cache-Control", asset.immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
  return c.body(new Uint8Array(body));
}

/**
 * Serves the built SPA from memory: hashed assets cached for a year, precompressed
 * variants when the client accepts them, and index.html for every other page path.
 */
export function createStaticHandler(distDir: string, site: SiteConfig, ssr?: SsrPages) {
  let assets = new Map<string, Asset>();
  let index: string | undefined;
  const pages = new Map<string, PrecompressedBody>();
  const preloadHints = createPreloadHints(distDir);
  if (existsSync(path.join(distDir, "index.html"))) {
    assets = loadAssets(distDir);
    index = renderIndexHtml(readFileSync(path.join(distDir, "index.html"), "utf8"), site);
  }

  /** index.html with the path's preload hints: one (compressed on first use) per set of hints. */
  const indexPage = (index: string, pathname: string) => {
    const hints = preloadHints.tags(pathname);
    let page = pages.get(hints);
    if (!page) {
      page = new PrecompressedBody(hints ? index.replace("</head>", () => `${hints}</head>`) : index);
      pages.set(hints, page);
    }
    return page;
  };

  /** A page path: rendered on the server when public, else index.html for the SPA to route. */
  const sendPagePath = async (c: Context<AppEnv>, index: string) => {
    const posted = c.get("postedForm");
    // A refused post's page holds what that visitor wrote: for them alone, never stored.
    c.header("Cache-Control", posted ? "no-store" : "no-cache");
    // Public pages are rendered on the server (src/server/ssr); the signed-in app is the SPA's.
    const rendered = ssr ? await ssr(c, index, preloadHints.files(c.req.path)) : null;
    if (rendered && "location" in rendered) return c.redirect(rendered.location, rendered.status);
    if (rendered) {
      const status = rendered.status === 404 ? 404 : (posted?.status ?? 200);
      return sendPage(c, rendered.html, status);
    }
    return sendPage(c, indexPage(index, c.req.path), posted?.status ?? 200);
  };

  return async (c: Context<AppEnv>) => {
    // A refused public form post (ssr/form-posts.ts) is answered with its page rendered again.
    const posted = c.get("postedForm");
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && !posted) return c.notFound();
    const asset = posted ? undefined : assets.get(c.req.path);
    if (asset) return sendAsset(c, asset);
    // A missing file (has an extension) is a real 404; a page path is the SPA's to route.
    if (!index || path.extname(c.req.path)) return c.text("Not found", 404);
    return sendPagePath(c, index);
  };
}
