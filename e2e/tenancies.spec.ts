import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, signInAs, test } from "./fixtures";

/** A tiny but real PDF: the server checks content, not the name. */
const certificate = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

test.describe.configure({ mode: "serial" });

test("a landlord invites a tenant, who accepts; the tenant reports rent, the landlord confirms it", async ({
  page,
}) => {
  test.setTimeout(120_000);

  // The landlord picks one of their properties that has no tenancy yet.
  await signInAs(page, "landlord");
  const own = (await (await page.request.get("/api/manage/properties?pageSize=100&sort=title")).json()) as {
    items: { id: string; title: string; status: string }[];
  };
  const taken = (await (await page.request.get("/api/tenancies")).json()) as {
    items: { property: { id: string } }[];
  };
  const property = own.items.find(
    (p) => p.status !== "archived" && !taken.items.some((t) => t.property.id === p.id),
  );
  expect(property, "a free property of the demo landlord").toBeTruthy();

  // From the landlord home to the tenancies page, then a new tenancy.
  await page.goto("/landlord");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Tenancies and rent/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Tenancies" })).toBeVisible();
  await page.getByRole("link", { name: "New tenancy" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "New tenancy" })).toBeVisible();
  await page.getByLabel("Property").selectOption({ value: property!.id });
  // tenant4@ has no home yet (README): the tenancy reaches them only once they accept.
  await page.getByLabel("Tenant's e-mail").fill("tenant4@keyhold.example");
  await page.getByLabel("Rent (£)").fill("1000");
  await page.getByLabel("Paid").selectOption("monthly");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Create tenancy" }).click();
  await expect(page.getByTestId("toast")).toContainText("Tenancy created");
  await expect(page).toHaveURL(/\/landlord\/tenancies\/[0-9a-f-]{36}$/);
  const tenancyPath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: property!.title })).toBeVisible();
  await expect(page.getByText("Invited: tenant4@keyhold.example")).toBeVisible();

  // Activate it: rent falls due from today.
  await page.getByRole("button", { name: "Activate tenancy" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Activate" }).click();
  await expect(page.getByTestId("toast")).toContainText("Tenancy activated");
  await expect(page.getByTestId("balance")).toHaveText("£1,000 owed");

  // Upload the gas safety certificate with progress.
  await page.getByRole("button", { name: "Upload document" }).click();
  await expect(page.getByLabel("Kind of document")).toHaveValue("gas_safety");
  await page.getByLabel("Title").fill("Gas safety certificate 2026");
  await page
    .getByLabel("Date of the check")
    .fill(new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date()));
  await page
    .getByLabel("File", { exact: true })
    .setInputFiles({ name: "gas-safety.pdf", mimeType: "application/pdf", buffer: certificate });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Document uploaded");
  await expect(page.getByTestId("document-row")).toContainText("Gas safety certificate 2026");
  await expect(page.getByTestId("document-row")).toContainText("Valid");
  await expectNoSeriousA11yViolations(page);

  // The home's duties on the statutory clock: its gas safety check is in hand.
  await page.goto(`/landlord/compliance/homes/${property!.id}`);
  const row = page.getByTestId("duty-row").filter({ hasText: "Gas safety check" });
  await expect(row.first()).toContainText("OK");
  await expectNoSeriousA11yViolations(page);

  // The tenant signs in through the form, finds the invitation on their home and accepts it.
  await page.context().clearCookies();
  await page.goto("/login");
  await page.getByLabel("E-mail").fill("tenant4@keyhold.example");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/tenant$/);
  const invitation = page.getByTestId("pending-invitation").filter({ hasText: property!.title });
  await expect(invitation).toContainText("James Whitfield invited you");
  await expectNoSeriousA11yViolations(page);
  await invitation.getByRole("button", { name: `Accept the invitation to ${property!.title}` }).click();
  await expect(page.getByTestId("toast")).toContainText("Invitation accepted");
  await expect(invitation).toHaveCount(0);

  // Their home shows the rent due and the document; they report a payment.
  await expect(page.getByRole("heading", { level: 2, name: property!.title })).toBeVisible();
  await expect(page.getByTestId("balance")).toHaveText("£1,000 owed");
  await expect(page.getByTestId("next-due")).toHaveText("£1,000");
  await expect(page.getByTestId("document-row")).toContainText("Gas safety certificate 2026");
  await page.getByRole("button", { name: "Report a payment" }).click();
  await page.getByLabel("Amount (£)").fill("1000");
  await page.getByLabel("Reference").fill("RENT-E2E");
  await page.getByRole("button", { name: "Report payment" }).click();
  await expect(page.getByTestId("toast")).toContainText("Payment reported");
  await expect(page.getByTestId("payment-row")).toContainText("Pending");
  await expect(page.getByTestId("balance")).toHaveText("£1,000 owed");
  await expectNoSeriousA11yViolations(page);

  // The landlord now sees who the tenant is, and confirms the payment; the balance is settled.
  await signInAs(page, "landlord");
  await page.goto(tenancyPath);
  await expect(page.getByText("Let to Oliver Grant")).toBeVisible();
  const payment = page.getByTestId("payment-row").filter({ hasText: "RENT-E2E" });
  await expect(payment).toContainText("Pending");
  await payment.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByTestId("toast")).toContainText("Payment confirmed");
  await expect(payment).toContainText("Completed");
  await expect(page.getByTestId("balance")).toHaveText("Nothing owed");

  // The payments page lists it, completed.
  await page.goto("/landlord/payments");
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await expect(page.getByTestId("payment-row").filter({ hasText: "RENT-E2E" })).toContainText("Completed");
  await expectNoSeriousA11yViolations(page);

  // ...and the tenant sees it too.
  await signInAs(page, "tenant4");
  await page.goto("/tenant");
  await expect(page.getByTestId("balance")).toHaveText("Nothing owed");
  await expect(page.getByTestId("payment-row")).toContainText("Completed");

  // The landlord ends the tenancy today; the property is back on the market.
  await signInAs(page, "landlord");
  await page.goto(tenancyPath);
  await page.getByRole("button", { name: "End tenancy" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Last day of the tenancy")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "End tenancy" }).click();
  await expect(page.getByTestId("toast")).toContainText("Tenancy ended");
  await expect(page.getByText("Ended", { exact: true })).toBeVisible();
  const after = (await (await page.request.get(`/api/manage/properties?pageSize=100&sort=title`)).json()) as {
    items: { id: string; status: string }[];
  };
  expect(after.items.find((p) => p.id === property!.id)?.status).toBe("available");
});

test("another landlord cannot open the tenancy", async ({ page }) => {
  await signInAs(page, "landlord");
  const { items } = (await (await page.request.get("/api/tenancies")).json()) as { items: { id: string }[] };
  test.skip(!items.length, "needs the tenancy from the journey above");
  await signInAs(page, "landlord2");
  await page.goto(`/landlord/tenancies/${items[0]!.id}`);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("a tenant in arrears sees what is owed, the history chart and the full ledger", async ({ page }) => {
    // tenant2 has months of demo rent history, the last rent reported but not yet confirmed.
    await signInAs(page, "tenant2");
    await page.goto("/tenant");
    await expect(page.getByTestId("balance")).toContainText("owed");
    await expect(page.getByText("Awaiting confirmation")).toBeVisible();
    await expect(page.getByTestId("payment-row").filter({ hasText: "Pending" })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "Rent and payments by month" })).toBeVisible();
    await page.getByRole("button", { name: "Show as table" }).click();
    await expect(page.getByRole("table", { name: "Rent and payments by month" })).toBeVisible();
    const ledger = page.getByRole("table", { name: "Rent ledger" }).locator("tbody tr");
    const shown = await ledger.count();
    // Months of weekly rent: the ledger opens on the latest lines and expands on request.
    const showAll = page
      .locator('section[aria-labelledby="section-rent-ledger"]')
      .getByRole("button", { name: "Show all" });
    await showAll.click();
    await expect.poll(() => ledger.count()).toBeGreaterThan(shown);
    // No horizontal scrolling of the page itself (wide tables scroll inside their frame).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});
