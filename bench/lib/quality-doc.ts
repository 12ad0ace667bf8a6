import os from "node:os";
import { markdownTable as table, writeQualitySection as write } from "../../src/server/quality/quality-doc";

/** The machine a figure was measured on, for quoting next to it. */
export function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
}

/** Replaces the "## title" section of docs/quality.md (the tests write theirs the same way). */
export function writeQualitySection(title: string, body: string): void {
  write(title, body);
}

export function markdownTable(head: string[], rows: (string | number)[][]): string {
  return table(
    head,
    rows.map((r) => r.map(String)),
  );
}
