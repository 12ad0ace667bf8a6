/**
 * Demo money of homes (issue 17): co-owner@ holds 40 % of the home landlord@ lets to tenant@
 * (landlord@ 60 %, both accepted), landlord@'s homes have purchase prices and current values, and
 * every agent-managed home has a management agreement at 10 % of rent collected plus VAT at 20 %.
 * Runs after the tenancies and compliance seeders; adds nothing when any owner row or agreement
 * exists, so seeding twice adds nothing.
 */
import { STANDARD_VAT_BP } from "@shared/accounts/fees";
import { addYears, today } from "@shared/dates";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import { managementAgreements, properties, propertyOwners, tenancies, users } from "../../db/schema";
import type { Seeder } from "../../db/seeder";
import { seedHomeFacts } from "../properties/seed";
import { createUserAccount } from "../users";
import { DEMO_PASSWORD, demoAccounts } from "../users/seed";

const CO_OWNER = "co-owner@keyhold.example";

/** A price that yields about 5 % gross on the rent, to the nearest £1,000. */
const priceFor = (rentPcm: number) => Math.round((rentPcm * 12) / 0.05 / 100_000) * 100_000;

export const demoMoneyHomesSeeder: Seeder = {
  name: "money-homes",
  async run(deps) {
    const { db } = deps.database;
    const [owners] = await db.select({ n: count() }).from(propertyOwners);
    const [agreements] = await db.select({ n: count() }).from(managementAgreements);
    if ((owners?.n ?? 0) > 0 || (agreements?.n ?? 0) > 0) return;
    const people = await db.select({ id: users.id, email: users.email, name: users.name }).from(users);
    const byEmail = (e: string) => people.find((p) => p.email === e);
    const landlord = byEmail("landlord@keyhold.example");
    const tenant = byEmail("tenant@keyhold.example");
    if (!landlord) return;
    let coOwner = byEmail(CO_OWNER);
    if (!coOwner) {
      const account = demoAccounts.find((a) => a.email === CO_OWNER)!;
      const created = await createUserAccount(deps, { ...account, password: DEMO_PASSWORD });
      coOwner = { id: created.id, email: CO_OWNER, name: account.name };
    }
    const now = today();
    await db.transaction(async (tx) => {
      // Values of the landlord's homes (only where none are recorded).
      const homes = await tx
        .select({ id: properties.id, rentPcm: properties.rentPcm })
        .from(properties)
        .where(and(eq(properties.landlordId, landlord.id), isNull(properties.purchasePriceMinor)))
        .orderBy(properties.createdAt, properties.id);
      for (const [i, h] of homes.entries()) {
        const price = priceFor(h.rentPcm);
        await seedHomeFacts(tx, h.id, {
          purchasePriceMinor: price,
          purchasedOn: addYears(now, -(4 + (i % 5))).replace(/-\d\d$/, "-15"),
          currentValueMinor: Math.round((price * (112 + (i % 4) * 4)) / 100 / 100_000) * 100_000,
        });
      }
      // co-owner@ holds 40 % of the home let to tenant@.
      const [shared] = tenant
        ? await tx
            .select({ id: tenancies.propertyId })
            .from(tenancies)
            .innerJoin(properties, eq(properties.id, tenancies.propertyId))
            .where(
              and(
                eq(tenancies.tenantId, tenant.id),
                eq(tenancies.status, "active"),
                eq(properties.landlordId, landlord.id),
              ),
            )
        : [];
      if (shared) {
        const at = new Date();
        await tx.insert(propertyOwners).values([
          {
            propertyId: shared.id,
            userId: landlord.id,
            displayName: landlord.name,
            shareBp: 6000,
            isPrimary: true,
            acceptedAt: at,
            createdBy: landlord.id,
          },
          {
            propertyId: shared.id,
            userId: coOwner.id,
            displayName: coOwner.name,
            inviteEmail: CO_OWNER,
            shareBp: 4000,
            acceptedAt: at,
            createdBy: landlord.id,
          },
        ]);
      }
      // 10 % + VAT on every home an agent manages, from two years ago.
      const managed = await tx
        .select({ id: properties.id, agentId: properties.agentId, landlordId: properties.landlordId })
        .from(properties)
        .where(isNotNull(properties.agentId));
      if (managed.length > 0)
        await tx.insert(managementAgreements).values(
          managed.map((m) => ({
            propertyId: m.id,
            agentId: m.agentId,
            feeBp: 1000,
            fixedFeeMinor: 0,
            vatBp: STANDARD_VAT_BP,
            startsOn: addYears(now, -2),
            createdBy: m.landlordId,
          })),
        );
    });
  },
};
