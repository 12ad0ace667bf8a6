import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emptyDatabase, migrationsUpTo, rowsOf } from "../test/migrations";
import type { Database } from "./client";
import { runMigrations } from "./migrate";

/**
 * Migration 0014 (status checks): every closed-set text column gets a CHECK of the values in
 * src/shared. Rows written before it come through unchanged (a legacy 'pending' mail becomes
 * 'failed'); afterwards an unknown value is refused by name; a database already holding an unknown
 * value stops the migration, naming the constraint, and keeps its rows. PGlite, and PostgreSQL when
 * DATABASE_URL is set.
 */

/** The error a statement fails with (its cause's message on node-postgres and PGlite alike). */
async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (e) {
    const err = e as { message?: string; cause?: { message?: string } };
    return `${err.message ?? ""} ${err.cause?.message ?? ""}`;
  }
  throw new Error("expected the statement to fail");
}

const P = "00000000-0000-4000-8000-000000000001";
const T = "00000000-0000-4000-8000-0000000000a1";

/** A database at 0013 holding a landlord's let home with a tenancy, a payment, a ticket and mail. */
async function before0014(): Promise<Database> {
  const database = await emptyDatabase();
  await runMigrations(database, migrationsUpTo(14));
  await database.db.execute(sql`
    insert into users (id, email, name, role) values
      ('u-l', 'checks-l@example.com', 'Lena', 'landlord'),
      ('u-t', 'checks-t@example.com', 'Tom', 'tenant')`);
  await database.db.execute(sql`
    insert into properties (id, landlord_id, title, type, status, address_line1, city, postcode, bedrooms, bathrooms, rent_amount, rent_pcm, epc_rating)
    values (${P}, 'u-l', 'Flat', 'flat', 'let', '1 Road', 'York', 'YO1 7HH', 2, 1, 95000, 95000, 'C')`);
  await database.db.execute(sql`
    insert into tenancies (id, property_id, tenant_id, status, start_date, rent_amount, rent_frequency, due_day)
    values (${T}, ${P}, 'u-t', 'active', '2026-01-01', 95000, 'monthly', 1)`);
  await database.db.execute(sql`
    insert into payments (tenancy_id, amount, paid_on, method, status)
    values (${T}, 95000, '2026-01-01', 'bank_transfer', 'completed')`);
  await database.db.execute(sql`
    insert into support_tickets (subject, description, category, priority, status, location, property_id, created_by)
    values ('Boiler', 'The boiler makes a loud noise', 'maintenance', 'high', 'in_progress', 'kitchen', ${P}, 'u-t')`);
  await database.db.execute(sql`
    insert into email_outbox (to_address, subject, body_text, kind, status) values
      ('old@example.com', 'Old', 'Sent before 0001', 'welcome', 'pending'),
      ('new@example.com', 'New', 'Sent', 'welcome', 'sent')`);
  return database;
}

describe("migration 0014 (status checks)", () => {
  it("keeps existing rows, then refuses an unknown status by the constraint's name", async () => {
    const database = await before0014();
    await runMigrations(database);

    expect(
      await rowsOf(
        database,
        sql`select p.status as home, t.status as tenancy, pay.status as payment, s.status as ticket
          from properties p join tenancies t on t.property_id = p.id
          join payments pay on pay.tenancy_id = t.id join support_tickets s on s.property_id = p.id`,
      ),
    ).toEqual([{ home: "let", tenancy: "active", payment: "completed", ticket: "in_progress" }]);
    expect(
      await rowsOf(database, sql`select to_address, status, error from email_outbox order by to_address`),
    ).toEqual([
      { to_address: "new@example.com", status: "sent", error: null },
      {
        to_address: "old@example.com",
        status: "failed",
        error: "Left pending by the mailer before migration 0001: never known to be sent",
      },
    ]);

    expect(
      await failure(() => database.db.execute(sql`update tenancies set status = 'paused' where id = ${T}`)),
    ).toMatch(/tenancies_status_valid/);
    expect(
      await failure(() =>
        database.db.execute(sql`
          insert into payments (tenancy_id, amount, paid_on, method, status)
          values (${T}, 100, '2026-02-01', 'bank_transfer', 'bounced')`),
      ),
    ).toMatch(/payments_status_valid/);
    expect(
      await failure(() => database.db.execute(sql`update support_tickets set status = 'waiting'`)),
    ).toMatch(/support_tickets_status_valid/);
    expect(
      await failure(() =>
        database.db.execute(
          sql`insert into tenancy_deposits (tenancy_id, return_status) values (${T}, 'lost')`,
        ),
      ),
    ).toMatch(/tenancy_deposits_return_status_valid/);
  });

  it("stops on a row with an unknown value, naming its constraint, and keeps the row", async () => {
    const database = await before0014();
    await database.db.execute(sql`update properties set status = 'rented' where id = ${P}`);

    expect(await failure(() => runMigrations(database))).toMatch(/properties_status_valid/);

    expect(await rowsOf(database, sql`select status from properties`)).toEqual([{ status: "rented" }]);
    // Nothing of 0014 was applied: the legacy mail is as it was.
    expect(await rowsOf(database, sql`select status from email_outbox order by to_address`)).toEqual([
      { status: "sent" },
      { status: "pending" },
    ]);
  });
});
