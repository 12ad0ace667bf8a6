import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, addYears, today as londonToday } from "@shared/dates";
import type { Certificate, ServiceRecord } from "@shared/schemas/compliance-records";
import type { TenancyDocument } from "@shared/schemas/tenancies";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, properties, serviceRecords, supportTickets, tenancies } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { insertLetting, type Letting } from "../tenancies/tenancy.factories";

let ctx: TestContext;
let admin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({
    dataDir: mkdtempSync(path.join(tmpdir(), "keyhold-served-")),
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
  [admin, stranger] = await Promise.all([signedInUser(ctx, "admin"), signedInUser(ctx, "landlord")]);
});

const today = londonToday();
type Err = { error?: { fields?: Record<string, string>; message: string } };

async function call<T>(user: TestUser | undefined, url: string, method = "GET", json?: unknown) {
  const res = await requestAs(ctx, user, url, { method, json });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T & Err };
}

/** Uploads a PDF to the home as `user` with the fields; answers the status and body. */
async function upload(user: TestUser, propertyId: string, fields: Record<string, string>) {
  const form = new FormData();
  form.append("file", new Blob(["%PDF-1.4\n% cert\n%%EOF\n"], { type: "application/pdf" }), "cert.pdf");
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await ctx.app.request(`/api/manage/properties/${propertyId}/documents`, {
    method: "POST",
    headers: { cookie: user.cookie },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as { document: TenancyDocument } & Err };
}

async function gasRecord(l: Letting) {
  const res = await upload(l.landlord, l.propertyId, { kind: "gas_safety", issuedOn: addDays(today, -5) });
  expect(res.status).toBe(201);
  return res.body.document;
}

/** The tenant opens the document in their portal: the link, then the file. */
async function open(user: TestUser, documentId: string) {
  const link = await call<{ url: string }>(user, `/api/documents/${documentId}/link`);
  expect(link.status).toBe(200);
  const res = await ctx.app.request(link.body.url, { headers: { cookie: user.cookie } });
  expect(res.status).toBe(200);
}

describe("certificate uploads", () => {
  it("an EICR takes its outcome (unsatisfactory: remedial due in 28 days); an EPC sets the home's rating", async () => {
    const l = await insertLetting(ctx);
    const eicr = await upload(l.landlord, l.propertyId, {
      kind: "eicr",
      issuedOn: addDays(today, -3),
      expiresOn: addYears(today, 4),
      outcome: "unsatisfactory",
    });
    expect(eicr.status).toBe(201);
    expect(eicr.body.document).toMatchObject({
      outcome: "unsatisfactory",
      remedialDueOn: addDays(today, 25),
    });
    const epc = await upload(l.agent, l.propertyId, {
      kind: "epc",
      issuedOn: addDays(today, -1),
      epcRating: "C",
    });
    expect(epc.status).toBe(201);
    const [p] = await ctx.database.db.select().from(properties).where(eq(properties.id, l.propertyId));
    expect(p!.epcRating).toBe("C");
    const wrong = await upload(l.landlord, l.propertyId, { kind: "gas_safety", outcome: "satisfactory" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.fields?.outcome).toBe("Only an EICR has an outcome");
    const badRating = await upload(l.landlord, l.propertyId, { kind: "epc", epcRating: "H" });
    expect(badRating.body.error?.fields?.epcRating).toBe("Choose a rating from A to G");
  });
});

describe("proof of service", () => {
  it("served by Keyhold e-mail: dated today, the tenant e-mailed a portal link, emailedAt set", async () => {
    const l = await insertLetting(ctx);
    const doc = await gasRecord(l);
    const res = await call<{ service: ServiceRecord }>(
      l.landlord,
      `/api/documents/${doc.id}/services`,
      "POST",
      {
        tenancyId: l.tenancyId,
        method: "keyhold_email",
        servedOn: "2025-01-01",
      },
    );
    expect(res.status).toBe(201);
    expect(res.body.service).toMatchObject({
      method: "keyhold_email",
      servedOn: today,
      acknowledgedAt: null,
    });
    expect(res.body.service.emailedAt).toBeTruthy();
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, l.tenant.email), eq(emailOutbox.kind, "document_served")));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("/tenant#certificates");
    const list = await call<{ items: ServiceRecord[] }>(l.agent, `/api/documents/${doc.id}/services`);
    expect(list.body.items.map((s) => s.id)).toEqual([res.body.service.id]);
  });

  it("by hand or post on a given date; refuses future dates, other homes' tenancies and ended ones", async () => {
    const l = await insertLetting(ctx);
    const other = await insertLetting(ctx);
    const doc = await gasRecord(l);
    const url = `/api/documents/${doc.id}/services`;
    const byHand = await call<{ service: ServiceRecord }>(l.agent, url, "POST", {
      tenancyId: l.tenancyId,
      method: "in_person",
      servedOn: addDays(today, -2),
      note: "Handed over at check-in",
    });
    expect(byHand.status).toBe(201);
    expect(byHand.body.service).toMatchObject({ servedOn: addDays(today, -2), emailedAt: null });
    const noDate = await call(l.agent, url, "POST", { tenancyId: l.tenancyId, method: "post" });
    expect(noDate.body.error?.fields?.servedOn).toBe("Enter the date it was served");
    const future = await call(l.agent, url, "POST", {
      tenancyId: l.tenancyId,
      method: "post",
      servedOn: addDays(today, 1),
    });
    expect(future.status).toBe(400);
    const elsewhere = await call(l.agent, url, "POST", {
      tenancyId: other.tenancyId,
      method: "post",
      servedOn: today,
    });
    expect(elsewhere.body.error?.fields?.tenancyId).toBe("Choose a tenancy of this home");
    await ctx.database.db.update(tenancies).set({ status: "ended" }).where(eq(tenancies.id, l.tenancyId));
    const ended = await call(l.agent, url, "POST", {
      tenancyId: l.tenancyId,
      method: "post",
      servedOn: today,
    });
    expect(ended.body.error?.fields?.tenancyId).toMatch(/has ended/);
    const rows = await ctx.database.db
      .select()
      .from(serviceRecords)
      .where(eq(serviceRecords.documentId, doc.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses a stranger (404) and the tenant (403); staff delete a record", async () => {
    const l = await insertLetting(ctx);
    const doc = await gasRecord(l);
    const url = `/api/documents/${doc.id}/services`;
    const body = { tenancyId: l.tenancyId, method: "email", servedOn: today };
    expect((await call(stranger, url, "POST", body)).status).toBe(404);
    expect((await call(l.tenant, url, "POST", body)).status).toBe(403);
    expect((await call(stranger, url)).status).toBe(404);
    const made = await call<{ service: ServiceRecord }>(admin, url, "POST", body);
    expect(made.status).toBe(201);
    expect((await call(stranger, `${url}/${made.body.service.id}`, "DELETE")).status).toBe(404);
    expect((await call(l.tenant, `${url}/${made.body.service.id}`, "DELETE")).status).toBe(403);
    expect((await call(l.landlord, `${url}/${made.body.service.id}`, "DELETE")).status).toBe(200);
    expect((await call<{ items: unknown[] }>(l.landlord, url)).body.items).toEqual([]);
  });

  it("the tenant's opening acknowledges it, the first time only; staff opening it does not", async () => {
    const l = await insertLetting(ctx);
    const doc = await gasRecord(l);
    const url = `/api/documents/${doc.id}/services`;
    await call(l.landlord, url, "POST", { tenancyId: l.tenancyId, method: "keyhold_email" });
    await open(l.landlord, doc.id);
    await open(l.agent, doc.id);
    let [row] = await ctx.database.db
      .select()
      .from(serviceRecords)
      .where(eq(serviceRecords.documentId, doc.id));
    expect(row!.acknowledgedAt).toBeNull();
    await open(l.tenant, doc.id);
    [row] = await ctx.database.db.select().from(serviceRecords).where(eq(serviceRecords.documentId, doc.id));
    const first = row!.acknowledgedAt;
    expect(first).toBeInstanceOf(Date);
    await open(l.tenant, doc.id);
    [row] = await ctx.database.db.select().from(serviceRecords).where(eq(serviceRecords.documentId, doc.id));
    expect(row!.acknowledgedAt!.getTime()).toBe(first!.getTime());
  });
});

describe("the tenant's certificates", () => {
  it("lists the latest gas, EICR and EPC and the licences, with their service and acknowledgement", async () => {
    const l = await insertLetting(ctx);
    await upload(l.landlord, l.propertyId, { kind: "gas_safety", issuedOn: addDays(today, -400) });
    const gas = await gasRecord(l);
    await upload(l.landlord, l.propertyId, {
      kind: "eicr",
      issuedOn: addDays(today, -30),
      outcome: "satisfactory",
    });
    const licenceDoc = await upload(l.landlord, l.propertyId, { kind: "other", title: "Licence" });
    await call(l.landlord, `/api/compliance/homes/${l.propertyId}/licences`, "POST", {
      kind: "selective",
      reference: "SEL-9",
      issuedOn: addDays(today, -10),
      expiresOn: addYears(today, 4),
      documentId: licenceDoc.body.document.id,
    });
    await call(l.landlord, `/api/documents/${gas.id}/services`, "POST", {
      tenancyId: l.tenancyId,
      method: "keyhold_email",
    });
    await open(l.tenant, gas.id);

    const res = await call<{ items: Certificate[] }>(l.tenant, `/api/tenancies/${l.tenancyId}/certificates`);
    expect(res.status).toBe(200);
    const byKind = Object.fromEntries(res.body.items.map((c) => [c.kind, c]));
    expect(Object.keys(byKind).sort()).toEqual(["eicr", "gas_safety", "licence"]);
    expect(byKind.gas_safety!.documentId).toBe(gas.id);
    expect(byKind.gas_safety!.served).toHaveLength(1);
    expect(byKind.gas_safety!.served[0]!.acknowledgedAt).toBeTruthy();
    expect(byKind.eicr!.detail).toBe("Satisfactory");
    expect(byKind.licence).toMatchObject({
      documentId: licenceDoc.body.document.id,
      detail: "Selective licence SEL-9",
    });
    expect((await call(l.landlord, `/api/tenancies/${l.tenancyId}/certificates`)).status).toBe(200);
    expect((await call(stranger, `/api/tenancies/${l.tenancyId}/certificates`)).status).toBe(404);
    const otherTenant = (await insertLetting(ctx)).tenant;
    expect((await call(otherTenant, `/api/tenancies/${l.tenancyId}/certificates`)).status).toBe(404);
  });
});

describe("smoke or CO alarm fault tickets", () => {
  it("a tenant raises one about their home; without the home it is refused", async () => {
    const l = await insertLetting(ctx);
    const body = {
      subject: "Smoke alarm not working",
      description: "The hallway smoke alarm does not beep when tested, even with a new battery.",
      category: "safety_alarm",
      priority: "high",
    };
    const missing = await call(l.tenant, "/api/support/tickets", "POST", body);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.fields?.propertyId).toBeTruthy();
    const ok = await call<{ ticket: { id: string } }>(l.tenant, "/api/support/tickets", "POST", {
      ...body,
      propertyId: l.propertyId,
    });
    expect(ok.status).toBe(201);
    const [t] = await ctx.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, ok.body.ticket.id));
    expect(t).toMatchObject({ category: "safety_alarm", propertyId: l.propertyId });
  });
});
