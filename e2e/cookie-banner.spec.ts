import { expect, expectNoSeriousA11yViolations, openPage, type Page, test } from "./fixtures";

test.use({ cookieConsent: null });

const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem("cookieConsent"));

test("the banner shows on a first visit and is accessible", async ({ page }) => {
  await openPage(page, "/");
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(/cookies/i);
  for (const name of ["Accept", "Decline", "Close"]) {
    await expect(banner.getByRole("button", { name, exact: true })).toBeVisible();
  }
  expect(await stored(page)).toBeNull();
  await expectNoSeriousA11yViolations(page);
});

for (const [button, value] of [
  ["Accept", "true"],
  ["Decline", "false"],
  ["Close", "false"],
] as const) {
  test(`${button} stores "${value}" and the banner stays away after a reload`, async ({ page }) => {
    await openPage(page, "/");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: button, exact: true }).click();
    await expect(banner).toHaveCount(0);
    expect(await stored(page)).toBe(value);

    await page.reload();
    await expect(page.locator("main h1")).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
    expect(await stored(page)).toBe(value);
  });
}

test("Learn more goes to the privacy policy", async ({ page }) => {
  await openPage(page, "/");
  await page
    .getByRole("region", { name: "Cookie consent" })
    .getByRole("link", { name: "Learn more" })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.getByText("Page Not Found")).toHaveCount(0);
});
