/**
 * Initial JS and CSS (gzip) per public route of the production build, from Vite's manifest:
 * the entry chunk with its static imports, plus the route's lazy page with its static imports
 * (the router fetches that chunk before the first paint of the route). Fails when the home
 * page's initial JS is over budget. `--write` records the table in docs/quality.md.
 *
 *   npm run build && npm run budgets [-- --write]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { APP_MODULE, createPreloadHints } from "../src/server/preload";
import { isStaticPublicPage, publicRouteModules } from "../src/shared/route-modules";
import { markdownTable, writeQualitySection } from "./lib/quality-doc";

// Issue 19's target: what a server-rendered home page needs to hydrate. Home is a static public
// page (decision 0014): the entry and the shell's islands, not the app's router and query cache
// (156.2 KB when home hydrated the whole app).
const HOME_JS_BUDGET_KB = 100;

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
  isDynamicEntry?: boolean;
}

const distDir = path.resolve("dist/web");
const manifest = JSON.parse(readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as Record<
  string,
  Chunk
>;
const gzipCache = new Map<string, number>();
const gz = (file: string) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
};

function closure(key: string, js: Set<string>, css: Set<string>) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest: update src/shared/route-modules.ts`);
  if (js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const i of chunk.imports ?? []) closure(i, js, css);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: (string | number)[][] = [];
let homeJs = 0;
// The files the server lists for each page (src/server/preload.ts: a static page's islands, else
// the app and the page's chunk), on top of what index.html loads itself.
const hints = createPreloadHints(distDir);
const indexJs = new Set<string>();
const indexCss = new Set<string>();
closure("index.html", indexJs, indexCss);
for (const [route, module] of publicRouteModules) {
  if (!manifest[module])
    throw new Error(`${module} is not in the build manifest: update src/shared/route-modules.ts`);
  const page = hints.files(route);
  const js = [...indexJs, ...page.scripts];
  const jsBytes = js.reduce((n, f) => n + gz(f), 0);
  const cssBytes = [...indexCss, ...page.css].reduce((n, f) => n + gz(f), 0);
  if (route === "/") homeJs = jsBytes;
  rows.push([
    `\`${route}\``,
    isStaticPublicPage(route) ? "islands" : "app",
    kb(jsBytes),
    kb(cssBytes),
    js.length,
  ]);
}

const table = markdownTable(
  ["Route", "Hydrates", "Initial JS (KB gzip)", "Initial CSS (KB gzip)", "JS files"],
  rows,
);
console.log(table);

// Every lazy chunk of the app (each page of the signed-in app too): what it adds to the entry.
const entryJs = new Set<string>();
closure("index.html", entryJs, new Set());
closure(APP_MODULE, entryJs, new Set());
const chunkRows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry)
  .map(([key]) => {
    const js = new Set<string>();
    closure(key, js, new Set());
    const own = [...js].filter((f) => !entryJs.has(f));
    return [`\`${key}\``, kb(own.reduce((n, f) => n + gz(f), 0))] as (string | number)[];
  })
  .sort((a, b) => Number(b[1]) - Number(a[1]));
const chunkTable = markdownTable(["Lazy chunk", "JS beyond the entry (KB gzip)"], chunkRows);
console.log(`\nEntry chunk and its imports: ${kb([...entryJs].reduce((n, f) => n + gz(f), 0))} KB gzip\n`);
console.log(chunkTable);
const verdict = `Home page initial JS: ${kb(homeJs)} KB gzip (budget ${HOME_JS_BUDGET_KB} KB).`;
console.log(verdict);

if (process.argv.includes("--write")) {
  writeQualitySection(
    "Front-end budgets",
    `Written by \`npm run budgets -- --write\` from the production build's manifest (gzip level 9):
the entry chunk, the app chunk it loads first (\`start.tsx\`; after the first paint on a server-rendered page)
and the route's page chunk, with all their static imports. A static public page (decision 0014) loads the
shell's islands (\`islands.tsx\`) instead of the app and its page chunk.

${table}

${verdict}

Every lazy chunk, with what it adds to the entry chunk:

${chunkTable}`,
  );
}
if (homeJs > HOME_JS_BUDGET_KB * 1024) {
  console.error(
    `Over budget: the home page loads ${kb(homeJs)} KB of JS (gzip), budget ${HOME_JS_BUDGET_KB} KB.`,
  );
  process.exit(1);
}
