import sharp from "sharp";
import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, type Page, test } from "./fixtures";

const toast = (page: Page) => page.getByTestId("toast");

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/${email.split("@")[0]!.replace(/\d+$/, "")}$`));
}

/** A small photo made on the spot (no files in the repo, no downloads). */
async function photo(name: string, colour: { r: number; g: number; b: number }, format: "png" | "jpeg") {
  const image = sharp({ create: { width: 900, height: 600, channels: 3, background: colour } });
  const buffer = format === "png" ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return { name, mimeType: `image/${format}`, buffer };
}

const unique = () => Math.random().toString(36).slice(2, 8);

/** Fills the editor's required fields; rent in pounds. */
async function fillBasics(page: Page, p: { title: string; city: string; postcode: string; rent: string }) {
  await page.getByLabel("Title").fill(p.title);
  await page.getByLabel("Property type").selectOption("flat");
  await page.getByLabel("Bedrooms").fill("2");
  await page.getByLabel("Bathrooms").fill("1");
  await page
    .getByLabel("Description")
    .fill("A bright flat with a balcony over the canal, close to the station.");
  await page.getByLabel("Address line 1").fill("12 Wharf Road");
  await page.getByLabel("Town or city").fill(p.city);
  await page.getByLabel("Postcode").fill(p.postcode);
  await page.getByLabel("Rent (£)").fill(p.rent);
  await page.getByLabel("Deposit (£)").fill("1400");
  await page.getByLabel("Furnishing").selectOption("furnished");
}

test("a landlord lists a property with photos and a visitor finds it and enquires", async ({ page }) => {
  test.setTimeout(90_000);
  const id = unique();
  const title = `Canal-side flat ${id}`;

  // ---- The landlord adds the property.
  await signIn(page, "landlord@keyhold.example");
  await page.goto("/landlord/properties");
  await page.getByRole("link", { name: "Add property" }).click();
  await expect(page).toHaveURL(/\/landlord\/properties\/new$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add a property" })).toBeVisible();

  // Nothing filled in: inline errors, nothing sent.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page)).toContainText("Not saved");
  await expect(page.getByText("The title must be at least 5 characters")).toBeVisible();
  await expect(page.getByText("Please choose a property type")).toBeVisible();
  await expect(page.getByLabel("Title")).toBeFocused();

  await fillBasics(page, { title, city: "Nottingham", postcode: "ng1 5fs", rent: "1234" });
  await page.getByLabel("Key features").fill("Bike store");
  await page.getByLabel("Key features").press("Enter");
  await page.getByRole("button", { name: "Add Garden" }).click();
  await expect(page.getByRole("list", { name: "Features added" }).getByRole("listitem")).toHaveCount(2);

  // The first photo waits for the save.
  await page
    .getByLabel("choose files")
    .setInputFiles([await photo("front.png", { r: 40, g: 110, b: 160 }, "png")]);
  await expect(page.getByText("Uploads when you save")).toBeVisible();

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page)).toContainText("Property saved as a draft");
  await expect(page).toHaveURL(/\/landlord\/properties\/[0-9a-f-]{36}$/);
  const propertyId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Not published")).toBeVisible();
  const photos = page.getByRole("list", { name: "Photos, in order" }).getByRole("listitem");
  await expect(photos).toHaveCount(1);
  await expect(page.getByLabel("Postcode")).toHaveValue("NG1 5FS");

  // The second photo uploads at once, with a progress bar.
  await page
    .getByLabel("choose files")
    .setInputFiles([await photo("kitchen.jpg", { r: 200, g: 150, b: 60 }, "jpeg")]);
  await expect(toast(page)).toContainText("Photo uploaded");
  await expect(photos).toHaveCount(2);
  await expect(photos.nth(0).locator("img")).toHaveAttribute("srcset", /400w.*800w/);
  await page.getByRole("button", { name: "Make cover (photo 2)" }).click();
  await expect(toast(page)).toContainText("Cover photo changed");
  await expect(photos.nth(1)).toContainText("Cover");
  await page.getByRole("button", { name: "Move photo 2 earlier" }).click();
  await expect(toast(page)).toContainText("Photo order saved");
  await expect(photos.nth(0)).toContainText("Cover");
  await expectNoSeriousA11yViolations(page);

  // Without its council tax band and EPC rating the listing can't be published; the editor says so
  // before the press, and the refusal lands on the fields.
  const needed = page.getByRole("note", { name: "Needed before publishing" });
  await expect(needed).toContainText("must show the council tax band and EPC rating");
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page)).toContainText("Not saved");
  await expect(page.getByText("A published listing must show the EPC rating", { exact: true })).toBeVisible();
  await page.getByLabel("Council tax band").selectOption("C");
  await page.getByLabel("EPC rating").selectOption("B");
  await expect(needed).toHaveCount(0);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(toast(page)).toContainText("Property published");
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();

  // ---- A signed-out visitor searches with filters.
  await page.context().clearCookies();
  await page.goto("/properties");
  await expect(page.getByRole("heading", { level: 1, name: "Properties to rent" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("Town or city").fill("Nottingham");
  await page.getByLabel("Min rent (£ per month)").fill("1200");
  await page.getByLabel("Max rent (£ per month)").fill("1300");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByLabel("Bedrooms").selectOption("2");
  await page.getByLabel("Furnishing").selectOption("furnished");
  await expect(page).toHaveURL(/city=Nottingham/);
  await expect(page).toHaveURL(/minRent=1200/);
  await expect(page).toHaveURL(/maxRent=1300/);
  await expect(page).toHaveURL(/minBeds=2/);
  const card = page.getByRole("link", { name: title });
  await expect(card).toBeVisible();

  // The filters survive a reload.
  await page.reload();
  await expect(page.getByLabel("Town or city")).toHaveValue("Nottingham");
  await expect(page.getByLabel("Min rent (£ per month)")).toHaveValue("1200");
  await expect(page.getByLabel("Bedrooms")).toHaveValue("2");
  await expect(card).toBeVisible();

  // ---- The property page, then an enquiry.
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/properties/${propertyId}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title));
  const keyFacts = page.getByRole("region", { name: "Key facts" });
  await expect(keyFacts).toContainText("Band C");
  await expect(keyFacts).toContainText("EPC ratingB");
  await expectNoSeriousA11yViolations(page);
  const visitor = `Visitor ${id}`;
  await page.getByLabel("Your name").fill(visitor);
  await page.getByLabel("E-mail").fill(`visitor-${id}@example.com`);
  await page.getByLabel("Phone").fill("07700 900123");
  await page.getByLabel("Message").fill("Hello, is the flat still available? I would love to see it.");
  await page.getByLabel("Preferred viewing times").fill("Saturday morning");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByText("Your enquiry has been sent")).toBeVisible();

  // Back to the same search, filters intact.
  await page.goBack();
  await expect(page).toHaveURL(/\/properties\?.*city=Nottingham/);
  await expect(page.getByLabel("Max rent (£ per month)")).toHaveValue("1300");
  await expect(page.getByLabel("Furnishing")).toHaveValue("furnished");
  await expect(card).toBeVisible();

  // ---- The landlord sees the enquiry.
  await signIn(page, "landlord@keyhold.example");
  await page.goto(`/landlord/properties/enquiries?propertyId=${propertyId}`);
  await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${visitor} about`) })).toBeVisible();
  await expect(page.getByText(`visitor-${id}@example.com`)).toBeVisible();
  await expect(page.getByText("Saturday morning")).toBeVisible();
  // The enquiry opens as a conversation, the visitor's message first.
  await page.getByRole("link", { name: `Open conversation with ${visitor}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: visitor })).toBeVisible();
  await expect(page.getByTestId("thread-message").first()).toContainText("Saturday morning");
});

test("an agent sees only the properties assigned to them", async ({ page }) => {
  test.setTimeout(60_000);
  const title = `Assigned terrace ${unique()}`;
  await signIn(page, "landlord2@keyhold.example");
  await page.goto("/landlord/properties/new");
  await fillBasics(page, { title, city: "Leeds", postcode: "LS1 4AP", rent: "950" });
  // Assign Daniel Hughes (agent2) with the keyboard.
  const search = page.getByRole("combobox", { name: "Search agents by name or e-mail" });
  await search.fill("Daniel");
  const matches = page.getByRole("listbox", { name: "Matching agents" }).getByRole("option");
  await expect(matches).toHaveCount(1);
  await expect(matches).toContainText("Daniel Hughes");
  await search.press("ArrowDown");
  await search.press("Enter");
  await expect(page.getByText("agent2@keyhold.example")).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page)).toContainText("Property saved as a draft");
  await expect(page).toHaveURL(/\/landlord\/properties\/[0-9a-f-]{36}$/);
  const propertyPath = new URL(page.url()).pathname.replace("/landlord/", "/agent/");

  // agent2 sees it (and only assigned rows); agent sees neither the row nor the page.
  await page.context().clearCookies();
  await signIn(page, "agent2@keyhold.example");
  await page.goto("/agent/properties?sort=newest");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  const agentCells = page.locator("tbody tr td:nth-child(6)");
  for (const text of await agentCells.allInnerTexts()) expect(text).toBe("Daniel Hughes");
  await page.goto(propertyPath);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Agents edit but do not add properties or reassign them.
  await expect(page.getByRole("combobox", { name: /Search agents/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.context().clearCookies();
  await signIn(page, "agent@keyhold.example");
  await page.goto(`/agent/properties?q=${encodeURIComponent(title)}`);
  await expect(page.getByText("No properties match")).toBeVisible();
  await page.goto(propertyPath);
  await expect(page.getByRole("heading", { level: 1, name: "Property not found" })).toBeVisible();
});

test("unsaved changes ask before leaving the editor", async ({ page }) => {
  await signIn(page, "landlord@keyhold.example");
  await page.goto("/landlord/properties/new");
  await page.getByLabel("Title").fill("Half-written listing");
  await page.getByRole("link", { name: "All properties" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page).toHaveURL(/\/new$/);
  await expect(page.getByLabel("Title")).toHaveValue("Half-written listing");
  await page.getByRole("link", { name: "All properties" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Leave and discard" }).click();
  await expect(page).toHaveURL(/\/landlord\/properties$/);
});

test("the editor fits a 375 px phone and works from the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "landlord@keyhold.example");
  await page.goto("/landlord/properties/new");
  await expect(page.getByRole("heading", { level: 1, name: "Add a property" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Features are added with Enter, without submitting the form.
  await page.getByLabel("Key features").fill("Roof terrace");
  await page.getByLabel("Key features").press("Enter");
  await expect(page.getByRole("button", { name: "Remove Roof terrace" })).toBeVisible();
  await expect(toast(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Remove Roof terrace" }).press("Enter");
  await expect(page.getByRole("list", { name: "Features added" })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test("an admin adds a property for a landlord and hands it to another", async ({ page }) => {
  test.setTimeout(60_000);
  const title = `Admin-listed maisonette ${unique()}`;
  await signIn(page, "admin@keyhold.example");
  await page.goto("/admin/properties");
  await page.getByRole("link", { name: "Add property" }).click();
  await fillBasics(page, { title, city: "Bristol", postcode: "BS1 4DJ", rent: "1500" });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Choose the landlord who owns this property")).toBeVisible();

  const landlordSearch = page.getByRole("combobox", { name: "Search landlords by name or e-mail" });
  await landlordSearch.fill("Graham");
  const options = page.getByRole("listbox", { name: "Matching landlords" }).getByRole("option");
  await expect(options).toHaveCount(1);
  await options.first().click();
  await expect(page.getByText("landlord3@keyhold.example")).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page)).toContainText("Property saved as a draft");
  await expect(page).toHaveURL(/\/admin\/properties\/[0-9a-f-]{36}$/);

  // Reassign to Priya Shah; the table shows the new landlord.
  await page.getByRole("button", { name: "Change landlord" }).click();
  const again = page.getByRole("combobox", { name: "Search landlords by name or e-mail" });
  await expect(again).toBeFocused();
  await again.fill("Priya");
  await expect(page.getByRole("listbox", { name: "Matching landlords" }).getByRole("option")).toHaveCount(1);
  await again.press("ArrowDown");
  await again.press("Enter");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page)).toContainText("Changes saved");
  await page.goto(`/admin/properties?q=${encodeURIComponent(title)}`);
  await expect(page.getByRole("row", { name: new RegExp(title) })).toContainText("Priya Shah");
});
