import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays } from "@shared/ledger";
import type { ComplianceRow, TenancyDocument } from "@shared/schemas/tenancies";
import { beforeAll, describe, expect, it } from "vitest";
import { properties, tenancies } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { documentLink } from "./links";
import { addMonths } from "./service";

let ctx: TestContext;
let landlord: TestUser;
let otherLandlord: TestUser;
let agent: TestUser;
let admin: TestUser;
let tenant: TestUser;
let tenant2: TestUser;
let propertyId: string;
let tenancyId: string;

const today = new Date().toISOString().slice(0, 10);
const pdf = (text = "certificate") => new Blob([`%PDF-1.4\n% ${text}\n%%EOF\n`], { type: "application/pdf" });

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
  return ctx.app.request(path, { method: "POST", headers: user ? { cookie: user.cookie } : {}, body: form });
}

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

beforeAll(async () => {
  // Uploaded files go to a throw-away directory.
  ctx = await createTestContext({ dataDir: mkdtempSync(path.join(tmpdir(), "keyhold-docs-")) });
  [landlord, otherLandlord, agent, admin, tenant, tenant2] = await Promise.all([
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "agent"),
    signedInUser(ctx, "admin"),
    signedInUser(ctx, "tenant"),
    signedInUser(ctx, "tenant"),
  ]);
  const [p] = await ctx.database.db
    .insert(properties)
    .values({
      landlordId: landlord.id,
      agentId: agent.id,
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
  propertyId = p!.id;
  const [t] = await ctx.database.db
    .insert(tenancies)
    .values({
      propertyId,
      tenantId: tenant.id,
      status: "active",
      startDate: "2026-01-01",
      rentAmount: 90_000,
      rentFrequency: "monthly",
      dueDay: 1,
    })
    .returning({ id: tenancies.id });
  tenancyId = t!.id;
});

describe("documents", () => {
  let gasId: string;
  let tenantDocId: string;

  it("lets the landlord upload a gas safety certificate; its expiry follows the 12-month rule", async () => {
    const issued = addDays(today, -20);
    const { document } = await json<{ document: TenancyDocument }>(
      await upload(landlord, `/api/manage/properties/${propertyId}/documents`, {
        kind: "gas_safety",
        title: "Gas safety 2026",
        issuedOn: issued,
      }),
      201,
    );
    expect(document).toMatchObject({ kind: "gas_safety", tenancyId: null, expiresOn: addMonths(issued, 12) });
    expect(document.contentType).toBe("application/pdf");
    gasId = document.id;
  });

  it("checks the file by content and the fields, and who may upload", async () => {
    const text = new Blob(["hello, not a pdf"], { type: "application/pdf" });
    expect(
      (await upload(landlord, `/api/manage/properties/${propertyId}/documents`, { kind: "epc" }, text))
        .status,
    ).toBe(400);
    const badKind = await json<{ error: { fields: Record<string, string> } }>(
      await upload(landlord, `/api/manage/properties/${propertyId}/documents`, { kind: "passport" }),
      400,
    );
    expect(badKind.error.fields.kind).toBeDefined();
    expect(
      (await upload(otherLandlord, `/api/manage/properties/${propertyId}/documents`, { kind: "epc" })).status,
    ).toBe(404);
    expect(
      (await upload(tenant, `/api/manage/properties/${propertyId}/documents`, { kind: "epc" })).status,
    ).toBe(403);
    expect(
      (await upload(undefined, `/api/manage/properties/${propertyId}/documents`, { kind: "epc" })).status,
    ).toBe(401);
    expect((await upload(tenant2, `/api/tenancies/${tenancyId}/documents`, { kind: "other" })).status).toBe(
      404,
    );
    expect(
      (await upload(otherLandlord, `/api/tenancies/${tenancyId}/documents`, { kind: "other" })).status,
    ).toBe(404);
  });

  it("lets the tenant upload to their own tenancy and see its documents and the property's", async () => {
    const { document } = await json<{ document: TenancyDocument }>(
      await upload(tenant, `/api/tenancies/${tenancyId}/documents`, {
        kind: "inventory",
        title: "Check-in photos",
      }),
      201,
    );
    tenantDocId = document.id;
    expect(document.expiresOn).toBeNull();
    const mine = await json<{ items: TenancyDocument[] }>(
      await requestAs(ctx, tenant, `/api/tenancies/${tenancyId}/documents`),
      200,
    );
    expect(mine.items.map((d) => d.id).sort()).toEqual([gasId, tenantDocId].sort());
    expect((await requestAs(ctx, tenant2, `/api/tenancies/${tenancyId}/documents`)).status).toBe(404);
    const staff = await json<{ items: TenancyDocument[] }>(
      await requestAs(ctx, agent, `/api/manage/properties/${propertyId}/documents`),
      200,
    );
    expect(staff.items).toHaveLength(2);
    expect(
      (await requestAs(ctx, otherLandlord, `/api/manage/properties/${propertyId}/documents`)).status,
    ).toBe(404);
  });

  it("serves files only through short-lived links made for the caller", async () => {
    const link = await json<{ url: string; expiresAt: string }>(
      await requestAs(ctx, tenant, `/api/documents/${gasId}/link`),
      200,
    );
    expect(new Date(link.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(link.expiresAt).getTime()).toBeLessThanOrEqual(Date.now() + 5 * 60_000 + 1000);
    const file = await requestAs(ctx, tenant, link.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect((await file.text()).startsWith("%PDF-")).toBe(true);

    // Another signed-in user can't use it, even one who may read the document; nor can nobody.
    expect((await requestAs(ctx, landlord, link.url)).status).toBe(403);
    expect((await requestAs(ctx, tenant2, link.url)).status).toBe(403);
    expect((await requestAs(ctx, undefined, link.url)).status).toBe(401);
    // A tampered or expired link fails.
    expect((await requestAs(ctx, tenant, link.url.replace(/exp=\d+/, "exp=9999999999"))).status).toBe(403);
    const secret = (ctx.deps.auth.options as { secret: string }).secret;
    const old = documentLink(secret, gasId, tenant.id, Date.now() - 10 * 60_000);
    const expired = await json<{ error: { code: string } }>(await requestAs(ctx, tenant, old.url), 403);
    expect(expired.error.code).toBe("link_expired");

    for (const u of [tenant2, otherLandlord]) {
      expect((await requestAs(ctx, u, `/api/documents/${gasId}/link`)).status).toBe(404);
      expect((await requestAs(ctx, u, `/api/documents/${tenantDocId}/link`)).status).toBe(404);
    }
    for (const u of [landlord, agent, admin]) {
      expect((await requestAs(ctx, u, `/api/documents/${tenantDocId}/link`)).status).toBe(200);
    }
  });

  it("shows compliance per property: valid, expiring within 30 days, expired, missing", async () => {
    await json(
      await upload(landlord, `/api/manage/properties/${propertyId}/documents`, {
        kind: "epc",
        expiresOn: addDays(today, 10),
      }),
      201,
    );
    const rows = await json<{ items: ComplianceRow[] }>(
      await requestAs(ctx, landlord, "/api/compliance"),
      200,
    );
    const row = rows.items.find((r) => r.property.id === propertyId)!;
    const state = (kind: string) => row.items.find((i) => i.kind === kind)?.state;
    expect(state("gas_safety")).toBe("valid");
    expect(state("epc")).toBe("expiring");
    expect(state("eicr")).toBe("missing");
    await json(
      await upload(agent, `/api/tenancies/${tenancyId}/documents`, {
        kind: "eicr",
        expiresOn: addDays(today, -1),
      }),
      201,
    );
    const again = await json<{ items: ComplianceRow[] }>(await requestAs(ctx, agent, "/api/compliance"), 200);
    expect(
      again.items.find((r) => r.property.id === propertyId)?.items.find((i) => i.kind === "eicr")?.state,
    ).toBe("expired");
    const other = await json<{ items: ComplianceRow[] }>(
      await requestAs(ctx, otherLandlord, "/api/compliance"),
      200,
    );
    expect(other.items.some((r) => r.property.id === propertyId)).toBe(false);
    expect((await requestAs(ctx, tenant, "/api/compliance")).status).toBe(403);
  });

  it("lets staff delete a document; the tenant and other landlords can't", async () => {
    expect((await requestAs(ctx, tenant, `/api/documents/${tenantDocId}`, { method: "DELETE" })).status).toBe(
      403,
    );
    expect(
      (await requestAs(ctx, otherLandlord, `/api/documents/${tenantDocId}`, { method: "DELETE" })).status,
    ).toBe(404);
    expect(
      (await requestAs(ctx, landlord, `/api/documents/${tenantDocId}`, { method: "DELETE" })).status,
    ).toBe(200);
    expect((await requestAs(ctx, tenant, `/api/documents/${tenantDocId}/link`)).status).toBe(404);
  });
});
