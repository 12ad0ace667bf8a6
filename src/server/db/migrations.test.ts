import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emptyDatabase, migrationsUpTo, rowsOf } from "../test/migrations";
import { runMigrations } from "./migrate";

/**
 * Migrations keep existing data: a database at an earlier migration, holding rows, is migrated to
 * the latest and the rows come through as the new schema means them. Runs on PGlite, and also on
 * PostgreSQL when DATABASE_URL is set (as .ci/run does).
 */

describe("migration 0002 (Renters' Rights Act tenancies)", () => {
  it("keeps tenancies, gives each a rent history, moves deposits and makes English fixed terms periodic", async () => {
    const database = await emptyDatabase();
    await runMigrations(database, migrationsUpTo(2));
    await database.db.execute(sql`
      insert into users (id, email, name, role) values
        ('u-landlord', 'migr-landlord@example.com', 'Lena', 'landlord'),
        ('u-tenant', 'migr-tenant@example.com', 'Tom', 'tenant')`);
    await database.db.execute(sql`
      insert into properties (id, landlord_id, title, type, address_line1, city, postcode, bedrooms, bathrooms, rent_amount, rent_pcm)
      values ('00000000-0000-4000-8000-000000000001', 'u-landlord', 'Migrated flat', 'flat', '1 Old Road', 'York', 'YO1 7HH', 2, 1, 95000, 95000)`);
    await database.db.execute(sql`
      insert into tenancies (id, property_id, tenant_id, status, start_date, end_date, rent_amount, rent_frequency, due_day, deposit_amount, deposit_scheme, deposit_reference, created_by)
      values
        ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 'u-tenant', 'active', '2025-09-01', '2026-08-31', 95000, 'monthly', 1, 109600, 'dps', 'DPS-77', 'u-landlord'),
        ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 'u-tenant', 'ended', '2023-01-01', '2024-12-31', 90000, 'monthly', 1, null, null, null, 'u-landlord')`);

    await runMigrations(database);

    const tenancies = await rowsOf<{ id: string; end_date: string | null; original_term_end: string | null }>(
      database,
      sql`select id, end_date::text, original_term_end::text from tenancies order by start_date`,
    );
    expect(tenancies).toEqual([
      { id: "00000000-0000-4000-8000-0000000000a2", end_date: "2024-12-31", original_term_end: null },
      { id: "00000000-0000-4000-8000-0000000000a1", end_date: null, original_term_end: "2026-08-31" },
    ]);
    const rents = await rowsOf<{ tenancy_id: string; effective_date: string; amount: number; kind: string }>(
      database,
      sql`select tenancy_id, effective_date::text, amount, kind from tenancy_rents order by effective_date`,
    );
    expect(rents).toEqual([
      {
        tenancy_id: "00000000-0000-4000-8000-0000000000a2",
        effective_date: "2023-01-01",
        amount: 90000,
        kind: "initial",
      },
      {
        tenancy_id: "00000000-0000-4000-8000-0000000000a1",
        effective_date: "2025-09-01",
        amount: 95000,
        kind: "initial",
      },
    ]);
    const deposits = await rowsOf<{ tenancy_id: string; amount: number; scheme: string; reference: string }>(
      database,
      sql`select tenancy_id, amount, scheme, reference from tenancy_deposits`,
    );
    expect(deposits).toEqual([
      {
        tenancy_id: "00000000-0000-4000-8000-0000000000a1",
        amount: 109600,
        scheme: "dps",
        reference: "DPS-77",
      },
    ]);
    const [property] = await rowsOf<{ jurisdiction: string }>(
      database,
      sql`select jurisdiction from properties`,
    );
    expect(property!.jurisdiction).toBe("england");
    if (!process.env.DATABASE_URL) await database.close();
  });
});
