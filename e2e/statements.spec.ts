import { expect, expectNoSeriousA11yViolations, type Page, signInAs, test } from "./fixtures";

/*
 * Issue 17 items 4 and 5, clicked through: the demo landlord opens an owner statement (seeded for
 * the last three complete months) and its PDF; the demo tenant downloads a receipt for a completed
 * payment and a rent statement. At 1280 and 375 px, with axe, and no sideways scroll on a phone.
 */

async function expectPdf(page: Page, href: string | null) {
  expect(href).toBeTruthy();
  const res = await page.request.get(href!);
  expect(res.status(), href!).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1280, 375]) {
  test(`the landlord opens an owner statement and its PDF at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, "landlord");
    await page.goto("/landlord/money/statements");
    await expect(page.getByRole("heading", { level: 1, name: "Owner statements" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Money" })).toBeVisible();
    const months = page.getByRole("link", { name: /^[A-Z][a-z]+ \d{4}$/ }).filter({ visible: true });
    await expect(months.first()).toBeVisible();
    expect(await months.count()).toBeGreaterThanOrEqual(3);
    await expectNoSeriousA11yViolations(page);
    if (width === 375) await noSidewaysScroll(page);

    await months.first().click();
    await expect(page.getByRole("heading", { level: 1, name: /^Owner statement: / })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Totals" })).toBeVisible();
    await expect(page.getByText("Keyhold records and computes; not tax advice.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (width === 375) await noSidewaysScroll(page);
    await expectPdf(page, await page.getByRole("link", { name: "Open the PDF" }).getAttribute("href"));
  });

  test(`the tenant downloads a receipt and a rent statement at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, "tenant");
    await page.goto("/tenant");
    const receipt = page.getByRole("link", { name: /^Receipt for the payment of / }).first();
    await expect(receipt).toBeVisible();
    await expectPdf(page, await receipt.getAttribute("href"));

    const form = page.getByRole("heading", { name: "Rent statement" }).locator("..");
    await form.getByLabel("From").fill("2026-01-01");
    await form.getByLabel("To").fill("2026-06-30");
    const link = page.getByRole("link", { name: "Rent statement PDF" });
    await expect(link).toHaveAttribute("href", /statement\.pdf\?from=2026-01-01&to=2026-06-30$/);
    await expectPdf(page, await link.getAttribute("href"));
    // Over three years: the link is withheld and the field says why.
    await form.getByLabel("From").fill("2020-01-01");
    await expect(form.getByText("Choose a range of at most 3 years")).toBeVisible();
    // Without a valid period the link has no address (so no longer the role of a link).
    await expect(form.locator("a", { hasText: "Rent statement PDF" })).not.toHaveAttribute("href", /.*/);
    await expectNoSeriousA11yViolations(page);
    if (width === 375) await noSidewaysScroll(page);
  });
}
