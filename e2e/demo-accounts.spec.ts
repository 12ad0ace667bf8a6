import { expect, signInAs, test } from "./fixtures";

/** README's "Demo accounts": each home shows what the table promises on a fresh install. */

test.describe.configure({ timeout: 90_000 });

test("tenant@ sees the home they rent, paid up, with their boiler repair", async ({ page }) => {
  await signInAs(page, "tenant");
  const { items } = (await (await page.request.get("/api/tenancies")).json()) as {
    items: { property: { title: string } }[];
  };
  await page.goto("/tenant");
  await expect(page.getByRole("heading", { level: 2, name: items[0]!.property.title })).toBeVisible();
  await expect(page.getByTestId("balance")).toHaveText("Nothing owed");
  await page.goto("/support/tickets");
  await expect(page.getByRole("link", { name: /Boiler showing F28/ })).toBeVisible();
});

test("tenant2@ is behind with the rent; tenant4@ has an invitation waiting", async ({ page }) => {
  await signInAs(page, "tenant2");
  await page.goto("/tenant");
  await expect(page.getByTestId("balance")).toContainText("owed");
  await signInAs(page, "tenant4");
  await page.goto("/tenant");
  await expect(page.getByTestId("pending-invitation").first()).toContainText("Graham Fletcher invited you");
});

test("landlord@ sees both let homes' tenants; agent@ and admin@ have their homes", async ({ page }) => {
  await signInAs(page, "landlord");
  await page.goto("/landlord/tenancies");
  await expect(page.getByText("Amira Okafor").first()).toBeVisible();
  await expect(page.getByText("Tom Bennett").first()).toBeVisible();
  await signInAs(page, "agent");
  await page.goto("/support/tickets");
  await expect(page.getByRole("link", { name: /Kitchen tap dripping constantly/ })).toBeVisible();
  await signInAs(page, "admin");
  await page.goto("/admin/support");
  await expect(page.getByRole("row").filter({ hasText: "Boiler showing F28" })).toBeVisible();
});
