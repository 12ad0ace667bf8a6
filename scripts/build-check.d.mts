/** Types of build-check.mjs (plain JavaScript, run by scripts/start.mjs before TypeScript is there). */
export interface BuildInputs {
  /** The file whose presence and mtime stand for the build's output, relative to the root. */
  output: string;
  /** Folders and files the build reads, relative to the root. */
  inputs: string[];
}
export interface BuildCheck {
  /** Null when up to date; else why the build must run. */
  reason: string | null;
  /** How many input files were read (hashed) for this check: 0 when nothing was touched. */
  hashed: number;
  /** Stamps the inputs as checked, against the new output: call after a successful build. */
  record(): void;
}
export function notAnInput(name: string): boolean;
export function inputFiles(root: string, inputs: string[]): { rel: string; size: number; mtimeMs: number }[];
export function checkBuild(root: string, build: BuildInputs): BuildCheck;
