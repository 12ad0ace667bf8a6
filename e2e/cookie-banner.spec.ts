import { expect, expectNoSeriousA11yViolations, openPage, type Page, signInAs, test } from "./fixtures";

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

// Issue 42 item 9: the banner covered "Create tenancy" in every new session. Scrolled to the end
// of the page, a primary action sits clear of it and takes the click, at both widths (one page,
// resized and reloaded: the banner stays until a choice is made).
test("at 1280 and 375 px the banner hides no primary action", async ({ page }) => {
  await signInAs(page, "landlord");
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await openPage(page, "/landlord/tenancies/new");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await expect(banner).toBeVisible();
    const create = page.getByRole("button", { name: "Create tenancy" });
    await expect(create).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(async () => {
        const [b, c] = await Promise.all([banner.boundingBox(), create.boundingBox()]);
        return b && c ? c.y + c.height <= b.y : false;
      }, `Create tenancy sits above the banner at ${width} px`)
      .toBe(true);
    const onTop = await create.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && el.contains(hit);
    });
    expect(onTop, `nothing covers Create tenancy at ${width} px`).toBe(true);
    await expectNoSeriousA11yViolations(page);
  }
});
