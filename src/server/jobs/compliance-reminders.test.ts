import { addDays } from "@shared/ledger";
import type { ComplianceSettings } from "@shared/schemas/compliance-settings";
import type { DocumentKind } from "@shared/schemas/tenancies";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  complianceSettings,
  documents,
  emailOutbox,
  notifications,
  properties,
  reminderSends,
} from "../db/schema";
import { dutiesForUser } from "../features/compliance/service-duties";
import { createTestContext, signedInUser, type TestContext, type TestUser } from "../test/harness";
import { complianceReminders, reminderStep } from "./compliance-reminders";
import { runReminderJob } from "./reminders";

let ctx: TestContext;
/** The gas safety record of every test home; the job is run "as of" chosen days. */
const ISSUED = "2026-02-10";

beforeAll(async () => {
  ctx = await createTestContext({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
});

let run = 0;
/** Each run is a fresh holder, as after a restart or on another instance. */
const runAs = (today: string) => runReminderJob(ctx.deps, `compliance-test-${++run}`, today);

/** A let home of a new landlord (and agent) with a gas safety record issued on ISSUED; the gas duty's due date. */
async function home(settings?: Partial<ComplianceSettings>, landlordId?: string) {
  const landlord = await signedInUser(ctx, "landlord");
  const agent = await signedInUser(ctx, "agent");
  const { db } = ctx.database;
  const [p] = await db
    .insert(properties)
    .values({
      landlordId: landlordId ?? landlord.id,
      agentId: agent.id,
      title: "Reminder Cottage",
      type: "house",
      status: "let",
      addressLine1: "4 Lantern Lane",
      city: "Bath",
      postcode: "BA1 1AA",
      bedrooms: 2,
      bathrooms: 1,
      rentAmount: 90_000,
      rentPcm: 90_000,
    })
    .returning({ id: properties.id });
  await db.insert(documents).values({
    propertyId: p!.id,
    kind: "gas_safety",
    title: "Gas safety record",
    fileName: "gas.pdf",
    contentType: "application/pdf",
    sizeBytes: 10,
    storageKey: "x",
    issuedOn: ISSUED,
  });
  if (settings) {
    await db.insert(complianceSettings).values({ userId: landlord.id, ...settings });
  }
  const gas = (await dutiesForUser(db, landlord, ISSUED)).find(
    (d) => d.kind === "gas_safety_check" && d.propertyId === p!.id,
  )!;
  expect(gas.dueOn).toBeTruthy();
  return { landlord, agent, propertyId: p!.id, gas: { key: gas.key, dueOn: gas.dueOn! } };
}

/** The gas duty's reminders sent to a person, oldest first (kinds only). */
async function gasSends(user: TestUser, key: string) {
  const rows = await ctx.database.db
    .select()
    .from(reminderSends)
    .where(and(eq(reminderSends.recipient, user.id), like(reminderSends.subjectKey, `${key}:%`)))
    .orderBy(reminderSends.sentAt);
  return rows.map((r) => r.kind);
}

describe("compliance duty reminders", () => {
  it("steps: the nearest lead step before the due date, then one per week overdue", () => {
    const s = { leadDays: [60, 30, 7], overdueWeekly: true, email: true };
    const due = "2027-02-10";
    expect(reminderStep(due, addDays(due, -61), s)).toBeNull();
    expect(reminderStep(due, addDays(due, -60), s)?.kind).toBe("compliance_due_60");
    expect(reminderStep(due, addDays(due, -31), s)?.kind).toBe("compliance_due_60");
    expect(reminderStep(due, addDays(due, -30), s)?.kind).toBe("compliance_due_30");
    expect(reminderStep(due, addDays(due, -1), s)?.kind).toBe("compliance_due_7");
    expect(reminderStep(due, due, s)).toEqual({ kind: "compliance_due_7", label: "due today" });
    expect(reminderStep(due, addDays(due, 1), s)?.kind).toBe("compliance_overdue_w0");
    expect(reminderStep(due, addDays(due, 7), s)?.kind).toBe("compliance_overdue_w0");
    expect(reminderStep(due, addDays(due, 8), s)?.kind).toBe("compliance_overdue_w1");
    expect(reminderStep(due, addDays(due, 15), s)?.kind).toBe("compliance_overdue_w2");
    const once = { ...s, overdueWeekly: false };
    expect(reminderStep(due, addDays(due, 1), once)?.kind).toBe("compliance_overdue_w0");
    expect(reminderStep(due, addDays(due, 8), once)).toBeNull();
  });

  it("sends each lead step once, across runs and restarts, to landlord and agent, by e-mail and in the app", async () => {
    const { landlord, agent, gas } = await home();
    const d = (n: number) => addDays(gas.dueOn, n);
    await runAs(d(-61));
    expect(await gasSends(landlord, gas.key)).toEqual([]);
    await runAs(d(-60));
    await runAs(d(-60));
    await runAs(d(-45));
    expect(await gasSends(landlord, gas.key)).toEqual(["compliance_due_60"]);
    await runAs(d(-30));
    await runAs(d(-7));
    await runAs(d(-3));
    for (const who of [landlord, agent]) {
      expect(await gasSends(who, gas.key)).toEqual([
        "compliance_due_60",
        "compliance_due_30",
        "compliance_due_7",
      ]);
    }
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, agent.email), like(emailOutbox.kind, "compliance_%")));
    expect(mails.filter((m) => m.subject.startsWith("Gas"))).toHaveLength(3);
    expect(mails[0]!.subject).toContain("4 Lantern Lane");
    expect(mails[0]!.text).toContain("/agent/compliance");
    expect(mails[0]!.text).toContain("not legal advice");
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, landlord.id));
    expect(bell.filter((n) => n.title.startsWith("Gas"))).toHaveLength(3);
    expect(bell[0]!.link).toMatch(/^\/landlord\/compliance\/homes\//);
  });

  it("reminds once a week while overdue, or only once when the person does not want weekly ones", async () => {
    const weekly = await home();
    const once = await home({ overdueWeekly: false, leadDays: [7], email: false });
    for (const n of [1, 2, 7, 8, 14, 15, 22]) await runAs(addDays(weekly.gas.dueOn, n));
    expect((await gasSends(weekly.landlord, weekly.gas.key)).filter((k) => k.includes("overdue"))).toEqual([
      "compliance_overdue_w0",
      "compliance_overdue_w1",
      "compliance_overdue_w2",
      "compliance_overdue_w3",
    ]);
    for (const n of [1, 8, 15]) await runAs(addDays(once.gas.dueOn, n));
    expect(await gasSends(once.landlord, once.gas.key)).toEqual(["compliance_overdue_w0"]);
    // E-mail off: the bell only.
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, once.landlord.email), like(emailOutbox.kind, "compliance_%")));
    expect(mails).toEqual([]);
    const bell = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, once.landlord.id));
    expect(bell.some((n) => n.title.includes("overdue"))).toBe(true);
  });

  it("never writes to admins, and two instances started together send once", async () => {
    const admin = await signedInUser(ctx, "admin");
    const { landlord, gas } = await home();
    const day = addDays(gas.dueOn, -30);
    const results = await Promise.all([
      runReminderJob(ctx.deps, "parallel-c", day),
      runReminderJob(ctx.deps, "parallel-d", day),
    ]);
    expect(results.some((r) => r.ran)).toBe(true);
    expect(await gasSends(landlord, gas.key)).toEqual(["compliance_due_30"]);
    const adminRows = await ctx.database.db
      .select()
      .from(reminderSends)
      .where(eq(reminderSends.recipient, admin.id));
    expect(adminRows).toEqual([]);
  });

  it("several reminders on one day go to a person as one digest e-mail and one bell entry", async () => {
    const { landlord, propertyId, gas } = await home();
    const { db } = ctx.database;
    // An EPC and an EICR due the same day as the gas check: three duties reach their 30-day step together.
    const expiresOn = gas.dueOn;
    const cert = (kind: DocumentKind) => ({
      propertyId,
      kind,
      title: kind,
      fileName: `${kind}.pdf`,
      contentType: "application/pdf",
      sizeBytes: 10,
      storageKey: "x",
      expiresOn,
    });
    await db.insert(documents).values([cert("epc"), cert("eicr")]);
    await runAs(addDays(gas.dueOn, -30));
    const rows = await db.select().from(reminderSends).where(eq(reminderSends.recipient, landlord.id));
    expect(rows.filter((r) => r.kind === "compliance_due_30")).toHaveLength(3);
    const mails = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, landlord.email), like(emailOutbox.kind, "compliance_%")));
    expect(mails.map((m) => m.subject)).toEqual(["3 compliance reminders for your homes"]);
    expect(mails[0]!.text).toMatch(/Gas safety check — 4 Lantern Lane: due in 30 days/);
    expect(mails[0]!.text).toMatch(/Energy performance certificate/);
    const bell = await db.select().from(notifications).where(eq(notifications.userId, landlord.id));
    expect(bell.map((n) => n.title)).toEqual(["3 compliance reminders for your homes"]);
    expect(bell[0]!.link).toBe("/landlord/compliance");
    await runAs(addDays(gas.dueOn, -29));
    expect(
      await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, landlord.email), like(emailOutbox.kind, "compliance_%"))),
    ).toHaveLength(1);
  });

  it("when an e-mail fails, that person's reminders go on the next run, each once", async () => {
    const first = await home();
    const second = await home();
    const day = addDays(first.gas.dueOn, -30);
    let calls = 0;
    const failing = {
      ...ctx.deps.mailer,
      async send(message: Parameters<typeof ctx.deps.mailer.send>[0]) {
        if (++calls === 2) throw new Error("mail server down");
        await ctx.deps.mailer.send(message);
      },
    };
    await expect(complianceReminders({ ...ctx.deps, mailer: failing }, day)).rejects.toThrow(
      "mail server down",
    );
    await complianceReminders(ctx.deps, day);
    await complianceReminders(ctx.deps, day);
    const { db } = ctx.database;
    for (const who of [first.landlord, first.agent, second.landlord, second.agent]) {
      const sends = await db.select().from(reminderSends).where(eq(reminderSends.recipient, who.id));
      const mails = await db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, who.email), like(emailOutbox.kind, "compliance_%")));
      const bell = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, who.id), eq(notifications.kind, "compliance_duty")));
      // Everything due reached them once: one digest (or single reminder) and one bell entry.
      expect(sends.length).toBeGreaterThan(0);
      expect(mails).toHaveLength(1);
      expect(bell).toHaveLength(1);
    }
    expect(await gasSends(first.landlord, first.gas.key)).toEqual(["compliance_due_30"]);
    expect(await gasSends(second.agent, second.gas.key)).toEqual(["compliance_due_30"]);
  });
});
