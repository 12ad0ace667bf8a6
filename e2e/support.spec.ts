import { expect, expectNoSeriousA11yViolations, signInAs, test } from "./fixtures";

/** A small real PNG (8×8, blue): the server checks content, not the name. */
const photo = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMwTjuDFTEMLQkAuYZZQQ0kCIcAAAAASUVORK5CYII=",
  "base64",
);

test.describe.configure({ mode: "serial" });

test("a tenant's repair request with a photo is handled by the landlord of the property", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const subject = `Leaking tap under the sink ${Date.now().toString(36)}`;

  // The tenant raises a maintenance request with a photo.
  await signInAs(page, "tenant");
  await page.goto("/support");
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  await page.getByRole("link", { name: "New request" }).click();
  await expect(page).toHaveURL(/\/support\/tickets\/create$/);
  await expect(page.getByLabel("What is it about?")).toHaveValue("maintenance");
  // tenant@ rents one home (README): the request is about it, preselected.
  const homes = (await (await page.request.get("/api/support/properties")).json()) as {
    items: { id: string; title: string }[];
  };
  expect(homes.items).toHaveLength(1);
  await expect(page.getByLabel("Property", { exact: true })).toHaveValue(homes.items[0]!.id);
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Where in the property?").selectOption({ label: "Kitchen" });
  await page
    .getByLabel("Describe the problem")
    .fill(
      "Water is dripping from the pipe under the kitchen sink into the cupboard. Flat 2, 14 Park Row, Leeds.",
    );
  await page.getByLabel("High").check();
  await page
    .getByLabel("Add photos")
    .setInputFiles({ name: "leak.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByText("leak.png")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Send request" }).click();
  await expect(page).toHaveURL(/\/support\/tickets\/[0-9a-f-]{36}$/);
  const ticketUrl = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole("img", { name: "leak.webp" })).toBeVisible();
  await expect(page.getByText("Open", { exact: true }).first()).toBeVisible();

  // The landlord of the tenant's home sees it at once, sets it in progress and replies.
  await signInAs(page, "landlord");
  await page.goto("/support/tickets");
  await page.getByRole("link", { name: subject }).click();
  await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
  await expect(page.getByRole("img", { name: "leak.webp" })).toBeVisible();
  await page.getByLabel("Status").selectOption({ label: "In progress" });
  await expect(page.getByTestId("toast")).toContainText("Status: In progress");
  await page
    .getByLabel("Message")
    .fill("A plumber will come on Tuesday between 8am and 10am. Please clear the cupboard.");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByTestId("toast")).toContainText("Reply sent");
  await expectNoSeriousA11yViolations(page);

  // The tenant sees the reply, the new status and the notification count.
  await signInAs(page, "tenant");
  await page.goto(ticketUrl);
  await expect(page.getByText("A plumber will come on Tuesday")).toBeVisible();
  await expect(page.getByText("In progress", { exact: true }).first()).toBeVisible();
  await page.goto("/support");
  await expect(page.getByTestId("updates-unread")).toHaveText(/\([1-9]\d* unread\)/);
  await expect(page.getByRole("link", { name: /New reply on #\d+/ }).first()).toBeVisible();
  // The navbar bell (placed by the shell) shows the same count.
  const bell = page.getByTestId("notification-bell");
  if ((await bell.count()) > 0) {
    await expect(bell.first()).toHaveAccessibleName(/Notifications, [1-9]\d* unread/);
    await expect(page.getByTestId("notification-count").first()).toHaveText(/^[1-9]\d*\+?$/);
  }
  await expectNoSeriousA11yViolations(page);

  // An unrelated landlord opening the ticket URL meets the 404 page.
  await signInAs(page, "landlord2");
  await page.goto(ticketUrl);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await expect(page.getByText(subject)).toHaveCount(0);
});

test("the admin queue shows overdue urgent tickets", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/admin/support");
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible();
  const urgent = page.getByRole("button", { name: /Urgent overdue/ });
  await expect(urgent).toContainText(/^[1-9]/);
  await urgent.click();
  await expect(page.getByRole("button", { name: /^Overdue/ })).toHaveAttribute("aria-current", "page");
  const row = page.getByRole("row").filter({ hasText: "Boiler showing F28" });
  await expect(row).toBeVisible();
  await expect(row.getByText("Overdue")).toBeVisible();
  await expect(row.getByText("Urgent")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Bulk assign the overdue ticket to the admin.
  await row.getByRole("checkbox").check();
  await page.getByLabel("Assign selected to").selectOption({ value: "me" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("toast")).toContainText("Tickets assigned");
  await expect(page.getByRole("row").filter({ hasText: "Boiler showing F28" })).toContainText("Alex Morgan");

  // Contact messages and the waitlist live here too.
  await page.getByRole("button", { name: "Contact messages" }).click();
  await expect(page.getByRole("heading", { name: "Contact-form messages" })).toBeVisible();
  await page.getByRole("button", { name: "Waitlist" }).click();
  await expect(page.getByRole("heading", { name: "Early-access waitlist" })).toBeVisible();
});
