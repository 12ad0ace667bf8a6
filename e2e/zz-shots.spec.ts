import { expect, test } from "./fixtures";

test.use({ allowedConsoleErrors: /.*/ });
for (const [who, path] of [
  ["landlord", "/landlord"],
  ["agent", "/agent/analytics"],
  ["admin", "/admin/analytics"],
  ["landlord", "/landlord/analytics"],
] as const) {
  test(`shot ${who} ${path}`, async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("E-mail").fill(`${who}@keyhold.example`);
    await page.getByLabel("Password").fill("keyhold-demo-2026");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(new RegExp(`/${who}$`));
    await page.goto(path);
    await page.waitForTimeout(2500);
    const name = path.replace(/\//g, "_");
    await page.screenshot({ path: `.tmp/shots/${name}.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(800);
    await page.screenshot({ path: `.tmp/shots/${name}-m.png`, fullPage: true });
  });
}
