import { londonDate, today as londonToday, longDate } from "@shared/dates";
import { type Statement, type StatementList, splitStatementHomes } from "@shared/schemas/statements";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, ownerStatementProperties, ownerStatements } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { pdfText } from "./pdf-text";
import {
  FIXTURE_MONTH,
  insertHome,
  insertPayment,
  insertTenancy,
  type StatementFixture,
  statementFixture,
} from "./statements.factories";

/** Owner statements through the API, against the hand-computed fixture of statements.factories.ts. */
let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
  admin = await signedInUser(ctx, "admin");
});

interface World {
  landlord: TestUser;
  coOwner: TestUser;
  agent: TestUser;
  tenant: TestUser;
  f: StatementFixture;
}

async function world(): Promise<World> {
  const [landlord, coOwner, agent, tenant] = await Promise.all([
    signedInUser(ctx, "landlord", { name: "Lena Landlord" }),
    signedInUser(ctx, "landlord", { name: "Cora Co-owner" }),
    signedInUser(ctx, "agent", { name: "Arlo Agent" }),
    signedInUser(ctx, "tenant", { name: "Tam Tenant" }),
  ]);
  const f = await statementFixture(ctx.database.db, {
    landlordId: landlord.id,
    landlordName: "Lena Landlord",
    coOwnerId: coOwner.id,
    coOwnerName: "Cora Co-owner",
    agentId: agent.id,
    tenantId: tenant.id,
  });
  return { landlord, coOwner, agent, tenant, f };
}

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}

const generate = (as: TestUser, body: unknown) =>
  requestAs(ctx, as, "/api/money/statements", { method: "POST", json: body });

describe("owner statement figures", () => {
  it("applies each owner's share per home and kind: 60 % and 40 % of rent, fees with VAT and agent-paid expenses", async () => {
    const w = await world();
    const { statement: mine } = await json<{ statement: Statement }>(
      await generate(w.landlord, { month: FIXTURE_MONTH }),
      201,
    );
    expect(mine.month).toBe("2026-03-01");
    const aspen = mine.figures.homes.find((h) => h.title === "Aspen Court")!;
    const birch = mine.figures.homes.find((h) => h.title === "Birch House")!;
    // £1,000.00 rent × 60 %; fee 10 % = £100.00 + VAT £20.00 = £120.00 × 60 %; repair £150.00 × 60 %.
    expect(aspen).toMatchObject({
      shareBp: 6_000,
      rentMinor: 60_000,
      feesMinor: 7_200,
      feesVatMinor: 1_200,
      expensesMinor: 9_000,
      ownerPaidMinor: 3_600,
      paidOutMinor: 43_800,
    });
    expect(aspen.lines.map((l) => [l.date, l.kind, l.amountMinor, l.vatMinor])).toEqual([
      ["2026-03-05", "rent", 60_000, 0],
      ["2026-03-05", "fee", 7_200, 1_200],
      ["2026-03-10", "expense", 9_000, 1_500],
    ]);
    expect(aspen.lines[0]!.description).toBe("Rent received from Tam Tenant (ASPEN MAR)");
    expect(aspen.ownerPaid).toHaveLength(1);
    expect(aspen.ownerPaid[0]).toMatchObject({ date: "2026-03-12", amountMinor: 3_600 });
    expect(birch).toMatchObject({ shareBp: 10_000, rentMinor: 50_000, feesMinor: 0, paidOutMinor: 50_000 });
    // Owner-paid insurance is listed, not deducted; the pending payment and April's are not income.
    expect(mine.figures.totals).toEqual({
      rentMinor: 110_000,
      feesMinor: 7_200,
      feesVatMinor: 1_200,
      expensesMinor: 9_000,
      ownerPaidMinor: 3_600,
      paidOutMinor: 93_800,
    });
    expect(mine).toMatchObject({ rentMinor: 110_000, paidOutMinor: 93_800, homeCount: 2, partial: false });

    const { statement: theirs } = await json<{ statement: Statement }>(
      await generate(w.coOwner, { month: FIXTURE_MONTH }),
      201,
    );
    expect(theirs.figures.homes.map((h) => h.title)).toEqual(["Aspen Court"]);
    expect(theirs.figures.totals).toEqual({
      rentMinor: 40_000,
      feesMinor: 4_800,
      feesVatMinor: 800,
      expensesMinor: 6_000,
      ownerPaidMinor: 2_400,
      paidOutMinor: 29_200,
    });
  });

  it("shows a negative amount paid out as owed by the owner", async () => {
    const w = await world();
    const { insertExpense } = await import("./statements.factories");
    await insertExpense(ctx.database.db, {
      landlordId: w.landlord.id,
      propertyId: w.f.soleHome,
      paidOn: "2026-03-25",
      amount: 200_000,
      paidBy: "agent",
      supplier: "Roof & Co",
      category: "repairsAndMaintenance",
    });
    const { statement } = await json<{ statement: Statement }>(
      await generate(w.landlord, { month: FIXTURE_MONTH }),
      201,
    );
    expect(statement.paidOutMinor).toBe(110_000 - 7_200 - 9_000 - 200_000);
    const text = await pdfText(await requestAs(ctx, w.landlord, `/api/money/statements/${statement.id}/pdf`));
    expect(text).toContain("Owed by you");
    expect(text).toContain("£1,062.00");
  });
});

describe("stored history", () => {
  it("makes a month once per owner: asking again answers the stored statement", async () => {
    const w = await world();
    const first = await json<{ statement: Statement }>(
      await generate(w.landlord, { month: FIXTURE_MONTH }),
      201,
    );
    const again = await json<{ statement: Statement }>(
      await generate(w.landlord, { month: FIXTURE_MONTH }),
      200,
    );
    const byAgent = await json<{ statement: Statement }>(
      await generate(w.agent, { month: FIXTURE_MONTH, ownerId: w.landlord.id }),
      200,
    );
    expect(again.statement.id).toBe(first.statement.id);
    expect(byAgent.statement.id).toBe(first.statement.id);
    const rows = await ctx.database.db
      .select()
      .from(ownerStatements)
      .where(eq(ownerStatements.ownerId, w.landlord.id));
    expect(rows).toHaveLength(1);
    const homes = await ctx.database.db
      .select()
      .from(ownerStatementProperties)
      .where(eq(ownerStatementProperties.statementId, first.statement.id));
    expect(homes.map((h) => h.propertyId).sort()).toEqual([w.f.sharedHome, w.f.soleHome].sort());
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "owner_statement.generate"), eq(auditLog.entityId, first.statement.id)));
    expect(audits).toHaveLength(1);
    // Concurrent requests for a new month: one row.
    const results = await Promise.all([1, 2, 3].map(() => generate(w.coOwner, { month: "2026-02" })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
  });

  it("refuses a month that has not ended (409) and bad months (400)", async () => {
    const w = await world();
    const current = londonToday().slice(0, 7);
    const res = await generate(w.landlord, { month: current });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toMatch(/has not ended yet/);
    for (const month of ["2026-13", "March", "1999-12", ""]) {
      const bad = await json<{ error: { fields: Record<string, string> } }>(
        await generate(w.landlord, { month }),
        400,
      );
      expect(bad.error.fields.month).toBeTruthy();
    }
    const none = await json<{ error: { fields: Record<string, string> } }>(
      await generate(admin, { month: FIXTURE_MONTH }),
      400,
    );
    expect(none.error.fields.ownerId).toMatch(/Choose the owner/);
  });
});

describe("who sees and makes statements", () => {
  it("lists an owner's own, an agent's managed homes only, everything for admins; tenants 403", async () => {
    const w = await world();
    const mine = (
      await json<{ statement: Statement }>(await generate(w.landlord, { month: FIXTURE_MONTH }), 201)
    ).statement;
    const theirs = (
      await json<{ statement: Statement }>(await generate(w.coOwner, { month: FIXTURE_MONTH }), 201)
    ).statement;
    const list = async (u: TestUser) =>
      json<StatementList>(await requestAs(ctx, u, "/api/money/statements?pageSize=100"), 200);
    const own = await list(w.landlord);
    expect(own.items.map((s) => s.id)).toEqual([mine.id]);
    const owners = async (u: TestUser) =>
      (
        await json<{ items: { id: string }[] }>(await requestAs(ctx, u, "/api/money/statement-owners"), 200)
      ).items.map((o) => o.id);
    expect(await owners(w.landlord)).toEqual([w.landlord.id]);
    const co = await list(w.coOwner);
    expect(co.items.map((s) => s.id)).toEqual([theirs.id]);

    const agentList = await list(w.agent);
    expect(agentList.items.map((s) => s.id).sort()).toEqual([mine.id, theirs.id].sort());
    expect((await owners(w.agent)).sort()).toEqual([w.landlord.id, w.coOwner.id].sort());
    expect(await owners(await signedInUser(ctx, "agent"))).toEqual([]);
    expect((await requestAs(ctx, w.tenant, "/api/money/statement-owners")).status).toBe(403);
    // The agent manages Aspen Court only: Birch House is not theirs to see.
    const seen = await json<{ statement: Statement }>(
      await requestAs(ctx, w.agent, `/api/money/statements/${mine.id}`),
      200,
    );
    expect(seen.statement.partial).toBe(true);
    expect(seen.statement.figures.homes.map((h) => h.title)).toEqual(["Aspen Court"]);
    expect(seen.statement.figures.totals.paidOutMinor).toBe(43_800);
    const agentPdf = await pdfText(await requestAs(ctx, w.agent, `/api/money/statements/${mine.id}/pdf`));
    expect(agentPdf).not.toContain("Birch House");

    const stranger = await signedInUser(ctx, "agent");
    expect((await list(stranger)).items).toHaveLength(0);
    expect((await requestAs(ctx, stranger, `/api/money/statements/${mine.id}`)).status).toBe(404);
    expect((await requestAs(ctx, stranger, `/api/money/statements/${mine.id}/pdf`)).status).toBe(404);
    expect((await generate(stranger, { month: FIXTURE_MONTH, ownerId: w.landlord.id })).status).toBe(404);
    const otherLandlord = await signedInUser(ctx, "landlord");
    expect((await requestAs(ctx, otherLandlord, `/api/money/statements/${mine.id}`)).status).toBe(404);
    expect((await generate(otherLandlord, { month: FIXTURE_MONTH, ownerId: w.landlord.id })).status).toBe(
      404,
    );
    // A co-owner reads their own statement, never the landlord's.
    expect((await requestAs(ctx, w.coOwner, `/api/money/statements/${mine.id}`)).status).toBe(404);

    expect((await requestAs(ctx, w.tenant, "/api/money/statements")).status).toBe(403);
    expect((await requestAs(ctx, w.tenant, `/api/money/statements/${mine.id}`)).status).toBe(403);
    expect((await requestAs(ctx, undefined, "/api/money/statements")).status).toBe(401);

    const all = await json<StatementList>(
      await requestAs(ctx, admin, `/api/money/statements?ownerId=${w.landlord.id}`),
      200,
    );
    expect(all.items.map((s) => s.id)).toEqual([mine.id]);
    expect(all.items[0]!.partial).toBe(false);
    expect((await requestAs(ctx, admin, "/api/money/statements/not-a-uuid")).status).toBe(404);
  });
});

describe("the statement PDF", () => {
  it("has the letterhead, owner, month, each home's lines, the totals and the note", async () => {
    const w = await world();
    const { statement } = await json<{ statement: Statement }>(
      await generate(w.coOwner, { month: FIXTURE_MONTH }),
      201,
    );
    const text = await pdfText(await requestAs(ctx, w.coOwner, `/api/money/statements/${statement.id}/pdf`));
    for (const expected of [
      "Keyhold",
      "Owner statement",
      "Owner: Cora Co-owner",
      "Month: March 2026",
      "Aspen Court",
      "Figures are the owner's share: 40 %.",
      "Rent received from Tam Tenant (ASPEN MAR)",
      "£400.00",
      "-£48.00",
      "Drip Plumbing",
      "-£60.00",
      "Agent fees (VAT £8.00 included)",
      "Amount paid out to you",
      "£292.00",
      "Expenses you paid directly (not deducted)",
      "£24.00",
      "Keyhold records and computes; not tax advice.",
    ])
      expect(text).toContain(expected);
  });
});

describe("homes without activity (issue 42 items 6 and 8)", () => {
  /** An owner with one let home paid in March and three empty ones, one of them a flat ("Flat 4"). */
  async function vacancies() {
    const [owner, tenant] = await Promise.all([
      signedInUser(ctx, "landlord", { name: "Vera Vacant" }),
      signedInUser(ctx, "tenant", { name: "Tam Tenant" }),
    ]);
    const { db } = ctx.database;
    const let1 = await insertHome(db, {
      landlordId: owner.id,
      title: "Let Home",
      addressLine1: "9 Busy Street",
      addressLine2: "Flat 4",
    });
    for (const [title, addressLine1, addressLine2] of [
      ["Empty One", "1 Quiet Row", null],
      ["Empty Two", "2 Quiet Row", "Flat 2"],
      ["Empty Three", "3 Quiet Row", null],
    ] as const)
      await insertHome(db, { landlordId: owner.id, title, addressLine1, addressLine2 });
    const tenancyId = await insertTenancy(db, { propertyId: let1, tenantId: tenant.id, createdBy: owner.id });
    await insertPayment(db, {
      tenancyId,
      amount: 100_000,
      paidOn: "2026-03-03",
      reference: "BUSY",
      by: owner.id,
    });
    const { statement } = await json<{ statement: Statement }>(
      await generate(owner, { month: FIXTURE_MONTH }),
      201,
    );
    return { owner, statement };
  }

  it("keeps every home and the totals in the figures; one section with activity, one line for the rest", async () => {
    const { statement } = await vacancies();
    expect(statement.homeCount).toBe(4);
    expect(statement.figures.totals).toMatchObject({ rentMinor: 100_000, paidOutMinor: 100_000 });
    const let1 = statement.figures.homes.find((h) => h.title === "Let Home")!;
    expect(let1.address).toBe("9 Busy Street, Flat 4, Leeds, LS1 4AP");
    const { active, quiet, quietSummary, quietLine } = splitStatementHomes(statement.figures.homes);
    expect(active.map((h) => h.title)).toEqual(["Let Home"]);
    expect(quiet).toHaveLength(3);
    expect(quietSummary).toBe("No rent, fees or expenses this month: 3 other homes");
    expect(quietLine).toBe(
      "No rent, fees or expenses this month: 3 other homes (1 Quiet Row; 3 Quiet Row; 2 Quiet Row, Flat 2)",
    );
  });

  it("prints one line for the empty homes, the full address and en-GB dates in the PDF", async () => {
    const { owner, statement } = await vacancies();
    const text = await pdfText(await requestAs(ctx, owner, `/api/money/statements/${statement.id}/pdf`));
    expect(text.match(/No rent, fees or expenses/g)).toHaveLength(1);
    expect(text).toContain("No rent, fees or expenses this month: 3 other homes");
    expect(text).toContain("2 Quiet Row, Flat 2");
    for (const empty of ["Empty One", "Empty Two", "Empty Three"]) expect(text).not.toContain(empty);
    expect(text).toContain("Let Home, 9 Busy Street, Flat 4, Leeds, LS1 4AP");
    expect(text).toContain("Rent received from Tam Tenant (BUSY)");
    expect(text).toContain("3 March 2026");
    expect(text).toContain("Month: March 2026 (1 March 2026 to 31 March 2026)");
    expect(text).toContain(`Made on ${longDate(londonDate(new Date(statement.generatedAt)))}`);
    expect(text).toContain("Rent collected £1,000.00");
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
