/** Focus and naming rules the axe sweep cannot see by itself (issue 13, item 23). */
import {
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  openPage,
  type Page,
  seriousA11yViolations,
  test,
} from "./fixtures";

// Each test signs in and opens several pages.
test.describe.configure({ timeout: 60_000 });

const announcer = (page: Page) => page.getByTestId("route-announcer");

/** The page's main heading has the focus, and the new page was announced. */
async function expectFocusOnHeading(page: Page, name: string | RegExp) {
  const heading = page.getByRole("heading", { level: 1, name });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute("tabindex", "-1");
  await expect(announcer(page)).toHaveText(name);
}

test("the axe check finds what it is there to find, also on the next page of the same document", async ({
  page,
}) => {
  await openPage(page, "/about");
  expect(await seriousA11yViolations(page)).toEqual([]);
  // axe is injected once per document: a second check runs the same engine on the changed page.
  await page.evaluate(() => {
    const main = document.querySelector("main");
    const img = document.createElement("img");
    img.src = "/favicon.ico";
    const button = document.createElement("button");
    button.setAttribute("aria-label", "");
    main?.append(img, button);
  });
  const found = await seriousA11yViolations(page);
  expect(found.map((line) => line.split(" ")[0])).toEqual(
    expect.arrayContaining(["image-alt", "button-name"]),
  );
});

test("after signing in, focus is on the dashboard's heading and the page is announced", async ({ page }) => {
  await openPage(page, "/login");
  await page.getByLabel("E-mail").fill("landlord@keyhold.example");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByLabel("Password").press("Enter");
  await expect(page).toHaveURL(/\/landlord$/);
  await expectFocusOnHeading(page, "Landlord dashboard");
});

test("after a change of page, focus is on the new page's heading, not left on the link", async ({ page }) => {
  // A page of the app (a static page's links load the next page: decision 0014).
  await openPage(page, "/blogs");
  // The first load keeps the browser's own start, so "Skip to content" is the first Tab stop.
  await expect(page.locator("main h1")).not.toBeFocused();

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expectFocusOnHeading(page, /^About /);

  await page.goBack();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.locator("main h1")).toBeFocused();

  // A change of query string only (filters) leaves focus where the user is.
  await openPage(page, "/properties");
  const search = page.getByRole("searchbox").first();
  await search.fill("Leeds");
  await search.press("Enter");
  await expect(page).toHaveURL(/[?&]/);
  await expect(search).toBeFocused();
});

test("the staff properties search box is named by its label", async ({ page }) => {
  await page.request.post("/api/auth/sign-in", {
    data: { email: "agent@keyhold.example", password: DEMO_PASSWORD },
  });
  await page.goto("/agent/properties");
  const timeout = 20_000;
  await expect(page.getByRole("searchbox", { name: "Search by title, town or postcode" })).toBeVisible({
    timeout,
  });
  await page.goto("/support/tickets");
  await expect(page.getByRole("searchbox", { name: "Search" })).toBeVisible({ timeout });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("a wide Markdown table in a post scrolls inside a named region the keyboard reaches", async ({
    page,
  }) => {
    await page.request.post("/api/auth/sign-in", {
      data: { email: "admin@keyhold.example", password: DEMO_PASSWORD },
    });
    const columns = ["Town", "One bedroom", "Two bedrooms", "Three bedrooms", "Four bedrooms", "Gross yield"];
    const row = [
      "Leeds",
      "£850 per month",
      "£1,050 per month",
      "£1,300 per month",
      "£1,650 per month",
      "6.2%",
    ];
    const content = [
      "Asking rents this quarter:",
      "",
      `| ${columns.join(" | ")} |`,
      `| ${columns.map(() => "---").join(" | ")} |`,
      `| ${row.join(" | ")} |`,
      "",
      "Figures are medians of live listings.",
    ].join("\n");
    const res = await page.request.post("/api/manage/blogs", {
      data: { title: `Rents by town ${Date.now()}`, content, published: true },
    });
    expect(res.status()).toBe(201);
    const { slug } = ((await res.json()) as { post: { slug: string } }).post;

    await openPage(page, `/blogs/${slug}`);
    const region = page.getByRole("region", { name: `Table 1: ${columns.join(", ")}` });
    await expect(region).toBeVisible();
    await expect(region.getByRole("table")).toBeVisible();
    // The table is wider than the phone: it scrolls, the page does not.
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const overflow = await page.evaluate(() => {
      const el = document.scrollingElement ?? document.documentElement;
      return el.scrollWidth - el.clientWidth;
    });
    expect(overflow).toBeLessThanOrEqual(1);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  });
});
