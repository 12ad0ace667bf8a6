/**
 * Changes to a home that other features make as part of their own work, inside their transaction:
 * a tenancy starting or ending lets the home or frees it, an agency engagement ending or an agent
 * leaving the agency takes the agency or agent off homes, an EPC filed sets the rating, the owner
 * records what the home cost and is worth. The properties table is written only by this feature.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { properties } from "../../db/schema";
import { type Actor, audit } from "../audit";

type PropertyRow = typeof properties.$inferSelect;

/** A tenancy became active: the home is let. */
export async function markHomeLet(tx: Db, propertyId: string, now: Date): Promise<void> {
  await tx.update(properties).set({ status: "let", updatedAt: now }).where(eq(properties.id, propertyId));
}

/** The active tenancy ended: a let home is available again (any other status stays). */
export async function markHomeAvailableAfterLet(tx: Db, propertyId: string, now: Date): Promise<void> {
  await tx
    .update(properties)
    .set({ status: "available", updatedAt: now })
    .where(and(eq(properties.id, propertyId), eq(properties.status, "let")));
}

/** An agent left the agency: its homes they led have no lead agent now. */
export async function releaseAgentHomes(tx: Db, agencyId: string, agentId: string): Promise<void> {
  await tx
    .update(properties)
    .set({ agentId: null, updatedAt: new Date() })
    .where(and(eq(properties.agencyId, agencyId), eq(properties.agentId, agentId)));
}

/** The landlord's engagement of the agency ended: the agency comes off their homes; their ids. */
export async function releaseAgencyHomes(tx: Db, landlordId: string, agencyId: string): Promise<string[]> {
  const released = await tx
    .update(properties)
    .set({ agencyId: null, agentId: null, updatedAt: new Date() })
    .where(and(eq(properties.landlordId, landlordId), eq(properties.agencyId, agencyId)))
    .returning({ id: properties.id });
  return released.map((p) => p.id);
}

/** Staff filed an EPC with its rating: the home's rating follows (material information). */
export async function setEpcRating(
  tx: Db,
  propertyId: string,
  epcRating: NonNullable<PropertyRow["epcRating"]>,
): Promise<void> {
  await tx.update(properties).set({ epcRating, updatedAt: new Date() }).where(eq(properties.id, propertyId));
}

export interface HomeValues {
  purchasePriceMinor: number | null;
  purchasedOn: string | null;
  currentValueMinor: number | null;
}

/** Sets a home's purchase price and date and its current value, audited (`home` as read before). */
export async function setHomeValues(
  tx: Db,
  actor: Actor,
  home: { id: string } & HomeValues,
  values: HomeValues,
): Promise<void> {
  await tx
    .update(properties)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(properties.id, home.id));
  await audit(tx, actor, {
    action: "values_set",
    entity: "property",
    entityId: home.id,
    details: {
      before: {
        purchasePriceMinor: home.purchasePriceMinor,
        purchasedOn: home.purchasedOn,
        currentValueMinor: home.currentValueMinor,
      },
      after: values,
    },
  });
}
