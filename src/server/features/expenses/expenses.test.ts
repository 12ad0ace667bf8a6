import type { Expense, ExpenseList } from "@shared/schemas/expenses";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, expenseAllocations, expenses } from "../../db/schema";
import { pdfBlob, pngBlob, upload } from "../../quality/world";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { expenseBody, insertPortfolio, type Portfolio } from "./expenses.factories";

let ctx: TestContext;
let admin: TestUser;
let p: Portfolio;
let stranger: Portfolio;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signedInUser(ctx, "admin");
  [p, stranger] = await Promise.all([insertPortfolio(ctx), insertPortfolio(ctx)]);
});

type Err = { error?: { fields?: Record<string, string>; message: string } };
async function call<T>(user: TestUser | undefined, path: string, method = "GET", json?: unknown) {
  const res = await requestAs(ctx, user, path, { method, json });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T & Err };
}
const create = (user: TestUser, body: unknown) =>
  call<{ expense: Expense }>(user, "/api/money/expenses", "POST", body);
const allocationsOf = (id: string) =>
  ctx.database.db.select().from(expenseAllocations).where(eq(expenseAllocations.expenseId, id));

describe("expenses of a home", () => {
  it("the landlord records, the agent changes, an admin removes; each audited, one allocation", async () => {
    const made = await create(p.landlord, expenseBody(p.homeIds[0]));
    expect(made.status).toBe(201);
    const id = made.body.expense.id;
    expect(made.body.expense).toMatchObject({
      propertyId: p.homeIds[0],
      amountMinor: 18_000,
      vatMinor: 3_000,
      canEdit: true,
      allocations: [{ propertyId: p.homeIds[0], amountMinor: 18_000, vatMinor: 3_000 }],
    });
    const changed = await call<{ expense: Expense }>(p.agent, `/api/money/expenses/${id}`, "PUT", {
      ...expenseBody(p.homeIds[0]),
      amountMinor: 20_000,
      paidBy: "agent",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.expense).toMatchObject({ amountMinor: 20_000, paidBy: "agent" });
    expect((await allocationsOf(id)).map((a) => a.amountMinor)).toEqual([20_000]);
    expect((await call(admin, `/api/money/expenses/${id}`, "DELETE")).status).toBe(200);
    expect(await allocationsOf(id)).toEqual([]);
    const actions = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(actions.map((a) => a.action).sort()).toEqual([
      "expense_create",
      "expense_delete",
      "expense_update",
    ]);
  });

  it("the co-owner reads the expenses of their home but cannot record or change them", async () => {
    const made = await create(p.landlord, expenseBody(p.homeIds[0], { supplier: "Co-owner visible" }));
    const id = made.body.expense.id;
    const read = await call<{ expense: Expense }>(p.coOwner, `/api/money/expenses/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.expense.canEdit).toBe(false);
    expect(
      (await call(p.coOwner, `/api/money/expenses/${id}`, "PUT", expenseBody(p.homeIds[0]))).status,
    ).toBe(403);
    expect((await call(p.coOwner, `/api/money/expenses/${id}`, "DELETE")).status).toBe(403);
    expect((await create(p.coOwner, expenseBody(p.homeIds[0]))).status).toBe(403);
    // The co-owner's own home list (for the form) has none of the landlord's homes.
    const list = await call<ExpenseList>(p.coOwner, "/api/money/expenses");
    expect(list.body.items.map((e) => e.id)).toContain(id);
    expect(list.body.homes).toEqual([]);
    expect(list.body.filterHomes.map((h) => h.id)).toEqual([p.homeIds[0]]);
    // A home they hold no share of stays hidden.
    const other = await create(p.landlord, expenseBody(p.homeIds[1]));
    expect((await call(p.coOwner, `/api/money/expenses/${other.body.expense.id}`)).status).toBe(404);
  });

  it("tenants are refused (403) and strangers see nothing (404)", async () => {
    const made = await create(p.landlord, expenseBody(p.homeIds[0]));
    const id = made.body.expense.id;
    expect((await call(p.tenant, "/api/money/expenses")).status).toBe(403);
    expect((await call(p.tenant, `/api/money/expenses/${id}`)).status).toBe(403);
    expect((await call(p.tenant, `/api/money/expenses/${id}/receipt`)).status).toBe(403);
    expect((await create(p.tenant, expenseBody(p.homeIds[0]))).status).toBe(403);
    for (const user of [stranger.landlord, stranger.agent]) {
      expect((await call(user, `/api/money/expenses/${id}`)).status).toBe(404);
      expect((await call(user, `/api/money/expenses/${id}`, "PUT", expenseBody(p.homeIds[0]))).status).toBe(
        404,
      );
      expect((await call(user, `/api/money/expenses/${id}`, "DELETE")).status).toBe(404);
      expect((await create(user, expenseBody(p.homeIds[0]))).status).toBe(404);
      const list = await call<ExpenseList>(user, "/api/money/expenses");
      expect(list.body.items.map((e) => e.id)).not.toContain(id);
    }
    expect((await call(undefined, "/api/money/expenses")).status).toBe(401);
  });

  it("refuses each bad field with a message naming the rule, writing nothing", async () => {
    const before = (await ctx.database.db.select().from(expenses)).length;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ amountMinor: 0 }, "amountMinor", /more than £0/],
      [{ amountMinor: 100_000_001 }, "amountMinor", /£1,000,000/],
      [{ amountMinor: 10.5 }, "amountMinor", /whole number/],
      [{ vatMinor: 18_001 }, "vatMinor", /more than the amount/],
      [{ vatMinor: -1 }, "vatMinor", /negative/],
      [{ category: "food" }, "category", /HMRC/],
      [{ paidOn: "2026-02-30" }, "paidOn", /real date/],
      [{ paidOn: "2199-01-01" }, "paidOn", /to today/],
      [{ supplier: "" }, "supplier", /who was paid/],
      [{ supplier: "x".repeat(121) }, "supplier", /120/],
      [{ description: "x".repeat(501) }, "description", /500/],
      [{ paidBy: "tenant" }, "paidBy", /owner or the agent/],
      [{ propertyId: "not-a-uuid" }, "propertyId", /home/],
    ];
    for (const [over, field, message] of cases) {
      const res = await create(p.landlord, expenseBody(p.homeIds[0], over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error?.fields?.[field], JSON.stringify(over)).toMatch(message);
    }
    const noAgent = await create(p.landlord, expenseBody(p.homeIds[2], { paidBy: "agent" }));
    expect(noAgent.status).toBe(400);
    expect(noAgent.body.error?.fields?.paidBy).toMatch(/agent/);
    expect((await ctx.database.db.select().from(expenses)).length).toBe(before);
  });

  it("lists with filters, pages and totals of every match", async () => {
    const q = await insertPortfolio(ctx);
    const bodies = [
      expenseBody(q.homeIds[0], {
        paidOn: "2026-01-10",
        supplier: "Alpha Gas",
        amountMinor: 9_000,
        vatMinor: 1_500,
      }),
      expenseBody(q.homeIds[1], {
        paidOn: "2026-02-10",
        category: "premisesRunningCosts",
        amountMinor: 40_000,
      }),
      expenseBody(q.homeIds[1], { paidOn: "2026-03-10", paidBy: "agent", amountMinor: 5_000, vatMinor: 0 }),
    ];
    for (const b of bodies) expect((await create(q.landlord, b)).status).toBe(201);
    const list = (query: string) => call<ExpenseList>(q.landlord, `/api/money/expenses?${query}`);
    const all = await list("pageSize=2");
    expect(all.body.total).toBe(3);
    expect(all.body.items.map((e) => e.paidOn)).toEqual(["2026-03-10", "2026-02-10"]);
    expect(all.body.totals).toEqual({ amountMinor: 54_000, vatMinor: 4_500 });
    expect((await list("page=2&pageSize=2")).body.items.map((e) => e.paidOn)).toEqual(["2026-01-10"]);
    expect((await list(`propertyId=${q.homeIds[1]}`)).body.totals.amountMinor).toBe(45_000);
    expect((await list("category=premisesRunningCosts")).body.total).toBe(1);
    expect((await list("paidBy=agent")).body.totals.amountMinor).toBe(5_000);
    expect((await list("q=alpha")).body.items.map((e) => e.supplier)).toEqual(["Alpha Gas"]);
    expect((await list("from=2026-02-01&to=2026-02-28")).body.total).toBe(1);
    expect((await list("from=2026-02-01&to=2026-01-01")).status).toBe(400);
    expect((await list("from=2000-01-01&to=2026-01-01")).body.error?.fields?.to).toMatch(/10 years/);
    expect((await list("pageSize=500")).status).toBe(400);
    expect((await list(`q=${"x".repeat(101)}`)).status).toBe(400);
    // The agent manages the first two homes: it sees them all; the homes of the form are the three.
    expect((await call<ExpenseList>(q.agent, "/api/money/expenses")).body.total).toBe(3);
    expect((await list("")).body.homes.map((h) => h.id).sort()).toEqual([...q.homeIds].sort());
  });
});

describe("portfolio-wide expenses", () => {
  it("are apportioned equally over the landlord's homes, summing to the penny", async () => {
    const made = await create(
      p.landlord,
      expenseBody(null, { category: "professionalFees", amountMinor: 10_000, vatMinor: 1_667 }),
    );
    expect(made.status).toBe(201);
    const parts = await allocationsOf(made.body.expense.id);
    expect(parts).toHaveLength(3);
    expect(parts.map((a) => a.amountMinor).sort()).toEqual([3_333, 3_333, 3_334]);
    expect(parts.reduce((s, a) => s + a.amountMinor, 0)).toBe(10_000);
    expect(parts.reduce((s, a) => s + a.vatMinor, 0)).toBe(1_667);
    for (const a of parts) expect(a.vatMinor).toBeLessThanOrEqual(a.amountMinor);
    expect(made.body.expense.landlordId).toBe(p.landlord.id);
    // The co-owner sees only the part on their home.
    const seen = await call<{ expense: Expense }>(p.coOwner, `/api/money/expenses/${made.body.expense.id}`);
    expect(seen.body.expense.allocations.map((a) => a.propertyId)).toEqual([p.homeIds[0]]);
  });

  it("need the caller to change every home: an agent of some homes is refused, an admin names the landlord", async () => {
    const agentTry = await create(p.agent, expenseBody(null, { landlordId: p.landlord.id }));
    expect(agentTry.status).toBe(400);
    expect(agentTry.body.error?.fields?.propertyId).toMatch(/only some/);
    const noLandlord = await create(admin, expenseBody(null));
    expect(noLandlord.body.error?.fields?.landlordId).toMatch(/whose portfolio/);
    const byAdmin = await create(
      admin,
      expenseBody(null, { landlordId: p.landlord.id, amountMinor: 1, vatMinor: 0 }),
    );
    expect(byAdmin.status).toBe(201);
    expect((await allocationsOf(byAdmin.body.expense.id)).map((a) => a.amountMinor).sort()).toEqual([
      0, 0, 1,
    ]);
    const otherLandlord = await create(p.landlord, expenseBody(null, { landlordId: stranger.landlord.id }));
    expect(otherLandlord.status).toBe(400);
    // Agent-paid over homes of which one has no agent: refused.
    expect(
      (await create(p.landlord, expenseBody(null, { paidBy: "agent" }))).body.error?.fields?.paidBy,
    ).toMatch(/agent/);
  });

  it("a home's expense changed to portfolio-wide is apportioned again", async () => {
    const made = await create(p.landlord, expenseBody(p.homeIds[1], { amountMinor: 900, vatMinor: 0 }));
    const id = made.body.expense.id;
    const res = await call<{ expense: Expense }>(
      p.landlord,
      `/api/money/expenses/${id}`,
      "PUT",
      expenseBody(null, { amountMinor: 900, vatMinor: 0 }),
    );
    expect(res.status).toBe(200);
    expect((await allocationsOf(id)).map((a) => a.amountMinor)).toEqual([300, 300, 300]);
    // The agent manages two of the three homes now holding it: it reads it but may not change it.
    const agentRead = await call<{ expense: Expense }>(p.agent, `/api/money/expenses/${id}`);
    expect(agentRead.body.expense.canEdit).toBe(false);
    expect(agentRead.body.expense.allocations).toHaveLength(2);
    expect((await call(p.agent, `/api/money/expenses/${id}`, "DELETE")).status).toBe(403);
  });
});

describe("receipts", () => {
  it("uploads a PDF, replaces it with an image, downloads with the expense's access, removes it", async () => {
    const made = await create(p.landlord, expenseBody(p.homeIds[0]));
    const id = made.body.expense.id;
    const path = `/api/money/expenses/${id}/receipt`;
    const first = await upload(ctx, p.landlord, path, pdfBlob(), "invoice.pdf");
    expect(first.status).toBe(201);
    const png = await upload(ctx, p.agent, path, await pngBlob(), "photo.png");
    expect(png.status).toBe(201);
    const body = (await png.json()) as { expense: Expense };
    expect(body.expense.receipt).toMatchObject({ name: "photo.png", contentType: "image/png" });
    for (const user of [p.landlord, p.coOwner, admin]) {
      const res = await requestAs(ctx, user, path);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("content-disposition")).toMatch(/attachment/);
    }
    expect((await requestAs(ctx, stranger.landlord, path)).status).toBe(404);
    expect((await upload(ctx, p.coOwner, path, pdfBlob(), "x.pdf")).status).toBe(403);
    expect((await upload(ctx, stranger.agent, path, pdfBlob(), "x.pdf")).status).toBe(404);
    const html = new Blob(["<html><script>alert(1)</script></html>"], { type: "application/pdf" });
    expect((await upload(ctx, p.landlord, path, html, "evil.pdf")).status).toBe(400);
    expect((await call(p.landlord, path, "DELETE")).status).toBe(200);
    expect((await requestAs(ctx, p.landlord, path)).status).toBe(404);
    expect((await call(p.landlord, path, "DELETE")).status).toBe(404);
  });

  it("refuses a receipt over the size limit with 413", async () => {
    const small = await createTestContext({ uploadMaxBytes: 1024 });
    const q = await insertPortfolio(small);
    const res = await requestAs(small, q.landlord, "/api/money/expenses", {
      method: "POST",
      json: expenseBody(q.homeIds[0]),
    });
    const { expense } = (await res.json()) as { expense: Expense };
    const big = new Blob([`%PDF-1.4\n${"x".repeat(4096)}`], { type: "application/pdf" });
    expect(
      (await upload(small, q.landlord, `/api/money/expenses/${expense.id}/receipt`, big, "big.pdf")).status,
    ).toBe(413);
  });
});
