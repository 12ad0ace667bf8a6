import { today } from "@shared/dates";
import type { AdminAnalytics } from "@shared/schemas/analytics";
import type { LandlordDashboard } from "@shared/schemas/dashboards";
import { type SQL, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";

/*
 * The rollups (drizzle/0008_rollups.sql) must equal the live aggregation after any change to
 * payments, tenancies or homes, whoever writes it (the triggers cover raw SQL as well as the API).
 * A seeded random sequence of changes runs on the real engine (PGlite, or PostgreSQL with
 * DATABASE_URL); after each batch the rollup tables and the rollup-backed API answers (admin
 * analytics for the platform and for an agent, the landlord home) are compared with direct
 * aggregations over the rows.
 */

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let ctx: TestContext;
let admin: TestUser;
let landlords: TestUser[];
let agents: TestUser[];

const rows = async <T>(query: SQL) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const exec = (query: SQL) => ctx.database.db.execute(query);

/** An ISO date `months` months from the first of this month, on `day` (clamped to 28). */
function dateAt(months: number, day: number) {
  const [y, m] = today().split("-").map(Number) as [number, number];
  const n = y * 12 + (m - 1) + months;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, "0")}-${String(Math.min(day, 28)).padStart(2, "0")}`;
}

/** Payments per scope and month, straight from the rows: what the payment rollups must hold. */
async function livePaymentRollups() {
  return rows<{ scope: string; key: string; month: string; payments: number; amount: number }>(sql`
    with c as (
      select pr.id::text as property_id, pr.landlord_id, pr.agent_id, date_trunc('month', p.paid_on)::date::text as month, p.amount
      from payments p join tenancies t on t.id = p.tenancy_id join properties pr on pr.id = t.property_id
      where p.status = 'completed')
    select scope, key, month, payments::int, amount::bigint from (
      select 'property' as scope, property_id as key, month, count(*) as payments, sum(amount) as amount from c group by 2, 3
      union all select 'landlord', landlord_id, month, count(*), sum(amount) from c group by 2, 3
      union all select 'agent', agent_id, month, count(*), sum(amount) from c where agent_id is not null group by 2, 3
      union all select 'platform', '', month, count(*), sum(amount) from c group by 3) x
    order by 1, 2, 3`);
}

async function storedPaymentRollups() {
  return rows<{ scope: string; key: string; month: string; payments: number; amount: number }>(sql`
    select scope, key, month::text, payments::int, amount::bigint from payment_rollups
    where payments <> 0 or amount <> 0 order by 1, 2, 3`);
}

async function livePropertyRollups() {
  return rows<{ scope: string; key: string; status: string; city: string; properties: number }>(sql`
    with c as (select landlord_id, agent_id, status, initcap(lower(city)) as city from properties)
    select scope, key, status, city, n::int as properties from (
      select 'landlord' as scope, landlord_id as key, status, city, count(*) as n from c group by 2, 3, 4
      union all select 'agent', agent_id, status, city, count(*) from c where agent_id is not null group by 2, 3, 4
      union all select 'platform', '', status, city, count(*) from c group by 3, 4) x
    order by 1, 2, 3, 4`);
}

async function storedPropertyRollups() {
  return rows<{ scope: string; key: string; status: string; city: string; properties: number }>(sql`
    select scope, key, status, city, properties from property_rollups where properties <> 0 order by 1, 2, 3, 4`);
}

/** Completed payments per month over days from..to, live, for a condition on `pr` (the home). */
async function liveMonths(from: string, to: string, where: SQL = sql`true`) {
  const list = await rows<{ month: string; count: number; amount: number }>(sql`
    select to_char(p.paid_on, 'YYYY-MM') as month, count(*)::int as count, coalesce(sum(p.amount), 0)::bigint as amount
    from payments p join tenancies t on t.id = p.tenancy_id join properties pr on pr.id = t.property_id
    where p.status = 'completed' and p.paid_on between ${from}::date and ${to}::date and ${where}
    group by 1`);
  return new Map(list.map((r) => [r.month, { count: Number(r.count), amount: Number(r.amount) }]));
}

async function liveHomes(where: SQL = sql`true`) {
  const byStatus = await rows<{ key: string; count: number }>(sql`
    select status as key, count(*)::int as count from properties pr where ${where} group by 1 order by 2 desc, 1`);
  const byCity = await rows<{ key: string; count: number }>(sql`
    select initcap(lower(city)) as key, count(*)::int as count from properties pr
    where ${where} and status <> 'archived' group by 1 order by 2 desc, 1 limit 10`);
  return { byStatus, byCity };
}

async function get<T>(as: TestUser, path: string): Promise<T> {
  const res = await requestAs(ctx, as, path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** Every rollup and every rollup-backed answer equals its live counterpart. */
async function expectConsistent(step: string) {
  expect(await storedPaymentRollups(), `payment rollups after ${step}`).toEqual(await livePaymentRollups());
  expect(await storedPropertyRollups(), `property rollups after ${step}`).toEqual(
    await livePropertyRollups(),
  );

  // Admin analytics over a range that starts and ends mid-month (both edges corrected live).
  const from = dateAt(-10, 13);
  const to = dateAt(0, 9);
  const platform = await get<AdminAnalytics>(
    admin,
    `/api/analytics/admin?range=custom&from=${from}&to=${to}`,
  );
  const live = await liveMonths(from, to);
  expect(platform.payments, `platform payments after ${step}`).toEqual(
    platform.payments.map((p) => ({ month: p.month, ...(live.get(p.month) ?? { count: 0, amount: 0 }) })),
  );
  const homes = await liveHomes();
  expect(platform.propertiesByStatus, `homes by status after ${step}`).toEqual(homes.byStatus);
  expect(platform.propertiesByCity, `homes by city after ${step}`).toEqual(homes.byCity);

  for (const agent of agents) {
    const mine = sql`pr.agent_id = ${agent.id}`;
    const scoped = await get<AdminAnalytics>(agent, "/api/analytics/admin?range=12m");
    const liveAgent = await liveMonths(scoped.from, scoped.to, mine);
    expect(scoped.payments, `agent payments after ${step}`).toEqual(
      scoped.payments.map((p) => ({
        month: p.month,
        ...(liveAgent.get(p.month) ?? { count: 0, amount: 0 }),
      })),
    );
    const agentHomes = await liveHomes(mine);
    expect(scoped.propertiesByStatus).toEqual(agentHomes.byStatus);
    expect(scoped.propertiesByCity).toEqual(agentHomes.byCity);
  }

  for (const landlord of landlords) {
    const mine = sql`pr.landlord_id = ${landlord.id}`;
    const home = await get<LandlordDashboard>(landlord, "/api/dashboards/landlord?range=12m");
    const liveLandlord = await liveMonths(home.from, home.to, mine);
    expect(
      home.rent.map((r) => ({ month: r.month, collected: r.collected })),
      `landlord collected after ${step}`,
    ).toEqual(home.rent.map((r) => ({ month: r.month, collected: liveLandlord.get(r.month)?.amount ?? 0 })));
    const [whole] = await rows<{ amount: number }>(sql`
      select coalesce(sum(p.amount), 0)::bigint as amount
      from payments p join tenancies t on t.id = p.tenancy_id join properties pr on pr.id = t.property_id
      where p.status = 'completed' and ${mine}
        and date_trunc('month', p.paid_on) = date_trunc('month', ${today()}::date)`);
    expect(home.kpis.collectedThisMonth, `landlord this month after ${step}`).toBe(
      Number(whole?.amount ?? 0),
    );
  }
}

const STATUSES = ["completed", "completed", "completed", "pending", "failed", "refunded"];
const HOME_STATUSES = ["draft", "available", "let", "under_offer", "archived"];
const CITIES = ["York", "york", "LEEDS", "Leeds", "Hull"];

async function ids(table: "properties" | "tenancies" | "payments") {
  return (await rows<{ id: string }>(sql`select id::text as id from ${sql.raw(table)} order by id`)).map(
    (r) => r.id,
  );
}

async function addHome(rand: () => number) {
  const landlord = landlords[Math.floor(rand() * landlords.length)]!;
  const agent = rand() < 0.3 ? null : agents[Math.floor(rand() * agents.length)]!.id;
  const [home] = await rows<{ id: string }>(sql`
    insert into properties (landlord_id, agent_id, title, type, status, address_line1, city, postcode, bedrooms, bathrooms, rent_amount, rent_pcm)
    values (${landlord.id}, ${agent}, 'Home', 'flat', ${HOME_STATUSES[Math.floor(rand() * 5)]}, '1 Road',
      ${CITIES[Math.floor(rand() * CITIES.length)]}, 'YO1 1AA', 2, 1, 90000, 90000)
    returning id::text as id`);
  return home!.id;
}

async function addTenancy(propertyId: string, tenantId: string) {
  const [t] = await rows<{ id: string }>(sql`
    insert into tenancies (property_id, tenant_id, status, start_date, rent_amount, rent_frequency, due_day)
    values (${propertyId}, ${tenantId}, 'active', ${dateAt(-14, 1)}, 90000, 'monthly', 1)
    returning id::text as id`);
  return t!.id;
}

function paymentValues(rand: () => number, tenancyIds: string[], n: number) {
  return sql.join(
    Array.from(
      { length: n },
      () =>
        sql`(${tenancyIds[Math.floor(rand() * tenancyIds.length)]!}::uuid, ${1000 + Math.floor(rand() * 90000)},
          ${dateAt(-12 + Math.floor(rand() * 14), 1 + Math.floor(rand() * 28))}::date, 'bank_transfer',
          ${STATUSES[Math.floor(rand() * STATUSES.length)]!})`,
    ),
    sql`, `,
  );
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInUser(ctx, "admin");
  landlords = [await signedInUser(ctx, "landlord"), await signedInUser(ctx, "landlord")];
  agents = [await signedInUser(ctx, "agent"), await signedInUser(ctx, "agent")];
});

describe("rollups", () => {
  it("equal the live aggregation after a random sequence of changes to payments, tenancies and homes", async () => {
    const rand = prng(19);
    const tenant = await signedInUser(ctx, "tenant");
    for (let i = 0; i < 6; i++) await addTenancy(await addHome(rand), tenant.id);
    await expectConsistent("setup");

    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)]!;
    const steps: [string, () => Promise<unknown>][] = [
      [
        "bulk insert",
        async () =>
          exec(sql`insert into payments (tenancy_id, amount, paid_on, method, status)
          values ${paymentValues(rand, await ids("tenancies"), 25)}`),
      ],
      [
        "insert one",
        async () =>
          exec(sql`insert into payments (tenancy_id, amount, paid_on, method, status)
          values ${paymentValues(rand, await ids("tenancies"), 1)}`),
      ],
      [
        "change amount",
        async () =>
          exec(sql`update payments set amount = amount + ${1 + Math.floor(rand() * 500)}
          where id = ${pick(await ids("payments"))}`),
      ],
      [
        "change date",
        async () =>
          exec(sql`update payments set paid_on = ${dateAt(-12 + Math.floor(rand() * 14), 15)}
          where id = ${pick(await ids("payments"))}`),
      ],
      [
        "change status",
        async () =>
          exec(sql`update payments set status = ${pick(STATUSES)}
          where id = ${pick(await ids("payments"))}`),
      ],
      [
        "refund some",
        async () =>
          exec(sql`update payments set status = 'refunded'
          where status = 'completed' and amount % 3 = 0`),
      ],
      [
        "move payment to another tenancy",
        async () =>
          exec(sql`update payments set tenancy_id = ${pick(await ids("tenancies"))}
          where id = ${pick(await ids("payments"))}`),
      ],
      [
        "delete payment",
        async () => exec(sql`delete from payments where id = ${pick(await ids("payments"))}`),
      ],
      ["touch without change", async () => exec(sql`update payments set note = 'checked'`)],
      [
        "give home to other landlord",
        async () =>
          exec(sql`update properties set landlord_id = ${pick(landlords).id}
          where id = ${pick(await ids("properties"))}`),
      ],
      [
        "change agent",
        async () =>
          exec(sql`update properties set agent_id = ${rand() < 0.3 ? null : pick(agents).id}
          where id = ${pick(await ids("properties"))}`),
      ],
      [
        "change status and city",
        async () =>
          exec(sql`update properties set status = ${pick(HOME_STATUSES)}, city = ${pick(CITIES)}
          where id = ${pick(await ids("properties"))}`),
      ],
      [
        "move tenancy to another home",
        async () => {
          // One active tenancy per home: move it to a home that has none (a new one when all do).
          const [free] = await rows<{ id: string }>(sql`
            select p.id::text as id from properties p
            where not exists (select 1 from tenancies t where t.property_id = p.id and t.status = 'active')
            order by p.id limit 1`);
          const target = free?.id ?? (await addHome(rand));
          await exec(
            sql`update tenancies set property_id = ${target} where id = ${pick(await ids("tenancies"))}`,
          );
        },
      ],
      ["new home and tenancy", async () => addTenancy(await addHome(rand), tenant.id)],
      [
        "delete tenancy",
        async () => {
          if ((await ids("tenancies")).length > 3)
            await exec(sql`delete from tenancies where id = ${pick(await ids("tenancies"))}`);
        },
      ],
      [
        "delete home",
        async () => {
          if ((await ids("properties")).length > 4)
            await exec(sql`delete from properties where id = ${pick(await ids("properties"))}`);
        },
      ],
      [
        "several changes in one transaction",
        async () => {
          // Ids first: PGlite has one connection, which the transaction holds.
          const home = pick(await ids("properties"));
          await ctx.database.db.transaction(async (tx) => {
            await tx.execute(
              sql`update payments set amount = amount * 2 where status = 'completed' and amount % 2 = 0`,
            );
            await tx.execute(sql`update properties set agent_id = ${pick(agents).id} where id = ${home}`);
            await tx.execute(sql`delete from payments where status = 'failed'`);
          });
        },
      ],
    ];
    // Every kind of change at least once, then a random sequence of them. Row ids are random
    // UUIDs, so which row a step picks varies between runs: the sequence must have built a
    // real set of rollups at some point, though deletes may shrink it by the end.
    let peak = 0;
    for (const [name, run] of steps) {
      await run();
      await expectConsistent(name);
      peak = Math.max(peak, (await storedPaymentRollups()).length);
    }
    for (let i = 0; i < 24; i++) {
      const [name, run] = pick(steps);
      await run();
      if (i % 4 === 3) await expectConsistent(`random step ${i}: ${name}`);
    }
    await expectConsistent("the random sequence");
    expect(peak).toBeGreaterThan(10);
  }, 300_000);

  it("rebuild gives the same rows however often it runs, and a rolled-back change leaves them", async () => {
    const before = await storedPaymentRollups();
    const homesBefore = await storedPropertyRollups();
    // Damage the rollups, then rebuild twice.
    await exec(sql`update payment_rollups set amount = amount + 1`);
    await exec(sql`delete from property_rollups where scope = 'platform'`);
    await exec(sql`select rollups_rebuild()`);
    await exec(sql`select rollups_rebuild()`);
    expect(await storedPaymentRollups()).toEqual(before);
    expect(await storedPropertyRollups()).toEqual(homesBefore);
    await expect(
      ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`delete from payments`);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await storedPaymentRollups()).toEqual(before);
    await exec(sql`delete from payments`);
    expect(await storedPaymentRollups()).toEqual([]);
    expect(await livePaymentRollups()).toEqual([]);
  });
});
