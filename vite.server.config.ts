import path from "node:path";
import { defineConfig } from "vite";

/**
 * The production server as one ES module, dist/server/main.js (`npm run build`; `npm start` runs
 * it): our TypeScript compiled once, packages from node_modules loaded by Node as they are. Starting
 * from it takes no TypeScript loader, which on Node 20 costs seconds of CPU per start (issue 19
 * item 7). Tests and `npm run dev` still run the sources through tsx and Vitest.
 */
export default defineConfig({
  root: ".",
  publicDir: false,
  resolve: { tsconfigPaths: true },
  logLevel: "warn",
  build: {
    ssr: "src/server/main.ts",
    outDir: path.resolve("dist/server"),
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    // Readable stack traces in the logs.
    minify: false,
    rollupOptions: { output: { format: "esm", entryFileNames: "main.js" } },
  },
});
