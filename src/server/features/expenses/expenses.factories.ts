/** Test factories of expenses: a landlord's portfolio of homes with an agent, a co-owner and a tenant. */
import { properties, propertyOwners } from "../../db/schema";
import { signedInUser, type TestContext, type TestUser } from "../../test/harness";
import { insertLetting, type Letting } from "../tenancies/tenancy.factories";

export interface Portfolio extends Letting {
  /** A landlord-role account that accepted a 40 % share of the first home. */
  coOwner: TestUser;
  /** Three homes: the let one (agent), a second with the same agent, a third with none. */
  homeIds: [string, string, string];
}

export async function insertPortfolio(ctx: TestContext): Promise<Portfolio> {
  const letting = await insertLetting(ctx);
  const { db } = ctx.database;
  const home = (title: string, postcode: string, agentId: string | null) => ({
    landlordId: letting.landlord.id,
    agentId,
    title,
    type: "flat" as const,
    status: "available" as const,
    addressLine1: `${title} street`,
    city: "Leeds",
    postcode,
    bedrooms: 1,
    bathrooms: 1,
    rentAmount: 90_000,
    rentPcm: 90_000,
  });
  const rows = await db
    .insert(properties)
    .values([home("Second flat", "LS2 7EW", letting.agent.id), home("Third house", "LS6 2AB", null)])
    .returning({ id: properties.id });
  const coOwner = await signedInUser(ctx, "landlord");
  await db.insert(propertyOwners).values([
    {
      propertyId: letting.propertyId,
      userId: letting.landlord.id,
      displayName: "Primary Owner",
      shareBp: 6000,
      isPrimary: true,
    },
    {
      propertyId: letting.propertyId,
      userId: coOwner.id,
      displayName: "Co Owner",
      shareBp: 4000,
      acceptedAt: new Date(),
    },
  ]);
  return { ...letting, coOwner, homeIds: [letting.propertyId, rows[0]!.id, rows[1]!.id] };
}

/** A valid expense body for a home. */
export const expenseBody = (propertyId: string | null, over: Record<string, unknown> = {}) => ({
  propertyId,
  paidOn: "2026-03-14",
  supplier: "Leeds Plumbing Ltd",
  description: "Replaced the kitchen tap",
  amountMinor: 18_000,
  vatMinor: 3_000,
  category: "repairsAndMaintenance",
  capital: false,
  paidBy: "owner",
  ...over,
});
