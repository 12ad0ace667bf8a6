import { type TestSmtpServer, testSmtpServer } from "../src/server/test/smtp-server";
import { expect, expectNoSeriousA11yViolations, type Page, test } from "./fixtures";

/*
 * Issue 17 item 1 and 3 through the browser, at 1280 and 375 px: a landlord records a home as
 * 60/40 with a co-owner, who is e-mailed an invitation; the co-owner opens the link, creates their
 * account with it and sees the home with "Your share: 40 %", read only; the demo agent sees their
 * fee income from the seeded management agreements (10 % + VAT).
 * The e2e server's SMTP_URL is E2E_PORT + 9 (playwright.config.ts): the invitation is caught there.
 */
const smtpPort = Number(process.env.E2E_PORT || 3100) + 9;
const PASSWORD = "a-long-unusual-passphrase-42";

test.describe.configure({ mode: "serial" });

async function signInApi(page: Page, email: string, password: string) {
  await page.context().clearCookies();
  const res = await page.request.post("/api/auth/sign-in", { data: { email, password } });
  expect(res.status(), `sign-in as ${email}`).toBe(200);
}

/** A new landlord with one home (through the API), signed in. */
async function newLandlordHome(page: Page, tag: string) {
  const email = `owners-${tag}-${Date.now()}@example.com`;
  await page.context().clearCookies();
  const created = await page.request.post("/api/auth/sign-up", {
    data: { name: "Lena Landlord", email, password: PASSWORD, role: "landlord" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signInApi(page, email, PASSWORD);
  const title = `Shared flat ${tag} ${Math.floor(Math.random() * 900) + 100}`;
  const res = await page.request.post("/api/manage/properties", {
    data: {
      title,
      type: "flat",
      status: "available",
      addressLine1: "12 Share Street",
      city: "Leeds",
      postcode: "LS1 4AP",
      bedrooms: 2,
      bathrooms: 1,
      rentAmount: 120_000,
      furnished: "unfurnished",
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { property } = (await res.json()) as { property: { id: string } };
  return { email, title, propertyId: property.id };
}

/** The link in the last invitation e-mail to `to` (quoted-printable undone). */
function inviteLink(smtp: TestSmtpServer, to: string): string | undefined {
  const mail = smtp.received.filter((m) => m.to.some((t) => t.includes(to))).at(-1);
  if (!mail) return undefined;
  const body = mail.data.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
  return /https?:\/\/\S*co-owner-invitation\?\S+/.exec(body)?.[0];
}

for (const width of [1280, 375]) {
  test(`at ${width} px: landlord sets 60/40, the co-owner joins by the link and reads their share`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const home = await newLandlordHome(page, String(width));
    const coEmail = `co-owner-${width}-${Date.now()}@example.com`;

    let smtp: TestSmtpServer | undefined;
    let link: string | undefined;
    try {
      smtp = await testSmtpServer({ port: smtpPort });
      await page.goto(`/landlord/money/homes/${home.propertyId}`);
      await expect(page.getByRole("heading", { level: 1, name: `Money of ${home.title}` })).toBeVisible();
      const form = page.getByRole("form", { name: "Owners and shares" });
      await form.getByLabel("Share (%)").first().fill("60");
      await form.getByRole("button", { name: "Add a co-owner" }).click();
      await form.getByLabel("Name").nth(1).fill("Meera Shah");
      await form.getByLabel("E-mail").fill(coEmail);
      await form.getByLabel("Share (%)").nth(1).fill("40");
      await expect(form.getByText("Total: 100 %")).toBeVisible();
      await form.getByRole("button", { name: "Save owners" }).click();
      await expect(page.getByTestId("toast")).toContainText("Owners saved");
      await expect(form.getByText("Invited", { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expect(async () => {
        link = inviteLink(smtp!, coEmail);
        expect(link, "invitation e-mail").toBeTruthy();
      }).toPass({ timeout: 40_000 });
    } finally {
      await smtp?.stop();
    }

    // The co-owner, signed out, opens the link and creates their account with it.
    await page.context().clearCookies();
    const url = new URL(link!);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole("heading", { name: "Your co-owner invitation" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Create my account and accept" }).click();
    await expect(page.getByLabel("E-mail")).toHaveValue(coEmail);
    await page.getByLabel("Full name").fill("Meera Shah");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/landlord$/);

    await page.goto("/landlord/money/homes");
    await expect(page.getByRole("heading", { level: 1, name: "Homes and owners" })).toBeVisible();
    await expect(page.getByText("Co-owned")).toBeVisible();
    await page.getByRole("link", { name: home.title }).click();
    await expect(page.getByText("Your share: 40 %")).toBeVisible();
    await expect(page.getByText(/read this home's money as a co-owner/)).toBeVisible();
    // Read only: no forms, the owners listed.
    await expect(page.getByRole("button", { name: "Save owners" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Save values" })).toHaveCount(0);
    await expect(page.getByText("Meera Shah (you)")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noScroll, "no sideways scroll").toBe(true);
  });

  test(`at ${width} px: the agent sees fee income from the management agreements`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInApi(page, "agent@keyhold.example", "keyhold-demo-2026");
    await page.goto("/agent/money/fees");
    await expect(page.getByRole("heading", { level: 1, name: "Fee income" })).toBeVisible();
    await expect(page.getByText("Fees before VAT")).toBeVisible();
    await expect(page.getByRole("heading", { name: "By home" })).toBeVisible();
    const byHome =
      width < 640
        ? page.getByRole("list", { name: "Fee income by home" })
        : page.getByRole("region", { name: "Fee income by home (table)" });
    await expect(byHome).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const noScroll = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(noScroll, "no sideways scroll").toBe(true);
    // The agreement of a managed home reads as its terms with the worked example.
    await page.goto("/agent/money/homes");
    await page.getByRole("main").getByRole("listitem").first().getByRole("link").first().click();
    await expect(page.getByText("On £1,200 rent in a month: fee £120 + VAT £24 = £144")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
