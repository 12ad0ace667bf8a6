import { today as londonToday } from "@shared/dates";
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
  // The deposit received at the start, within the cap for the rent (demo listings round it).
  const received = async (t: typeof tenancies.$inferSelect, amount: number) => {
    const cap = depositCap(rentOf(t), await jurisdictionOf(db, t.propertyId));
    const capped = cap.ok && cap.value.capMinor !== null ? Math.min(amount, cap.value.capMinor) : amount;
    return { tenancyId: t.id, amount: capped, receivedOn: t.startDate, receivedFrom: "The tenant" };
  };
  const schemes = ["dps", "mydeposits"] as const;
  for (const [i, t] of lets.entries()) {
    if (!t.depositAmount) continue;
    const overdue = t.tenantId === id("tenant2");
    await db.insert(tenancyDeposits).values({
      ...(await received(t, t.depositAmount)),
      ...(overdue
        ? {}
        : {
            scheme: schemes[i % 2],
            reference: `DEP-${2000 + i}`,
            protectedOn: addDays(t.startDate, 12),
            prescribedInfoOn: addDays(t.startDate, 12),
            prescribedInfoMethod: "email",
          }),
    });
  }

  // tenant2@'s year at landlord3@'s home, ended the day before their current tenancy began.
  const tenant2 = id("tenant2");
  const current = lets.find((t) => t.tenantId === tenant2);
  const [home] = await db
    .select({
      propertyId: tenancies.propertyId,
      rentAmount: tenancies.rentAmount,
      currency: tenancies.currency,
    })
    .from(tenancies)
    .where(eq(tenancies.inviteEmail, demo("tenant4")));
  if (!tenant2 || !current || !home || !id("landlord3")) return;
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
        tenantId: tenant2,
        status: "ended",
        startDate,
        endDate,
        rentAmount: home.rentAmount,
        currency: home.currency,
        rentFrequency: "monthly",
        dueDay: 1,
        depositAmount: deposit,
        createdBy: id("landlord3"),
        activatedAt: new Date(`${startDate}T09:00:00Z`),
        endedAt: new Date(`${endDate}T17:00:00Z`),
      })
      .returning();
    await setInitialRent(tx, past!, id("landlord3") ?? null, "Rent agreed at the start of the tenancy");
    const rents = chargesUntil(terms, endDate).map((c) => ({
      tenancyId: past!.id,
      amount: c.amountMinor,
      currency: home.currency,
      paidOn: c.dueDate,
      method: "standing_order" as const,
      reference: `RENT-${c.dueDate.slice(0, 7)}`,
      status: "completed" as const,
      createdBy: id("landlord3"),
      recordedBy: id("landlord3"),
    }));
    if (rents.length) await tx.insert(payments).values(rents);
    const docId = await seedDocument(tx, deps.storage, checkoutPdf, {
      propertyId: home.propertyId,
      tenancyId: past!.id,
      kind: "inventory",
      title: "Check-out report",
      fileName: "check-out-report.pdf",
      issuedOn: endDate,
      uploadedBy: id("landlord3"),
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
    await tx.insert(depositDeductions).values([
      {
        tenancyId: past!.id,
        amount: 18_000,
        reason: "Professional cleaning of the oven and kitchen (see the check-out report)",
        documentId: docId,
        createdBy: id("landlord3"),
      },
      {
        tenancyId: past!.id,
        amount: 6_500,
        reason: "Replacing the broken bedroom blind",
        documentId: docId,
        createdBy: id("landlord3"),
      },
    ]);
  });
}
