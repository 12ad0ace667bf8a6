import { chromium } from "@playwright/test";
import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, type Page, test } from "./fixtures";

/** Browser checks of the trust round's account items (issue 13, items 16, 17 and 20). */

const toast = (page: Page) => page.getByTestId("toast");

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function newUser(page: Page, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, "-")}-${Date.now()}@example.com`;
  const created = await page.request.post("/api/auth/sign-up", {
    data: { name, email, password: "a-long-enough-password", role: "tenant" },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();
  return email;
}

test("promoting to Administrator asks first, and cancelling changes nothing", async ({ page }) => {
  const email = await newUser(page, "Ada Cancelled");
  await signIn(page, "admin@keyhold.example");
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const role = page.getByLabel("Role of Ada Cancelled");
  await expect(role).toHaveValue("tenant");

  let roleCalls = 0;
  page.on("request", (r) => {
    if (r.method() === "PATCH" && r.url().includes("/role")) roleCalls++;
  });
  await role.selectOption("admin");
  const confirm = page.getByRole("dialog", { name: "Make Ada Cancelled an administrator?" });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText(email);
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(role).toHaveValue("tenant");
  expect(roleCalls).toBe(0);
});

test("when the server wants the password again, the dialog asks for it and the change goes through", async ({
  page,
}) => {
  const email = await newUser(page, "Ada Promoted");
  await signIn(page, "admin@keyhold.example");
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);

  // The demo admin signed in a moment ago, inside the re-authentication window: answer the first
  // role change as the server does once the window has passed (the API suite covers the server's
  // side with a real old session). Every later request reaches the real server.
  let refused = false;
  await page.route("**/api/admin/users/*/role", async (route) => {
    if (refused) return route.continue();
    refused = true;
    await route.fulfill({
      status: 403,
      contentType: "application/json",
      body: JSON.stringify({
        error: { code: "reauth_required", message: "Please enter your password again to do this." },
      }),
    });
  });

  await page.getByLabel("Role of Ada Promoted").selectOption("admin");
  await page
    .getByRole("dialog", { name: "Make Ada Promoted an administrator?" })
    .getByRole("button", { name: "Make administrator" })
    .click();

  const reauth = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(reauth).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await reauth.getByLabel("Your password").fill("not-the-password");
  await reauth.getByRole("button", { name: "Confirm" }).click();
  await expect(reauth).toBeVisible();
  await expect(reauth.getByRole("alert").or(reauth.locator("[id$='-error']")).first()).toBeVisible();

  await reauth.getByLabel("Your password").fill(DEMO_PASSWORD);
  await reauth.getByRole("button", { name: "Confirm" }).click();
  await expect(reauth).toBeHidden();
  await expect(toast(page)).toContainText("Role changed");
  await expect(page.getByLabel("Role of Ada Promoted")).toHaveValue("admin");
  expect(refused).toBe(true);
});

test("signing in over plain HTTP at a LAN address says why the session did not stick", async ({
  baseURL,
}) => {
  // A name that is not localhost: Chromium keeps Secure cookies only for HTTPS and localhost, as a
  // phone or another computer on the network would see Keyhold started with `npm start`.
  const port = new URL(baseURL!).port;
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP keyhold-lan.test 127.0.0.1"],
  });
  try {
    const page = await browser.newPage({ baseURL: `http://keyhold-lan.test:${port}`, locale: "en-GB" });
    await signIn(page, "landlord@keyhold.example");
    const help = page.getByRole("alert").filter({ hasText: "did not keep you signed in" });
    await expect(help).toBeVisible();
    await expect(help).toContainText(
      `Keyhold sends its sign-in cookie for HTTPS only, and this page was opened over plain HTTP at keyhold-lan.test:${port}.`,
    );
    await expect(help).toContainText("COOKIE_SECURE=false");
    await expect(page.getByText("Login successful")).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    await browser.close();
  }
});
