/**
 * The public forms sent by the browser itself, before the page's script has run (form-posts.ts):
 * taken and sent back with `?sent=`, or the page rendered again with the visitor's words and the
 * reasons; with the API route's checks (cross-site, size, rate limit, schema).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, propertyEnquiries } from "../db/schema";
import {
  createProperty,
  createWorld,
  publishedProperty,
  uniqueTag,
  type World,
} from "../features/properties/properties.factories";

let w: World;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), "kh-form-posts-"));
  writeFileSync(path.join(dist, "index.html"), readFileSync(path.resolve("src/web/index.html")));
  w = await createWorld({
    webDistDir: dist,
    ssrEntry: path.resolve("src/web/entry-server.tsx"),
    publicFormLimit: { max: 3, windowMs: 60_000 },
  });
});

let addressSeq = 0;
/** A client address of its own, so each test has the whole rate limit to itself. */
const newAddress = () => `203.0.${Math.floor(++addressSeq / 250)}.${(addressSeq % 250) + 1}`;

const enquiry = {
  name: "Sam Visitor",
  email: "Sam.Visitor@Example.com",
  phone: "07700 900123",
  message: "Is the flat still available? I'd love to view it.",
  preferredTimes: "Weekday evenings",
  website: "",
};

/** A form post as a browser sends it, from this app's own origin unless told otherwise. */
function post(
  pathname: string,
  fields: Record<string, string>,
  { address = newAddress(), origin = w.ctx.config.publicUrl, headers = {} as Record<string, string> } = {},
) {
  return w.ctx.app.request(pathname, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      "x-forwarded-for": address,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const enquiriesOf = (propertyId: string) =>
  w.ctx.database.db.select().from(propertyEnquiries).where(eq(propertyEnquiries.propertyId, propertyId));

/** The rendered app of a page (between #root and its data). */
const root = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="ssr-data"'));

describe("public forms posted before hydration", () => {
  it("an enquiry is taken, stored once, and the visitor is sent back to the page, which says so", async () => {
    const p = await publishedProperty(w, { title: `Posted enquiry ${uniqueTag()}` });
    const res = await post(`/properties/${p.id}`, enquiry);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/properties/${p.id}?sent=enquiry`);
    const rows = await enquiriesOf(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Sam Visitor",
      email: "sam.visitor@example.com",
      phone: "07700 900123",
    });

    const back = await w.ctx.app.request(res.headers.get("location")!);
    expect(back.status).toBe(200);
    const html = root(await back.text());
    expect(html).toContain("Your enquiry has been sent");
    expect(html).toMatch(new RegExp(`<a [^>]*href="/properties/${p.id}"[^>]*>Send another enquiry</a>`));
    expect(html).not.toContain('aria-label="Enquiry form"');
  });

  it("a refused enquiry renders the page again (422, not stored) with the visitor's words and each reason", async () => {
    const p = await publishedProperty(w, { title: `Refused enquiry ${uniqueTag()}` });
    const res = await post(`/properties/${p.id}`, {
      ...enquiry,
      email: "not-an-address",
      message: "Hi <b>",
    });
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-store");
    const page = await res.text();
    const html = root(page);
    expect(html).toContain("Please enter a valid e-mail address");
    // The page opens on the first refused field (the browser focuses and scrolls to it).
    expect(html).toMatch(/<input(?=[^>]*autofocus="")(?=[^>]*name="email")[^>]*>/);
    expect(html.match(/autofocus=""/g)).toHaveLength(1);
    expect(html).toContain("Please write at least 10 characters");
    // What they wrote is there to correct, escaped; the page's own content is there too.
    expect(html).toMatch(/value="not-an-address"/);
    expect(html).toContain(">Hi &lt;b&gt;</textarea>");
    expect(html).toContain(p.title);
    expect(page).toContain('"posted":{"form":"enquiry"');
    expect(await enquiriesOf(p.id)).toHaveLength(0);
  });

  it("a let-agreed or unpublished home takes no enquiry: its reason, or the 404 page", async () => {
    const t = uniqueTag();
    const let_ = await createProperty(w, w.landlord, {
      title: `Let agreed ${t}`,
      status: "let",
      published: true,
    });
    const refused = await post(`/properties/${let_.id}`, enquiry);
    expect(refused.status).toBe(409);
    expect(root(await refused.text())).toMatch(/let agreed/i);

    const draft = await createProperty(w, w.landlord, { title: `Draft ${t}` });
    const missing = await post(`/properties/${draft.id}`, enquiry);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain("Page Not Found");
    expect(html).not.toContain(`Draft ${t}`);
    expect(await enquiriesOf(draft.id)).toHaveLength(0);
  });

  it("shares the API's rate limit per address, and says when to try again", async () => {
    const p = await publishedProperty(w, { title: `Limited ${uniqueTag()}` });
    const address = newAddress();
    for (let i = 0; i < 2; i++)
      expect((await post(`/properties/${p.id}`, enquiry, { address })).status).toBe(303);
    const api = await w.ctx.app.request(`/api/properties/${p.id}/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify(enquiry),
    });
    expect(api.status).toBe(201);
    const limited = await post(`/properties/${p.id}`, enquiry, { address });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const limitedPage = root(await limited.text());
    expect(limitedPage).toContain("Too many messages from your network");
    // No field was refused: the page opens on the message.
    expect(limitedPage).toMatch(/<p(?=[^>]*role="alert")(?=[^>]*autofocus="")[^>]*>Too many messages/);
    expect(await enquiriesOf(p.id)).toHaveLength(3);
  });

  it("refuses a post from another site, a body too large, another encoding and the NUL character", async () => {
    const p = await publishedProperty(w, { title: `Guarded ${uniqueTag()}` });
    expect((await post(`/properties/${p.id}`, enquiry, { origin: "https://evil.example" })).status).toBe(403);
    const big = await post(`/properties/${p.id}`, { ...enquiry, message: "x".repeat(40_000) });
    expect(big.status).toBe(413);
    const json = await w.ctx.app.request(`/properties/${p.id}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: w.ctx.config.publicUrl },
      body: JSON.stringify(enquiry),
    });
    expect(json.status).toBe(415);
    const nul = await post(`/properties/${p.id}`, { ...enquiry, name: "Sam\u0000" });
    expect(nul.status).toBe(422);
    expect(root(await nul.text())).toContain("NUL character");
    expect(await enquiriesOf(p.id)).toHaveLength(0);
  });

  it("the contact form: a message and an early-access request each come back to their own thanks", async () => {
    const email = `posted-${uniqueTag().toLowerCase()}@example.com`;
    const fields = {
      name: "Alex Poster",
      email,
      phone: "",
      topic: "general",
      message: "Do you support HMOs?",
      website: "",
    };
    const res = await post("/contact", fields);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/contact?sent=message");
    const stored = await w.ctx.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(stored).toHaveLength(1);
    expect(root(await (await w.ctx.app.request("/contact?sent=message")).text())).toContain(
      "Thank you, your message has been sent",
    );

    const early = await post("/contact", { ...fields, topic: "early_access" });
    expect(early.headers.get("location")).toBe("/contact?sent=waitlist");
    expect(root(await (await w.ctx.app.request("/contact?sent=waitlist")).text())).toContain(
      "on the early-access list",
    );

    const refused = await post("/contact", { ...fields, email: `again-${email}`, message: "Short" });
    expect(refused.status).toBe(422);
    expect(root(await refused.text())).toContain("Message must be at least 10 characters");
  });

  it("a page path with no form to take answers 404, as before", async () => {
    const res = await post("/about", { name: "x" });
    expect(res.status).toBe(404);
  });
});
