import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, ownerStatements, reminderSends } from "../db/schema";
import { insertHome, insertPayment, insertTenancy } from "../features/statements/statements.factories";
import { createTestContext, signedInUser, type TestContext } from "../test/harness";
import { OWNER_STATEMENT_KIND, runOwnerStatementJob, runOwnerStatements } from "./owner-statements";

/** The monthly owner statements job: each test runs "as of" a day of its own month. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({
    authLimits: { perIp: { max: 10_000, windowMs: 60_000 }, perAccount: { max: 5, windowMs: 60_000 } },
  });
});

/** A landlord with a let home and a £900.00 payment on the 3rd of `month`. */
async function owner(month: string) {
  const [landlord, tenant] = await Promise.all([signedInUser(ctx, "landlord"), signedInUser(ctx, "tenant")]);
  const { db } = ctx.database;
  const propertyId = await insertHome(db, {
    landlordId: landlord.id,
    title: "Job Cottage",
    rentMinor: 90_000,
  });
  const tenancyId = await insertTenancy(db, { propertyId, tenantId: tenant.id, createdBy: landlord.id });
  await insertPayment(db, { tenancyId, amount: 90_000, paidOn: `${month}-03`, by: landlord.id });
  return landlord;
}

const mails = (to: string) =>
  ctx.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, OWNER_STATEMENT_KIND)));

let holder = 0;
const run = (today: string) => runOwnerStatementJob(ctx.deps, `owner-statements-test-${++holder}`, today);

describe("the monthly owner statements job", () => {
  it("on the 1st makes last month's statement and e-mails it once across runs and instances", async () => {
    const landlord = await owner("2026-03");
    const first = await run("2026-04-01");
    expect(first.ran).toBe(true);
    // A restart later the same day, and two instances at once the next day: nothing more.
    await run("2026-04-01");
    await Promise.all([
      runOwnerStatements(ctx.deps, "2026-04-02"),
      runOwnerStatements(ctx.deps, "2026-04-02"),
    ]);
    const sent = await mails(landlord.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Your owner statement for March 2026");
    expect(sent[0]!.text).toContain("Rent collected: £900.00");
    expect(sent[0]!.text).toContain("/landlord/money/statements/");
    const [row] = await ctx.database.db
      .select()
      .from(ownerStatements)
      .where(eq(ownerStatements.ownerId, landlord.id));
    expect(row).toMatchObject({ month: "2026-03-01", rentMinor: 90_000 });
    expect(row!.emailedAt).not.toBeNull();
    const claims = await ctx.database.db
      .select()
      .from(reminderSends)
      .where(and(eq(reminderSends.kind, OWNER_STATEMENT_KIND), eq(reminderSends.recipient, landlord.id)));
    expect(claims).toHaveLength(1);
  });

  it("at the first run after the 1st still makes and sends last month's", async () => {
    const landlord = await owner("2026-05");
    await run("2026-06-09");
    expect(await mails(landlord.email)).toHaveLength(1);
  });

  it("retries a failed delivery on the next run", async () => {
    const landlord = await owner("2026-07");
    const failing = {
      ...ctx.deps,
      mailer: {
        ...ctx.deps.mailer,
        send: async () => {
          throw new Error("outbox unavailable");
        },
      },
    };
    const failed = await runOwnerStatements(failing, "2026-08-01");
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(await mails(landlord.email)).toHaveLength(0);
    const [row] = await ctx.database.db
      .select()
      .from(ownerStatements)
      .where(eq(ownerStatements.ownerId, landlord.id));
    expect(row!.emailedAt).toBeNull();
    await runOwnerStatements(ctx.deps, "2026-08-01");
    expect(await mails(landlord.email)).toHaveLength(1);
  });
});
