/**
 * Module boundaries, checked by `npm run lint` (docs/decisions/0007-layout.md says why):
 * - a web feature never imports another web feature; composing pages (dashboards, home) are the
 *   documented exception, and share through components/, lib/ or src/shared otherwise;
 * - no import cycles anywhere;
 * - nothing in src/web or src/shared imports src/server;
 * - Drizzle (drizzle-orm and the table definitions) only in services, db/, jobs and tests:
 *   route declarations and handlers call services.
 * Fixtures that break each rule on purpose live in scripts/boundaries-fixtures/ (boundaries.test.ts).
 */
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
