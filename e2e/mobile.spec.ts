import { expect, expectNoSeriousA11yViolations, hydrated, openPage, test } from "./fixtures";

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

test("the menu button opens the links, navigates and closes", async ({ page }) => {
  await openPage(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "About", exact: true })).toBeHidden();

  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const closeToggle = page.getByRole("button", { name: "Close menu" });
  await expect(closeToggle).toHaveAttribute("aria-expanded", "true");
  const menu = page.locator(`#${await closeToggle.getAttribute("aria-controls")}`);
  await expect(menu).toBeVisible();
  for (const name of ["Home", "Services", "About", "Contact"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);

  // A static page's link loads the next page (decision 0014), whose menu works once hydrated.
  await menu.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("main h1")).toBeVisible();
  await hydrated(page);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");

  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.getByRole("link", { name: "Services", exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(menu).toBeHidden();
});

for (const path of [
  "/",
  "/login",
  "/about",
  "/contact",
  "/services",
  "/services/landlord",
  "/services/landlord/property-management",
  "/privacy-policy",
]) {
  test(`${path} fits a 375 px screen without horizontal scrolling`, async ({ page }) => {
    await openPage(page, path);
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width).toBeLessThanOrEqual(375);
  });
}
