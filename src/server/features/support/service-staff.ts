import type { Role } from "@shared/permissions";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, users } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import type { Caller } from "./service-access";
import type { PropertyInfo } from "./service-properties";

/** The people tickets can be assigned to. */

/**
 * Staff a caller may assign tickets to. Admins: every admin and agent. An agent: themselves and the
 * agents who work for the same landlords (never every agent on the platform, nor admins).
 */
export async function staffList(db: Db, caller: Caller) {
  const related =
    caller.role === "admin"
      ? inArray(users.role, ["admin", "agent"])
      : and(
          eq(users.role, "agent"),
          or(
            eq(users.id, caller.id),
            sql`exists (select 1 from ${properties} mine join ${properties} theirs on theirs.landlord_id = mine.landlord_id
              where mine.agent_id = ${caller.id} and theirs.agent_id = ${users.id})`,
          ),
        );
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(and(eq(users.banned, false), related))
    .orderBy(asc(users.name))
    .limit(500);
  return rows.map((r) => ({ ...r, role: r.role as Role }));
}

/** People who may be assigned a ticket: admins and agents, and the landlord of its property. */
export async function assignableFor(db: Db, property: PropertyInfo | null) {
  const staffIds = [property?.landlordId, property?.agentId].filter((v): v is string => !!v);
  const rows = await db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.banned, false),
        or(
          inArray(users.role, ["admin", "agent"]),
          ...(staffIds.length ? [inArray(users.id, staffIds)] : []),
        ),
      ),
    )
    .orderBy(asc(users.name))
    .limit(200);
  return rows.map((p) => ({ ...p, role: p.role as Role }));
}

/** The assignee, when they may be assigned a ticket about `property`; 400 naming assigneeId if not. */
export async function assertAssignable(db: Db, assigneeId: string, property: PropertyInfo | null) {
  const [person] = await db
    .select({ id: users.id, name: users.name, role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.id, assigneeId));
  const eligible =
    person &&
    !person.banned &&
    (person.role === "admin" ||
      person.role === "agent" ||
      person.id === property?.landlordId ||
      person.id === property?.agentId);
  if (!eligible) {
    throw new ApiError(400, "validation_error", "That person can't be assigned this ticket.", {
      assigneeId: "Choose an administrator, an agent or the landlord of the property",
    });
  }
  return person;
}
