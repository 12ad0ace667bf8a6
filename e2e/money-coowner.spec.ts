import { expect, expectNoSeriousA11yViolations, type Page, signInAs, test } from "./fixtures";

/*
 * Issue 17 as the demo co-owner (co-owner@, 40 % of tenant@'s home with landlord@ at 60 %), at 1280
 * and 375 px: their owner statements (seeded for the last complete months) with the PDF, the Making
 * Tax Digital quarters of their share, the home's expenses read only, and nothing of landlord@'s
 * other home.
 */

async function noSidewaysScroll(page: Page) {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, "no sideways scroll").toBe(true);
}

for (const width of [1280, 375]) {
  test(`at ${width} px the co-owner reads their statements, MTD share and expenses, never edits`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, "co-owner@keyhold.example");

    await page.goto("/landlord/money/statements");
    await expect(page.getByRole("heading", { level: 1, name: "Owner statements" })).toBeVisible();
    const months = page.getByRole("link", { name: /^[A-Z][a-z]+ \d{4}$/ }).filter({ visible: true });
    await expect(months.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await noSidewaysScroll(page);
    await months.first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Owner statement: / })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Totals" })).toBeVisible();
    const href = await page.getByRole("link", { name: "Open the PDF" }).getAttribute("href");
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await expectNoSeriousA11yViolations(page);

    await page.goto("/landlord/money/tax");
    await expect(page.getByRole("heading", { level: 1, name: "Making Tax Digital" })).toBeVisible();
    await expect(page.getByText(/Keyhold does not file to HMRC/)).toBeVisible();
    const q1 = page.getByRole("group", { name: /^Quarter 1:/ });
    await expect(q1.getByRole("row", { name: /Rents received/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await noSidewaysScroll(page);

    // Their share of the figures: the MTD answer is the co-owner's 40 % of the home's rent.
    const mine = await page.request.get("/api/money/mtd?taxYear=2026-27");
    expect(mine.status()).toBe(200);

    await page.goto("/landlord/money/expenses");
    await expect(page.getByRole("heading", { level: 1, name: "Expenses" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Add expense|Import/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await noSidewaysScroll(page);

    // Writes are refused on the server, whatever the page shows.
    const homes = await page.request.get("/api/money/homes");
    expect(homes.status()).toBe(200);
    const { items } = (await homes.json()) as { items: { id: string }[] };
    expect(items.length).toBeGreaterThanOrEqual(1);
    const put = await page.request.put(`/api/money/homes/${items[0]!.id}/values`, {
      data: { purchasePriceMinor: 1, purchasedOn: null, currentValueMinor: null },
    });
    expect(put.status()).toBe(403);
  });
}
