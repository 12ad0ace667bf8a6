import ical, { type VEvent } from "node-ical";
import { expect, expectNoSeriousA11yViolations, type Page, signInAs, test } from "./fixtures";

/*
 * Issue 16's journey, clicked through as a landlord and their tenant: the landlord marks the home as
 * having no gas supply, uploads an EICR with the report's next-inspection date, serves it on the
 * tenant through Keyhold, the tenant sees it; an overdue duty (Right to Rent, never recorded) is on
 * the clock and in the calendar feed, read with a maintained iCal parser.
 */

const londonToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
const shift = (iso: string, days: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function call<T>(page: Page, method: "get" | "post", path: string, data?: unknown): Promise<T> {
  const res = await page.request[method](path, data === undefined ? {} : { data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * A new landlord (signed up through the API) letting a new home to tenant3@ from today: the
 * tenancy accepted and active. Nothing else is recorded, so its Right to Rent check is overdue.
 */
async function newLetting(page: Page) {
  const email = `compliance-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = "a-long-enough-password";
  const created = await page.request.post("/api/auth/sign-up", {
    data: { name: "Lena Landlord", email, password, role: "landlord" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signInAs(page, email, password);
  const address = `${Math.floor(Math.random() * 900) + 100} Meter Street`;
  const { property } = await call<{ property: { id: string } }>(page, "post", "/api/manage/properties", {
    title: `Compliance journey ${address}`,
    type: "flat",
    status: "available",
    addressLine1: address,
    city: "Leeds",
    postcode: "LS1 4AP",
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
  return { email, password, propertyId: property.id, tenancyId: tenancy.id, address };
}

test("no gas, an EICR served and seen, and an overdue duty on the clock and in the feed", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const l = await newLetting(page);
  const home = `/landlord/compliance/homes/${l.propertyId}`;

  // Until the home is marked, it is treated as having gas: its check is missing.
  await page.goto(home);
  const gasRow = page.getByTestId("duty-row").filter({ hasText: "Gas safety check" });
  await expect(gasRow).toContainText("Missing");

  // The landlord marks the home as having no gas supply in the property editor.
  await page.getByRole("link", { name: "Edit the home's facts" }).click();
  await page.getByLabel("Gas supply").selectOption("no");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  await page.goto(home);
  await expect(gasRow).toContainText("Not applicable");
  await expect(gasRow).toContainText(/no gas/i);
  await expectNoSeriousA11yViolations(page);

  // An EICR whose report asks for the next inspection in 3 years.
  const inspected = shift(londonToday(), -10);
  const next = shift(inspected, 3 * 365);
  await page.getByRole("button", { name: "Upload a certificate" }).click();
  await page.getByLabel("Kind of document").selectOption("eicr");
  await page.getByLabel("Date of the inspection").fill(inspected);
  await page.getByLabel("Next inspection due (from the report)").fill(next);
  await page.getByLabel("Outcome").selectOption("satisfactory");
  await page.getByLabel("File").setInputFiles({
    name: "eicr.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% keyhold e2e eicr\n%%EOF\n"),
  });
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  const eicrRow = page.getByTestId("duty-row").filter({ hasText: "Electrical inspection (EICR)" });
  await expect(eicrRow).toContainText("OK");
  await expect(eicrRow).toContainText("the report's own date");

  // Served on the tenant through Keyhold: the copy duty is met.
  await page.getByRole("button", { name: "Serve" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("How").selectOption("keyhold_email");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByTestId("duty-row").filter({ hasText: "Electrical report given to the tenant" }),
  ).toContainText("OK");

  // The overdue duty is on the clock.
  await page.goto("/landlord/compliance?status=overdue");
  const overdue = page
    .getByTestId("duty-row")
    .filter({ hasText: "Right to Rent checks" })
    .filter({ hasText: l.address });
  await expect(overdue).toContainText("Overdue");
  await expectNoSeriousA11yViolations(page);

  // And in the calendar feed, parsed as a calendar app would.
  await page.goto("/landlord/compliance");
  await page.getByRole("button", { name: "Create calendar feed" }).click();
  const url = await page.getByTestId("feed-url").inputValue();
  await page.context().clearCookies();
  const feed = await page.request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  const events = Object.values(ical.sync.parseICS(await feed.text())).filter(
    (c): c is VEvent => c?.type === "VEVENT",
  );
  const rtr = events.find(
    (e) => String(e.summary).startsWith("OVERDUE: Right to Rent") && String(e.summary).includes(l.address),
  );
  expect(rtr, events.map((e) => e.summary).join(" | ")).toBeTruthy();
  expect(
    events.some(
      (e) => String(e.summary).includes("Gas safety check") && String(e.summary).includes(l.address),
    ),
  ).toBe(false);

  // The tenant sees the EICR on their home, served by e-mail through Keyhold.
  await signInAs(page, "tenant3@keyhold.example");
  await page.goto("/tenant");
  // tenant3@ rents their demo home too, so the page asks which tenancy: wait for that choice.
  await page.getByLabel("Tenancy", { exact: true }).selectOption(l.tenancyId);
  const certificates = page.getByRole("region", { name: "Your home's safety certificates" });
  await expect(certificates).toContainText("Electrical");
  await expect(certificates).toContainText("e-mailed through Keyhold");
  await expectNoSeriousA11yViolations(page);
});
