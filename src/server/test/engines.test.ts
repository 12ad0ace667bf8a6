import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { onBothEngines } from "./engines";

/** Every API test file under src/server (the "faults" project's files run apart). */
function apiTestFiles(dir = "src/server"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return apiTestFiles(p);
    return e.name.endsWith(".test.ts") && !e.name.endsWith(".fault.test.ts") ? [p] : [];
  });
}

describe("the API test files run on both engines (test/engines.ts)", () => {
  it("names files that exist", () => {
    for (const file of Object.keys(onBothEngines)) expect(existsSync(file), file).toBe(true);
  });

  it("lists every file that tests something of PostgreSQL's own, so CI never skips it", () => {
    const postgresOnly = /DATABASE_URL|secondInstance|onPostgres/;
    const missing = apiTestFiles().filter(
      (f) =>
        postgresOnly.test(readFileSync(f, "utf8")) && !(f in onBothEngines) && !f.endsWith("engines.test.ts"),
    );
    expect(missing).toEqual([]);
  });
});
