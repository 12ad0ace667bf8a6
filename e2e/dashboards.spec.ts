import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, openPage, type Page, test } from "./fixtures";

// Each test opens a role's home and its analytics page (charts, data tables, axe on both) inside
// the back-office shell: more than 30 s on the shared 2-core CI machine, so three times the limit.
test.slow();

async function signIn(page: Page, local: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(`${local}@keyhold.example`);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/${local.replace(/\d+$/, "")}$`));
}

/** The card of a chart, found by its title. */
const chartCard = (page: Page, title: string) => page.getByRole("group", { name: title, exact: true });

/** The chart renders as an SVG, and its numbers are one click away as a table (and back). */
async function expectChartWithTable(page: Page, title: string) {
  const card = chartCard(page, title);
  await expect(card.getByRole("figure", { name: title })).toBeVisible();
  await expect(card.locator("svg.recharts-surface").first()).toBeVisible();
  await card.getByRole("button", { name: "Show as table" }).click();
  const table = card.getByRole("table", { name: title });
  await expect(table).toBeVisible();
  await expect(table.locator("tbody tr").first()).toBeVisible();
  await card.getByRole("button", { name: "Show chart" }).click();
  await expect(card.getByRole("figure", { name: title })).toBeVisible();
  return card;
}

test.describe("landlord", () => {
  test("home shows KPIs, the rent chart with its table, and the range in the URL", async ({ page }) => {
    await signIn(page, "landlord");
    await expect(page.getByRole("heading", { level: 1, name: "Landlord dashboard" })).toBeVisible();
    for (const kpi of ["Properties", "Occupancy", "Rent due this month", "Collected this month", "Arrears"]) {
      await expect(page.locator("main dt").getByText(kpi, { exact: true })).toBeVisible();
    }
    // The arrears card states the count in words, whatever the demo ledgers hold today.
    await expect(page.getByText(/\d+ tenanc(y|ies) behind|No tenancy owes overdue rent/)).toBeVisible();
    const card = await expectChartWithTable(page, "Rent due and collected");
    await card.getByRole("button", { name: "Show as table" }).click();
    await expect(card.locator("tbody tr")).toHaveCount(12);
    await page.getByRole("button", { name: "3 months", exact: true }).click();
    await expect(page).toHaveURL(/range=3m/);
    await expect(card.locator("tbody tr")).toHaveCount(3);
    await expect(page.getByRole("heading", { name: "Needs attention" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Latest enquiries" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("market rents page compares own rents with the local median", async ({ page }) => {
    await signIn(page, "landlord");
    await openPage(page, "/landlord/analytics");
    await expect(page.getByRole("heading", { level: 1, name: "Market rents" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Your rents against the local median" })).toBeVisible();
    await expect(page.getByText("Median asking rent", { exact: true })).toBeVisible();
    await page.getByLabel("Bedrooms").selectOption("2");
    await expect(page).toHaveURL(/beds=2/);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("agent", () => {
  test("home shows the portfolio per landlord and the analytics page its charts", async ({ page }) => {
    await signIn(page, "agent");
    await expect(page.getByRole("heading", { level: 1, name: "Agent dashboard" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Portfolio per landlord this month" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /Past SLA/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await openPage(page, "/agent/analytics");
    await expect(page.getByRole("heading", { level: 1, name: "Portfolio analytics" })).toBeVisible();
    await expect(chartCard(page, "Enquiries funnel")).toBeVisible();
    await expect(chartCard(page, "Support requests and SLA breaches")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Listing performance" })).toBeVisible();
    await page.getByRole("button", { name: "6 months", exact: true }).click();
    await expect(page).toHaveURL(/range=6m/);
    await expectNoSeriousA11yViolations(page);
  });

  test("at /admin sees only the permitted tiles, and scoped analytics", async ({ page }) => {
    await signIn(page, "agent");
    await openPage(page, "/admin");
    const tiles = page.getByRole("region", { name: "What you can do" });
    await expect(tiles.getByRole("link", { name: /Analytics/ })).toBeVisible();
    await expect(tiles.getByRole("link", { name: /Payments/ })).toHaveCount(0);
    await expect(tiles.getByRole("link", { name: /Users/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "The last three months" })).toBeVisible();
    await expect(page.locator("main dt").getByText("New accounts", { exact: true })).toHaveCount(0);
    await tiles.getByRole("link", { name: /Analytics/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Portfolio analytics" })).toBeVisible();
    await expect(page.getByText("Accounts", { exact: true })).toHaveCount(0);
    await expectChartWithTable(page, "Rent received per month");
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("admin", () => {
  test("analytics shows platform charts with data tables", async ({ page }) => {
    await signIn(page, "admin");
    await expect(page.getByRole("heading", { name: "The last three months" })).toBeVisible();
    await expect(page.locator("main dt").getByText("New accounts", { exact: true })).toBeVisible();
    const tiles = page.getByRole("region", { name: "What you can do" });
    await expect(tiles.getByRole("link", { name: /Payments/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await openPage(page, "/admin/analytics");
    await expect(page.getByRole("heading", { level: 1, name: "Platform analytics" })).toBeVisible();
    await expectChartWithTable(page, "Sign-ups per month");
    await expectChartWithTable(page, "Properties by status");
    await expectChartWithTable(page, "Rent received per month");
    await page.getByRole("button", { name: "Custom", exact: true }).click();
    await page.getByLabel("From", { exact: true }).fill("2026-01-01");
    await page.getByLabel("To", { exact: true }).fill("2026-03-31");
    await expect(page).toHaveURL(/range=custom&from=2026-01-01&to=2026-03-31|from=2026-01-01.*to=2026-03-31/);
    await expect(page.getByText(/to 31 Mar 2026/)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test("payments lists, filters and exports every payment", async ({ page }) => {
    await signIn(page, "admin");
    await openPage(page, "/admin/payments");
    await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
    const table = page.getByRole("table", { name: "Payments" });
    await expect(table.locator("tbody tr").first()).toBeVisible();
    await page.getByLabel("Status").selectOption("completed");
    await expect(page).toHaveURL(/status=completed/);
    await expect(table.getByText("Pending", { exact: true })).toHaveCount(0);
    // Exporting every payment is a sensitive action: a button that downloads through the API (and asks
    // for the password again when the last sign-in is older than the re-authentication window).
    const exported = page.waitForRequest(/\/api\/admin\/payments\/export\.csv\?status=completed/);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    await exported;
    expect((await download).suggestedFilename()).toMatch(/^payments-.*\.csv$/);
    await expectNoSeriousA11yViolations(page);
  });
});

test("the investor services page offers a public rent check", async ({ page }) => {
  await openPage(page, "/services/investor");
  const section = page.locator("#rent-check");
  await expect(section.getByRole("heading", { name: "Rent check" })).toBeVisible();
  await expect(section.getByText("Median asking rent", { exact: true })).toBeVisible();
  await section.getByLabel("Bedrooms").selectOption("2");
  await expect(page).toHaveURL(/beds=2/);
  await expectNoSeriousA11yViolations(page);
});
