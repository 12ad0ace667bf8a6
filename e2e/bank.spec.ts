import { expect, expectNoSeriousA11yViolations, openPage, type Page, signInAs, test } from "./fixtures";

/*
 * Issue 17 item 8, clicked through as a landlord: a new landlord lets a home to tenant3@, imports
 * their bank's CSV (columns the bank named its own way, mapped by hand), confirms the proposed
 * match, and the payment is on the tenancy's ledger. The page at 1280 and 375 px, with axe.
 */

const londonToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
const dmy = (iso: string) => iso.split("-").reverse().join("/");

async function call<T>(page: Page, method: "get" | "post", path: string, data?: unknown): Promise<T> {
  const res = await page.request[method](path, data === undefined ? {} : { data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function newLetting(page: Page) {
  const email = `bank-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = "a-long-enough-password";
  const created = await page.request.post("/api/auth/sign-up", {
    data: { name: "Bea Banker", email, password, role: "landlord" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signInAs(page, email, password);
  const address = `${Math.floor(Math.random() * 900) + 100} Ledger Row`;
  const { property } = await call<{ property: { id: string } }>(page, "post", "/api/manage/properties", {
    title: `Bank journey ${address}`,
    type: "flat",
    status: "available",
    addressLine1: address,
    city: "Leeds",
    postcode: "LS2 7EY",
    bedrooms: 1,
    bathrooms: 1,
    rentAmount: 82_500,
    furnished: "unfurnished",
  });
  const { tenancy } = await call<{ tenancy: { id: string } }>(page, "post", "/api/tenancies", {
    propertyId: property.id,
    tenantEmail: "tenant3@keyhold.example",
    startDate: londonToday(),
    rentAmount: 82_500,
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
  return { email, password, tenancyId: tenancy.id };
}

const reference = (tenancyId: string) => `KH${tenancyId.replace(/-/g, "").slice(0, 6).toUpperCase()}`;

test("a landlord imports a CSV, maps its columns, confirms the match; the payment is on the ledger", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const l = await newLetting(page);
  const ref = reference(l.tenancyId);
  const csv = [
    "When,Narrative,Ref,Credit,Debit",
    `${dmy(londonToday())},FASTER PAYMENT RENT,${ref},825.00,`,
    `${dmy(londonToday())},CARD SCREWFIX,,,12.49`,
  ].join("\n");

  await page.setViewportSize({ width: 1280, height: 900 });
  await openPage(page, "/landlord/money/bank");
  await expect(page.getByRole("heading", { name: "Bank reconciliation", level: 1 })).toBeVisible();
  await expect(page.getByText("Import a statement from your bank above")).toBeVisible();
  await page
    .getByLabel("Statement file")
    .setInputFiles({ name: "bank.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await expect(page.getByText("bank.csv")).toBeVisible();
  await expect(page.getByText(/CSV, 2 lines/)).toBeVisible();
  // "When" is no name Keyhold guesses: map the date by hand; the rest was suggested.
  await page.getByLabel("Date", { exact: true }).selectOption("When");
  await expect(page.getByLabel("Paid in")).toHaveValue("Credit");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Import 2 lines" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 new lines, 0 already imported" })).toBeVisible();

  const table = page.getByRole("region", { name: "Statement lines (table)" });
  await expect(table.getByText(`Reference ${ref}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await table.getByRole("button", { name: /^Confirm .*£825$/ }).click();
  await expect(page.getByText("1 line confirmed").first()).toBeVisible();
  await page.getByRole("button", { name: /^Matched/ }).click();
  await expect(table.getByText(/Ledger Row/).first()).toBeVisible();

  const ledger = await call<{ entries: { kind: string; amountMinor: number }[] }>(
    page,
    "get",
    `/api/tenancies/${l.tenancyId}/ledger`,
  );
  expect(JSON.stringify(ledger)).toContain("82500");
  await openPage(page, `/landlord/tenancies/${l.tenancyId}`);
  await expect(page.getByText("£825").first()).toBeVisible();

  // The phone layout: cards, no sideways scroll, still accessible.
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, "/landlord/money/bank");
  await page.getByRole("button", { name: /^All/ }).click();
  const cards = page.getByRole("list", { name: "Statement lines" });
  await expect(cards.getByText("CARD SCREWFIX", { exact: true })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
