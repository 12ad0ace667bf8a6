// The parse worker when the server runs from its TypeScript sources (tests, `npm run serve`):
// worker threads start without the TypeScript loader, so this loads parse-worker.ts through tsx.
// The built server runs dist/server/parse-worker.js instead (lib/parse-pool.ts parseWorkerFile).
import { tsImport } from "tsx/esm/api";

const worker = await tsImport("./parse-worker.ts", {
  parentURL: import.meta.url,
  tsconfig: new URL("../../../tsconfig.json", import.meta.url).pathname,
});

export default worker.default;
