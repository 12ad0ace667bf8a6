import { expect, expectNoSeriousA11yViolations, type Page, signInAs, test } from "./fixtures";

const londonToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());

async function api<T>(page: Page, method: "get" | "post", path: string, data?: unknown): Promise<T> {
  const res = await page.request[method](path, data === undefined ? {} : { data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * landlord3@ lets a free home to tenant3@ (accepted and activated), files a gas safety record on it
 * and serves it by Keyhold e-mail. Its own property, so it runs beside the other journeys.
 */
async function servedCertificate(page: Page) {
  await signInAs(page, "landlord3");
  const own = await api<{ items: { id: string; title: string; status: string }[] }>(
    page,
    "get",
    "/api/manage/properties?pageSize=100&sort=title",
  );
  const taken = await api<{ items: { property: { id: string } }[] }>(page, "get", "/api/tenancies");
  const property = own.items.find(
    (p) => p.status === "available" && !taken.items.some((t) => t.property.id === p.id),
  );
  expect(property, "a free home of landlord3@").toBeTruthy();
  const { tenancy } = await api<{ tenancy: { id: string } }>(page, "post", "/api/tenancies", {
    propertyId: property!.id,
    tenantEmail: "tenant3@keyhold.example",
    startDate: londonToday(),
    rentAmount: 95_000,
    rentFrequency: "monthly",
    dueDay: 1,
  });
  await signInAs(page, "tenant3");
  const pending = await api<{ items: { invitationId: string; tenancy: { id: string } }[] }>(
    page,
    "get",
    "/api/tenancy-invitations",
  );
  const invitation = pending.items.find((i) => i.tenancy.id === tenancy.id);
  await api(page, "post", "/api/tenancy-invitations/accept", { invitationId: invitation!.invitationId });
  await signInAs(page, "landlord3");
  await api(page, "post", `/api/tenancies/${tenancy.id}/status`, { status: "active" });
  const upload = await page.request.post(`/api/manage/properties/${property!.id}/documents`, {
    multipart: {
      file: { name: "gas.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n% gas\n%%EOF\n") },
      kind: "gas_safety",
      title: "Gas safety record (e2e)",
      issuedOn: londonToday(),
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { document } = (await upload.json()) as { document: { id: string } };
  await api(page, "post", `/api/documents/${document.id}/services`, {
    tenancyId: tenancy.id,
    method: "keyhold_email",
  });
  return { tenancyId: tenancy.id, title: property!.title };
}

test("a tenant sees their home's certificates, and opening one acknowledges it", async ({ page }) => {
  test.setTimeout(90_000);
  const { tenancyId } = await servedCertificate(page);
  await signInAs(page, "tenant3");
  await page.goto("/tenant");
  // tenant3@ rents their demo home too, so the page asks which tenancy: wait for that choice.
  await page.getByLabel("Tenancy", { exact: true }).selectOption(tenancyId);
  const section = page.getByRole("region", { name: "Your home's safety certificates" });
  await expect(section).toContainText("Gas safety record");
  await expect(section).toContainText("e-mailed through Keyhold");
  await expect(section).not.toContainText("you opened it");
  await expectNoSeriousA11yViolations(page);

  const popup = page.waitForEvent("popup");
  await section.getByRole("button", { name: "Open the gas safety record" }).click();
  const tab = await popup;
  // The file is fetched in the new tab: that opening is the acknowledgement.
  await tab.waitForURL(/\/api\/documents\/.+\/file\?/, { waitUntil: "commit" });
  await tab.close();
  await expect(section).toContainText("you opened it", { timeout: 10_000 });

  // On a phone the list stays within the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  const right = await section.evaluate((root) =>
    Math.max(...[root, ...root.querySelectorAll("*")].map((e) => e.getBoundingClientRect().right)),
  );
  expect(right).toBeLessThanOrEqual(375);
});
