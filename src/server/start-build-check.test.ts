import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkBuild } from "../../scripts/build-check.mjs";

/**
 * `npm start` builds again only when the content of a build's inputs changed (issue 34 item 11):
 * a touched file, a rewritten generated type file or an edited test rebuilt all three bundles
 * before, which on a loaded machine made a "warm" start take tens of seconds.
 */
let root: string;
const build = { output: "dist/web/index.html", inputs: ["src", "package-lock.json"] };

const write = (rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  writeFileSync(path.join(root, rel), text);
};
/** Sets a file's mtime `seconds` from now, content untouched (as `touch`, a checkout or a rewrite do). */
const touch = (rel: string, seconds = 60) => {
  const at = new Date(Date.now() + seconds * 1000);
  utimesSync(path.join(root, rel), at, at);
};
/** What a build does: writes its output, then start.mjs records the stamp. */
const buildNow = () => {
  const check = checkBuild(root, build);
  write(build.output, `<html>${Math.random()}</html>`);
  check.record();
  return check;
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "keyhold-build-check-"));
  write("src/main.tsx", "export const a = 1;\n");
  write("src/page.tsx", "export const b = 2;\n");
  write("src/page.test.tsx", "test\n");
  write("package-lock.json", "{}\n");
  touch("src/main.tsx", -120);
  touch("src/page.tsx", -120);
  touch("src/page.test.tsx", -120);
  touch("package-lock.json", -120);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the build check of npm start", () => {
  it("builds when there is no output, then finds the build up to date without reading a file", () => {
    expect(checkBuild(root, build).reason).toMatch(/no build found/);
    buildNow();
    expect(checkBuild(root, build)).toMatchObject({ reason: null, hashed: 0 });
  });

  it("a touched input with the same content rebuilds nothing, and is not read again", () => {
    buildNow();
    touch("src/page.tsx");
    touch("package-lock.json");
    expect(checkBuild(root, build)).toMatchObject({ reason: null, hashed: 2 });
    expect(checkBuild(root, build)).toMatchObject({ reason: null, hashed: 0 });
  });

  it("a changed, added or removed input rebuilds, naming the file", () => {
    buildNow();
    write("src/page.tsx", "export const b = 3;\n");
    expect(checkBuild(root, build).reason).toBe("sources changed since the last build (src/page.tsx)");
    buildNow();
    write("src/new.tsx", "export const c = 4;\n");
    expect(checkBuild(root, build).reason).toMatch(/src\/new\.tsx/);
    buildNow();
    rmSync(path.join(root, "src/main.tsx"));
    expect(checkBuild(root, build).reason).toMatch(/src\/main\.tsx/);
  });

  it("tests and type declarations are not inputs", () => {
    buildNow();
    write("src/page.test.tsx", "changed\n");
    write("src/other.spec.ts", "new\n");
    write("src/api-schema.gen.d.ts", "export type X = 1;\n");
    expect(checkBuild(root, build)).toMatchObject({ reason: null, hashed: 0 });
  });

  it("an edit while the build ran rebuilds next time (inputs are stamped as checked before it)", () => {
    const check = checkBuild(root, build);
    write("src/page.tsx", "export const b = 5;\n");
    write(build.output, "<html></html>");
    check.record();
    expect(checkBuild(root, build).reason).toMatch(/src\/page\.tsx/);
  });

  it("without a stamp for the output (built by npm run build), modification times decide once", () => {
    buildNow();
    // Rebuilt outside npm start: the stamp describes another output.
    write(build.output, "<html>npm run build</html>");
    expect(checkBuild(root, build)).toMatchObject({ reason: null });
    // Stamped now: a later touch is judged by content.
    touch("src/main.tsx");
    expect(checkBuild(root, build).reason).toBeNull();

    write(build.output, "<html>npm run build again</html>");
    touch(build.output, -60);
    write("src/page.tsx", "export const b = 6;\n");
    expect(checkBuild(root, build).reason).toMatch(/sources changed.*src\/page\.tsx/);
  });
});
