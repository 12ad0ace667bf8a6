import { type TestSmtpServer, testSmtpServer } from "../src/server/test/smtp-server";
import { expect, expectNoSeriousA11yViolations, type Page, test } from "./fixtures";

/**
 * Issue 13 #5 through the browser: mail that could not be sent waits in the outbox with its
 * error, an admin sees it at /admin/email and "Retry now" delivers it once the server is up.
 * The e2e server's SMTP_URL points at E2E_PORT + 9 (playwright.config.ts); nothing listens there
 * until a test starts the small SMTP server.
 */
const smtpPort = Number(process.env.E2E_PORT || 3100) + 9;
const DEMO_PASSWORD = "keyhold-demo-2026";

test.describe.configure({ mode: "serial" });

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

for (const width of [1280, 375]) {
  test(`at ${width} px an admin sees a reset e-mail that failed and retries it until it is sent`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const to = width === 1280 ? "tenant3@keyhold.example" : "tenant4@keyhold.example";
    const asked = await page.request.post("/api/auth/forgot-password", { data: { email: to } });
    expect(asked.status()).toBe(200);

    await signIn(page, "admin@keyhold.example");
    await page.getByRole("link", { name: /E-mail delivery/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "E-mail delivery" })).toBeVisible();
    await page.getByLabel("Recipient").fill(to);
    await expect(page).toHaveURL(/q=tenant/);
    const row = page.getByRole("row").filter({ hasText: to }).first();
    // The first attempt is refused at once: the row waits for a retry, with the error.
    await expect(async () => {
      await page.reload();
      await expect(row).toContainText(/ECONNREFUSED/, { timeout: 5_000 });
    }).toPass({ timeout: 40_000 });
    await expect(row).toContainText("Queued");
    await expect(row).toContainText("1 of 8");
    await expectNoSeriousA11yViolations(page);

    let smtp: TestSmtpServer | undefined;
    try {
      smtp = await testSmtpServer({ port: smtpPort });
      await row.getByRole("button", { name: /Retry now/ }).click();
      await expect(page.getByTestId("toast")).toContainText("Queued for delivery now");
      await page.getByLabel("Status").selectOption("sent");
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole("row").filter({ hasText: to }).first()).toContainText("Sent", {
          timeout: 5_000,
        });
      }).toPass({ timeout: 40_000 });
      // Other journeys may e-mail the same demo tenant (tenancy invitations) while this server is up:
      // only the reset e-mail is this test's.
      const resets = smtp.received.filter(
        (m) => m.to.some((t) => t.includes(to)) && m.data.includes("Subject: Reset your Keyhold password"),
      );
      expect(resets).toHaveLength(1);
      await expectNoSeriousA11yViolations(page);
    } finally {
      await smtp?.stop();
    }
  });
}
