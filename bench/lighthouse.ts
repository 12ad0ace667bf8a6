/**
 * Lighthouse (mobile defaults) with the system Chromium on the home page, /properties and a
 * property page of the production build, the median of five runs each (LIGHTHOUSE_RUNS); scores
 * written to docs/quality.md.
 *
 *   npm run build && npm run bench:lighthouse
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { machine, markdownTable, writeQualitySection } from "./lib/quality-doc";
import { startServer } from "./lib/server";

/** Measured runs per page (after one warm-up visit); the median is recorded. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3410) });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
try {
  const listing = (await (await fetch(`${server.url}/api/properties?pageSize=1`)).json()) as {
    items: { id: string }[];
  };
  const propertyId = listing.items[0]?.id;
  if (!propertyId) throw new Error("no published property in the demo data");
  const pages: [string, string][] = [
    ["Home", "/"],
    ["Listings", "/properties"],
    ["Property page", `/properties/${propertyId}`],
  ];
  const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
  const rows: (string | number)[][] = [];
  for (const [name, path] of pages) {
    const run = async () => {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      });
      const lhr = result?.lhr;
      // A run that could not load the page (a rare Chromium hiccup) scores nothing: tried again.
      if (!lhr || lhr.runtimeError) return undefined;
      return lhr;
    };
    // The first visit warms the server's caches; then RUNS runs, of which the median is recorded
    // (one Lighthouse run swings by several points: its model multiplies the trace's CPU time).
    await run();
    const runs: NonNullable<Awaited<ReturnType<typeof run>>>[] = [];
    for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
      const lhr = await run();
      if (lhr) runs.push(lhr);
    }
    if (!runs.length) throw new Error(`Lighthouse returned nothing for ${path}`);
    const perf = (l: (typeof runs)[number]) => Math.round((l.categories.performance?.score ?? 0) * 100);
    runs.sort((a, b) => perf(a) - perf(b));
    const lhr = runs[Math.floor(runs.length / 2)]!;
    // The full median report, for reading what an audit found: .tmp/lighthouse/<page>.json
    mkdirSync(".tmp/lighthouse", { recursive: true });
    writeFileSync(`.tmp/lighthouse/${name.toLowerCase().replace(/\W+/g, "-")}.json`, JSON.stringify(lhr));
    const score = (c: (typeof categories)[number]) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? "";
    // A timing's median over the runs, with its range: one run's LCP on the same page has ranged
    // from 0.9 to 2.5 s (the simulated download of the cover photo), so the run with the median
    // score may carry an outlier of another metric.
    const timing = (id: string, unit: "s" | "ms") => {
      const values = runs.map((l) => l.audits[id]?.numericValue ?? 0).sort((a, b) => a - b);
      const show = (ms: number) =>
        unit === "s" ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms / 10) * 10} ms`;
      const median = values[Math.floor(values.length / 2)] ?? 0;
      return `${show(median)} (${show(values[0] ?? 0)}–${show(values.at(-1) ?? 0)})`;
    };
    rows.push([
      name,
      score("performance"),
      runs.map(perf).join(", "),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      timing("largest-contentful-paint", "s"),
      timing("total-blocking-time", "ms"),
      audit("cumulative-layout-shift"),
    ]);
    console.log(rows.at(-1)?.join("  "));
  }
  const table = markdownTable(
    ["Page", "Performance", "Runs", "Accessibility", "Best practices", "SEO", "LCP", "TBT", "CLS"],
    rows,
  );
  writeQualitySection(
    "Lighthouse",
    `Written by \`npm run bench:lighthouse\`: Lighthouse ${lighthouseVersion()} (mobile emulation, simulated
throttling) with Debian's Chromium on the production build and the demo data: after a warm-up
visit, the median of ${RUNS} runs by performance score (every run's score under "Runs"; CLS is the
median run's). LCP and TBT are the median of the runs' own values, with their range.
Machine: ${machine()}. Targets (issue 19): performance ≥ 98, LCP < 1.5 s,
accessibility, best practices and SEO 100.

${table}`,
  );
} finally {
  await chrome.kill();
  await server.stop();
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync("node_modules/lighthouse/package.json", "utf8")) as { version: string })
    .version;
}
