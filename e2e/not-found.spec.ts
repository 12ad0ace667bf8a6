import { expect, expectNoSeriousA11yViolations, openPage, test } from "./fixtures";

for (const path of ["/this-page-does-not-exist", "/services/nope", "/services/landlord/nope"]) {
  test(`${path} shows the 404 page`, async ({ page }) => {
    await openPage(page, path);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go Back Home" })).toHaveAttribute("href", "/");
  });
}

test("Go Back Home goes to the home page", async ({ page }) => {
  await openPage(page, "/no/such/page");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Go Back Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.getByText("Page Not Found")).toHaveCount(0);
});

test("an unknown path answers 404 with the app's 404 page rendered on the server", async ({ request }) => {
  for (const path of ["/this-page-does-not-exist", "/services/nope", "/services/landlord/nope"]) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(404);
    const html = await res.text();
    expect(html).toContain('id="root"');
    expect(html).toContain("Page Not Found");
  }
});

test.describe("routing failure", () => {
  // The aborted chunk request is the failure under test, so its console error is expected.
  test.use({ allowedConsoleErrors: /net::ERR_FAILED|dynamically imported module/i });

  test("a page chunk that cannot load shows the Unexpected Application Error screen", async ({ page }) => {
    // From a page of the app, which loads the next page's chunk itself (decision 0014).
    await openPage(page, "/blogs");
    await page.route(/\/assets\/AboutPage-[^/]*\.js$/, (route) => route.abort());
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { name: "Unexpected Application Error" })).toBeVisible();
  });
});
