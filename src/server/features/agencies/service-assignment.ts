/**
 * Which agency and lead agent a home may be given (issue 18 item 1): a landlord picks only an
 * agency they actively engage, and only one of its members as lead agent; an admin any agency and
 * any of its members. An agent named without an agency brings their own agency; an agent with no
 * agency can be named by an admin only (or kept where they already were, on an older home).
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agencies } from "../../db/schema";
import { fieldError } from "../../lib/errors";
import { membershipOf } from "./access";
import { isUuid } from "./common";
import { engages } from "./engaged";

export interface Assignment {
  agencyId: string | null;
  agentId: string | null;
}

export const notEngagedMessage = "Choose an agency you work with (engage one on your Agents page)";
export const notMemberMessage = "Choose an agent of the managing agency";

type Membership = Awaited<ReturnType<typeof membershipOf>>;

/**
 * The agency an agent named without one brings: their own. An agent of no agency stays only for an
 * admin, or where they already were (an older home, unchanged).
 */
function agencyOfAgent(
  user: { role: string },
  agentId: string,
  membership: Membership,
  before: Assignment | undefined,
): string | null {
  if (membership) return membership.agencyId;
  const unchangedLegacy = before?.agentId === agentId && before.agencyId === null;
  if (user.role !== "admin" && !unchangedLegacy)
    throw fieldError("agentId", "Choose an agent of an agency you work with");
  return null;
}

/** Refuses an agency the user may not give the home: any existing one for an admin, else an engaged one. */
async function assertAgencyAllowed(
  tx: Db,
  user: { role: string },
  landlordId: string,
  agencyId: string,
  field: "agencyId" | "agentId",
) {
  if (!isUuid(agencyId)) throw fieldError("agencyId", "Choose an agency from the list");
  if (user.role === "admin") {
    const [row] = await tx.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId));
    if (!row) throw fieldError("agencyId", "Choose an agency from the list");
  } else if (!(await engages(tx, landlordId, agencyId))) {
    throw fieldError(field, notEngagedMessage);
  }
}

export async function resolveAssignment(
  tx: Db,
  user: { id: string; role: string },
  landlordId: string,
  want: Assignment,
  before?: Assignment,
): Promise<Assignment> {
  let { agencyId } = want;
  const { agentId } = want;
  const agentMembership = agentId ? await membershipOf(tx, agentId) : null;
  if (agentId && !agencyId) agencyId = agencyOfAgent(user, agentId, agentMembership, before) ?? agencyId;
  if (agencyId) {
    await assertAgencyAllowed(tx, user, landlordId, agencyId, want.agencyId ? "agencyId" : "agentId");
    if (agentId && agentMembership?.agencyId !== agencyId) throw fieldError("agentId", notMemberMessage);
  }
  return { agencyId, agentId };
}
