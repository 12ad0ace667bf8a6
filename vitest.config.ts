import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Every run takes the tests in a new order (the seed is printed; --sequence.seed=N repeats one):
    // each test builds its own data, and this keeps it so.
    sequence: { shuffle: true },
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
          environment: "jsdom",
          setupFiles: ["src/web/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          globalSetup: ["src/server/test/global-setup.ts"],
          include: ["src/server/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
