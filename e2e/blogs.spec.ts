import sharp from "sharp";
import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, openPage, type Page, test } from "./fixtures";

async function signIn(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

const toast = (page: Page) => page.getByTestId("toast");

// An unpublished or unknown post's page is served with HTTP 404 (for search engines) and the
// browser logs that document status; the 404 page itself is what these tests check.
test.use({ allowedConsoleErrors: /status of 404 \(Not Found\) \(http:\/\/[^)]+\/blogs\/[^/)]+\)$/ });

/** A real 16:9 PNG for the cover upload. */
const coverPng = () =>
  sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 15, g: 118, b: 110 } } })
    .png()
    .toBuffer();

test.describe("public blog", () => {
  test("lists the demo articles newest first, filters by tag in the URL and renders a post", async ({
    page,
  }) => {
    await openPage(page, "/blogs");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Guides for landlords");
    const cards = page.getByTestId("post-card");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    // Other tests publish posts of their own (without a cover) while this one runs: check a demo post's card.
    const demoCard = cards.filter({ hasText: "EPC ratings for rental homes" });
    await expect(demoCard.locator("img")).toHaveAttribute("srcset", /400w.*800w/);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole("button", { name: /^epc/ }).click();
    await expect(page).toHaveURL(/\/blogs\?tag=epc$/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("EPC ratings for rental homes");
    await expect(cards.first()).toContainText("Daniel Hughes");

    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(/\/blogs\/epc-ratings-for-rental-homes$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "EPC ratings for rental homes: the rules and the cheapest ways to improve",
    );
    await expect(page.getByRole("heading", { level: 2, name: "The rules for landlords" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
    await expect(page).toHaveTitle(/EPC ratings for rental homes/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      /EPC ratings for rental homes/,
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /blog-covers/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /at least E/);
    await expectNoSeriousA11yViolations(page);
  });

  test("serves the RSS feed and the sitemap from the app, not the SPA", async ({ request }) => {
    const rss = await request.get("/blogs/rss.xml");
    expect(rss.status()).toBe(200);
    expect(rss.headers()["content-type"]).toContain("application/rss+xml");
    expect(await rss.text()).toContain("<title>Tenancy deposits explained");
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain("/blogs/investing-in-buy-to-let</loc>");
    expect(xml).not.toContain("right-to-rent-checks-guide");
  });

  test("an unknown post shows the 404 page", async ({ page }) => {
    const res = await page.goto("/blogs/no-such-article");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  });
});

test("a landlord visiting /blog-management is sent home with the feature-denied toast", async ({ page }) => {
  await signIn(page, "landlord@keyhold.example");
  await expect(page).toHaveURL(/\/landlord$/);
  await page.goto("/blog-management");
  await expect(page).toHaveURL(/\/landlord$/);
  await expect(toast(page)).toContainText("Access Denied");
  await expect(toast(page)).toContainText("You don't have permission to access this feature");
});

test("an agent writes a post with a cover, previews and publishes it; unpublishing takes it down", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const title = `Smoke alarm rules for rented homes ${Date.now()}`;
  await signIn(page, "agent@keyhold.example");
  await expect(page).toHaveURL(/\/agent$/);
  await page
    .getByRole("main")
    .getByRole("link", { name: /Blog posts/ })
    .click();
  await expect(page).toHaveURL(/\/agent\/blogs$/);
  await expect(page.getByRole("heading", { level: 1, name: "My blog posts" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Right to Rent checks" })).toContainText("Draft");
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("link", { name: "New post" }).click();
  await expect(page).toHaveURL(/\/agent\/blogs\/new$/);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Excerpt").fill("Where alarms must go and who tests them.");
  await page.getByLabel("Tags").fill("safety, landlords");
  await page
    .getByLabel("Article (Markdown)")
    .fill(
      "## Where alarms go\n\nA smoke alarm on **every storey** used as living space.\n\n<script>window.__pwned = true</script>",
    );

  // Live preview: rendered Markdown, raw HTML shown as text, never run.
  const preview = page.getByTestId("markdown-preview");
  await expect(preview.getByRole("heading", { level: 2, name: "Where alarms go" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("every storey");
  await expect(preview).toContainText("<script>window.__pwned = true</script>");
  await expect(preview.locator("script")).toHaveCount(0);

  // Choosing a cover saves the new post as a draft, then uploads with progress.
  await page.locator('input[type="file"]').setInputFiles({
    name: "smoke-alarm.png",
    mimeType: "image/png",
    buffer: await coverPng(),
  });
  await expect(toast(page)).toContainText("Cover uploaded");
  await expect(page).toHaveURL(/\/agent\/blogs\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;
  await expect(page.getByRole("img", { name: "Current cover" })).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(toast(page)).toContainText("Post published");
  await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
  const slug = (await page.getByLabel("Slug").inputValue()).trim();
  expect(slug).toMatch(/^smoke-alarm-rules-for-rented-homes-\d+$/);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();

  // First on /blogs, with the agent's name and the cover.
  await openPage(page, "/blogs");
  const first = page.getByTestId("post-card").first();
  await expect(first).toContainText(title);
  await expect(first).toContainText("Hannah Price");
  await expect(first.locator("img")).toHaveAttribute("src", /\/api\/blog-covers\//);

  // And first in the home page's latest posts.
  await openPage(page, "/");
  const latest = page.locator("section", { has: page.getByRole("heading", { name: "From the blog" }) });
  await expect(latest.getByTestId("post-card")).toHaveCount(3);
  await expect(latest.getByTestId("post-card").first()).toContainText(title);
  await expect(latest.getByTestId("post-card").first()).toContainText("Hannah Price");

  // The post by id: the address becomes the slug; the script stays text.
  await openPage(page, `/blogs/${id}`);
  await expect(page).toHaveURL(new RegExp(`/blogs/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.locator("main")).toContainText("Hannah Price");
  await expect(page.locator("article").first()).toContainText("<script>window.__pwned = true</script>");
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expectNoSeriousA11yViolations(page);

  // Unpublish: gone from the list, and its address is the 404 page.
  await openPage(page, `/agent/blogs/${id}`);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(toast(page)).toContainText("Post unpublished");
  await expect(page.getByRole("button", { name: "Publish" })).toBeVisible();
  await openPage(page, "/blogs");
  await expect(page.getByTestId("post-card").first()).not.toContainText(title);
  await expect(page.getByText(title)).toHaveCount(0);
  await openPage(page, `/blogs/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});

test("the editor warns before leaving with unsaved changes, and deleting asks first", async ({ page }) => {
  await signIn(page, "agent@keyhold.example");
  await expect(page).toHaveURL(/\/agent$/);
  await openPage(page, "/agent/blogs/new");
  await page.getByLabel("Title").fill(`Draft to throw away ${Date.now()}`);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(toast(page)).toContainText("Draft saved");
  await expect(page).toHaveURL(/\/agent\/blogs\/[0-9a-f-]{36}$/);

  await page.getByLabel("Excerpt").fill("Not saved yet");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("link", { name: "All posts" }).click();
  const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole("button", { name: "Stay on this page" }).click();
  await expect(page).toHaveURL(/\/agent\/blogs\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Excerpt")).toHaveValue("Not saved yet");

  await page.getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete this post?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete post" }).click();
  await expect(toast(page)).toContainText("Post deleted");
  await expect(page).toHaveURL(/\/agent\/blogs$/);
});

test("an admin sees every author's posts and can filter them", async ({ page }) => {
  await signIn(page, "admin@keyhold.example");
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("main").getByRole("link", { name: /^Blog/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await expect(page.getByRole("heading", { level: 1, name: "All blog posts" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "EPC ratings" })).toContainText("Daniel Hughes");
  await page.getByLabel("Status").selectOption("draft");
  await expect(page).toHaveURL(/status=draft/);
  await expect(page.getByRole("row").filter({ hasText: "Right to Rent checks" })).toContainText(
    "Hannah Price",
  );
  await expect(page.getByRole("row").filter({ hasText: "EPC ratings" })).toHaveCount(0);
  await page.getByLabel("Search by title or slug").fill("no post has this title");
  await expect(page.getByText("No posts match")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
