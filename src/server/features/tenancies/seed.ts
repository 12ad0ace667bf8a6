import { addDays, chargesUntil, type TenancyTerms } from "@shared/ledger";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { documents, payments, properties, tenancies, users } from "../../db/schema";
import type { Seeder } from "../../db/seed";
import { addMonths } from "../documents/service";
import { todayIso } from "./service";

/** A one-page PDF standing in for a scanned certificate. */
const samplePdf = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/**
 * Tenancies on the demo properties that are let, for tenant2..tenant4 (tenant@ stays free for
 * the walkthrough of letting a property): months of rent history with standing-order payments,
 * one tenancy in arrears with a payment the tenant reported, one paid up, one part-paid; and
 * certificates on the demo landlord's let homes (gas safety due for renewal soon, EICR valid,
 * EPC missing) so the compliance view has something to say.
 */
export const demoTenanciesSeeder: Seeder = {
  name: "tenancies",
  async run(deps) {
    const { db } = deps.database;
    const [existing] = await db.select({ n: count() }).from(tenancies);
    if ((existing?.n ?? 0) > 0) return;
    const tenants = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(users.email, [
          "tenant2@keyhold.example",
          "tenant3@keyhold.example",
          "tenant4@keyhold.example",
        ]),
      )
      .orderBy(asc(users.email));
    const [landlord] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "landlord@keyhold.example"));
    if (!tenants.length) return;
    const lets = await db
      .select({
        id: properties.id,
        landlordId: properties.landlordId,
        rentAmount: properties.rentAmount,
        rentPeriod: properties.rentPeriod,
        depositAmount: properties.depositAmount,
        currency: properties.currency,
      })
      .from(properties)
      .where(eq(properties.status, "let"))
      // The demo landlord's let homes first, so their account shows arrears and a paid-up tenancy.
      .orderBy(sql`${properties.landlordId} = ${landlord?.id ?? ""} desc`, asc(properties.createdAt))
      .limit(tenants.length);
    const today = todayIso();
    const schemes = ["dps", "tds", "mydeposits"] as const;
    await db.transaction(async (tx) => {
      for (const [i, p] of lets.entries()) {
        const monthsAgo = 4 + i * 2;
        const startDate = `${addMonths(today, -monthsAgo).slice(0, 7)}-01`;
        const terms: TenancyTerms = {
          startDate,
          rentMinor: p.rentAmount,
          frequency: p.rentPeriod === "week" ? "weekly" : "monthly",
          dueDay: 1,
        };
        const [t] = await tx
          .insert(tenancies)
          .values({
            propertyId: p.id,
            tenantId: tenants[i]!.id,
            status: "active",
            startDate,
            rentAmount: terms.rentMinor,
            currency: p.currency,
            rentFrequency: terms.frequency,
            dueDay: 1,
            depositAmount: p.depositAmount,
            depositScheme: p.depositAmount ? schemes[i % 3] : null,
            depositReference: p.depositAmount ? `DEP-${1000 + i}` : null,
            createdBy: p.landlordId,
            activatedAt: new Date(`${startDate}T09:00:00Z`),
          })
          .returning({ id: tenancies.id });
        const charges = chargesUntil(terms, today);
        // 0: last rent unpaid, the tenant reported paying it; 1: paid up; 2: the last rent half paid.
        const rows = charges.map((c, n) => {
          const last = n === charges.length - 1;
          const amount = i === 2 && last ? Math.round(c.amountMinor / 2) : c.amountMinor;
          const status = i === 0 && last ? "pending" : "completed";
          return {
            tenancyId: t!.id,
            amount,
            currency: p.currency,
            paidOn: i === 0 && last ? today : addDays(c.dueDate, 1),
            method: i === 0 && last ? "bank_transfer" : "standing_order",
            reference: `RENT-${c.dueDate.slice(0, 7)}`,
            status,
            createdBy: status === "pending" ? tenants[i]!.id : p.landlordId,
            recordedBy: status === "pending" ? null : p.landlordId,
          };
        });
        if (rows.length) await tx.insert(payments).values(rows);
      }
    });

    // Certificates for the demo landlord's let homes.
    for (const p of lets.filter((l) => l.landlordId === landlord?.id)) {
      const certs = [
        { kind: "gas_safety", title: "Gas safety record", issuedOn: addDays(addMonths(today, -12), 20) },
        { kind: "eicr", title: "Electrical installation condition report", issuedOn: addMonths(today, -20) },
      ];
      for (const c of certs) {
        const id = crypto.randomUUID();
        const storageKey = `documents/${p.id}/${id}.pdf`;
        await deps.storage.put(storageKey, samplePdf, "application/pdf");
        await db.insert(documents).values({
          id,
          propertyId: p.id,
          kind: c.kind,
          title: c.title,
          fileName: `${c.kind}.pdf`,
          contentType: "application/pdf",
          sizeBytes: samplePdf.length,
          storageKey,
          issuedOn: c.issuedOn,
          expiresOn: addMonths(c.issuedOn, c.kind === "gas_safety" ? 12 : 60),
          uploadedBy: p.landlordId,
        });
      }
    }
  },
};
