/**
 * The back-office shell (issue 18 item 4): the side navigation lists only what the role may open
 * and marks the page, collapses (remembered) and is a drawer on a phone; the search finds a
 * tenant and opens their tenancy; breadcrumbs follow the route; at 375 px the busiest lists fit
 * the screen as cards and are axe-clean.
 */
import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, openPage, type Page, test } from "./fixtures";

// Whole journeys with several axe runs on a shared machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Signs out and waits until the server has ended the session: the app leaves the guarded page
 * first and asks the server after, so the URL alone would let the next sign-in race it.
 */
async function signOut(page: Page) {
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/($|login)/);
  await expect(page.getByTestId("toast")).toContainText("Logged out");
}

async function signIn(page: Page, local: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(`${local}@keyhold.example`);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/${local.replace(/\d+$/, "")}$`));
  await expect(page.locator("main h1").first()).toBeVisible();
}

const sideNav = (page: Page) => page.getByRole("navigation", { name: "Back office" });
const crumbs = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");

async function fitsThePhone(page: Page) {
  const overflow = await page.evaluate(
    () => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
  );
  expect(overflow, `the page scrolls sideways at ${page.url()}`).toBeLessThanOrEqual(0);
}

test("landlord: side navigation, collapse, search to a tenancy and breadcrumbs", async ({ page }) => {
  await signIn(page, "landlord");
  const nav = sideNav(page);
  for (const name of ["Dashboard", "Properties", "Tenancies and rent", "Compliance", "Money"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const name of ["Users", "Audit log", "Support queue"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
  }
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  // The public header is for the public site.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);

  // Collapsed to icons (names still read out), remembered across a reload, expanded again.
  const toggle = nav.getByRole("button", { name: "Side navigation" });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(nav.getByText("Tenancies and rent")).toHaveClass(/sr-only/);
  await page.reload();
  await expect(sideNav(page).getByRole("button", { name: "Side navigation" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await sideNav(page).getByRole("button", { name: "Side navigation" }).click();
  await expect(sideNav(page).getByText("Tenancies and rent")).not.toHaveClass(/sr-only/);

  // "/" reaches the search; a tenant's e-mail finds their tenancy; Enter opens it.
  await page.locator("main h1").first().click();
  await page.keyboard.press("/");
  const search = page.getByRole("combobox", { name: "Search properties, tenants and tickets" });
  await expect(search).toBeFocused();
  await search.fill("tenant2@keyhold");
  const results = page.getByRole("listbox", { name: "Search results" });
  const option = results.getByRole("group", { name: "Tenants" }).getByRole("option").first();
  await expect(option).toContainText("tenant2@keyhold.example");
  await expect(search).toHaveAttribute("aria-expanded", "true");
  await search.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await expect(search).toHaveAttribute("aria-activedescendant", /.+/);
  await expectNoSeriousA11yViolations(page);
  await search.press("Enter");
  await expect(page).toHaveURL(/\/landlord\/tenancies\/[0-9a-f-]{36}$/);
  await expect(page.locator("main h1").first()).toBeVisible();

  // Breadcrumbs from the route; the page's section is current in the side navigation.
  await expect(crumbs(page)).toHaveText(["Dashboard", "Tenancies and rent", "Tenancy"]);
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByText("Tenancy", { exact: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(sideNav(page).getByRole("link", { name: "Tenancies and rent" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Tenancies and rent" })
    .click();
  await expect(page).toHaveURL(/\/landlord\/tenancies$/);
  await expectNoSeriousA11yViolations(page);

  // Another landlord's tenant is not found.
  await search.fill("tenant3@keyhold");
  await expect(page.getByRole("status").filter({ hasText: "Nothing found that you can open." })).toHaveCount(
    1,
  );
});

test("each role's navigation lists only what it may open", async ({ page }) => {
  await signIn(page, "admin");
  for (const name of ["Dashboard", "Users", "Audit log", "E-mail delivery", "Payments", "Support"]) {
    await expect(sideNav(page).getByRole("link", { name, exact: true })).toBeVisible();
  }
  await signOut(page);

  await signIn(page, "tenant");
  const nav = sideNav(page);
  await expect(nav.getByRole("link", { name: "My home" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link")).toHaveText(["My home", "Support and repairs", "Profile and password"]);
  await nav.getByRole("link", { name: "Support and repairs" }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(crumbs(page)).toHaveText(["My home", "Support and repairs"]);
  // The public site keeps its header and footer for a signed-in person.
  await openPage(page, "/about");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(sideNav(page)).toHaveCount(0);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("the tenant's ledger fits the screen and the drawer traps focus until Escape", async ({ page }) => {
    await signIn(page, "tenant2");
    await expect(page.getByRole("table", { name: "Rent ledger" })).toBeVisible();
    await fitsThePhone(page);
    await expectNoSeriousA11yViolations(page);

    const open = page.getByRole("button", { name: "Open navigation" });
    await open.click();
    const drawer = page.getByRole("dialog", { name: "Navigation" });
    await expect(drawer.getByRole("link", { name: "Support and repairs" })).toBeVisible();
    for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");
    await expect(drawer).toHaveCount(0);
    await expect(open).toBeFocused();
  });

  test("the compliance list and the admin's users fit the screen as cards", async ({ page }) => {
    await signIn(page, "landlord");
    await openPage(page, "/landlord/compliance");
    await expect(page.getByTestId("duty-card").first()).toBeVisible();
    await fitsThePhone(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Open navigation" }).click();
    await page
      .getByRole("dialog", { name: "Navigation" })
      .getByRole("link", { name: "Tenancies and rent" })
      .click();
    await expect(page).toHaveURL(/\/landlord\/tenancies$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await fitsThePhone(page);

    await signOut(page);
    await signIn(page, "admin");
    await openPage(page, "/admin/users");
    const email = page.getByRole("table").getByText("tenant2@keyhold.example", { exact: true });
    await expect(email).toBeVisible();
    // The card's cell (its heading over the address) is two lines, not the address letter by letter.
    const box = await email.boundingBox();
    expect(box!.height).toBeLessThan(80);
    await fitsThePhone(page);
    await expectNoSeriousA11yViolations(page);
  });
});
