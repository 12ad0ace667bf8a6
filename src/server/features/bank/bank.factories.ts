/** Test factories of bank reconciliation: statement fixtures filled in for a letting, and uploads. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { tenancyReference } from "@shared/schemas/bank";
import { bankImports, bankLines } from "../../db/schema";
import type { TestContext, TestUser } from "../../test/harness";

const dir = path.join(import.meta.dirname, "fixtures");

export const CSV_MAPPING = {
  date: "Date",
  dateFormat: "dmy",
  description: "Description",
  reference: "Reference",
  paidIn: "Paid in",
  paidOut: "Paid out",
};

/** A fixture with the tenancy's reference, the tenant's name and the rent filled in. */
export function fixture(
  name: "statement.csv" | "statement.ofx" | "statement.camt053.xml",
  fill: { tenancyId: string; name?: string; rent?: string },
): string {
  const ref = tenancyReference(fill.tenancyId);
  return readFileSync(path.join(dir, name), "utf8")
    .replaceAll("{{RENT}}", fill.rent ?? "1000.00")
    .replaceAll("{{REF}}", ref)
    .replaceAll("{{NAME}}", fill.name ?? "A Tenant")
    .replaceAll("{{MEMO}}", `RENT ${ref}`);
}

export function upload(
  ctx: TestContext,
  user: TestUser | undefined,
  text: string,
  opts: { mapping?: unknown; path?: string; name?: string } = {},
) {
  const form = new FormData();
  form.set("file", new File([text], opts.name ?? "statement.csv", { type: "text/plain" }));
  if (opts.mapping !== undefined) form.set("mapping", JSON.stringify(opts.mapping));
  return ctx.app.request(opts.path ?? "/api/money/bank/imports", {
    method: "POST",
    headers: user ? { cookie: user.cookie } : {},
    body: form,
  });
}

/** One money-in line of the user's books, written straight to the database. */
export async function insertLine(
  ctx: TestContext,
  ownerId: string,
  over: Partial<typeof bankLines.$inferInsert> = {},
): Promise<string> {
  const { db } = ctx.database;
  const [imp] = await db
    .insert(bankImports)
    .values({ ownerId, fileName: "f.csv", format: "csv", fileHash: "x", lineCount: 1 })
    .returning();
  const [line] = await db
    .insert(bankLines)
    .values({
      importId: imp!.id,
      ownerId,
      fingerprint: `t:${crypto.randomUUID()}`,
      bookedOn: "2026-02-02",
      amountMinor: 100_000,
      description: "RENT",
      ...over,
    })
    .returning({ id: bankLines.id });
  return line!.id;
}
