/** Test factories: a property and a tenancy written straight to the database, with their people. */
import type { Jurisdiction } from "@shared/law";
import { eq } from "drizzle-orm";
import { properties, tenancies } from "../../db/schema";
import { signedInUser, type TestContext, type TestUser } from "../../test/harness";
import { setInitialRent } from "./service-rents";

export interface Letting {
  landlord: TestUser;
  agent: TestUser;
  tenant: TestUser;
  propertyId: string;
  tenancyId: string;
}

/**
 * A landlord's home managed by their agent and let to a tenant (who has joined), monthly rent due
 * on the 1st unless `over` says otherwise; its rent history starts with the terms.
 */
export async function insertLetting(
  ctx: TestContext,
  over: Partial<typeof tenancies.$inferInsert> & { jurisdiction?: Jurisdiction } = {},
): Promise<Letting> {
  const { jurisdiction = "england", ...terms } = over;
  const [landlord, agent, tenant] = await Promise.all([
    signedInUser(ctx, "landlord"),
    signedInUser(ctx, "agent"),
    signedInUser(ctx, "tenant"),
  ]);
  const { db } = ctx.database;
  const rent = terms.rentAmount ?? 100_000;
  const [property] = await db
    .insert(properties)
    .values({
      landlordId: landlord.id,
      agentId: agent.id,
      title: "Factory flat",
      type: "flat",
      status: terms.status === "draft" ? "available" : "let",
      addressLine1: "2 Ledger Lane",
      city: "Leeds",
      postcode: "LS1 4AP",
      jurisdiction,
      bedrooms: 1,
      bathrooms: 1,
      rentAmount: rent,
      rentPcm: rent,
    })
    .returning();
  const [t] = await db
    .insert(tenancies)
    .values({
      propertyId: property!.id,
      tenantId: tenant.id,
      status: "active",
      startDate: "2025-01-01",
      rentAmount: rent,
      rentFrequency: "monthly",
      dueDay: 1,
      createdBy: landlord.id,
      ...terms,
    })
    .returning();
  await setInitialRent(db, t!, landlord.id, "Rent agreed at the start of the tenancy");
  return { landlord, agent, tenant, propertyId: property!.id, tenancyId: t!.id };
}

/** The tenancy row as stored. */
export async function tenancyRow(ctx: TestContext, id: string) {
  const [row] = await ctx.database.db.select().from(tenancies).where(eq(tenancies.id, id));
  return row!;
}
