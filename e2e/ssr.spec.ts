import type { Page } from "@playwright/test";
import { hydrated as appHydrated, expect, signInAs, test } from "./fixtures";

/**
 * Server-rendered public pages hydrate cleanly: no console error or warning (React reports any
 * hydration mismatch there), no second fetch of the data the page arrived with, and the page
 * answers clicks through React (client-side navigation keeps the same document).
 */
async function watch(page: Page) {
  const messages: string[] = [];
  const dataRequests: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "warning" || msg.type() === "error") messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("request", (req) => {
    const { pathname } = new URL(req.url());
    // The session too: a rendered page is only sent to a visitor without a session cookie.
    if (/^\/api\/(properties|blogs|blog-tags|auth\/session)(\/|$)/.test(pathname))
      dataRequests.push(pathname);
  });
  return { messages, dataRequests };
}

/** Marks the document, so a later check tells a client-side navigation from a full page load. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

async function firstPropertyId(page: Page) {
  const res = await page.request.get("/api/properties?pageSize=1");
  const body = (await res.json()) as { items: { id: string }[] };
  expect(body.items.length, "the demo data has a published property").toBeGreaterThan(0);
  return body.items[0]!.id;
}

async function hydrated(page: Page, path: string) {
  const seen = await watch(page);
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  await page.waitForLoadState("networkidle");
  expect(seen.messages).toEqual([]);
  expect(seen.dataRequests, "the page's data came with the HTML").toEqual([]);
  return seen;
}

test("home hydrates only the shell's parts, and a link loads the server's next page", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
  });
  await hydrated(page, "/");
  // Decision 0014: the islands' code, not the app's (router, query cache) nor the page's.
  expect(scripts.some((s) => /\/assets\/islands-[^/]+\.js$/.test(s))).toBe(true);
  expect(scripts.filter((s) => /\/assets\/(start|HomePage)-[^/]+\.js$/.test(s))).toEqual([]);
  await expect(page.getByRole("heading", { name: "Latest listings" })).toBeVisible();
  await markDocument(page);
  await page.getByRole("link", { name: "Browse all properties" }).click();
  await expect(page).toHaveURL(/\/properties$/);
  await expect(page.getByRole("heading", { level: 1, name: "Properties to rent" })).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
  // That page is the app's, server-rendered and hydrated whole: its links stay in the document.
  await appHydrated(page);
  await markDocument(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test("a static page signed into from elsewhere loads again as the app when its tab comes back", async ({
  page,
}) => {
  await hydrated(page, "/about");
  await expect(page.getByRole("link", { name: "Sign in" }).first()).toBeVisible();
  await markDocument(page);
  // Signed in elsewhere (another tab shares the cookie), then back to this tab: the event the
  // browser fires on the way back.
  await signInAs(page, "landlord");
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(page.getByRole("link", { name: "My dashboard" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Account menu for / })).toBeVisible();
  expect(await sameDocument(page)).toBe(false);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/about/i);
});

test("/properties hydrates without warnings and its sort control works", async ({ page }) => {
  const seen = await hydrated(page, "/properties");
  await markDocument(page);
  await page.getByLabel("Sort by").selectOption("rent_asc");
  await expect(page).toHaveURL(/sort=rent_asc/);
  await expect.poll(() => seen.dataRequests.length).toBeGreaterThan(0);
  expect(await sameDocument(page)).toBe(true);
  expect(seen.messages).toEqual([]);
});

test("a property page hydrates without warnings, its cover preloaded, and stays interactive", async ({
  page,
}) => {
  const id = await firstPropertyId(page);
  const seen = await hydrated(page, `/properties/${id}`);
  await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]').first()).toHaveAttribute(
    "imagesrcset",
    /\/api\/property-images\//,
  );
  await expect(page.locator('main img[fetchpriority="high"]').first()).toBeVisible();
  await markDocument(page);
  await page.getByRole("link", { name: "Back to properties" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Properties to rent" })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  expect(seen.messages).toEqual([]);
});

test("on a phone the enquiry form hydrates when reached, keeping what was typed into it first", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const id = await firstPropertyId(page);
  const seen = await hydrated(page, `/properties/${id}`);
  const form = page.getByRole("form", { name: "Enquiry form" });
  // React marks the nodes it has hydrated; below the fold the form is still the server's HTML.
  const hydratedForm = () => form.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactFiber")));
  expect(await hydratedForm()).toBe(false);
  await markDocument(page);
  await form.getByLabel("Your name").pressSequentially("Early Typist");
  await expect.poll(hydratedForm).toBe(true);
  await expect(form.getByLabel("Your name")).toHaveValue("Early Typist");
  await form.getByLabel("E-mail").fill("early.typist@example.com");
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your enquiry has been sent" })).toBeVisible();
  // Sent by the hydrated form (JSON to the API), not posted by the browser.
  await expect(page).toHaveURL(new RegExp(`/properties/${id}$`));
  expect(await sameDocument(page)).toBe(true);
  expect(seen.messages).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the public pages carry their content in the HTML", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Latest listings" })).toBeVisible();
    await page.goto("/properties");
    await expect(page.getByRole("heading", { level: 1, name: "Properties to rent" })).toBeVisible();
    await expect(page.locator("main ul li").first()).toBeVisible();
  });

  // A refused post answers 422 with its page: that status is part of the form's contract.
  test.describe("forms sent by the browser itself", () => {
    test.use({ allowedConsoleErrors: /status of 422 \(Unprocessable (Entity|Content)\)/ });

    test("an enquiry: refused with its reason and the visitor's words kept, then sent", async ({ page }) => {
      const id = await firstPropertyId(page);
      await page.goto(`/properties/${id}`);
      const form = page.getByRole("form", { name: "Enquiry form" });
      await expect(form.getByLabel("Message")).toHaveValue(/^Hello, I'm interested in /);
      await form.getByLabel("Your name").fill("Nadia Noscript");
      await form.getByLabel("E-mail").fill("nadia-at-example.com");
      await form.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page).toHaveURL(new RegExp(`/properties/${id}$`));
      await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription(
        "Please enter a valid e-mail address",
      );
      await expect(form.getByLabel("Your name")).toHaveValue("Nadia Noscript");
      // The page opens on the refused field, far below the fold on a phone.
      await expect(form.getByLabel("E-mail")).toBeFocused();
      await form.getByLabel("E-mail").fill("nadia@example.com");
      await form.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page).toHaveURL(new RegExp(`/properties/${id}\\?sent=enquiry$`));
      await expect(page.getByRole("status").filter({ hasText: "Your enquiry has been sent" })).toBeVisible();
      // Another enquiry: a plain link back to the form, which needs no script either.
      await page.getByRole("link", { name: "Send another enquiry" }).click();
      await expect(page).toHaveURL(new RegExp(`/properties/${id}$`));
      await expect(form.getByLabel("Your name")).toHaveValue("");
    });

    test("the contact form sends its message", async ({ page }) => {
      await page.goto("/contact");
      const form = page.getByRole("form", { name: "Contact form" });
      await form.getByLabel("Full name").fill("Nadia Noscript");
      await form.getByLabel("E-mail").fill("nadia@example.com");
      await form.getByLabel("Message").fill("Do you manage HMOs in Leeds?");
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(page).toHaveURL(/\/contact\?sent=message$/);
      await expect(
        page.getByRole("heading", { name: "Thank you, your message has been sent" }),
      ).toBeVisible();
    });
  });
});
