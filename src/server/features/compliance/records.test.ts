import { addDays, addYears, today as londonToday } from "@shared/dates";
import type { AlarmCheck, Licence, RightToRentCheck } from "@shared/schemas/compliance-records";
import type { DocumentKind } from "@shared/schemas/tenancies";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, documents, properties, propertyLicences, tenancies } from "../../db/schema";
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
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
  [admin, stranger] = await Promise.all([signedInUser(ctx, "admin"), signedInUser(ctx, "landlord")]);
});

const today = londonToday();

async function call<T>(user: TestUser | undefined, path: string, method = "GET", json?: unknown) {
  const res = await requestAs(ctx, user, path, { method, json });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : {}) as T & {
      error?: { fields?: Record<string, string>; message: string };
    },
  };
}

const count = async (table: typeof propertyLicences | typeof auditLog) =>
  (await ctx.database.db.select().from(table)).length;

// ---- Licences ------------------------------------------------------------------------------------

describe("licences of a home", () => {
  let l: Letting;
  const path = () => `/api/compliance/homes/${l.propertyId}/licences`;
  const body = {
    kind: "selective",
    reference: "SEL-2026-001",
    issuedOn: "2025-04-01",
    expiresOn: "2030-04-01",
  };
  beforeAll(async () => {
    l = await insertLetting(ctx);
  });

  it("the landlord records, lists, changes and removes a licence, each audited", async () => {
    const created = await call<{ licence: Licence }>(l.landlord, path(), "POST", {
      ...body,
      note: "Conditions on file",
    });
    expect(created.status).toBe(201);
    expect(created.body.licence).toMatchObject({
      kind: "selective",
      expiresOn: "2030-04-01",
      note: "Conditions on file",
    });
    const id = created.body.licence.id;
    const listed = await call<{ items: Licence[] }>(l.agent, path());
    expect(listed.body.items.map((x) => x.id)).toEqual([id]);
    const changed = await call<{ licence: Licence }>(l.agent, `${path()}/${id}`, "PUT", {
      ...body,
      reference: "SEL-2026-002",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.licence.reference).toBe("SEL-2026-002");
    expect((await call(admin, `${path()}/${id}`, "DELETE")).status).toBe(200);
    const actions = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      "licence_create",
      "licence_delete",
      "licence_update",
    ]);
  });

  it("refuses an expiry beyond the kind's maximum length, naming the limit, and writes nothing", async () => {
    const before = await count(propertyLicences);
    const res = await call(l.landlord, path(), "POST", { ...body, expiresOn: "2030-04-02" });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.expiresOn).toMatch(/at most 5 years.*Housing Act 2004 s\.91\(4\)/);
    expect(await count(propertyLicences)).toBe(before);
  });

  it("refuses bad input field by field", async () => {
    const long = await call(l.landlord, path(), "POST", { ...body, reference: "x".repeat(61) });
    expect(long.body.error?.fields?.reference).toBe("At most 60 characters");
    const wales = await call(l.landlord, path(), "POST", { ...body, kind: "rent_smart_wales" });
    expect(wales.status).toBe(400);
    expect(wales.body.error?.fields?.kind).toMatch(/does not apply to a home in England/);
    const scot = await call(l.landlord, path(), "POST", {
      ...body,
      kind: "mandatory_hmo",
      expiresOn: "2025-03-01",
    });
    expect(scot.body.error?.fields?.expiresOn).toBe("The expiry must be after the issue date");
    const doc = await call(l.landlord, path(), "POST", { ...body, documentId: crypto.randomUUID() });
    expect(doc.body.error?.fields?.documentId).toMatch(/document filed on this home/);
  });

  it("a Scottish registration lasts at most 3 years", async () => {
    const s = await insertLetting(ctx, { jurisdiction: "scotland" });
    const res = await call(s.landlord, `/api/compliance/homes/${s.propertyId}/licences`, "POST", {
      kind: "scottish_registration",
      reference: "123456/100/12345",
      issuedOn: "2025-01-10",
      expiresOn: "2028-01-11",
    });
    expect(res.body.error?.fields?.expiresOn).toMatch(/at most 3 years.*s\.84.*2028-01-10/);
    const hmo = await call(s.landlord, `/api/compliance/homes/${s.propertyId}/licences`, "POST", {
      kind: "mandatory_hmo",
      reference: "HMO/1",
      issuedOn: "2025-01-10",
      expiresOn: "2029-01-10",
    });
    expect(hmo.body.error?.fields?.expiresOn).toMatch(/at most 3 years.*Housing \(Scotland\) Act 2006/);
    const [rows] = await Promise.all([
      ctx.database.db.select().from(propertyLicences).where(eq(propertyLicences.propertyId, s.propertyId)),
    ]);
    expect(rows).toEqual([]);
  });

  it("another landlord and the tenant are refused, and nothing changes", async () => {
    const before = await count(propertyLicences);
    expect((await call(stranger, path())).status).toBe(404);
    expect((await call(stranger, path(), "POST", body)).status).toBe(404);
    expect((await call(l.tenant, path(), "POST", body)).status).toBe(403);
    expect((await call(l.tenant, path())).status).toBe(403);
    expect((await call(undefined, path())).status).toBe(401);
    expect(await count(propertyLicences)).toBe(before);
  });
});

// ---- Alarm checks --------------------------------------------------------------------------------

describe("alarm checks of a tenancy", () => {
  const path = (l: Letting) => `/api/compliance/tenancies/${l.tenancyId}/alarm-checks`;

  it("records a check; the tenant reads it; CO is asked only where a combustion appliance is", async () => {
    const l = await insertLetting(ctx);
    const ok = await call<{ check: AlarmCheck }>(l.agent, path(l), "POST", {
      checkedOn: "2025-01-01",
      smokeAlarmsOk: true,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.check).toMatchObject({ smokeAlarmsOk: true, coAlarmsOk: null });
    const withCo = await call(l.agent, path(l), "POST", {
      checkedOn: today,
      smokeAlarmsOk: true,
      coAlarmsOk: true,
    });
    expect(withCo.status).toBe(400);
    expect(withCo.body.error?.fields?.coAlarmsOk).toMatch(/record the rooms/);

    await ctx.database.db
      .update(properties)
      .set({ combustionApplianceRooms: 1 })
      .where(eq(properties.id, l.propertyId));
    const missing = await call(l.landlord, path(l), "POST", { checkedOn: today, smokeAlarmsOk: true });
    expect(missing.body.error?.fields?.coAlarmsOk).toMatch(/fixed combustion appliance/);
    const both = await call(l.landlord, path(l), "POST", {
      checkedOn: today,
      smokeAlarmsOk: true,
      coAlarmsOk: false,
    });
    expect(both.status).toBe(201);

    const read = await call<{ items: AlarmCheck[]; combustionApplianceRooms: number }>(l.tenant, path(l));
    expect(read.status).toBe(200);
    expect(read.body.items.map((c) => c.checkedOn)).toEqual([today, "2025-01-01"]);
    expect(read.body.combustionApplianceRooms).toBe(1);
  });

  it("refuses a date in the future, a stranger, and the tenant writing", async () => {
    const l = await insertLetting(ctx);
    const future = await call(l.landlord, path(l), "POST", {
      checkedOn: addDays(today, 1),
      smokeAlarmsOk: true,
    });
    expect(future.status).toBe(400);
    expect(future.body.error?.fields?.checkedOn).toBeTruthy();
    expect((await call(stranger, path(l))).status).toBe(404);
    expect((await call(stranger, path(l), "POST", { checkedOn: today, smokeAlarmsOk: true })).status).toBe(
      404,
    );
    expect((await call(l.tenant, path(l), "POST", { checkedOn: today, smokeAlarmsOk: true })).status).toBe(
      403,
    );
    expect((await call<{ items: unknown[] }>(l.landlord, path(l))).body.items).toEqual([]);
  });
});

// ---- Right to Rent -------------------------------------------------------------------------------

describe("Right to Rent checks", () => {
  const path = (l: Letting) => `/api/compliance/tenancies/${l.tenancyId}/right-to-rent`;
  const check = {
    occupierName: "Ada Lovelace",
    checkedOn: "2025-06-01",
    method: "idvt",
    permission: "unlimited",
  };

  it("computes the follow-up as the later of the permission's end and 12 months on", async () => {
    const l = await insertLetting(ctx);
    const soon = await call<{ check: RightToRentCheck }>(l.landlord, path(l), "POST", {
      ...check,
      permission: "time_limited",
      permissionExpiresOn: "2025-09-01",
      followUpDueOn: "2099-01-01",
    });
    expect(soon.status).toBe(201);
    expect(soon.body.check.followUpDueOn).toBe("2026-06-01");
    const late = await call<{ check: RightToRentCheck }>(l.landlord, path(l), "POST", {
      ...check,
      occupierName: "Second Adult",
      permission: "time_limited",
      permissionExpiresOn: "2027-03-31",
    });
    expect(late.body.check.followUpDueOn).toBe("2027-03-31");
    const unlimited = await call<{ check: RightToRentCheck }>(l.landlord, path(l), "POST", check);
    expect(unlimited.body.check).toMatchObject({ followUpDueOn: null, permissionExpiresOn: null });

    const occupiers = await call<{ adultOccupiers: number; items: unknown[] }>(l.agent, path(l), "PATCH", {
      adultOccupiers: 3,
    });
    expect(occupiers.status).toBe(200);
    expect(occupiers.body.adultOccupiers).toBe(3);
    const read = await call<{ items: RightToRentCheck[] }>(l.tenant, path(l));
    expect(read.body.items).toHaveLength(3);
    expect((await call(l.landlord, `${path(l)}/${unlimited.body.check.id}`, "DELETE")).status).toBe(200);
    expect((await call<{ items: unknown[] }>(l.landlord, path(l))).body.items).toHaveLength(2);
  });

  it("refuses bad input by field and writes nothing", async () => {
    const l = await insertLetting(ctx);
    const noEnd = await call(l.landlord, path(l), "POST", { ...check, permission: "time_limited" });
    expect(noEnd.body.error?.fields?.permissionExpiresOn).toBe("Enter when the permission ends");
    const before = await call(l.landlord, path(l), "POST", {
      ...check,
      permission: "time_limited",
      permissionExpiresOn: "2025-06-01",
    });
    expect(before.body.error?.fields?.permissionExpiresOn).toMatch(/after the date of the check/);
    const future = await call(l.landlord, path(l), "POST", { ...check, checkedOn: addDays(today, 1) });
    expect(future.status).toBe(400);
    const many = await call(l.landlord, path(l), "PATCH", { adultOccupiers: 21 });
    expect(many.body.error?.fields?.adultOccupiers).toBe("At most 20 adults");
    expect((await call(l.tenant, path(l), "POST", check)).status).toBe(403);
    expect((await call(stranger, path(l), "POST", check)).status).toBe(404);
    expect((await call(stranger, path(l), "PATCH", { adultOccupiers: 2 })).status).toBe(404);
    expect((await call<{ items: unknown[]; adultOccupiers: null }>(l.landlord, path(l))).body).toMatchObject({
      items: [],
      adultOccupiers: null,
    });
  });

  it("answers 409 with the reason for a home outside England", async () => {
    const l = await insertLetting(ctx, { jurisdiction: "wales" });
    const res = await call(l.landlord, path(l), "POST", check);
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toMatch(/England only/);
    expect((await call(l.landlord, path(l))).status).toBe(409);
    expect((await call(l.landlord, path(l), "PATCH", { adultOccupiers: 2 })).status).toBe(409);
    const [t] = await ctx.database.db.select().from(tenancies).where(eq(tenancies.id, l.tenancyId));
    expect(t!.adultOccupiers).toBeNull();
  });
});

// ---- EICR remedial -------------------------------------------------------------------------------

describe("EICR remedial work", () => {
  async function eicr(l: Letting, kind: DocumentKind = "eicr") {
    const [d] = await ctx.database.db
      .insert(documents)
      .values({
        propertyId: l.propertyId,
        kind,
        title: "EICR",
        fileName: "eicr.pdf",
        contentType: "application/pdf",
        sizeBytes: 10,
        storageKey: `documents/${l.propertyId}/x.pdf`,
        issuedOn: addDays(today, -10),
        expiresOn: addYears(today, 5),
      })
      .returning();
    return d!.id;
  }

  it("defaults the due date to 28 days after the inspection, allows shorter, refuses later", async () => {
    const l = await insertLetting(ctx);
    const id = await eicr(l);
    const path = `/api/documents/${id}/remedial`;
    const set = await call<{ remedial: { remedialDueOn: string } }>(l.landlord, path, "PATCH", {
      outcome: "unsatisfactory",
    });
    expect(set.status).toBe(200);
    expect(set.body.remedial.remedialDueOn).toBe(addDays(today, 18));
    const shorter = await call<{ remedial: { remedialDueOn: string } }>(l.agent, path, "PATCH", {
      outcome: "unsatisfactory",
      remedialDueOn: addDays(today, 5),
      remedialDoneOn: today,
      remedialConfirmedOn: today,
    });
    expect(shorter.body.remedial).toMatchObject({
      remedialDueOn: addDays(today, 5),
      remedialConfirmedOn: today,
    });
    const later = await call(l.landlord, path, "PATCH", {
      outcome: "unsatisfactory",
      remedialDueOn: addDays(today, 19),
    });
    expect(later.status).toBe(400);
    expect(later.body.error?.fields?.remedialDueOn).toMatch(/within 28 days/);
    const [row] = await ctx.database.db.select().from(documents).where(eq(documents.id, id));
    expect(row!.remedialDueOn).toBe(addDays(today, 5));
    const confirmedFirst = await call(l.landlord, path, "PATCH", {
      outcome: "unsatisfactory",
      remedialConfirmedOn: today,
    });
    expect(confirmedFirst.body.error?.fields?.remedialDoneOn).toBeTruthy();
    const sat = await call<{ remedial: { remedialDueOn: null } }>(l.landlord, path, "PATCH", {
      outcome: "satisfactory",
    });
    expect(sat.body.remedial.remedialDueOn).toBeNull();
  });

  it("refuses another kind of document (409), a stranger (404) and the tenant (403)", async () => {
    const l = await insertLetting(ctx);
    const gas = await eicr(l, "gas_safety");
    expect(
      (await call(l.landlord, `/api/documents/${gas}/remedial`, "PATCH", { outcome: "satisfactory" })).status,
    ).toBe(409);
    const id = await eicr(l);
    expect(
      (await call(stranger, `/api/documents/${id}/remedial`, "PATCH", { outcome: "satisfactory" })).status,
    ).toBe(404);
    expect(
      (await call(l.tenant, `/api/documents/${id}/remedial`, "PATCH", { outcome: "satisfactory" })).status,
    ).toBe(403);
    const [row] = await ctx.database.db
      .select()
      .from(documents)
      .where(and(eq(documents.id, id)));
    expect(row!.outcome).toBeNull();
  });
});
