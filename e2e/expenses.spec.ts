import {
  DEMO_PASSWORD,
  expect,
  expectNoSeriousA11yViolations,
  openPage,
  type Page,
  signInAs,
  test,
} from "./fixtures";

/*
 * Issue 17's expenses, clicked through: a landlord records an expense and attaches its receipt (at
 * 1280 and 375 px); an agent imports a CSV with one bad row, fixes it and imports. The co-owner's
 * read-only view needs a co-owner, invited through the owners API (its own branch); until then the
 * API tests (src/server/features/expenses/expenses.test.ts) hold it.
 */

async function call<T>(page: Page, method: "get" | "post", path: string, data?: unknown): Promise<T> {
  const res = await page.request[method](path, data === undefined ? {} : { data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * A new landlord (signed up through the API) with a home, managed by `agent` when given: the
 * landlord engages the agent's agency and the agent accepts first (a landlord may only pick agents
 * of an agency they engage).
 */
async function newLandlordWithHome(
  page: Page,
  agent: { id: string; email: string; agencyId: string } | null = null,
) {
  const tag = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const email = `expenses-${tag}@example.com`;
  const password = "a-long-enough-password";
  const created = await page.request.post("/api/auth/sign-up", {
    data: { name: "Lena Landlord", email, password, role: "landlord" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signInAs(page, email, password);
  if (agent) {
    const asked = await call<{ items: { id: string; agency: { id: string } }[] }>(
      page,
      "post",
      "/api/engagements",
      { agencyId: agent.agencyId },
    );
    const engagement = asked.items.find((e) => e.agency.id === agent.agencyId)!;
    await signInAs(page, agent.email, DEMO_PASSWORD);
    await call(page, "post", `/api/engagements/${engagement.id}/accept`, {});
    await signInAs(page, email, password);
  }
  const title = `Expenses flat ${tag}`;
  const { property } = await call<{ property: { id: string } }>(page, "post", "/api/manage/properties", {
    title,
    type: "flat",
    status: "available",
    addressLine1: `${Math.floor(Math.random() * 900) + 100} Ledger Street`,
    city: "Leeds",
    postcode: "LS1 4AP",
    bedrooms: 1,
    bathrooms: 1,
    rentAmount: 95_000,
    furnished: "unfurnished",
    agentId: agent?.id ?? null,
  });
  return { email, password, title, propertyId: property.id };
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

test("a landlord records an expense with its receipt, at 1280 and 375 px", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const l = await newLandlordWithHome(page);
  await openPage(page, "/landlord/money/expenses");
  await expect(page.getByRole("navigation", { name: "Money" })).toBeVisible();
  await expect(page.getByText("Record your first expense")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Add expense" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Home").selectOption({ label: `${l.title}, LS1 4AP` });
  await dialog.getByLabel("Supplier").fill("Northern Boiler Repairs");
  await dialog.getByLabel("Description").fill("Replaced the diverter valve");
  await dialog.getByLabel(/Amount paid/).fill("264.00");
  await dialog.getByLabel(/VAT in it/).fill("44");
  await dialog.getByLabel("HMRC category").selectOption("repairsAndMaintenance");
  await expect(dialog.getByText(/not improvements: those are capital/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Record expense" }).click();
  await expect(dialog.getByText("Attach receipt")).toBeVisible();
  await dialog.getByLabel("Attach receipt").setInputFiles({
    name: "boiler-invoice.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% keyhold e2e receipt\n%%EOF\n"),
  });
  await expect(dialog.getByRole("link", { name: "boiler-invoice.pdf" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole("region", { name: "Expenses (table)" });
  await expect(table).toContainText("Northern Boiler Repairs");
  await expect(table).toContainText("£264");
  await expect(table).toContainText("VAT £44");
  await expect(table.getByRole("link", { name: /Receipt of Northern Boiler Repairs/ })).toBeVisible();
  await expect(page.getByText("£264", { exact: true }).first()).toBeVisible();
  const receipt = await page.request.get(
    (await table.getByRole("link", { name: /Receipt of/ }).getAttribute("href")) ?? "",
  );
  expect(receipt.headers()["content-type"]).toBe("application/pdf");

  // Filters live in the URL.
  await page.getByLabel("Category").selectOption("premisesRunningCosts");
  await expect(page).toHaveURL(/category=premisesRunningCosts/);
  await expect(page.getByText("No expenses match these filters")).toBeVisible();
  await page.getByLabel("Category").selectOption("");
  await expectNoSeriousA11yViolations(page);

  // On a phone: cards, no sideways scroll.
  await page.setViewportSize({ width: 375, height: 800 });
  const cards = page.getByRole("list", { name: "Expenses" });
  await expect(cards).toBeVisible();
  await expect(cards).toContainText("Northern Boiler Repairs");
  await expect(table).toBeHidden();
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});

test("an agent imports a CSV: one bad row refused, fixed, then all rows imported", async ({ page }) => {
  test.setTimeout(90_000);
  await signInAs(page, "agent@keyhold.example");
  const session = await call<{ user: { id: string } }>(page, "get", "/api/auth/session");
  const mine = await call<{ agency: { id: string } | null }>(page, "get", "/api/agency");
  const l = await newLandlordWithHome(page, {
    id: session.user.id,
    email: "agent@keyhold.example",
    agencyId: mine.agency!.id,
  });
  await signInAs(page, "agent@keyhold.example");
  await openPage(page, "/agent/money/expenses");
  await page.getByRole("button", { name: "Import CSV" }).click();
  const dialog = page.getByRole("dialog");
  const header = "Date,Property,Supplier,Description,Amount,VAT,Category,Capital,Paid by";
  const rows = (category: string) =>
    [
      header,
      `14/03/2026,${l.title},Fix-It Property Services,Tap washer,85.00,,repairsAndMaintenance,revenue,agent`,
      `2026-04-01,${l.title},Leeds Council,Void council tax,120,,"${category}",,owner`,
    ].join("\n");
  const csv = (name: string, category: string) => ({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(rows(category)),
  });
  await dialog.getByLabel("CSV file").setInputFiles(csv("bad.csv", "Food"));
  await expect(
    dialog.getByText(/Row 3: category “Food” is not an HMRC property expense category/),
  ).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Import 1 expense" })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  await dialog
    .getByLabel("CSV file")
    .setInputFiles(csv("fixed.csv", "Rent, rates, insurance and ground rents"));
  await expect(dialog.getByText("All 2 rows are ready, £205 in all.")).toBeVisible();
  await dialog.getByRole("button", { name: "Import 2 expenses" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("combobox", { name: "Home", exact: true }).selectOption({ label: l.title });
  const table = page.getByRole("region", { name: "Expenses (table)" });
  await expect(table).toContainText("Fix-It Property Services");
  await expect(table).toContainText("Leeds Council");
  await expect(table).toContainText("Paid by agent");
  await expectNoSeriousA11yViolations(page);
});
