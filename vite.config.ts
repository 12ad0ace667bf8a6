import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { renderIndexHtml, siteConfigFromEnv } from "./src/shared/site.ts";

const apiPort = Number(process.env.API_PORT ?? 3001);
const outDir = path.resolve("dist/web");

/** In dev the API server is not the one serving index.html, so fill the placeholders here. */
const devIndex: Plugin = {
  name: "keyhold-dev-index",
  apply: "serve",
  transformIndexHtml: (html) => renderIndexHtml(html, siteConfigFromEnv(process.env)),
};

/** Writes .br and .gz beside each text asset so the server sends them without compressing per request. */
const precompress: Plugin = {
  name: "keyhold-precompress",
  apply: "build",
  closeBundle() {
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(js|css|html|svg|json|txt|xml|webmanifest)$/.test(name) && !name.endsWith(".map")) {
          const data = readFileSync(full);
          if (data.length < 1024) continue;
          writeFileSync(
            `${full}.br`,
            brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
        }
      }
    };
    walk(outDir);
  },
};

/**
 * React Router's package exports only its development build (warnings and dev checks included);
 * the production build it ships beside it is about 8 KB gzip smaller in the entry chunk that every
 * page loads. Built bundles use that one; dev keeps the development build and its warnings.
 */
const routerProduction = path.resolve("node_modules/react-router/dist/production/index.mjs");

/**
 * `vite build` makes the browser app (dist/web); `vite build --ssr` the server renderer of the public
 * pages (src/web/entry-server.tsx to dist/ssr/entry-server.js, loaded by src/server/ssr).
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: "src/web",
  publicDir: isSsrBuild ? false : "public",
  plugins: [react(), tailwindcss(), devIndex, ...(isSsrBuild ? [] : [precompress])],
  resolve: {
    tsconfigPaths: true,
    alias:
      command === "build" && !isSsrBuild ? [{ find: /^react-router$/, replacement: routerProduction }] : [],
  },
  build: isSsrBuild
    ? {
        rolldownOptions: { input: path.resolve("src/web/entry-server.tsx") },
        // Not dist/server: that is the server bundle's own (vite.server.config.ts empties it).
        outDir: path.resolve("dist/ssr"),
        emptyOutDir: true,
        sourcemap: true,
      }
    : { outDir, emptyOutDir: true, sourcemap: true, manifest: true },
  server: { port: 3000, proxy: { "/api": `http://127.0.0.1:${apiPort}` } },
}));
