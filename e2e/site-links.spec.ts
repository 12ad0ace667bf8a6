import { expect, openPage, type Page, test } from "./fixtures";

async function internalLinks(page: Page, selector: string) {
  const hrefs = await page
    .locator(`${selector} a[href^="/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs)];
}

test("every navbar and footer link opens a real page", async ({ page }) => {
  test.setTimeout(60_000);
  await openPage(page, "/");
  const navLinks = await internalLinks(page, 'nav[aria-label="Main"]');
  const footerLinks = await internalLinks(page, "footer");
  // The spec's footer: Home, Properties, Services, About, four service links, Contact and the two legal pages.
  for (const href of [
    "/",
    "/properties",
    "/services",
    "/about",
    "/services/landlord/property-management",
    "/services/tenant",
    "/services/landlord/maintenance",
    "/services/landlord/legal-compliance",
    "/contact",
    "/privacy-policy",
    "/terms-and-conditions",
  ]) {
    expect(footerLinks, `footer links to ${href}`).toContain(href);
  }
  expect(navLinks.length).toBeGreaterThan(3);

  const broken: string[] = [];
  for (const href of new Set([...navLinks, ...footerLinks])) {
    await page.goto(href);
    await expect(page.locator("main h1").first()).toBeVisible();
    if ((await page.getByText("Page Not Found").count()) > 0) broken.push(href);
  }
  expect(broken, "links that land on the 404 page").toEqual([]);
});

test("the footer shows social links, phone, e-mail, year and brand line", async ({ page }) => {
  await openPage(page, "/");
  const footer = page.getByRole("contentinfo");
  for (const network of ["Facebook", "Twitter", "Instagram", "LinkedIn"]) {
    const link = footer.getByRole("link", { name: new RegExp(network) });
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
  await expect(footer.getByRole("link", { name: "+44 20 7946 0000" })).toHaveAttribute(
    "href",
    "tel:+442079460000",
  );
  await expect(footer.getByRole("link", { name: "hello@keyhold.example" })).toHaveAttribute(
    "href",
    "mailto:hello@keyhold.example",
  );
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  await expect(
    footer.getByText("Your trusted partner in property management and real estate services."),
  ).toBeVisible();
});

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

test("the scroll-to-top button appears only past 400 px and scrolls back up", async ({ page }) => {
  await openPage(page, "/");
  const button = page.getByRole("button", { name: "Scroll to top" });
  await expect(button).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(() => scrollY(page)).toBe(400);
  await nextFrames(page);
  await expect(button).toHaveCount(0);

  await page.evaluate(() => window.scrollTo(0, 800));
  await expect.poll(() => scrollY(page)).toBe(800);
  await expect(button).toBeVisible();

  await button.click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(button).toHaveCount(0);
});

test("a route change scrolls to the top", async ({ page }) => {
  await openPage(page, "/");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(400);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.locator("main h1")).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
});
