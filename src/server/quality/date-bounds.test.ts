import { beforeAll, describe, expect, it } from "vitest";
import { requestAs } from "../test/harness";
import { buildWorld, expectJson, pdfBlob, today, upload, type World } from "./world";

/**
 * Issue 13 item 10: dates outside a sane range (year 0 once made PostgreSQL answer 500; years 0-99
 * are shifted to 1900+ by JavaScript dates) are refused with a 400 naming the field and the rule,
 * on every route that takes a date, in bodies, multipart fields and query strings alike. Ranges
 * have a maximum span.
 */
const EDGE_YEARS = ["0000-01-01", "0001-01-01", "0099-12-31", "9999-12-31"];
/** A bound error names its rule: a year of the range, or a span of years around today. */
const NAMES_THE_RULE = /\b(1900|2000|2199)\b|\d+ years|today/;

let w: World;
beforeAll(async () => {
  w = await buildWorld();
}, 120_000);

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

async function expectFieldError(res: Response, field: string) {
  const body = await expectJson<ErrorBody>(res, 400);
  expect(body.error.code).toBe("validation_error");
  expect(body.error.fields?.[field], JSON.stringify(body)).toMatch(NAMES_THE_RULE);
}

const get = (path: string, as: "admin" | "agent" | "landlord" | "anon") =>
  requestAs(w.ctx, as === "anon" ? undefined : as === "admin" ? w.admin : w.a[as], path);

/** GET routes with a date in the query: the parameter under test, and the others it needs. */
const queryCases: {
  route: string;
  as: "admin" | "agent" | "landlord" | "anon";
  param: string;
  rest: string;
}[] = [
  { route: "/api/properties", as: "anon", param: "availableBy", rest: "" },
  { route: "/api/admin/audit-logs", as: "admin", param: "from", rest: "" },
  { route: "/api/admin/audit-logs", as: "admin", param: "to", rest: "" },
  { route: "/api/admin/payments", as: "admin", param: "from", rest: "" },
  { route: "/api/admin/payments", as: "admin", param: "to", rest: "" },
  { route: "/api/admin/payments/export.csv", as: "admin", param: "to", rest: "" },
  { route: "/api/analytics/admin", as: "admin", param: "from", rest: "range=custom&to=2026-01-31" },
  { route: "/api/analytics/admin", as: "admin", param: "to", rest: "range=custom&from=2026-01-01" },
  { route: "/api/analytics/agent", as: "agent", param: "from", rest: "range=custom&to=2026-01-31" },
  { route: "/api/dashboards/landlord", as: "landlord", param: "to", rest: "range=custom&from=2026-01-01" },
  { route: "/api/market/rents", as: "anon", param: "from", rest: "city=Testbury&range=custom&to=2026-01-31" },
  { route: "/api/market/rents", as: "anon", param: "to", rest: "city=Testbury&range=custom&from=2026-01-01" },
  { route: "/api/payments/export.csv", as: "landlord", param: "from", rest: "to=2026-01-31" },
  { route: "/api/payments/export.csv", as: "landlord", param: "to", rest: "from=2026-01-01" },
];

describe("dates out of range in query strings answer 400 with a field error", () => {
  for (const c of queryCases) {
    it.each(EDGE_YEARS)(`${c.route} ${c.param}=%s`, async (date) => {
      const query = [c.rest, `${c.param}=${date}`].filter(Boolean).join("&");
      await expectFieldError(await get(`${c.route}?${query}`, c.as), c.param);
    });
  }
});

describe("dates out of range in request bodies answer 400 with a field error and write nothing", () => {
  it.each(EDGE_YEARS)("POST /api/tenancies startDate and endDate = %s", async (date) => {
    const propertyId = await w.fresh.property(w.a);
    const body = {
      propertyId,
      tenantEmail: w.a.tenant.email,
      startDate: today(),
      rentAmount: 90_000,
      rentFrequency: "monthly",
      dueDay: 1,
    };
    const start = await requestAs(w.ctx, w.a.landlord, "/api/tenancies", {
      method: "POST",
      json: { ...body, startDate: date },
    });
    await expectFieldError(start, "startDate");
    const end = await requestAs(w.ctx, w.a.landlord, "/api/tenancies", {
      method: "POST",
      json: { ...body, endDate: date },
    });
    // Year 0 to 99 end before today's start anyway; 9999 is past the bound.
    const fields = (await expectJson<ErrorBody>(end, 400)).error.fields;
    expect(fields?.endDate).toBeTruthy();
    if (date.startsWith("9999")) expect(fields?.endDate).toMatch(NAMES_THE_RULE);
  });

  it.each(EDGE_YEARS)("POST /api/tenancies/{id}/status endDate = %s", async (date) => {
    const id = await w.fresh.tenancy(w.a, "active");
    const res = await requestAs(w.ctx, w.a.landlord, `/api/tenancies/${id}/status`, {
      method: "POST",
      json: { status: "ended", endDate: date },
    });
    await expectFieldError(res, "endDate");
  });

  it.each(EDGE_YEARS)("payments paidOn = %s, reported by the tenant and recorded by staff", async (date) => {
    const body = { amount: 10_000, paidOn: date, method: "bank_transfer" };
    const report = await requestAs(w.ctx, w.a.tenant, `/api/tenancies/${w.a.tenancyId}/payments/report`, {
      method: "POST",
      json: body,
    });
    await expectFieldError(report, "paidOn");
    const record = await requestAs(w.ctx, w.a.landlord, `/api/tenancies/${w.a.tenancyId}/payments`, {
      method: "POST",
      json: body,
    });
    await expectFieldError(record, "paidOn");
  });

  it.each(EDGE_YEARS)("document uploads with issuedOn or expiresOn = %s", async (date) => {
    for (const field of ["issuedOn", "expiresOn"]) {
      for (const url of [
        `/api/tenancies/${w.a.tenancyId}/documents`,
        `/api/manage/properties/${w.a.propertyId}/documents`,
      ]) {
        const res = await upload(w.ctx, w.a.landlord, url, pdfBlob(), "cert.pdf", {
          kind: "gas_safety",
          [field]: date,
        });
        await expectFieldError(res, field);
      }
    }
  });

  it.each(EDGE_YEARS)("properties availableFrom = %s on create and edit", async (date) => {
    const created = await requestAs(w.ctx, w.a.landlord, "/api/manage/properties", {
      method: "POST",
      json: {
        title: "Dated flat",
        type: "flat",
        addressLine1: "1 Date Street",
        city: "Testbury",
        postcode: "SW1A 1AA",
        bedrooms: 1,
        bathrooms: 1,
        rentAmount: 100_000,
        furnished: "furnished",
        availableFrom: date,
      },
    });
    await expectFieldError(created, "availableFrom");
    const edited = await requestAs(w.ctx, w.a.landlord, `/api/manage/properties/${w.a.propertyId}`, {
      method: "PATCH",
      json: { availableFrom: date },
    });
    await expectFieldError(edited, "availableFrom");
  });

  it("a document's expiry must come after its issue date", async () => {
    const res = await upload(
      w.ctx,
      w.a.landlord,
      `/api/tenancies/${w.a.tenancyId}/documents`,
      pdfBlob(),
      "c.pdf",
      {
        kind: "gas_safety",
        issuedOn: "2025-06-01",
        expiresOn: "2025-05-31",
      },
    );
    const body = await expectJson<ErrorBody>(res, 400);
    expect(body.error.fields?.expiresOn).toBe("The expiry must be after the issue date");
  });

  it("a date that does not exist (30 February) is refused as not a real date", async () => {
    const res = await requestAs(w.ctx, w.a.tenant, `/api/tenancies/${w.a.tenancyId}/payments/report`, {
      method: "POST",
      json: { amount: 10_000, paidOn: "2026-02-30", method: "bank_transfer" },
    });
    const body = await expectJson<ErrorBody>(res, 400);
    expect(body.error.fields?.paidOn).toBe("Please enter a real date");
  });

  it("dates inside the ranges are still accepted", async () => {
    const res = await requestAs(w.ctx, w.a.tenant, `/api/tenancies/${w.a.tenancyId}/payments/report`, {
      method: "POST",
      json: { amount: 10_000, paidOn: today(), method: "bank_transfer" },
    });
    expect(res.status).toBe(201);
    const listing = await get(`/api/properties?availableBy=${today()}`, "anon");
    expect(listing.status).toBe(200);
  });
});

describe("ranges have a maximum span", () => {
  const spanCases: { route: string; as: "admin" | "agent" | "landlord" | "anon"; rest: string }[] = [
    { route: "/api/market/rents", as: "anon", rest: "city=Testbury&range=custom" },
    { route: "/api/analytics/admin", as: "admin", rest: "range=custom" },
    { route: "/api/analytics/agent", as: "agent", rest: "range=custom" },
    { route: "/api/dashboards/landlord", as: "landlord", rest: "range=custom" },
    { route: "/api/admin/audit-logs", as: "admin", rest: "" },
    { route: "/api/admin/payments", as: "admin", rest: "" },
    { route: "/api/admin/payments/export.csv", as: "admin", rest: "" },
    { route: "/api/payments/export.csv", as: "landlord", rest: "" },
  ];
  it.each(spanCases)("$route refuses 1900 to 2199 with a field error on `to`", async (c) => {
    const query = [c.rest, "from=1900-01-01", "to=2199-12-31"].filter(Boolean).join("&");
    const body = await expectJson<ErrorBody>(await get(`${c.route}?${query}`, c.as), 400);
    expect(body.error.fields?.to).toMatch(/at most \d+ years/);
  });

  it("/api/market/rents answers a five-year custom range, small", async () => {
    const res = await get(
      "/api/market/rents?city=Testbury&range=custom&from=2021-01-01&to=2025-12-31",
      "anon",
    );
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(text.length).toBeLessThan(20_000);
  });

  it("the end of a range may not be before its start", async () => {
    const body = await expectJson<ErrorBody>(
      await get("/api/admin/audit-logs?from=2026-02-01&to=2026-01-01", "admin"),
      400,
    );
    expect(body.error.fields?.to).toBe("The end date must be on or after the start date");
  });
});
