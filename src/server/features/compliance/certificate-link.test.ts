import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, today as londonToday } from "@shared/dates";
import type { CertificateLink, ServiceRecord } from "@shared/schemas/compliance-records";
import type { TenancyDocument } from "@shared/schemas/tenancies";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, serviceRecords } from "../../db/schema";
import { createTestContext, requestAs, type TestContext, type TestUser } from "../../test/harness";
import { insertLetting, type Letting } from "../tenancies/tenancy.factories";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    dataDir: mkdtempSync(path.join(tmpdir(), "keyhold-certificate-link-")),
    publicFormLimit: { max: 1_000, windowMs: 60_000 },
  });
});

const today = londonToday();
const PDF = "%PDF-1.4\n% gas record\n%%EOF\n";
type Err = { error?: { fields?: Record<string, string>; message: string; code: string } };

async function call<T>(user: TestUser | undefined, url: string, method = "GET", json?: unknown) {
  const res = await requestAs(ctx, user, url, { method, json });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T & Err };
}

let invitees = 0;
/** A letting whose tenant was invited by e-mail and has not joined Keyhold. */
async function unjoined(): Promise<Letting & { inviteEmail: string }> {
  const inviteEmail = `invitee-${++invitees}-${Date.now()}@example.com`;
  return { ...(await insertLetting(ctx, { tenantId: null, inviteEmail })), inviteEmail };
}

async function gasRecord(l: Letting): Promise<TenancyDocument> {
  const form = new FormData();
  form.append("file", new Blob([PDF], { type: "application/pdf" }), "gas.pdf");
  form.append("kind", "gas_safety");
  form.append("issuedOn", addDays(today, -5));
  const res = await ctx.app.request(`/api/manage/properties/${l.propertyId}/documents`, {
    method: "POST",
    headers: { cookie: l.landlord.cookie },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { document: TenancyDocument }).document;
}

const serve = (l: Letting, documentId: string, body: Record<string, unknown> = {}) =>
  call<{ service: ServiceRecord }>(l.landlord, `/api/documents/${documentId}/services`, "POST", {
    tenancyId: l.tenancyId,
    method: "keyhold_email",
    ...body,
  });

async function mailsTo(to: string) {
  return ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, "document_served")));
}

/** The token of the private link in the e-mail sent to the address. */
async function tokenMailedTo(to: string): Promise<string> {
  const [mail] = await mailsTo(to);
  const match = mail?.text.match(/\/certificate\/([A-Za-z0-9_-]+)/);
  expect(match, mail?.text).toBeTruthy();
  return match![1]!;
}

const openFile = (token: string) => ctx.app.request(`/api/certificate-links/${token}/file`);

describe("a certificate e-mailed to a tenant who has not joined", () => {
  it("is sent to the invitation address with a private link; the first download is the proof", async () => {
    const l = await unjoined();
    const doc = await gasRecord(l);
    const res = await serve(l, doc.id, { note: "New gas record" });
    expect(res.status).toBe(201);
    expect(res.body.service).toMatchObject({
      method: "keyhold_email",
      servedOn: today,
      emailedTo: l.inviteEmail,
      acknowledgedAt: null,
    });
    expect(res.body.service.emailedAt).toBeTruthy();

    const mails = await mailsTo(l.inviteEmail);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`${ctx.deps.config.publicUrl}/certificate/`);
    expect(mails[0]!.text).not.toContain("/tenant#certificates");
    const token = await tokenMailedTo(l.inviteEmail);
    // Only the token's hash is kept.
    const [stored] = await ctx.database.db
      .select()
      .from(serviceRecords)
      .where(eq(serviceRecords.id, res.body.service.id));
    expect(stored!.linkTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const shown = await call<{ certificate: CertificateLink }>(undefined, `/api/certificate-links/${token}`);
    expect(shown.status).toBe(200);
    expect(Object.keys(shown.body.certificate).sort()).toEqual(
      ["expiresOn", "issuedOn", "kindLabel", "linkExpiresAt", "title"].sort(),
    );
    expect(shown.body.certificate).toMatchObject({ title: doc.title, issuedOn: addDays(today, -5) });
    // Looking at the page is not opening the certificate.
    let [row] = await ctx.database.db
      .select()
      .from(serviceRecords)
      .where(eq(serviceRecords.documentId, doc.id));
    expect(row!.acknowledgedAt).toBeNull();

    const file = await openFile(token);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(file.headers.get("referrer-policy")).toBe("no-referrer");
    expect(file.headers.get("x-robots-tag")).toContain("noindex");
    expect(await file.text()).toBe(PDF);

    const list = await call<{ items: ServiceRecord[] }>(l.agent, `/api/documents/${doc.id}/services`);
    const first = list.body.items[0]!.acknowledgedAt;
    expect(first).toBeTruthy();
    expect(list.body.items[0]).toMatchObject({ emailedTo: l.inviteEmail, tenantName: l.inviteEmail });
    expect((await openFile(token)).status).toBe(200);
    [row] = await ctx.database.db.select().from(serviceRecords).where(eq(serviceRecords.documentId, doc.id));
    expect(row!.acknowledgedAt!.toISOString()).toBe(first);
  });

  it("answers the same 404 for a wrong, malformed, expired or removed link", async () => {
    const l = await unjoined();
    const doc = await gasRecord(l);
    const served = await serve(l, doc.id);
    const token = await tokenMailedTo(l.inviteEmail);
    const wrong = `${token.slice(0, -4)}${token.endsWith("AAAA") ? "BBBB" : "AAAA"}`;
    const bodies: string[] = [];
    for (const bad of [wrong, "nope", "x".repeat(43), `${token}x`]) {
      for (const url of [`/api/certificate-links/${bad}`, `/api/certificate-links/${bad}/file`]) {
        const res = await ctx.app.request(url);
        expect(res.status, url).toBe(404);
        bodies.push(await res.text());
      }
    }
    await ctx.database.db
      .update(serviceRecords)
      .set({ linkExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(serviceRecords.id, served.body.service.id));
    const expired = await ctx.app.request(`/api/certificate-links/${token}/file`);
    expect(expired.status).toBe(404);
    bodies.push(await expired.text());
    expect(new Set(bodies).size).toBe(1);
    expect(bodies[0]).not.toContain(doc.title);
    const [row] = await ctx.database.db
      .select()
      .from(serviceRecords)
      .where(eq(serviceRecords.id, served.body.service.id));
    expect(row!.acknowledgedAt).toBeNull();

    // A record removed as made in error takes its link with it.
    const again = await serve(l, doc.id);
    const tokens = (await mailsTo(l.inviteEmail)).map(
      (m) => m.text.match(/\/certificate\/([A-Za-z0-9_-]+)/)![1]!,
    );
    const second = tokens.find((t) => t !== token)!;
    expect((await call(undefined, `/api/certificate-links/${second}`)).status).toBe(200);
    await call(l.landlord, `/api/documents/${doc.id}/services/${again.body.service.id}`, "DELETE");
    expect((await call(undefined, `/api/certificate-links/${second}`)).status).toBe(404);
  });

  it("a member is still sent to their portal, with no private link; bad input names its field", async () => {
    const l = await insertLetting(ctx);
    const doc = await gasRecord(l);
    const res = await serve(l, doc.id);
    expect(res.status).toBe(201);
    expect(res.body.service.emailedTo).toBe(l.tenant.email);
    const [row] = await ctx.database.db
      .select()
      .from(serviceRecords)
      .where(eq(serviceRecords.id, res.body.service.id));
    expect(row!.linkTokenHash).toBeNull();
    const [mail] = await mailsTo(l.tenant.email);
    expect(mail!.text).toContain("/tenant#certificates");
    expect(mail!.text).not.toContain("/certificate/");

    const bad = await serve(l, doc.id, { tenancyId: "not-a-tenancy" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields?.tenancyId).toBeTruthy();
    const byHand = await serve(l, doc.id, { method: "in_person", servedOn: today });
    expect(byHand.body.service).toMatchObject({ emailedTo: null, emailedAt: null });
  });
});
