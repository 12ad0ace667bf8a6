import { tenancyReference } from "@shared/schemas/bank";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, bankLines, expenses, payments } from "../../db/schema";
import { createTestContext, requestAs, signedInUser, type TestContext } from "../../test/harness";
import { insertLetting } from "../tenancies/tenancy.factories";
import { CSV_MAPPING, fixture, insertLine, upload } from "./bank.factories";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
});

const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
type Lines = {
  items: {
    id: string;
    amountMinor: number;
    status: string;
    proposal: { tenancyId: string | null; kind: string; score: number; reasons: string[] } | null;
  }[];
};
const linesOf = async (user: Parameters<typeof requestAs>[1], q = "") =>
  json<Lines>(await requestAs(ctx, user, `/api/money/bank/lines?limit=200${q}`));

describe("importing statements", () => {
  it("reads a mapped CSV, proposes the tenancy by reference, and a re-import adds nothing", async () => {
    const l = await insertLetting(ctx);
    const csv = fixture("statement.csv", { tenancyId: l.tenancyId });
    const preview = await upload(ctx, l.landlord, csv, { path: "/api/money/bank/preview" });
    expect(preview.status).toBe(200);
    const { preview: p } = await json<{
      preview: { format: string; headers: string[]; suggested: Record<string, string> };
    }>(preview);
    expect(p.format).toBe("csv");
    expect(p.headers).toEqual(["Date", "Description", "Reference", "Paid in", "Paid out"]);
    expect(p.suggested).toMatchObject({
      date: "Date",
      paidIn: "Paid in",
      paidOut: "Paid out",
      dateFormat: "dmy",
    });

    const first = await upload(ctx, l.landlord, csv, { mapping: CSV_MAPPING });
    expect(first.status).toBe(201);
    expect((await json(first)).result).toMatchObject({ newCount: 4, duplicateCount: 0, proposedCount: 1 });
    const again = await upload(ctx, l.landlord, csv, { mapping: CSV_MAPPING });
    expect((await json(again)).result).toMatchObject({ newCount: 0, duplicateCount: 4 });

    const { items } = await linesOf(l.landlord);
    expect(items).toHaveLength(4);
    const rent = items.find((i) => i.amountMinor === 100_000)!;
    expect(rent.proposal).toMatchObject({ kind: "tenancy", tenancyId: l.tenancyId });
    expect(rent.proposal!.reasons.join(" ")).toContain(tenancyReference(l.tenancyId));
    // Two identical card payments on one day stay two lines.
    expect(items.filter((i) => i.amountMinor === -1299)).toHaveLength(2);
    // Interest: money in that names no tenancy gets no proposal.
    expect(items.find((i) => i.amountMinor === 41)!.proposal).toBeNull();
  });

  it("reads OFX (FITID) and CAMT.053 (AcctSvcrRef), and re-imports add nothing", async () => {
    const l = await insertLetting(ctx);
    for (const name of ["statement.ofx", "statement.camt053.xml"] as const) {
      const text = fixture(name, { tenancyId: l.tenancyId });
      const res = await upload(ctx, l.agent, text, { name });
      expect(res.status, name).toBe(201);
      expect((await json(res)).result).toMatchObject({ newCount: 2, proposedCount: 1 });
      expect((await json(await upload(ctx, l.agent, text, { name }))).result).toMatchObject({
        newCount: 0,
        duplicateCount: 2,
      });
    }
    const { items } = await linesOf(l.agent);
    expect(items.map((i) => i.amountMinor).sort((a, b) => a - b)).toEqual([-9550, -4200, 100_000, 100_000]);
    expect(items.filter((i) => i.proposal?.tenancyId === l.tenancyId)).toHaveLength(2);
  });

  it("refuses bad rows with row-level messages and writes nothing", async () => {
    const l = await insertLetting(ctx);
    const csv =
      "Date,Description,Amount\n01/02/2026,ok,10.00\n31/02/2026,bad date,5\n03/02/2026,bad amount,abc\n";
    const res = await upload(ctx, l.landlord, csv, {
      mapping: { date: "Date", dateFormat: "dmy", description: "Description", amount: "Amount" },
    });
    expect(res.status).toBe(400);
    const body = await json<{ error: { fields: Record<string, string> } }>(res);
    expect(Object.keys(body.error.fields)).toEqual(["row 3", "row 4"]);
    expect(body.error.fields["row 3"]).toContain("not a date");
    expect((await linesOf(l.landlord)).items).toHaveLength(0);

    const noMapping = await upload(ctx, l.landlord, csv);
    expect(noMapping.status).toBe(400);
    const badMapping = await upload(ctx, l.landlord, csv, {
      mapping: { date: "Date", dateFormat: "dmy", description: "Nope", amount: "Amount" },
    });
    expect(
      (await json<{ error: { fields: Record<string, string> } }>(badMapping)).error.fields,
    ).toHaveProperty("mapping.description");
    const camt = await upload(ctx, l.landlord, "<Document><BkToCstmrStmt>camt.053<Stmt>", { name: "x.xml" });
    expect(camt.status).toBe(400);
  });

  it("is refused to tenants", async () => {
    const l = await insertLetting(ctx);
    const res = await upload(ctx, l.tenant, fixture("statement.csv", { tenancyId: l.tenancyId }), {
      mapping: CSV_MAPPING,
    });
    expect(res.status).toBe(403);
  });
});

describe("confirming lines", () => {
  it("creates one completed bank-transfer payment; confirming again creates nothing", async () => {
    const l = await insertLetting(ctx);
    const lineId = await insertLine(ctx, l.landlord.id, { reference: "KH REF" });
    const body = { items: [{ lineId, tenancyId: l.tenancyId }] };
    const first = await requestAs(ctx, l.landlord, "/api/money/bank/lines/confirm", {
      method: "POST",
      json: body,
    });
    expect(first.status).toBe(200);
    expect(await json(first)).toMatchObject({ confirmed: 1, paymentsCreated: 1 });
    const second = await requestAs(ctx, l.landlord, "/api/money/bank/lines/confirm", {
      method: "POST",
      json: body,
    });
    expect(await json(second)).toMatchObject({ confirmed: 0, paymentsCreated: 0, alreadyMatched: 1 });
    const paid = await ctx.database.db.select().from(payments).where(eq(payments.bankLineId, lineId));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      status: "completed",
      method: "bank_transfer",
      amount: 100_000,
      paidOn: "2026-02-02",
      reference: "KH REF",
    });
    const ledger = await json<{ entries: { kind: string; amountMinor: number }[] }>(
      await requestAs(ctx, l.landlord, `/api/tenancies/${l.tenancyId}/ledger`),
    );
    expect(JSON.stringify(ledger)).toContain(paid[0]!.id);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, lineId));
    expect(audits.map((a) => a.action)).toEqual(["bank_line_confirm"]);
  });

  it("is all-or-nothing when one line or tenancy is not the caller's", async () => {
    const a = await insertLetting(ctx);
    const b = await insertLetting(ctx);
    const mine = await insertLine(ctx, a.agent.id);
    const theirs = await insertLine(ctx, b.agent.id);
    const res = await requestAs(ctx, a.agent, "/api/money/bank/lines/confirm", {
      method: "POST",
      json: {
        items: [
          { lineId: mine, tenancyId: a.tenancyId },
          { lineId: theirs, tenancyId: a.tenancyId },
        ],
      },
    });
    expect(res.status).toBe(404);
    const otherTenancy = await requestAs(ctx, a.agent, "/api/money/bank/lines/confirm", {
      method: "POST",
      json: {
        items: [
          { lineId: mine, tenancyId: a.tenancyId },
          { lineId: await insertLine(ctx, a.agent.id), tenancyId: b.tenancyId },
        ],
      },
    });
    expect(otherTenancy.status).toBe(404);
    expect(
      await ctx.database.db.select().from(payments).where(eq(payments.tenancyId, a.tenancyId)),
    ).toHaveLength(0);
    const [line] = await ctx.database.db.select().from(bankLines).where(eq(bankLines.id, mine));
    expect(line!.status).toBe("unmatched");
  });

  it("undoes a match by deleting the unchanged payment; a changed one is a 409", async () => {
    const l = await insertLetting(ctx);
    const lineId = await insertLine(ctx, l.landlord.id);
    const confirm = () =>
      requestAs(ctx, l.landlord, "/api/money/bank/lines/confirm", {
        method: "POST",
        json: { items: [{ lineId, tenancyId: l.tenancyId }] },
      });
    await confirm();
    const undo = await requestAs(ctx, l.landlord, `/api/money/bank/lines/${lineId}/undo`, { method: "POST" });
    expect(undo.status).toBe(200);
    expect(
      await ctx.database.db.select().from(payments).where(eq(payments.tenancyId, l.tenancyId)),
    ).toHaveLength(0);
    await confirm();
    await ctx.database.db
      .update(payments)
      .set({ note: "edited", updatedAt: new Date(Date.now() + 5000) })
      .where(eq(payments.bankLineId, lineId));
    const refused = await requestAs(ctx, l.landlord, `/api/money/bank/lines/${lineId}/undo`, {
      method: "POST",
    });
    expect(refused.status).toBe(409);
    expect(await ctx.database.db.select().from(payments).where(eq(payments.bankLineId, lineId))).toHaveLength(
      1,
    );
  });

  it("records money out as a new expense of a writable home, and ignores lines", async () => {
    const l = await insertLetting(ctx);
    const out = await insertLine(ctx, l.landlord.id, {
      amountMinor: -4_200,
      description: "Leeds Locksmiths",
    });
    const res = await requestAs(ctx, l.landlord, "/api/money/bank/lines/confirm", {
      method: "POST",
      json: {
        items: [
          {
            lineId: out,
            newExpense: {
              propertyId: l.propertyId,
              category: "repairsAndMaintenance",
              supplier: "Leeds Locksmiths",
            },
          },
        ],
      },
    });
    expect(await json(res)).toMatchObject({ expensesCreated: 1 });
    const [e] = await ctx.database.db.select().from(expenses).where(eq(expenses.bankLineId, out));
    expect(e).toMatchObject({
      amountMinor: 4_200,
      category: "repairsAndMaintenance",
      propertyId: l.propertyId,
    });
    const bad = await requestAs(ctx, l.landlord, "/api/money/bank/lines/confirm", {
      method: "POST",
      json: {
        items: [
          {
            lineId: await insertLine(ctx, l.landlord.id, { amountMinor: -100 }),
            newExpense: { propertyId: l.propertyId, category: "nope", supplier: "x" },
          },
        ],
      },
    });
    expect(bad.status).toBe(400);
    const ignoredId = await insertLine(ctx, l.landlord.id);
    const ign = await requestAs(ctx, l.landlord, "/api/money/bank/lines/ignore", {
      method: "POST",
      json: { lineIds: [ignoredId], ignored: true },
    });
    expect(ign.status).toBe(200);
    expect((await linesOf(l.landlord, "&status=ignored")).items.map((i) => i.id)).toEqual([ignoredId]);
    const matchedIgnore = await requestAs(ctx, l.landlord, "/api/money/bank/lines/ignore", {
      method: "POST",
      json: { lineIds: [out], ignored: true },
    });
    expect(matchedIgnore.status).toBe(409);
  });

  it("undoing a new expense deletes it; undoing a linked expense only unlinks it", async () => {
    const l = await insertLetting(ctx);
    const created = await insertLine(ctx, l.agent.id, { amountMinor: -5_000, description: "Plumber" });
    const newExpense = { propertyId: l.propertyId, category: "repairsAndMaintenance", supplier: "Plumber" };
    await requestAs(ctx, l.agent, "/api/money/bank/lines/confirm", {
      method: "POST",
      json: { items: [{ lineId: created, newExpense }] },
    });
    const [made] = await ctx.database.db.select().from(expenses).where(eq(expenses.bankLineId, created));
    expect(made?.paidBy).toBe("agent");
    expect(
      (await requestAs(ctx, l.agent, `/api/money/bank/lines/${created}/undo`, { method: "POST" })).status,
    ).toBe(200);
    expect(await ctx.database.db.select().from(expenses).where(eq(expenses.id, made!.id))).toHaveLength(0);

    const [kept] = await ctx.database.db
      .insert(expenses)
      .values({
        landlordId: l.landlord.id,
        propertyId: l.propertyId,
        paidOn: "2026-02-01",
        supplier: "Plumber",
        amountMinor: 5_000,
        category: "repairsAndMaintenance",
      })
      .returning();
    const linked = await insertLine(ctx, l.agent.id, { amountMinor: -5_000, description: "Plumber" });
    await requestAs(ctx, l.agent, "/api/money/bank/lines/confirm", {
      method: "POST",
      json: { items: [{ lineId: linked, expenseId: kept!.id }] },
    });
    expect(
      (await ctx.database.db.select().from(expenses).where(eq(expenses.id, kept!.id)))[0]!.bankLineId,
    ).toBe(linked);
    await requestAs(ctx, l.agent, `/api/money/bank/lines/${linked}/undo`, { method: "POST" });
    const [after] = await ctx.database.db.select().from(expenses).where(eq(expenses.id, kept!.id));
    expect(after!.bankLineId).toBeNull();
  });

  it("hides another user's lines (404) and keeps the admin's view of all", async () => {
    const l = await insertLetting(ctx);
    const other = await signedInUser(ctx, "landlord");
    const lineId = await insertLine(ctx, l.landlord.id);
    expect(
      (await requestAs(ctx, other, `/api/money/bank/lines/${lineId}/undo`, { method: "POST" })).status,
    ).toBe(404);
    expect((await linesOf(other)).items.map((i) => i.id)).not.toContain(lineId);
  });
});
