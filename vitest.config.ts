import os from "node:os";
import { defineConfig } from "vitest/config";

/**
 * Web test files that leave listeners on the document for the page's life (the islands entry
 * starts the signed-in check of static pages, which nothing stops): each gets a jsdom of its own.
 */
const WEB_OWN_DOCUMENT = ["src/web/islands.test.tsx"];

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Every run takes each file's tests in a new order (the seed is printed; --sequence.seed=N
    // repeats one): each test builds its own data, and this keeps it so. Files cannot share data
    // (a database each), so they go longest first (Vitest's own order: last run's durations, else
    // size), not shuffled: a long file drawn last kept one core busy while the other idled.
    sequence: { shuffle: { files: false, tests: true } },
    // One test file per core. Vitest's default leaves one core to itself (cores - 1), which on the
    // 2-core CI machine ran every file one after another with a core idle; its own work is small.
    maxWorkers: Math.max(1, os.availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["src/shared/**/*.test.ts", "src/web/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          include: ["src/web/**/*.test.tsx"],
          exclude: WEB_OWN_DOCUMENT,
          environment: "jsdom",
          setupFiles: ["src/web/test/setup.ts"],
          // The files of a worker share one document and module graph instead of each building a
          // jsdom and loading React again (the project: 65 s -> 19 s on 2 cores). Each test renders
          // into a clean body (setup.ts unmounts it and restores stubs); a file that leaves
          // something on the document for good goes in WEB_OWN_DOCUMENT instead.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "web-own-document",
          include: WEB_OWN_DOCUMENT,
          environment: "jsdom",
          setupFiles: ["src/web/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          globalSetup: ["src/server/test/global-setup.ts"],
          // Closes the databases each file opened (test/harness.ts closeTestContexts).
          setupFiles: ["src/server/test/setup.ts"],
          // The files of a worker share one module graph instead of each loading the whole server
          // again (~6 s of CPU per file, about a third of the API suite's CPU). They share nothing
          // else: each file opens its own database and app (test/harness.ts), no file mocks a
          // module or stubs globals, and module-level caches are keyed by database or deps.
          isolate: false,
          include: ["src/server/**/*.test.ts"],
          exclude: ["src/server/**/*.fault.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Faults that disturb the whole machine's database server (a cluster restart): run alone,
          // after the API suite, by .ci/run's PostgreSQL pass (FAULTS_PG_RESTART=1).
          name: "faults",
          globalSetup: ["src/server/test/global-setup.ts"],
          include: ["src/server/**/*.fault.test.ts"],
          environment: "node",
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
