import { addDays, type IsoDate, longDate } from "@shared/dates";
import { earliestRentIncreaseStart } from "@shared/law";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments, properties, rentIncreaseNotices, tenancies, tenancyRents, users } from "../../db/schema";
import { addMonths } from "../documents";

/** The demo tenant whose tenancy tells the section 13 story. */
export const DEMO_RENT_INCREASE_TENANT = "tenant@keyhold.example";

/** A rise of `percent`, rounded to whole pounds. */
const raised = (minor: number, percent: number) => Math.round((minor * (100 + percent)) / 10_000) * 100;

/**
 * The section 13 story of tenant@'s tenancy (README's demo section): an increase served ten months
 * in and applied from the first anniversary (when that day has passed, so the ledger charges two
 * rents; the standing orders rose with it, so the rent stays paid up), and a second notice served a
 * week ago from the earliest date the law allows. Dates from src/shared/law, as the app checks them.
 */
export async function seedDemoRentIncreases(tx: Db, today: IsoDate) {
  const [row] = await tx
    .select({ t: tenancies, jurisdiction: properties.jurisdiction })
    .from(tenancies)
    .innerJoin(users, eq(users.id, tenancies.tenantId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .where(and(eq(users.email, DEMO_RENT_INCREASE_TENANT), eq(tenancies.status, "active")))
    .limit(1);
  if (!row) return;
  const { t } = row;
  const j = row.jurisdiction;
  const timing = (lastIncreaseStart: IsoDate | null, servedOn: IsoDate) => ({
    tenancyStart: t.startDate,
    lastIncreaseStart,
    servedOn,
    frequency: t.rentFrequency,
    dueDay: t.dueDay,
  });
  let rent = t.rentAmount;
  let last: IsoDate | null = null;
  const notice = (values: Partial<typeof rentIncreaseNotices.$inferInsert>) =>
    tx
      .insert(rentIncreaseNotices)
      .values({
        tenancyId: t.id,
        currentRent: rent,
        newRent: rent,
        frequency: t.rentFrequency,
        startDate: today,
        createdBy: t.createdBy,
        ...values,
      })
      .returning({ id: rentIncreaseNotices.id });
  const pastServed = addMonths(t.startDate, 10);
  const past = earliestRentIncreaseStart(timing(null, pastServed), j);
  if (past.ok && past.value < today) {
    const newRent = raised(rent, 4);
    const [n] = await notice({
      status: "applied",
      newRent,
      startDate: past.value,
      servedOn: pastServed,
      serviceMethod: "post",
      serviceNote: "First class post, certificate of posting kept",
      appliedAt: new Date(`${past.value}T06:00:00Z`),
      createdAt: new Date(`${addDays(pastServed, -3)}T10:00:00Z`),
    });
    await tx.insert(tenancyRents).values({
      tenancyId: t.id,
      effectiveDate: past.value,
      amount: newRent,
      frequency: t.rentFrequency,
      dueDay: t.dueDay,
      kind: "section_13",
      noticeId: n!.id,
      reason: `Section 13 notice served ${longDate(pastServed)} (Housing Act 1988 s.13)`,
      createdBy: t.createdBy,
    });
    // The standing order rose with the rent.
    await tx
      .update(payments)
      .set({ amount: newRent })
      .where(
        and(eq(payments.tenancyId, t.id), gt(payments.paidOn, past.value), eq(payments.status, "completed")),
      );
    rent = newRent;
    last = past.value;
  }
  const served = addDays(today, -7);
  const next = earliestRentIncreaseStart(timing(last, served), j);
  if (served >= t.startDate && next.ok)
    await notice({
      status: "served",
      currentRent: rent,
      newRent: raised(rent, 3.5),
      startDate: next.value,
      servedOn: served,
      serviceMethod: "email",
      serviceNote: "E-mailed to the tenant's agreed address for notices; read receipt kept",
    });
  await tx.update(tenancies).set({ rentAmount: rent }).where(eq(tenancies.id, t.id));
}
