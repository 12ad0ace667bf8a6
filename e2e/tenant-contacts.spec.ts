import { expect, expectNoSeriousA11yViolations, openPage, type Page, signInAs, test } from "./fixtures";

const section = (page: Page) => page.locator('section[aria-labelledby="tenancy-contacts"]');

test("a tenant sees who manages the home and where to pay the rent", async ({ page }) => {
  await signInAs(page, "tenant");
  await openPage(page, "/tenant");
  const contacts = section(page);
  await expect(contacts.getByRole("heading", { name: "Contacts and paying rent" })).toBeVisible();
  await expect(contacts.getByText("Managed by")).toBeVisible();
  await expect(contacts.getByText("Keyhold Demo Lettings", { exact: true })).toBeVisible();
  await expect(contacts.getByText("11-22-33")).toBeVisible();
  await expect(contacts.getByText("41234567")).toBeVisible();
  await expect(contacts.getByText("RENT TENANT", { exact: true })).toBeVisible();
  await expect(contacts.getByRole("link", { name: "0161 496 0999" })).toHaveAttribute(
    "href",
    "tel:01614960999",
  );
  // The tenant reads them; only staff edit them.
  await expect(contacts.getByRole("button", { name: /details/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("the landlord changes the reference, a bad sort code is refused, and the tenant sees the change", async ({
    page,
  }) => {
    await signInAs(page, "landlord");
    const { items } = (await (await page.request.get("/api/tenancies")).json()) as {
      items: { id: string; tenant: { email: string } | null }[];
    };
    const tenancy = items.find((t) => t.tenant?.email === "tenant2@keyhold.example");
    expect(tenancy, "tenant2@'s tenancy of the demo landlord").toBeTruthy();
    await openPage(page, `/landlord/tenancies/${tenancy!.id}`);
    const contacts = section(page);
    await expect(contacts.getByRole("heading", { name: /What the tenant sees/ })).toBeVisible();
    await contacts.getByRole("button", { name: "Edit details" }).click();
    const dialog = page.getByRole("dialog", { name: "Contacts and rent payment details" });
    await dialog.getByLabel("Sort code").fill("12-34-5");
    await dialog.getByRole("button", { name: "Save details" }).click();
    await expect(dialog.getByText("A sort code is 6 digits, like 12-34-56")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel("Sort code").fill("11-22-33");
    await dialog.getByLabel("Payment reference").fill("T2 FLAT RENT");
    await dialog.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Details saved", { exact: true })).toBeVisible();
    await expect(contacts.getByText("T2 FLAT RENT")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await signInAs(page, "tenant2");
    await openPage(page, "/tenant");
    await expect(section(page).getByText("T2 FLAT RENT")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});
