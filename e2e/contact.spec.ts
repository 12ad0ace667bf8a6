import { expect, expectNoSeriousA11yViolations, openPage, test } from "./fixtures";

const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test("an empty form shows inline errors on name, e-mail and message", async ({ page }) => {
  await openPage(page, "/contact");
  await page.getByRole("button", { name: "Send message" }).click();

  const name = page.getByLabel("Full name");
  const email = page.getByLabel("E-mail", { exact: true });
  const message = page.getByLabel("Message", { exact: true });
  for (const field of [name, email, message]) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
  }
  await expect(name).toHaveAccessibleDescription(/name/i);
  await expect(email).toHaveAccessibleDescription(/e-mail/i);
  await expect(message).toHaveAccessibleDescription(/at least 10 characters/i);
  await expect(page.getByText("Please enter your name")).toBeVisible();
  await expect(page.getByText("Please enter a valid e-mail address")).toBeVisible();
  await expect(page.getByText("Message must be at least 10 characters")).toBeVisible();
  // The optional phone field is fine empty.
  await expect(page.getByLabel("Phone (optional)")).not.toHaveAttribute("aria-invalid", "true");
  await expect(name).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});

test("a valid message is sent and the success state shows", async ({ page }) => {
  await openPage(page, "/contact");
  await expect(page.getByLabel("Topic")).toHaveValue("general");
  await page.getByLabel("Full name").fill("Priya Shah");
  await page.getByLabel("E-mail", { exact: true }).fill(uniqueEmail("contact"));
  await page.getByLabel("Phone (optional)").fill("+44 7700 900123");
  await page.getByLabel("Topic").selectOption({ label: "I'm a landlord" });
  await page.getByLabel("Message", { exact: true }).fill("I have two flats in Leeds and would like a quote.");
  await page.getByRole("button", { name: "Send message" }).click();

  const status = page.getByRole("status").filter({ hasText: "your message has been sent" });
  await expect(status.getByRole("heading", { name: "Thank you, your message has been sent" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send message" })).toHaveCount(0);
});

test("?topic=early-access preselects Early access and joins the early-access list", async ({ page }) => {
  await openPage(page, "/contact?topic=early-access");
  const topic = page.getByLabel("Topic");
  await expect(topic).toHaveValue("early_access");
  await expect(topic.locator("option:checked")).toHaveText("Early access");

  await page.getByLabel("Full name").fill("Tom Evans");
  await page.getByLabel("E-mail", { exact: true }).fill(uniqueEmail("waitlist"));
  await page.getByLabel("Message", { exact: true }).fill("Please let me know when the tenant portal opens.");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "You're on the early-access list" })).toBeVisible();
});
