import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

export type { Page };
export { expect };

type ConsentValue = "true" | "false";

interface Options {
  /**
   * Cookie-consent choice stored in local storage before the page loads, so the banner
   * does not cover the page. `null` leaves storage alone (the banner tests use that).
   */
  cookieConsent: ConsentValue | null;
  /**
   * Console errors a test expects and tolerates (one pattern, alternatives with `|`); anything
   * else fails the test. A pattern rather than an array: Playwright reads an array in
   * `test.use` as a `[value, options]` fixture tuple.
   */
  allowedConsoleErrors: RegExp | undefined;
}

interface Fixtures {
  /** Auto: fails the test when the page logged a console error or threw an uncaught error. */
  failOnConsoleErrors: undefined;
}

/**
 * A server-rendered public page paints first and hydrates after (src/web/main.tsx): until then
 * its buttons do nothing. Resolves once the page in the tab is not one, or has hydrated.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById("ssr-data") || document.documentElement.dataset.hydrated !== undefined,
    undefined,
    { timeout: 15_000 },
  );
}

export const test = base.extend<Options & Fixtures>({
  cookieConsent: ["true", { option: true }],
  // Navigations resolve once a server-rendered page has hydrated, as a person would see it work.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(page);
    for (const name of ["goto", "reload", "goBack"] as const) {
      const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page["reload"]>;
      Object.assign(page, {
        [name]: async (...args: unknown[]) => {
          const res = await navigate(...args);
          await hydrated(page);
          return res;
        },
      });
    }
    await use(page);
  },
  allowedConsoleErrors: [undefined, { option: true }],
  failOnConsoleErrors: [
    async ({ page, cookieConsent, allowedConsoleErrors }, use) => {
      if (cookieConsent !== null) {
        await page.addInitScript((value) => {
          try {
            if (window.localStorage.getItem("cookieConsent") === null) {
              window.localStorage.setItem("cookieConsent", value);
            }
          } catch {
            // Pages without storage (about:blank) have nothing to set.
          }
        }, cookieConsent);
      }
      const problems: string[] = [];
      const allowed = (text: string) => allowedConsoleErrors?.test(text) ?? false;
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        // Chromium logs every 4xx fetch; an API answering 4xx (wrong password, invalid form, signed
        // out) is part of its contract and checked through the UI. 5xx and non-API 4xx still fail.
        if (isExpectedApiClientError(msg.text(), msg.location().url)) return;
        // A missing page answers 404 with the 404 page (server-rendered): that status is its contract.
        if (/status of 404\b/.test(msg.text()) && msg.location().url === page.url()) return;
        const where = msg.location().url ? ` (${msg.location().url})` : "";
        const text = `console.error: ${msg.text()}${where}`;
        if (!allowed(text)) problems.push(text);
      });
      page.on("pageerror", (err) => {
        const text = `pageerror: ${err.name}: ${err.message}`;
        if (!allowed(text)) problems.push(text);
      });
      await use(undefined);
      expect(problems, `the page reported errors at ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
});

/** Chromium's log line for an /api answer in the 4xx range: part of the API's contract, not a page error. */
export function isExpectedApiClientError(text: string, url: string) {
  return (
    /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text) &&
    new URL(url || "about:blank", "http://x").pathname.startsWith("/api/")
  );
}

/** Opens a path and waits until its page has rendered: a visible h1 and the initial loader gone. */
export async function openPage(page: Page, pathname: string) {
  await page.goto(pathname);
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.locator("#app-loader")).toHaveCount(0);
}

const A11Y_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core run straight in the page, injected once per document. @axe-core/playwright injects it
 * again for every check and finishes each run in a new blank page: 2–3.4 s of Chromium CPU per
 * check on the 2-core CI machine, against 0.4–0.7 s to inject once and 0.3–0.7 s per run here
 * (measured on the same public pages). The app has no frames, so the top document is the page.
 */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  const injected = await page.evaluate(() => "axe" in window);
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(
    (opts) =>
      (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        opts,
      ),
    options,
  );
}

/**
 * Best-practice rules that fail whatever impact axe gives them: landmarks must have unique names
 * (two "navigation" landmarks called the same cannot be told apart in a screen reader's list).
 */
const ALWAYS_FAIL_RULES = ["landmark-unique"];

/** Every serious or critical axe violation on the current page (plus ALWAYS_FAIL_RULES), one line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // The first-paint loading screen fades out over 0.2 s after a (re)load: axe would read its
  // half-transparent text as low contrast. Check the page once it is gone.
  await page
    .locator("#app-loader")
    .waitFor({ state: "detached", timeout: 5_000 })
    .catch(() => undefined);
  // A control just clicked may still be fading to its new colours (transition-colors): axe would
  // measure the contrast of an in-between frame. Let running CSS transitions finish first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await runAxe(page, {
    runOnly: { type: "tag", values: A11Y_TAGS },
    // `rules` adds these to the tagged set.
    rules: Object.fromEntries(ALWAYS_FAIL_RULES.map((id) => [id, { enabled: true }])),
    resultTypes: ["violations"],
    iframes: false,
  });
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || ALWAYS_FAIL_RULES.includes(v.id))
    .map(
      (v) =>
        `${v.id} [${v.impact}] ${v.help}: ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(" "))
          .join(" | ")}${v.nodes.length > 5 ? ` (+${v.nodes.length - 5} more)` : ""}`,
    );
}

/** Runs axe on the current page; fails listing every serious or critical violation and where it is. */
export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page), `axe found serious/critical violations on ${page.url()}`).toEqual(
    [],
  );
}

/** The demo accounts' password (README). */
export const DEMO_PASSWORD = "keyhold-demo-2026";

/**
 * Signs in through the API, as a demo account (its local part: "landlord2") or any e-mail with its
 * password; the session cookie then applies to the page.
 */
export async function signInAs(page: Page, who: string, password = DEMO_PASSWORD) {
  const email = who.includes("@") ? who : `${who}@keyhold.example`;
  await page.context().clearCookies();
  const res = await page.request.post("/api/auth/sign-in", { data: { email, password } });
  expect(res.status(), `sign-in as ${email}`).toBe(200);
}
