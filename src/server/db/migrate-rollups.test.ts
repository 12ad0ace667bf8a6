import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emptyDatabase, migrationsUpTo, rowsOf } from "../test/migrations";
import { runMigrations } from "./migrate";

/**
 * Migration 0008 (rollups) backfills: a database holding homes, tenancies and payments from
 * before it gets rollups equal to the live aggregation, and the triggers keep them so afterwards.
 * PGlite, and PostgreSQL when DATABASE_URL is set.
 */

describe("migration 0008 (rollups)", () => {
  it("fills the rollups from existing rows, then keeps them", async () => {
    const database = await emptyDatabase();
    await runMigrations(database, migrationsUpTo(8));
    await database.db.execute(sql`
      insert into users (id, email, name, role) values
        ('u-l', 'rollup-l@example.com', 'Lena', 'landlord'),
        ('u-a', 'rollup-a@example.com', 'Abe', 'agent'),
        ('u-t', 'rollup-t@example.com', 'Tom', 'tenant')`);
    await database.db.execute(sql`
      insert into properties (id, landlord_id, agent_id, title, type, status, address_line1, city, postcode, bedrooms, bathrooms, rent_amount, rent_pcm)
      values ('00000000-0000-4000-8000-000000000001', 'u-l', 'u-a', 'Flat', 'flat', 'let', '1 Road', 'york', 'YO1 7HH', 2, 1, 95000, 95000),
             ('00000000-0000-4000-8000-000000000002', 'u-l', null, 'House', 'house', 'available', '2 Road', 'York', 'YO1 7HH', 3, 1, 120000, 120000)`);
    await database.db.execute(sql`
      insert into tenancies (id, property_id, tenant_id, status, start_date, rent_amount, rent_frequency, due_day)
      values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'u-t', 'active', '2025-09-01', 95000, 'monthly', 1)`);
    await database.db.execute(sql`
      insert into payments (tenancy_id, amount, paid_on, method, status) values
        ('00000000-0000-4000-8000-0000000000a1', 95000, '2025-09-01', 'bank_transfer', 'completed'),
        ('00000000-0000-4000-8000-0000000000a1', 95000, '2025-10-03', 'bank_transfer', 'completed'),
        ('00000000-0000-4000-8000-0000000000a1', 40000, '2025-10-20', 'card', 'completed'),
        ('00000000-0000-4000-8000-0000000000a1', 95000, '2025-11-01', 'bank_transfer', 'failed')`);

    await runMigrations(database);

    const payments = () =>
      rowsOf<{ scope: string; key: string; month: string; payments: number; amount: number }>(
        database,
        sql`select scope, key, month::text, payments, amount::int as amount from payment_rollups
          where payments <> 0 order by 1, 2, 3`,
      );
    const sep = { month: "2025-09-01", payments: 1, amount: 95000 };
    const oct = { month: "2025-10-01", payments: 2, amount: 135000 };
    expect(await payments()).toEqual([
      { scope: "agent", key: "u-a", ...sep },
      { scope: "agent", key: "u-a", ...oct },
      { scope: "landlord", key: "u-l", ...sep },
      { scope: "landlord", key: "u-l", ...oct },
      { scope: "platform", key: "", ...sep },
      { scope: "platform", key: "", ...oct },
      { scope: "property", key: "00000000-0000-4000-8000-000000000001", ...sep },
      { scope: "property", key: "00000000-0000-4000-8000-000000000001", ...oct },
    ]);
    expect(
      await rowsOf(
        database,
        sql`select scope, key, status, city, properties from property_rollups order by 1, 2, 3`,
      ),
    ).toEqual([
      { scope: "agent", key: "u-a", status: "let", city: "York", properties: 1 },
      { scope: "landlord", key: "u-l", status: "available", city: "York", properties: 1 },
      { scope: "landlord", key: "u-l", status: "let", city: "York", properties: 1 },
      { scope: "platform", key: "", status: "available", city: "York", properties: 1 },
      { scope: "platform", key: "", status: "let", city: "York", properties: 1 },
    ]);

    // The failed payment succeeds after all: the triggers count it.
    await database.db.execute(sql`update payments set status = 'completed' where status = 'failed'`);
    const [platformNov] = await rowsOf<{ payments: number }>(
      database,
      sql`select payments from payment_rollups where scope = 'platform' and month = '2025-11-01'`,
    );
    expect(platformNov?.payments).toBe(1);
  });
});
