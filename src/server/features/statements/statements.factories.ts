/**
 * The statements fixture (tests and the authorization matrix): a home co-owned 60/40 by a landlord
 * and a co-owner, managed by an agent at 10 % + 20 % VAT, let to a tenant who paid £1,000.00 on
 * 5 March 2026 (and reported £50.00 still pending); the agent paid a £150.00 repair (VAT £25.00) out
 * of rent on 10 March and the owners paid £60.00 insurance themselves on 12 March. The landlord
 * also owns a second home alone, no agent, with £500.00 rent on 20 March.
 */
import type { ExpenseCategory } from "@shared/accounts/categories";
import type { PaymentStatus } from "@shared/schemas/tenancies";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  expenseAllocations,
  expenses,
  managementAgreements,
  payments,
  properties,
  propertyOwners,
  tenancies,
} from "../../db/schema";

export const FIXTURE_MONTH = "2026-03";

export async function insertHome(
  db: Db,
  v: {
    landlordId: string;
    agentId?: string | null;
    title: string;
    rentMinor?: number;
    addressLine1?: string;
    addressLine2?: string | null;
  },
): Promise<string> {
  const [p] = await db
    .insert(properties)
    .values({
      landlordId: v.landlordId,
      agentId: v.agentId ?? null,
      title: v.title,
      type: "flat",
      status: "let",
      addressLine1: v.addressLine1 ?? "12 Ledger Lane",
      addressLine2: v.addressLine2 ?? null,
      city: "Leeds",
      postcode: "LS1 4AP",
      bedrooms: 2,
      bathrooms: 1,
      rentAmount: v.rentMinor ?? 100_000,
      rentPcm: v.rentMinor ?? 100_000,
    })
    .returning({ id: properties.id });
  return p!.id;
}

export async function insertTenancy(
  db: Db,
  v: { propertyId: string; tenantId: string; createdBy: string; startDate?: string; rentMinor?: number },
): Promise<string> {
  const [t] = await db
    .insert(tenancies)
    .values({
      propertyId: v.propertyId,
      tenantId: v.tenantId,
      status: "active",
      startDate: v.startDate ?? "2026-01-01",
      rentAmount: v.rentMinor ?? 100_000,
      rentFrequency: "monthly",
      dueDay: 1,
      createdBy: v.createdBy,
    })
    .returning({ id: tenancies.id });
  return t!.id;
}

export async function insertPayment(
  db: Db,
  v: {
    tenancyId: string;
    amount: number;
    paidOn: string;
    status?: PaymentStatus;
    reference?: string;
    by: string;
  },
): Promise<string> {
  const [p] = await db
    .insert(payments)
    .values({
      tenancyId: v.tenancyId,
      amount: v.amount,
      paidOn: v.paidOn,
      method: "bank_transfer",
      reference: v.reference ?? null,
      status: v.status ?? "completed",
      createdBy: v.by,
      recordedBy: v.by,
    })
    .returning({ id: payments.id });
  return p!.id;
}

export async function insertExpense(
  db: Db,
  v: {
    landlordId: string;
    propertyId: string;
    paidOn: string;
    amount: number;
    vat?: number;
    paidBy: "owner" | "agent";
    supplier: string;
    category: ExpenseCategory;
  },
): Promise<string> {
  const [e] = await db
    .insert(expenses)
    .values({
      landlordId: v.landlordId,
      propertyId: v.propertyId,
      paidOn: v.paidOn,
      supplier: v.supplier,
      amountMinor: v.amount,
      vatMinor: v.vat ?? 0,
      category: v.category,
      paidBy: v.paidBy,
    })
    .returning({ id: expenses.id });
  await db
    .insert(expenseAllocations)
    .values({ expenseId: e!.id, propertyId: v.propertyId, amountMinor: v.amount, vatMinor: v.vat ?? 0 });
  return e!.id;
}

/** Shares of a home: the landlord (primary) and accepted co-owners, in basis points. */
export async function setShares(
  db: Db,
  propertyId: string,
  owners: { userId: string; name: string; shareBp: number; primary?: boolean }[],
): Promise<void> {
  await db.delete(propertyOwners).where(and(eq(propertyOwners.propertyId, propertyId)));
  await db.insert(propertyOwners).values(
    owners.map((o) => ({
      propertyId,
      userId: o.userId,
      displayName: o.name,
      shareBp: o.shareBp,
      isPrimary: o.primary ?? false,
      acceptedAt: new Date(),
    })),
  );
}

export interface StatementFixture {
  sharedHome: string;
  soleHome: string;
  tenancyId: string;
  paymentId: string;
  pendingPaymentId: string;
}

/** The fixture described at the top of this file, for the given people. */
export async function statementFixture(
  db: Db,
  who: {
    landlordId: string;
    landlordName: string;
    coOwnerId: string;
    coOwnerName: string;
    agentId: string;
    tenantId: string;
  },
): Promise<StatementFixture> {
  const sharedHome = await insertHome(db, {
    landlordId: who.landlordId,
    agentId: who.agentId,
    title: "Aspen Court",
  });
  const soleHome = await insertHome(db, {
    landlordId: who.landlordId,
    title: "Birch House",
    rentMinor: 50_000,
  });
  await setShares(db, sharedHome, [
    { userId: who.landlordId, name: who.landlordName, shareBp: 6_000, primary: true },
    { userId: who.coOwnerId, name: who.coOwnerName, shareBp: 4_000 },
  ]);
  await db.insert(managementAgreements).values({
    propertyId: sharedHome,
    agentId: who.agentId,
    feeBp: 1_000,
    vatBp: 2_000,
    startsOn: "2025-01-01",
  });
  const tenancyId = await insertTenancy(db, {
    propertyId: sharedHome,
    tenantId: who.tenantId,
    createdBy: who.landlordId,
  });
  const paymentId = await insertPayment(db, {
    tenancyId,
    amount: 100_000,
    paidOn: "2026-03-05",
    reference: "ASPEN MAR",
    by: who.landlordId,
  });
  const pendingPaymentId = await insertPayment(db, {
    tenancyId,
    amount: 5_000,
    paidOn: "2026-03-28",
    status: "pending",
    by: who.tenantId,
  });
  // Outside the month: not on March's statement.
  await insertPayment(db, { tenancyId, amount: 100_000, paidOn: "2026-04-02", by: who.landlordId });
  await insertExpense(db, {
    landlordId: who.landlordId,
    propertyId: sharedHome,
    paidOn: "2026-03-10",
    amount: 15_000,
    vat: 2_500,
    paidBy: "agent",
    supplier: "Drip Plumbing",
    category: "repairsAndMaintenance",
  });
  await insertExpense(db, {
    landlordId: who.landlordId,
    propertyId: sharedHome,
    paidOn: "2026-03-12",
    amount: 6_000,
    paidBy: "owner",
    supplier: "Shield Insurance",
    category: "premisesRunningCosts",
  });
  const soleTenancy = await insertTenancy(db, {
    propertyId: soleHome,
    tenantId: who.tenantId,
    createdBy: who.landlordId,
    rentMinor: 50_000,
  });
  await insertPayment(db, {
    tenancyId: soleTenancy,
    amount: 50_000,
    paidOn: "2026-03-20",
    by: who.landlordId,
  });
  return { sharedHome, soleHome, tenancyId, paymentId, pendingPaymentId };
}
