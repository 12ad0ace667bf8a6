/**
 * Which agencies a landlord engages (issue 18 item 1), as the assignment rule and the properties
 * pickers read it. Apart from service-engagements.ts, which asks for and ends engagements through
 * the properties feature: properties imports this feature's front door, so the front door must not
 * lead back to properties (no import cycle).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agencies, agencyEngagements } from "../../db/schema";

/** Whether the landlord actively engages the agency. */
export async function engages(db: Db, landlordId: string, agencyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: agencyEngagements.id })
    .from(agencyEngagements)
    .where(
      and(
        eq(agencyEngagements.landlordId, landlordId),
        eq(agencyEngagements.agencyId, agencyId),
        eq(agencyEngagements.status, "active"),
      ),
    );
  return !!row;
}

/** A condition on `agencies`: those the landlord actively engages. */
export const engagedBy = (landlordId: string) =>
  sql`${agencies.id} in (select ${agencyEngagements.agencyId} from ${agencyEngagements} where ${agencyEngagements.landlordId} = ${landlordId} and ${agencyEngagements.status} = 'active')`;
