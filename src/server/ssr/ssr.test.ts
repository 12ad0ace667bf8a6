/**
 * Server-rendered public pages, read as raw HTML with no JavaScript: content, head, status and
 * what an anonymous visitor may see. The renderer is the web app's own entry (src/web/entry-server.tsx),
 * loaded from source, over a copy of src/web/index.html as the built page.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isStaticPublicPage, staticPublicPages } from "@shared/route-modules";
import { beforeAll, describe, expect, it } from "vitest";
import { createPost, trustedAgent } from "../features/blogs/blogs.factories";
import {
  createProperty,
  createWorld,
  jpeg,
  uploadPhoto,
  type World,
} from "../features/properties/properties.factories";
import type { TestContext } from "../test/harness";
import { pageHtml } from "./page";

let ctx: TestContext;
let w: World;

function distWithIndex() {
  const dir = mkdtempSync(path.join(tmpdir(), "kh-ssr-dist-"));
  writeFileSync(path.join(dir, "index.html"), readFileSync(path.resolve("src/web/index.html")));
  return dir;
}

beforeAll(async () => {
  w = await createWorld({ webDistDir: distWithIndex(), ssrEntry: path.resolve("src/web/entry-server.tsx") });
  ctx = w.ctx;
});

const tag = () => `T${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;

async function page(pathname: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.request(pathname, { headers });
  return { status: res.status, type: res.headers.get("content-type") ?? "", html: await res.text() };
}

/** The <head> and the rendered app of a page. */
const parts = (html: string) => ({
  head: html.slice(0, html.indexOf("</head>")),
  root: html.slice(
    html.indexOf('<div id="root">'),
    html.indexOf('<script type="application/json" id="ssr-data"'),
  ),
});

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

const attr = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe("server-rendered public pages", () => {
  it("home: the newest listings in the HTML, its title, canonical, Open Graph and Organization JSON-LD", async () => {
    const title = `Home listing ${tag()}`;
    await createProperty(w, w.landlord, { title, status: "available", published: true });
    const { status, html } = await page("/");
    expect(status).toBe(200);
    const { head, root } = parts(html);
    expect(root).toContain("Latest listings");
    expect(root).toContain(title);
    expect(head).toContain("<title>Property management and lettings | ");
    expect(head).toContain(`<link rel="canonical" href="${ctx.config.publicUrl}/" />`);
    expect(head).toContain('<meta property="og:title" content="Property management and lettings" />');
    expect(head).toContain(`<meta property="og:url" content="${ctx.config.publicUrl}/" />`);
    expect(head).toContain('<link rel="alternate" type="application/rss+xml"');
    expect(jsonLd(html).map((d) => d["@type"])).toContain("Organization");
    // No loading screen over content that is already there, and no inline script (the CSP has none).
    expect(html).not.toContain('id="app-loader"');
    expect(html).not.toMatch(/<script>/);
    // A static public page: only the shell's parts hydrate, and they need no data (decision 0014).
    expect(html).toMatch(
      /<script type="application\/json" id="ssr-data" data-islands data-preload="[^"]*">\{\}<\/script>/,
    );
  });

  it("every static public page is rendered whole, with no read left for the browser (decision 0014)", async () => {
    // Every static page the sitemap lists (each service category and service among them).
    const sitemap = (await page("/sitemap.xml")).html;
    const paths = [...sitemap.matchAll(/<loc>[^<]*?(\/[^<]*)<\/loc>/g)]
      .map((m) => new URL(m[1]!, "http://x").pathname)
      .filter(isStaticPublicPage);
    expect(paths.length).toBeGreaterThanOrEqual(staticPublicPages.size);
    for (const path of paths) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('id="ssr-data" data-islands');
    }
    // The investor services page reads the live rent check in the browser: the app's, not islands.
    const investor = await page("/services/investor");
    expect(investor.html).toContain('id="ssr-data" data-preload=');
  });

  it("property page: content, head, Open Graph image, RealEstateListing JSON-LD and the cover preload", async () => {
    const t = tag();
    const p = await createProperty(w, w.landlord, {
      title: `Sunny flat ${t}`,
      city: `Town${t}`,
      addressLine1: `7 Private Road ${t}`,
      rentAmount: 123_400,
      status: "available",
      published: true,
    });
    expect((await uploadPhoto(w, w.landlord, p.id, await jpeg())).status).toBe(201);
    const { status, html } = await page(`/properties/${p.id}`);
    expect(status).toBe(200);
    const { head, root } = parts(html);
    expect(root).toContain(`Sunny flat ${t}`);
    expect(root).toContain("£1,234");
    expect(root).toMatch(/<img [^>]*fetchPriority="high"/);
    expect(head).toContain(`<title>Sunny flat ${t}, Town${t} | `);
    // The app hydrates the whole page with the server's answers: nothing is fetched twice.
    expect(html).not.toContain("data-islands");
    const data = JSON.parse(
      attr(html, /<script type="application\/json" id="ssr-data"[^>]*>([\s\S]*?)<\/script>/)!,
    );
    expect(data.queries.length).toBeGreaterThan(0);
    expect(head).toContain(`<link rel="canonical" href="${ctx.config.publicUrl}/properties/${p.id}" />`);
    expect(head).toContain(`<meta property="og:title" content="Sunny flat ${t}, Town${t}" />`);
    expect(attr(head, /<meta property="og:description" content="([^"]*)"/)).toMatch(
      /^£1,234 per month: .* in Town/,
    );
    expect(attr(head, /<meta property="og:image" content="([^"]*)"/)).toMatch(
      new RegExp(`^${ctx.config.publicUrl}/api/property-images/`),
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const preload = /<link rel="preload" as="image" fetchpriority="high" [^>]*>/.exec(head)?.[0];
    expect(preload).toMatch(/imagesrcset="\/api\/property-images\/[^"]+ 400w, /);
    const listing = jsonLd(html).find((d) => d["@type"] === "RealEstateListing");
    expect(listing?.name).toBe(`Sunny flat ${t}`);
    expect(listing?.offers).toMatchObject({ "@type": "Offer", price: "1234.00", priceCurrency: "GBP" });
    // The street address stays private until a viewing.
    expect(html).not.toContain("Private Road");
    // Sent by the browser itself before hydration, the form must never put personal data in a URL.
    expect(root).toMatch(/<form(?=[^>]*method="post")[^>]*aria-label="Enquiry form"/);
  });

  it("the contact page's form posts (a browser sending it before hydration puts nothing in the URL)", async () => {
    const { status, html } = await page("/contact");
    expect(status).toBe(200);
    expect(parts(html).root).toMatch(/<form(?=[^>]*method="post")[^>]*aria-label="Contact form"/);
  });

  it("article: the post's content, head, og:type article and BlogPosting JSON-LD, one canonical", async () => {
    const author = await trustedAgent(ctx, { name: "Rita Writer" });
    const t = tag();
    const post = await createPost(ctx, author, {
      title: `Deposits ${t}`,
      excerpt: `All about deposits ${t}`,
      content: `## Protection\n\nEvery deposit ${t} must be protected.`,
      published: true,
    });
    const { status, html } = await page(`/blogs/${post.slug}`);
    expect(status).toBe(200);
    const { head, root } = parts(html);
    expect(root).toContain(`Every deposit ${t} must be protected.`);
    expect(head).toContain(`<title>Deposits ${t} | `);
    expect(head.match(/rel="canonical"/g)).toHaveLength(1);
    expect(head).toContain(`<link rel="canonical" href="${ctx.config.publicUrl}/blogs/${post.slug}" />`);
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(head).toContain(`<meta name="description" content="All about deposits ${t}" />`);
    const posting = jsonLd(html).find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: `Deposits ${t}`, author: { name: "Rita Writer" } });
    // A static public page: the article hydrates only the shell's parts (decision 0014).
    expect(html).toContain('id="ssr-data" data-islands');

    // By id: sent to the slug for good, query kept, before any page is rendered.
    const byId = await ctx.app.request(`/blogs/${post.id}?ref=mail`);
    expect(byId.status).toBe(301);
    expect(byId.headers.get("location")).toBe(`/blogs/${post.slug}?ref=mail`);
    expect(await byId.text()).toBe("");
  });

  it("the listing search renders its query's results", async () => {
    const t = tag();
    await createProperty(w, w.landlord, {
      title: `In town ${t}`,
      city: `City${t}`,
      status: "available",
      published: true,
    });
    const { status, html } = await page(`/properties?city=City${t}`);
    expect(status).toBe(200);
    expect(parts(html).root).toContain(`In town ${t}`);
    expect(parts(html).root).toContain("1 property");
  });

  it("answers 404 with the 404 page for unknown paths, unknown and draft properties and draft posts", async () => {
    const t = tag();
    const draft = await createProperty(w, w.landlord2, { title: `Draft home ${t}` });
    const author = await trustedAgent(ctx);
    const draftPost = await createPost(ctx, author, { title: `Draft post ${t}`, content: "Soon." });
    for (const pathname of [
      `/no-such-page-${t}`,
      "/properties/00000000-0000-4000-8000-000000000000",
      `/properties/${draft.id}`,
      `/blogs/${draftPost.slug}`,
      `/blogs/${draftPost.id}`,
    ]) {
      const { status, html } = await page(pathname);
      expect(status, pathname).toBe(404);
      expect(parts(html).root, pathname).toContain("Page Not Found");
      expect(html, pathname).toContain("<title>Page Not Found | ");
      expect(html, pathname).toContain('<meta name="robots" content="noindex" />');
      expect(html, pathname).not.toContain(t);
    }
  });

  it("renders as an anonymous visitor: another landlord's drafts and private details appear nowhere", async () => {
    const t = tag();
    const draft = await createProperty(w, w.landlord2, {
      title: `Secret draft ${t}`,
      city: `Hidden${t}`,
      addressLine1: `1 Secret Street ${t}`,
    });
    await createProperty(w, w.landlord2, {
      title: `Unpublished ${t}`,
      status: "available",
      published: false,
    });
    for (const pathname of ["/", "/properties", `/properties/${draft.id}`]) {
      const { html } = await page(pathname);
      expect(html, pathname).not.toContain(t);
    }
    // Searching for the draft's town (the search box echoes it) finds nothing.
    const search = await page(`/properties?city=Hidden${t}`);
    expect(search.html).toContain("0 properties");
    expect(search.html).not.toContain(`Secret draft ${t}`);
    expect(search.html).not.toContain(`Secret Street ${t}`);
    expect(search.html).not.toContain(`Unpublished ${t}`);
    // A signed-in visitor gets the client-rendered app: nothing of theirs is rendered into HTML.
    const signedIn = await page(`/properties/${draft.id}`, { cookie: w.landlord2.cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.html).toContain('<div id="root"></div>');
    expect(signedIn.html).not.toContain(t);
  });

  it("keeps the signed-in app client-rendered", async () => {
    const { status, html } = await page("/landlord/properties");
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="ssr-data"');
  });

  it("robots.txt names the sitemap, which lists public pages; /favicon.ico is an icon", async () => {
    const robots = await page("/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.type).toContain("text/plain");
    expect(robots.html).toContain(`Sitemap: ${ctx.config.publicUrl}/sitemap.xml`);
    const sitemap = await page("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.html).toContain(`<loc>${ctx.config.publicUrl}/properties</loc>`);
    const icon = await ctx.app.request("/favicon.ico");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/x-icon");
    const bytes = new Uint8Array(await icon.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it("paints before the app's scripts load: page stylesheets in the head, scripts listed for later", () => {
    const index = readFileSync(path.resolve("src/web/index.html"), "utf8");
    const html = pageHtml(
      index,
      {
        status: 200,
        body: "<main><h1>Hello</h1></main>",
        data: "{}",
        head: { title: "Hello", canonical: "http://x/", meta: {}, jsonLd: [], links: [] },
      },
      "Keyhold",
      { scripts: ["assets/start-1.js", "assets/HomePage-2.js"], css: ["assets/HomePage-3.css"] },
    );
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/HomePage-3.css">');
    expect(html).not.toContain("modulepreload");
    expect(html).toContain(
      'id="ssr-data" data-preload="/assets/start-1.js /assets/HomePage-2.js">{}</script>',
    );
  });
});
