import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createPreloadHints } from "./preload";

// A build's manifest in miniature: the entry (index.html, with the site's stylesheet), a chunk
// the app and the islands share, the router (the app's only), the two and two pages.
const dir = mkdtempSync(path.join(os.tmpdir(), "keyhold-preload-"));
mkdirSync(path.join(dir, ".vite"));
writeFileSync(
  path.join(dir, ".vite/manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-1.js", css: ["assets/index-1.css"] },
    _shared: { file: "assets/shared-1.js", imports: ["index.html"] },
    _router: { file: "assets/router-1.js", imports: ["index.html"] },
    "start.tsx": { file: "assets/start-1.js", imports: ["index.html", "_shared", "_router"] },
    "islands.tsx": { file: "assets/islands-1.js", imports: ["index.html", "_shared"] },
    "features/home/HomePage.tsx": {
      file: "assets/HomePage-1.js",
      imports: ["_router"],
      css: ["assets/HomePage-1.css"],
    },
    "features/properties/PropertiesPage.tsx": { file: "assets/PropertiesPage-1.js", imports: ["_router"] },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const hints = createPreloadHints(dir);

describe("preload hints", () => {
  it("a static page rendered on the server: the islands' scripts and the page's stylesheet only", () => {
    expect(hints.files("/")).toEqual({
      scripts: ["assets/islands-1.js", "assets/shared-1.js"],
      css: ["assets/HomePage-1.css"],
    });
  });

  it("an app page: the app's and the page's scripts, never the entry's stylesheet a second time", () => {
    const files = hints.files("/properties");
    expect(files.scripts).toEqual([
      "assets/start-1.js",
      "assets/shared-1.js",
      "assets/router-1.js",
      "assets/PropertiesPage-1.js",
    ]);
    expect(files.css).toEqual([]);
  });

  it("the client-rendered app (a signed-in visitor) on a static page's path loads the app", () => {
    const tags = hints.tags("/");
    expect(tags).toContain('href="/assets/start-1.js"');
    expect(tags).toContain('href="/assets/HomePage-1.js"');
    expect(tags).not.toContain("islands-1.js");
    expect(tags).not.toContain("index-1.css");
  });
});
