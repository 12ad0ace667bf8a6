import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { isStaticPublicPage, routeModuleFor } from "@shared/route-modules";

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The app's module, which the entry (src/web/main.tsx) imports: React, the router, the shell. */
export const APP_MODULE = "start.tsx";

/** What a static public page runs instead (src/web/islands.tsx, decision 0014): the shell's parts. */
const ISLANDS_MODULE = "islands.tsx";

export interface PageFiles {
  /** Script files beyond the entry chunk: the app's, then its page's. */
  scripts: string[];
  /** Stylesheets of the page's own chunks. */
  css: string[];
}

/** `<link rel="stylesheet">` tags for built CSS files. */
export const stylesheetTags = (files: string[]) =>
  files.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join("");

export interface PreloadHints {
  /** For the server's rendering of the path: a static public page's islands, else the app's. */
  files(pathname: string): PageFiles;
  /** The same as `<link rel="modulepreload">` tags (and the page's own stylesheets), for the app's HTML. */
  tags(pathname: string): string;
}

/** Adds a chunk's file, its stylesheets and those of its static imports, each once. */
function collectChunk(manifest: Record<string, Chunk>, key: string, files: Set<string>, css: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const c of chunk.css ?? []) css.add(c);
  for (const i of chunk.imports ?? []) collectChunk(manifest, i, files, css);
}

/**
 * What a page path loads beyond the entry chunk, read from Vite's build manifest: the app module
 * with its static imports and the path's page module with its own. Without the hints the browser
 * learns of each chunk only after the one before has downloaded and run.
 */
export function createPreloadHints(distDir: string): PreloadHints {
  const file = path.join(distDir, ".vite/manifest.json");
  if (!existsSync(file)) return { files: () => ({ scripts: [], css: [] }), tags: () => "" };
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, Chunk>;
  const keyOf = (module: string) =>
    Object.keys(manifest).find((k) => k === module || k.endsWith(`/${module}`));
  const appKey = keyOf(APP_MODULE);
  const islandsKey = keyOf(ISLANDS_MODULE);
  const collect = (key: string, files: Set<string>, css: Set<string>) =>
    collectChunk(manifest, key, files, css);
  const entry = new Set<string>();
  const entryCss = new Set<string>();
  collect("index.html", entry, entryCss);
  /** The files of a page module (key, "" for none) under the islands or under the app. */
  const pageFiles = (key: string, islands: boolean): PageFiles => {
    const files = new Set<string>();
    const css = new Set<string>();
    if (islands) {
      // The page's code is not run, but its stylesheets are the page's.
      if (islandsKey) collect(islandsKey, files, css);
      if (key) collect(key, new Set(), css);
    } else {
      if (appKey) collect(appKey, files, css);
      if (key) collect(key, files, css);
    }
    // Beyond the entry's own: index.html links its stylesheet already, and a second link to the
    // same sheet makes the browser match every rule twice on each style recalculation.
    return {
      scripts: [...files].filter((f) => !entry.has(f)),
      css: [...css].filter((f) => !entryCss.has(f)),
    };
  };
  const cache = new Map<string, PageFiles>();
  const resolve = (pathname: string, rendered: boolean) => {
    const module = routeModuleFor(pathname);
    const key = module && manifest[module] ? module : "";
    const islands = rendered && isStaticPublicPage(pathname);
    let hit = cache.get(`${islands}:${key}`);
    if (!hit) {
      hit = pageFiles(key, islands);
      cache.set(`${islands}:${key}`, hit);
    }
    return hit;
  };
  return {
    files: (pathname) => resolve(pathname, true),
    tags(pathname) {
      const { scripts, css } = resolve(pathname, false);
      return (
        scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join("") +
        stylesheetTags(css)
      );
    },
  };
}
