import { today as londonToday } from "@shared/dates";
import { addDays } from "@shared/ledger";
import type { Clock, HomeCompliance } from "@shared/schemas/compliance";
import { beforeAll, describe, expect, it } from "vitest";
import { documents, properties, supportTickets, tenancies } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";

let ctx: TestContext;
let stranger: TestUser;
const today = londonToday();

beforeAll(async () => {
  ctx = await createTestContext();
  stranger = await signedInUser(ctx, "landlord");
});

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** A let English home of a new landlord: an active tenancy started 90 days ago, nothing filed. */
async function letHome(over: Partial<typeof properties.$inferInsert> = {}) {
  const [landlord, tenant] = await Promise.all([signedInUser(ctx, "landlord"), signedInUser(ctx, "tenant")]);
  const [p] = await ctx.database.db
    .insert(properties)
    .values({
      landlordId: landlord.id,
      title: "Clock House",
      type: "house",
      status: "let",
      addressLine1: "9 Clock Lane",
      city: "York",
      postcode: "YO1 7HH",
      bedrooms: 3,
      bathrooms: 1,
      rentAmount: 120_000,
      rentPcm: 120_000,
      storeys: 2,
      combustionApplianceRooms: 1,
      ...over,
    })
    .returning({ id: properties.id });
  const [t] = await ctx.database.db
    .insert(tenancies)
    .values({
      propertyId: p!.id,
      tenantId: tenant.id,
      status: "active",
      startDate: addDays(today, -90),
      rentAmount: 120_000,
      rentFrequency: "monthly",
      dueDay: 1,
    })
    .returning({ id: tenancies.id });
  return { landlord, tenant, propertyId: p!.id, tenancyId: t!.id };
}

const clock = async (user: TestUser, query = "") =>
  json<Clock>(await requestAs(ctx, user, `/api/compliance/duties${query ? `?${query}` : ""}`), 200);

describe("the statutory clock", () => {
  it("lists a let home's missing and overdue duties, worst first, with the score", async () => {
    const h = await letHome();
    await ctx.database.db.insert(documents).values({
      propertyId: h.propertyId,
      kind: "gas_safety",
      title: "Gas safety record",
      fileName: "gas.pdf",
      contentType: "application/pdf",
      sizeBytes: 10,
      storageKey: "x",
      issuedOn: addDays(today, -400),
    });
    const c = await clock(h.landlord);
    const gas = c.duties.find((d) => d.kind === "gas_safety_check")!;
    expect(gas).toMatchObject({ status: "overdue", property: { id: h.propertyId } });
    expect(c.duties.find((d) => d.kind === "eicr")!.status).toBe("missing");
    expect(["overdue", "missing"]).toContain(c.duties[0]!.status);
    expect(c.score.score).not.toBeNull();
    expect(c.score.score!).toBeLessThan(100);
    expect(c.homes).toHaveLength(1);
    const card = await clock(h.landlord, "limit=1&homes=false");
    expect(card).toMatchObject({ total: c.total, score: c.score, homes: [] });
    expect(card.duties).toEqual([c.duties[0]]);
  });

  it("a home marked as having no gas supply has no gas duty flagged", async () => {
    const h = await letHome({ gasSupply: false });
    const c = await clock(h.landlord, "area=gas");
    expect(c.duties.map((d) => [d.kind, d.status])).toEqual([["gas_safety_check", "not_applicable"]]);
  });

  it("filters by status, area, home and due-date range; refuses a reversed range by field", async () => {
    const h = await letHome();
    const overdue = await clock(h.landlord, "status=overdue");
    expect(overdue.duties.every((d) => d.status === "overdue")).toBe(true);
    expect(overdue.duties.length).toBeGreaterThan(0);
    const dated = await clock(h.landlord, `from=${addDays(today, -200)}&to=${today}`);
    expect(dated.duties.every((d) => d.dueOn && d.dueOn <= today)).toBe(true);
    const home = await clock(h.landlord, `propertyId=${h.propertyId}&area=right_to_rent`);
    expect(home.duties.map((d) => d.kind)).toEqual(["right_to_rent"]);
    const res = await requestAs(
      ctx,
      h.landlord,
      `/api/compliance/duties?from=${today}&to=${addDays(today, -1)}`,
    );
    const body = await json<{ error: { fields: Record<string, string> } }>(res, 400);
    expect(body.error.fields.to).toMatch(/on or after the start date/);
    const bad = await requestAs(ctx, h.landlord, "/api/compliance/duties?status=late");
    expect(bad.status).toBe(400);
  });

  it("an open alarm fault ticket puts a repair duty on the clock until it is resolved", async () => {
    const h = await letHome();
    const [t] = await ctx.database.db
      .insert(supportTickets)
      .values({
        subject: "Smoke alarm beeping",
        description: "The landing alarm chirps",
        category: "safety_alarm",
        propertyId: h.propertyId,
        createdBy: h.tenant.id,
      })
      .returning({ number: supportTickets.number });
    const c = await clock(h.landlord, "area=alarms");
    expect(c.duties.find((d) => d.kind === "alarm_repair")).toMatchObject({ subject: `#${t!.number}` });
  });

  it("a home's page: its duties and score for its staff; 404 for others, 403 for tenants", async () => {
    const h = await letHome();
    const home = await json<HomeCompliance>(
      await requestAs(ctx, h.landlord, `/api/compliance/homes/${h.propertyId}`),
      200,
    );
    expect(home.property).toMatchObject({ id: h.propertyId, storeys: 2, jurisdiction: "england" });
    expect(home.duties.some((d) => d.kind === "alarms_first_day" && d.tenancyId === h.tenancyId)).toBe(true);
    expect((await requestAs(ctx, stranger, `/api/compliance/homes/${h.propertyId}`)).status).toBe(404);
    expect((await requestAs(ctx, h.tenant, `/api/compliance/homes/${h.propertyId}`)).status).toBe(403);
    expect((await clock(stranger)).duties.some((d) => d.propertyId === h.propertyId)).toBe(false);
  });
});
