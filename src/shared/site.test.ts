import { describe, expect, it } from "vitest";
import { defaultSiteConfig, renderIndexHtml } from "./site";

const template = `<!doctype html><html><head><title>__APP_NAME__</title><!--site-config--></head><body></body></html>`;

describe("renderIndexHtml", () => {
  it("inserts settings holding $-patterns literally", () => {
    const site = { ...defaultSiteConfig, appName: "Keys $& $' $` $$", brandLine: "Line $' and $`" };
    const html = renderIndexHtml(template, site);
    expect(html).toContain("<title>Keys $&amp; $&#39; $` $$</title>");
    expect(html).toContain('"brandLine":"Line $\' and $`"');
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<!doctype html>/g)).toHaveLength(1);
  });
});
