/**
 * Who may see and change a home's money (issue 17), and who owns it in what shares. The one place
 * every money service (owners, expenses, statements, MTD, yields, bank) starts from.
 * - Read: admins all homes; a landlord the homes they own (their own, or as an accepted co-owner);
 *   an agent the homes of their agency when their agency role has `money` (or legacy homes they
 *   are the lead agent of, src/server/features/agencies/access.ts); tenants none (they see their own payments through tenancies).
 * - Write (expenses, agreements, bank matches): the home's landlord account, its agent, admins;
 *   never a co-owner, who reads their share only.
 * - Shares: a home with no `property_owners` rows is owned 100 % by its landlord account.
 */
import { WHOLE_BP } from "@shared/accounts/shares";
import type { Caller } from "@shared/schemas/auth";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { coOwnedCondition } from "../../db/ownership";
import { properties, propertyOwners, users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { agentHomesCondition } from "../agencies";
import { isUuid, manageCondition } from "../properties";

/** Homes the user owns: as the landlord account, or as a co-owner who accepted the invitation. */
export function ownsCondition(userId: string): SQL {
  return sql`(${properties.landlordId} = ${userId} or ${coOwnedCondition(userId)})`;
}

/** Homes whose money the user may read (on a query over `properties`). */
export function moneyReadCondition(user: Caller): SQL | undefined {
  switch (user.role) {
    case "admin":
      return undefined;
    case "landlord":
      return ownsCondition(user.id);
    case "agent":
      return agentHomesCondition(user.id, "money");
    default:
      return sql`false`;
  }
}

/** Homes whose money the user may change: the landlord account, the agent (role with `money`), admins. */
export const moneyWriteCondition = (user: Caller): SQL | undefined =>
  user.role === "tenant"
    ? sql`false`
    : user.role === "agent"
      ? agentHomesCondition(user.id, "money")
      : manageCondition(user);

export type MoneyHome = typeof properties.$inferSelect;

/** The home if the user may read (or, with `write`, change) its money, else 404. */
export async function findMoneyHome(
  db: Db,
  user: Caller,
  propertyId: string,
  opts: { write?: boolean } = {},
): Promise<MoneyHome> {
  if (!isUuid(propertyId)) throw notFound("Property not found");
  const [row] = await db
    .select()
    .from(properties)
    .where(
      and(eq(properties.id, propertyId), opts.write ? moneyWriteCondition(user) : moneyReadCondition(user)),
    );
  if (!row) throw notFound("Property not found");
  return row;
}

export interface OwnerShare {
  /** The owner's account; null for a co-owner who has not accepted yet. */
  ownerId: string | null;
  name: string;
  shareBp: number;
  isPrimary: boolean;
  accepted: boolean;
}

/** Each home's owners and shares (the landlord 100 % where none are recorded). */
export async function ownersOf(db: Db, propertyIds: readonly string[]): Promise<Map<string, OwnerShare[]>> {
  const out = new Map<string, OwnerShare[]>();
  if (propertyIds.length === 0) return out;
  const ids = [...new Set(propertyIds)];
  const rows = await db
    .select({
      propertyId: propertyOwners.propertyId,
      userId: propertyOwners.userId,
      displayName: propertyOwners.displayName,
      shareBp: propertyOwners.shareBp,
      isPrimary: propertyOwners.isPrimary,
      acceptedAt: propertyOwners.acceptedAt,
    })
    .from(propertyOwners)
    .where(inArray(propertyOwners.propertyId, ids))
    .orderBy(sql`${propertyOwners.isPrimary} desc`, propertyOwners.createdAt);
  for (const r of rows) {
    const list = out.get(r.propertyId) ?? [];
    list.push({
      ownerId: r.acceptedAt || r.isPrimary ? r.userId : null,
      name: r.displayName,
      shareBp: r.shareBp,
      isPrimary: r.isPrimary,
      accepted: r.isPrimary || r.acceptedAt !== null,
    });
    out.set(r.propertyId, list);
  }
  const missing = ids.filter((id) => !out.has(id));
  if (missing.length > 0) {
    const homes = await db
      .select({ id: properties.id, landlordId: properties.landlordId, name: users.name })
      .from(properties)
      .innerJoin(users, eq(users.id, properties.landlordId))
      .where(inArray(properties.id, missing));
    for (const h of homes)
      out.set(h.id, [
        { ownerId: h.landlordId, name: h.name, shareBp: WHOLE_BP, isPrimary: true, accepted: true },
      ]);
  }
  return out;
}

/** Every home an owner holds a share of, with the share (their whole portfolio as an owner). */
export async function sharesOfOwner(
  db: Db,
  ownerId: string,
): Promise<{ propertyId: string; shareBp: number; isPrimary: boolean }[]> {
  const recorded = await db
    .select({
      propertyId: propertyOwners.propertyId,
      shareBp: propertyOwners.shareBp,
      isPrimary: propertyOwners.isPrimary,
    })
    .from(propertyOwners)
    .where(
      and(
        eq(propertyOwners.userId, ownerId),
        sql`(${propertyOwners.isPrimary} or ${propertyOwners.acceptedAt} is not null)`,
      ),
    );
  const own = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.landlordId, ownerId),
        sql`not exists (select 1 from ${propertyOwners} where ${propertyOwners.propertyId} = ${properties.id})`,
      ),
    );
  return [...recorded, ...own.map((h) => ({ propertyId: h.id, shareBp: WHOLE_BP, isPrimary: true }))];
}

/** Owners with an account who hold a share of any home (for the monthly statements job). */
export async function allOwnerIds(db: Db): Promise<string[]> {
  const sole = await db
    .selectDistinct({ id: properties.landlordId })
    .from(properties)
    .where(
      sql`not exists (select 1 from ${propertyOwners} where ${propertyOwners.propertyId} = ${properties.id})`,
    );
  const recorded = await db
    .selectDistinct({ id: propertyOwners.userId })
    .from(propertyOwners)
    .where(
      sql`${propertyOwners.userId} is not null and (${propertyOwners.isPrimary} or ${propertyOwners.acceptedAt} is not null)`,
    );
  const ids = new Set<string>();
  for (const r of [...sole, ...recorded]) if (r.id) ids.add(r.id);
  return [...ids].sort();
}
