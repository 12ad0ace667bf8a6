import { addDays, today as londonToday } from "@shared/dates";
import { monthsLater } from "@shared/law";
import type { RentIncreaseNotice, TenancyRents } from "@shared/schemas/rent-increases";
import type { Tenancy } from "@shared/schemas/tenancies";
import { and, eq } from "drizzle-orm";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, properties, rentIncreaseNotices, tenancies, tenancyRents } from "../../db/schema";
import { processHolder } from "../../jobs/lock";
import { runRentIncreaseJob } from "../../jobs/rent-increases";
import {
  createTestContext,
  requestAs,
  signedInUser,
  type TestContext,
  type TestUser,
} from "../../test/harness";
import { applyDueRentIncreases } from "./service-rent-apply";
import { setInitialRent } from "./service-rents";

/** Section 13 rent increases through the API: each test lets its own home. */
let ctx: TestContext;
let outsider: TestUser;
let admin: TestUser;
const today = londonToday();
/** The 1st of the month two years ago: the 12-month bars are long past. */
const longAgo = `${Number(today.slice(0, 4)) - 2}-${today.slice(5, 7)}-01`;

beforeAll(async () => {
  ctx = await createTestContext({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
  [outsider, admin] = await Promise.all([signedInUser(ctx, "landlord"), signedInUser(ctx, "admin")]);
});

async function letting(startDate = longAgo) {
  const [landlord, agent, tenant] = await Promise.all([
    signedInUser(ctx, "landlord", { name: "Lena Landlord" }),
    signedInUser(ctx, "agent", { name: "Arlo Agent" }),
    signedInUser(ctx, "tenant", { name: "Tam Tenant" }),
  ]);
  const { db } = ctx.database;
  const [property] = await db
    .insert(properties)
    .values({
      landlordId: landlord.id,
      agentId: agent.id,
      title: "Notice flat",
      type: "flat",
      status: "let",
      addressLine1: "7 Section Street",
      city: "Bristol",
      postcode: "BS1 4DJ",
      bedrooms: 1,
      bathrooms: 1,
      rentAmount: 100_000,
      rentPcm: 100_000,
    })
    .returning();
  const [t] = await db
    .insert(tenancies)
    .values({
      propertyId: property!.id,
      tenantId: tenant.id,
      status: "active",
      startDate,
      rentAmount: 100_000,
      rentFrequency: "monthly",
      dueDay: 1,
      createdBy: landlord.id,
    })
    .returning();
  await setInitialRent(db, t!, landlord.id, "Rent agreed at the start of the tenancy");
  return { landlord, agent, tenant, id: t!.id };
}
type Letting = Awaited<ReturnType<typeof letting>>;

async function json<T>(res: Response, status: number): Promise<T> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  return JSON.parse(text) as T;
}
const post = (as: TestUser, path: string, body?: unknown) =>
  requestAs(ctx, as, path, { method: "POST", json: body ?? {} });
const rents = (as: TestUser, l: Letting) => requestAs(ctx, as, `/api/tenancies/${l.id}/rents`);

async function earliest(l: Letting): Promise<string> {
  const r = await json<TenancyRents>(await rents(l.landlord, l), 200);
  expect(r.options?.canPropose).toBe(true);
  return r.options!.earliestStart!;
}

async function propose(l: Letting, by = l.landlord, body?: Record<string, unknown>) {
  const start = body?.startDate ?? (await earliest(l));
  const res = await post(by, `/api/tenancies/${l.id}/rent-increases`, {
    newRent: 110_000,
    startDate: start,
    ...body,
  });
  return (await json<{ notice: RentIncreaseNotice }>(res, 201)).notice;
}
const act = (as: TestUser, l: Letting, nid: string, action: string, body?: unknown) =>
  post(as, `/api/tenancies/${l.id}/rent-increases/${nid}/${action}`, body);
const serve = (l: Letting, nid: string, servedOn = today) =>
  act(l.landlord, l, nid, "serve", { servedOn, method: "post", note: "First class, proof of posting 123" });

const noticeCount = async (id: string) =>
  (await ctx.database.db.select().from(rentIncreaseNotices).where(eq(rentIncreaseNotices.tenancyId, id)))
    .length;

/** Moves a notice's start date (as if time had passed), bypassing the API. */
const startOn = (nid: string, startDate: string) =>
  ctx.database.db.update(rentIncreaseNotices).set({ startDate }).where(eq(rentIncreaseNotices.id, nid));

async function pdfText(res: Response): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(await res.arrayBuffer()), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ("str" in it ? it.str : "")).join(" "));
  }
  // Lines wrap after a hyphen ("First-" / "tier"): join them back.
  return pages.join("\n").replace(/\s+/g, " ").replace(/- /g, "-");
}

describe("proposing a section 13 rent increase", () => {
  it("shows the earliest valid start, drafts at it, and keeps the draft from the tenant", async () => {
    const l = await letting();
    const start = await earliest(l);
    // Two months' notice from today, on a rent day (the 1st).
    expect(start >= monthsLater(today, 2)).toBe(true);
    expect(start.endsWith("-01")).toBe(true);
    const notice = await propose(l, l.agent);
    expect(notice).toMatchObject({
      status: "draft",
      currentRent: 100_000,
      newRent: 110_000,
      startDate: start,
    });
    const forTenant = await json<TenancyRents>(await rents(l.tenant, l), 200);
    expect(forTenant.notices).toEqual([]);
    expect(forTenant.options).toBeNull();
    expect(forTenant.rents.map((r) => r.kind)).toEqual(["initial"]);
    const pdf = await requestAs(
      ctx,
      l.tenant,
      `/api/tenancies/${l.id}/rent-increases/${notice.id}/form-4a.pdf`,
    );
    expect(pdf.status).toBe(404);
    // One open notice at a time.
    const second = await post(l.landlord, `/api/tenancies/${l.id}/rent-increases`, {
      newRent: 120_000,
      startDate: start,
    });
    expect(second.status).toBe(409);
    const staffView = await json<TenancyRents>(await rents(l.landlord, l), 200);
    expect(staffView.options).toMatchObject({ canPropose: false, earliestStart: null });
  });

  it("refuses short notice, a start not on a rent day, and a rent that is not higher, writing nothing", async () => {
    const l = await letting();
    const path = `/api/tenancies/${l.id}/rent-increases`;
    const short = await json<{ error: { fields: Record<string, string> } }>(
      await post(l.landlord, path, { newRent: 110_000, startDate: `${monthsLater(today, 1).slice(0, 8)}01` }),
      400,
    );
    expect(short.error.fields.startDate).toContain("2 months' notice");
    expect(short.error.fields.startDate).toContain("Housing Act 1988 s.13(2)");
    const start = await earliest(l);
    const offDay = await json<{ error: { fields: Record<string, string> } }>(
      await post(l.landlord, path, { newRent: 110_000, startDate: addDays(start, 1) }),
      400,
    );
    expect(offDay.error.fields.startDate).toContain("first day of a rent period");
    const lower = await json<{ error: { fields: Record<string, string> } }>(
      await post(l.landlord, path, { newRent: 100_000, startDate: start }),
      400,
    );
    expect(lower.error.fields.newRent).toContain("must be more than the current £1,000.00");
    const badDate = await json<{ error: { fields: Record<string, string> } }>(
      await post(l.landlord, path, { newRent: 110_000, startDate: "2199-02-30" }),
      400,
    );
    expect(badDate.error.fields.startDate).toBeTruthy();
    expect(await noticeCount(l.id)).toBe(0);
  });

  it("refuses a second increase within 12 months of the last one", async () => {
    const l = await letting();
    const last = `${today.slice(0, 8)}01`;
    await ctx.database.db.insert(tenancyRents).values({
      tenancyId: l.id,
      effectiveDate: last,
      amount: 105_000,
      frequency: "monthly",
      dueDay: 1,
      kind: "section_13",
    });
    const res = await json<{ error: { fields: Record<string, string> } }>(
      await post(l.landlord, `/api/tenancies/${l.id}/rent-increases`, {
        newRent: 200_000,
        startDate: monthsLater(last, 6),
      }),
      400,
    );
    expect(res.error.fields.startDate).toContain("12 months of the last increase");
    expect(res.error.fields.startDate).toContain(monthsLater(last, 12).slice(0, 4));
    const r = await json<TenancyRents>(await rents(l.landlord, l), 200);
    expect(r.options?.earliestStart).toBe(monthsLater(last, 12));
    expect(await noticeCount(l.id)).toBe(0);
  });

  it("refuses a tenancy started less than 12 months ago, and a draft one", async () => {
    const l = await letting(`${today.slice(0, 8)}01`);
    const res = await json<{ error: { fields: Record<string, string> } }>(
      await post(l.landlord, `/api/tenancies/${l.id}/rent-increases`, {
        newRent: 110_000,
        startDate: monthsLater(`${today.slice(0, 8)}01`, 6),
      }),
      400,
    );
    expect(res.error.fields.startDate).toContain("12 months of the tenancy's start");
    await ctx.database.db.update(tenancies).set({ status: "draft" }).where(eq(tenancies.id, l.id));
    const draft = await post(l.landlord, `/api/tenancies/${l.id}/rent-increases`, {
      newRent: 110_000,
      startDate: monthsLater(today, 13),
    });
    expect(draft.status).toBe(409);
  });
});

describe("who may act on a rent increase", () => {
  it("hides another landlord's tenancy (404) and refuses the tenant staff actions (403)", async () => {
    const l = await letting();
    const notice = await propose(l);
    const base = `/api/tenancies/${l.id}/rent-increases`;
    expect((await rents(outsider, l)).status).toBe(404);
    expect((await post(outsider, base, { newRent: 110_000, startDate: notice.startDate })).status).toBe(404);
    expect((await requestAs(ctx, outsider, `${base}/${notice.id}/form-4a.pdf`)).status).toBe(404);
    const bodies: Record<string, unknown> = {
      serve: { servedOn: today, method: "hand" },
      withdraw: {},
      challenge: { challengedOn: today },
      decision: { decidedRent: 105_000, decidedOn: today },
    };
    for (const [action, body] of Object.entries(bodies))
      expect((await act(outsider, l, notice.id, action, body)).status, action).toBe(404);
    expect((await post(l.tenant, base, { newRent: 110_000, startDate: notice.startDate })).status).toBe(403);
    expect((await act(l.tenant, l, notice.id, "serve", { servedOn: today, method: "hand" })).status).toBe(
      403,
    );
    expect((await act(l.tenant, l, notice.id, "withdraw")).status).toBe(403);
    const edit = await requestAs(ctx, l.tenant, `${base}/${notice.id}`, {
      method: "PATCH",
      json: { newRent: 105_000, startDate: notice.startDate },
    });
    expect(edit.status).toBe(403);
    expect(await noticeCount(l.id)).toBe(1);
    // The admin may act on any tenancy: they edit the draft.
    const edited = await requestAs(ctx, admin, `${base}/${notice.id}`, {
      method: "PATCH",
      json: { newRent: 105_000, startDate: notice.startDate },
    });
    expect((await json<{ notice: RentIncreaseNotice }>(edited, 200)).notice.newRent).toBe(105_000);
    const withdrawn = await json<{ notice: RentIncreaseNotice }>(
      await act(l.agent, l, notice.id, "withdraw"),
      200,
    );
    expect(withdrawn.notice.status).toBe("withdrawn");
  });
});

describe("serving, referral to the tribunal and applying", () => {
  it("serves the notice, shows it to the tenant with its PDF, and applies it on its start date once", async () => {
    const l = await letting();
    const notice = await propose(l);
    const served = await json<{ notice: RentIncreaseNotice }>(await serve(l, notice.id), 200);
    expect(served.notice).toMatchObject({ status: "served", servedOn: today, serviceMethod: "post" });
    const forTenant = await json<TenancyRents>(await rents(l.tenant, l), 200);
    expect(forTenant.notices.map((n) => n.id)).toEqual([notice.id]);

    const pdf = await requestAs(
      ctx,
      l.tenant,
      `/api/tenancies/${l.id}/rent-increases/${notice.id}/form-4a.pdf`,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(pdf);
    for (const expected of [
      "Landlord's notice proposing a new rent under an assured periodic tenancy",
      "Housing Act 1988 section 13(2)",
      "Tam Tenant",
      "7 Section Street",
      "Bristol BS1 4DJ",
      "Lena Landlord",
      "Arlo Agent",
      "£1,100.00 per month",
      "£1,000.00 per month",
      new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${notice.startDate}T00:00:00Z`),
      ),
      `Served on ${new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${today}T00:00:00Z`))}`,
      "First-tier Tribunal (Property Chamber)",
      "Prepared with Keyhold. Keyhold does not give legal advice.",
    ])
      expect(text).toContain(expected);

    // Time passes: the start date has come. Reading the tenancy applies it.
    const start = addDays(today, -3);
    await startOn(notice.id, start);
    const { tenancy } = await json<{ tenancy: Tenancy }>(
      await requestAs(ctx, l.tenant, `/api/tenancies/${l.id}`),
      200,
    );
    expect(tenancy.rentAmount).toBe(110_000);
    const history = await json<TenancyRents>(await rents(l.tenant, l), 200);
    expect(history.rents.map((r) => [r.kind, r.amount, r.effectiveDate])).toEqual([
      ["initial", 100_000, longAgo],
      ["section_13", 110_000, start],
    ]);
    expect(history.notices[0]!.status).toBe("applied");
    // Idempotent: the job and another read add nothing.
    const job = await runRentIncreaseJob(ctx, processHolder());
    expect(job).toMatchObject({ ran: true });
    expect(await applyDueRentIncreases(ctx.database.db, { tenancyIds: [l.id] })).toBe(0);
    const rows = await ctx.database.db.select().from(tenancyRents).where(eq(tenancyRents.tenancyId, l.id));
    expect(rows).toHaveLength(2);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, l.id), eq(auditLog.action, "apply_rent_increase")));
    expect(audits).toHaveLength(1);
  });

  it("re-checks the dates against the date of service", async () => {
    const l = await letting();
    const notice = await propose(l);
    // A start date that a notice served today no longer reaches (edited behind the API).
    await startOn(notice.id, `${monthsLater(today, 1).slice(0, 8)}01`);
    const res = await json<{ error: { fields: Record<string, string> } }>(await serve(l, notice.id), 400);
    expect(res.error.fields.servedOn).toContain("2 months' notice");
    const [row] = await ctx.database.db
      .select()
      .from(rentIncreaseNotices)
      .where(eq(rentIncreaseNotices.id, notice.id));
    expect(row).toMatchObject({ status: "draft", servedOn: null });
  });

  it("holds a challenged increase until the tribunal decides, then applies the decided rent", async () => {
    const l = await letting();
    const notice = await propose(l);
    await json(await serve(l, notice.id), 200);
    const late = await json<{ error: { fields: Record<string, string> } }>(
      await act(l.tenant, l, notice.id, "challenge", { challengedOn: addDays(notice.startDate, 0) }),
      400,
    );
    expect(late.error.fields.challengedOn).toBeTruthy();
    const challenged = await json<{ notice: RentIncreaseNotice }>(
      await act(l.tenant, l, notice.id, "challenge", { challengedOn: today }),
      200,
    );
    expect(challenged.notice.status).toBe("challenged");
    // The start date passes: nothing is applied while it is held.
    await startOn(notice.id, addDays(today, -1));
    expect(await applyDueRentIncreases(ctx.database.db, { tenancyIds: [l.id] })).toBe(0);
    expect(
      (await act(l.tenant, l, notice.id, "decision", { decidedRent: 105_000, decidedOn: today })).status,
    ).toBe(403);
    // England: the decided rent runs from the decision, never backdated to the notice's start, and
    // a hardship deferral is at most two months (Housing Act 1988 s.14 as amended).
    for (const effectiveDate of [addDays(today, -1), addDays(today, 70)]) {
      const refused = await json<{ error: { fields: Record<string, string> } }>(
        await act(l.landlord, l, notice.id, "decision", {
          decidedRent: 105_000,
          decidedOn: today,
          effectiveDate,
        }),
        400,
      );
      expect(refused.error.fields.effectiveDate).toMatch(/s\.14/);
    }
    const decided = await json<{ notice: RentIncreaseNotice }>(
      await act(l.landlord, l, notice.id, "decision", { decidedRent: 105_000, decidedOn: today }),
      200,
    );
    expect(decided.notice).toMatchObject({ status: "applied", decidedRent: 105_000, startDate: today });
    const history = await json<TenancyRents>(await rents(l.landlord, l), 200);
    expect(history.currentRent).toBe(105_000);
    expect(history.rents.at(-1)).toMatchObject({ kind: "tribunal", amount: 105_000, noticeId: notice.id });
  });
});

describe("dates out of range", () => {
  it.each(["0000-01-01", "0099-12-31", "9999-12-31"])(
    "answer 400 naming the field and its range, writing nothing (%s)",
    async (date) => {
      const l = await letting();
      const notice = await propose(l);
      const cases: [TestUser, string, Record<string, unknown>, string][] = [
        [
          l.landlord,
          `/api/tenancies/${l.id}/rent-increases`,
          { newRent: 120_000, startDate: date },
          "startDate",
        ],
        [
          l.landlord,
          `/api/tenancies/${l.id}/rent-increases/${notice.id}/serve`,
          { servedOn: date, method: "post" },
          "servedOn",
        ],
        [
          l.tenant,
          `/api/tenancies/${l.id}/rent-increases/${notice.id}/challenge`,
          { challengedOn: date },
          "challengedOn",
        ],
        [
          l.landlord,
          `/api/tenancies/${l.id}/rent-increases/${notice.id}/decision`,
          { decidedRent: 105_000, decidedOn: today, effectiveDate: date },
          "effectiveDate",
        ],
      ];
      for (const [who, path, body, field] of cases) {
        const res = await json<{ error: { fields: Record<string, string> } }>(
          await post(who, path, body),
          400,
        );
        expect(res.error.fields[field], path).toMatch(/\d+ years|today/);
      }
      const [row] = await ctx.database.db
        .select()
        .from(rentIncreaseNotices)
        .where(eq(rentIncreaseNotices.id, notice.id));
      expect(row).toMatchObject({ status: "draft", servedOn: null, challengedOn: null, decidedOn: null });
      expect(await noticeCount(l.id)).toBe(1);
    },
  );
});
