import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown";

const wide = "| Area | Rent | Yield |\n| --- | --- | --- |\n| **Leeds** | £950 | 6.1% |\n";

describe("renderMarkdown tables", () => {
  it("wraps each table in a focusable, named region that scrolls sideways", () => {
    const html = renderMarkdown(`${wide}\nText between.\n\n${wide}`);
    const regions = [
      ...html.matchAll(
        /<div class="table-scroll" role="region" tabindex="0" aria-label="([^"]*)">\s*<table>/g,
      ),
    ];
    expect(regions.map((m) => m[1])).toEqual(["Table 1: Area, Rent, Yield", "Table 2: Area, Rent, Yield"]);
    expect(html.match(/<\/table>\s*<\/div>/g)).toHaveLength(2);
  });

  it("escapes header text in the region's name", () => {
    const html = renderMarkdown('| a "quoted" <b> & c |\n| --- |\n| x |\n');
    expect(html).toContain('aria-label="Table 1: a &quot;quoted&quot; &lt;b&gt; &amp; c"');
  });

  it("numbers tables afresh for every document", () => {
    renderMarkdown(wide);
    expect(renderMarkdown(wide)).toContain('aria-label="Table 1: Area, Rent, Yield"');
  });
});
