import { type IsoDate, today as londonToday } from "@shared/dates";
import { rightToRentFollowUp } from "@shared/law/duties";
import { addDays } from "@shared/ledger";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  alarmChecks,
  documents,
  properties,
  propertyLicences,
  rightToRentChecks,
  serviceRecords,
  tenancies,
  users,
} from "../../db/schema";
import type { Seeder } from "../../db/seeder";
import { addMonths, type DemoDocument, seedDocument, seedDocumentFindings } from "../documents";
import { seedHomeFacts } from "../properties/seed";
import { samplePdf, seedAdultOccupiers } from "../tenancies/seed";

const demo = (local: string) => `${local}@keyhold.example`;

/** A demo tenant's let: the tenancy, its home and the home's landlord. */
interface Let {
  email: string;
  tenantName: string;
  tenancyId: string;
  startDate: string;
  propertyId: string;
  landlordId: string;
}

/** The newest certificate of the kind on the home. */
const certificate = async (tx: Db, propertyId: string, kind: "gas_safety" | "eicr" | "epc") =>
  (
    await tx
      .select()
      .from(documents)
      .where(and(eq(documents.propertyId, propertyId), eq(documents.kind, kind)))
      .orderBy(desc(documents.issuedOn), asc(documents.id))
      .limit(1)
  )[0];

/**
 * tenant@'s home, everything in order: the gas record e-mailed through Keyhold and opened, the
 * EICR (3 years) handed over in person, the first-day alarm check, Right to Rent, an EPC rating.
 */
async function inOrderHome(tx: Db, a: Let) {
  const gas = await certificate(tx, a.propertyId, "gas_safety");
  const eicr = await certificate(tx, a.propertyId, "eicr");
  if (gas?.issuedOn) {
    await tx.insert(serviceRecords).values({
      documentId: gas.id,
      tenancyId: a.tenancyId,
      servedOn: addDays(gas.issuedOn, 2),
      method: "keyhold_email",
      servedBy: a.landlordId,
      emailedAt: new Date(`${addDays(gas.issuedOn, 2)}T09:00:00Z`),
      acknowledgedAt: new Date(`${addDays(gas.issuedOn, 3)}T18:30:00Z`),
    });
  }
  if (eicr?.issuedOn) {
    await seedDocumentFindings(tx, eicr.id, {
      outcome: "satisfactory",
      expiresOn: addMonths(eicr.issuedOn, 36),
    });
    await tx.insert(serviceRecords).values({
      documentId: eicr.id,
      tenancyId: a.tenancyId,
      servedOn: a.startDate > eicr.issuedOn ? addDays(a.startDate, -1) : addDays(eicr.issuedOn, 5),
      method: "in_person",
      note: "Handed over at the inspection visit.",
      servedBy: a.landlordId,
    });
  }
  await tx.insert(alarmChecks).values({
    tenancyId: a.tenancyId,
    checkedOn: a.startDate,
    smokeAlarmsOk: true,
    coAlarmsOk: true,
    note: "Tested with the tenant at check-in.",
    checkedBy: a.landlordId,
  });
  await tx.insert(rightToRentChecks).values({
    tenancyId: a.tenancyId,
    occupierName: a.tenantName,
    checkedOn: addDays(a.startDate, -10),
    method: "home_office_online",
    permission: "unlimited",
    checkedBy: a.landlordId,
  });
  await seedHomeFacts(tx, a.propertyId, { epcRating: "C" });
}

/** tenant2@'s home: two adults but one Right to Rent check, time-limited (its gaps are absences). */
async function shortfallsHome(tx: Db, b: Let, today: IsoDate) {
  const checkedOn = addDays(b.startDate, -6);
  const expires = addDays(today, 200);
  await seedAdultOccupiers(tx, b.tenancyId, 2);
  await tx.insert(rightToRentChecks).values({
    tenancyId: b.tenancyId,
    occupierName: b.tenantName,
    checkedOn,
    method: "idvt",
    permission: "time_limited",
    permissionExpiresOn: expires,
    followUpDueOn: rightToRentFollowUp(checkedOn, expires),
    checkedBy: b.landlordId,
  });
}

/** tenant3@'s home: no gas supply, alarms and Right to Rent in order, a selective licence up for renewal. */
async function managedHome(tx: Db, c: Let, today: IsoDate) {
  await seedHomeFacts(tx, c.propertyId, { gasSupply: false, epcRating: "D" });
  await tx.insert(alarmChecks).values({
    tenancyId: c.tenancyId,
    checkedOn: c.startDate,
    smokeAlarmsOk: true,
    coAlarmsOk: null,
    checkedBy: c.landlordId,
  });
  await tx.insert(rightToRentChecks).values({
    tenancyId: c.tenancyId,
    occupierName: c.tenantName,
    checkedOn: addDays(c.startDate, -14),
    method: "manual",
    permission: "unlimited",
    checkedBy: c.landlordId,
  });
  await tx.insert(propertyLicences).values({
    propertyId: c.propertyId,
    kind: "selective",
    reference: "SL/2021/0457",
    issuedOn: addDays(addMonths(today, -60), 45),
    expiresOn: addDays(today, 45),
    createdBy: c.landlordId,
  });
}

/**
 * The certificates with files (stored outside the transaction, which cannot roll them back):
 * tenant2@'s fresh EICR with remedial work now overdue, tenant3@'s EICR posted and its EPC,
 * tenant@'s EPC.
 */
async function certificateFiles(
  deps: Parameters<Seeder["run"]>[0],
  lets: (Let | undefined)[],
  today: IsoDate,
) {
  const { db } = deps.database;
  const [a, b, c] = lets;
  const file = (p: Let, kind: "gas_safety" | "eicr" | "epc", title: string, values: Partial<DemoDocument>) =>
    seedDocument(db, deps.storage, samplePdf, {
      propertyId: p.propertyId,
      kind,
      title,
      uploadedBy: p.landlordId,
      ...values,
    });
  if (b) {
    const inspected = addDays(today, -40);
    await file(b, "eicr", "Electrical installation condition report", {
      issuedOn: inspected,
      expiresOn: addMonths(inspected, 60),
      outcome: "unsatisfactory",
      remedialDueOn: addDays(inspected, 28),
    });
  }
  if (c) {
    const inspected = addMonths(today, -26);
    const eicr = await file(c, "eicr", "Electrical installation condition report", {
      issuedOn: inspected,
      expiresOn: addMonths(inspected, 60),
      outcome: "satisfactory",
    });
    await db.insert(serviceRecords).values({
      documentId: eicr,
      tenancyId: c.tenancyId,
      servedOn: addDays(c.startDate, -3),
      method: "post",
      servedBy: c.landlordId,
    });
    const issued = addMonths(today, -50);
    await file(c, "epc", "Energy performance certificate", {
      issuedOn: issued,
      expiresOn: addMonths(issued, 120),
    });
  }
  if (a) {
    const issued = addMonths(today, -30);
    await file(a, "epc", "Energy performance certificate", {
      issuedOn: issued,
      expiresOn: addMonths(issued, 120),
    });
  }
}

/**
 * The compliance story of the demo (README's "Demo accounts" says the same), on the let homes the
 * tenancies seeder made, so the clock shows every status:
 * - tenant@'s home (landlord@): everything in order; the gas check is due within weeks, the record
 *   was e-mailed through Keyhold and opened by the tenant, the EICR (the report asks for 3 years)
 *   handed over in person.
 * - tenant2@'s home (landlord@): a fresh EICR found remedial work now overdue, the gas record never
 *   given, no first-day alarm check, two adults but one Right to Rent check (time-limited), no EPC.
 * - tenant3@'s home (landlord2@, managed by agent@): no gas supply (not applicable), a selective
 *   licence up for renewal, everything else in order.
 * Runs once: only while no evidence rows exist.
 */
export const demoComplianceSeeder: Seeder = {
  name: "compliance",
  async run(deps) {
    const { db } = deps.database;
    const [done] = await db.select({ n: count() }).from(serviceRecords);
    const [checks] = await db.select({ n: count() }).from(alarmChecks);
    if ((done?.n ?? 0) > 0 || (checks?.n ?? 0) > 0) return;
    const rows: Let[] = await db
      .select({
        email: users.email,
        tenantName: users.name,
        tenancyId: tenancies.id,
        startDate: tenancies.startDate,
        propertyId: tenancies.propertyId,
        landlordId: properties.landlordId,
      })
      .from(tenancies)
      .innerJoin(users, eq(users.id, tenancies.tenantId))
      .innerJoin(properties, eq(properties.id, tenancies.propertyId))
      .where(
        and(eq(tenancies.status, "active"), inArray(users.email, ["tenant", "tenant2", "tenant3"].map(demo))),
      );
    const of = (local: string) => rows.find((r) => r.email === demo(local));
    const [a, b, c] = [of("tenant"), of("tenant2"), of("tenant3")];
    const today = londonToday();
    await db.transaction(async (tx) => {
      if (a) await inOrderHome(tx, a);
      if (b) await shortfallsHome(tx, b, today);
      if (c) await managedHome(tx, c, today);
    });
    await certificateFiles(deps, [a, b, c], today);
  },
};
