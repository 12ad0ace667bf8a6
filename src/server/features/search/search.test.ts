import type { SearchResults } from "@shared/schemas/search";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { properties, users } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { validTicket } from "../support/support.factories";
import { insertLetting, type Letting } from "../tenancies/tenancy.factories";

/** The global search: every kind filtered per row by the rule of its own pages. */
let ctx: TestContext;
let admin: TestUser;
let a: Letting;
let b: Letting;
const tag = `Srch${crypto.randomUUID().slice(0, 6)}`;
const ticketRef: Record<"a" | "b", string> = { a: "", b: "" };

async function named(l: Letting, side: "a" | "b") {
  const { db } = ctx.database;
  await db
    .update(properties)
    .set({ title: `${tag} ${side} cottage`, postcode: side === "a" ? "ZZ1 1AA" : "ZZ9 9ZZ" })
    .where(eq(properties.id, l.propertyId));
  await db
    .update(users)
    .set({ name: `${tag} tenant ${side}` })
    .where(eq(users.id, l.tenant.id));
  const res = await requestAs(ctx, l.tenant, "/api/support/tickets", {
    method: "POST",
    json: { ...validTicket, subject: `${tag} leak ${side}`, propertyId: l.propertyId },
  });
  const text = await res.text();
  expect(res.status, text).toBe(201);
  const body = JSON.parse(text) as { ticket: { reference: string } };
  ticketRef[side] = body.ticket.reference;
}

beforeAll(async () => {
  ctx = await createTestContext();
  [a, b, admin] = await Promise.all([insertLetting(ctx), insertLetting(ctx), signedInUser(ctx, "admin")]);
  await named(a, "a");
  await named(b, "b");
});

async function search(who: TestUser | undefined, q: string): Promise<SearchResults> {
  const res = await requestAs(ctx, who, `/api/search?${new URLSearchParams({ q })}`);
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text) as SearchResults;
}
const titles = (r: SearchResults) => r.properties.map((p) => p.title).sort();
const tenantNames = (r: SearchResults) => r.tenants.map((t) => t.name).sort();
const subjects = (r: SearchResults) => r.tickets.map((t) => t.subject).sort();

describe("GET /api/search", () => {
  it("landlord A finds their own property, tenant and ticket, never landlord B's", async () => {
    const r = await search(a.landlord, tag);
    expect(titles(r)).toEqual([`${tag} a cottage`]);
    expect(tenantNames(r)).toEqual([`${tag} tenant a`]);
    expect(r.tenants[0]).toMatchObject({ tenancyId: a.tenancyId, email: a.tenant.email });
    expect(subjects(r)).toEqual([`${tag} leak a`]);
    // B's postcode, tenant e-mail and ticket reference find nothing for A.
    const byB = await search(a.landlord, "ZZ99ZZ");
    expect(byB.properties).toEqual([]);
    expect((await search(a.landlord, b.tenant.email)).tenants).toEqual([]);
    expect((await search(a.landlord, ticketRef.b)).tickets).toEqual([]);
  });

  it("the agent of A's home finds it by postcode and the ticket by its reference", async () => {
    expect(titles(await search(a.agent, "zz1 1aa"))).toEqual([`${tag} a cottage`]);
    const r = await search(a.agent, ticketRef.a);
    expect(r.tickets.map((t) => t.reference)).toEqual([ticketRef.a]);
  });

  it("a tenant finds only their own home and tickets, and no tenants", async () => {
    const r = await search(a.tenant, tag);
    expect(titles(r)).toEqual([`${tag} a cottage`]);
    expect(r.tenants).toEqual([]);
    expect(subjects(r)).toEqual([`${tag} leak a`]);
  });

  it("an admin finds both sides", async () => {
    const r = await search(admin, tag);
    expect(titles(r)).toEqual([`${tag} a cottage`, `${tag} b cottage`]);
    expect(tenantNames(r)).toEqual([`${tag} tenant a`, `${tag} tenant b`]);
  });

  it("refuses too short or too long text with a field message, and anonymous callers", async () => {
    for (const q of ["a", " b ", "x".repeat(101)]) {
      const res = await requestAs(ctx, a.landlord, `/api/search?${new URLSearchParams({ q })}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error: { fields?: Record<string, string> } };
      expect(body.error.fields?.q).toMatch(/characters/);
    }
    expect((await requestAs(ctx, undefined, "/api/search?q=flat")).status).toBe(401);
    // LIKE wildcards are text, not patterns.
    expect((await search(a.landlord, "%_%")).properties).toEqual([]);
  });
});
