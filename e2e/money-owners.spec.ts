import { expect, expectNoSeriousA11yViolations, signInAs, test } from "./fixtures";

/*
 * Issue 17 item 3 through the browser, at 1280 and 375 px: the demo agent sees their fee income
 * from the seeded management agreements (10 % + VAT). The co-owner's invitation journey (item 1)
 * needs the test SMTP server, so it lives in e2e/email.spec.ts, whose tests run one at a time.
 */

for (const width of [1280, 375]) {
  test(`at ${width} px: the agent sees fee income from the management agreements`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, "agent@keyhold.example");
    await page.goto("/agent/money/fees");
    await expect(page.getByRole("heading", { level: 1, name: "Fee income" })).toBeVisible();
    await expect(page.getByText("Fees before VAT")).toBeVisible();
    await expect(page.getByRole("heading", { name: "By home" })).toBeVisible();
    const byHome =
      width < 640
        ? page.getByRole("list", { name: "Fee income by home" })
        : page.getByRole("region", { name: "Fee income by home (table)" });
    await expect(byHome).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noScroll, "no sideways scroll").toBe(true);
    // The agreement of a managed home reads as its terms with the worked example.
    await page.goto("/agent/money/homes");
    await page.getByRole("main").getByRole("listitem").first().getByRole("link").first().click();
    await expect(page.getByText("On £1,200 rent in a month: fee £120 + VAT £24 = £144")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
