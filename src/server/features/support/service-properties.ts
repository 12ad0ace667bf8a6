import { and, asc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties, supportTickets, tenancies } from "../../db/schema";
import { agentHomesCondition } from "../agencies";

/** What support needs to know about a property: its name, its staff, and whether the viewer is staff. */
export interface PropertyInfo {
  id: string;
  title: string;
  landlordId: string | null;
  agentId: string | null;
  agencyId: string | null;
  /** The viewer is its landlord or reaches it as an agent (agencies/access.ts); false without a viewer. */
  viewerIsStaff: boolean;
}

/** Homes whose staff the user is: their landlord, or an agent reaching them through their agency. */
const staffOf = (userId: string) => or(eq(properties.landlordId, userId), agentHomesCondition(userId))!;

const columns = (viewerId: string | undefined) => ({
  id: properties.id,
  title: properties.title,
  landlordId: properties.landlordId,
  agentId: properties.agentId,
  agencyId: properties.agencyId,
  viewerIsStaff: viewerId ? sql<boolean>`(${staffOf(viewerId)})` : sql<boolean>`false`,
});

export async function getProperty(db: Db, id: string, viewerId?: string): Promise<PropertyInfo | null> {
  const [row] = await db.select(columns(viewerId)).from(properties).where(eq(properties.id, id));
  return row ?? null;
}

export async function getProperties(
  db: Db,
  ids: string[],
  viewerId?: string,
): Promise<Map<string, PropertyInfo>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(columns(viewerId))
    .from(properties)
    .where(inArray(properties.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** A condition on support_tickets: the user is its property's staff (landlord, or agent reaching it). */
export function propertyStaffCondition(userId: string): SQL | undefined {
  return sql`${supportTickets.propertyId} in (select ${properties.id} from ${properties} where ${staffOf(userId)})`;
}

/**
 * Properties the user may attach to a new ticket: landlord their own, agent those of their agency,
 * tenant those of their active tenancies, admin all.
 */
export async function selectableProperties(
  db: Db,
  user: { id: string; role: string },
): Promise<{ id: string; title: string }[]> {
  const where =
    user.role === "admin"
      ? undefined
      : user.role === "landlord"
        ? eq(properties.landlordId, user.id)
        : user.role === "agent"
          ? agentHomesCondition(user.id)
          : inArray(
              properties.id,
              db
                .select({ id: tenancies.propertyId })
                .from(tenancies)
                .where(and(eq(tenancies.tenantId, user.id), eq(tenancies.status, "active"))),
            );
  return db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(where)
    .orderBy(asc(properties.title))
    .limit(500);
}

/** Whether the tenant has an active tenancy of the property. */
export async function isTenantOf(db: Db, userId: string, propertyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(
      and(
        eq(tenancies.tenantId, userId),
        eq(tenancies.propertyId, propertyId),
        eq(tenancies.status, "active"),
      ),
    )
    .limit(1);
  return !!row;
}
