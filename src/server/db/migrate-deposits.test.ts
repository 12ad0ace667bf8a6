import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { migrationsFolder } from "./migrate";

/** The migrations up to and including `tag`, in a folder of their own. */
function migrationsUpTo(tag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "keyhold-migrations-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("migration 0003 (deposits cleanup)", () => {
  it("keeps a scheme and reference written on a tenancy after 0002, then drops the columns", async () => {
    const database = await openDatabase({});
    const db = database.db as unknown as PgliteDatabase;
    const before = migrationsUpTo("0002_rra_tenancies");
    dirs.push(before);
    await migrate(db, { migrationsFolder: before });
    // A landlord, a home and two tenancies recorded with the old columns after 0002 ran; one of
    // them already has a deposit record (its scheme is kept, its empty reference filled).
    await db.execute(
      sql.raw(`insert into users (id, name, email, email_verified, role, created_at, updated_at)
        values ('u1', 'Lee Landlord', 'lee@example.com', true, 'landlord', now(), now())`),
    );
    await db.execute(
      sql.raw(`insert into properties (id, landlord_id, title, type, status, address_line1, city, postcode, bedrooms, bathrooms, rent_amount, rent_pcm)
        values ('00000000-0000-4000-8000-000000000001', 'u1', 'Flat', 'flat', 'let', '1 Road', 'Leeds', 'LS1 1AA', 1, 1, 100000, 100000)`),
    );
    await db.execute(
      sql.raw(`insert into tenancies (id, property_id, invite_email, status, start_date, rent_amount, rent_frequency, due_day, deposit_amount, deposit_scheme, deposit_reference)
        values ('00000000-0000-4000-8000-0000000000a1', '00000000-0000-4000-8000-000000000001', 't1@example.com', 'ended', '2026-05-02', 100000, 'monthly', 2, 110000, 'tds', 'TDS-1'),
               ('00000000-0000-4000-8000-0000000000a2', '00000000-0000-4000-8000-000000000001', 't2@example.com', 'draft', '2026-06-01', 100000, 'monthly', 1, 110000, 'dps', 'DPS-2')`),
    );
    await db.execute(
      sql.raw(`insert into tenancy_deposits (tenancy_id, amount, scheme, received_on)
        values ('00000000-0000-4000-8000-0000000000a2', 110000, 'mydeposits', '2026-05-20')`),
    );
    await migrate(db, { migrationsFolder });
    const rows = await db.execute<{
      tenancy_id: string;
      amount: number;
      scheme: string;
      reference: string;
      received_on: string | null;
    }>(
      sql`select tenancy_id, amount, scheme, reference, received_on::text from tenancy_deposits order by tenancy_id`,
    );
    expect(rows.rows).toEqual([
      {
        tenancy_id: "00000000-0000-4000-8000-0000000000a1",
        amount: 110000,
        scheme: "tds",
        reference: "TDS-1",
        received_on: null,
      },
      {
        tenancy_id: "00000000-0000-4000-8000-0000000000a2",
        amount: 110000,
        scheme: "mydeposits",
        reference: "DPS-2",
        received_on: "2026-05-20",
      },
    ]);
    const columns = await db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'tenancies' and column_name like 'deposit%'`,
    );
    expect(columns.rows.map((c) => c.column_name)).toEqual(["deposit_amount"]);
    await database.close();
  });
});
