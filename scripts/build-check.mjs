// Whether a build of `npm start` is up to date, by the content of its inputs (issue 34 item 11).
//
// Comparing modification times alone rebuilt whenever any file under the input folders was
// touched: a test edited, `npm run typecheck` rewriting src/web/lib/api-schema.gen.d.ts with the
// same text, `npm install` rewriting package-lock.json, a checkout. On a loaded machine each
// needless rebuild of the three bundles costs tens of seconds. Now each build leaves a stamp
// (dist/.stamps/<build>.json: every input's size, mtime and SHA-1, and the output's mtime). A file
// whose size and mtime match the stamp is not read again; one whose mtime moved is hashed, and only
// a different hash (or a file added or removed) rebuilds. Files that never reach a bundle (tests,
// type declarations) are not inputs.
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";

/** Test files and type declarations: never part of a bundle, so editing them rebuilds nothing. */
export const notAnInput = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name) || /\.d\.[cm]?ts$/.test(name);

/** The input files below `inputs` (folders or files, relative to root), sorted, with size and mtime. */
export function inputFiles(root, inputs) {
  const files = [];
  const walk = (rel) => {
    const full = path.join(root, rel);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (!stat.isDirectory()) {
      files.push({ rel, size: stat.size, mtimeMs: stat.mtimeMs });
      return;
    }
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      if (!entry.isDirectory() && notAnInput(entry.name)) continue;
      walk(path.join(rel, entry.name));
    }
  };
  for (const input of inputs) walk(input);
  return files.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
}

const sha1 = (file) => createHash("sha1").update(readFileSync(file)).digest("hex");
const stampFile = (root, build) =>
  path.join(root, "dist/.stamps", `${build.output.replace(/[^a-z0-9]+/gi, "-")}.json`);

function readStamp(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

function writeStamp(file, stamp) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(`${file}.tmp`, JSON.stringify(stamp));
  renameSync(`${file}.tmp`, file);
}

const listed = (names) =>
  names.length > 3 ? `${names.slice(0, 3).join(", ")} and ${names.length - 3} more` : names.join(", ");

/**
 * Checks one build ({ output, inputs }). Answers `reason` (null when up to date, else why it must be
 * built), `hashed` (how many inputs it read) and `record()`, to call once the build succeeded: it
 * stamps the inputs as they were when checked (before the build read them), so an edit made during
 * a build rebuilds next time.
 */
export function checkBuild(root, build) {
  const output = path.join(root, build.output);
  const file = stampFile(root, build);
  const stamp = readStamp(file);
  const outputMtimeMs = existsSync(output) ? statSync(output).mtimeMs : null;
  const valid = Boolean(stamp?.files) && outputMtimeMs !== null && stamp.outputMtimeMs === outputMtimeMs;
  const files = inputFiles(root, build.inputs);
  let hashed = 0;
  // [size, mtime, SHA-1] of each input: the stamp's while size and mtime are unchanged, else read.
  const now = {};
  for (const f of files) {
    const known = valid ? stamp.files[f.rel] : undefined;
    if (known && known[0] === f.size && known[1] === f.mtimeMs) now[f.rel] = known;
    else {
      hashed++;
      now[f.rel] = [f.size, f.mtimeMs, sha1(path.join(root, f.rel))];
    }
  }
  const record = () => writeStamp(file, { outputMtimeMs: statSync(output).mtimeMs, files: now });
  if (outputMtimeMs === null) {
    return { reason: `no build found (${build.output} is missing)`, record, hashed };
  }
  if (!valid) {
    // No stamp for this output (the first check since `npm run build`, or an older start script):
    // modification times decide once, and an up-to-date build is stamped for the next start.
    const newer = files.filter((f) => f.mtimeMs > outputMtimeMs).map((f) => f.rel);
    if (newer.length) {
      return { reason: `sources changed since the last build (${listed(newer)})`, record, hashed };
    }
    record();
    return { reason: null, record, hashed };
  }
  const changed = files.filter((f) => stamp.files[f.rel]?.[2] !== now[f.rel][2]).map((f) => f.rel);
  const removed = Object.keys(stamp.files).filter((rel) => !(rel in now));
  if (changed.length || removed.length) {
    return {
      reason: `sources changed since the last build (${listed([...changed, ...removed])})`,
      record,
      hashed,
    };
  }
  // Touched but unchanged: keep the new mtimes, so the next check reads nothing again.
  if (hashed) record();
  return { reason: null, record, hashed };
}
