import type { Role } from "@shared/permissions";
import { type SQL, sql } from "drizzle-orm";
import { coOwnedCondition } from "../../db/ownership";
import { properties } from "../../db/schema";
import { agentHomeIds, agentHomesCondition } from "../agencies";

/**
 * Whose rows a figure covers, decided once from the signed-in role: admins see the whole
 * platform; a landlord the homes they own (their own and those they co-own: figures, read-only); an agent the homes of their agency (agencies/access.ts;
 * and, for tickets, those assigned to them). Every analytics and dashboard query scopes through these helpers.
 */
export type PortfolioScope =
  | { kind: "platform" }
  | { kind: "landlord"; userId: string }
  | { kind: "agent"; userId: string };

/** The scope of a user. Tenants have no portfolio; the routes refuse them before this runs. */
export function scopeOf(user: { id: string; role: Role }): PortfolioScope {
  if (user.role === "admin") return { kind: "platform" };
  if (user.role === "landlord") return { kind: "landlord", userId: user.id };
  if (user.role === "agent") return { kind: "agent", userId: user.id };
  throw new Error(`No portfolio scope for role ${user.role}`);
}

/**
 * The scoped properties, as a condition on `properties` (Drizzle columns) or, given an alias,
 * on that alias in raw SQL (`p.agent_id = …`). `true` for the platform.
 */
export function propertyScope(scope: PortfolioScope, alias?: string): SQL {
  if (scope.kind === "platform") return sql`true`;
  if (alias) {
    if (scope.kind === "agent") return sql`${sql.raw(`${alias}.id`)} in (${agentHomeIds(scope.userId)})`;
    return sql`(${sql.raw(`${alias}.landlord_id`)} = ${scope.userId} or ${coOwnedCondition(scope.userId, alias)})`;
  }
  if (scope.kind === "agent") return agentHomesCondition(scope.userId);
  return sql`(${properties.landlordId} = ${scope.userId} or ${coOwnedCondition(scope.userId)})`;
}

/**
 * The homes the scope manages, for what only a manager acts on (enquiries from applicants, what
 * needs attention): a landlord's own homes without those they only co-own (issue 42 item 2).
 */
export function managedScope(scope: PortfolioScope): SQL {
  if (scope.kind === "landlord") return sql`${properties.landlordId} = ${scope.userId}`;
  return propertyScope(scope);
}

/**
 * Support tickets (alias `s`) the scope answers for: on its properties, or, for an agent, also
 * assigned to them. `true` for the platform.
 */
export function ticketScope(scope: PortfolioScope): SQL {
  if (scope.kind === "platform") return sql`true`;
  const owned = sql`s.property_id in (select id from ${properties} where ${propertyScope(scope, "properties")})`;
  return scope.kind === "agent" ? sql`(s.assigned_to = ${scope.userId} or ${owned})` : owned;
}
