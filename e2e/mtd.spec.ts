import { readFileSync } from "node:fs";
import { expect, expectNoSeriousA11yViolations, openPage, type Page, signInAs, test } from "./fixtures";

/*
 * Issue 17 items 6 and 7, clicked through: a new landlord lets a home to tenant3@ and records this
 * month's rent; the Making Tax Digital page shows the quarter's figures and deadlines and hands
 * over the quarter as CSV and HMRC-shaped JSON; the yield and cash-flow overview shows its chart,
 * its table and the homes as cards on a 375 px phone; the landlord home links to it. Agents have
 * no MTD of an owner (403); tenants no money at all (403).
 */

const londonToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());

async function call<T>(page: Page, method: "get" | "post", path: string, data?: unknown): Promise<T> {
  const res = await page.request[method](path, data === undefined ? {} : { data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A new landlord letting a new home to tenant3@ from today, with £1,000.00 of rent received today. */
async function newLettingWithRent(page: Page) {
  const email = `mtd-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = "a-long-enough-password";
  const created = await page.request.post("/api/auth/sign-up", {
    data: { name: "Mina Taxwell", email, password, role: "landlord" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signInAs(page, email, password);
  const title = `MTD journey ${Math.floor(Math.random() * 9000) + 1000} Ledger Road`;
  const { property } = await call<{ property: { id: string } }>(page, "post", "/api/manage/properties", {
    title,
    type: "flat",
    status: "available",
    addressLine1: "12 Ledger Road",
    city: "Leeds",
    postcode: "LS1 4AP",
    bedrooms: 2,
    bathrooms: 1,
    rentAmount: 100_000,
    furnished: "unfurnished",
  });
  const { tenancy } = await call<{ tenancy: { id: string } }>(page, "post", "/api/tenancies", {
    propertyId: property.id,
    tenantEmail: "tenant3@keyhold.example",
    startDate: londonToday(),
    rentAmount: 100_000,
    rentFrequency: "monthly",
    dueDay: 1,
  });
  await signInAs(page, "tenant3@keyhold.example");
  const pending = await call<{ items: { invitationId: string; tenancy: { id: string } }[] }>(
    page,
    "get",
    "/api/tenancy-invitations",
  );
  const invitation = pending.items.find((i) => i.tenancy.id === tenancy.id);
  await call(page, "post", "/api/tenancy-invitations/accept", { invitationId: invitation!.invitationId });
  await signInAs(page, email, password);
  await call(page, "post", `/api/tenancies/${tenancy.id}/status`, { status: "active" });
  await call(page, "post", `/api/tenancies/${tenancy.id}/payments`, {
    amount: 100_000,
    paidOn: londonToday(),
    method: "bank_transfer",
    reference: "MTD-E2E",
  });
  return { email, password, title, propertyId: property.id };
}

/** The quarter of the tax year that contains a date (1-4), standard quarters. */
function quarterOf(day: string): number {
  const md = day.slice(5);
  if (md >= "04-06" && md <= "07-05") return 1;
  if (md >= "07-06" && md <= "10-05") return 2;
  if (md >= "10-06" || md <= "01-05") return 3;
  return 4;
}

test("landlord sees the quarter's figures and deadline and downloads CSV and JSON", async ({ page }) => {
  test.setTimeout(120_000);
  await newLettingWithRent(page);
  await openPage(page, "/landlord/money/tax");
  await expect(page.getByRole("heading", { level: 1, name: "Making Tax Digital" })).toBeVisible();
  await expect(page.getByText(/Keyhold does not file to HMRC/)).toBeVisible();
  await expect(page.getByText(/not tax advice/)).toBeVisible();
  const q = quarterOf(londonToday());
  const card = page.getByRole("group", { name: new RegExp(`^Quarter ${q}:`) });
  await expect(card.getByText(/Quarter open: due|Due by/)).toBeVisible();
  await expect(card.getByRole("row", { name: /Rents received/ })).toContainText("£1,000");
  if (q > 1)
    await expect(page.getByRole("group", { name: /^Quarter 1:/ }).getByText(/Deadline passed/)).toBeVisible();

  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: `CSV of quarter ${q}` }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^mtd-\\d{4}-\\d{2}-q${q}-.*\\.csv$`));
  const text = readFileSync((await csv.path())!, "utf8");
  // Amounts are numbers in the CSV (issue 34), so a spreadsheet sums them without converting.
  expect(text).toContain('"income","periodAmount","Rents received",1000.00');
  expect(text).toContain('"Mina Taxwell"');

  const [json] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("link", { name: `HMRC JSON of quarter ${q}` }).click(),
  ]);
  const body = JSON.parse(readFileSync((await json.path())!, "utf8"));
  expect(body.ukProperty.income).toEqual({ periodAmount: 1000 });
  expect(body.fromDate).toMatch(/-04-06$/);
  expect(Object.keys(body.ukProperty.expenses)).toContain("residentialFinancialCost");
  await expectNoSeriousA11yViolations(page);

  // On a phone the quarters stack, with no sideways scroll.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(card.getByRole("row", { name: /Rents received/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
});

test("overview chart and per-home cards on a 375 px phone, linked from the landlord home", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const l = await newLettingWithRent(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, "/landlord");
  await page.getByRole("link", { name: "Net yield and cash flow per property" }).click();
  await expect(page).toHaveURL(/\/landlord\/money$/);
  await expect(page.getByRole("heading", { level: 1, name: "Yield and cash flow" })).toBeVisible();
  await expect(
    page.getByText("Add a purchase price or current value to see yields", { exact: false }),
  ).toBeVisible();
  const chart = page.getByRole("group", { name: "Monthly cash flow", exact: true });
  await expect(chart.locator("svg.recharts-surface").first()).toBeVisible();
  await chart.getByRole("button", { name: "Show as table" }).click();
  await expect(chart.getByRole("table", { name: "Monthly cash flow" }).locator("tbody tr")).toHaveCount(12);
  const cards = page.getByRole("list", { name: "Yield per home" });
  await expect(cards.getByRole("link", { name: l.title })).toBeVisible();
  await expect(cards).toContainText("£1,000 pcm");
  await expect(page.getByRole("region", { name: "Yield per home (table)" })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole("region", { name: "Yield per home (table)" })).toBeVisible();
  await page.getByLabel("Months shown").selectOption("6");
  await expect(page).toHaveURL(/months=6/);
  await expect(chart.getByRole("table", { name: "Monthly cash flow" }).locator("tbody tr")).toHaveCount(6);
});

test("agents see the homes they manage but no owner's MTD; tenants no money", async ({ page }) => {
  await signInAs(page, "agent@keyhold.example");
  await openPage(page, "/agent/money");
  await expect(page.getByRole("heading", { level: 1, name: "Yield and cash flow" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Money" }).getByRole("link", { name: "Making Tax Digital" }),
  ).toHaveCount(0);
  expect((await page.request.get("/api/money/mtd")).status()).toBe(403);
  await expectNoSeriousA11yViolations(page);
  await signInAs(page, "tenant3@keyhold.example");
  expect((await page.request.get("/api/money/overview")).status()).toBe(403);
  expect((await page.request.get("/api/money/mtd")).status()).toBe(403);
});
