import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { backupPglite, backupPostgres, hasPgDump, restorePglite, restorePostgres } from "./backup";
import { openDatabase } from "./client";
import { runMigrations } from "./migrate";
import { contactMessages } from "./schema";

const message = {
  name: "Backup Check",
  email: "backup@example.com",
  topic: "general" as const,
  message: "Kept safe across a restore.",
};

describe("backups", () => {
  // PGlite whatever the run: the PostgreSQL pass has its own case below and skips this one.
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    "restores a PGlite backup that answers the same data",
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), "keyhold-backup-"));
      const original = await openDatabase({ dataDir: path.join(dir, "original") });
      await runMigrations(original);
      await original.db.insert(contactMessages).values(message);
      await original.close();

      const file = path.join(dir, "backup.tar.gz");
      await backupPglite(path.join(dir, "original"), file);
      await restorePglite(file, path.join(dir, "restored"));
      await expect(restorePglite(file, path.join(dir, "restored"))).rejects.toThrow(/not empty/);

      const restored = await openDatabase({ dataDir: path.join(dir, "restored") });
      const rows = await restored.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.email, message.email));
      await restored.close();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject(message);
      // Two fresh PGlite data directories (initdb and every migration, twice) and a dump: seconds
      // alone, much longer on a busy 2-core machine.
    },
    120_000,
  );

  it.runIf(Boolean(process.env.DATABASE_URL))(
    "restores a PostgreSQL backup with pg_dump/pg_restore",
    async (ctx) => {
      if (!(await hasPgDump())) ctx.skip();
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const name = `keyhold_backup_${Date.now()}`;
      await admin.query(`create database ${name}`);
      const url = new URL(process.env.DATABASE_URL!);
      url.pathname = `/${name}`;
      try {
        const db = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
        await runMigrations(db);
        await db.db.insert(contactMessages).values(message);
        const file = path.join(mkdtempSync(path.join(tmpdir(), "keyhold-pgbackup-")), "backup.dump");
        await backupPostgres(url.toString(), file);
        await db.db.delete(contactMessages);
        await db.close();
        await restorePostgres(file, url.toString());
        const restored = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
        const rows = await restored.db.select().from(contactMessages);
        await restored.close();
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject(message);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
