import type { ImportPreview, ImportResult } from "@shared/schemas/expenses";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { expenseAllocations, expenses } from "../../db/schema";
import { createTestContext, requestAs, type TestContext, type TestUser } from "../../test/harness";
import { insertPortfolio, type Portfolio } from "./expenses.factories";
import { dateFrom } from "./service-import";

let ctx: TestContext;
let p: Portfolio;

beforeAll(async () => {
  ctx = await createTestContext();
  p = await insertPortfolio(ctx);
});

type Err = { error?: { fields?: Record<string, string>; message: string } };
async function send<T>(user: TestUser | undefined, step: "preview" | "confirm", csv: string, asText = false) {
  const headers: Record<string, string> = user ? { cookie: user.cookie } : {};
  let body: BodyInit;
  if (asText) {
    headers["content-type"] = "text/csv";
    body = csv;
  } else {
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), "expenses.csv");
    body = form;
  }
  const res = await ctx.app.request(`/api/money/expenses/import/${step}`, { method: "POST", headers, body });
  return { status: res.status, body: (await res.json()) as T & Err };
}
const countFor = async (landlordId: string) =>
  (await ctx.database.db.select().from(expenses).where(eq(expenses.landlordId, landlordId))).length;

const header = "Date,Property,Supplier,Description,Amount,VAT,Category,Capital,Paid by";
const good = [
  `14/03/2026,Factory flat,Leeds Plumbing,Tap,"£1,250.50",208.42,repairsAndMaintenance,revenue,owner`,
  `2026-04-01,LS2 7EW,Aviva,Buildings insurance,320,,"Rent, rates, insurance and ground rents",,agent`,
  `01/05/2026,Portfolio,Smith & Co,Accounts,600,100,professionalFees,no,owner`,
];

describe("expense CSV import", () => {
  it("previews each row with its errors and writes nothing", async () => {
    const before = await countFor(p.landlord.id);
    const csv = [
      header,
      ...good,
      `31/02/2026,Factory flat,X,,10,,other,,`,
      `01/03/2026,Nowhere Cottage,X,,10,,other,,`,
      `01/03/2026,Factory flat,X,,ten,,Food,maybe,tenant`,
      `01/03/2026,Factory flat,X,,10,11,other,,`,
      `01/03/2026,Third house,X,,10,,other,,agent`,
    ].join("\n");
    const res = await send<ImportPreview>(p.landlord, "preview", csv);
    expect(res.status).toBe(200);
    expect(res.body.validCount).toBe(3);
    expect(res.body.errorCount).toBe(5);
    expect(res.body.totalMinor).toBe(125_050 + 32_000 + 60_000);
    const [first, second, third] = res.body.rows;
    expect(first!.expense).toMatchObject({ paidOn: "2026-03-14", amountMinor: 125_050, vatMinor: 20_842 });
    expect(second!.expense).toMatchObject({
      category: "premisesRunningCosts",
      paidBy: "agent",
      capital: false,
    });
    expect(third!.expense).toMatchObject({ propertyId: null, propertyTitle: "Portfolio (all homes)" });
    const errors = res.body.rows.slice(3).map((r) => r.errors.join(" "));
    expect(errors[0]).toMatch(/^Row 5: date “31\/02\/2026” is not a date/);
    expect(errors[1]).toMatch(/Row 6: property “Nowhere Cottage” is none of the homes/);
    expect(errors[2]).toMatch(
      /Row 7: .*amount “ten”.*category “Food” is not an HMRC property expense category.*capital “maybe”.*paid by “tenant”/,
    );
    expect(errors[3]).toMatch(/Row 8: vat: The VAT cannot be more than the amount/);
    expect(errors[4]).toMatch(/Row 9: paid by agent: this home has no agent/);
    expect(await countFor(p.landlord.id)).toBe(before);
  });

  it("confirms all rows in one transaction with one import id, apportioning the portfolio row", async () => {
    const res = await send<ImportResult>(p.landlord, "confirm", [header, ...good].join("\r\n"), true);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ created: 3, totalMinor: 217_050 });
    const rows = await ctx.database.db
      .select()
      .from(expenses)
      .where(eq(expenses.importId, res.body.importId));
    expect(rows).toHaveLength(3);
    const portfolio = rows.find((r) => r.propertyId === null)!;
    const parts = await ctx.database.db
      .select()
      .from(expenseAllocations)
      .where(eq(expenseAllocations.expenseId, portfolio.id));
    expect(parts.map((a) => a.amountMinor)).toEqual([20_000, 20_000, 20_000]);
  });

  it("an invalid file confirmed (again) writes nothing and names each bad row", async () => {
    const before = await countFor(p.landlord.id);
    const csv = [header, ...good, `01/03/2026,Factory flat,X,,10,,Food,,`].join("\n");
    for (let i = 0; i < 2; i++) {
      const res = await send(p.landlord, "confirm", csv);
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toMatch(/Nothing was imported: 1 of 4 rows/);
      expect(res.body.error?.fields?.["rows.5"]).toMatch(/Row 5: category “Food” is not an HMRC/);
    }
    expect(await countFor(p.landlord.id)).toBe(before);
  });

  it("refuses files that are not CSV, lack a column, are empty or too long", async () => {
    const bad = async (csv: string, message: RegExp) => {
      const res = await send(p.landlord, "preview", csv);
      expect(res.status, csv.slice(0, 60)).toBe(400);
      expect(res.body.error?.fields?.file).toMatch(message);
    };
    await bad(`${header}\n"unclosed,quote`, /not valid CSV/);
    await bad("Date,Supplier\n01/01/2026,X", /no “Property”, “Amount”, “Category” column/);
    await bad(header, /no expense rows/);
    await bad("", /empty/);
    const many = Array.from({ length: 2001 }, () => good[0]).join("\n");
    await bad(`${header}\n${many}`, /At most 2,000 rows/);
    const latin1 = new Uint8Array([...new TextEncoder().encode(`${header}\n01/01/2026,Caf`), 0xe9]);
    const form = new FormData();
    form.append("file", new Blob([latin1]), "x.csv");
    const res = await ctx.app.request("/api/money/expenses/import/preview", {
      method: "POST",
      headers: { cookie: p.landlord.cookie },
      body: form,
    });
    expect(res.status).toBe(400);
    await bad(`${header}\n01/01/2026,Factory flat,A\u0000B,,10,,other,,`, /NUL/);
    const huge = await send(p.landlord, "preview", "x".repeat(1024 * 1024 + 10));
    expect(huge.status).toBe(413);
  });

  it("an agent imports for the homes it manages only; portfolio rows are the landlord's; tenants 403", async () => {
    const csv = [
      header,
      `01/03/2026,Factory flat,X,,10,,other,,agent`,
      `01/03/2026,Third house,X,,10,,other,,`,
    ].join("\n");
    const res = await send<ImportPreview>(p.agent, "preview", csv);
    expect(res.body.rows[0]!.errors).toEqual([]);
    expect(res.body.rows[1]!.errors[0]).toMatch(/Third house” is none of the homes/);
    const portfolio = await send<ImportPreview>(p.agent, "preview", [header, good[2]].join("\n"));
    expect(portfolio.body.rows[0]!.errors[0]).toMatch(/landlord only/);
    expect((await send(p.tenant, "preview", csv)).status).toBe(403);
    expect((await send(p.coOwner, "preview", [header, good[0]].join("\n"))).body).toMatchObject({
      errorCount: 1,
    });
    expect((await send(undefined, "confirm", csv)).status).toBe(401);
  });

  it("confirms 2,000 rows (the most a file may hold) in one transaction", async () => {
    const q = await insertPortfolio(ctx);
    const line = `14/03/2026,Second flat,Bulk Supplier,Row,12.34,2.05,repairsAndMaintenance,,`;
    const csv = [header, ...Array.from({ length: 2_000 }, () => line)].join("\n");
    const started = performance.now();
    const res = await send<ImportResult>(q.landlord, "confirm", csv);
    const ms = Math.round(performance.now() - started);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ created: 2_000, totalMinor: 2_468_000 });
    expect(await countFor(q.landlord.id)).toBe(2_000);
    console.info(`import of 2,000 rows confirmed in ${ms} ms`);
  }, 120_000);

  it("the template names the columns; dates are DD/MM/YYYY or ISO", async () => {
    const res = await requestAs(ctx, p.landlord, "/api/money/expenses/import/template.csv");
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(
      /^"Date","Property","Supplier","Description","Amount","VAT","Category","Capital","Paid by"/,
    );
    expect(dateFrom("1/2/2026")).toBe("2026-02-01");
    expect(dateFrom("2026-02-01")).toBe("2026-02-01");
    expect(dateFrom("29/02/2025")).toBeNull();
    expect(dateFrom("02/01/26")).toBeNull();
  });
});
