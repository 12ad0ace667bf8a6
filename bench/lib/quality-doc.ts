import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const docPath = path.resolve("docs/quality.md");

const header = `# Keyhold quality figures

Every section below is written by a script (named in it); none is typed by hand. Run the script
again to refresh its section.
`;

/** The machine a figure was measured on, for quoting next to it. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
}

/** Replaces (or appends) the section `name` of docs/quality.md, keeping the others. */
export function writeQualitySection(name: string, title: string, body: string): void {
  const doc = existsSync(docPath) ? readFileSync(docPath, "utf8") : header;
  const start = `<!-- section:${name} -->`;
  const end = `<!-- /section:${name} -->`;
  const block = `${start}\n## ${title}\n\n${body.trim()}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const next =
    from >= 0 && to > from
      ? doc.slice(0, from) + block + doc.slice(to + end.length)
      : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(docPath, next);
}

export function markdownTable(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(head), line(head.map(() => "---")), ...rows.map(line)].join("\n");
}
