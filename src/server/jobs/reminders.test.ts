import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, jobLocks, payments, properties, reminderSends, tenancies } from "../db/schema";
import { createTestContext, signedInUser, type TestContext, type TestUser } from "../test/harness";
import { acquireJobLock, releaseJobLock } from "./lock";
import { REMINDER_JOB, runReminderJob } from "./reminders";

let ctx: TestContext;

/** Rent due on the 10th; the job is run "as of" chosen days, the clock is never touched. */
const START = "2026-03-10";

async function mails(to: string, kindPrefix = "") {
  return ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), like(emailOutbox.kind, `${kindPrefix}%`)))
    .orderBy(emailOutbox.createdAt);
}

let run = 0;
/** Each run is a fresh holder, as after a restart or on another instance. */
const runAs = (today: string) => runReminderJob(ctx.deps, `test-instance-${++run}`, today);

interface World {
  landlord: TestUser;
  agent: TestUser;
  tenant: TestUser;
  propertyId: string;
  tenancyId: string;
}

/**
 * Each test's own people, home and active tenancy (rent £1,000 due on the 10th from START). The
 * job runs over every tenancy in the database, so tests look only at their own people's mail.
 */
async function world(): Promise<World> {
  const [landlord, agent, tenant] = await Promise.all([
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "agent"),
    signedInUser(ctx, "tenant"),
  ]);
  const { db } = ctx.database;
  const [p] = await db
    .insert(properties)
    .values({
      landlordId: landlord.id,
      agentId: agent.id,
      title: "Reminder Flat",
      type: "flat",
      status: "let",
      addressLine1: "3 Test Street",
      city: "Bristol",
      postcode: "BS1 1AA",
      bedrooms: 1,
      bathrooms: 1,
      rentAmount: 100_000,
      rentPcm: 100_000,
    })
    .returning({ id: properties.id });
  const [t] = await db
    .insert(tenancies)
    .values({
      propertyId: p!.id,
      tenantId: tenant.id,
      status: "active",
      startDate: START,
      rentAmount: 100_000,
      rentFrequency: "monthly",
      dueDay: 10,
    })
    .returning({ id: tenancies.id });
  return { landlord, agent, tenant, propertyId: p!.id, tenancyId: t!.id };
}

const pay = (tenancyId: string, amount: number, paidOn: string) =>
  ctx.database.db
    .insert(payments)
    .values({ tenancyId, amount, paidOn, method: "bank_transfer", status: "completed" });

beforeAll(async () => {
  ctx = await createTestContext();
});

describe("rent reminders", () => {
  it("reminds the tenant 3 days before rent is due, once, across restarts", async () => {
    const { tenant } = await world();
    // 7 March: the first rent (10 March) is due in 3 days.
    expect(await runAs("2026-03-07")).toMatchObject({ ran: true });
    expect(await mails(tenant.email, "rent_due_soon")).toHaveLength(1);
    expect(await runAs("2026-03-07")).toMatchObject({ ran: true });
    await runAs("2026-03-08");
    const sent = await mails(tenant.email, "rent_due_soon");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Rent of £1,000.00 is due on 10 March 2026");
    expect(sent[0]!.text).toContain("Reminder Flat");
  });

  it("writes on days 1, 7 and 14 overdue, each once, and never twice for a missed day", async () => {
    const { tenant } = await world();
    for (const day of ["2026-03-10", "2026-03-11", "2026-03-11", "2026-03-12", "2026-03-17", "2026-03-18"]) {
      await runAs(day);
    }
    let overdue = await mails(tenant.email, "rent_overdue");
    expect(overdue.map((m) => m.kind)).toEqual(["rent_overdue_1", "rent_overdue_7"]);
    expect(overdue[1]!.subject).toBe("Your rent is 7 days overdue: £1,000.00");
    await runAs("2026-03-24");
    await runAs("2026-03-24");
    overdue = await mails(tenant.email, "rent_overdue");
    expect(overdue.map((m) => m.kind)).toEqual(["rent_overdue_1", "rent_overdue_7", "rent_overdue_14"]);
  });

  it("stops once the arrears are paid, and skips the due-soon note when credit covers it", async () => {
    const { tenant, tenancyId } = await world();
    for (const day of ["2026-03-11", "2026-03-17", "2026-03-24"]) await runAs(day);
    expect(await mails(tenant.email, "rent_overdue")).toHaveLength(3);
    await pay(tenancyId, 200_000, "2026-03-25");
    // 7 April: the April rent is due on the 10th, but £1,000 of credit already covers it.
    await runAs("2026-04-07");
    await runAs("2026-04-12");
    expect(await mails(tenant.email, "rent_due_soon")).toHaveLength(0);
    expect(await mails(tenant.email, "rent_overdue")).toHaveLength(3);
  });
});

describe("the job lock", () => {
  it("lets one holder run at a time, and frees itself when the lease expires", async () => {
    const { db } = ctx.database;
    expect(await acquireJobLock(db, REMINDER_JOB, "instance-a", 60_000)).toBe(true);
    expect(await acquireJobLock(db, REMINDER_JOB, "instance-b", 60_000)).toBe(false);
    const before = await db.select().from(reminderSends);
    // Another instance's run, while A holds the lock, does nothing at all.
    expect(await runReminderJob(ctx.deps, "instance-b", "2026-07-12")).toEqual({
      ran: false,
      reason: "locked",
    });
    expect(await db.select().from(reminderSends)).toHaveLength(before.length);
    // A's own lease can be renewed; once released, B gets it.
    expect(await acquireJobLock(db, REMINDER_JOB, "instance-a", 60_000)).toBe(true);
    await releaseJobLock(db, REMINDER_JOB, "instance-a");
    expect((await runReminderJob(ctx.deps, "instance-b", "2026-07-12")).ran).toBe(true);
    // A holder that died leaves an expired lease, which the next one takes over.
    await db.update(jobLocks).set({ lockedBy: "crashed", lockedUntil: new Date(Date.now() - 1000) });
    expect(await acquireJobLock(db, REMINDER_JOB, "instance-c", 60_000)).toBe(true);
    await releaseJobLock(db, REMINDER_JOB, "instance-c");
    const [row] = await db.select().from(jobLocks).where(eq(jobLocks.name, REMINDER_JOB));
    expect(row?.lastRunAt).toBeInstanceOf(Date);
  });

  it("two instances started together send each reminder once", async () => {
    const { tenant } = await world();
    const day = "2026-04-07";
    const results = await Promise.all([
      runReminderJob(ctx.deps, "parallel-a", day),
      runReminderJob(ctx.deps, "parallel-b", day),
    ]);
    // One runs; the other finds the lock taken (or, if it came after the first finished, sends nothing new).
    expect(results.some((r) => r.ran)).toBe(true);
    expect(await mails(tenant.email, "rent_due_soon")).toHaveLength(1);
  });
});
