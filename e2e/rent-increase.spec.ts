import { expect, expectNoSeriousA11yViolations, type Page, signInAs, test } from "./fixtures";

/**
 * Section 13 rent increases (issue 15): the landlord proposes a new rent at the earliest date the
 * law allows and serves the notice; its Form 4A PDF opens; tenant@ sees the new rent, the day it
 * starts and how to challenge it, beside the increase applied last year (demo data, README).
 */

/** The landlord's tenancy of tenant@ (the demo's section 13 story). */
async function tenantHomeTenancy(page: Page): Promise<string> {
  const { items } = (await (await page.request.get("/api/tenancies")).json()) as {
    items: { id: string; status: string; tenant: { email: string } | null }[];
  };
  const t = items.find((i) => i.status === "active" && i.tenant?.email === "tenant@keyhold.example");
  expect(t, "tenant@'s tenancy").toBeTruthy();
  return t!.id;
}

const longDate = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

test.describe.configure({ mode: "serial" });

test("the landlord proposes and serves a rent increase; the tenant sees when it takes effect", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "landlord");
  const id = await tenantHomeTenancy(page);
  await page.goto(`/landlord/tenancies/${id}`);
  const section = page.locator("section", {
    has: page.getByRole("heading", { name: "Rent and rent increases" }),
  });
  await expect(section.getByRole("table", { name: "Rent history" })).toContainText("Section 13 notice");

  // The demo's served notice is withdrawn first: one open notice at a time.
  const card = section.getByLabel("Rent increase notice");
  if (await card.isVisible()) {
    await card.getByRole("button", { name: "Withdraw" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Withdraw" }).click();
    await expect(page.getByTestId("toast").first()).toContainText("Rent increase withdrawn");
  }

  await section.getByRole("button", { name: "Propose a new rent" }).click();
  await expect(section.getByText("rent-review clause in the agreement does not replace it")).toBeVisible();
  const start = await section.getByLabel("New rent starts on").inputValue();
  expect(start).toMatch(/^\d{4}-\d{2}-01$/);
  await expect(
    section.getByText(`Earliest valid start for a notice served today: ${longDate(start)}`),
  ).toBeVisible();
  // A start the law does not allow: the field names the rule, nothing is saved.
  await section.getByLabel("New rent (£)").fill("1");
  await section.getByRole("button", { name: "Draft the notice" }).click();
  await expect(section.getByText(/the new rent must be more than the current/)).toBeVisible();
  await section.getByLabel("New rent (£)").fill("2500");
  await expectNoSeriousA11yViolations(page);
  await section.getByRole("button", { name: "Draft the notice" }).click();
  await expect(page.getByTestId("toast").first()).toContainText("Rent increase drafted");

  await card.getByRole("button", { name: "Record service" }).click();
  await card.getByLabel("How it was served").selectOption("hand");
  await card.getByLabel("Proof of service").fill("Handed to the tenant at the door, photo kept");
  await card.getByRole("button", { name: "Record service" }).click();
  await expect(page.getByTestId("toast").first()).toContainText("Notice served");
  await expect(card).toContainText("Served");
  await expect(card).toContainText("£2,500 a month");

  const href = await card.getByRole("link", { name: "Form 4A notice (PDF)" }).getAttribute("href");
  const pdf = await page.request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // tenant@ sees it on their home: the new rent, the day it starts, how to challenge it.
  await signInAs(page, "tenant");
  await page.goto("/tenant");
  const tenantCard = page.getByLabel("Rent increase notice");
  await expect(tenantCard).toContainText("£2,500 a month");
  await expect(tenantCard).toContainText(longDate(start));
  await expect(tenantCard).toContainText("First-tier Tribunal (Property Chamber)");
  await expect(tenantCard).toContainText("this is not legal advice");
  await expect(tenantCard.getByRole("link", { name: "Form 4A notice (PDF)" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Rent history" })).toContainText("Section 13 notice");
  await expectNoSeriousA11yViolations(page);
});

test("on a phone the tenant reads the notice and the rent history without scrolling sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAs(page, "tenant");
  await page.goto("/tenant");
  const card = page.getByLabel("Rent increase notice");
  await expect(card).toContainText("Starts on");
  await card.scrollIntoViewIfNeeded();
  await expect(page.getByRole("table", { name: "Rent history" })).toContainText("Rent at the start");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);

  await signInAs(page, "landlord");
  const id = await tenantHomeTenancy(page);
  await page.goto(`/landlord/tenancies/${id}`);
  await expect(page.getByLabel("Rent increase notice")).toContainText("Served");
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
