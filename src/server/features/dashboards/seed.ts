import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { listingViews, PUBLIC_PROPERTY_SQL, payments, properties, tenancies, users } from "../../db/schema";
import type { Seeder } from "../../db/seed";

const iso = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Demo rent history so the landlord and agent homes have figures on a fresh install: one active
 * tenancy per demo tenant on a let home of a demo landlord, started a year ago and paid monthly,
 * except that tenant2 has missed the last two months (arrears to chase). Skipped when any tenancy
 * exists already (another seeder or real data).
 */
export const demoRentSeeder: Seeder = {
  name: "rent",
  async run(deps) {
    const { db } = deps.database;
    const [existing] = await db.select({ n: count() }).from(tenancies);
    if ((existing?.n ?? 0) > 0) return;
    const people = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(users.email, [
          "landlord@keyhold.example",
          "landlord2@keyhold.example",
          "landlord3@keyhold.example",
          "tenant@keyhold.example",
          "tenant2@keyhold.example",
          "tenant3@keyhold.example",
          "tenant4@keyhold.example",
        ]),
      );
    const id = (local: string) => people.find((p) => p.email === `${local}@keyhold.example`)?.id;
    const plan: [string, string, number][] = [
      ["landlord", "tenant", 0],
      ["landlord", "tenant2", 2],
      ["landlord2", "tenant3", 0],
      ["landlord3", "tenant4", 1],
    ];
    const used = new Set<string>();
    const now = new Date();
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    for (const [landlordKey, tenantKey, missed] of plan) {
      const landlordId = id(landlordKey);
      const tenantId = id(tenantKey);
      if (!landlordId || !tenantId) continue;
      const homes = await db
        .select({ id: properties.id, rent: properties.rentPcm, currency: properties.currency })
        .from(properties)
        .where(and(eq(properties.landlordId, landlordId), eq(properties.status, "let")))
        .orderBy(asc(properties.createdAt), asc(properties.id));
      const home = homes.find((h) => !used.has(h.id));
      if (!home) continue;
      used.add(home.id);
      const end = new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth() + 1, 0));
      const [tenancy] = await db
        .insert(tenancies)
        .values({
          propertyId: home.id,
          tenantId,
          status: "active",
          startDate: iso(start),
          // The first tenancy ends next month, so "ending soon" has something to show.
          endDate: tenantKey === "tenant" ? iso(end) : null,
          rentAmount: home.rent,
          currency: home.currency,
          rentFrequency: "monthly",
          dueDay: 1,
          activatedAt: start,
        })
        .returning({ id: tenancies.id });
      const paidMonths = 12 - missed;
      const rows = Array.from({ length: paidMonths }, (_, i) => {
        const paidOn = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1 + (i % 3)));
        return {
          tenancyId: tenancy!.id,
          amount: home.rent,
          currency: home.currency,
          paidOn: iso(paidOn),
          method: i % 2 ? "standing_order" : "bank_transfer",
          status: "completed",
          reference: `RENT-${iso(paidOn).slice(0, 7)}`,
        };
      }).filter((r) => r.paidOn <= iso(now));
      if (rows.length) await db.insert(payments).values(rows);
    }
  },
};

/**
 * Ninety days of listing views on the published demo listings, so listing performance has a
 * history: a steady, made-up but plausible daily count per listing (more at weekends).
 */
export const demoListingViewsSeeder: Seeder = {
  name: "listing-views",
  async run(deps) {
    const { db } = deps.database;
    const [existing] = await db.select({ n: count() }).from(listingViews);
    if ((existing?.n ?? 0) > 0) return;
    const listed = await db
      .select({ id: properties.id })
      .from(properties)
      .where(sql.raw(PUBLIC_PROPERTY_SQL))
      .orderBy(asc(properties.createdAt), asc(properties.id));
    const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
    const rows = listed.flatMap((p, i) =>
      Array.from({ length: 90 }, (_, d) => {
        const day = new Date(today - d * 86_400_000);
        const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
        return { propertyId: p.id, day: iso(day), views: ((i * 7 + d * 3) % 11) + (weekend ? 6 : 2) };
      }),
    );
    for (let i = 0; i < rows.length; i += 1000) await db.insert(listingViews).values(rows.slice(i, i + 1000));
  },
};
