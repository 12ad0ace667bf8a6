import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The boundaries lint (`npm run lint:boundaries`, dependency-cruiser) must catch each kind of
 * violation: it runs over scripts/boundaries-fixtures/, where each rule is broken once on purpose.
 */
function violations(target: string) {
  const bin = path.resolve("node_modules/.bin/depcruise");
  let out: string;
  try {
    out = execFileSync(bin, [target, "--config", ".dependency-cruiser.cjs", "--output-type", "json"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "pipe"],
    });
  } catch (err) {
    // depcruise exits non-zero when it finds errors; the JSON is still on stdout.
    out = (err as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as {
    summary: { violations: { rule: { name: string }; from: string; to: string; cycle?: unknown[] }[] };
  };
  return report.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe("module boundaries lint", () => {
  const found = violations("scripts/boundaries-fixtures");
  const fixtures = "scripts/boundaries-fixtures";

  it("refuses an import from one web feature into another", () => {
    expect(found).toContain(
      `no-cross-feature-web: ${fixtures}/web/features/alpha/page.ts -> ${fixtures}/web/features/beta/helper.ts`,
    );
  });

  it("refuses an import cycle", () => {
    expect(found.filter((v) => v.startsWith("no-cycles:"))).toContain(
      `no-cycles: ${fixtures}/server/cycle/first.ts -> ${fixtures}/server/cycle/second.ts`,
    );
  });

  it("refuses shared or web code importing the server", () => {
    expect(found).toContain(
      `web-and-shared-not-server: ${fixtures}/shared/uses-server.ts -> ${fixtures}/server/secret.ts`,
    );
  });

  it("refuses Drizzle in a route module", () => {
    expect(
      found.some((v) =>
        v.startsWith(`no-drizzle-in-routes: ${fixtures}/server/features/gamma/routes.ts -> `),
      ),
    ).toBe(true);
  });

  it("refuses a server feature reaching past another feature's front door (index.ts)", () => {
    expect(found).toContain(
      `feature-front-door: ${fixtures}/server/features/delta/service.ts -> ${fixtures}/server/features/gamma/internal.ts`,
    );
    // The same symbol through gamma's index.ts is allowed.
    expect(found.filter((v) => v.includes("/gamma/index.ts"))).toEqual([]);
  });

  it("refuses a job reaching past a feature's front door, or mounting its router", () => {
    expect(found).toContain(
      `feature-front-door-outside: ${fixtures}/server/jobs/job.ts -> ${fixtures}/server/features/gamma/internal.ts`,
    );
    expect(found).toContain(
      `feature-mounts-from-roots-only: ${fixtures}/server/jobs/job.ts -> ${fixtures}/server/features/gamma/router.ts`,
    );
  });

  it("finds nothing else in the fixtures", () => {
    expect(found).toHaveLength(7);
  });
});
