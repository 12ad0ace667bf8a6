import { and, count, eq, inArray, isNotNull } from "drizzle-orm";
import { agencies, agencyEngagements, agencyMembers, properties, users } from "../../db/schema";
import type { Seeder } from "../../db/seeder";
import { seedAgencyHomes } from "../properties/seed";

/**
 * Two demo agencies (issue 18 item 1): `agent@` owns Harbour & Vale Lettings, `agent2@` owns
 * Northgate Residential. Every landlord with a home managed by one of them engages that agent's
 * agency, and those homes become the agency's (the agent stays their lead agent).
 */
const demo = [
  {
    agent: "agent@keyhold.example",
    agency: {
      name: "Harbour & Vale Lettings",
      addressLine1: "14 Quay Street",
      city: "Bristol",
      postcode: "BS1 4DB",
      redressScheme: "The Property Ombudsman",
      redressNumber: "D06512",
      cmpScheme: "Propertymark CMP",
      cmpNumber: "C0098231",
    },
  },
  {
    agent: "agent2@keyhold.example",
    agency: {
      name: "Northgate Residential",
      addressLine1: "3 Albion Place",
      city: "Leeds",
      postcode: "LS1 6JL",
      redressScheme: "Property Redress Scheme",
      redressNumber: "PRS012874",
      cmpScheme: "Client Money Protect",
      cmpNumber: "CMP004417",
    },
  },
];

export const demoAgenciesSeeder: Seeder = {
  name: "agencies",
  async run(deps) {
    const { db } = deps.database;
    const [existing] = await db.select({ n: count() }).from(agencies);
    if ((existing?.n ?? 0) > 0) return;
    const agents = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          demo.map((d) => d.agent),
        ),
      );
    await db.transaction(async (tx) => {
      for (const d of demo) {
        const agent = agents.find((a) => a.email === d.agent);
        if (!agent) continue;
        const [agency] = await tx
          .insert(agencies)
          .values({ ...d.agency, createdBy: agent.id })
          .returning();
        await tx.insert(agencyMembers).values({ agencyId: agency!.id, userId: agent.id, role: "owner" });
        const landlords = await tx
          .selectDistinct({ id: properties.landlordId })
          .from(properties)
          .where(and(eq(properties.agentId, agent.id), isNotNull(properties.landlordId)));
        for (const l of landlords)
          await tx.insert(agencyEngagements).values({
            agencyId: agency!.id,
            landlordId: l.id,
            status: "active",
            requestedBy: "agency",
            requestedByUser: agent.id,
            respondedAt: new Date(),
          });
        await seedAgencyHomes(tx, agent.id, agency!.id);
      }
    });
  },
};
