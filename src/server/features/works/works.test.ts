import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ContractorJob, WorksOrder } from "@shared/schemas/works";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, expenses, properties, supportTickets, worksOrders } from "../../db/schema";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { insertLetting, type Letting } from "../tenancies/tenancy.factories";

/** Contractors and works orders: approval limit, landlord approval, the contractor's link, invoice → expense. */
let ctx: TestContext;
let stranger: TestUser;
type Raised = { order: WorksOrder; linkUrl: string | null };
type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

beforeAll(async () => {
  ctx = await createTestContext({
    dataDir: mkdtempSync(path.join(tmpdir(), "keyhold-works-")),
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 10_000, windowMs: 60_000 } },
  });
  stranger = await signedInUser(ctx, "landlord");
});

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}
const call = (who: TestUser | undefined, url: string, method = "GET", body?: unknown) =>
  requestAs(ctx, who, url, { method, json: body });
const tokenOf = (url: string | null) => new URL(url!).pathname.split("/").pop()!;
const job = (token: string, suffix = "", method = "GET", body?: unknown) =>
  call(undefined, `/api/works/${token}${suffix}`, method, body);
function upload(token: string, file: Blob, name: string, fields: Record<string, string>) {
  const form = new FormData();
  form.append("file", file, name);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return ctx.app.request(`/api/works/${token}/files`, { method: "POST", body: form });
}
const pdf = () => new Blob(["%PDF-1.4\n% invoice 42\n%%EOF\n"], { type: "application/pdf" });

const plumber = {
  name: "Pat Pipes",
  company: "Pipes & Sons",
  trade: "plumber",
  areas: ["ls1", "LS2"],
  email: "pat@pipes.example",
  phone: "0113 496 0000",
  insuranceExpiresOn: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
};

async function setUp(): Promise<Letting & { ticketId: string; contractorId: string }> {
  const l = await insertLetting(ctx);
  const { ticket } = await json<{ ticket: { id: string } }>(
    await call(l.tenant, "/api/support/tickets", "POST", {
      subject: "Leak under the kitchen sink",
      description: "Water is dripping from the pipe under the sink into the cupboard.",
      category: "maintenance",
      priority: "high",
      location: "kitchen",
      propertyId: l.propertyId,
    }),
    201,
  );
  const { contractor } = await json<{ contractor: { id: string } }>(
    await call(l.agent, "/api/contractors", "POST", plumber),
    201,
  );
  return { ...l, ticketId: ticket.id, contractorId: contractor.id };
}
const raise = (who: TestUser, s: { ticketId: string; contractorId: string }, budgetPence: number) =>
  call(who, `/api/support/tickets/${s.ticketId}/works-orders`, "POST", {
    contractorId: s.contractorId,
    description: "Replace the leaking trap under the kitchen sink.",
    budgetPence,
  });

describe("contractors", () => {
  it("checks trade rules, flags insurance and keeps each book private", async () => {
    const agent = await signedInUser(ctx, "agent");
    const gas = { ...plumber, trade: "gas_engineer", gasSafeNumber: "" };
    const bad = await json<ErrorBody>(await call(agent, "/api/contractors", "POST", gas), 400);
    expect(bad.error.fields?.gasSafeNumber).toMatch(/Gas Safe/);
    const bad2 = await json<ErrorBody>(
      await call(agent, "/api/contractors", "POST", { ...gas, gasSafeNumber: "12345", areas: ["nowhere"] }),
      400,
    );
    expect(Object.keys(bad2.error.fields ?? {})).toEqual(expect.arrayContaining(["gasSafeNumber", "areas"]));
    const { contractor } = await json<{ contractor: { id: string; insurance: string; areas: string[] } }>(
      await call(agent, "/api/contractors", "POST", { ...gas, gasSafeNumber: "1234567" }),
      201,
    );
    expect(contractor.insurance).toBe("expiring");
    expect(contractor.areas).toEqual(["LS1", "LS2"]);
    const theirs = await json<{ items: { id: string }[] }>(await call(stranger, "/api/contractors"), 200);
    expect(theirs.items.map((c) => c.id)).not.toContain(contractor.id);
    await json(await call(stranger, `/api/contractors/${contractor.id}`, "PUT", plumber), 404);
  });
});

describe("works orders", () => {
  it("waits above the limit, the landlord approves, the contractor works through the link, the invoice becomes an expense", async () => {
    const s = await setUp();
    const raised = await json<Raised>(await raise(s.agent, s, 40_000), 201);
    expect(raised.order.status).toBe("awaiting_approval");
    expect(raised.order.approvalLimitPence).toBe(25_000);
    expect(raised.linkUrl).toBeNull();
    const mail = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "works_order_approval"), eq(emailOutbox.to, s.landlord.email)));
    expect(mail).toHaveLength(1);
    const id = raised.order.id;

    // The agent can't approve; the tenant and another landlord don't see the order at all.
    await json(await call(s.agent, `/api/works-orders/${id}/approval`, "POST", { decision: "approve" }), 403);
    await json(await call(s.tenant, `/api/works-orders/${id}`), 403);
    await json(await call(stranger, `/api/works-orders/${id}`), 404);
    await json(await call(stranger, `/api/support/tickets/${s.ticketId}/works-orders`), 404);

    const approved = await json<Raised>(
      await call(s.landlord, `/api/works-orders/${id}/approval`, "POST", { decision: "approve" }),
      200,
    );
    expect(approved.order.status).toBe("sent");
    const token = tokenOf(approved.linkUrl);
    const sent = await ctx.database.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "works_order_link"));
    expect(sent.some((m) => m.text.includes(token))).toBe(true);
    const stored = await ctx.database.db.select().from(worksOrders).where(eq(worksOrders.id, id));
    expect(stored[0]!.tokenHash).not.toContain(token);

    const res = await job(token);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-robots-tag")).toMatch(/noindex/);
    const before = await json<{ job: ContractorJob }>(res, 200);
    expect(before.job.tenant).toBeNull();
    expect(before.job.address).toContain("LS1 4AP");

    await json(await job(token, "/appointment", "POST", { appointmentAt: new Date().toISOString() }), 409);
    const accepted = await json<{ job: ContractorJob }>(
      await job(token, "/response", "POST", { action: "accept" }),
      200,
    );
    expect(accepted.job.tenant?.email).toBe(s.tenant.email);
    const at = new Date(Date.now() + 2 * 86_400_000);
    at.setUTCHours(9, 30, 0, 0);
    await json(await job(token, "/appointment", "POST", { appointmentAt: at.toISOString() }), 200);

    const seen = await json<{ items: WorksOrder[]; visits: { appointmentAt: string; company: string }[] }>(
      await call(s.tenant, `/api/support/tickets/${s.ticketId}/works-orders`),
      200,
    );
    expect(seen.items).toEqual([]);
    expect(seen.visits).toEqual([
      expect.objectContaining({ company: "Pipes & Sons", appointmentAt: at.toISOString(), trade: "plumber" }),
    ]);

    const photo = new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 20, height: 20, channels: 3, background: "#336699" } })
            .png()
            .toBuffer(),
        ),
      ],
      { type: "image/png" },
    );
    await json(await upload(token, photo, "leak.png", { kind: "photo" }), 201);
    const noAmount = await json<ErrorBody>(await upload(token, pdf(), "inv.pdf", { kind: "invoice" }), 400);
    expect(noAmount.error.fields?.amountPence).toBeTruthy();
    const withInvoice = await json<{ job: ContractorJob }>(
      await upload(token, pdf(), "invoice.pdf", { kind: "invoice", amountPence: "36000" }),
      201,
    );
    expect(withInvoice.job.invoice?.amountPence).toBe(36_000);
    await json(await call(s.agent, `/api/works-orders/${id}/invoice/approval`, "POST", {}), 409);
    await json(await job(token, "/done", "POST"), 200);

    const done = await json<{ order: WorksOrder }>(
      await call(s.agent, `/api/works-orders/${id}/invoice/approval`, "POST", {}),
      200,
    );
    const [expense] = await ctx.database.db
      .select()
      .from(expenses)
      .where(eq(expenses.id, done.order.invoice!.expenseId!));
    expect(expense).toMatchObject({
      category: "repairsAndMaintenance",
      supplier: "Pipes & Sons",
      amountMinor: 36_000,
      propertyId: s.propertyId,
      receiptType: "application/pdf",
    });
    const [ticket] = await ctx.database.db
      .select({ status: supportTickets.status })
      .from(supportTickets)
      .where(eq(supportTickets.id, s.ticketId));
    expect(ticket!.status).toBe("resolved");
    // The order is closed: its link is dead.
    await json(await job(token), 404);
  });

  it("goes straight to the contractor within the landlord's limit; only the landlord sets it", async () => {
    const s = await setUp();
    await json(
      await call(s.agent, `/api/works-settings/${s.propertyId}`, "PUT", { approvalLimitPence: 50_000 }),
      403,
    );
    const { limit } = await json<{ limit: { approvalLimitPence: number; canEdit: boolean } }>(
      await call(s.landlord, `/api/works-settings/${s.propertyId}`, "PUT", { approvalLimitPence: 50_000 }),
      200,
    );
    expect(limit).toMatchObject({ approvalLimitPence: 50_000, canEdit: true });
    const raised = await json<Raised>(await raise(s.agent, s, 30_000), 201);
    expect(raised.order.status).toBe("sent");
    expect(raised.linkUrl).toMatch(/\/works\//);
    const bad = await json<ErrorBody>(await raise(s.agent, s, 0), 400);
    expect(bad.error.fields?.budgetPence).toBeTruthy();
    await json(await raise(s.tenant, s, 100), 403);
    await json(await raise(stranger, s, 100), 404);
  });

  it("a link acts on its own order only; re-issued, revoked or expired it answers 404", async () => {
    const base = await setUp();
    // The landlord raises from their own book: their order is their approval.
    const { contractor } = await json<{ contractor: { id: string } }>(
      await call(base.landlord, "/api/contractors", "POST", plumber),
      201,
    );
    const s = { ...base, contractorId: contractor.id };
    const a = await json<Raised>(await raise(s.landlord, s, 90_000), 201);
    const b = await json<Raised>(await raise(s.landlord, s, 10_000), 201);
    expect(a.order.status).toBe("sent");
    const [tokenA, tokenB] = [tokenOf(a.linkUrl), tokenOf(b.linkUrl)];
    await json(await job(tokenA, "/response", "POST", { action: "accept" }), 200);
    await json(await job(tokenB, "/response", "POST", { action: "accept" }), 200);
    const withFile = await json<{ job: ContractorJob }>(
      await upload(tokenB, pdf(), "b.pdf", { kind: "invoice", amountPence: "100" }),
      201,
    );
    const fileB = withFile.job.files[0]!.id;
    expect((await job(tokenB, `/files/${fileB}`)).status).toBe(200);
    const cross = await json<ErrorBody>(await job(tokenA, `/files/${fileB}`), 404);
    const unknown = await json<ErrorBody>(await job("x".repeat(43)), 404);
    expect(cross.error.code).toBe(unknown.error.code);

    const again = await json<Raised>(
      await call(s.agent, `/api/works-orders/${a.order.id}/link`, "POST"),
      200,
    );
    await json(await job(tokenA), 404);
    const tokenA2 = tokenOf(again.linkUrl);
    await json(await job(tokenA2), 200);
    await json(await call(s.agent, `/api/works-orders/${a.order.id}/link`, "DELETE"), 200);
    await json(await job(tokenA2), 404);

    await ctx.database.db
      .update(worksOrders)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(worksOrders.id, b.order.id));
    const expired = await json<ErrorBody>(await job(tokenB), 404);
    expect(expired).toEqual(unknown);
    await json(await call(stranger, `/api/works-orders/${b.order.id}/files/${fileB}`), 404);
    expect((await call(s.agent, `/api/works-orders/${b.order.id}/files/${fileB}`)).status).toBe(200);
  });
});

describe("contractors for a home (issue 42 item 12)", () => {
  type Listed = { id: string; coverage?: { kind: string; label: string } };
  const add = async (who: TestUser, over: Record<string, unknown>) =>
    (
      await json<{ contractor: { id: string; areas: string[] } }>(
        await call(who, "/api/contractors", "POST", { ...plumber, ...over }),
        201,
      )
    ).contractor;

  it("offers those who cover a London home first; a Leeds one comes last, marked outside their areas", async () => {
    const s = await setUp();
    await ctx.database.db
      .update(properties)
      .set({ city: "London", postcode: "SE10 8RT" })
      .where(eq(properties.id, s.propertyId));
    // setUp's plumber covers LS1 and LS2 (Leeds); in name order they come first without a home.
    const unknown = await add(s.agent, { name: "Ada Anywhere", company: null, areas: [] });
    const london = await add(s.agent, { name: "Zoe Greenwich", company: null, areas: ["se", "E14"] });
    expect(london.areas).toEqual(["SE", "E14"]);

    const book = await json<{ items: Listed[] }>(await call(s.agent, "/api/contractors"), 200);
    expect(book.items.map((c) => c.id)).toEqual([unknown.id, s.contractorId, london.id]);
    expect(book.items.every((c) => c.coverage === undefined)).toBe(true);

    const forHome = await json<{ items: Listed[] }>(
      await call(s.agent, `/api/contractors?propertyId=${s.propertyId}`),
      200,
    );
    expect(forHome.items.map((c) => [c.id, c.coverage])).toEqual([
      [london.id, { kind: "covers", label: "Covers SE10" }],
      [unknown.id, { kind: "unknown", label: "Areas not recorded" }],
      [s.contractorId, { kind: "outside", label: "Outside their areas" }],
    ]);

    // Outside their areas is a warning, not a bar: the agent decides.
    const raised = await json<Raised>(await raise(s.agent, s, 10_000), 201);
    expect(raised.order.contractor.id).toBe(s.contractorId);
  });

  it("ranks only for a home the caller manages", async () => {
    const s = await setUp();
    const path = `/api/contractors?propertyId=${s.propertyId}`;
    await json(await call(stranger, path), 404);
    await json(await call(s.tenant, path), 403);
    const bad = await json<ErrorBody>(await call(s.agent, "/api/contractors?propertyId=LS1"), 400);
    expect(bad.error.fields?.propertyId).toBe("Choose a home from your list");
    const own = await json<{ items: Listed[] }>(await call(s.landlord, path), 200);
    expect(own.items).toEqual([]);
  });

  it("takes postcode areas and districts only, in upper case, and names the rule", async () => {
    const agent = await signedInUser(ctx, "agent");
    const bad = await json<ErrorBody>(
      await call(agent, "/api/contractors", "POST", { ...plumber, areas: ["LS1", "Leeds"] }),
      400,
    );
    expect(bad.error.fields?.areas).toBe(
      '"LEEDS" is not a postcode area or district: use the start of a postcode, like LS, LS1, M60 or SW1A',
    );
    const many = Array.from({ length: 51 }, (_, i) => `LS${i % 30}`);
    const tooMany = await json<ErrorBody>(
      await call(agent, "/api/contractors", "POST", { ...plumber, areas: many }),
      400,
    );
    expect(tooMany.error.fields?.areas).toBe("At most 50 postcode areas or districts");
    const ok = await add(agent, { areas: [" l ", "ls6", "LS6", "sw1a"] });
    expect(ok.areas).toEqual(["L", "LS6", "SW1A"]);
  });
});
