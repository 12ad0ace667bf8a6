import { type IsoDate, today as londonToday, ordinal } from "@shared/dates";
import { checkTenantNotice } from "@shared/law";
import { addDays, chargesUntil, type TenancyTerms } from "@shared/ledger";
import { weekdayLabels } from "@shared/schemas/tenancies";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments, properties, tenancies, tenancyContacts, tenancyNotices, users } from "../../db/schema";
import type { Seeder } from "../../db/seeder";
import { createInvitation } from "../auth";
import { addMonths, seedDocument } from "../documents";
import type { TenancyRow } from "./access";
import { seedDemoDeposits } from "./seed-deposits";
import { seedDemoRentIncreases } from "./seed-rent-increases";
import { setInitialRent } from "./service-rents";

/** A one-page PDF standing in for a scanned certificate (the compliance seed files its reports with it). */
export const samplePdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

type Payments = "pending_last" | "paid" | "half_last";

/**
 * Who rents what in the demo (README's "Demo accounts" says the same): each tenant on a let home
 * of their landlord, with months of standing-order rent. tenant2@ is in arrears, the last rent
 * reported by them and waiting for confirmation; tenant@ is paid up on a 12-month fixed term that
 * ends next month; tenant3@ part-paid the last rent.
 */
export const demoTenancyPlan: { tenant: string; landlord: string; monthsAgo: number; payments: Payments }[] =
  [
    { tenant: "tenant2", landlord: "landlord", monthsAgo: 4, payments: "pending_last" },
    { tenant: "tenant", landlord: "landlord", monthsAgo: 20, payments: "paid" },
    { tenant: "tenant3", landlord: "landlord2", monthsAgo: 8, payments: "half_last" },
  ];
/**
 * tenant3@ gave notice 40 days ago (by e-mail), ending on the earliest day the law allows: 20 to 52
 * days from today whatever the date, so the homes list it as ending soon and it has not ended yet.
 */
export const demoNotice = { tenant: "tenant3", daysAgo: 40 };

/** Where the demo landlord's tenants pay and serve notices (fictitious account and address). */
export const demoPaymentDetails = {
  accountName: "Keyhold Demo Lettings",
  sortCode: "112233",
  accountNumber: "41234567",
  phone: "0161 496 0123",
  emergencyPhone: "0161 496 0999",
  noticeAddress: "Keyhold Demo Lettings, 1 Example Street, Manchester M1 1AA",
};

/**
 * The standing-order instruction for the tenancy's own rhythm: tenant2@ pays weekly on Mondays, so
 * "on the 1st" would be wrong for them (issue 42 item 1).
 */
export function standingOrderInstructions(terms: Pick<TenancyTerms, "frequency" | "dueDay">): string {
  const when =
    terms.frequency === "weekly"
      ? `every ${weekdayLabels[terms.dueDay - 1]}`
      : `on the ${ordinal(terms.dueDay)} of each month`;
  return `Pay by standing order ${when}, with the reference above.`;
}

/** tenant4@ is moving in next month: landlord3@ invited them to a draft tenancy, not accepted yet. */
export const demoInvitation = { tenant: "tenant4", landlord: "landlord3" };

const demo = (local: string) => `${local}@keyhold.example`;

/** The demo tenancy's number of adult occupiers (the compliance seeder's Right to Rent story). */
export async function seedAdultOccupiers(db: Db, tenancyId: string, adultOccupiers: number): Promise<void> {
  await db.update(tenancies).set({ adultOccupiers }).where(eq(tenancies.id, tenancyId));
}

/** A demo payment was paid by this bank line (the bank seeder matches the lines it imports). */
export async function seedPaymentBankLine(db: Db, paymentId: string, bankLineId: string): Promise<void> {
  await db.update(payments).set({ bankLineId }).where(eq(payments.id, paymentId));
}

type Plan = (typeof demoTenancyPlan)[number];
type Home = {
  id: string;
  rentAmount: number;
  rentPeriod: string;
  depositAmount: number | null;
  currency: string;
};

/** The landlord's first let home (oldest first) not already taken by another demo tenancy. */
async function freeLetHome(tx: Db, landlordId: string, used: Set<string>): Promise<Home | undefined> {
  const homes = await tx
    .select({
      id: properties.id,
      rentAmount: properties.rentAmount,
      rentPeriod: properties.rentPeriod,
      depositAmount: properties.depositAmount,
      currency: properties.currency,
    })
    .from(properties)
    .where(and(eq(properties.landlordId, landlordId), eq(properties.status, "let")))
    .orderBy(asc(properties.createdAt), asc(properties.id));
  return homes.find((h) => !used.has(h.id));
}

/**
 * The rent paid so far: each charge by standing order the day after it fell due; the plan says
 * whether the last was reported by the tenant (pending) or paid by half.
 */
function rentPaid(
  plan: Plan,
  terms: TenancyTerms,
  t: { id: string; currency: string },
  people: Record<"tenantId" | "landlordId", string>,
  today: IsoDate,
) {
  const charges = chargesUntil(terms, today);
  return charges.map((c, n) => {
    const last = n === charges.length - 1;
    const reported = plan.payments === "pending_last" && last;
    const amount = plan.payments === "half_last" && last ? Math.round(c.amountMinor / 2) : c.amountMinor;
    return {
      tenancyId: t.id,
      amount,
      currency: t.currency,
      paidOn: reported ? today : addDays(c.dueDate, 1),
      method: reported ? ("bank_transfer" as const) : ("standing_order" as const),
      reference: `RENT-${c.dueDate.slice(0, 7)}`,
      status: reported ? ("pending" as const) : ("completed" as const),
      createdBy: reported ? people.tenantId : people.landlordId,
      recordedBy: reported ? null : people.landlordId,
    };
  });
}

/**
 * One planned demo tenancy on the home: active since the 1st of the month `monthsAgo` ago, its
 * rent paid as planned, where to pay (the demo landlord's own lets), and the notice if planned.
 */
async function seedPlannedTenancy(
  tx: Db,
  plan: Plan,
  home: Home,
  tenantId: string,
  landlordId: string,
  today: IsoDate,
) {
  const startDate = `${addMonths(today, -plan.monthsAgo).slice(0, 7)}-01`;
  // Periodic, as every English assured tenancy is since 1 May 2026 (Renters' Rights Act 2025);
  // tenant@'s was let for a 12-month fixed term before then, kept for the record.
  const originalTermEnd =
    plan.payments === "paid" && startDate < "2026-05-01" ? addDays(addMonths(startDate, 12), -1) : null;
  const terms: TenancyTerms = {
    startDate,
    endDate: null,
    rentMinor: home.rentAmount,
    frequency: home.rentPeriod === "week" ? "weekly" : "monthly",
    dueDay: 1,
  };
  const [t] = await tx
    .insert(tenancies)
    .values({
      propertyId: home.id,
      tenantId,
      status: "active",
      startDate,
      endDate: null,
      originalTermEnd,
      signedOn: addDays(startDate, -14),
      statementGivenOn: startDate < "2026-05-01" ? "2026-05-20" : addDays(startDate, -14),
      statementMethod: "email",
      rentAmount: terms.rentMinor,
      currency: home.currency,
      rentFrequency: terms.frequency,
      dueDay: 1,
      depositAmount: home.depositAmount,
      createdBy: landlordId,
      activatedAt: new Date(`${startDate}T09:00:00Z`),
    })
    .returning();
  await setInitialRent(tx, t!, landlordId, "Rent agreed at the start of the tenancy");
  const rows = rentPaid(plan, terms, { id: t!.id, currency: home.currency }, { tenantId, landlordId }, today);
  if (rows.length) await tx.insert(payments).values(rows);
  // The landlord's own lets show the tenant where to pay; landlord2@ has not said yet.
  if (plan.landlord === "landlord") {
    await tx.insert(tenancyContacts).values({
      tenancyId: t!.id,
      ...demoPaymentDetails,
      instructions: standingOrderInstructions(terms),
      reference: `RENT ${plan.tenant.toUpperCase()}`,
      updatedBy: landlordId,
    });
  }
  if (plan.tenant === demoNotice.tenant) await seedTenantNotice(tx, t!, tenantId, today);
}

/**
 * The invitation waiting for tenant4@: a draft tenancy of the inviter's first home on the market,
 * from the 1st of next month.
 */
async function seedInvitedTenancy(tx: Db, inviter: string, today: IsoDate) {
  const [home] = await tx
    .select({ id: properties.id, rentAmount: properties.rentAmount, currency: properties.currency })
    .from(properties)
    .where(and(eq(properties.landlordId, inviter), eq(properties.status, "available")))
    .orderBy(asc(properties.createdAt), asc(properties.id))
    .limit(1);
  if (!home) return;
  const { invitation } = await createInvitation(tx, {
    email: demo(demoInvitation.tenant),
    role: "tenant",
    invitedBy: inviter,
  });
  const startDate = `${addMonths(today, 1).slice(0, 7)}-01`;
  const [draft] = await tx
    .insert(tenancies)
    .values({
      propertyId: home.id,
      invitationId: invitation.id,
      inviteEmail: demo(demoInvitation.tenant),
      status: "draft",
      startDate,
      rentAmount: home.rentAmount,
      currency: home.currency,
      rentFrequency: "monthly",
      dueDay: 1,
      createdBy: inviter,
    })
    .returning();
  await setInitialRent(tx, draft!, inviter, "Rent agreed at the start of the tenancy");
}

/** The certificates on each of the demo landlord's let homes: when issued, valid how many months. */
const CERTIFICATES = [
  {
    kind: "gas_safety" as const,
    title: "Gas safety record",
    issuedOn: (today: IsoDate) => addDays(addMonths(today, -12), 20),
    validMonths: 12,
  },
  {
    kind: "eicr" as const,
    title: "Electrical installation condition report",
    issuedOn: (today: IsoDate) => addMonths(today, -20),
    validMonths: 60,
  },
];

/**
 * The demo tenancies of `demoTenancyPlan`, the pending invitation of `demoInvitation`, and
 * certificates on the demo landlord's let homes (gas safety due for renewal soon, EICR valid,
 * EPC missing) so the compliance view has something to say. The only seeder of tenancies.
 */
export const demoTenanciesSeeder: Seeder = {
  name: "tenancies",
  async run(deps) {
    const { db } = deps.database;
    const [existing] = await db.select({ n: count() }).from(tenancies);
    if ((existing?.n ?? 0) > 0) return;
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          [
            ...demoTenancyPlan.flatMap((p) => [p.tenant, p.landlord]),
            demoInvitation.tenant,
            demoInvitation.landlord,
          ].map(demo),
        ),
      );
    const id = (local: string) => people.find((p) => p.email === demo(local))?.id;
    const landlord = id("landlord");
    const today = londonToday();
    const used = new Set<string>();
    const lets: { id: string; landlordId: string }[] = [];
    await db.transaction(async (tx) => {
      for (const plan of demoTenancyPlan) {
        const tenantId = id(plan.tenant);
        const landlordId = id(plan.landlord);
        if (!tenantId || !landlordId) continue;
        const home = await freeLetHome(tx, landlordId, used);
        if (!home) continue;
        used.add(home.id);
        lets.push({ id: home.id, landlordId });
        await seedPlannedTenancy(tx, plan, home, tenantId, landlordId, today);
      }
      await seedDemoRentIncreases(tx, today);
      const invitee = id(demoInvitation.tenant);
      const inviter = id(demoInvitation.landlord);
      if (invitee && inviter) await seedInvitedTenancy(tx, inviter, today);
    });

    for (const p of lets.filter((l) => l.landlordId === landlord)) {
      for (const c of CERTIFICATES) {
        const issuedOn = c.issuedOn(today);
        await seedDocument(db, deps.storage, samplePdf, {
          propertyId: p.id,
          kind: c.kind,
          title: c.title,
          issuedOn,
          expiresOn: addMonths(issuedOn, c.validMonths),
          uploadedBy: p.landlordId,
        });
      }
    }
    await seedDemoDeposits(deps);
  },
};

/** A tenant's notice given `demoNotice.daysAgo` days ago, ending on the earliest valid day. */
async function seedTenantNotice(tx: Db, t: TenancyRow, tenantId: string, today: string) {
  const givenOn = addDays(today, -demoNotice.daysAgo);
  const checked = checkTenantNotice({ givenOn }, { frequency: t.rentFrequency, dueDay: t.dueDay }, "england");
  if (!checked.ok) return;
  await tx.insert(tenancyNotices).values({
    tenancyId: t.id,
    givenBy: "tenant",
    givenOn,
    endsOn: checked.value.endsOn,
    method: "email",
    note: "Moving closer to work.",
    createdBy: tenantId,
  });
  await tx.update(tenancies).set({ endDate: checked.value.endsOn }).where(eq(tenancies.id, t.id));
}
