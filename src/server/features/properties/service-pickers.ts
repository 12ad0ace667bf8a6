/** The property editor's pickers: agents, landlords and agencies a caller may choose from. */
import type { Caller } from "@shared/schemas/auth";
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { likeEscape } from "../../db/paginate";
import { agencies, agencyMembers, users } from "../../db/schema";
import { engagedBy } from "../agencies";

/**
 * Agents a landlord may pick: the members of the agencies they engage (issue 18 item 1), optionally
 * of one of them. Admins pick from every agent. A self-registered agent is never listed to strangers.
 */
const memberOfEngaged = (landlordId: string, agencyId?: string) =>
  sql`${users.id} in (select ${agencyMembers.userId} from ${agencyMembers} inner join ${agencies} on ${agencies.id} = ${agencyMembers.agencyId} where ${engagedBy(landlordId)}${
    agencyId ? sql` and ${agencies.id} = ${agencyId}` : sql``
  })`;

/** Up to 20 agents or landlords by name or e-mail, for the pickers of the property editor. */
export async function searchPeople(
  db: Db,
  role: "agent" | "landlord",
  q: string | undefined,
  caller?: Caller,
  agencyId?: string,
) {
  const filters = [eq(users.role, role), eq(users.banned, false)];
  if (role === "agent" && caller?.role === "landlord") filters.push(memberOfEngaged(caller.id, agencyId));
  else if (role === "agent" && agencyId)
    filters.push(
      sql`${users.id} in (select ${agencyMembers.userId} from ${agencyMembers} where ${agencyMembers.agencyId} = ${agencyId})`,
    );
  if (q) {
    const pattern = `%${likeEscape(q)}%`;
    filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(...filters))
    .orderBy(asc(users.name))
    .limit(20);
}

/**
 * Agencies for the property editor's picker, each with its members: a landlord's engaged agencies;
 * for an admin, any agency by name.
 */
export async function pickableAgencies(db: Db, caller: Caller, q: string | undefined) {
  const filters = [
    caller.role === "landlord" ? engagedBy(caller.id) : undefined,
    q ? ilike(agencies.name, `%${likeEscape(q)}%`) : undefined,
  ];
  const rows = await db
    .select({ id: agencies.id, name: agencies.name })
    .from(agencies)
    .where(and(...filters))
    .orderBy(asc(agencies.name), asc(agencies.id))
    .limit(20);
  if (!rows.length) return [];
  const members = await db
    .select({ agencyId: agencyMembers.agencyId, id: users.id, name: users.name, email: users.email })
    .from(agencyMembers)
    .innerJoin(users, eq(users.id, agencyMembers.userId))
    .where(
      and(
        inArray(
          agencyMembers.agencyId,
          rows.map((r) => r.id),
        ),
        eq(users.banned, false),
      ),
    )
    .orderBy(asc(users.name));
  return rows.map((a) => ({
    ...a,
    agents: members.filter((m) => m.agencyId === a.id).map(({ agencyId: _a, ...p }) => p),
  }));
}
