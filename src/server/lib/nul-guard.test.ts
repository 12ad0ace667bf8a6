import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { properties, supportTickets } from "../db/schema";
import { createTestContext, requestAs, signedInUser, type TestContext, type TestUser } from "../test/harness";
import { nulPaths } from "./nul-guard";

let ctx: TestContext;
let landlord: TestUser;
let propertyId: string;
let ticketId: string;

const pdf = () => new Blob(["%PDF-1.4\n% test\n%%EOF\n"], { type: "application/pdf" });

function upload(url: string, fields: Record<string, string>, name = "cert.pdf") {
  const form = new FormData();
  form.append("file", pdf(), name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return ctx.app.request(url, { method: "POST", headers: { cookie: landlord.cookie }, body: form });
}

beforeAll(async () => {
  ctx = await createTestContext({ dataDir: mkdtempSync(path.join(tmpdir(), "keyhold-nul-")) });
  landlord = await signedInUser(ctx, "landlord");
  const [p] = await ctx.database.db
    .insert(properties)
    .values({
      landlordId: landlord.id,
      title: "Nul Street flat",
      type: "flat",
      addressLine1: "1 Nul Street",
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
    .insert(supportTickets)
    .values({
      subject: "Dripping tap",
      description: "The tap drips all night long.",
      category: "maintenance",
      priority: "low",
      status: "open",
      propertyId,
      createdBy: landlord.id,
    })
    .returning({ id: supportTickets.id });
  ticketId = t!.id;
});

describe("NUL characters (which PostgreSQL text can't store)", () => {
  it("finds them in nested JSON values and keys", () => {
    expect(nulPaths({ a: "ok", b: ["x", "y\u0000"], c: { "k\u0000": 1, d: "\u0000" } })).toEqual([
      "b.1",
      "c.k",
      "c.d",
    ]);
    expect(nulPaths("\u0000")).toEqual(["_"]);
  });

  it("refuses them in a JSON body with a field-level 400, before anything is written", async () => {
    const res = await requestAs(ctx, landlord, "/api/me", { method: "PATCH", json: { name: "Na\u0000me" } });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: "validation_error", fields: { name: expect.any(String) } },
    });
  });

  it("refuses them in a query string (400) and a path (404)", async () => {
    const query = await requestAs(ctx, undefined, "/api/properties?q=a%00b");
    expect(query.status).toBe(400);
    expect(await query.json()).toMatchObject({ error: { fields: { q: expect.any(String) } } });
    const inPath = await requestAs(ctx, undefined, "/api/blogs/a%00b");
    expect(inPath.status).toBe(404);
    expect(await inPath.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("refuses them in multipart fields and drops them from file names", async () => {
    const url = `/api/manage/properties/${propertyId}/documents`;
    const field = await upload(url, { kind: "epc", title: "EPC\u0000" });
    expect(field.status).toBe(400);
    expect(await field.json()).toMatchObject({ error: { fields: { title: expect.any(String) } } });
    const named = await upload(url, { kind: "epc" }, "e\u0000pc.pdf");
    expect(named.status, await named.clone().text()).toBe(201);
    expect(((await named.json()) as { document: { fileName: string } }).document.fileName).toBe("epc.pdf");
  });

  it("answers 400, not 500, for a malformed message id on a ticket attachment (the form schema checks it)", async () => {
    const res = await upload(`/api/support/tickets/${ticketId}/attachments`, { messageId: "not-a-uuid" });
    expect(res.status, await res.clone().text()).toBe(400);
    expect(await res.json()).toMatchObject({ error: { fields: { messageId: "Unknown message" } } });
  });
});
