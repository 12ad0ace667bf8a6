import path from "node:path";
import { defineConfig } from "vite";

/**
 * The production server as ES modules, dist/server/main.js (`npm run build`; `npm start` runs it):
 * our TypeScript compiled once, packages from node_modules loaded by Node as they are. Starting
 * from it takes no TypeScript loader, which on Node 20 costs seconds of CPU per start (issue 19
 * item 7). Tests and `npm run dev` still run the sources through tsx and Vitest.
 * The parse worker (src/server/lib/parse-worker.ts, run in worker threads by lib/parse-pool.ts) is
 * a second entry, dist/server/parse-worker.js; the modules both entries use go to dist/server/chunks/.
 */
export default defineConfig({
  root: ".",
  publicDir: false,
  resolve: { tsconfigPaths: true },
  logLevel: "warn",
  build: {
    ssr: true,
    outDir: path.resolve("dist/server"),
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    // Readable stack traces in the logs.
    minify: false,
    rollupOptions: {
      input: { main: "src/server/main.ts", "parse-worker": "src/server/lib/parse-worker.ts" },
      output: { format: "esm", entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
