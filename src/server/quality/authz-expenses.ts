import { eq } from "drizzle-orm";
import { expenseAllocations, expenses } from "../db/schema";
import { type CellInput, managedRow, type RouteCase, staffOnly } from "./authz-rows";
import { pdfBlob } from "./world";

/**
 * Authorization-matrix rows of expenses (issue 17), spread into authz-table.ts. The expense a cell
 * acts on is written straight to the database on the side's home (fresh for each cell, so a
 * permitted delete never removes what another cell needs). Every route carries the `properties`
 * feature, so a tenant is refused (403) before any row is looked at; another side's expense is 404.
 */

async function expense(c: CellInput, receipt = false): Promise<string> {
  const { db } = c.w.ctx.database;
  const [home] = await db
    .insert(expenses)
    .values({
      landlordId: c.side.landlord.id,
      propertyId: c.side.propertyId,
      paidOn: "2026-01-15",
      supplier: "Matrix Roofing",
      amountMinor: 12_000,
      vatMinor: 2_000,
      category: "repairsAndMaintenance",
    })
    .returning({ id: expenses.id });
  const id = home!.id;
  await db
    .insert(expenseAllocations)
    .values({ expenseId: id, propertyId: c.side.propertyId, amountMinor: 12_000, vatMinor: 2_000 });
  if (receipt) {
    const key = `expenses/${c.side.landlord.id}/${id}-matrix.pdf`;
    await c.w.ctx.deps.storage.put(key, Buffer.from("%PDF-1.4\n% matrix\n%%EOF\n"), "application/pdf");
    await db
      .update(expenses)
      .set({ receiptKey: key, receiptName: "receipt.pdf", receiptType: "application/pdf", receiptSize: 24 })
      .where(eq(expenses.id, id));
  }
  return id;
}

const body = (c: CellInput) => ({
  propertyId: c.side.propertyId,
  paidOn: "2026-02-01",
  supplier: "Matrix Glazing",
  amountMinor: 5_000,
  vatMinor: 0,
  category: "repairsAndMaintenance",
});
const csv = (c: CellInput) => ({
  file: new Blob(
    [`Date,Property,Supplier,Amount,Category\n01/02/2026,${c.side.propertyId},Matrix Import,12.50,other\n`],
    {
      type: "text/csv",
    },
  ),
});
const one = (id: string) => `/api/money/expenses/${id}`;

export const expenseCases: Record<string, RouteCase> = {
  "GET /api/money/expenses": { expect: staffOnly(200), request: () => ({ path: "/api/money/expenses" }) },
  "POST /api/money/expenses": {
    expect: managedRow(201),
    request: (c) => ({ path: "/api/money/expenses", json: body(c) }),
  },
  "GET /api/money/expenses/{id}": {
    expect: managedRow(200),
    request: async (c) => ({ path: one(await expense(c)) }),
  },
  "PUT /api/money/expenses/{id}": {
    expect: managedRow(200),
    request: async (c) => ({ path: one(await expense(c)), json: body(c) }),
  },
  "DELETE /api/money/expenses/{id}": {
    expect: managedRow(200),
    request: async (c) => ({ path: one(await expense(c)) }),
  },
  "POST /api/money/expenses/{id}/receipt": {
    expect: managedRow(201),
    request: async (c) => ({ path: `${one(await expense(c))}/receipt`, form: { file: pdfBlob() } }),
  },
  "GET /api/money/expenses/{id}/receipt": {
    expect: managedRow(200),
    request: async (c) => ({ path: `${one(await expense(c, true))}/receipt` }),
  },
  "DELETE /api/money/expenses/{id}/receipt": {
    expect: managedRow(200),
    request: async (c) => ({ path: `${one(await expense(c, true))}/receipt` }),
  },
  "POST /api/money/expenses/import/preview": {
    expect: staffOnly(200),
    request: (c) => ({ path: "/api/money/expenses/import/preview", form: csv(c) }),
  },
  "POST /api/money/expenses/import/confirm": {
    expect: staffOnly(201),
    request: (c) => ({ path: "/api/money/expenses/import/confirm", form: csv(c) }),
  },
  "GET /api/money/expenses/import/template.csv": {
    expect: staffOnly(200),
    request: () => ({ path: "/api/money/expenses/import/template.csv" }),
  },
};
