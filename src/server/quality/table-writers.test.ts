import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { collect, offenders } from "../../../scripts/table-writers";

/**
 * One owner per table (issue 35): scripts/table-writers.ts, part of `npm run lint`, names the
 * features whose non-test code writes each table. It must see every kind of write, and only writes.
 */
const writersOf = (byTable: ReturnType<typeof collect>, table: string) =>
  [...(byTable.get(table)?.keys() ?? [])].sort();

describe("table writers", () => {
  const root = mkdtempSync(join(tmpdir(), "table-writers-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const file = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  file(
    "src/server/db/schema/things.ts",
    `export const things = pgTable("things", {});
export const others = pgTable(
  "others",
  {},
);
export const quiet = pgTable("quiet", {});`,
  );
  file(
    "src/server/features/alpha/service.ts",
    `import { things } from "../../db/schema";
export const add = (db) => db.insert(things).values({});`,
  );
  file(
    "src/server/features/alpha/seed.ts",
    `import * as schema from "../../db/schema";
export const seed = (db) => db.update(schema.others).set({});`,
  );
  file(
    "src/server/features/beta/service.ts",
    `import { others, quiet, things as t } from "../../db/schema";
// update quiet set nothing: a comment is not a write
export const change = (tx) => tx
  .update(t)
  .set({});
export const drop = (tx, sql) => tx.execute(sql\`delete from \${others} where true\`);
export const read = (db, cache, key) => { cache.delete(key); return db.select().from(quiet); };`,
  );
  file(
    "src/server/features/beta/beta.test.ts",
    `import { quiet } from "../../db/schema";
export const cleanup = (db) => db.delete(quiet);`,
  );
  file(
    "src/server/features/beta/beta.factories.ts",
    `import { quiet } from "../../db/schema";
export const f = (db) => db.insert(quiet);`,
  );
  file(
    "src/server/email/outbox.ts",
    `export const q = (db) => db.execute("INSERT INTO things (id) values (1)");`,
  );
  const byTable = collect(root);

  it("counts Drizzle inserts, updates and deletes, aliased or through a namespace, and seeds as their feature", () => {
    expect(writersOf(byTable, "things")).toEqual(["alpha", "beta", "server/email"]);
    expect(writersOf(byTable, "others")).toEqual(["alpha", "beta"]);
  });

  it("ignores reads, comments, other objects' delete() and test code", () => {
    expect(writersOf(byTable, "quiet")).toEqual([]);
  });

  it("names the tables with more than one writer", () => {
    expect(offenders(byTable).sort()).toEqual(["others", "things"]);
  });

  it("finds one writer per table in Keyhold's own server code", () => {
    expect(offenders(collect())).toEqual([]);
  });
});
