/** The tenancy CSV downloads (the ledger, the payments of a period), written by lib/csv.ts. */
import type { IsoDate } from "@shared/dates";
import { AppError } from "@shared/errors";
import type { Caller } from "@shared/schemas/auth";
import type { Ledger } from "@shared/schemas/tenancies";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { payments, properties, tenancies } from "../../db/schema";
import { date, money, toCsv } from "../../lib/csv";

import { readCondition, tenantUser } from "./access";

export function ledgerCsv(ledger: Ledger): string {
  const c = ledger.currency;
  return toCsv(
    ["Date", "Type", "Description", `Charge (${c})`, `Payment (${c})`, `Balance (${c})`],
    ledger.entries.map((e) => [
      date(e.date),
      e.type,
      e.description,
      e.debitMinor ? money(e.debitMinor) : null,
      e.creditMinor ? money(e.creditMinor) : null,
      money(e.balanceMinor),
    ]),
  );
}

/** Payments (any status) on the tenancies the user may read, paid between two dates inclusive. */
export async function paymentsCsv(db: Db, user: Caller, from: IsoDate, to: IsoDate): Promise<string> {
  if (to < from) {
    throw new AppError("validation_error", "Invalid input. to: must not be before from", {
      to: "The end date must not be before the start date",
    });
  }
  const rows = await db
    .select({
      p: payments,
      propertyTitle: properties.title,
      tenantName: sql<string>`coalesce(${tenantUser.name}, ${tenancies.inviteEmail})`,
    })
    .from(payments)
    .innerJoin(tenancies, eq(tenancies.id, payments.tenancyId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .leftJoin(tenantUser, eq(tenantUser.id, tenancies.tenantId))
    .where(and(readCondition(user), sql`${payments.paidOn} between ${from} and ${to}`))
    .orderBy(payments.paidOn, payments.createdAt)
    .limit(50_000);
  return paymentRowsCsv(
    rows.map((r) => ({ ...r.p, propertyTitle: r.propertyTitle, tenantName: r.tenantName })),
  );
}

/** One payment as the payments CSV shows it (the admin export adds the landlord). */
export interface PaymentCsvRow {
  paidOn: string;
  propertyTitle: string;
  landlordName?: string;
  tenantName: string | null;
  amount: number;
  currency: string;
  method: string;
  reference: string | null;
  status: string;
  id: string;
  tenancyId: string;
}

/**
 * The one payments CSV layout, for a landlord's or agent's period export and the admin export:
 * the "Landlord" column appears when the rows carry one (`withLandlord`).
 */
export function paymentRowsCsv(rows: PaymentCsvRow[], withLandlord = false): string {
  const header = ["Paid on", "Property", ...(withLandlord ? ["Landlord"] : []), "Tenant", "Amount"];
  return toCsv(
    [...header, "Currency", "Method", "Reference", "Status", "Payment id", "Tenancy id"],
    rows.map((r) => [
      date(r.paidOn),
      r.propertyTitle,
      ...(withLandlord ? [r.landlordName ?? ""] : []),
      r.tenantName,
      money(r.amount),
      r.currency,
      r.method,
      r.reference,
      r.status,
      r.id,
      r.tenancyId,
    ]),
  );
}
