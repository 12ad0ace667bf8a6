import { eq } from "drizzle-orm";
import { bankImports, bankLines, payments } from "../db/schema";
import { type CellInput, managedRow, type RouteCase, staffOnly } from "./authz-rows";
import { today } from "./world";

/**
 * Authorization-matrix rows of bank reconciliation (issue 17 item 8), spread into authz-table.ts.
 * A bank line belongs to the user who imported it: "own" is a line of the caller (for the admin,
 * of side A's landlord), "other" a line of side B's user of the same role, which is a 404 (admins
 * see all). Tenants are refused by the `properties` feature (403) before any row is looked at.
 */

const CSV = "Date,Description,Amount\n01/02/2026,RENT,1000.00\n";
const MAPPING = JSON.stringify({
  date: "Date",
  dateFormat: "dmy",
  description: "Description",
  amount: "Amount",
});
const csvBlob = () => new Blob([CSV], { type: "text/csv" });

/** A fresh money-in line owned by the cell's caller (own) or side B's same-role user (other). */
async function line(c: CellInput, over: Partial<typeof bankLines.$inferInsert> = {}): Promise<string> {
  const owner = c.actor === "agent" ? c.side.agent : c.side.landlord;
  const { db } = c.w.ctx.database;
  const [imp] = await db
    .insert(bankImports)
    .values({ ownerId: owner.id, fileName: "matrix.csv", format: "csv", fileHash: "matrix", lineCount: 1 })
    .returning({ id: bankImports.id });
  const [row] = await db
    .insert(bankLines)
    .values({
      importId: imp!.id,
      ownerId: owner.id,
      fingerprint: `matrix:${crypto.randomUUID()}`,
      bookedOn: today(),
      amountMinor: 1_000,
      description: "Matrix rent",
      ...over,
    })
    .returning({ id: bankLines.id });
  return row!.id;
}

/** A line confirmed as a payment on the side's tenancy (as the confirm service leaves it). */
async function matchedLine(c: CellInput): Promise<string> {
  const id = await line(c);
  const { db } = c.w.ctx.database;
  const [p] = await db
    .insert(payments)
    .values({
      tenancyId: c.side.tenancyId,
      amount: 1_000,
      paidOn: today(),
      method: "bank_transfer",
      status: "completed",
      bankLineId: id,
    })
    .returning({ id: payments.id });
  await db
    .update(bankLines)
    .set({ status: "matched", paymentId: p!.id, confirmedAt: new Date() })
    .where(eq(bankLines.id, id));
  return id;
}

export const bankCases: Record<string, RouteCase> = {
  "POST /api/money/bank/preview": {
    expect: staffOnly(200),
    request: () => ({ path: "/api/money/bank/preview", form: { file: csvBlob() } }),
  },
  "POST /api/money/bank/imports": {
    expect: staffOnly(201),
    request: () => ({ path: "/api/money/bank/imports", form: { file: csvBlob(), mapping: MAPPING } }),
  },
  "GET /api/money/bank/imports": {
    expect: staffOnly(200),
    request: () => ({ path: "/api/money/bank/imports" }),
  },
  "GET /api/money/bank/lines": {
    expect: staffOnly(200),
    request: () => ({ path: "/api/money/bank/lines?status=unmatched" }),
  },
  "GET /api/money/bank/targets": {
    expect: staffOnly(200),
    request: () => ({ path: "/api/money/bank/targets" }),
  },
  "POST /api/money/bank/lines/confirm": {
    expect: managedRow(200),
    request: async (c) => ({
      path: "/api/money/bank/lines/confirm",
      json: { items: [{ lineId: await line(c), tenancyId: c.side.tenancyId }] },
    }),
  },
  "POST /api/money/bank/lines/ignore": {
    expect: managedRow(200),
    request: async (c) => ({
      path: "/api/money/bank/lines/ignore",
      json: { lineIds: [await line(c)], ignored: true },
    }),
  },
  "POST /api/money/bank/lines/{lineId}/undo": {
    expect: managedRow(200),
    request: async (c) => ({ path: `/api/money/bank/lines/${await matchedLine(c)}/undo` }),
  },
};
