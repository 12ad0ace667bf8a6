import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { routeModuleFor } from "@shared/route-modules";

interface Chunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * `<link rel="modulepreload">` tags for the page module of a path and its static imports (those
 * the entry does not already load), read from Vite's build manifest. Without them the browser
 * learns of the page chunk only after the entry chunk has downloaded and run.
 */
export function createPreloadHints(distDir: string): (pathname: string) => string {
  const file = path.join(distDir, ".vite/manifest.json");
  if (!existsSync(file)) return () => "";
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, Chunk>;
  const collect = (key: string, files: Set<string>, css: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const i of chunk.imports ?? []) collect(i, files, css);
  };
  const entry = new Set<string>();
  collect("index.html", entry, new Set());
  const cache = new Map<string, string>();
  return (pathname) => {
    const module = routeModuleFor(pathname);
    if (!module || !manifest[module]) return "";
    let hints = cache.get(module);
    if (hints === undefined) {
      const files = new Set<string>();
      const css = new Set<string>();
      collect(module, files, css);
      hints = [
        ...[...files]
          .filter((f) => !entry.has(f))
          .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ].join("");
      cache.set(module, hints);
    }
    return hints;
  };
}
