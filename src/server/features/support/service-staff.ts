import { AppError } from "@shared/errors";
import type { Role } from "@shared/permissions";
import type { Caller } from "@shared/schemas/auth";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { agencyMembers, users } from "../../db/schema";

import type { PropertyInfo } from "./service-properties";

/** The people tickets can be assigned to. */

/**
 * Staff a caller may assign tickets to. Admins: every admin and agent. An agent: themselves and the
 * other members of their agency (never agents of another agency, nor every agent on the platform).
 */
export async function staffList(db: Db, caller: Caller) {
  const related =
    caller.role === "admin"
      ? inArray(users.role, ["admin", "agent"])
      : and(eq(users.role, "agent"), or(eq(users.id, caller.id), sameAgency(caller.id)));
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.banned, false), related))
    .orderBy(asc(users.name))
    .limit(500);
  return rows.map((r) => ({ ...r, role: r.role as Role }));
}

/** Users in the same agency as `userId`. */
const sameAgency = (userId: string) =>
  sql`${users.id} in (select ${agencyMembers.userId} from ${agencyMembers} where ${agencyMembers.agencyId} in (select ${agencyMembers.agencyId} from ${agencyMembers} where ${agencyMembers.userId} = ${userId}))`;

/**
 * Who may be assigned a ticket about `property`. For an administrator: every admin and agent, and
 * the property's landlord. For anyone else: admins, the property's landlord and lead agent, and
 * the members of the agency managing it (agents of other agencies are never listed).
 */
function assignableCondition(caller: Caller, property: PropertyInfo | null) {
  const staffIds = [property?.landlordId, property?.agentId].filter((v): v is string => !!v);
  const agency = property?.agencyId
    ? [
        sql`${users.id} in (select ${agencyMembers.userId} from ${agencyMembers} where ${agencyMembers.agencyId} = ${property.agencyId})`,
      ]
    : [];
  return and(
    eq(users.banned, false),
    or(
      inArray(users.role, caller.role === "admin" ? ["admin", "agent"] : ["admin"]),
      ...(staffIds.length ? [inArray(users.id, staffIds)] : []),
      ...(caller.role === "admin" ? [] : agency),
    ),
  );
}

/** People who may be assigned a ticket (`assignableCondition`), for the ticket's picker. */
export async function assignableFor(db: Db, caller: Caller, property: PropertyInfo | null) {
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(assignableCondition(caller, property))
    .orderBy(asc(users.name))
    .limit(200);
  return rows.map((p) => ({ ...p, role: p.role as Role }));
}

/** The assignee, when they may be assigned a ticket about `property`; 400 naming assigneeId if not. */
export async function assertAssignable(
  db: Db,
  caller: Caller,
  assigneeId: string,
  property: PropertyInfo | null,
) {
  const [person] = await db
    .select({ id: users.id, name: users.name, role: users.role, banned: users.banned })
    .from(users)
    .where(and(eq(users.id, assigneeId), assignableCondition(caller, property)));
  if (!person) {
    throw new AppError("validation_error", "That person can't be assigned this ticket.", {
      assigneeId:
        caller.role === "admin"
          ? "Choose an administrator, an agent or the landlord of the property"
          : "Choose an administrator, the landlord or an agent of the agency managing the property",
    });
  }
  return person;
}
