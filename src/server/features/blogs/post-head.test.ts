import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/harness";
import { createPost, trustedAgent } from "./blogs.factories";

let ctx: TestContext;

/** A built SPA of our own, shaped like src/web/index.html. */
function fakeDist() {
  const dir = mkdtempSync(path.join(tmpdir(), "keyhold-dist-"));
  writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en-GB"><head>
    <title>__APP_NAME__ | Property management and lettings</title>
    <meta name="description" content="Generic description" />
    <!--site-config-->
  </head><body><div id="root"></div><!-- ${"padding past the compression threshold ".repeat(40)}--></body></html>`,
  );
  return dir;
}

/** A post by a trusted author of its own, whose name needs escaping in the page head. */
async function create(body: Record<string, unknown>) {
  return createPost(ctx, await trustedAgent(ctx, { name: "Hannah <Head>" }), body);
}

beforeAll(async () => {
  ctx = await createTestContext({ webDistDir: fakeDist() });
});

describe("post page HTML", () => {
  it("carries the post's title, description, canonical address and Open Graph tags, escaped", async () => {
    const post = await create({
      title: 'Deposits & "fees" <explained>',
      excerpt: "What can be <b>kept</b>",
      content: "## Deposits\n\nText.",
      published: true,
    });
    for (const address of [post.slug, post.id]) {
      const res = await ctx.app.request(`/blogs/${address}`);
      expect(res.status, await res.clone().text()).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      expect(html).toContain("<title>Deposits &amp; &quot;fees&quot; &lt;explained&gt; | ");
      expect(html).toContain('<meta name="description" content="What can be &lt;b&gt;kept&lt;/b&gt;" />');
      expect(html).not.toContain("Generic description");
      expect(html).toContain(`<link rel="canonical" href="${ctx.config.publicUrl}/blogs/${post.slug}" />`);
      expect(html).toContain('<meta property="og:type" content="article" />');
      expect(html).toContain('<meta property="article:author" content="Hannah &lt;Head&gt;" />');
      expect(html).not.toContain("<b>");
    }
  });

  it("edits the page the static handler compressed, and sends it whole (signed-in visitors get the SPA)", async () => {
    const post = await create({ title: "Compressed", excerpt: "Gzip", content: "Text.", published: true });
    for (const coding of ["gzip", "br", "gzip, deflate, br"]) {
      const res = await ctx.app.request(`/blogs/${post.slug}`, { headers: { "accept-encoding": coding } });
      expect(res.status).toBe(200);
      const raw = Buffer.from(await res.arrayBuffer());
      const encoding = res.headers.get("content-encoding");
      const html =
        encoding === "gzip"
          ? gunzipSync(raw).toString()
          : encoding === "br"
            ? brotliDecompressSync(raw).toString()
            : raw.toString();
      expect(html).toContain('<meta property="og:title" content="Compressed" />');
      expect(html).toContain("padding past the compression threshold");
    }
  });

  it("inserts a title and excerpt holding $-patterns literally (String.replace cannot expand them)", async () => {
    const post = await create({
      title: "Rent $' and $` and $& and $$ here",
      excerpt: "Excerpt $' $` $& $$ $1 end",
      content: "Text.",
      published: true,
    });
    const html = await (await ctx.app.request(`/blogs/${post.slug}`)).text();
    expect(html).toContain("<title>Rent $&#39; and $` and $&amp; and $$ here | ");
    expect(html).toContain('<meta name="description" content="Excerpt $&#39; $` $&amp; $$ $1 end" />');
    expect(html).toContain('<meta property="og:description" content="Excerpt $&#39; $` $&amp; $$ $1 end" />');
    // One head, one root: nothing of the page was copied in by $` or $'.
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
  });

  it("answers 404 (with the app, which shows its 404 page) for drafts and unknown posts", async () => {
    const draft = await create({ title: "Not yet public", content: "Soon." });
    for (const address of [draft.slug, draft.id, "no-such-post"]) {
      const res = await ctx.app.request(`/blogs/${address}`);
      expect(res.status, address).toBe(404);
      const html = await res.text();
      expect(html).toContain('<div id="root">');
      expect(html).not.toContain("Not yet public");
    }
  });

  it("leaves the blog list, the feed and other pages alone", async () => {
    expect((await ctx.app.request("/blogs")).status).toBe(200);
    expect((await ctx.app.request("/blogs/rss.xml")).headers.get("content-type")).toContain("rss");
    const about = await (await ctx.app.request("/about")).text();
    expect(about).toContain("Generic description");
  });
});
