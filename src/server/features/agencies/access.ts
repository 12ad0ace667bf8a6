/**
 * The one rule of which homes an agent reaches (issue 18 item 1), used by every access module:
 * - the homes managed by the agency they are a member of (any role sees the portfolio; the money
 *   of those homes needs the role's `money` capability, src/shared/permissions.ts);
 * - legacy homes with a lead agent and no agency: that lead agent only.
 * An agent of agency A therefore never reaches a home of agency B, whoever its lead agent is.
 */
import { type AgencyCapability, type AgencyRole, agencyCan, agencyRolesWith } from "@shared/permissions";
import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agencyMembers, properties } from "../../db/schema";

/** The agencies (zero or one) the user is a member of, optionally only in roles with a capability. */
function memberAgencies(userId: string, capability?: AgencyCapability): SQL {
  const roles = capability ? agencyRolesWith(capability) : undefined;
  return sql`select ${agencyMembers.agencyId} from ${agencyMembers} where ${agencyMembers.userId} = ${userId}${
    roles ? sql` and ${inArray(agencyMembers.role, roles)}` : sql``
  }`;
}

/** Homes the agent reaches, on a query over `properties` (with `capability`: for that purpose). */
export function agentHomesCondition(userId: string, capability?: AgencyCapability): SQL {
  return sql`((${properties.agencyId} is null and ${properties.agentId} = ${userId}) or ${properties.agencyId} in (${memberAgencies(userId, capability)}))`;
}

/** Ids of the homes the agent reaches, as a sub-select (for tables that hold a property id). */
export function agentHomeIds(userId: string, capability?: AgencyCapability): SQL {
  return sql`select ${properties.id} from ${properties} where ${agentHomesCondition(userId, capability)}`;
}

export interface Membership {
  agencyId: string;
  role: AgencyRole;
}

/** The agent's agency and role, if any. */
export async function membershipOf(db: Db, userId: string): Promise<Membership | null> {
  const [row] = await db
    .select({ agencyId: agencyMembers.agencyId, role: agencyMembers.role })
    .from(agencyMembers)
    .where(eq(agencyMembers.userId, userId));
  return row ? { agencyId: row.agencyId, role: row.role } : null;
}

/** The same rule as `agentHomesCondition` for a row already read (with the agent's membership). */
export function agentReaches(
  home: { agentId: string | null; agencyId: string | null },
  userId: string,
  membership: Membership | null,
  capability?: AgencyCapability,
): boolean {
  if (home.agencyId === null) return home.agentId === userId;
  if (!membership || membership.agencyId !== home.agencyId) return false;
  return !capability || agencyCan(membership.role, capability);
}
