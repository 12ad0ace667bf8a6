import { type IsoDate, today as londonToday } from "@shared/dates";
import { depositCap } from "@shared/law";
import { addDays, chargesUntil, type TenancyTerms } from "@shared/ledger";
import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { depositDeductions, payments, tenancies, tenancyDeposits, users } from "../../db/schema";
import { addMonths, seedDocument } from "../documents";
import { jurisdictionOf, rentOf } from "./service-deposits";
import { setInitialRent } from "./service-rents";

const demo = (local: string) => `${local}@keyhold.example`;

/** A one-page PDF standing in for the check-out report. */
const checkoutPdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

type Db = AppDeps["database"]["db"];
type TenancyRow = typeof tenancies.$inferSelect;
type PastHome = { propertyId: string; rentAmount: number; currency: string };

/** The deductions landlord3@ proposed from tenant2@'s past deposit, with the check-out report as evidence. */
const PAST_DEDUCTIONS = [
  { amount: 18_000, reason: "Professional cleaning of the oven and kitchen (see the check-out report)" },
  { amount: 6_500, reason: "Replacing the broken bedroom blind" },
];

/**
 * The deposits of the active demo tenancies, received at the start within the cap for the rent
 * (demo listings round it); protected and the prescribed information given in time, but for the
 * overdue tenant's.
 */
async function seedCurrentDeposits(db: Db, lets: TenancyRow[], overdueTenantId: string | undefined) {
  const schemes = ["dps", "mydeposits"] as const;
  for (const [i, t] of lets.entries()) {
    if (!t.depositAmount) continue;
    const cap = depositCap(rentOf(t), await jurisdictionOf(db, t.propertyId));
    const amount =
      cap.ok && cap.value.capMinor !== null ? Math.min(t.depositAmount, cap.value.capMinor) : t.depositAmount;
    const received = { tenancyId: t.id, amount, receivedOn: t.startDate, receivedFrom: "The tenant" };
    const protectedInTime = {
      scheme: schemes[i % 2],
      reference: `DEP-${2000 + i}`,
      protectedOn: addDays(t.startDate, 12),
      prescribedInfoOn: addDays(t.startDate, 12),
      prescribedInfoMethod: "email" as const,
    };
    await db
      .insert(tenancyDeposits)
      .values({ ...received, ...(t.tenantId === overdueTenantId ? {} : protectedInTime) });
  }
}

/** The past tenancy's rent, every charge paid by standing order on its day. */
function pastRents(pastId: string, terms: TenancyTerms, currency: string, landlordId: string) {
  return chargesUntil(terms, terms.endDate!).map((c) => ({
    tenancyId: pastId,
    amount: c.amountMinor,
    currency,
    paidOn: c.dueDate,
    method: "standing_order" as const,
    reference: `RENT-${c.dueDate.slice(0, 7)}`,
    status: "completed" as const,
    createdBy: landlordId,
    recordedBy: landlordId,
  }));
}

/**
 * tenant2@'s year at landlord3@'s home, ended the day before their current tenancy began: rent
 * paid, the deposit protected, two deductions proposed with the check-out report, one disputed.
 */
async function seedPastTenancy(
  deps: AppDeps,
  people: { tenantId: string; landlordId: string },
  current: TenancyRow,
  home: PastHome,
  today: IsoDate,
) {
  const { db } = deps.database;
  const endDate = addDays(current.startDate, -1);
  const startDate = addMonths(current.startDate, -12);
  const terms: TenancyTerms = {
    startDate,
    endDate,
    rentMinor: home.rentAmount,
    frequency: "monthly",
    dueDay: 1,
  };
  // The agreed deposit: the most the law allows for the rent.
  const cap = depositCap(
    { amountMinor: home.rentAmount, frequency: "monthly" },
    await jurisdictionOf(db, home.propertyId),
  );
  const deposit = (cap.ok && cap.value.capMinor) || home.rentAmount;
  await db.transaction(async (tx) => {
    const [past] = await tx
      .insert(tenancies)
      .values({
        propertyId: home.propertyId,
        tenantId: people.tenantId,
        status: "ended",
        startDate,
        endDate,
        rentAmount: home.rentAmount,
        currency: home.currency,
        rentFrequency: "monthly",
        dueDay: 1,
        depositAmount: deposit,
        createdBy: people.landlordId,
        activatedAt: new Date(`${startDate}T09:00:00Z`),
        endedAt: new Date(`${endDate}T17:00:00Z`),
      })
      .returning();
    await setInitialRent(tx, past!, people.landlordId, "Rent agreed at the start of the tenancy");
    const rents = pastRents(past!.id, terms, home.currency, people.landlordId);
    if (rents.length) await tx.insert(payments).values(rents);
    const docId = await seedDocument(tx, deps.storage, checkoutPdf, {
      propertyId: home.propertyId,
      tenancyId: past!.id,
      kind: "inventory",
      title: "Check-out report",
      fileName: "check-out-report.pdf",
      issuedOn: endDate,
      uploadedBy: people.landlordId,
    });
    await tx.insert(tenancyDeposits).values({
      tenancyId: past!.id,
      amount: deposit,
      receivedOn: startDate,
      receivedFrom: "The tenant",
      scheme: "tds",
      reference: "TDS-48151623",
      protectedOn: addDays(startDate, 6),
      prescribedInfoOn: addDays(startDate, 6),
      prescribedInfoMethod: "email",
      returnStatus: "disputed",
      returnProposedOn: addDays(endDate, 4),
      tenantRespondedOn: [addDays(endDate, 9), today].sort()[0],
      disputeNote:
        "The oven was like that when I moved in: the check-in inventory says so. I agree to pay for the blind.",
    });
    await tx.insert(depositDeductions).values(
      PAST_DEDUCTIONS.map((d) => ({
        tenancyId: past!.id,
        ...d,
        documentId: docId,
        createdBy: people.landlordId,
      })),
    );
  });
}

/**
 * The demo deposits (README's "Demo accounts" says the same): tenant@'s and tenant3@'s deposits
 * were protected and the prescribed information given in time; tenant2@'s was received when their
 * tenancy started and never protected, so landlord@ sees it overdue. Before moving in, tenant2@
 * rented landlord3@'s home (the one tenant4@ is now invited to) for a year: that tenancy ended the
 * day before, landlord3@ proposed two deductions with the check-out report as evidence, and
 * tenant2@ disputes one of them. Called once by the tenancies seeder, after its tenancies exist.
 */
export async function seedDemoDeposits(deps: AppDeps) {
  const { db } = deps.database;
  const today = londonToday();
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ["tenant", "tenant2", "tenant3", "landlord3"].map(demo)));
  const id = (local: string) => people.find((p) => p.email === demo(local))?.id;
  const lets = await db
    .select()
    .from(tenancies)
    .where(
      and(
        eq(tenancies.status, "active"),
        inArray(
          tenancies.tenantId,
          people.map((p) => p.id),
        ),
      ),
    );
  const tenant2 = id("tenant2");
  await seedCurrentDeposits(db, lets, tenant2);

  const current = lets.find((t) => t.tenantId === tenant2);
  const [home] = await db
    .select({
      propertyId: tenancies.propertyId,
      rentAmount: tenancies.rentAmount,
      currency: tenancies.currency,
    })
    .from(tenancies)
    .where(eq(tenancies.inviteEmail, demo("tenant4")));
  const landlord3 = id("landlord3");
  if (!tenant2 || !current || !home || !landlord3) return;
  await seedPastTenancy(deps, { tenantId: tenant2, landlordId: landlord3 }, current, home, today);
}
