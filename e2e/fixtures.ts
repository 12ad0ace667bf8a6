import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

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

export const test = base.extend<Options & Fixtures>({
  cookieConsent: ["true", { option: true }],
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
  // options() replaces every option, so it comes before withTags(); `rules` adds to the tagged set.
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(ALWAYS_FAIL_RULES.map((id) => [id, { enabled: true }])) })
    .withTags(A11Y_TAGS)
    .analyze();
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
