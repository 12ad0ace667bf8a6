import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { publicPagePaths } from "@shared/public-pages";
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { SSR_HEADER } from "../../ssr/page";
import { findPublishedHead, listPublishedForFeeds, publicListingUrls } from "./service-public";

const FEED_ITEMS = 50;
const SITEMAP_LIMIT = 45_000;

const xmlEscape = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[ch]!,
  );

/** Text for XML 1.0: control characters other than tab and line breaks are not allowed at all. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing exactly those characters
const xmlText = (s: string) => xmlEscape(s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ""));

const htmlEscape = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (ch) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

type FeedRow = Awaited<ReturnType<typeof listPublishedForFeeds>>[number];
type PostHead = NonNullable<Awaited<ReturnType<typeof findPublishedHead>>>;
type ListingUrl = Awaited<ReturnType<typeof publicListingUrls>>[number];

/** The RSS 2.0 document of the latest posts (newest first). */
function rssXml(base: string, site: { appName: string; locale: string }, rows: FeedRow[]): string {
  const items = rows.map(({ blog, author }) => {
    const link = `${base}/blogs/${blog.slug}`;
    return [
      "    <item>",
      `      <title>${xmlText(blog.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="false">${blog.id}</guid>`,
      `      <pubDate>${(blog.publishedAt ?? blog.createdAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${xmlText(author.name)}</dc:creator>`,
      ...blog.tags.map((t) => `      <category>${xmlText(t)}</category>`),
      `      <description>${xmlText(blog.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const latest = rows[0]?.blog.publishedAt ?? new Date();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${xmlText(`${site.appName} blog`)}</title>`,
    `    <link>${xmlText(`${base}/blogs`)}</link>`,
    `    <atom:link href="${xmlText(`${base}/blogs/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    `    <description>${xmlText(`Guides and news for UK landlords, tenants and investors from ${site.appName}.`)}</description>`,
    `    <language>${xmlText(site.locale.toLowerCase())}</language>`,
    `    <lastBuildDate>${latest.toUTCString()}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** The sitemap: the public pages, the published posts and the public listings. */
function sitemapXml(base: string, posts: FeedRow[], listings: ListingUrl[]): string {
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${xmlText(`${base}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ""}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPagePaths().map((p) => url(p)),
    ...posts.map(({ blog }) => url(`/blogs/${blog.slug}`, blog.updatedAt)),
    ...listings.map((l) => url(l.path, l.lastmod)),
    "</urlset>",
    "",
  ].join("\n");
}

/** The served index.html as the post's page: its title, description, canonical and Open Graph tags. */
function withPostHead(html: string, post: PostHead, base: string, appName: string): string {
  const url = `${base}/blogs/${post.slug}`;
  const title = `${post.title} | ${appName}`;
  const image = post.cover
    ? `${base}${post.cover.url}/${post.cover.widths.includes(1600) ? 1600 : post.cover.widths.at(-1)}`
    : undefined;
  const meta = [
    `<link rel="canonical" href="${htmlEscape(url)}" />`,
    `<meta property="og:type" content="article" />`,
    `<meta property="og:site_name" content="${htmlEscape(appName)}" />`,
    `<meta property="og:title" content="${htmlEscape(post.title)}" />`,
    `<meta property="og:description" content="${htmlEscape(post.excerpt)}" />`,
    `<meta property="og:url" content="${htmlEscape(url)}" />`,
    ...(image ? [`<meta property="og:image" content="${htmlEscape(image)}" />`] : []),
    `<meta property="article:published_time" content="${post.publishedAt}" />`,
    `<meta property="article:author" content="${htmlEscape(post.author.name)}" />`,
    `<meta name="twitter:card" content="${image ? "summary_large_image" : "summary"}" />`,
  ].join("\n    ");
  // Replacer functions: a string replacement would expand $&, $` and $' from the post's text.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${htmlEscape(title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      () => `<meta name="description" content="${htmlEscape(post.excerpt)}" />`,
    )
    .replace("</head>", () => `    ${meta}\n  </head>`);
}

/** RSS 2.0 feed of the latest posts and the sitemap; plain Hono routes outside /api. */
export function blogFeedRoutes() {
  const app = new Hono<AppEnv>();

  app.get("/blogs/rss.xml", async (c) => {
    const { database, config } = c.get("deps");
    const rows = await listPublishedForFeeds(database.db, FEED_ITEMS);
    return c.body(rssXml(config.publicUrl, config.site, rows), 200, {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    });
  });

  app.get("/sitemap.xml", async (c) => {
    const { database, config } = c.get("deps");
    const [posts, listings] = await Promise.all([
      listPublishedForFeeds(database.db, SITEMAP_LIMIT),
      publicListingUrls(database.db, SITEMAP_LIMIT),
    ]);
    return c.body(sitemapXml(config.publicUrl, posts, listings), 200, {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    });
  });

  /**
   * A post page is the SPA's, but link previews and crawlers that do not run scripts read the
   * served HTML: it gets the post's title, description, canonical address and Open Graph tags.
   * An unknown or unpublished post answers HTTP 404 (the app still shows its 404 page).
   */
  app.get("/blogs/:idOrSlug", async (c, next) => {
    // Read before next(): afterwards the params are those of the static handler's route.
    const idOrSlug = c.req.param("idOrSlug");
    await next();
    if (c.res.status !== 200 || !c.res.headers.get("content-type")?.includes("text/html")) return;
    // A server-rendered page (src/server/ssr) already carries its head and status.
    if (c.res.headers.get(SSR_HEADER)) return;
    const { database, config } = c.get("deps");
    const post = idOrSlug.length <= 200 ? await findPublishedHead(database.db, idOrSlug) : null;
    // The static handler compresses the page: read it decoded, and send the edited page as is.
    const html = decodedBody(Buffer.from(await c.res.arrayBuffer()), c.res.headers.get("content-encoding"));
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    headers.delete("content-encoding");
    // Hono copies the old response's headers onto a new one: drop the old one first.
    c.res = undefined;
    if (!post) {
      c.res = new Response(html, { status: 404, headers });
      return;
    }
    c.res = new Response(withPostHead(html, post, config.publicUrl, config.site.appName), {
      status: 200,
      headers,
    });
  });

  return app;
}

/** A response body as text, whatever content coding the static handler gave it. */
function decodedBody(raw: Buffer, encoding: string | null): string {
  if (encoding === "gzip") return gunzipSync(raw).toString("utf8");
  if (encoding === "br") return brotliDecompressSync(raw).toString("utf8");
  return raw.toString("utf8");
}
