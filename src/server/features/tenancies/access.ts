import { AppError } from "@shared/errors";
/**
 * Who may see and act on a tenancy, and the one read of a tenancy row with its property, tenant
 * and invitation that every tenancy service starts from.
 * - Read: the landlord or agent of the property, the tenant, admins all; a co-owner of the home
 *   (an accepted share, issue 17) reads it too, and changes nothing (issue 42 item 2).
 * - Write (staff actions): the landlord or agent of the property and admins; never the tenant,
 *   who gets a 403 (not a 404) on a staff action on their own tenancy, since they can see it.
 */
import type { Jurisdiction } from "@shared/law";
import type { Caller } from "@shared/schemas/auth";
import type { Tenancy } from "@shared/schemas/tenancies";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { coOwnedCondition } from "../../db/ownership";
import { invitations, properties, tenancies, users } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { manageCondition } from "../properties";

export type TenancyRow = typeof tenancies.$inferSelect;

export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export const isStaff = (user: Caller) => user.role !== "tenant";

/**
 * Properties a tenant may read: those of their own tenancies (any status). For the properties
 * read path: `or(manageCondition(user), tenantPropertyCondition(user.id))`.
 */
export function tenantPropertyCondition(userId: string): SQL {
  return sql`${properties.id} in (select ${tenancies.propertyId} from ${tenancies} where ${tenancies.tenantId} = ${userId})`;
}

export async function tenantPropertyIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: tenancies.propertyId })
    .from(tenancies)
    .where(eq(tenancies.tenantId, userId));
  return rows.map((r) => r.id);
}

/** Tenancies a user may read (on a query joining properties). */
export function readCondition(user: Caller): SQL | undefined {
  if (user.role === "tenant") return eq(tenancies.tenantId, user.id);
  if (user.role === "landlord") return or(manageCondition(user), coOwnedCondition(user.id));
  return manageCondition(user);
}

/** Tenancies a user may change: staff of the property and admins; never the tenant. */
export function writeCondition(user: Caller): SQL | undefined {
  if (user.role === "tenant") return sql`false`;
  return manageCondition(user);
}

// ---- The tenancy read --------------------------------------------------------------------------

/** The tenant's account, joined beside other users (creator, recorder, landlord). */
export const tenantUser = alias(users, "tenant_user");

const tenancyColumns = {
  t: tenancies,
  property: {
    id: properties.id,
    title: properties.title,
    addressLine1: properties.addressLine1,
    city: properties.city,
    postcode: properties.postcode,
    landlordId: properties.landlordId,
    agentId: properties.agentId,
  },
  tenant: { id: tenantUser.id, name: tenantUser.name, email: tenantUser.email },
  inviteExpiresAt: invitations.expiresAt,
  jurisdiction: properties.jurisdiction,
};

export type JoinedRow = {
  t: TenancyRow;
  property: Tenancy["property"];
  tenant: { id: string | null; name: string | null; email: string | null } | null;
  inviteExpiresAt: Date | null;
  /** The property's jurisdiction (src/shared/law). */
  jurisdiction: Jurisdiction;
};

/** Tenancies with their property, tenant and invitation, under a filter. */
export function selectTenancies(db: Db, where: SQL | undefined) {
  return db
    .select(tenancyColumns)
    .from(tenancies)
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .leftJoin(tenantUser, eq(tenantUser.id, tenancies.tenantId))
    .leftJoin(invitations, eq(invitations.id, tenancies.invitationId))
    .where(where);
}

/** The tenancy if the user may read it (or write it, with `write`), else 404. */
export async function findTenancy(
  db: Db,
  user: Caller,
  id: string,
  opts: { write?: boolean; lock?: boolean } = {},
): Promise<JoinedRow> {
  if (!isUuid(id)) throw notFound("Tenancy not found");
  const query = selectTenancies(
    db,
    and(eq(tenancies.id, id), opts.write ? writeCondition(user) : readCondition(user)),
  );
  const [row] = opts.lock ? await query.for("update", { of: tenancies }) : await query;
  if (!row) {
    // Staff-only actions by someone who can read the tenancy (its tenant, a co-owner of the home)
    // are a 403, not a 404: they can see it.
    if (opts.write && (user.role === "tenant" || user.role === "landlord")) {
      const [seen] = await db
        .select({ id: tenancies.id })
        .from(tenancies)
        .innerJoin(properties, eq(properties.id, tenancies.propertyId))
        .where(and(eq(tenancies.id, id), readCondition(user)));
      if (seen)
        throw new AppError(
          "forbidden",
          user.role === "tenant"
            ? "Only the landlord, agent or an administrator can do this."
            : "A co-owner reads this tenancy; its landlord account, agent or an administrator changes it.",
        );
    }
    throw notFound("Tenancy not found");
  }
  return row as JoinedRow;
}
