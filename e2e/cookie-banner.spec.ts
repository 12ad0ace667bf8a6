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

test("the privacy policy's button brings the banner back", async ({ page }) => {
  await openPage(page, "/");
  await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Decline" }).click();
  // A static page (decision 0014): the button works as an island of its own.
  await openPage(page, "/privacy-policy");
  await expect(page.getByText("You have declined optional cookies.")).toBeVisible();
  await page.getByRole("button", { name: "Change my cookie choice" }).click();
  await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
  await expect(page.getByText("You have not made a cookie choice yet.")).toBeVisible();
  expect(await stored(page)).toBeNull();
});
