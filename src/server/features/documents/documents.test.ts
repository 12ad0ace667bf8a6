import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { today as londonToday } from "@shared/dates";
import { addDays } from "@shared/ledger";
import type { TenancyDocument } from "@shared/schemas/tenancies";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, documents, properties, tenancies } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { documentLink } from "./links";
import { addMonths } from "./service";

/** The app and its users, made once per file and never changed by a test. */
interface World {
  ctx: TestContext;
  landlord: TestUser;
  otherLandlord: TestUser;
  agent: TestUser;
  admin: TestUser;
  tenant: TestUser;
  tenant2: TestUser;
}

let w: World;

beforeAll(async () => {
  // Uploaded files go to a throw-away directory.
  const ctx = await createTestContext({ dataDir: mkdtempSync(path.join(tmpdir(), "keyhold-docs-")) });
  const [landlord, otherLandlord, agent, admin, tenant, tenant2] = await Promise.all([
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "agent"),
    signedInUser(ctx, "admin"),
    signedInUser(ctx, "tenant"),
    signedInUser(ctx, "tenant"),
  ]);
  w = {
    ctx,
    landlord: landlord!,
    otherLandlord: otherLandlord!,
    agent: agent!,
    admin: admin!,
    tenant: tenant!,
    tenant2: tenant2!,
  };
});

const today = londonToday();
const pdf = (text = "certificate") => new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`], { type: "application/pdf" });

/** A let property of the landlord (managed by the agent) with an active tenancy of the tenant. */
async function letProperty(): Promise<{ propertyId: string; tenancyId: string }> {
  const [p] = await w.ctx.database.db
    .insert(properties)
    .values({
      landlordId: w.landlord.id,
      agentId: w.agent.id,
      title: "Compliance Court",
      type: "flat",
      status: "let",
      addressLine1: "2 Test Street",
      city: "Leeds",
      postcode: "LS1 1AA",
      bedrooms: 1,
      bathrooms: 1,
      rentAmount: 90_000,
      rentPcm: 90_000,
    })
    .returning({ id: properties.id });
  const [t] = await w.ctx.database.db
    .insert(tenancies)
    .values({
      propertyId: p!.id,
      tenantId: w.tenant.id,
      status: "active",
      startDate: "2026-01-01",
      rentAmount: 90_000,
      rentFrequency: "monthly",
      dueDay: 1,
    })
    .returning({ id: tenancies.id });
  return { propertyId: p!.id, tenancyId: t!.id };
}

function upload(
  user: TestUser | undefined,
  path: string,
  fields: Record<string, string>,
  file: Blob = pdf(),
  name = "cert.pdf",
) {
  const form = new FormData();
  form.append("file", file, name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return w.ctx.app.request(path, {
    method: "POST",
    headers: user ? { cookie: user.cookie } : {},
    body: form,
  });
}

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** Uploads a PDF document, expecting 201, and returns it. */
async function uploaded(user: TestUser, path: string, fields: Record<string, string>) {
  return (await json<{ document: TenancyDocument }>(await upload(user, path, fields), 201)).document;
}

/** A gas safety certificate on the property, issued 20 days ago, by the landlord. */
const gasCertificate = (propertyId: string) =>
  uploaded(w.landlord, `/api/manage/properties/${propertyId}/documents`, {
    kind: "gas_safety",
    title: "Gas safety 2026",
    issuedOn: addDays(today, -20),
  });

/** An inventory the tenant files on their tenancy. */
const tenantInventory = (tenancyId: string) =>
  uploaded(w.tenant, `/api/tenancies/${tenancyId}/documents`, {
    kind: "inventory",
    title: "Check-in photos",
  });

describe("documents", () => {
  it("lets the landlord upload a gas safety certificate; its expiry follows the 12-month rule", async () => {
    const { propertyId } = await letProperty();
    const issued = addDays(today, -20);
    const document = await gasCertificate(propertyId);
    expect(document).toMatchObject({
      kind: "gas_safety",
      tenancyId: null,
      propertyId,
      issuedOn: issued,
      expiresOn: addMonths(issued, 12),
      uploadedBy: { id: w.landlord.id },
    });
    expect(document.contentType).toBe("application/pdf");
    const [entry] = await w.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, document.id), eq(auditLog.action, "document_upload")));
    expect(entry).toMatchObject({
      actorId: w.landlord.id,
      details: { propertyId, tenancyId: null, label: "property", kind: "gas_safety" },
    });
  });

  it("dates a certificate without an issue date from the upload day (today in London)", async () => {
    const { propertyId } = await letProperty();
    const document = await uploaded(w.landlord, `/api/manage/properties/${propertyId}/documents`, {
      kind: "eicr",
    });
    expect(document.expiresOn).toBe(addMonths(today, 60));
  });

  it("checks the file by content and the fields, and who may upload", async () => {
    const { propertyId, tenancyId } = await letProperty();
    const text = new Blob(["hello, not a pdf"], { type: "application/pdf" });
    const propertyDocs = `/api/manage/properties/${propertyId}/documents`;
    expect((await upload(w.landlord, propertyDocs, { kind: "epc" }, text)).status).toBe(400);
    const badKind = await json<{ error: { fields: Record<string, string> } }>(
      await upload(w.landlord, propertyDocs, { kind: "passport" }),
      400,
    );
    expect(badKind.error.fields.kind).toBeDefined();
    expect((await upload(w.otherLandlord, propertyDocs, { kind: "epc" })).status).toBe(404);
    expect((await upload(w.tenant, propertyDocs, { kind: "epc" })).status).toBe(403);
    expect((await upload(undefined, propertyDocs, { kind: "epc" })).status).toBe(401);
    const tenancyDocs = `/api/tenancies/${tenancyId}/documents`;
    expect((await upload(w.tenant2, tenancyDocs, { kind: "other" })).status).toBe(404);
    expect((await upload(w.otherLandlord, tenancyDocs, { kind: "other" })).status).toBe(404);
    // Nothing was stored by the refused uploads.
    const rows = await w.ctx.database.db.select().from(documents).where(eq(documents.propertyId, propertyId));
    expect(rows).toEqual([]);
  });

  it("lets the tenant upload to their own tenancy and see its documents and the property's", async () => {
    const { propertyId, tenancyId } = await letProperty();
    const gas = await gasCertificate(propertyId);
    const document = await tenantInventory(tenancyId);
    expect(document).toMatchObject({ tenancyId, expiresOn: null, uploadedBy: { id: w.tenant.id } });
    const mine = await json<{ items: TenancyDocument[] }>(
      await requestAs(w.ctx, w.tenant, `/api/tenancies/${tenancyId}/documents`),
      200,
    );
    expect(mine.items.map((d) => d.id).sort()).toEqual([gas.id, document.id].sort());
    expect((await requestAs(w.ctx, w.tenant2, `/api/tenancies/${tenancyId}/documents`)).status).toBe(404);
    const staff = await json<{ items: TenancyDocument[] }>(
      await requestAs(w.ctx, w.agent, `/api/manage/properties/${propertyId}/documents`),
      200,
    );
    expect(staff.items).toHaveLength(2);
    expect(
      (await requestAs(w.ctx, w.otherLandlord, `/api/manage/properties/${propertyId}/documents`)).status,
    ).toBe(404);
  });

  it("serves files only through short-lived links made for the caller", async () => {
    const { propertyId, tenancyId } = await letProperty();
    const gasId = (await gasCertificate(propertyId)).id;
    const tenantDocId = (await tenantInventory(tenancyId)).id;
    const link = await json<{ url: string; expiresAt: string }>(
      await requestAs(w.ctx, w.tenant, `/api/documents/${gasId}/link`),
      200,
    );
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(link.expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 5 * 60_000 + 1000);
    const file = await requestAs(w.ctx, w.tenant, link.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe('inline; filename="cert.pdf"');
    expect((await file.text()).startsWith("%PDF-")).toBe(true);

    // Another signed-in user can't use it, even one who may read the document; nor can nobody.
    const invalid = await json<{ error: { code: string } }>(
      await requestAs(w.ctx, w.landlord, link.url),
      403,
    );
    expect(invalid.error.code).toBe("link_invalid");
    expect((await requestAs(w.ctx, w.tenant2, link.url)).status).toBe(403);
    expect((await requestAs(w.ctx, undefined, link.url)).status).toBe(401);
    // A tampered or expired link fails.
    expect((await requestAs(w.ctx, w.tenant, link.url.replace(/exp=\d+/, "exp=9999999999"))).status).toBe(
      403,
    );
    const secret = (w.ctx.deps.auth.options as { secret: string }).secret;
    const old = documentLink(secret, gasId, w.tenant.id, Date.now() - 10 * 60_000);
    const expired = await json<{ error: { code: string } }>(await requestAs(w.ctx, w.tenant, old.url), 403);
    expect(expired.error.code).toBe("link_expired");

    for (const u of [w.tenant2, w.otherLandlord]) {
      expect((await requestAs(w.ctx, u, `/api/documents/${gasId}/link`)).status).toBe(404);
      expect((await requestAs(w.ctx, u, `/api/documents/${tenantDocId}/link`)).status).toBe(404);
    }
    for (const u of [w.landlord, w.agent, w.admin]) {
      expect((await requestAs(w.ctx, u, `/api/documents/${tenantDocId}/link`)).status).toBe(200);
    }
  });

  it("lets staff delete a document; the tenant and other landlords can't", async () => {
    const { tenancyId } = await letProperty();
    const tenantDocId = (await tenantInventory(tenancyId)).id;
    const remove = (user: TestUser) =>
      requestAs(w.ctx, user, `/api/documents/${tenantDocId}`, { method: "DELETE" });
    expect((await remove(w.tenant)).status).toBe(403);
    expect((await remove(w.otherLandlord)).status).toBe(404);
    expect((await requestAs(w.ctx, w.tenant, `/api/documents/${tenantDocId}/link`)).status).toBe(200);
    expect((await remove(w.landlord)).status).toBe(200);
    expect((await requestAs(w.ctx, w.tenant, `/api/documents/${tenantDocId}/link`)).status).toBe(404);
    const [entry] = await w.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, tenantDocId), eq(auditLog.action, "document_delete")));
    expect(entry).toMatchObject({ actorId: w.landlord.id, details: { tenancyId, kind: "inventory" } });
  });
});
