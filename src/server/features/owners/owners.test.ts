import type { Agreement, FeeIncome, MoneyHome, Owners } from "@shared/schemas/money-owners";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, payments, properties, propertyOwners } from "../../db/schema";
import {
  cookieFrom,
  createTestContext,
  postJson,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { insertLetting, type Letting } from "../tenancies/tenancy.factories";

let ctx: TestContext;
let admin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
  [admin, stranger] = await Promise.all([signedInUser(ctx, "admin"), signedInUser(ctx, "landlord")]);
});

type ErrorBody = { error?: { fields?: Record<string, string>; message: string } };
async function call<T>(user: TestUser | undefined, path: string, method = "GET", json?: unknown) {
  const res = await requestAs(ctx, user, path, { method, json });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : {}) as T & ErrorBody };
}
const owners = (l: Letting) => `/api/money/homes/${l.propertyId}/owners`;

/** The token of the last co-owner invitation e-mailed to an address. */
async function inviteToken(email: string): Promise<string> {
  const rows = await ctx.database.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), eq(emailOutbox.kind, "co_owner_invitation")))
    .orderBy(emailOutbox.createdAt);
  const match = /token=([^&\s]+)/.exec(rows.at(-1)?.text ?? "");
  if (!match) throw new Error(`no co-owner invitation to ${email}`);
  return decodeURIComponent(match[1]!);
}

/** Sets 60/40 with a new co-owner invited at `email`; answers the owners. */
async function setSixtyForty(l: Letting, email: string) {
  const res = await call<Owners>(l.landlord, owners(l), "PUT", {
    owners: [
      { name: "Main Landlord", shareBp: 6000 },
      { name: "Priya Shah", email, shareBp: 4000 },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe("owners and shares", () => {
  it("a home with no shares recorded is the landlord's at 100 %", async () => {
    const l = await insertLetting(ctx);
    const res = await call<Owners>(l.agent, owners(l));
    expect(res.status).toBe(200);
    expect(res.body.owners).toEqual([
      expect.objectContaining({ id: null, shareBp: 10_000, isPrimary: true, status: "owner" }),
    ]);
    expect(res.body.canEdit).toBe(false);
  });

  it("the landlord sets 60/40, the co-owner is invited by e-mail, and it is audited", async () => {
    const l = await insertLetting(ctx);
    const email = `co-${crypto.randomUUID().slice(0, 8)}@test.example`;
    const body = await setSixtyForty(l, email);
    expect(body.canEdit).toBe(true);
    expect(body.owners.map((o) => [o.name, o.shareBp, o.status, o.email])).toEqual([
      ["Main Landlord", 6000, "owner", null],
      ["Priya Shah", 4000, "invited", email],
    ]);
    expect(await inviteToken(email)).toMatch(/.{20,}/);
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.entityId, l.propertyId));
    expect(audits.map((a) => a.action)).toContain("owners_set");
    // The agent reads the shares but not the invited address.
    const agentView = await call<Owners>(l.agent, owners(l));
    expect(agentView.body.owners[1]).toMatchObject({ status: "invited", email: null });
  });

  it("shares not summing to 100 % are refused naming the sum, and nothing is written", async () => {
    const l = await insertLetting(ctx);
    const res = await call(l.landlord, owners(l), "PUT", {
      owners: [
        { name: "Me", shareBp: 6000 },
        { name: "Other", email: "other@test.example", shareBp: 3000 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields?.owners).toBe("Shares must add up to 100 % (they add up to 90 %)");
    const rows = await ctx.database.db
      .select()
      .from(propertyOwners)
      .where(eq(propertyOwners.propertyId, l.propertyId));
    expect(rows).toEqual([]);
  });

  it("names the row of a bad share, a missing e-mail, a duplicate and the landlord's own address", async () => {
    const l = await insertLetting(ctx);
    const zero = await call(l.landlord, owners(l), "PUT", {
      owners: [
        { name: "Me", shareBp: 10_000 },
        { name: "Zero", email: "z@test.example", shareBp: 0 },
      ],
    });
    expect(zero.status).toBe(400);
    expect(zero.body.error?.fields?.["owners.1.shareBp"]).toBe("Each share must be between 0.01 % and 100 %");
    const res = await call(l.landlord, owners(l), "PUT", {
      owners: [
        { name: "Me", shareBp: 5000 },
        { name: "No mail", shareBp: 2500 },
        { name: "Other", email: "o@test.example", shareBp: 2400 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.fields).toEqual({
      "owners.1.email": expect.stringContaining("Enter the co-owner's e-mail"),
      owners: "Shares must add up to 100 % (they add up to 99 %)",
    });
    const again = await call(l.landlord, owners(l), "PUT", {
      owners: [
        { name: "Me", shareBp: 5000 },
        { name: "Self", email: l.landlord.email, shareBp: 2500 },
        { name: "Twice", email: "t@test.example", shareBp: 1250 },
        { name: "Twice", email: "T@test.example", shareBp: 1250 },
      ],
    });
    expect(again.body.error?.fields).toMatchObject({
      "owners.1.email": "This is the landlord account's own e-mail",
      "owners.3.email": "This e-mail is already listed as an owner",
    });
    const many = await call(l.landlord, owners(l), "PUT", {
      owners: Array.from({ length: 21 }, (_, i) => ({ name: `O${i}`, email: `o${i}@t.example`, shareBp: 1 })),
    });
    expect(many.status).toBe(400);
    expect(many.body.error?.fields?.owners).toBe("At most 20 owners");
  });

  it("only the landlord account and admins change owners: agent and co-owner 403, strangers 404", async () => {
    const l = await insertLetting(ctx);
    const body = { owners: [{ name: "X", shareBp: 10_000 }] };
    expect((await call(l.agent, owners(l), "PUT", body)).status).toBe(403);
    expect((await call(stranger, owners(l), "PUT", body)).status).toBe(404);
    expect((await call(l.tenant, owners(l), "PUT", body)).status).toBe(403);
    expect((await call(admin, owners(l), "PUT", body)).status).toBe(200);
  });
});

describe("co-owner invitation and read access", () => {
  it("a landlord account with the invited address accepts with the token and reads its share only", async () => {
    const l = await insertLetting(ctx);
    const co = await signedInUser(ctx, "landlord", { name: "Priya Shah" });
    await setSixtyForty(l, co.email);
    // Pending: no access yet.
    expect((await call(co, owners(l))).status).toBe(404);
    const token = await inviteToken(co.email);
    // Someone else's account cannot use the token.
    const wrong = await call(stranger, "/api/money/owner-invitations/accept", "POST", { token });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.fields?.token).toContain("sent to another e-mail address");
    const ok = await call<{ homes: { id: string; shareBp: number }[] }>(
      co,
      "/api/money/owner-invitations/accept",
      "POST",
      { token },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.homes).toEqual([expect.objectContaining({ id: l.propertyId, shareBp: 4000 })]);
    // Used once only.
    expect((await call(co, "/api/money/owner-invitations/accept", "POST", { token })).status).toBe(400);

    const list = await call<{ items: MoneyHome[] }>(co, "/api/money/homes");
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: l.propertyId,
        relation: "co-owner",
        yourShareBp: 4000,
        canWrite: false,
        canEditOwners: false,
      }),
    ]);
    const view = await call<Owners>(co, owners(l));
    expect(view.body.owners[1]).toMatchObject({ status: "accepted", isYou: true, email: null });
    // Read-only: every write is refused and changes nothing.
    const home = `/api/money/homes/${l.propertyId}`;
    expect((await call(co, owners(l), "PUT", { owners: [{ name: "Me", shareBp: 10_000 }] })).status).toBe(
      403,
    );
    expect(
      (
        await call(co, `${home}/values`, "PUT", {
          purchasePriceMinor: 1,
          purchasedOn: null,
          currentValueMinor: null,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(co, `${home}/agreement`, "PUT", {
          feeBp: 1000,
          fixedFeeMinor: 0,
          vatBp: 0,
          startsOn: "2026-01-01",
        })
      ).status,
    ).toBe(403);
    expect((await call(co, `${home}/agreement`, "DELETE")).status).toBe(403);
    const [row] = await ctx.database.db.select().from(properties).where(eq(properties.id, l.propertyId));
    expect(row!.purchasePriceMinor).toBeNull();

    // Removing the co-owner removes their access at once.
    const kept = await call<Owners>(l.landlord, owners(l), "PUT", {
      owners: [{ id: view.body.owners[0]!.id, name: "Main Landlord", shareBp: 10_000 }],
    });
    expect(kept.body.owners).toHaveLength(1);
    expect((await call(co, owners(l))).status).toBe(404);
    expect((await call<{ items: MoneyHome[] }>(co, "/api/money/homes")).body.items).toEqual([]);
  });

  it("signing up through the link with the invited address accepts it; other roles cannot accept", async () => {
    const l = await insertLetting(ctx);
    const email = `new-co-${crypto.randomUUID().slice(0, 8)}@test.example`;
    await setSixtyForty(l, email);
    const token = await inviteToken(email);
    const agent = await signedInUser(ctx, "agent");
    expect((await call(agent, "/api/money/owner-invitations/accept", "POST", { token })).status).toBe(403);
    const res = await postJson(ctx, "/api/auth/sign-up", {
      name: "Priya Shah",
      email,
      password: "a-long-unusual-passphrase-42",
      // Picked by mistake on the form: a co-owner invitation makes a landlord account anyway.
      role: "agent",
      inviteToken: token,
    });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    expect(((await res.clone().json()) as { user: { role: string } }).user.role).toBe("landlord");
    const co: TestUser = { id: "", email, role: "landlord", cookie: cookieFrom(res) };
    const list = await call<{ items: MoneyHome[] }>(co, "/api/money/homes");
    expect(list.body.items.map((h) => [h.id, h.yourShareBp])).toEqual([[l.propertyId, 4000]]);
  });

  it("a replaced or removed invitation no longer works", async () => {
    const l = await insertLetting(ctx);
    const co = await signedInUser(ctx, "landlord");
    const first = await setSixtyForty(l, co.email);
    const token = await inviteToken(co.email);
    await call(l.landlord, owners(l), "PUT", {
      owners: [{ id: first.owners[0]!.id, name: "Main", shareBp: 10_000 }],
    });
    expect((await call(co, "/api/money/owner-invitations/accept", "POST", { token })).status).toBe(400);
  });
});

describe("home values", () => {
  it("landlord and agent set values within bounds; strangers 404", async () => {
    const l = await insertLetting(ctx);
    const path = `/api/money/homes/${l.propertyId}/values`;
    const ok = await call<{ home: MoneyHome }>(l.agent, path, "PUT", {
      purchasePriceMinor: 25_000_000,
      purchasedOn: "2019-06-14",
      currentValueMinor: 31_000_000,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.home).toMatchObject({ purchasePriceMinor: 25_000_000, currentValueMinor: 31_000_000 });
    const big = await call(l.landlord, path, "PUT", {
      purchasePriceMinor: 2_000_000_001,
      purchasedOn: "2099-01-01",
      currentValueMinor: -5,
    });
    expect(big.status).toBe(400);
    expect(big.body.error?.fields).toMatchObject({
      purchasePriceMinor: "The purchase price must be at most £20,000,000",
      purchasedOn: "The purchase date must be from 1 January 1900 to today",
      currentValueMinor: "The current value must be more than £0",
    });
    expect(
      (
        await call(stranger, path, "PUT", {
          purchasePriceMinor: null,
          purchasedOn: null,
          currentValueMinor: null,
        })
      ).status,
    ).toBe(404);
    const cleared = await call<{ home: MoneyHome }>(l.landlord, path, "PUT", {
      purchasePriceMinor: null,
      purchasedOn: "",
      currentValueMinor: null,
    });
    expect(cleared.body.home.purchasePriceMinor).toBeNull();
  });
});

describe("management agreement and fee income", () => {
  const agreement = { feeBp: 1000, fixedFeeMinor: 0, vatBp: 2000, startsOn: "2025-01-01" };

  it("the landlord sets it (the agent reads), bad terms are refused per field", async () => {
    const l = await insertLetting(ctx);
    const path = `/api/money/homes/${l.propertyId}/agreement`;
    expect((await call(l.agent, path)).status).toBe(404);
    expect((await call(l.agent, path, "PUT", agreement)).status).toBe(403);
    const set = await call<{ agreement: Agreement }>(l.landlord, path, "PUT", agreement);
    expect(set.status).toBe(200);
    expect(set.body.agreement).toMatchObject({ feeBp: 1000, vatBp: 2000, agentId: l.agent.id, endsOn: null });
    expect((await call<{ agreement: Agreement }>(l.agent, path)).body.agreement.feeBp).toBe(1000);
    const bad = await call(l.landlord, path, "PUT", {
      feeBp: 0,
      fixedFeeMinor: 0,
      vatBp: 12_000,
      startsOn: "2026-05-01",
      endsOn: "2026-04-01",
    });
    expect(bad.body.error?.fields).toMatchObject({
      feeBp: "Set a percentage of rent, a fixed monthly fee, or both",
      vatBp: "VAT must be between 0 % and 100 %",
    });
    const backwards = await call(l.landlord, path, "PUT", {
      ...agreement,
      startsOn: "2026-05-01",
      endsOn: "2026-04-01",
    });
    expect(backwards.body.error?.fields?.endsOn).toBe("The end date must be on or after the start");
    expect((await call(l.landlord, path, "DELETE")).status).toBe(200);
    expect((await call(l.landlord, path, "DELETE")).status).toBe(404);
  });

  it("a home without an agent cannot have an agreement", async () => {
    const l = await insertLetting(ctx);
    await ctx.database.db.update(properties).set({ agentId: null }).where(eq(properties.id, l.propertyId));
    const res = await call(l.landlord, `/api/money/homes/${l.propertyId}/agreement`, "PUT", agreement);
    expect(res.status).toBe(409);
  });

  it("fee income: 10 % + VAT of rent received, plus a fixed fee, per home and month", async () => {
    const l = await insertLetting(ctx);
    const other = await insertLetting(ctx);
    await call(l.landlord, `/api/money/homes/${l.propertyId}/agreement`, "PUT", {
      ...agreement,
      fixedFeeMinor: 1500,
    });
    await call(other.landlord, `/api/money/homes/${other.propertyId}/agreement`, "PUT", agreement);
    const pay = (tenancyId: string, paidOn: string, amount: number, status = "completed") => ({
      tenancyId,
      amount,
      paidOn,
      status,
      method: "bank_transfer",
    });
    await ctx.database.db
      .insert(payments)
      .values([
        pay(l.tenancyId, "2026-04-10", 120_000),
        pay(l.tenancyId, "2026-05-09", 120_000),
        pay(l.tenancyId, "2026-05-20", 50_000, "pending"),
        pay(other.tenancyId, "2026-04-10", 90_000),
      ] as (typeof payments.$inferInsert)[]);
    const res = await call<FeeIncome>(l.agent, "/api/money/fees?from=2026-04-06&to=2026-05-31");
    expect(res.status).toBe(200);
    expect(res.body.homes.map((h) => h.propertyId)).toEqual([l.propertyId]);
    // April: 10 % of £1,200 = £120, VAT £24. May: fixed £15 (+£3 VAT) and £120 + £24.
    expect(res.body.months).toEqual([
      { month: "2026-04", netMinor: 12_000, vatMinor: 2_400, totalMinor: 14_400 },
      { month: "2026-05", netMinor: 13_500, vatMinor: 2_700, totalMinor: 16_200 },
    ]);
    expect(res.body.totals).toEqual({ netMinor: 25_500, vatMinor: 5_100, totalMinor: 30_600 });
    const all = await call<FeeIncome>(admin, "/api/money/fees?from=2026-04-06&to=2026-05-31");
    expect(all.body.homes.map((h) => h.propertyId).sort()).toEqual([l.propertyId, other.propertyId].sort());
    expect((await call(l.landlord, "/api/money/fees")).status).toBe(403);
    const long = await call(l.agent, "/api/money/fees?from=2020-01-01&to=2026-01-01");
    expect(long.status).toBe(400);
    expect(long.body.error?.fields?.to).toBe("Choose a range of at most 2 years");
  });
});
