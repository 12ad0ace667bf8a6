import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, type Page, test } from "./fixtures";

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const toast = (page: Page) => page.getByTestId("toast");

test.describe("registration", () => {
  for (const role of ["landlord", "tenant", "agent"] as const) {
    test(`a new ${role} registers and lands on their own home`, async ({ page }) => {
      const email = `new-${role}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
      await page.goto("/register");
      await page.getByLabel("Full name").fill(`New ${role}`);
      await page.getByLabel("E-mail").fill(email);
      await page.getByLabel("Password").fill("a-long-enough-password");
      await page.getByLabel("I am a").selectOption(role);
      await page.getByRole("button", { name: "Create account" }).click();
      await expect(page).toHaveURL(new RegExp(`/${role}$`));
      await expect(toast(page)).toContainText("Registration successful");
      await expect(toast(page)).toContainText("Welcome to the platform!");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/dashboard/i);
      // A first visit is not a return.
      await expect(page.getByRole("main")).not.toContainText("Welcome back");
    });
  }

  test("shows field errors before sending anything", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expect(page.getByText("Password must be at least 12 characters")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("sign-in", () => {
  // The browser reports the refused sign-in request itself as a console error.
  test.use({ allowedConsoleErrors: /status of 401/ });
  test("a wrong password shows the exact message", async ({ page }) => {
    await signIn(page, "landlord@keyhold.example", "not-the-password");
    await expect(toast(page)).toContainText("Error");
    await expect(toast(page)).toContainText(
      "Invalid email or password. Please check your credentials and try again.",
    );
    await expect(page).toHaveURL(/\/login$/);
    await expectNoSeriousA11yViolations(page);
  });

  test("sign-in greets the user and returns them to the page they were sent away from", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page)).toContainText("Please login to access this page");
    await page.getByLabel("E-mail").fill("tenant@keyhold.example");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(toast(page)).toContainText("Login successful");
    await expect(toast(page)).toContainText("Welcome back!");
  });
});

test.describe("guards", () => {
  test("a tenant visiting /admin is sent to /tenant with the role message", async ({ page }) => {
    await signIn(page, "tenant@keyhold.example");
    await expect(page).toHaveURL(/\/tenant$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/tenant$/);
    await expect(toast(page)).toContainText("Access Denied");
    await expect(toast(page)).toContainText("You don't have permission to access this page");
  });

  test("an agent passes /admin but is sent home from /admin/users with the feature message", async ({
    page,
  }) => {
    await signIn(page, "agent@keyhold.example");
    await expect(page).toHaveURL(/\/agent$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin dashboard" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Users/ })).toHaveCount(0);
    await page.goto("/admin/users");
    await expect(page).toHaveURL(/\/agent$/);
    await expect(toast(page)).toContainText("Access Denied");
    await expect(toast(page)).toContainText("You don't have permission to access this feature");
  });

  test("after signing out, /support sends the visitor to /login with the login message", async ({ page }) => {
    await signIn(page, "landlord@keyhold.example");
    await expect(page).toHaveURL(/\/landlord$/);
    await page.getByRole("button", { name: /Account menu/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(toast(page)).toContainText("Logged out");
    await expect(toast(page)).toContainText("You have been successfully logged out");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/support");
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page)).toContainText("Access Denied");
    await expect(toast(page)).toContainText("Please login to access this page");
  });
});

test("an admin changes a role and the change shows in the audit log", async ({ page }) => {
  // A user of our own, so parallel tests that sign in as the demo accounts are not disturbed.
  const email = `promote-${Date.now()}@example.com`;
  const created = await page.request.post("/api/auth/sign-up", {
    data: { name: "Rory Promoted", email, password: "a-long-enough-password", role: "tenant" },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();

  await signIn(page, "admin@keyhold.example");
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/users?q=${encodeURIComponent(email)}`);
  const roleSelect = page.getByLabel("Role of Rory Promoted");
  await expect(roleSelect).toHaveValue("tenant");
  await roleSelect.selectOption("landlord");
  await expect(toast(page)).toContainText("Role changed");
  await expectNoSeriousA11yViolations(page);

  await page.goto("/admin/logs?action=role_change");
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.first()).toBeVisible();
  await expect(row.first()).toContainText("to: landlord");
  await expectNoSeriousA11yViolations(page);
});
