import { addDays } from "@shared/ledger";
import type { LandlordDashboard } from "@shared/schemas/dashboards";
import type { Deposit, DepositAttentionItem } from "@shared/schemas/deposits";
import type { Tenancy } from "@shared/schemas/tenancies";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { properties, supportTickets, tenancies, users } from "../../db/schema";
import { seedDemoData } from "../../db/seed";
import { cookieFrom, demoContext, postJson, type TestContext } from "../../test/harness";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await demoContext();
}, 180_000);

async function signIn(local: string) {
  const res = await postJson(ctx, "/api/auth/sign-in", {
    email: `${local}@keyhold.example`,
    password: "keyhold-demo-2026",
  });
  expect(res.status).toBe(200);
  return cookieFrom(res);
}

async function get<T>(local: string, path: string): Promise<T> {
  const res = await ctx.app.request(path, { headers: { cookie: await signIn(local) } });
  expect(res.status, `${local} GET ${path}`).toBe(200);
  return (await res.json()) as T;
}

const userId = async (local: string) =>
  (
    await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, `${local}@keyhold.example`))
  )[0]!.id;

type Tickets = { items: { subject: string; property: { id: string } | null }[] };

/** What README's "Demo accounts" promises each account shows. */
describe("the demo data tells one story, the README's", () => {
  it("is seeded once", async () => {
    const before = await ctx.database.db.select({ n: count() }).from(tenancies);
    await seedDemoData(ctx.deps);
    const after = await ctx.database.db.select({ n: count() }).from(tenancies);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("tenant@ rents one of landlord@'s homes, paid up, and their boiler repair is about that home", async () => {
    const { items } = await get<{ items: Tenancy[] }>("tenant", "/api/tenancies");
    expect(items).toHaveLength(1);
    const home = items[0]!;
    expect(home.status).toBe("active");
    expect(home.property.landlordId).toBe(await userId("landlord"));
    expect(home.summary.balanceMinor).toBeLessThanOrEqual(0);
    const tickets = await get<Tickets>("tenant", "/api/support/tickets");
    const boiler = tickets.items.find((t) => t.subject.startsWith("Boiler showing F28"));
    expect(boiler?.property?.id).toBe(home.property.id);
    // Let on a fixed term before 1 May 2026, it runs on as a periodic tenancy (Renters' Rights Act).
    expect(home.endDate).toBeNull();
    const ledger = await get<{ summary: { chargedMinor: number } }>(
      "tenant",
      `/api/tenancies/${home.id}/ledger`,
    );
    expect(ledger.summary.chargedMinor).toBe(home.summary.chargedMinor);
  });

  it("tenant2@ rents landlord@'s other let home and is behind, their own report of paying waiting", async () => {
    // Their earlier tenancy (landlord3@'s home, ended, its deposit in dispute) is listed too.
    const items = (await get<{ items: Tenancy[] }>("tenant2", "/api/tenancies")).items.filter(
      (t) => t.status === "active",
    );
    expect(items).toHaveLength(1);
    expect(items[0]!.property.landlordId).toBe(await userId("landlord"));
    expect(items[0]!.summary.pendingMinor).toBeGreaterThan(0);
    expect(items[0]!.summary.chargedMinor).toBeGreaterThan(items[0]!.summary.paidMinor);
    const landlords = await get<{ items: Tenancy[] }>("landlord", "/api/tenancies");
    expect(
      landlords.items
        .filter((t) => t.status === "active")
        .map((t) => t.tenant?.email)
        .sort(),
    ).toEqual(["tenant2@keyhold.example", "tenant@keyhold.example"]);
  });

  it("each tenant's payment instructions follow their tenancy's rhythm: tenant2@ weekly on Mondays", async () => {
    for (const local of ["tenant", "tenant2"]) {
      const [home] = (await get<{ items: Tenancy[] }>(local, "/api/tenancies")).items.filter(
        (t) => t.status === "active",
      );
      const { contacts } = await get<{ contacts: { details: { instructions: string | null } } }>(
        local,
        `/api/tenancies/${home!.id}/contacts`,
      );
      const said = contacts.details.instructions ?? "";
      if (home!.rentFrequency === "weekly") {
        expect(said, `${local} pays weekly`).toContain("every Monday");
        expect(said).not.toMatch(/\b1st\b|each month/);
      } else {
        expect(said, `${local} pays monthly`).toContain("on the 1st of each month");
      }
    }
    const [weekly] = (await get<{ items: Tenancy[] }>("tenant2", "/api/tenancies")).items.filter(
      (t) => t.status === "active",
    );
    expect(weekly!.rentFrequency).toBe("weekly");
  });

  it("tenant3@ gave notice ending on the earliest valid day; agent@ and landlord2@ see it ending soon", async () => {
    const { items } = await get<{ items: Tenancy[] }>("tenant3", "/api/tenancies");
    const notice = items[0]!.law.notice;
    expect(notice).toMatchObject({ givenBy: "tenant", method: "email" });
    expect(items[0]!.endDate).toBe(notice!.endsOn);
    // Rent due on the 1st: the notice ends on the last day of a month.
    expect(addDays(notice!.endsOn, 1).endsWith("-01")).toBe(true);
    const dash = await get<LandlordDashboard>("landlord2", "/api/dashboards/landlord");
    expect(dash.attention.endingSoon.map((e) => e.tenancyId)).toContain(items[0]!.id);
  });

  it("tenant3@ rents a home of landlord2@ that agent@ manages; agent@ sees its repair", async () => {
    const { items } = await get<{ items: Tenancy[] }>("tenant3", "/api/tenancies");
    expect(items).toHaveLength(1);
    expect(items[0]!.property.landlordId).toBe(await userId("landlord2"));
    expect(items[0]!.property.agentId).toBe(await userId("agent"));
    const tickets = await get<Tickets>("agent", "/api/support/tickets");
    expect(tickets.items.find((t) => t.subject === "Kitchen tap dripping constantly")?.property?.id).toBe(
      items[0]!.property.id,
    );
  });

  it("tenant4@ has no home yet and an invitation from landlord3@ waiting on theirs", async () => {
    expect((await get<{ items: Tenancy[] }>("tenant4", "/api/tenancies")).items).toEqual([]);
    const pending = await get<{ items: { invitedBy: string | null }[] }>(
      "tenant4",
      "/api/tenancy-invitations",
    );
    const [landlord3] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.email, "landlord3@keyhold.example"));
    expect(pending.items.map((i) => i.invitedBy)).toEqual([landlord3!.name]);
  });

  it("the admin sees everyone; every repair is about a home its raiser rents", async () => {
    const list = await get<{ items: unknown[] }>("admin", "/api/admin/users");
    expect(list.items.length).toBeGreaterThanOrEqual(10);
    const repairs = await ctx.database.db
      .select({
        subject: supportTickets.subject,
        propertyId: supportTickets.propertyId,
        createdBy: supportTickets.createdBy,
        role: users.role,
      })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.createdBy))
      .where(eq(supportTickets.category, "maintenance"));
    expect(repairs.length).toBeGreaterThanOrEqual(3);
    for (const r of repairs) {
      expect(r.propertyId, r.subject).toBeTruthy();
      const [rents] = await ctx.database.db
        .select({ id: tenancies.id })
        .from(tenancies)
        .innerJoin(properties, eq(properties.id, tenancies.propertyId))
        .where(
          and(
            eq(tenancies.propertyId, r.propertyId!),
            eq(tenancies.tenantId, r.createdBy!),
            eq(tenancies.status, "active"),
            isNotNull(properties.landlordId),
          ),
        );
      expect(rents, `${r.subject}: the raiser rents the home`).toBeTruthy();
    }
  });

  it("landlord@ sees tenant2@'s deposit overdue for protection; landlord3@ a deposit in dispute", async () => {
    const { items } = await get<{ items: DepositAttentionItem[] }>("landlord", "/api/deposits/attention");
    expect(items.map((i) => [i.tenantName, i.protection?.state])).toEqual([[expect.any(String), "overdue"]]);
    const tenant2 = await get<{ items: Tenancy[] }>("tenant2", "/api/tenancies");
    expect(items[0]!.tenancyId).toBe(tenant2.items.find((t) => t.status === "active")!.id);
    const past = tenant2.items.find((t) => t.status === "ended")!;
    expect(past.property.landlordId).toBe(await userId("landlord3"));
    const { deposit } = await get<{ deposit: Deposit }>("tenant2", `/api/tenancies/${past.id}/deposit`);
    expect(deposit).toMatchObject({ returnStatus: "disputed", protectionStatus: { state: "done" } });
    expect(deposit.deductions.map((d) => d.document?.title)).toEqual([
      "Check-out report",
      "Check-out report",
    ]);
    expect(past.summary.balanceMinor).toBe(0);
    expect((await get<{ items: unknown[] }>("landlord3", "/api/deposits/attention")).items).toEqual([]);
  });
});
