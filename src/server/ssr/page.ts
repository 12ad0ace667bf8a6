/**
 * Server-rendered public pages: loads the web app's server renderer (dist/ssr), renders a page
 * path as an anonymous visitor and fills the built index.html with the page's body, head and data.
 */

import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { SsrHead, SsrPage, SsrRedirect, SsrRender } from "@shared/ssr";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ServerConfig } from "../config";
import type { AppEnv } from "../context";
import { PrecompressedBody, sendHtml } from "../lib/compression";
import { type PageFiles, stylesheetTags } from "../preload";
import { countViews, keptPages, notingViews, pageKey } from "./page-cache";
import { publicReads } from "./reads";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

const tag = (name: string, attrs: Record<string, string>) =>
  `<${name} ${Object.entries(attrs)
    .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
    .join(" ")} />`;

/** JSON-LD inside <script>: "</script>" and friends cannot close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** The <head> tags of a rendered page: canonical, Open Graph, Twitter card, JSON-LD, preloads. */
export function headTags(head: SsrHead, status: number, appName: string): string {
  const tags: string[] = [
    tag("link", {
      rel: "alternate",
      type: "application/rss+xml",
      title: `${appName} blog`,
      href: "/blogs/rss.xml",
    }),
  ];
  if (status !== 200) {
    tags.push(tag("meta", { name: "robots", content: "noindex" }));
    return tags.join("\n    ");
  }
  const m = head.meta;
  const title = m.title ?? head.title?.replace(` | ${appName}`, "") ?? appName;
  const description = m.description ?? head.description;
  const og: [string, string | undefined][] = [
    ["og:type", m.type ?? "website"],
    ["og:site_name", appName],
    ["og:title", title],
    ["og:description", description],
    ["og:url", head.canonical],
    ["og:image", m.image],
  ];
  tags.push(tag("link", { rel: "canonical", href: head.canonical }));
  for (const [property, content] of og) if (content) tags.push(tag("meta", { property, content }));
  const twitter: [string, string | undefined][] = [
    ["twitter:card", m.image ? "summary_large_image" : "summary"],
    ["twitter:title", title],
    ["twitter:description", description],
    ["twitter:image", m.image],
  ];
  for (const [name, content] of twitter) if (content) tags.push(tag("meta", { name, content }));
  for (const data of head.jsonLd)
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join("\n    ");
}

/**
 * The built index.html (brand and site config already filled in) as this page: its title and
 * description, the head tags, preloads first, the rendered app in #root with its data beside it,
 * and no loading screen (the content is there).
 */
export function pageHtml(index: string, page: SsrPage, appName: string, files: PageFiles): string {
  const { head, status } = page;
  const preloads = page.head.links.map((l) => tag("link", l)).join("");
  const styles = stylesheetTags(files.css);
  // The app's scripts are fetched once the page has painted (src/web/main.tsx): listed here, not
  // preloaded, so nothing competes with the stylesheet and the cover image for the first paint.
  const scripts = escapeHtml(files.scripts.map((f) => `/${f}`).join(" "));
  // Replacer functions throughout: a string replacement would expand $& and friends from content.
  let html = index
    .replace(
      /<title>[^<]*<\/title>/,
      () => `${preloads}${styles}<title>${escapeHtml(head.title ?? appName)}</title>`,
    )
    .replace("</head>", () => `    ${headTags(head, status, appName)}\n  </head>`)
    .replace(/<div id="app-loader"[\s\S]*?<\/p><\/div>\s*/, "")
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.body}</div><script type="application/json" id="ssr-data"${page.islands ? " data-islands" : ""} data-preload="${scripts}">${page.data}</script>`,
    );
  if (head.description) {
    html = html.replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${escapeHtml(head.description!)}" />`,
    );
  }
  return html;
}

/** A signed-in visitor (or one whose session may still be good) gets the client-rendered app. */
const hasSessionCookie = (c: Context) =>
  /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/.test(c.req.header("cookie") ?? "");

type RenderedPage = { status: number; html: PrecompressedBody };

/**
 * Renders the page afresh; null when the renderer fails (logged: the client-rendered app still
 * works, so it is sent rather than an error page). `views` gathers the listings the page shows.
 */
async function renderPage(
  c: Context<AppEnv>,
  render: SsrRender,
  config: Pick<ServerConfig, "publicUrl" | "site"> & { publicOrigin: string },
  views: string[],
): Promise<SsrPage | SsrRedirect | null> {
  const { database, logger } = c.get("deps");
  const db = database.db;
  const posted = c.get("postedForm")?.form;
  const { pathname, search } = new URL(c.req.url);
  try {
    return await render({
      // On the public origin whatever Host the request named: a kept page is everyone's.
      url: `${config.publicOrigin}${pathname}${search}`,
      site: config.site,
      publicUrl: config.publicUrl,
      reads: posted ? publicReads(db) : notingViews(publicReads(db), views),
      posted,
    });
  } catch (err) {
    logger.error("server rendering failed", {
      requestId: c.get("requestId"),
      path: c.req.path,
      err: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    return null;
  }
}

/**
 * Renders the public page at the request's path, or answers null (then the client-rendered app
 * is sent): no server renderer built, the path is the signed-in app's, or a session cookie came.
 */
export function createSsrPages(config: Pick<ServerConfig, "webDistDir" | "ssrEntry" | "publicUrl" | "site">) {
  const entry = config.ssrEntry ?? path.join(config.webDistDir, "../ssr/entry-server.js");
  const rendering = {
    site: config.site,
    publicUrl: config.publicUrl,
    publicOrigin: new URL(config.publicUrl).origin,
  };
  let renderer: Promise<SsrRender | null> | undefined;
  const load = () => {
    renderer ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then((m: { render: SsrRender }) => m.render)
      : Promise.resolve(null);
    return renderer;
  };
  return async (
    c: Context<AppEnv>,
    index: string,
    files: PageFiles,
  ): Promise<RenderedPage | SsrRedirect | null> => {
    // A refused form post is shown again as the anonymous page it came from, whatever cookie came.
    const posted = c.get("postedForm")?.form;
    if (!posted && hasSessionCookie(c)) return null;
    const render = await load();
    if (!render) return null;
    const db = c.get("deps").database.db;
    const kept = keptPages(db);
    const { pathname, search } = new URL(c.req.url);
    // Never kept: it holds one visitor's own words.
    const key = posted ? null : pageKey(pathname + search);
    const hit = key ? kept.get(key) : undefined;
    if (hit) {
      await countViews(db, hit);
      c.header(SSR_HEADER, "server");
      return { status: 200, html: hit.html };
    }
    const generation = kept.generation();
    const views: string[] = [];
    const page = await renderPage(c, render, rendering, views);
    if (!page) return null;
    // Not kept: it answers a lookup (an id) and costs one read.
    if ("location" in page) return page;
    c.header(SSR_HEADER, "server");
    // Compressed at the dynamic levels: most pages are asked for again within seconds or never.
    const html = new PrecompressedBody(pageHtml(index, page, config.site.appName, files), false);
    // Found pages only: an unknown URL's 404 is rendered each time rather than fill the cache.
    if (key && page.status === 200) kept.set(key, { html, views }, generation);
    return { status: page.status, html };
  };
}

export type SsrPages = ReturnType<typeof createSsrPages>;

/** Marks a server-rendered page, whose head and status are final (blogs/feeds.ts leaves it be). */
export const SSR_HEADER = "X-Rendered";

/**
 * Every HTML page leaves through here (index.html and rendered pages alike), compressed once when
 * the client accepts it (a rendered page per response; index.html's copies are kept).
 */
export function sendPage(c: Context, html: string | PrecompressedBody, status: ContentfulStatusCode) {
  return sendHtml(c, html, status);
}
