/**
 * Module boundaries, checked by `npm run lint` (docs/decisions/0007-layout.md says why):
 * - a web feature never imports another web feature; composing pages (dashboards, home) are the
 *   documented exception, and share through components/, lib/ or src/shared otherwise;
 * - no import cycles anywhere;
 * - nothing in src/web or src/shared imports src/server;
 * - Drizzle (drizzle-orm and the table definitions) only in services, db/, jobs and tests:
 *   route declarations and handlers call services.
 * - a server feature is used only through its front door, features/<name>/index.ts: other
 *   features, jobs, ssr/ and lib/ never reach past it. The composition roots are the exception:
 *   app.ts mounts each feature's router (router.ts, feeds.ts), db/seed.ts and main.ts compose the
 *   demo seeders (seed.ts), and a seeder may use another's (the demo accounts' password). Tests
 *   (*.test.ts, *.factories.ts, src/server/test/, src/server/quality/) may reach internals.
 * Fixtures that break each rule on purpose live in scripts/boundaries-fixtures/ (boundaries.test.ts).
 */
/** Test code may reach a feature's internals. */
const TESTS = "(\\.test\\.ts$|\\.factories\\.ts$|^src/server/(test|quality)/)";
/** A server feature's front door. */
const FRONT_DOOR = "^(src/server|scripts/boundaries-fixtures/server)/features/[^/]+/index\\.ts$";
/** A feature's demo seeder. */
const SEEDER = "^(src/server|scripts/boundaries-fixtures/server)/features/[^/]+/seed\\.ts$";
/** What the composition roots mount or compose: routers and seeders. */
const COMPOSED = "^(src/server|scripts/boundaries-fixtures/server)/features/[^/]+/(router|feeds|seed)\\.ts$";

module.exports = {
  forbidden: [
    {
      name: "no-cross-feature-web",
      comment:
        "A web feature must not import another feature. Move the shared piece to src/web/components, src/web/lib or src/shared, or compose in dashboards/home.",
      severity: "error",
      from: {
        path: "^(src/web|scripts/boundaries-fixtures/web)/features/([^/]+)/",
        pathNot: "^src/web/features/(dashboards|home)/",
      },
      to: {
        path: "^(src/web|scripts/boundaries-fixtures/web)/features/([^/]+)/",
        pathNot: "^(src/web|scripts/boundaries-fixtures/web)/features/$2/",
      },
    },
    {
      name: "no-cycles",
      comment: "Import cycles make load order matter and hide layering mistakes.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "web-and-shared-not-server",
      comment: "The browser bundle and the shared rules must never pull in server code.",
      severity: "error",
      from: { path: "^(src/web|src/shared|scripts/boundaries-fixtures/(web|shared))/" },
      to: { path: "^(src/server|scripts/boundaries-fixtures/server)/" },
    },
    {
      name: "no-drizzle-in-routes",
      comment:
        "Routes and handlers parse, call a service and map the result; data work lives in service*.ts.",
      severity: "error",
      from: {
        path: "^(src/server|scripts/boundaries-fixtures/server)/features/[^/]+/([^/]*routes|handlers)[^/]*\\.ts$",
      },
      to: { path: "(^node_modules/drizzle-orm/|/db/schema)" },
    },
    {
      name: "feature-front-door",
      comment:
        "Use another server feature only through its index.ts. Export what you need there (features/<name>/index.ts), or move the shared piece to src/server/lib or src/shared.",
      severity: "error",
      from: {
        path: "^(src/server|scripts/boundaries-fixtures/server)/features/([^/]+)/",
        pathNot: [TESTS, SEEDER],
      },
      to: {
        path: "^(src/server|scripts/boundaries-fixtures/server)/features/([^/]+)/",
        pathNot: ["^(src/server|scripts/boundaries-fixtures/server)/features/$2/", FRONT_DOOR],
      },
    },
    {
      name: "feature-front-door-seeders",
      comment: "A demo seeder uses another feature through its index.ts, or that feature's seeder.",
      severity: "error",
      from: { path: "^(src/server|scripts/boundaries-fixtures/server)/features/([^/]+)/seed\\.ts$" },
      to: {
        path: "^(src/server|scripts/boundaries-fixtures/server)/features/([^/]+)/",
        pathNot: ["^(src/server|scripts/boundaries-fixtures/server)/features/$2/", FRONT_DOOR, SEEDER],
      },
    },
    {
      name: "feature-front-door-outside",
      comment:
        "Server code outside the features (jobs, ssr, lib, db) uses a feature only through its index.ts; only app.ts mounts routers and db/seed.ts and main.ts compose seeders.",
      severity: "error",
      from: {
        path: "^(src/server|scripts/boundaries-fixtures/server)/",
        pathNot: [TESTS, "^(src/server|scripts/boundaries-fixtures/server)/features/"],
      },
      to: {
        path: "^(src/server|scripts/boundaries-fixtures/server)/features/[^/]+/",
        pathNot: [FRONT_DOOR, COMPOSED],
      },
    },
    {
      name: "feature-mounts-from-roots-only",
      comment: "Only app.ts mounts a feature's router; only db/seed.ts and main.ts compose seeders.",
      severity: "error",
      from: {
        path: "^(src/server|scripts/boundaries-fixtures/server)/",
        pathNot: [
          TESTS,
          "^(src/server|scripts/boundaries-fixtures/server)/(app|main)\\.ts$",
          "^(src/server|scripts/boundaries-fixtures/server)/db/seed\\.ts$",
          "^(src/server|scripts/boundaries-fixtures/server)/features/",
        ],
      },
      to: { path: COMPOSED },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.gen\\.d\\.ts$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
