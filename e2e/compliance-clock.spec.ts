import ical, { type VEvent } from "node-ical";
import { expect, expectNoSeriousA11yViolations, type Page, test } from "./fixtures";

/** Today in London, and a day `n` days before it. */
const londonToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());
function daysAgo(n: number) {
  const d = new Date(`${londonToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}

async function api<T>(
  page: Page,
  path: string,
  init: Parameters<Page["request"]["post"]>[1] = {},
): Promise<T> {
  const res = await page.request.post(path, init);
  expect(res.ok(), `POST ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * A landlord of our own (signed up through the API) with a let home whose gas safety record is
 * 400 days old, so its next check is overdue. Nothing of the demo data is relied on.
 */
async function landlordWithOverdueGas(page: Page) {
  const email = `clock-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = "a-long-enough-password";
  const created = await page.request.post("/api/auth/sign-up", {
    data: { name: "Clara Clock", email, password, role: "landlord" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await page.context().clearCookies();
  const signedIn = await page.request.post("/api/auth/sign-in", { data: { email, password } });
  expect(signedIn.status()).toBe(200);
  const address = `${Math.floor(Math.random() * 900) + 100} Acacia Road`;
  const { property } = await api<{ property: { id: string } }>(page, "/api/manage/properties", {
    data: {
      title: `Clock test house ${address}`,
      type: "house",
      status: "let",
      addressLine1: address,
      city: "York",
      postcode: "YO1 7HH",
      bedrooms: 2,
      bathrooms: 1,
      rentAmount: 95_000,
      furnished: "unfurnished",
    },
  });
  await api(page, `/api/manage/properties/${property.id}/documents`, {
    multipart: {
      kind: "gas_safety",
      title: "Gas safety record",
      issuedOn: daysAgo(400),
      file: {
        name: "gas.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n% keyhold e2e\n%%EOF\n"),
      },
    },
  });
  return { propertyId: property.id, address };
}

// A journey over the clock, the calendar, the home's page and the iCal feed: more than 30 s on the
// shared 2-core CI machine, so three times the limit.
test.slow();

test("a landlord sees an overdue duty on the clock and in the calendar, and reads it from the iCal feed", async ({
  page,
}) => {
  const { propertyId, address } = await landlordWithOverdueGas(page);

  await page.goto("/landlord/compliance");
  await expect(page.getByRole("heading", { level: 1, name: "Compliance" })).toBeVisible();
  const row = page.getByTestId("duty-row").filter({ hasText: "Gas safety" }).filter({ hasText: address });
  await expect(row.first()).toContainText("Overdue");
  await expect(page.getByText(/it is not legal advice/).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Filter to overdue duties: the URL keeps it.
  await page.getByLabel("Status").selectOption("overdue");
  await expect(page).toHaveURL(/status=overdue/);
  await expect(row.first()).toBeVisible();

  // The calendar: the month of the due date holds the duty, named for screen readers.
  await page.getByRole("button", { name: "Calendar", exact: true }).click();
  await expect(page).toHaveURL(/view=calendar/);
  const dueOn = await page.evaluate(async (id) => {
    const res = await fetch(`/api/compliance/homes/${id}`);
    const home = (await res.json()) as { duties: { kind: string; dueOn: string | null }[] };
    return home.duties.find((d) => d.kind === "gas_safety_check")!.dueOn!;
  }, propertyId);
  await page.goto(`/landlord/compliance?status=overdue&view=calendar&month=${dueOn.slice(0, 7)}`);
  const chip = page.getByRole("link", { name: new RegExp(`^Overdue: Gas safety.*${address}`) });
  await expect(chip.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await chip.first().click();
  await expect(page).toHaveURL(new RegExp(`/landlord/compliance/homes/${propertyId}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(address);
  await expectNoSeriousA11yViolations(page);

  // The calendar feed: created once, its URL shown with a copy button; fetched and parsed.
  await page.goto("/landlord/compliance");
  await page.getByRole("button", { name: "Create calendar feed" }).click();
  const url = await page.getByTestId("feed-url").inputValue();
  expect(url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByRole("button", { name: "Copy address" })).toBeVisible();
  const feed = await page.request.get(new URL(url).pathname, { headers: { cookie: "" } });
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("text/calendar");
  const events = Object.values(ical.sync.parseICS(await feed.text())).filter(
    (c): c is VEvent => c?.type === "VEVENT",
  );
  const gas = events.find(
    (e) => String(e.summary).startsWith("OVERDUE: Gas") && String(e.summary).includes(address),
  );
  expect(gas, events.map((e) => e.summary).join(" | ")).toBeTruthy();
  expect(String(gas!.description)).toContain("not legal advice");

  // Revoked: the address answers 404.
  await page.getByRole("button", { name: "Revoke feed" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke feed" }).click();
  await expect(page.getByTestId("feed-status")).toContainText("You have no calendar feed");
  expect((await page.request.get(new URL(url).pathname)).status()).toBe(404);
});

test("on a phone the clock's duties are cards, with no sideways scrolling", async ({ page }) => {
  const { address } = await landlordWithOverdueGas(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/landlord/compliance");
  const card = page.getByTestId("duty-card").filter({ hasText: address }).first();
  await expect(card).toBeVisible();
  await expect(page.getByTestId("duty-row").first()).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
