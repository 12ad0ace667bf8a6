import sharp from "sharp";
import { type TestSmtpServer, testSmtpServer } from "../src/server/test/smtp-server";
import { DEMO_PASSWORD, expect, expectNoSeriousA11yViolations, type Page, signInAs, test } from "./fixtures";

/**
 * Issue 13 #5 through the browser: mail that could not be sent waits in the outbox with its
 * error, an admin sees it at /admin/email and "Retry now" delivers it once the server is up.
 * The e2e server's SMTP_URL points at E2E_PORT + 9 (playwright.config.ts); nothing listens there
 * until a test starts the small SMTP server. Every journey that needs that server is in this file,
 * which runs its tests one at a time: two servers on one port, or a server up while the first test
 * expects the port refused, would make them flaky.
 */
const smtpPort = Number(process.env.E2E_PORT || 3100) + 9;
const PASSWORD = "a-long-unusual-passphrase-42";

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
    await page
      .getByRole("main")
      .getByRole("link", { name: /E-mail delivery/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "E-mail delivery" })).toBeVisible();
    await page.getByLabel("Recipient").fill(to);
    await expect(page).toHaveURL(/q=tenant/);
    // Other journeys may e-mail the same demo tenant (tenancy invitations): this test's row is the reset.
    const row = page
      .getByRole("row")
      .filter({ hasText: to })
      .filter({ hasText: "Reset your Keyhold password" })
      .first();
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
        await expect(row).toContainText("Sent", {
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

/*
 * Issue 17 item 1: a landlord records a home as 60/40 with a co-owner, who is e-mailed an
 * invitation; the co-owner opens the link, creates their account with it and sees the home with
 * "Your share: 40 %", read only.
 */
/** A new landlord with one home (through the API), signed in. */
async function newLandlordHome(page: Page, tag: string) {
  const email = `owners-${tag}-${Date.now()}@example.com`;
  await page.context().clearCookies();
  const created = await page.request.post("/api/auth/sign-up", {
    data: { name: "Lena Landlord", email, password: PASSWORD, role: "landlord" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signInAs(page, email, PASSWORD);
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

/** The link to `page` in the last e-mail to `to` (quoted-printable undone). */
function inviteLink(smtp: TestSmtpServer, to: string, page = "co-owner-invitation"): string | undefined {
  const mail = smtp.received.filter((m) => m.to.some((t) => t.includes(to))).at(-1);
  if (!mail) return undefined;
  const body = mail.data.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
  return new RegExp(`https?://\\S*${page}\\?\\S+`).exec(body)?.[0];
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
}

/*
 * Issue 18 item 1: Harbour & Vale Lettings (agent@'s agency) invites a new agent by e-mail, who
 * joins through the link on a phone; a new landlord asks to engage the agency, agent@ accepts, the
 * landlord names the new agent on the home, and the new agent then sees that home and the agency's
 * others, but none of Northgate Residential's (agent2@'s agency).
 */
test("an agency invites an agent; a landlord engages it; the agent sees only the agency's homes", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const stamp = Date.now();
  const agentEmail = `negotiator-${stamp}@example.com`;
  await page.context().clearCookies();
  const created = await page.request.post("/api/auth/sign-up", {
    data: { name: "Nadia Okafor", email: agentEmail, password: PASSWORD, role: "agent" },
  });
  expect(created.status(), await created.text()).toBe(201);
  // Titles on both sides of the boundary, as each agency's owner sees them.
  const titles = async (email: string) => {
    await signInAs(page, email, DEMO_PASSWORD);
    const res = await page.request.get("/api/manage/properties?pageSize=100");
    expect(res.status()).toBe(200);
    return ((await res.json()) as { items: { title: string }[] }).items.map((p) => p.title);
  };
  const harbour = await titles("agent@keyhold.example");
  const northgate = await titles("agent2@keyhold.example");
  expect(harbour.length * northgate.length, "both demo agencies manage homes").toBeGreaterThan(0);
  const home = await newLandlordHome(page, `agency-${stamp}`);

  // The agency's owner invites the agent from the agency page.
  let smtp: TestSmtpServer | undefined;
  let link: string | undefined;
  try {
    smtp = await testSmtpServer({ port: smtpPort });
    await signInAs(page, "agent@keyhold.example");
    await page.goto("/agent/agency");
    await expect(page.getByRole("heading", { level: 1, name: "Harbour & Vale Lettings" })).toBeVisible();
    await page.getByLabel("Their e-mail address").fill(agentEmail);
    await page.getByLabel("Role", { exact: true }).selectOption({ label: "Negotiator" });
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByTestId("toast")).toContainText("Invitation sent");
    await expect(page.getByText(agentEmail, { exact: true }).first()).toBeVisible();
    // The owner gives the agency a logo, which tenants and applicants see beside its name.
    const logo = await sharp({
      create: { width: 480, height: 160, channels: 3, background: { r: 15, g: 90, b: 85 } },
    })
      .png()
      .toBuffer();
    await page.getByLabel(/Logo \(JPEG, PNG or WebP\)|Replace the logo/).setInputFiles({
      name: "harbour-logo.png",
      mimeType: "image/png",
      buffer: logo,
    });
    await page.getByRole("button", { name: "Upload logo" }).click();
    await expect(page.getByTestId("toast")).toContainText("Logo saved");
    await expect(page.getByRole("img", { name: "Harbour & Vale Lettings logo" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expect(async () => {
      link = inviteLink(smtp!, agentEmail, "agency-invitation");
      expect(link, "agency invitation e-mail").toBeTruthy();
    }).toPass({ timeout: 40_000 });
  } finally {
    await smtp?.stop();
  }

  // The agent joins through the link, on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, agentEmail, PASSWORD);
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByRole("heading", { name: "Your agency invitation" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Accept and join" }).click();
  await expect(page).toHaveURL(/\/agent\/agency$/);
  await expect(page.getByRole("heading", { level: 1, name: "Harbour & Vale Lettings" })).toBeVisible();

  // The landlord asks to work with the agency; its owner accepts.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, home.email, PASSWORD);
  await page.goto("/landlord/agents");
  await expect(page.getByRole("heading", { level: 1, name: "Your agents" })).toBeVisible();
  await page.getByLabel("Agency name").fill("Harbour");
  await page.getByRole("button", { name: "Ask to work with them (Harbour & Vale Lettings)" }).click();
  await expect(page.getByTestId("toast")).toContainText("Request sent");
  await signInAs(page, "agent@keyhold.example");
  await page.goto("/agent/agency");
  await page.getByRole("button", { name: `Accept Lena Landlord (${home.email})` }).click();
  await expect(page.getByTestId("toast")).toContainText("Accepted");

  // The landlord names the new agent as the home's letting agent.
  await signInAs(page, home.email, PASSWORD);
  await page.goto(`/landlord/properties/${home.propertyId}`);
  await page.getByRole("combobox", { name: "Search agents by name or e-mail" }).fill("Nadia");
  await page.getByRole("option", { name: /Nadia Okafor/ }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("toast")).toContainText("Changes saved");

  // The new agent, on a phone: this home and the agency's others; nothing of Northgate's.
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAs(page, agentEmail, PASSWORD);
  const mine = await page.request.get("/api/manage/properties?pageSize=100");
  const seen = ((await mine.json()) as { items: { title: string }[] }).items.map((p) => p.title);
  expect(seen).toContain(home.title);
  expect(seen).toEqual(expect.arrayContaining(harbour));
  expect(seen.filter((t) => northgate.includes(t))).toEqual([]);
  await page.goto("/agent/properties");
  await expect(page.getByRole("heading", { level: 1, name: "Assigned properties" })).toBeVisible();
  await expect(page.getByRole("main").getByText(home.title).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no sideways scroll").toBeLessThanOrEqual(1);
  await expectNoSeriousA11yViolations(page);
});

/** The applicant's private link in the last e-mail to `to`. */
function enquiryLink(smtp: TestSmtpServer, to: string): string | undefined {
  const mail = smtp.received.filter((m) => m.to.some((t) => t.includes(to))).at(-1);
  if (!mail) return undefined;
  const body = mail.data.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
  return /https?:\/\/\S*\/enquiry\/[0-9a-f-]{36}-[A-Za-z0-9_-]{43}/.exec(body)?.[0];
}

/** "YYYY-MM-DD" `days` from today in London. */
const londonDay = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(
    new Date(Date.now() + days * 86_400_000),
  );

test("an applicant enquires, the agent replies with times, the applicant books one from the e-mail", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const applicant = `viewer-${stamp}@example.com`;
  const name = `Priya Viewer ${stamp % 10_000}`;
  // A home of agent@'s on the market.
  await signInAs(page, "agent@keyhold.example");
  const listed = await page.request.get("/api/manage/properties?pageSize=100&status=available");
  const items = ((await listed.json()) as { items: { id: string; title: string; published: boolean }[] })
    .items;
  const home = items.find((p) => p.published)!;
  expect(home, "agent@ has a published home to let").toBeTruthy();

  // The applicant enquires from the property page, on a phone.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`/properties/${home.id}`);
  const form = page.getByRole("form", { name: "Enquiry form" });
  await form.getByLabel("Your name").fill(name);
  await form.getByLabel("E-mail").fill(applicant);
  await form.getByLabel("Message", { exact: true }).fill("Could I come and see it one morning next week?");
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByText("Your enquiry has been sent")).toBeVisible();

  // The agent answers in Keyhold with a time to view.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, "agent@keyhold.example");
  await page.goto("/agent/properties/enquiries");
  await page.getByRole("link", { name: new RegExp(`Open conversation with ${name}`) }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await page.getByLabel("Message", { exact: true }).fill("Happy to show you round. Does this suit?");
  await page.getByRole("button", { name: "Add time" }).click();
  const slot = page.getByRole("group", { name: "Time 1" });
  const day = londonDay(6);
  const minute = String(5 * (stamp % 12)).padStart(2, "0");
  await slot.getByLabel("Date").fill(day);
  await slot.getByLabel("Time", { exact: true }).fill(`09:${minute}`);
  await slot.getByLabel("Length").selectOption({ label: "20 minutes" });
  let smtp: TestSmtpServer | undefined;
  let link: string | undefined;
  try {
    smtp = await testSmtpServer({ port: smtpPort });
    await page.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByTestId("toast")).toContainText("Reply sent");
    await expect(page.getByTestId("thread-viewing")).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await expect(async () => {
      link = enquiryLink(smtp!, applicant);
      expect(link, "the reply e-mail with the applicant's link").toBeTruthy();
    }).toPass({ timeout: 40_000 });
  } finally {
    await smtp?.stop();
  }

  // The applicant follows the link (no account) on a phone and books the time.
  await page.context().clearCookies();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { level: 1, name: home.title })).toBeVisible();
  await expect(page.getByText("Happy to show you round. Does this suit?")).toBeVisible();
  const times = page.getByRole("group", { name: "Choose a viewing time" });
  await times.getByRole("radio").first().check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByTestId("toast")).toContainText("Viewing booked");
  await expect(page.getByTestId("booked-viewing")).toContainText(`09:${minute}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no sideways scroll").toBeLessThanOrEqual(1);

  // The agent's diary on a phone shows the booking.
  await signInAs(page, "agent@keyhold.example");
  await page.goto(`/viewings?week=${day}`);
  await expect(page.getByRole("heading", { level: 1, name: "Viewings" })).toBeVisible();
  const card = page.getByTestId("viewing-card").filter({ hasText: name });
  await expect(card).toContainText("Booked");
  await expect(card).toContainText(`09:${minute}`);
  const diaryOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(diaryOverflow, "no sideways scroll").toBeLessThanOrEqual(1);
  await expectNoSeriousA11yViolations(page);

  // The link may have leaked: the agent sends a new one, which ends the old one.
  await page.goto("/agent/properties/enquiries");
  await page.getByRole("link", { name: new RegExp(`Open conversation with ${name}`) }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  let fresh: string | undefined;
  try {
    smtp = await testSmtpServer({ port: smtpPort });
    await page.getByRole("button", { name: "Send a new link" }).click();
    const confirm = page.getByRole("dialog", { name: "Send a new link?" });
    await expect(confirm).toContainText(applicant);
    await confirm.getByRole("button", { name: "Send new link" }).click();
    await expect(page.getByTestId("toast")).toContainText("New link sent");
    await expect(async () => {
      fresh = enquiryLink(smtp!, applicant);
      expect(fresh, "the e-mail with the new link").toBeTruthy();
    }).toPass({ timeout: 40_000 });
  } finally {
    await smtp?.stop();
  }
  expect(fresh).not.toBe(link);
  await page.context().clearCookies();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText("This link is not valid any more")).toBeVisible();
  await page.goto(new URL(fresh!).pathname);
  await expect(page.getByTestId("booked-viewing")).toContainText(`09:${minute}`);
});
