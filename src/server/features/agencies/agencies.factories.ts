/** Test data for agencies: an agency with members and the landlords engaging it, written directly. */
import type { AgencyRole } from "@shared/permissions";
import type { Db } from "../../db/client";
import { agencies, agencyEngagements, agencyMembers } from "../../db/schema";

let seq = 0;

export async function makeAgency(
  db: Db,
  opts: { name?: string; members?: { userId: string; role?: AgencyRole }[]; landlords?: string[] } = {},
): Promise<string> {
  const [agency] = await db
    .insert(agencies)
    .values({
      name: opts.name ?? `Test Lettings ${++seq}`,
      addressLine1: "1 Agency Row",
      city: "Testbury",
      postcode: "SW1A 1AA",
      redressScheme: "The Property Ombudsman",
      redressNumber: `T0${seq}`,
      cmpScheme: "Propertymark CMP",
      cmpNumber: `C0${seq}`,
    })
    .returning();
  const id = agency!.id;
  for (const m of opts.members ?? [])
    await db.insert(agencyMembers).values({ agencyId: id, userId: m.userId, role: m.role ?? "owner" });
  for (const landlordId of opts.landlords ?? [])
    await db.insert(agencyEngagements).values({
      agencyId: id,
      landlordId,
      status: "active",
      requestedBy: "landlord",
      respondedAt: new Date(),
    });
  return id;
}
